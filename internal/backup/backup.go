// Package backup makes and restores a consistent copy of a SQLite
// directory together with its mirrored photos, while the server runs
// (docs/deploy.md, "Backups"). PostgreSQL has its own tools (pg_dump,
// pg_restore).
package backup

import (
	"archive/tar"
	"compress/gzip"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"strings"

	_ "modernc.org/sqlite" // the "sqlite" driver
)

// The archive holds the database under dbEntry and each photo under
// mediaPrefix and its path below the media folder.
const (
	dbEntry     = "branchenbuch.db"
	mediaPrefix = "media/"
)

// Summary says what a backup holds.
type Summary struct {
	Businesses int   // rows of the businesses table in the copy
	MediaFiles int   // photos
	Bytes      int64 // size of the database copy
}

// Create writes a gzip'd tar archive to out: a consistent copy of the
// SQLite database at dbPath (VACUUM INTO, a snapshot taken while writers
// go on) and every file under mediaDir (which may be missing). The archive
// appears at out only when it is complete.
func Create(ctx context.Context, dbPath, mediaDir, out string) (Summary, error) {
	var sum Summary
	tmpDir, err := os.MkdirTemp(filepath.Dir(out), ".backup-*")
	if err != nil {
		return sum, err
	}
	defer os.RemoveAll(tmpDir)
	snapshot := filepath.Join(tmpDir, dbEntry)
	if err := vacuumInto(ctx, dbPath, snapshot); err != nil {
		return sum, err
	}
	if sum.Businesses, err = check(ctx, snapshot); err != nil {
		return sum, fmt.Errorf("the copy: %w", err)
	}
	partial := filepath.Join(tmpDir, "archive")
	f, err := os.Create(partial)
	if err != nil {
		return sum, err
	}
	defer f.Close()
	gz := gzip.NewWriter(f)
	tw := tar.NewWriter(gz)
	if sum.Bytes, err = addFile(tw, snapshot, dbEntry); err != nil {
		return sum, err
	}
	err = filepath.WalkDir(mediaDir, func(p string, d fs.DirEntry, err error) error {
		switch {
		case errors.Is(err, fs.ErrNotExist) && p == mediaDir:
			return filepath.SkipDir // no photos mirrored yet
		case err != nil:
			return err
		case !d.Type().IsRegular():
			return nil
		}
		rel, err := filepath.Rel(mediaDir, p)
		if err != nil {
			return err
		}
		sum.MediaFiles++
		_, err = addFile(tw, p, mediaPrefix+filepath.ToSlash(rel))
		return err
	})
	if err != nil {
		return sum, fmt.Errorf("media: %w", err)
	}
	for _, c := range []io.Closer{tw, gz} {
		if err := c.Close(); err != nil {
			return sum, err
		}
	}
	if err := f.Sync(); err != nil {
		return sum, err
	}
	return sum, os.Rename(partial, out)
}

// vacuumInto writes a consistent, compacted copy of the database at src to dst.
func vacuumInto(ctx context.Context, src, dst string) error {
	if _, err := os.Stat(src); err != nil {
		return fmt.Errorf("database: %w", err)
	}
	db, err := sql.Open("sqlite", "file:"+src+"?_pragma=busy_timeout(10000)&mode=ro")
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `VACUUM INTO ?`, dst); err != nil {
		return fmt.Errorf("copy the database: %w", err)
	}
	return nil
}

// IntegrityCheck runs SQLite's integrity check on db and fails unless it
// finds nothing wrong.
func IntegrityCheck(ctx context.Context, db *sql.DB) error {
	var verdict string
	if err := db.QueryRowContext(ctx, `PRAGMA integrity_check`).Scan(&verdict); err != nil {
		return err
	}
	if verdict != "ok" {
		return fmt.Errorf("integrity check: %s", verdict)
	}
	return nil
}

// check runs SQLite's integrity check on the database file at p and
// returns its number of businesses.
func check(ctx context.Context, p string) (int, error) {
	db, err := sql.Open("sqlite", "file:"+p+"?mode=ro")
	if err != nil {
		return 0, err
	}
	defer db.Close()
	if err := IntegrityCheck(ctx, db); err != nil {
		return 0, err
	}
	var n int
	err = db.QueryRowContext(ctx, `SELECT count(*) FROM businesses`).Scan(&n)
	return n, err
}

func addFile(tw *tar.Writer, p, name string) (int64, error) {
	f, err := os.Open(p)
	if err != nil {
		return 0, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return 0, err
	}
	if err := tw.WriteHeader(&tar.Header{Name: name, Mode: 0o644, Size: info.Size(), ModTime: info.ModTime(), Typeflag: tar.TypeReg}); err != nil {
		return 0, err
	}
	return io.Copy(tw, f)
}

// Restore unpacks the archive at in: the database to dbPath, the photos
// under mediaDir. The server must not run meanwhile. An existing database
// is replaced only with force (its -wal and -shm files go with it); the
// copy is checked before it takes the database's place.
func Restore(ctx context.Context, in, dbPath, mediaDir string, force bool) (Summary, error) {
	var sum Summary
	if _, err := os.Stat(dbPath); err == nil && !force {
		return sum, fmt.Errorf("%s exists; stop the server and restore with --force to replace it", dbPath)
	}
	f, err := os.Open(in)
	if err != nil {
		return sum, err
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		return sum, fmt.Errorf("%s is no backup: %w", in, err)
	}
	if err := os.MkdirAll(filepath.Dir(dbPath), 0o755); err != nil {
		return sum, err
	}
	staged := dbPath + ".restoring"
	defer os.Remove(staged)
	tr := tar.NewReader(gz)
	haveDB := false
	for {
		h, err := tr.Next()
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return sum, fmt.Errorf("read %s: %w", in, err)
		}
		switch name := path.Clean(h.Name); {
		case h.Typeflag != tar.TypeReg:
			continue
		case name == dbEntry:
			if sum.Bytes, err = writeFile(staged, tr); err != nil {
				return sum, err
			}
			haveDB = true
		case strings.HasPrefix(name, mediaPrefix) && !strings.Contains(name, ".."):
			if _, err := writeFile(filepath.Join(mediaDir, filepath.FromSlash(strings.TrimPrefix(name, mediaPrefix))), tr); err != nil {
				return sum, err
			}
			sum.MediaFiles++
		default:
			return sum, fmt.Errorf("unexpected entry %q in %s", h.Name, in)
		}
	}
	if !haveDB {
		return sum, fmt.Errorf("%s holds no database", in)
	}
	if sum.Businesses, err = check(ctx, staged); err != nil {
		return sum, fmt.Errorf("the backup's database: %w", err)
	}
	for _, leftover := range []string{dbPath + "-wal", dbPath + "-shm"} {
		if err := os.Remove(leftover); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return sum, err
		}
	}
	return sum, os.Rename(staged, dbPath)
}

func writeFile(p string, r io.Reader) (int64, error) {
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		return 0, err
	}
	f, err := os.Create(p)
	if err != nil {
		return 0, err
	}
	n, err := io.Copy(f, r)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return n, err
}
