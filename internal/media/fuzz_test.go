package media_test

import (
	"bytes"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/media"
)

// FuzzProcess feeds Process arbitrary bodies; the seeds in
// testdata/fuzz/FuzzProcess are small real images of every accepted type,
// a bomb header, HTML and truncated data. Process must never panic, must
// write nothing when it fails, and must write exactly the two sizes when it
// succeeds.
func FuzzProcess(f *testing.F) {
	f.Fuzz(func(t *testing.T, body []byte) {
		s := &media.Store{Dir: t.TempDir()}
		p, err := s.Process(bytes.NewReader(body))
		files := storedFiles(t, s.Dir)
		if err != nil {
			if len(files) > 0 {
				t.Fatalf("error %v, but files were written: %v", err, files)
			}
			return
		}
		if !directory.ValidMediaKey(p.Key) {
			t.Errorf("key %q", p.Key)
		}
		if p.Width < 1 || p.Width > directory.PhotoWidth || p.Height < 1 || p.Height > media.MaxSide {
			t.Errorf("stored size %d×%d", p.Width, p.Height)
		}
		if len(files) != 2 {
			t.Errorf("stored files %v; want the two sizes", files)
		}
	})
}
