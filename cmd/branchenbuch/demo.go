package main

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
)

func demoCmd(ctx context.Context, cfg config, args []string) error {
	fs := newFlags("demo")
	count := fs.Int("count", 5000, "number of businesses to generate")
	seed := fs.Int64("seed", 1, "random seed; the same seed gives the same data")
	write := fs.String("write", "", "write an Outscraper export to this file (.xlsx, .csv or .xls) instead of loading the database")
	generation := fs.String("generation", "current", "header generation of the written export: current or earlier")
	rescrape := fs.Bool("rescrape", false, "with --write: the same businesses (place ids, names, addresses) as a later scrape finds them: more reviews, ratings moved, some hours, websites, phones and statuses changed; imported over the same --count and --seed, every row is an update")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 {
		return errUsage
	}
	if *count < 1 || *count > 5_000_000 {
		return fmt.Errorf("--count must be between 1 and 5000000")
	}
	if *write != "" {
		g, err := demo.ParseGeneration(*generation)
		if err != nil {
			return err
		}
		return writeDemo(*write, g, *count, *seed, *rescrape)
	}
	if *rescrape {
		return fmt.Errorf("--rescrape writes a file: it needs --write")
	}
	st, err := openStore(ctx, cfg)
	if err != nil {
		return err
	}
	defer st.Close()
	return loadDemo(ctx, st, *count, *seed)
}

// writeDemo writes the demo businesses as an Outscraper export file, the
// fixture the importer's tests and benchmarks read; rescrape writes them as
// a later scrape finds them.
func writeDemo(path string, g demo.Generation, count int, seed int64, rescrape bool) error {
	start := time.Now()
	businesses := demo.Generate(seed, count)
	if rescrape {
		businesses = demo.Rescrape(seed, count)
	}
	if err := demo.WriteOutscraperFileOf(path, g, count, businesses); err != nil {
		return fmt.Errorf("demo file: %w", err)
	}
	slog.Info("demo file written", "path", path, "generation", g.String(), "businesses", count, "seed", seed,
		"rescrape", rescrape, "took", time.Since(start).Round(time.Millisecond))
	return nil
}

func loadDemo(ctx context.Context, st directory.Store, count int, seed int64) error {
	start := time.Now()
	last := start
	err := st.BulkLoad(ctx, func(ctx context.Context) error {
		return demo.Load(ctx, st, count, seed, func(done int) {
			if time.Since(last) > 5*time.Second {
				last = time.Now()
				slog.Info("demo data", "done", done, "of", count)
			}
		})
	})
	if err != nil {
		return fmt.Errorf("demo data: %w", err)
	}
	took := time.Since(start)
	slog.Info("demo data loaded", "businesses", count, "took", took.Round(time.Millisecond),
		"rowsPerSecond", int(float64(count)/took.Seconds()))
	return nil
}

func loadDemoIfEmpty(ctx context.Context, st directory.Store, count int) error {
	n, err := st.CountListed(ctx)
	if err != nil || n > 0 {
		return err
	}
	slog.Info("empty database: loading demo data", "businesses", count)
	return loadDemo(ctx, st, count, 1)
}
