package httpapi

import (
	"cmp"
	"log/slog"
	"net/http"
	"net/url"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/klauspost/compress/gzip"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/metrics"
)

// maxBodyBytes bounds request bodies of every route that does not set its own limit.
const maxBodyBytes = 1 << 20

// middleware wraps every request: panic recovery, a request log line,
// security headers, a body limit and gzip.
func (s *Server) middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &statusRecorder{ResponseWriter: w, status: http.StatusOK, start: start}
		securityHeaders(rec.Header(), r.URL.Path, s.overTLS(r))
		limit := int64(maxBodyBytes)
		if r.URL.Path == importPath {
			limit = s.maxUploadBytes() + multipartFraming
		}
		r.Body = http.MaxBytesReader(rec, r.Body, limit)
		gz := newGzipWriter(rec, r)
		defer func() {
			if p := recover(); p != nil {
				s.log.Error("panic", "method", r.Method, "path", r.URL.Path, "panic", p, "stack", string(debug.Stack()))
				if !rec.wrote {
					writeError(gz, r, directory.Errorf(directory.EINTERNAL, "panic"))
				}
			}
			gz.Close()
			took := time.Since(start)
			s.log.LogAttrs(r.Context(), slog.LevelInfo, "request",
				slog.String("method", r.Method), slog.String("path", r.URL.Path), slog.Int("status", rec.status),
				slog.Int64("bytes", rec.bytes), slog.Float64("ms", float64(took.Microseconds())/1000))
			name := rec.route
			if name == "" {
				name = cmp.Or(r.Pattern, "unmatched") // the pattern is set by the mux on r as it routed it
			}
			metrics.Requests.WithLabelValues(name, r.Method, strconv.Itoa(rec.status)).Inc()
			metrics.Latency.WithLabelValues(name).Observe(took.Seconds())
		}()
		pathClean, query, queryClean := requestText(r)
		switch {
		case pathClean && queryClean:
			next.ServeHTTP(gz, r)
		case strings.HasPrefix(r.URL.Path, "/api/"):
			writeError(gz, r, errUncleanText)
		case !pathClean: // such an address names no page, file or sitemap
			next.ServeHTTP(gz, withURL(r, "/ ", "/%20", "")) // a blank segment: the not-found page
		default: // a page takes an unreadable parameter as absent, like any other bad value
			next.ServeHTTP(gz, withURL(r, r.URL.Path, r.URL.RawPath, query.Encode()))
		}
	})
}

// labelRoute names the request's route in the metrics when the mux's
// pattern says too little (a page's manifest pattern instead of "/"): on
// the status recorder below w's wrappers.
func labelRoute(w http.ResponseWriter, name string) {
	for {
		switch v := w.(type) {
		case *statusRecorder:
			v.route = name
			return
		case interface{ Unwrap() http.ResponseWriter }:
			w = v.Unwrap()
		default:
			return
		}
	}
}

// errUncleanText refuses a path or parameter that is not valid UTF-8 or
// holds NUL (directory.IsCleanText), the same on both engines.
var errUncleanText = invalid("Die Adresse enthält ungültige Zeichen.").WithKey("address_bad_characters")

// withURL is r with another path and query.
func withURL(r *http.Request, path, rawPath, rawQuery string) *http.Request {
	r = r.Clone(r.Context())
	r.URL.Path, r.URL.RawPath, r.URL.RawQuery = path, rawPath, rawQuery
	return r
}

// requestText reports whether the request's path and its query parameters
// are clean text (directory.IsCleanText), and returns the clean parameters
// when some are not; only a query with escapes or bytes beyond ASCII is
// decoded for the check.
func requestText(r *http.Request) (pathClean bool, clean url.Values, queryClean bool) {
	pathClean = directory.IsCleanText(r.URL.Path)
	raw := r.URL.RawQuery
	if strings.IndexByte(raw, '%') < 0 && directory.IsCleanText(raw) {
		return pathClean, nil, true
	}
	values, _ := url.ParseQuery(raw)
	queryClean = true
	for k, vs := range values {
		vs = slices.DeleteFunc(vs, func(v string) bool { return !directory.IsCleanText(v) })
		if len(vs) != len(values[k]) || !directory.IsCleanText(k) {
			queryClean = false
		}
		if len(vs) == 0 || !directory.IsCleanText(k) {
			delete(values, k)
		} else {
			values[k] = vs
		}
	}
	return pathClean, values, queryClean
}

// securityHeaders are those of every answer; HTML pages add their own
// Content-Security-Policy (csp.go).
func securityHeaders(h http.Header, path string, overTLS bool) {
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
	h.Set("X-Frame-Options", "SAMEORIGIN")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(self)")
	if overTLS {
		h.Set("Strict-Transport-Security", hsts)
	}
	if strings.HasPrefix(path, "/api/") {
		h.Set("Content-Security-Policy", apiCSP) // JSON, images: never a document that runs anything
	}
}

// statusRecorder remembers the status and size for the log line, and
// tells the client the server's time to the answer's header.
type statusRecorder struct {
	http.ResponseWriter
	route  string // labelRoute's name of the route, for the metrics
	start  time.Time
	status int
	bytes  int64
	wrote  bool
}

func (r *statusRecorder) WriteHeader(code int) {
	if !r.wrote {
		r.status, r.wrote = code, true
		r.Header().Set(serverTimingHeader, serverTiming(time.Since(r.start)))
	}
	r.ResponseWriter.WriteHeader(code)
}

func (r *statusRecorder) Write(b []byte) (int, error) {
	if !r.wrote {
		r.WriteHeader(http.StatusOK)
	}
	n, err := r.ResponseWriter.Write(b)
	r.bytes += int64(n)
	return n, err
}

// serverTimingHeader carries the time from a request's arrival in the
// middleware to its answer's header, in milliseconds (W3C Server Timing,
// metric "app"): what the benchmarks' latency budgets measure "in the
// server" (docs/benchmarks.md, "How to reproduce"), and what a browser's
// developer tools show beside the network time.
const serverTimingHeader = "Server-Timing"

func serverTiming(d time.Duration) string {
	return "app;dur=" + strconv.FormatFloat(float64(d.Microseconds())/1000, 'f', 3, 64)
}

func (r *statusRecorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }

var gzipPool = sync.Pool{New: func() any { w, _ := gzip.NewWriterLevel(nil, gzip.BestSpeed); return w }}

// gzipWriter compresses JSON, text, JavaScript, SVG and XML answers when the
// client accepts gzip; it decides when the handler sets the status.
type gzipWriter struct {
	http.ResponseWriter
	accepts bool
	decided bool
	gz      *gzip.Writer
}

func newGzipWriter(w http.ResponseWriter, r *http.Request) *gzipWriter {
	w.Header().Add("Vary", "Accept-Encoding")
	return &gzipWriter{ResponseWriter: w, accepts: strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") && r.Method != http.MethodHead}
}

func (g *gzipWriter) WriteHeader(code int) {
	if !g.decided {
		g.decided = true
		h := g.Header()
		if g.accepts && code == http.StatusOK && h.Get("Content-Encoding") == "" && compressible(h.Get("Content-Type")) {
			h.Set("Content-Encoding", "gzip")
			h.Del("Content-Length")
			g.gz = gzipPool.Get().(*gzip.Writer)
			g.gz.Reset(g.ResponseWriter)
		}
	}
	g.ResponseWriter.WriteHeader(code)
}

func (g *gzipWriter) Write(b []byte) (int, error) {
	if !g.decided {
		if g.Header().Get("Content-Type") == "" {
			g.Header().Set("Content-Type", http.DetectContentType(b))
		}
		g.WriteHeader(http.StatusOK)
	}
	if g.gz != nil {
		return g.gz.Write(b)
	}
	return g.ResponseWriter.Write(b)
}

// Close flushes the compressor and returns it to the pool.
func (g *gzipWriter) Close() {
	if g.gz != nil {
		g.gz.Close()
		gzipPool.Put(g.gz)
		g.gz = nil
	}
}

func (g *gzipWriter) Unwrap() http.ResponseWriter { return g.ResponseWriter }

func compressible(contentType string) bool {
	for _, t := range []string{"application/json", "text/", "application/javascript", "image/svg+xml", "application/xml", "application/manifest+json"} {
		if strings.HasPrefix(contentType, t) {
			return true
		}
	}
	return false
}
