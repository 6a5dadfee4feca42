package main

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"runtime/debug"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/importer"
	"branchenbuch/internal/outscraper"
)

// importMemoryLimit is the Go heap's soft limit during `import`.
const importMemoryLimit = 200 << 20

// importCmd imports an Outscraper export (.xlsx, .xls or .csv) like the
// panel's upload does, without its 20 MB limit, and prints the result.
func importCmd(ctx context.Context, cfg config, args []string, stdout io.Writer) error {
	fs := newFlags("import")
	asJSON := fs.Bool("json", false, "print the full import result as JSON")
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		return fmt.Errorf("%w: branchenbuch import [--json] FILE", errUsage)
	}
	path := fs.Arg(0)
	if os.Getenv("GOMEMLIMIT") == "" {
		// A large import keeps the Go heap small rather than fast to grow:
		// the database's page cache needs the memory more (budget: 500 MB).
		debug.SetMemoryLimit(importMemoryLimit)
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	var res *importer.Result
	err = importer.WithLock(ctx, st, func(ctx context.Context, _ string) error {
		res, err = importer.Import(ctx, st, path, filepath.Base(path), func(rows int) {
			if rows%50_000 == 0 {
				slog.Info("import", "rows", rows)
			}
		})
		return err
	})
	if err != nil {
		return fmt.Errorf("import %s: %s", path, directory.ErrorMessage(err))
	}
	if *asJSON {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(res)
	}
	printResult(stdout, res)
	return nil
}

func printResult(w io.Writer, res *importer.Result) {
	fmt.Fprintf(w, "imported %d new, updated %d, duplicates %d, errors %d in %.1f s\n",
		res.Imported, res.Updated, res.Duplicates, res.Errors, float64(res.DurationMs)/1000)
	const shown = 20
	for i, d := range res.DuplicateReport {
		if i == shown {
			fmt.Fprintf(w, "  ... and %d more duplicates\n", res.Duplicates-shown)
			break
		}
		fmt.Fprintf(w, "  row %d: duplicate of an earlier row: %s (%s)\n", d.RowNumber, d.Name, d.PlaceID)
	}
	for i, e := range res.ErrorReport {
		if i == shown {
			fmt.Fprintf(w, "  ... and %d more errors\n", res.Errors-shown)
			break
		}
		fmt.Fprintf(w, "  row %d: %s\n", e.RowNumber, e.Error)
	}
}

// exportCmd writes the businesses as the panel's export does.
func exportCmd(ctx context.Context, cfg config, args []string, stdout io.Writer) error {
	fs := newFlags("export")
	out := fs.String("out", "-", "file to write; - is standard output")
	format := fs.String("format", "", "csv or xlsx (default: xlsx when --out ends in .xlsx, csv otherwise)")
	typ := fs.String("type", "all", "all, range (--start, --end) or date (--date)")
	start := fs.Int64("start", 0, "first business id of a range")
	end := fs.Int64("end", 0, "last business id of a range (inclusive)")
	date := fs.String("date", "", "day (YYYY-MM-DD, Europe/Berlin) on which businesses were added or updated")
	var q directory.ExportQuery
	fs.StringVar(&q.Filter.Category, "category", "", "raw Google category, exactly")
	fs.StringVar(&q.Filter.City, "city", "", "city")
	fs.StringVar(&q.Filter.Type, "business-type", "", "Google type, exactly")
	fs.StringVar(&q.Filter.Country, "country", "", "country code such as DE")
	fs.StringVar(&q.Filter.Search, "search", "", "words of name, address, phone or place id")
	if err := fs.Parse(args); err != nil || fs.NArg() != 0 {
		return errUsage
	}
	q.Filter.Country = strings.ToUpper(q.Filter.Country)
	if *format == "" && strings.EqualFold(filepath.Ext(*out), ".xlsx") {
		*format = outscraper.FormatXLSX
	}
	var ok bool
	if *format, ok = outscraper.ExportFormat(*format); !ok {
		return fmt.Errorf("%w: --format must be csv or xlsx", errUsage)
	}
	switch *typ {
	case "all":
	case "range":
		if *start < 1 || *end < *start {
			return fmt.Errorf("%w: --type range needs 1 <= --start <= --end", errUsage)
		}
		q.IDFrom, q.IDTo = *start, *end
	case "date":
		from, to, ok := directory.BerlinDay(*date)
		if !ok {
			return fmt.Errorf("%w: --type date needs --date YYYY-MM-DD", errUsage)
		}
		q.ChangedFrom, q.ChangedTo = from, to
	default:
		return fmt.Errorf("%w: --type must be all, range or date", errUsage)
	}
	w := stdout
	if *out != "-" {
		f, err := os.Create(*out)
		if err != nil {
			return err
		}
		defer f.Close()
		w = f
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	rows, err := exportTo(ctx, w, st, q, *format)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	slog.Info("export done", "rows", rows, "format", *format)
	if f, ok := w.(*os.File); ok && f != os.Stdout {
		return f.Close()
	}
	return nil
}

// exportTo writes the export in format (csv or xlsx) to w.
func exportTo(ctx context.Context, w io.Writer, st directory.TransferStore, q directory.ExportQuery, format string) (int, error) {
	if format == outscraper.FormatCSV {
		return outscraper.Export(ctx, w, st, q)
	}
	x, rows, err := outscraper.ExportXLSX(ctx, st, q)
	if err != nil {
		return 0, err
	}
	defer x.Close()
	_, err = x.WriteTo(w)
	return rows, err
}
