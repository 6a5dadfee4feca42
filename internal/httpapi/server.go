// Package httpapi is Branchenbuch's HTTP layer: the JSON API, the storefront's
// pages, the embedded front end and the middleware around them. Handlers are thin: parse and
// validate, call the store, write JSON.
package httpapi

import (
	"crypto/subtle"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"strings"
	"sync/atomic"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/metrics"
	"branchenbuch/internal/pages"
)

// Geocoder turns a postal code or place name into coordinates.
type Geocoder func(q string) (directory.Point, bool)

// Server holds what the handlers need.
type Server struct {
	maxUploadMB  int    // the import's upload limit (import_excel.go)
	metricsToken string // Config.MetricsToken
	importDir    string
	importWait   time.Duration
	store        directory.Store
	geocode      Geocoder
	places       func(q string) []string
	static       fs.FS
	baseURL      string
	api          http.Handler // the route table, for answering API calls inside a page (preload.go)
	vite         viteManifest
	gzipped      gzipAssets
	now          directory.Clock
	log          *slog.Logger

	trusted       []netip.Prefix // proxies whose forwarded headers are believed
	secureCookies bool           // BASE_URL is https: the session cookie is Secure
	sessionIdle   time.Duration
	sessionMax    time.Duration
	lastPrune     atomic.Int64 // Unix ms of the last removal of ended sessions
	lastFormPrune atomic.Int64 // Unix ms of the last removal of ended form rate windows
	formLimits    map[string]FormLimit
	confirmMail   ConfirmMailer
	wakeJobs      func()
	media         http.Handler
	details       detailCache // rendered business answers (detail_cache.go)
}

// Config is what New needs; Now defaults to time.Now and Log to slog.Default().
type Config struct {
	Store   directory.Store
	Geocode Geocoder
	// Alternatives names the cities an ambiguous place name may mean (geo.Alternatives); nil: none.
	Alternatives func(q string) []string
	Static       fs.FS  // the built front end (islands, the panel's React app); may hold no index.html
	BaseURL      string // absolute site URL without a trailing slash, for canonical links, sitemaps and share images
	Now          directory.Clock
	Log          *slog.Logger

	// TrustedProxies are the reverse proxies whose X-Forwarded-For, -Proto
	// and -Host headers are believed; from anyone else they are ignored.
	TrustedProxies []netip.Prefix
	// SessionIdle and SessionMax end an operator session after inactivity and
	// after sign-in whatever the activity (defaults 2 h and 12 h).
	SessionIdle, SessionMax time.Duration
	// FormLimits are the public forms' rates and queue caps (default DefaultFormLimits).
	FormLimits map[string]FormLimit
	// ConfirmMail sends the newsletter's confirmation links; nil: none are sent.
	ConfirmMail ConfirmMailer
	// WakeJobs tells this instance's job runner that a job was queued; nil:
	// the runner finds it at its next poll.
	WakeJobs func()
	// Media serves the mirrored photos under directory.MediaPath; nil: none.
	Media http.Handler
	// MaxUploadMB is the largest file an import accepts (default DefaultMaxUploadMB).
	MaxUploadMB int
	// ImportDir holds uploads until their import job ends; every instance
	// must see the same one (default: branchenbuch-uploads in the temporary
	// directory). ImportWait is how long an upload's answer waits for its
	// import to end before answering 202 with the job (DefaultImportWait).
	ImportDir  string
	ImportWait time.Duration
	// MetricsToken, when set, serves the Prometheus metrics at /metrics to
	// requests that send it as "Authorization: Bearer …"; empty: no /metrics.
	MetricsToken string
}

// New returns the server's handler with every route and middleware.
func New(c Config) http.Handler {
	s := &Server{store: c.Store, geocode: c.Geocode, static: c.Static, baseURL: strings.TrimRight(c.BaseURL, "/"), now: c.Now, log: c.Log,
		trusted: c.TrustedProxies, sessionIdle: c.SessionIdle, sessionMax: c.SessionMax}
	s.secureCookies = strings.HasPrefix(s.baseURL, "https://")
	s.formLimits, s.confirmMail = c.FormLimits, c.ConfirmMail
	s.wakeJobs, s.media, s.places = c.WakeJobs, c.Media, c.Alternatives
	if s.media == nil {
		s.media = http.NotFoundHandler()
	}
	if s.formLimits == nil {
		s.formLimits = DefaultFormLimits
	}
	s.maxUploadMB, s.metricsToken = c.MaxUploadMB, c.MetricsToken
	s.importDir, s.importWait = c.ImportDir, c.ImportWait
	if s.importDir == "" {
		s.importDir = DefaultImportDir()
	}
	if s.importWait <= 0 {
		s.importWait = DefaultImportWait
	}
	if s.maxUploadMB <= 0 {
		s.maxUploadMB = DefaultMaxUploadMB
	}
	if s.sessionIdle <= 0 {
		s.sessionIdle = defaultSessionIdle
	}
	if s.sessionMax <= 0 {
		s.sessionMax = defaultSessionMax
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.log == nil {
		s.log = slog.Default()
	}
	if s.geocode == nil {
		s.geocode = func(string) (directory.Point, bool) { return directory.Point{}, false }
	}
	mux := s.routes()
	s.api = mux
	return s.middleware(mux)
}

// routes is the route table: method and pattern to handler.
func (s *Server) routes() *http.ServeMux {
	mux := http.NewServeMux()
	mux.HandleFunc("GET "+pages.SettingsCall, s.getSettings) // public by design: the storefront reads it
	mux.HandleFunc("POST /api/admin/login", s.login)
	mux.HandleFunc("POST /api/admin/logout", s.logout)
	mux.HandleFunc("GET /api/admin/session", s.session)
	// Everything else under /api/admin/ is the operator's: one guard in front of
	// the whole table, so a route added here cannot be left open.
	admin := http.NewServeMux()
	admin.HandleFunc("GET /api/admin/stats", s.adminStats)
	admin.HandleFunc("GET /api/admin/businesses", s.adminBusinesses)
	admin.HandleFunc("PATCH /api/admin/businesses/{id}", s.editBusiness)
	admin.HandleFunc("GET /api/admin/real-categories", s.adminCategories)
	admin.HandleFunc("GET /api/admin/cities", s.adminCities)
	admin.HandleFunc("GET /api/admin/types", s.adminTypes)
	admin.HandleFunc("GET /api/admin/countries", s.adminCountries)
	admin.HandleFunc("POST /api/admin/settings/bulk", s.saveSettings)
	admin.HandleFunc("GET /api/admin/submissions", s.listSubmissions)
	admin.HandleFunc("POST /api/admin/submissions/{id}/approve", s.approveSubmission)
	admin.HandleFunc("POST /api/admin/submissions/{id}/reject", s.rejectSubmission)
	admin.HandleFunc("GET /api/admin/messages", s.listMessages)
	admin.HandleFunc("POST /api/admin/messages/{id}/done", s.messageDone)
	admin.HandleFunc("GET /api/admin/audit", s.auditLog)
	admin.HandleFunc("GET /api/admin/newsletter", s.listSubscribers)
	admin.HandleFunc("POST "+importPath, s.importExcel)
	admin.HandleFunc("GET /api/admin/import-jobs", s.importJobs)
	admin.HandleFunc("GET /api/admin/import-jobs/{id}", s.importJob)
	admin.HandleFunc("POST /api/admin/import-jobs/{id}/cancel", s.cancelImportJob)
	admin.HandleFunc("GET /api/admin/export", s.export)
	admin.HandleFunc("POST /api/admin/validate-urls", s.startJobAPI(directory.JobValidateURLs, s.store.CountWebsites, toValidationStatus))
	admin.HandleFunc("GET /api/admin/validation-status", s.jobStatusAPI(directory.JobValidateURLs, toValidationStatus))
	admin.HandleFunc("GET /api/admin/jobs/{id}/report", s.jobReport)
	admin.HandleFunc("POST /api/admin/update-photos", s.startJobAPI(directory.JobUpdatePhotos, s.countPhotoWork, toPhotoStatus))
	admin.HandleFunc("GET /api/admin/photo-status", s.jobStatusAPI(directory.JobUpdatePhotos, toPhotoStatus))
	admin.HandleFunc("/api/admin/", s.apiNotFound)
	mux.Handle("/api/admin/", s.admin(admin.ServeHTTP))
	mux.HandleFunc("POST /api/submissions", s.submitBusiness)
	mux.HandleFunc("POST /api/contact", s.submitContact)
	mux.HandleFunc("POST /api/newsletter", s.subscribeNewsletter)
	mux.HandleFunc("GET /api/newsletter/confirm", s.confirmNewsletter)
	mux.HandleFunc("GET /api/cities", s.listCities)
	mux.HandleFunc("GET /api/cities/{city}/businesses", s.cityBusinesses)
	mux.HandleFunc("GET /api/categories", s.listCategories)
	mux.HandleFunc("GET /api/categories/{category}/businesses", s.categoryBusinesses)
	mux.HandleFunc("GET /api/businesses/stats", s.stats)
	mux.HandleFunc("GET /api/businesses/popular", s.popular)
	mux.HandleFunc("GET /api/businesses/search", s.search)
	mux.HandleFunc("GET /api/businesses/slug/{city}/{slug}", s.businessBySlug)
	mux.HandleFunc("GET /api/businesses/{id}", s.businessByID)
	mux.HandleFunc("GET /api/businesses/{id}/nearby", s.nearby)
	mux.HandleFunc("GET /api/blog", s.blogList)
	mux.HandleFunc("GET /api/blog/{id}", s.blogArticleByID)
	mux.HandleFunc("GET /api/og/business/{id}", s.ogBusiness)
	mux.HandleFunc("GET /api/og/city/{city}", s.ogCity)
	mux.HandleFunc("GET "+pageMetaPath, s.pageMetaAPI)
	mux.HandleFunc("GET /sitemap.xml", s.sitemapIndex)
	mux.HandleFunc("GET /sitemaps/{name}", s.sitemap)
	mux.HandleFunc("GET /robots.txt", s.robots)
	mux.Handle("GET "+directory.MediaPath, s.media)
	mux.HandleFunc("GET /healthz", s.health) // the process answers (docs/deploy.md)
	mux.HandleFunc("GET /readyz", s.ready)   // and can serve
	if s.metricsToken != "" {
		mux.Handle("GET /metrics", bearer(s.metricsToken, metrics.Handler()))
	}
	mux.HandleFunc("/api/", s.apiNotFound)
	mux.HandleFunc("/", s.app)
	return mux
}

func (s *Server) apiNotFound(w http.ResponseWriter, r *http.Request) {
	writeError(w, r, directory.Errorf(directory.ENOTFOUND, "Unbekannte API-Adresse %s %s.", r.Method, r.URL.Path).WithKey("unknown_api_address"))
}

// bearer lets through requests that carry token as a bearer token.
func bearer(token string, h http.Handler) http.Handler {
	want := []byte("Bearer " + token)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if subtle.ConstantTimeCompare([]byte(r.Header.Get("Authorization")), want) != 1 {
			writeError(w, r, directory.Errorf(directory.EUNAUTHORIZED, "Metrics need the configured token."))
			return
		}
		h.ServeHTTP(w, r)
	})
}

// health answers GET /healthz: the process runs (the database is not asked).
func (s *Server) health(w http.ResponseWriter, r *http.Request) {
	writeJSON(w, r, http.StatusOK, "", map[string]string{"status": "ok"})
}

// ready answers GET /readyz: 200 when the store can serve (the database
// answers, migrations applied, indexes present), else 503; why is logged,
// not shown (it may name the database's host).
func (s *Server) ready(w http.ResponseWriter, r *http.Request) {
	if err := s.store.Ready(r.Context()); err != nil {
		s.logFailure(r.Context(), "not ready", "err", err)
		writeJSON(w, r, http.StatusServiceUnavailable, "", map[string]string{"status": "not ready"})
		return
	}
	writeJSON(w, r, http.StatusOK, "", map[string]string{"status": "ready"})
}
