package httpapi

import (
	"bytes"
	"errors"
	"fmt"
	"testing"
)

// TestAheadWriterKeepsOrder writes more blocks than the writer holds, each
// from a buffer reused at once, as the export's CSV writer does.
func TestAheadWriterKeepsOrder(t *testing.T) {
	var got, want bytes.Buffer
	a := newAheadWriter(&got)
	buf := make([]byte, 0, 64)
	for i := range 10 * aheadDepth {
		buf = fmt.Appendf(buf[:0], "block %d;", i)
		want.Write(buf)
		if n, err := a.Write(buf); n != len(buf) || err != nil {
			t.Fatalf("Write = %d, %v", n, err)
		}
	}
	if err := a.Close(); err != nil {
		t.Fatal(err)
	}
	if got.String() != want.String() {
		t.Fatalf("got %q, want %q", got.String(), want.String())
	}
	if err := a.Close(); err != nil { // a second Close is harmless
		t.Fatal(err)
	}
}

// failingWriter takes ok blocks, then fails.
type failingWriter struct {
	ok     int
	blocks int
}

var errGone = errors.New("client gone")

func (f *failingWriter) Write(p []byte) (int, error) {
	f.blocks++
	if f.blocks > f.ok {
		return 0, errGone
	}
	return len(p), nil
}

// TestAheadWriterReportsFailure: once the client is gone, Write says so
// (so the export stops reading) and Close returns the error.
func TestAheadWriterReportsFailure(t *testing.T) {
	f := &failingWriter{ok: 2}
	a := newAheadWriter(f)
	var err error
	for i := 0; i < 1000 && err == nil; i++ {
		_, err = a.Write([]byte("row\n"))
	}
	if !errors.Is(err, errGone) {
		t.Fatalf("Write after the failure = %v, want %v", err, errGone)
	}
	if err := a.Close(); !errors.Is(err, errGone) {
		t.Fatalf("Close = %v, want %v", err, errGone)
	}
	if f.blocks != f.ok+1 {
		t.Fatalf("the writer was called %d times, want %d: none after its failure", f.blocks, f.ok+1)
	}
}
