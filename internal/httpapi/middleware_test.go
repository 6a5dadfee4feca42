package httpapi

import (
	"bytes"
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/directory"
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

// TestServerTiming: every answer says how long the server took to its
// header, whether the handler set the status or only wrote the body, and
// the time covers the handler's work.
func TestServerTiming(t *testing.T) {
	s := &Server{log: slog.New(slog.DiscardHandler)}
	const work = 20 * time.Millisecond
	h := s.middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(work)
		if r.URL.Path == "/status" {
			w.WriteHeader(http.StatusTeapot)
		}
		io.WriteString(w, "ok")
	}))
	for _, path := range []string{"/status", "/body"} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, path, nil))
		header := rec.Header().Get("Server-Timing")
		ms, ok := strings.CutPrefix(header, "app;dur=")
		took, err := strconv.ParseFloat(ms, 64)
		if !ok || err != nil || took < float64(work.Milliseconds()) || took > 10_000 {
			t.Errorf("%s: Server-Timing %q, want app;dur= at least %v in milliseconds", path, header, work)
		}
	}
}

// TestClientGoneIsNoFailure: a request whose client went away while the
// answer was made is logged at info level with status 499, not as a failed
// request with 500.
func TestClientGoneIsNoFailure(t *testing.T) {
	var requests, failures bytes.Buffer
	s := &Server{log: slog.New(slog.NewTextHandler(&requests, nil))}
	defer slog.SetDefault(slog.Default())
	slog.SetDefault(slog.New(slog.NewTextHandler(&failures, nil)))
	h := s.middleware(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		writeError(w, r, fmt.Errorf("read businesses: %w", r.Context().Err()))
	}))
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/businesses/search?q=x", nil).WithContext(ctx))
	if rec.Code != statusClientGone {
		t.Errorf("status %d, want %d", rec.Code, statusClientGone)
	}
	if log := failures.String(); !strings.Contains(log, "level=INFO msg=\"client gone\"") || strings.Contains(log, "ERROR") {
		t.Errorf("log %q, want an info line \"client gone\"", log)
	}
	if log := requests.String(); !strings.Contains(log, "status=499") {
		t.Errorf("request log %q, want status=499", log)
	}

	// A failure while the client waits is still an error and a 500.
	failures.Reset()
	rec = httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/businesses/search?q=x", nil))
	if rec.Code != http.StatusInternalServerError || !strings.Contains(failures.String(), "level=ERROR") {
		t.Errorf("failure with the client waiting: %d, log %q", rec.Code, failures.String())
	}
}

// TestEveryErrorCodeHasAStatus reads the error codes declared in the
// directory package: each maps to a status, and an unknown one is a 500.
func TestEveryErrorCodeHasAStatus(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "../directory/errors.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	codes := 0
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok || len(vs.Values) != 1 || !strings.HasPrefix(vs.Names[0].Name, "E") {
			return true
		}
		lit, ok := vs.Values[0].(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return true
		}
		codes++
		if code, _ := strconv.Unquote(lit.Value); statusOf[code] == 0 {
			t.Errorf("%s (%s) has no HTTP status", vs.Names[0].Name, code)
		}
		return true
	})
	if codes < 10 {
		t.Fatalf("found %d error codes in directory/errors.go", codes)
	}
	rec := httptest.NewRecorder()
	writeError(rec, httptest.NewRequest(http.MethodGet, "/", nil), directory.Errorf("made_up", "x"))
	if rec.Code != http.StatusInternalServerError {
		t.Errorf("an unknown code: %d, want 500", rec.Code)
	}
}
