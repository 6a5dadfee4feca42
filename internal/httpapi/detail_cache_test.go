package httpapi_test

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http/httptest"
	"path/filepath"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
	"branchenbuch/internal/store/sqlite"
)

// Two instances on one database: an instance that rendered a business's
// answer answers the new data as soon as the other instance changed it,
// and openNow follows the minute.
func TestDetailAnswersStayCurrentAcrossInstances(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "two.db")
	open := func() directory.Store {
		st, err := sqlite.Open(ctx, path, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { st.Close() })
		return st
	}
	a, b := open(), open()
	bs := []directory.Business{{Name: "Café Zwei", Category: "Café", City: "Bonn", PlaceID: "two-1",
		WorkingHours: map[string]string{"Tuesday": "09:00–17:00"}}}
	if _, err := a.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	var clock atomic.Int64
	clock.Store(time.Date(2026, 3, 31, 6, 59, 30, 0, time.UTC).Unix()) // Tuesday 08:59:30 in Bonn
	now := func() time.Time { return time.Unix(clock.Load(), 0) }
	srv := httptest.NewServer(httpapi.New(httpapi.Config{Store: b, Now: now, Log: slog.New(slog.DiscardHandler)}))
	t.Cleanup(srv.Close)
	detail := func(path string) directory.Business {
		t.Helper()
		r, body := get(t, srv.URL+path)
		var got directory.Business
		if r.StatusCode != 200 || json.Unmarshal([]byte(body), &got) != nil {
			t.Fatalf("%s: %d %s", path, r.StatusCode, body)
		}
		return got
	}
	byID, bySlug := "/api/businesses/"+strconv.FormatInt(bs[0].ID, 10), "/api/businesses/slug/"+bs[0].URLSlug
	for range 2 { // the second answer comes from the cache
		if got := detail(byID); got.Name != "Café Zwei" || got.OpenNow == nil || *got.OpenNow {
			t.Fatalf("first answer: %q, openNow %v", got.Name, got.OpenNow)
		}
		detail(bySlug)
	}

	phone := "+49 228 12345"
	if _, err := a.EditBusiness(ctx, bs[0].ID, directory.BusinessEdit{Phone: &phone}, "test"); err != nil {
		t.Fatal(err)
	}
	if got := detail(byID); got.Phone != phone {
		t.Errorf("after an edit on the other instance: phone %q, want %q", got.Phone, phone)
	}
	if got := detail(bySlug); got.Phone != phone {
		t.Errorf("by slug after the edit: phone %q, want %q", got.Phone, phone)
	}
	bs[0].Name = "Café Zwei am Markt" // a re-import on the other instance
	if _, err := a.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	if got := detail(byID); got.Name != bs[0].Name {
		t.Errorf("after a re-import on the other instance: %q, want %q", got.Name, bs[0].Name)
	}

	clock.Add(60) // 09:00:30
	if got := detail(byID); got.OpenNow == nil || !*got.OpenNow {
		t.Errorf("at 09:00 openNow is %v, want true", got.OpenNow)
	}

	hide := true
	if _, err := a.EditBusiness(ctx, bs[0].ID, directory.BusinessEdit{Hidden: &hide}, "test"); err != nil {
		t.Fatal(err)
	}
	if r, _ := get(t, srv.URL+byID); r.StatusCode != 404 {
		t.Errorf("hidden on the other instance: %d, want 404", r.StatusCode)
	}
}
