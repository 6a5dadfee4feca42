package media_test

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"image/jpeg"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/media"
)

// size is a width and height in pixels.
type size struct{ w, h int }

// processCase is one photo body and what storing it must give: the sizes
// of the two files, or an error.
type processCase struct {
	name        string
	body        []byte
	full, thumb size
	err         error // a sentinel, or errAny for an error of no particular kind
}

var errAny = errors.New("any error")

func processCases(t *testing.T) []processCase {
	jpg := jpegFile(t, 1600, 1200)
	return []processCase{
		{name: "JPEG photo", body: jpg, full: size{800, 600}, thumb: size{320, 240}},
		{name: "PNG with alpha", body: pngWithAlpha(t, 1000, 500), full: size{800, 400}, thumb: size{320, 160}},
		{name: "animated GIF", body: gifTwoFrames(t, 400, 300), full: size{400, 300}, thumb: size{320, 240}},
		{name: "lossy WebP", body: readFile(t, "testdata/video-001.lossy.webp"), full: size{150, 103}, thumb: size{150, 103}},
		{name: "WebP with alpha", body: readFile(t, "testdata/gopher-doc.with-alpha.lossless.webp"), full: size{75, 100}, thumb: size{75, 100}},
		{name: "500 px photo is not enlarged", body: jpegFile(t, 500, 375), full: size{500, 375}, thumb: size{320, 240}},
		{name: "tiny photo keeps its size twice", body: jpegFile(t, 40, 30), full: size{40, 30}, thumb: size{40, 30}},
		{name: "odd-sized JPEG", body: jpegFile(t, 1999, 1499), full: size{800, 600}, thumb: size{320, 240}},
		{name: "grayscale JPEG", body: grayJPEG(t, 1700, 1000), full: size{800, 471}, thumb: size{320, 188}},
		{name: "very wide photo keeps one row", body: jpegFile(t, 4000, 2), full: size{800, 1}, thumb: size{320, 1}},

		{name: "PNG declaring 100,000×100,000 px", body: pngHeader(100_000, 100_000), err: media.ErrTooManyPixels},
		{name: "PNG declaring 25 megapixels", body: pngHeader(5000, 5000), err: media.ErrTooManyPixels},
		{name: "PNG 12,001 px wide", body: pngHeader(12_001, 10), err: media.ErrTooManyPixels},
		{name: "JPEG declaring 60,000×60,000 px", body: jpegDeclaring(t, 60_000, 60_000), err: media.ErrTooManyPixels},
		{name: "GIF declaring 65,535×65,535 px", body: gifDeclaring(t, 65_535, 65_535), err: media.ErrTooManyPixels},
		{name: "GIF declaring 0×0 px", body: gifDeclaring(t, 0, 0), err: media.ErrTooManyPixels},
		{name: "WebP declaring 20,000×20,000 px", body: webpDeclaring(t, 20_000, 20_000), err: media.ErrTooManyPixels},

		{name: "HTML page", body: []byte("<!DOCTYPE html><html><body>Not found</body></html>"), err: media.ErrNotImage},
		{name: "SVG", body: []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>`), err: media.ErrNotImage},
		{name: "plain text", body: []byte("hello"), err: media.ErrNotImage},
		{name: "zip archive", body: []byte("PK\x03\x04\x14\x00\x00\x00\x08\x00"), err: media.ErrNotImage},
		{name: "empty body", body: nil, err: media.ErrNotImage},
		{name: "truncated JPEG", body: jpg[:len(jpg)/2], err: media.ErrNotImage},
		{name: "JPEG cut after its header", body: jpg[:200], err: media.ErrNotImage},
		{name: "truncated PNG", body: truncate(pngWithAlpha(t, 300, 300), 100), err: media.ErrNotImage},
		{name: "PNG with a bad IHDR", body: pngHeader(0, 10), err: media.ErrNotImage},
		{name: "body over 15 MiB", body: append(jpegFile(t, 16, 16), make([]byte, media.MaxBytes)...), err: media.ErrTooLarge},
	}
}

// truncate returns b without its last n bytes.
func truncate(b []byte, n int) []byte { return b[:len(b)-n] }

func TestProcess(t *testing.T) {
	for _, tc := range processCases(t) {
		t.Run(tc.name, func(t *testing.T) {
			s := &media.Store{Dir: t.TempDir()}
			p, err := s.Process(bytes.NewReader(tc.body))
			checkResult(t, s, tc, p, err)
		})
	}
}

// checkResult checks Process's or Mirror's answer against tc: on an error,
// its kind and that no file was written; on success, both files with their
// sizes and the content key.
func checkResult(t *testing.T, s *media.Store, tc processCase, p media.Photo, err error) {
	t.Helper()
	if tc.err != nil {
		if err == nil {
			t.Fatalf("no error, stored %+v; want %v", p, tc.err)
		}
		if tc.err != errAny && !errors.Is(err, tc.err) {
			t.Errorf("error %q; want %q", err, tc.err)
		}
		if files := storedFiles(t, s.Dir); len(files) > 0 {
			t.Errorf("files written despite the error: %v", files)
		}
		return
	}
	if err != nil {
		t.Fatalf("error %v", err)
	}
	if !directory.ValidMediaKey(p.Key) {
		t.Errorf("key %q is not a valid media key", p.Key)
	}
	if got := (size{p.Width, p.Height}); got != tc.full {
		t.Errorf("Photo size %v; want %v", got, tc.full)
	}
	full := stored(t, s, directory.PhotoFile(p.Key))
	if got := jpegSize(t, full); got != tc.full {
		t.Errorf("full-size file %v; want %v", got, tc.full)
	}
	if got := jpegSize(t, stored(t, s, directory.ThumbFile(p.Key))); got != tc.thumb {
		t.Errorf("thumbnail file %v; want %v", got, tc.thumb)
	}
	sum := sha256.Sum256(full)
	if want := hex.EncodeToString(sum[:])[:24]; p.Key != want {
		t.Errorf("key %s; want %s, the start of the full-size file's SHA-256", p.Key, want)
	}
	if files := storedFiles(t, s.Dir); len(files) != 2 {
		t.Errorf("stored files %v; want exactly the two sizes", files)
	}
}

// stored reads a file of the store at the place its layout promises.
func stored(t *testing.T, s *media.Store, file string) []byte {
	t.Helper()
	return readFile(t, filepath.Join(s.Dir, "photos", file[:2], file))
}

func jpegSize(t *testing.T, b []byte) size {
	t.Helper()
	cfg, err := jpeg.DecodeConfig(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("stored file is no JPEG: %v", err)
	}
	return size{cfg.Width, cfg.Height}
}

// storedFiles lists every file under dir, temporary ones included.
func storedFiles(t testing.TB, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, path)
		}
		return err
	})
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		t.Fatal(err)
	}
	return files
}

func TestProcessFlattensTransparencyOntoWhite(t *testing.T) {
	s := &media.Store{Dir: t.TempDir()}
	p, err := s.Process(bytes.NewReader(pngWithAlpha(t, 2000, 1000)))
	if err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(bytes.NewReader(stored(t, s, directory.PhotoFile(p.Key))))
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name    string
		x, y    int
		r, g, b uint32 // 8-bit values
	}{
		{"transparent half", 100, 200, 0xff, 0xff, 0xff},
		{"opaque red half", 700, 200, 0xff, 0, 0},
	} {
		r, g, b, _ := img.At(c.x, c.y).RGBA()
		if !near(r>>8, c.r) || !near(g>>8, c.g) || !near(b>>8, c.b) {
			t.Errorf("%s at (%d,%d) = %d,%d,%d; want about %d,%d,%d", c.name, c.x, c.y, r>>8, g>>8, b>>8, c.r, c.g, c.b)
		}
	}
}

func TestProcessTakesTheFirstGIFFrame(t *testing.T) {
	s := &media.Store{Dir: t.TempDir()}
	p, err := s.Process(bytes.NewReader(gifTwoFrames(t, 64, 64)))
	if err != nil {
		t.Fatal(err)
	}
	img, err := jpeg.Decode(bytes.NewReader(stored(t, s, directory.PhotoFile(p.Key))))
	if err != nil {
		t.Fatal(err)
	}
	if r, _, b, _ := img.At(32, 32).RGBA(); !near(r>>8, 0xff) || !near(b>>8, 0) {
		t.Errorf("centre is r=%d b=%d; want the first frame's red", r>>8, b>>8)
	}
}

// near allows for JPEG's loss.
func near(got, want uint32) bool { return got+12 >= want && got <= want+12 }

func TestProcessRefusesBombsWithoutAllocatingThem(t *testing.T) {
	for _, tc := range []struct {
		name string
		bomb []byte
	}{
		// 5000×5000 would decode into 100 MB; 100,000² into 40 GB.
		{"PNG declaring 5000×5000 px", pngHeader(5000, 5000)},
		{"PNG declaring 100,000×100,000 px", pngHeader(100_000, 100_000)},
		{"JPEG declaring 60,000×60,000 px", jpegDeclaring(t, 60_000, 60_000)},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := &media.Store{Dir: t.TempDir()}
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			start := time.Now()
			_, err := s.Process(bytes.NewReader(tc.bomb))
			elapsed := time.Since(start)
			runtime.ReadMemStats(&after)
			if !errors.Is(err, media.ErrTooManyPixels) {
				t.Fatalf("error %v; want ErrTooManyPixels", err)
			}
			if alloc := after.TotalAlloc - before.TotalAlloc; alloc > 1<<20 {
				t.Errorf("allocated %d bytes to refuse a %d-byte bomb; want under 1 MiB", alloc, len(tc.bomb))
			}
			if elapsed > time.Second {
				t.Errorf("took %v to refuse the bomb", elapsed)
			}
		})
	}
}

func TestProcessTwiceGivesTheSameKeyAndKeepsTheFiles(t *testing.T) {
	s := &media.Store{Dir: t.TempDir()}
	body := jpegFile(t, 1200, 900)
	first, err := s.Process(bytes.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(s.Dir, "photos", first.Key[:2], directory.PhotoFile(first.Key))
	before, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	second, err := s.Process(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("second time: %v", err)
	}
	if second != first {
		t.Errorf("second time %+v; want %+v", second, first)
	}
	after, err := os.Stat(path)
	if err != nil {
		t.Fatal(err)
	}
	if !os.SameFile(before, after) {
		t.Error("the full-size file was written again")
	}
	if files := storedFiles(t, s.Dir); len(files) != 2 {
		t.Errorf("stored files %v; want the two sizes once", files)
	}

	other, err := s.Process(bytes.NewReader(jpegFile(t, 1200, 901)))
	if err != nil {
		t.Fatal(err)
	}
	if other.Key == first.Key {
		t.Error("a different photo got the same key")
	}
}

func TestProcessWritesTheMissingSizeOnly(t *testing.T) {
	// As after a crash between the two files: the next run completes the pair.
	s := &media.Store{Dir: t.TempDir()}
	p, err := s.Process(bytes.NewReader(jpegFile(t, 900, 600)))
	if err != nil {
		t.Fatal(err)
	}
	thumb := filepath.Join(s.Dir, "photos", p.Key[:2], directory.ThumbFile(p.Key))
	if err := os.Remove(thumb); err != nil {
		t.Fatal(err)
	}
	if _, err := s.Process(bytes.NewReader(jpegFile(t, 900, 600))); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(thumb); err != nil {
		t.Errorf("thumbnail not written again: %v", err)
	}
}

func TestProcessNeedsADirectory(t *testing.T) {
	var s media.Store
	if _, err := s.Process(bytes.NewReader(jpegFile(t, 10, 10))); err == nil {
		t.Error("no error for a store without a directory")
	}
}

func BenchmarkProcess(b *testing.B) {
	body := jpegFile(b, 2000, 1500)
	root := b.TempDir()
	b.ReportAllocs()
	b.SetBytes(int64(len(body)))
	n := 0
	for b.Loop() {
		// A new folder each time, so every round decodes, resizes, encodes
		// and writes both files, as the first mirroring of a photo does.
		s := &media.Store{Dir: filepath.Join(root, strconv.Itoa(n))}
		n++
		if _, err := s.Process(bytes.NewReader(body)); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "images/s")
}
