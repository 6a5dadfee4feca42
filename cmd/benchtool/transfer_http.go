package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/klauspost/compress/gzip"
)

// httpExport downloads the whole export once as the panel does (signed in,
// gzip accepted like a browser), reads it to the end counting records, and
// reads the server's peak memory before and after.
func httpExport(ctx context.Context, base string, pid, businesses int) *exportRun {
	e := &exportRun{HTTP: true}
	c := &http.Client{Transport: &http.Transport{Proxy: nil, DisableCompression: true}} // no time limit: 500,000 rows take seconds
	defer c.CloseIdleConnections()
	if err := adminLogin(ctx, c, base); err != nil {
		e.Err = err
		return e
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/api/admin/export?type=all", nil)
	if err != nil {
		e.Err = err
		return e
	}
	// Set by hand, so the transport leaves the body compressed and the bytes
	// on the wire can be counted.
	req.Header.Set("Accept-Encoding", "gzip")
	e.HWMBeforeKiB = vmHWM(pid)
	start := time.Now()
	e.Err = e.download(c, req)
	e.Took = time.Since(start)
	e.PeakRSSKiB = vmHWM(pid)
	if e.Err == nil {
		e.Err = checkRecords(e.Records, businesses)
	}
	return e
}

// download sends req and counts the answer's records and bytes.
func (e *exportRun) download(c *http.Client, req *http.Request) error {
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 200))
		return fmt.Errorf("GET /api/admin/export: %s %s", resp.Status, b)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "text/csv") {
		return fmt.Errorf("GET /api/admin/export: Content-Type %q, want text/csv", ct)
	}
	wire := &countingReader{r: resp.Body}
	var body io.Reader = wire
	if resp.Header.Get("Content-Encoding") == "gzip" {
		zr, err := gzip.NewReader(wire)
		if err != nil {
			return fmt.Errorf("GET /api/admin/export: %w", err)
		}
		defer zr.Close()
		body, e.Gzip = zr, true
	}
	e.Records, e.Bytes, err = countCSV(body)
	e.WireBytes = wire.n
	if err != nil {
		return fmt.Errorf("GET /api/admin/export: after %s records: %w", thousands(e.Records), err)
	}
	return nil
}

// countingReader counts the bytes read through it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}
