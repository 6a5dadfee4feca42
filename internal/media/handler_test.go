package media_test

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/media"
)

// servedStore is a store holding one mirrored photo, and a file beside the
// photos that no request may reach.
func servedStore(t *testing.T) (*media.Store, media.Photo) {
	t.Helper()
	s := &media.Store{Dir: t.TempDir()}
	p, err := s.Process(bytes.NewReader(jpegFile(t, 1000, 750)))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(s.Dir, "secret.jpg"), []byte("secret"), 0o644); err != nil {
		t.Fatal(err)
	}
	return s, p
}

func TestHandlerServesBothSizes(t *testing.T) {
	s, p := servedStore(t)
	mux := http.NewServeMux()
	mux.Handle(directory.MediaPath, s.Handler())
	srv := httptest.NewServer(mux)
	defer srv.Close()

	for _, tc := range []struct {
		file string
		want size
	}{
		{directory.PhotoFile(p.Key), size{800, 600}},
		{directory.ThumbFile(p.Key), size{320, 240}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			url := srv.URL + directory.MediaPath + tc.file
			resp, err := http.Get(url)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d; want 200", resp.StatusCode)
			}
			for name, want := range map[string]string{
				"Content-Type":           "image/jpeg",
				"Cache-Control":          "public, max-age=31536000, immutable",
				"X-Content-Type-Options": "nosniff",
			} {
				if got := resp.Header.Get(name); got != want {
					t.Errorf("%s: %q; want %q", name, got, want)
				}
			}
			etag := resp.Header.Get("ETag")
			for _, name := range []string{"ETag", "Last-Modified"} {
				if resp.Header.Get(name) == "" {
					t.Errorf("no %s header", name)
				}
			}
			if want := stored(t, s, tc.file); !bytes.Equal(body, want) {
				t.Errorf("body of %d bytes; want the stored file's %d", len(body), len(want))
			}
			if got := jpegSize(t, body); got != tc.want {
				t.Errorf("served %v; want %v", got, tc.want)
			}

			// HEAD: the same headers and no body.
			resp, err = http.Head(url)
			if err != nil {
				t.Fatal(err)
			}
			headBody, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusOK || len(headBody) != 0 || resp.ContentLength != int64(len(body)) {
				t.Errorf("HEAD: status %d, %d body bytes, Content-Length %d; want 200, 0, %d",
					resp.StatusCode, len(headBody), resp.ContentLength, len(body))
			}
			if resp.Header.Get("Content-Type") != "image/jpeg" {
				t.Errorf("HEAD: Content-Type %q", resp.Header.Get("Content-Type"))
			}

			// A browser that has the file asks again only on a reload.
			req, _ := http.NewRequest(http.MethodGet, url, nil)
			req.Header.Set("If-None-Match", etag)
			resp, err = http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			if resp.StatusCode != http.StatusNotModified {
				t.Errorf("If-None-Match %s: status %d; want 304", etag, resp.StatusCode)
			}
		})
	}
}

func TestHandlerETagsDiffer(t *testing.T) {
	s, p := servedStore(t)
	etag := func(file string) string {
		rec := httptest.NewRecorder()
		s.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, directory.MediaPath+file, nil))
		return rec.Header().Get("ETag")
	}
	if a, b := etag(directory.PhotoFile(p.Key)), etag(directory.ThumbFile(p.Key)); a == b {
		t.Errorf("both sizes have the ETag %s", a)
	}
}

func TestHandlerRefuses(t *testing.T) {
	s, p := servedStore(t)
	key := p.Key
	other := strings.Repeat("0", 24)
	for _, tc := range []struct {
		name, method, target string
		want                 int
	}{
		{"parent folder", "GET", directory.MediaPath + "../secret.jpg", 404},
		{"parent folder from a photo", "GET", directory.MediaPath + "../photos/" + key[:2] + "/" + key + ".jpg", 404},
		{"encoded parent folder", "GET", directory.MediaPath + "%2e%2e%2fsecret.jpg", 404},
		{"encoded slash", "GET", directory.MediaPath + key[:2] + "%2f" + key + ".jpg", 404},
		{"storage layout path", "GET", directory.MediaPath + key[:2] + "/" + key + ".jpg", 404},
		{"upper-case hex", "GET", directory.MediaPath + strings.ToUpper(key) + ".jpg", 404},
		{"upper-case suffix", "GET", directory.MediaPath + key + ".JPG", 404},
		{"wrong suffix", "GET", directory.MediaPath + key + ".png", 404},
		{"other width", "GET", directory.MediaPath + key + "-800.jpg", 404},
		{"trailing text", "GET", directory.MediaPath + key + ".jpg.bak", 404},
		{"short key", "GET", directory.MediaPath + key[:23] + ".jpg", 404},
		{"long key", "GET", directory.MediaPath + key + "0.jpg", 404},
		{"unknown key", "GET", directory.MediaPath + directory.PhotoFile(other), 404},
		{"unknown key thumbnail", "GET", directory.MediaPath + directory.ThumbFile(other), 404},
		{"media root", "GET", directory.MediaPath, 404},
		{"shard folder", "GET", directory.MediaPath + key[:2] + "/", 404},
		{"shard folder without slash", "GET", directory.MediaPath + key[:2], 404},
		{"other prefix", "GET", "/media/" + directory.PhotoFile(key), 404},
		{"unknown key HEAD", "HEAD", directory.MediaPath + directory.PhotoFile(other), 404},
		{"POST", "POST", directory.MediaPath + directory.PhotoFile(key), 405},
		{"DELETE", "DELETE", directory.MediaPath + directory.PhotoFile(key), 405},
	} {
		t.Run(tc.name, func(t *testing.T) {
			rec := httptest.NewRecorder()
			s.Handler().ServeHTTP(rec, httptest.NewRequest(tc.method, tc.target, nil))
			if rec.Code != tc.want {
				t.Fatalf("%s %s: status %d; want %d", tc.method, tc.target, rec.Code, tc.want)
			}
			if ct := rec.Header().Get("Content-Type"); !strings.HasPrefix(ct, "text/plain") {
				t.Errorf("Content-Type %q; want plain text", ct)
			}
			if cc := rec.Header().Get("Cache-Control"); strings.Contains(cc, "immutable") {
				t.Errorf("an error is cached for ever: Cache-Control %q", cc)
			}
			if body := rec.Body.String(); len(body) > 32 || strings.Contains(body, "secret") {
				t.Errorf("body %q; want a short message", body)
			}
		})
	}
}

func TestHandlerDoesNotServeAFolderUnderAPhotoName(t *testing.T) {
	s := &media.Store{Dir: t.TempDir()}
	key := strings.Repeat("ab", 12)
	if err := os.MkdirAll(filepath.Join(s.Dir, "photos", key[:2], directory.PhotoFile(key)), 0o755); err != nil {
		t.Fatal(err)
	}
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, directory.MediaPath+directory.PhotoFile(key), nil))
	if rec.Code != http.StatusNotFound {
		t.Errorf("status %d; want 404", rec.Code)
	}
}
