package main

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/jpeg"
	"math/rand/v2"
	"net"
	"net/http"
	"net/netip"
	"os"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/media"
	"branchenbuch/internal/netguard"
)

// benchDomain is the fake domain under which every benchmark host name
// resolves to the local server.
const benchDomain = ".bench.test"

// localServer answers the jobs' requests on 127.0.0.1: 200 to any request
// for a website, the photo for /p/….
type localServer struct {
	srv   *http.Server
	port  int
	conns atomic.Int64 // connections accepted
}

// startLocalServer serves on a free port, waiting delay before each answer.
func startLocalServer(delay time.Duration, photo []byte) (*localServer, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, fmt.Errorf("local server: %w", err)
	}
	size := strconv.Itoa(len(photo))
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if delay > 0 {
			time.Sleep(delay)
		}
		if strings.HasPrefix(r.URL.Path, "/p/") && photo != nil {
			w.Header().Set("Content-Type", "image/jpeg")
			w.Header().Set("Content-Length", size)
			w.Write(photo)
			return
		}
		w.WriteHeader(http.StatusOK)
	})
	s := &localServer{port: ln.Addr().(*net.TCPAddr).Port}
	s.srv = &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second,
		ConnState: func(_ net.Conn, st http.ConnState) {
			if st == http.StateNew {
				s.conns.Add(1)
			}
		}}
	go s.srv.Serve(ln)
	return s, nil
}

// close stops the server and drops its connections.
func (s *localServer) close() { s.srv.Close() }

// benchHosts returns n host names: prefix-0.bench.test, prefix-1.bench.test, ….
func benchHosts(prefix string, n int) []string {
	names := make([]string, n)
	for i := range names {
		names[i] = prefix + "-" + strconv.Itoa(i) + benchDomain
	}
	return names
}

// guardedClient is the jobs' guarded client with names allowed and resolved
// to 127.0.0.1 by a fake DNS; every other name does not resolve.
func guardedClient(names []string, timeout time.Duration, maxBody int64) *http.Client {
	loopback := []netip.Addr{netip.MustParseAddr("127.0.0.1")}
	return netguard.New(netguard.Config{AllowHosts: names, Timeout: timeout, MaxBody: maxBody,
		Resolve: func(_ context.Context, host string) ([]netip.Addr, error) {
			if strings.HasSuffix(host, benchDomain) {
				return loopback, nil
			}
			return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
		}})
}

// upsertBusinesses stores n businesses in batches of 5,000, set up by fill.
func upsertBusinesses(ctx context.Context, st directory.Store, n int, fill func(i int, b *directory.Business)) error {
	const batch = 5_000
	bs := make([]directory.Business, 0, batch)
	for i := 0; i < n; i += batch {
		bs = bs[:0]
		for j := i; j < min(i+batch, n); j++ {
			b := directory.Business{Name: fmt.Sprintf("Bench Laden %d", j), City: "Berlin", PlaceID: fmt.Sprintf("bench-%d", j)}
			fill(j, &b)
			bs = append(bs, b)
		}
		if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
			return fmt.Errorf("upsert businesses %d–%d: %w", i+1, i+len(bs), err)
		}
	}
	return nil
}

// benchPhoto is a w×h JPEG with gradients, stripes and grain, so that it
// compresses about like a photo rather than like a flat colour.
func benchPhoto(w, h int) ([]byte, error) {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rng := rand.New(rand.NewPCG(1, 2))
	for y := range h {
		for x := range w {
			grain := rng.IntN(17) - 8
			p := img.Pix[img.PixOffset(x, y):]
			p[0] = clampByte(50 + 150*y/h + 30*((x/37+y/53)%3) + grain)
			p[1] = clampByte(80 + 110*x/w + 20*((x*x+y*y)/9000%4) + grain)
			p[2] = clampByte(210 - 150*y/h + grain)
			p[3] = 255
		}
	}
	var b bytes.Buffer
	if err := jpeg.Encode(&b, img, &jpeg.Options{Quality: 85}); err != nil {
		return nil, fmt.Errorf("encode the benchmark photo: %w", err)
	}
	return b.Bytes(), nil
}

// clampByte limits v to 0–255.
func clampByte(v int) uint8 { return uint8(min(max(v, 0), 255)) }

// bareRun is a yardstick: plain HEAD requests without the job around them.
type bareRun struct {
	KeepAlive        bool
	Requests, Errors int
	Took, CPU        time.Duration
}

// bareHEAD sends n HEAD requests to base+i from workers goroutines with a
// plain http.Client, reusing connections or opening one per request.
func bareHEAD(ctx context.Context, base string, n, workers int, keepAlive bool) bareRun {
	tr := &http.Transport{MaxIdleConnsPerHost: workers, DisableKeepAlives: !keepAlive}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 15 * time.Second}
	var next, errs atomic.Int64
	var wg sync.WaitGroup
	t0, cpu0 := time.Now(), cpuTime()
	for range workers {
		wg.Go(func() {
			for i := next.Add(1) - 1; i < int64(n) && ctx.Err() == nil; i = next.Add(1) - 1 {
				req, _ := http.NewRequestWithContext(ctx, http.MethodHead, base+strconv.FormatInt(i, 10), nil)
				resp, err := client.Do(req)
				if err != nil {
					errs.Add(1)
					continue
				}
				resp.Body.Close()
				if resp.StatusCode != http.StatusOK {
					errs.Add(1)
				}
			}
		})
	}
	wg.Wait()
	return bareRun{KeepAlive: keepAlive, Requests: n, Errors: int(errs.Load()), Took: time.Since(t0), CPU: cpuTime() - cpu0}
}

// processLoop runs ms.Process on photo n times in one goroutine.
func processLoop(ctx context.Context, ms *media.Store, photo []byte, n int) (time.Duration, error) {
	t0 := time.Now()
	for i := range n {
		if err := ctx.Err(); err != nil {
			return time.Since(t0), err
		}
		if _, err := ms.Process(bytes.NewReader(photo)); err != nil {
			return time.Since(t0), fmt.Errorf("process the photo, run %d: %w", i+1, err)
		}
	}
	return time.Since(t0), nil
}

// memUse is this process's memory and CPU time while a job ran.
type memUse struct {
	HeapStart, HeapPeak int64 // bytes of Go heap in use (HeapInuse)
	RSSStart, RSSPeak   int64 // KiB
	CPU                 time.Duration
}

// memWatch samples the heap and RSS every 100 ms until stopped.
type memWatch struct {
	stopc chan struct{}
	done  chan memUse
}

// watchMemory collects garbage, resets the peak RSS and starts sampling.
func watchMemory() *memWatch {
	runtime.GC()
	debug.FreeOSMemory()
	exact := resetPeakRSS()
	pid := os.Getpid()
	var u memUse
	sample := func() {
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		u.HeapPeak = max(u.HeapPeak, int64(ms.HeapInuse))
		u.RSSPeak = max(u.RSSPeak, vmRSS(pid))
	}
	sample()
	u.HeapStart, u.RSSStart = u.HeapPeak, u.RSSPeak
	cpu0 := cpuTime()
	w := &memWatch{stopc: make(chan struct{}), done: make(chan memUse, 1)}
	go func() {
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				sample()
			case <-w.stopc:
				sample()
				if exact { // the kernel's peak also sees what fell between two samples
					u.RSSPeak = max(u.RSSPeak, vmHWM(pid))
				}
				u.CPU = cpuTime() - cpu0
				w.done <- u
				return
			}
		}
	}()
	return w
}

// stop ends the sampling and returns what it saw.
func (w *memWatch) stop() memUse {
	close(w.stopc)
	return <-w.done
}
