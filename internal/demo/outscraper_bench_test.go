package demo_test

import (
	"os"
	"path/filepath"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"branchenbuch/internal/demo"
)

// BenchmarkWriteOutscraperXLSX500k writes the import benchmark's fixture: a
// 500,000-row .xlsx of the current generation. It reports the file size and
// the peak heap, sampled while writing, which must stay flat.
func BenchmarkWriteOutscraperXLSX500k(b *testing.B) { benchmarkXLSX(b, 500_000) }

// BenchmarkWriteOutscraperXLSX10k is the quick variant of the same.
func BenchmarkWriteOutscraperXLSX10k(b *testing.B) { benchmarkXLSX(b, 10_000) }

func benchmarkXLSX(b *testing.B, n int) {
	path := filepath.Join(b.TempDir(), "outscraper.xlsx")
	var peak atomic.Uint64
	stop := make(chan struct{})
	done := make(chan struct{})
	go func() {
		defer close(done)
		var m runtime.MemStats
		tick := time.NewTicker(50 * time.Millisecond)
		defer tick.Stop()
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > peak.Load() {
				peak.Store(m.HeapInuse)
			}
			select {
			case <-stop:
				return
			case <-tick.C:
			}
		}
	}()
	for b.Loop() {
		if err := demo.WriteOutscraperFile(path, demo.Current, 1, n); err != nil {
			b.Fatal(err)
		}
	}
	close(stop)
	<-done
	st, err := os.Stat(path)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(st.Size())/1e6, "MB")
	b.ReportMetric(float64(peak.Load())/1e6, "peak-heap-MB")
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "rows/s")
}
