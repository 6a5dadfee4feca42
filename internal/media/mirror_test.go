package media_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/media"
)

func TestMirror(t *testing.T) {
	for _, tc := range processCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "image/jpeg") // the header lies or not: only the bytes count
				w.Write(tc.body)
			}))
			defer srv.Close()
			s := &media.Store{Dir: t.TempDir()}
			p, err := s.Mirror(context.Background(), srv.Client(), srv.URL+"/photo.jpg")
			checkResult(t, s, tc, p, err)
		})
	}
}

func TestMirrorAnswers(t *testing.T) {
	jpg := jpegFile(t, 300, 200)
	for _, tc := range []struct {
		name    string
		handler http.HandlerFunc
		err     error
		errText string
	}{
		{
			name:    "404",
			handler: func(w http.ResponseWriter, r *http.Request) { http.NotFound(w, r) },
			err:     errAny, errText: "photo answered 404",
		},
		{
			name: "500 with an image body",
			handler: func(w http.ResponseWriter, r *http.Request) {
				w.WriteHeader(http.StatusInternalServerError)
				w.Write(jpg)
			},
			err: errAny, errText: "photo answered 500",
		},
		{
			name: "redirect to the photo",
			handler: func(w http.ResponseWriter, r *http.Request) {
				if r.URL.Path != "/real.jpg" {
					http.Redirect(w, r, "/real.jpg", http.StatusFound)
					return
				}
				w.Write(jpg)
			},
		},
		{
			name: "PNG sent as text/html",
			handler: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "text/html")
				w.Write(pngWithAlpha(t, 20, 20))
			},
		},
		{
			name: "HTML sent as image/jpeg",
			handler: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", "image/jpeg")
				w.Write([]byte("<html><body>consent.google.com</body></html>"))
			},
			err: media.ErrNotImage,
		},
		{
			name: "over 15 MiB announced",
			handler: func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Length", "15728641")
				w.Write(jpg) // the body is never read
			},
			err: media.ErrTooLarge,
		},
		{
			name: "over 15 MiB streamed without a length",
			handler: func(w http.ResponseWriter, r *http.Request) {
				w.Write(jpg)
				chunk := make([]byte, 1<<20)
				for range 16 {
					if _, err := w.Write(chunk); err != nil {
						return
					}
				}
			},
			err: media.ErrTooLarge,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			srv := httptest.NewServer(tc.handler)
			defer srv.Close()
			s := &media.Store{Dir: t.TempDir()}
			p, err := s.Mirror(context.Background(), srv.Client(), srv.URL+"/photo.jpg")
			if tc.err == nil {
				if err != nil {
					t.Fatalf("error %v", err)
				}
				if !directory.ValidMediaKey(p.Key) {
					t.Errorf("key %q", p.Key)
				}
				return
			}
			if err == nil {
				t.Fatalf("no error, stored %+v", p)
			}
			if tc.err != errAny && !errors.Is(err, tc.err) {
				t.Errorf("error %q; want %q", err, tc.err)
			}
			if !strings.Contains(err.Error(), tc.errText) {
				t.Errorf("error %q; want it to say %q", err, tc.errText)
			}
			if files := storedFiles(t, s.Dir); len(files) > 0 {
				t.Errorf("files written: %v", files)
			}
		})
	}
}

func TestMirrorStopsWithItsContext(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		<-r.Context().Done()
	}))
	defer srv.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	s := &media.Store{Dir: t.TempDir()}
	if _, err := s.Mirror(ctx, srv.Client(), srv.URL); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("error %v; want the context's deadline", err)
	}
}

func TestMirrorNeedsAClient(t *testing.T) {
	s := &media.Store{Dir: t.TempDir()}
	if _, err := s.Mirror(context.Background(), nil, "http://127.0.0.1/x.jpg"); err == nil {
		t.Error("no error without a client; it must not fall back to an unguarded one")
	}
}
