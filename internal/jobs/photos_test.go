package jobs_test

import (
	"bytes"
	"context"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/jobs"
	"branchenbuch/internal/media"
)

func jpegOf(t *testing.T, w, h int) []byte {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	for x := range w {
		img.Set(x, x%h, color.RGBA{200, 30, 30, 255})
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, nil); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// pngDeclaring is a 1×1 PNG whose header claims w×h pixels: a
// decompression bomb must be refused from its header.
func pngDeclaring(t *testing.T, w, h uint32) []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 1, 1))); err != nil {
		t.Fatal(err)
	}
	p := b.Bytes()
	binary.BigEndian.PutUint32(p[16:], w) // IHDR data starts after signature, length and type
	binary.BigEndian.PutUint32(p[20:], h)
	binary.BigEndian.PutUint32(p[29:], crc32.ChecksumIEEE(p[12:29]))
	return p
}

// photoServer serves the photos a business's import may name.
func photoServer(t *testing.T, h *hits) *httptest.Server {
	photo := jpegOf(t, 1200, 900)
	bomb := pngDeclaring(t, 100_000, 100_000)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.add(r)
		switch r.URL.Path {
		case "/a.jpg":
			w.Header().Set("Content-Type", "image/jpeg")
			w.Write(photo)
		case "/bomb.png":
			w.Header().Set("Content-Type", "image/png")
			w.Write(bomb)
		case "/page.jpg": // says image, is a web page
			w.Header().Set("Content-Type", "image/jpeg")
			w.Write([]byte("<!doctype html><title>Anmelden</title>"))
		case "/to-private":
			http.Redirect(w, r, "http://10.0.0.7/internal.jpg", http.StatusFound)
		case "/to-loopback":
			http.Redirect(w, r, "http://"+internalHost+"/a.jpg", http.StatusFound)
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestPhotoMirroring(t *testing.T) {
	ctx := context.Background()
	var h hits
	srv := photoServer(t, &h)
	st := openStore(t, "")
	dir := t.TempDir()
	u := func(p string) string { return siteURL(srv, p) }
	bs := []directory.Business{
		{Name: "Gut und Seite", City: "Zürich", PlaceID: "p1", PhotoSources: []string{u("/a.jpg"), u("/page.jpg")}},
		{Name: "Bombe", City: "Zürich", PlaceID: "p2", PhotoSources: []string{u("/bomb.png")}},
		{Name: "Umleitung", City: "Zürich", PlaceID: "p3", PhotoSources: []string{u("/to-private"), u("/to-loopback")}},
		{Name: "Tot und gut", City: "Zürich", PlaceID: "p4", PhotoSources: []string{u("/gone.jpg"), u("/a.jpg")}},
		{Name: "Ohne", City: "Zürich", PlaceID: "p5"},
	}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	job, started, err := jobs.QueuePendingPhotos(ctx, st)
	if err != nil || !started || job.Total != 4 {
		t.Fatalf("QueuePendingPhotos = %+v, %v, %v; want a job over 4 businesses", job, started, err)
	}
	ms := &media.Store{Dir: dir}
	runner := &jobs.Runner{Store: st, Poll: 10 * time.Millisecond, Handlers: map[string]jobs.Handler{
		directory.JobUpdatePhotos: jobs.UpdatePhotos(st, ms, guarded(srv, 5*time.Second), 2)}}
	done := runUntil(t, st, job.ID, 30*time.Second, runner)
	if done.State != directory.JobDone || done.Processed != 4 || done.Counters["mirrored"] != 2 || done.Counters["dropped"] != 5 {
		t.Errorf("job = %s %+v; want done, 4 businesses, 2 mirrored, 5 dropped", done.State, done.JobProgress)
	}
	if h.get("GET /internal.jpg") != 0 {
		t.Error("the redirect to a private address was followed")
	}
	good, _ := st.Business(ctx, bs[0].ID)
	other, _ := st.Business(ctx, bs[3].ID)
	if len(good.Photos) != 1 || !strings.HasPrefix(good.Photos[0], directory.MediaPath) || !strings.HasSuffix(good.Thumbnail, "-320.jpg") {
		t.Fatalf("mirrored business: photos %v thumbnail %q; want one mirrored photo", good.Photos, good.Thumbnail)
	}
	if len(other.Photos) != 1 || other.Photos[0] != good.Photos[0] {
		t.Errorf("the same photo of another business: %v, want the same copy %v", other.Photos, good.Photos)
	}
	for _, i := range []int{1, 2} {
		if b, _ := st.Business(ctx, bs[i].ID); len(b.Photos) != 0 || b.Thumbnail != "" {
			t.Errorf("%s: photos %v; want none (dropped)", b.Name, b.Photos)
		}
	}
	// The stored copies are the binary's own files, at most 800 px wide.
	key := strings.TrimSuffix(strings.TrimPrefix(good.Photos[0], directory.MediaPath), ".jpg")
	rec := httptest.NewRecorder()
	ms.Handler().ServeHTTP(rec, httptest.NewRequest("GET", good.Photos[0], nil))
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(rec.Body.Bytes()))
	if rec.Code != 200 || err != nil || cfg.Width != directory.PhotoWidth || cfg.Height != 600 {
		t.Errorf("served photo: %d, %v, %dx%d; want 200 and 800x600", rec.Code, err, cfg.Width, cfg.Height)
	}
	if _, err := os.Stat(filepath.Join(dir, "photos", key[:2], directory.ThumbFile(key))); err != nil {
		t.Errorf("thumbnail file: %v", err)
	}
	// Nothing changed since: an import of the same photos queues nothing.
	if _, started, _ := jobs.QueuePendingPhotos(ctx, st); started {
		t.Error("a photo job was queued with nothing to mirror")
	}
	// The operator's refresh fetches every business's photos again.
	before := h.get("GET /a.jpg")
	refresh, _, err := st.StartJob(ctx, directory.JobUpdatePhotos, "", 0, true)
	if err != nil {
		t.Fatal(err)
	}
	again := runUntil(t, st, refresh.ID, 30*time.Second, runner)
	if again.State != directory.JobDone || again.Processed != 4 || again.Counters["mirrored"] != 2 || h.get("GET /a.jpg") != before+2 {
		t.Errorf("refresh = %s %+v, %d more downloads of a.jpg; want every business with photos again", again.State, again.JobProgress,
			h.get("GET /a.jpg")-before)
	}
}
