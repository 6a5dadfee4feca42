package sqlite_test

import (
	"context"
	"path/filepath"
	"testing"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/store/sqlite"
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
