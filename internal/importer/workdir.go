package importer

import (
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
)

// workDir is where uploads live during an import. Only the holder of the
// import lock writes there, so whatever it finds at the start was left by
// an import that was killed, and is removed.
func workDir() (string, error) {
	dir := filepath.Join(os.TempDir(), "branchenbuch-import")
	entries, err := os.ReadDir(dir)
	if err != nil && !os.IsNotExist(err) {
		return "", fmt.Errorf("import work directory: %w", err)
	}
	for _, e := range entries {
		slog.Warn("removing a file left by an ended import", "file", e.Name())
		if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
			return "", fmt.Errorf("import work directory: %w", err)
		}
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("import work directory: %w", err)
	}
	return dir, nil
}
