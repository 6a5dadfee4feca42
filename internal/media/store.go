package media

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"

	"branchenbuch/internal/directory"
)

// Store keeps mirrored photos as files under Dir (e.g. DATA_DIR/media):
// Dir/photos/{key[:2]}/{file}, file being directory.PhotoFile or
// directory.ThumbFile of the key. The two-letter folders keep any one folder
// small at hundreds of thousands of photos.
type Store struct {
	Dir string
}

// Photo is one mirrored photo.
type Photo struct {
	Key           string // content key, see directory.ValidMediaKey
	Width, Height int    // of the stored full-size copy
}

// path returns where a file of key lives; key must be valid.
func (s *Store) path(key, file string) string {
	return filepath.Join(s.Dir, "photos", key[:2], file)
}

// save stores both sizes of the photo with key. A file that exists already
// is kept: with content keys it holds the same bytes. On an error no file
// that this call created is left behind.
func (s *Store) save(key string, full, thumb []byte) error {
	var created []string
	for _, f := range []struct {
		name string
		data []byte
	}{
		{directory.PhotoFile(key), full},
		{directory.ThumbFile(key), thumb},
	} {
		path := s.path(key, f.name)
		made, err := writeOnce(path, f.data)
		if err != nil {
			for _, p := range created {
				os.Remove(p)
			}
			return fmt.Errorf("store photo %s: %w", f.name, err)
		}
		if made {
			created = append(created, path)
		}
	}
	return nil
}

// writeOnce writes data to path unless a file is there already, through a
// temporary file in the same folder and a rename, so readers see the whole
// file or none. It syncs before the rename: after a crash an existing name
// must mean complete content, since an existing file is never written again.
func writeOnce(path string, data []byte) (created bool, err error) {
	if _, err := os.Stat(path); err == nil {
		return false, nil
	} else if !errors.Is(err, os.ErrNotExist) {
		return false, err
	}
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return false, err
	}
	tmp, err := os.CreateTemp(dir, ".tmp-*")
	if err != nil {
		return false, err
	}
	defer func() {
		if err != nil {
			tmp.Close()
			os.Remove(tmp.Name())
		}
	}()
	if _, err := tmp.Write(data); err != nil {
		return false, err
	}
	if err := tmp.Chmod(0o644); err != nil {
		return false, err
	}
	if err := tmp.Sync(); err != nil {
		return false, err
	}
	if err := tmp.Close(); err != nil {
		return false, err
	}
	if err := os.Rename(tmp.Name(), path); err != nil {
		return false, err
	}
	return true, nil
}
