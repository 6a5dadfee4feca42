package backup_test

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"branchenbuch/internal/backup"
	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlite"
)

// TestBackupDuringWritesAndRestore backs up a live directory while a writer
// adds businesses, checks the copy (integrity, a row count between the
// counts before and after), and restores it with its photos into a new
// place, where the store opens with exactly the copy's businesses.
func TestBackupDuringWritesAndRestore(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	dbPath, mediaDir := filepath.Join(dir, "live.db"), filepath.Join(dir, "media")
	st, err := sqlite.Open(ctx, dbPath, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	all := slices.Collect(demo.Generate(7, 3000))
	if _, err := st.UpsertBusinesses(ctx, all[:1000]); err != nil {
		t.Fatal(err)
	}
	photos := map[string]string{"ab/1.webp": "eins", "cd/ef/2.webp": "zwei", "3.jpg": "drei"}
	for name, content := range photos {
		p := filepath.Join(mediaDir, filepath.FromSlash(name))
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(content), 0o644)
	}

	var written atomic.Int64
	written.Store(1000)
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		for i := 1000; i < len(all); i += 50 {
			select {
			case <-stop:
				return
			default:
			}
			if _, err := st.UpsertBusinesses(ctx, all[i:i+50]); err != nil {
				t.Error(err)
				return
			}
			written.Add(50)
		}
	})
	before := written.Load()
	archive := filepath.Join(dir, "sicherung.tar.gz")
	sum, err := backup.Create(ctx, dbPath, mediaDir, archive)
	after := written.Load()
	close(stop)
	wg.Wait()
	if err != nil {
		t.Fatal(err)
	}
	if int64(sum.Businesses) < before || int64(sum.Businesses) > after || sum.MediaFiles != len(photos) {
		t.Errorf("backup of %d businesses and %d photos, want %d–%d and %d", sum.Businesses, sum.MediaFiles, before, after, len(photos))
	}

	target := filepath.Join(dir, "wieder", "branchenbuch.db")
	targetMedia := filepath.Join(dir, "wieder", "media")
	got, err := backup.Restore(ctx, archive, target, targetMedia, false)
	if err != nil {
		t.Fatal(err)
	}
	if got.Businesses != sum.Businesses || got.MediaFiles != len(photos) {
		t.Errorf("restored %+v, want %+v", got, sum)
	}
	restored, err := sqlite.Open(ctx, target, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer restored.Close()
	_, n, err := restored.AdminBusinesses(ctx, directory.AdminQuery{SortBy: directory.AdminSortName, Page: 1, Limit: 1})
	if err != nil || n != sum.Businesses {
		t.Errorf("the restored store holds %d businesses (%v), want %d", n, err, sum.Businesses)
	}
	if err := restored.Ready(ctx); err != nil {
		t.Errorf("the restored store is not ready: %v", err)
	}
	for name, content := range photos {
		if b, err := os.ReadFile(filepath.Join(targetMedia, filepath.FromSlash(name))); err != nil || string(b) != content {
			t.Errorf("photo %s restored as %q (%v)", name, b, err)
		}
	}
	if _, err := backup.Restore(ctx, archive, target, targetMedia, false); err == nil || !strings.Contains(err.Error(), "--force") {
		t.Errorf("restore over an existing database without --force: %v", err)
	}
}

// TestRestoreRefusesHostileArchives: entries outside the media folder, an
// archive without a database or with a broken one change nothing.
func TestRestoreRefusesHostileArchives(t *testing.T) {
	dir := t.TempDir()
	for name, entries := range map[string]map[string]string{
		"traversal":   {"branchenbuch.db": "x", "media/../../evil": "x"},
		"foreign":     {"etc/passwd": "x"},
		"no database": {"media/a.webp": "x"},
		"broken db":   {"branchenbuch.db": "kein SQLite"},
	} {
		archive := filepath.Join(dir, name+".tar.gz")
		f, _ := os.Create(archive)
		gz := gzip.NewWriter(f)
		tw := tar.NewWriter(gz)
		for entry, content := range entries {
			tw.WriteHeader(&tar.Header{Name: entry, Mode: 0o644, Size: int64(len(content)), Typeflag: tar.TypeReg})
			tw.Write([]byte(content))
		}
		tw.Close()
		gz.Close()
		f.Close()
		target := filepath.Join(dir, name, "branchenbuch.db")
		if _, err := backup.Restore(context.Background(), archive, target, filepath.Join(dir, name, "media"), false); err == nil {
			t.Errorf("%s: restored", name)
		}
		if _, err := os.Stat(target); err == nil {
			t.Errorf("%s: a database appeared", name)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, "evil")); err == nil {
		t.Errorf("an entry escaped the media folder")
	}
}
