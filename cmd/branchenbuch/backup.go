package main

import (
	"context"
	"fmt"
	"io"

	"branchenbuch/internal/backup"
)

// errPostgresBackup points a PostgreSQL deployment at its own tools.
var errPostgresBackup = fmt.Errorf("DATABASE_URL is PostgreSQL: back it up with pg_dump --format=custom and restore with pg_restore (docs/deploy.md); copy DATA_DIR/media beside it")

// backupCmd writes a consistent copy of the running SQLite directory and its
// mirrored photos to FILE (a .tar.gz; docs/deploy.md, "Backups").
func backupCmd(ctx context.Context, cfg config, args []string, stdout io.Writer) error {
	fs := newFlags("backup")
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		return fmt.Errorf("%w: branchenbuch backup FILE", errUsage)
	}
	if isPostgres(cfg.DatabaseURL) {
		return errPostgresBackup
	}
	sum, err := backup.Create(ctx, cfg.DatabaseURL, cfg.mediaDir(), fs.Arg(0))
	if err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	fmt.Fprintf(stdout, "backup %s: %d businesses, %d photos, database %.1f MB\n", fs.Arg(0), sum.Businesses, sum.MediaFiles, float64(sum.Bytes)/1e6)
	return nil
}

// restoreCmd puts a backup in place of the SQLite database and the photos;
// the server must be stopped.
func restoreCmd(ctx context.Context, cfg config, args []string, stdout io.Writer) error {
	fs := newFlags("restore")
	force := fs.Bool("force", false, "replace an existing database")
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		return fmt.Errorf("%w: branchenbuch restore [--force] FILE", errUsage)
	}
	if isPostgres(cfg.DatabaseURL) {
		return errPostgresBackup
	}
	sum, err := backup.Restore(ctx, fs.Arg(0), cfg.DatabaseURL, cfg.mediaDir(), *force)
	if err != nil {
		return fmt.Errorf("restore: %w", err)
	}
	fmt.Fprintf(stdout, "restored %s: %d businesses, %d photos\n", cfg.DatabaseURL, sum.Businesses, sum.MediaFiles)
	return nil
}
