package sqlite_test

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
	"branchenbuch/internal/geo"
	"branchenbuch/internal/store/sqlite"
	"branchenbuch/internal/store/sqlstore"
)

// BenchmarkDemoLoad measures the write path: generated businesses in batches of 1,000.
func BenchmarkDemoLoad(b *testing.B) {
	ctx := context.Background()
	for b.Loop() {
		st, err := sqlite.Open(ctx, filepath.Join(b.TempDir(), "bench.db"), nil)
		if err != nil {
			b.Fatal(err)
		}
		load := func(ctx context.Context) error { return demo.Load(ctx, st, 20000, 1, nil) }
		if err := st.BulkLoad(ctx, load); err != nil {
			b.Fatal(err)
		}
		st.Close()
	}
	b.ReportMetric(float64(20000*b.N)/b.Elapsed().Seconds(), "rows/s")
}

// BenchmarkSearch measures single searches in the store, without HTTP, on a
// database named by BENCH_DB (for example one that `branchenbuch demo
// --count 500000` filled); without it the benchmark is skipped.
func BenchmarkSearch(b *testing.B) {
	ctx := context.Background()
	st := benchStore(b)
	queries := []struct {
		name string
		q    directory.SearchQuery
	}{
		{"TextLocation/Werkstatt-Berlin", directory.SearchQuery{Text: "Werkstatt", Location: "Berlin"}},
		{"TextLocation/Zahnarzt-München", directory.SearchQuery{Text: "Zahnarzt", Location: "München"}},
		{"TextLocation/Friseur-10", directory.SearchQuery{Text: "Friseur", Location: "10"}},
		{"TextLocation/Elektirker-Hamburg", directory.SearchQuery{Text: "Elektirker", Location: "Hamburg"}},
		{"TextLocation/Frise-Berlin", directory.SearchQuery{Text: "Frise", Location: "Berlin"}},
		{"Text/Werkstatt", directory.SearchQuery{Text: "Werkstatt"}},
		{"Location/Berlin", directory.SearchQuery{Location: "Berlin"}},
		{"Location/80", directory.SearchQuery{Location: "80"}},
	}
	now := time.Now()
	for _, tc := range queries {
		for _, f := range benchFilters(now) {
			b.Run(tc.name+f.name, func(b *testing.B) {
				q := tc.q
				q.Limit, q.Filters = 24, f.f
				for b.Loop() {
					if _, err := st.Search(ctx, q); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}

// benchStore opens the database named by BENCH_DB, or skips the benchmark.
func benchStore(b *testing.B) *sqlstore.Store {
	path := os.Getenv("BENCH_DB")
	if path == "" {
		b.Skip("BENCH_DB not set")
	}
	st, err := sqlite.Open(context.Background(), path, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { st.Close() })
	return st
}

type benchFilter struct {
	name string
	f    directory.Filters
}

// benchFilters are no filter and the storefront's filters one by one and
// together ("open" depends on the hour the benchmark runs).
func benchFilters(now time.Time) []benchFilter {
	return []benchFilter{{"", directory.Filters{}}, {"+open", directory.Filters{OpenAt: now}},
		{"+rating4", directory.Filters{MinRating: 4}}, {"+website", directory.Filters{Website: true}},
		{"+photos", directory.Filters{Photos: true}},
		{"+all", directory.Filters{OpenAt: now, MinRating: 4, Website: true}}}
}

// BenchmarkLists measures city and category pages with and without filters,
// on BENCH_DB as BenchmarkSearch.
func BenchmarkLists(b *testing.B) {
	ctx := context.Background()
	st := benchStore(b)
	for _, f := range benchFilters(time.Now()) {
		q := directory.ListQuery{Page: 1, Limit: 20, SortBy: directory.SortRating, Filters: f.f}
		b.Run("City/Berlin"+f.name, func(b *testing.B) {
			for b.Loop() {
				if _, _, err := st.CityBusinesses(ctx, "Berlin", q); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("Category/handwerker"+f.name, func(b *testing.B) {
			for b.Loop() {
				if _, _, err := st.CategoryBusinesses(ctx, "handwerker", q); err != nil {
					b.Fatal(err)
				}
			}
		})
		b.Run("CityCategory/Berlin/handwerker"+f.name, func(b *testing.B) {
			for b.Loop() {
				if _, _, err := st.CityCategoryBusinesses(ctx, "Berlin", "handwerker", q); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	b.Run("CityCategory/Berlin/handwerker/page10", func(b *testing.B) {
		for b.Loop() {
			if _, _, err := st.CityCategoryBusinesses(ctx, "Berlin", "handwerker", directory.ListQuery{Page: 10, Limit: 20}); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkCityCategories measures the readers of the counts per city and
// category, on BENCH_DB as BenchmarkSearch.
func BenchmarkCityCategories(b *testing.B) {
	ctx := context.Background()
	st := benchStore(b)
	berlin, _ := geo.Lookup("Berlin")
	near := geo.Nearest(berlin, 50) // a pair page's first chunk (pages/city_category.go)
	n, err := st.CountCityCategoryPairs(ctx)
	if err != nil {
		b.Fatal(err)
	}
	mid, err := st.CityCategoryPairs(ctx, nil, n/2, 1)
	if err != nil || len(mid) != 1 {
		b.Fatal(mid, err)
	}
	middle := mid[0]
	for _, c := range []struct {
		name string
		call func() error
	}{
		{"CityCategories/Berlin", func() error { _, err := st.CityCategories(ctx, "Berlin"); return err }},
		{"CategoryCities/handwerker/16", func() error { _, err := st.CategoryCities(ctx, "handwerker", 16); return err }},
		{"CategoryCitiesAmong/handwerker/50", func() error { _, err := st.CategoryCitiesAmong(ctx, "handwerker", near); return err }},
		// A sitemap file's first chunk skips to the file's start, the others continue after a pair.
		{"CityCategoryPairs/skip100000", func() error { _, err := st.CityCategoryPairs(ctx, nil, min(n, 100_000), 10_000); return err }},
		{"CityCategoryPairs/after", func() error { _, err := st.CityCategoryPairs(ctx, &middle, 0, 10_000); return err }},
		{"CountCityCategoryPairs", func() error { _, err := st.CountCityCategoryPairs(ctx); return err }},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if err := c.call(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
