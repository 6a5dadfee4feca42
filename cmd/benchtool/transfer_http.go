package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/klauspost/compress/gzip"
)

// httpExport downloads the whole export once as the panel does (signed in,
// gzip accepted like a browser) into a file in dir, and reads the server's
// peak memory before and after. The clock stops at the last byte: the
// answer is decoded and its records counted afterwards. Decoding it on the
// server's 2 cores added a quarter to the time, and a browser decodes on
// its own machine (docs/benchmarks.md, "At scale, fifteenth round").
func httpExport(ctx context.Context, base, dir string, pid, businesses int) *exportRun {
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
	f, err := os.CreateTemp(dir, "export-*.download")
	if err != nil {
		e.Err = err
		return e
	}
	defer os.Remove(f.Name())
	defer f.Close()
	e.HWMBeforeKiB = vmHWM(pid)
	start := time.Now()
	e.Err = e.download(c, req, f)
	e.Took = time.Since(start)
	e.PeakRSSKiB = vmHWM(pid)
	if e.Err == nil {
		e.Err = e.count(f)
	}
	if e.Err == nil {
		e.Err = checkRecords(e.Records, businesses)
	}
	return e
}

// download sends req and saves the answer's bytes as they came to f.
func (e *exportRun) download(c *http.Client, req *http.Request, f *os.File) error {
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
	e.Gzip = resp.Header.Get("Content-Encoding") == "gzip"
	e.WireBytes, err = io.Copy(f, resp.Body)
	if err != nil {
		return fmt.Errorf("GET /api/admin/export: after %d bytes: %w", e.WireBytes, err)
	}
	return nil
}

// count decodes the saved answer and counts its records and bytes.
func (e *exportRun) count(f *os.File) error {
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return err
	}
	var body io.Reader = f
	if e.Gzip {
		zr, err := gzip.NewReader(f)
		if err != nil {
			return fmt.Errorf("GET /api/admin/export: %w", err)
		}
		defer zr.Close()
		body = zr
	}
	var err error
	e.Records, e.Bytes, err = countCSV(body)
	if err != nil {
		return fmt.Errorf("GET /api/admin/export: after %s records: %w", thousands(e.Records), err)
	}
	return nil
}
