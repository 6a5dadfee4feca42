package httpapi

import (
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// TestBodyLimitAndPanics checks the middleware around any handler: bodies
// over 1 MB cannot be read whole, and a panic becomes a JSON 500.
func TestBodyLimitAndPanics(t *testing.T) {
	s := &Server{log: slog.New(slog.DiscardHandler)}
	var readErr error
	h := s.middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/panic" {
			panic("boom")
		}
		_, readErr = io.ReadAll(r.Body)
		w.WriteHeader(http.StatusNoContent)
	}))

	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/read", strings.NewReader(strings.Repeat("x", maxBodyBytes+1))))
	if readErr == nil || !strings.Contains(readErr.Error(), "too large") {
		t.Errorf("reading %d bytes: err %v, want the body limit", maxBodyBytes+1, readErr)
	}
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodPost, "/read", strings.NewReader(strings.Repeat("x", maxBodyBytes))))
	if readErr != nil {
		t.Errorf("reading exactly the limit: %v", readErr)
	}

	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/panic", nil))
	if rec.Code != http.StatusInternalServerError || !strings.Contains(rec.Body.String(), `"error"`) {
		t.Errorf("panic: status %d body %q, want a JSON 500", rec.Code, rec.Body.String())
	}
}
