// Command branchenbuch is the whole product in one binary: the web server
// and the operator's command-line tasks.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/postgres"
	"branchenbuch/internal/store/sqlite"
)

const usage = `usage: branchenbuch <command> [flags]

commands:
  serve                 start the web server (default)
  demo [--count N]      load N generated demo businesses (default 5000)
  migrate               apply database migrations and exit
  import [--json] FILE  import an Outscraper export (.xlsx, .xls or .csv)
  export [flags]        write businesses as CSV or .xlsx (--format csv|xlsx,
                        --type all|range|date, --start, --end, --date,
                        --category, --city, --business-type, --country,
                        --search, --out FILE; see export --help)
  backup FILE           write a consistent copy of the SQLite database and the
                        mirrored photos to FILE (.tar.gz), while the server runs
  restore [--force] FILE
                        put a backup in place (server stopped; --force replaces
                        an existing database)
  settings show         print the site settings
  settings set KEY VAL  change one site setting (VAL "-" reads standard input)
  admin set-password [--password PW]
                        set the operator password (a line on standard input, or
                        generated and printed) and end every session

environment:
`

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "branchenbuch:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	cfg, err := loadConfig()
	if err != nil {
		return err
	}
	slog.SetDefault(slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: cfg.LogLevel})))
	cmd := "serve"
	if len(args) > 0 {
		cmd, args = args[0], args[1:]
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	switch cmd {
	case "serve":
		return serve(ctx, cfg)
	case "demo":
		return demoCmd(ctx, cfg, args)
	case "import":
		return importCmd(ctx, cfg, args, os.Stdout)
	case "export":
		return exportCmd(ctx, cfg, args, os.Stdout)
	case "migrate":
		st, err := openStore(ctx, cfg)
		if err != nil {
			return err
		}
		return st.Close()
	case "backup":
		return backupCmd(ctx, cfg, args, os.Stdout)
	case "restore":
		return restoreCmd(ctx, cfg, args, os.Stdout)
	case "settings":
		return settingsCmd(ctx, cfg, args, os.Stdin, os.Stdout)
	case "admin":
		return adminCmd(ctx, cfg, args, os.Stdin, os.Stdout)
	case "help", "-h", "--help":
		printUsage()
		return nil
	default:
		printUsage()
		return fmt.Errorf("unknown command %q", cmd)
	}
}

func printUsage() {
	fmt.Fprint(os.Stderr, usage)
	for _, e := range envTable {
		fmt.Fprintf(os.Stderr, "  %-20s %s (default %q)\n", e.name, e.help, e.def)
	}
}

// openStore opens the engine that DATABASE_URL names, migrating it.
func openStore(ctx context.Context, cfg config) (directory.Store, error) {
	start := time.Now()
	var st directory.Store
	var err error
	if isPostgres(cfg.DatabaseURL) {
		st, err = postgres.Open(ctx, cfg.DatabaseURL, nil)
	} else {
		st, err = sqlite.Open(ctx, cfg.DatabaseURL, nil)
	}
	if err != nil {
		return nil, err
	}
	slog.Info("database ready", "engine", engineName(cfg.DatabaseURL), "took", time.Since(start))
	return st, nil
}

func engineName(url string) string {
	if isPostgres(url) {
		return "postgres"
	}
	return "sqlite"
}

func newFlags(name string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(os.Stderr)
	return fs
}

var errUsage = errors.New("bad usage")
