package demo_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
)

// batchStore records the batches Load writes; Load needs no other method.
type batchStore struct {
	directory.Store
	sizes   []int
	placeID []string
	failAt  int // batch number (from 1) that fails; 0 never
}

func (s *batchStore) UpsertBusinesses(_ context.Context, bs []directory.Business) (directory.UpsertCounts, error) {
	if len(s.sizes)+1 == s.failAt {
		return directory.UpsertCounts{}, errors.New("disk full")
	}
	s.sizes = append(s.sizes, len(bs))
	for _, b := range bs {
		s.placeID = append(s.placeID, b.PlaceID)
	}
	return directory.UpsertCounts{Inserted: len(bs)}, nil
}

func TestLoadWritesBatches(t *testing.T) {
	st := &batchStore{}
	var progress []int
	if err := demo.Load(context.Background(), st, 2500, 9, func(done int) { progress = append(progress, done) }); err != nil {
		t.Fatal(err)
	}
	if want := []int{1000, 1000, 500}; !slices.Equal(st.sizes, want) {
		t.Errorf("batch sizes %v, want %v", st.sizes, want)
	}
	if want := []int{1000, 2000, 2500}; !slices.Equal(progress, want) {
		t.Errorf("progress %v, want %v", progress, want)
	}
	for i, b := range slices.Collect(demo.Generate(9, 2500)) {
		if st.placeID[i] != b.PlaceID {
			t.Fatalf("business %d: Load wrote %s, Generate yields %s", i, st.placeID[i], b.PlaceID)
		}
	}
}

func TestLoadStopsOnError(t *testing.T) {
	st := &batchStore{failAt: 2}
	err := demo.Load(context.Background(), st, 5000, 1, nil)
	if err == nil || len(st.sizes) != 1 {
		t.Fatalf("err %v after %d batches, want an error after 1", err, len(st.sizes))
	}
	if err := demo.Load(context.Background(), &batchStore{}, -1, 1, nil); err != nil {
		t.Errorf("Load of -1 businesses: %v, want nothing written and no error", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := demo.Load(ctx, &batchStore{}, 10, 1, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Load with a cancelled context: err %v, want context.Canceled", err)
	}
}
