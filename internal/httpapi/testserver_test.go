package httpapi_test

import (
	"context"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"path/filepath"
	"reflect"
	"testing"
	"testing/fstest"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
	"branchenbuch/internal/importer"
	"branchenbuch/internal/jobs"
	"branchenbuch/internal/media"
	"branchenbuch/internal/netguard"
	"branchenbuch/internal/store/postgres"
	"branchenbuch/internal/store/sqlite"
	"branchenbuch/internal/store/storetest"
)

// This file is the one way the tests start a server: startServer with
// options. Every server runs on a real store of its own database (SQLite
// unless onEngine says otherwise), seeded as the options say.

// fixedNow is a Wednesday 10:00 in Berlin.
var fixedNow = time.Date(2026, 11, 18, 9, 0, 0, 0, time.UTC)

// fixedClock is a clock that stands at fixedNow.
func fixedClock() time.Time { return fixedNow }

// testPassword is the operator password of withPassword.
const testPassword = "Richtig-Geheim-42"

// engines are the store engines onEngine opens.
var engines = []string{"sqlite", "postgres"}

// testServer is a started server and what the tests read of it.
type testServer struct {
	URL        string                        // the server's base URL
	Store      directory.Store               // the store it serves, seeded
	Businesses []directory.Business          // the seeded businesses in order, with their IDs and slugs
	ByName     map[string]directory.Business // the same by name

	engine, db string // the database: engine, and SQLite file or PostgreSQL URL
	storeClock directory.Clock
}

// serverOption is one thing about the server startServer starts.
type serverOption func(*serverSetup)

type serverSetup struct {
	engine, db string // db "": a fresh database of engine
	storeClock directory.Clock
	fixture    bool
	edits      []func([]directory.Business)
	extra      []directory.Business
	settings   directory.Settings
	password   bool
	config     httpapi.Config
	hooks      []func(t *testing.T, st directory.Store, c *httpapi.Config)
}

// startServer opens the store, seeds it (the fixture, then the other
// businesses, the settings, the operator password), runs the beforeStart
// functions and starts the server, all closed when the test ends. Options
// apply in order: a later one wins over an earlier one that sets the same
// thing.
func startServer(t *testing.T, opts ...serverOption) *testServer {
	t.Helper()
	s := serverSetup{engine: "sqlite"}
	for _, o := range opts {
		o(&s)
	}
	if s.config.Store != nil {
		t.Fatal("startServer: the store is the server's own; onDatabaseOf shares another's")
	}
	srv := &testServer{engine: s.engine, db: s.db, storeClock: s.storeClock, ByName: map[string]directory.Business{}}
	if srv.db == "" {
		switch s.engine {
		case "sqlite":
			srv.db = filepath.Join(t.TempDir(), "test.db")
		case "postgres":
			srv.db = storetest.FreshPostgresSchema(t)
		default:
			t.Fatalf("startServer: unknown engine %q", s.engine)
		}
	}
	srv.Store = srv.connect(t)

	ctx := context.Background()
	var bs []directory.Business
	if s.fixture {
		bs = storetest.Fixture()
		for _, edit := range s.edits {
			edit(bs)
		}
	}
	if bs = append(bs, s.extra...); len(bs) > 0 {
		if _, err := srv.Store.UpsertBusinesses(ctx, bs); err != nil {
			t.Fatal(err)
		}
	}
	srv.Businesses = bs
	for _, b := range bs {
		srv.ByName[b.Name] = b
	}
	if s.settings != nil {
		if err := srv.Store.SaveSettings(ctx, s.settings); err != nil {
			t.Fatal(err)
		}
	}
	if s.password {
		if err := httpapi.SetAdminPassword(ctx, srv.Store, testPassword); err != nil {
			t.Fatal(err)
		}
	}

	c := s.config
	c.Store = srv.Store
	if c.Log == nil {
		c.Log = slog.New(slog.DiscardHandler)
	}
	for _, hook := range s.hooks {
		hook(t, srv.Store, &c)
	}
	hs := httptest.NewServer(httpapi.New(c))
	t.Cleanup(hs.Close)
	srv.URL = hs.URL
	return srv
}

// connect opens another store on the server's database, as another
// instance does, closed when the test ends.
func (srv *testServer) connect(t *testing.T) directory.Store {
	t.Helper()
	var st directory.Store
	var err error
	switch srv.engine {
	case "sqlite":
		st, err = sqlite.Open(context.Background(), srv.db, srv.storeClock)
	case "postgres":
		st, err = postgres.Open(context.Background(), srv.db, srv.storeClock)
	}
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { st.Close() })
	return st
}

// admin returns a client signed in at the server with testPassword (adminClient).
func (srv *testServer) admin(t *testing.T) *http.Client {
	t.Helper()
	return adminClient(t, srv.URL, testPassword)
}

// options is opts as one option.
func options(opts ...serverOption) serverOption {
	return func(s *serverSetup) {
		for _, o := range opts {
			o(s)
		}
	}
}

// onEngine puts the server on a fresh database of engine (one of engines).
func onEngine(engine string) serverOption {
	return func(s *serverSetup) { s.engine, s.db = engine, "" }
}

// onDatabaseOf puts the server on other's database, with a store of its
// own: a second instance behind the same load balancer.
func onDatabaseOf(other *testServer) serverOption {
	return func(s *serverSetup) { s.engine, s.db, s.storeClock = other.engine, other.db, other.storeClock }
}

// withStoreClock is the store's clock (the times it writes); nil: the real time.
func withStoreClock(now directory.Clock) serverOption {
	return func(s *serverSetup) { s.storeClock = now }
}

// withFixture seeds storetest.Fixture(), changed by edits, before any other businesses.
func withFixture(edits ...func(bs []directory.Business)) serverOption {
	return func(s *serverSetup) { s.fixture, s.edits = true, append(s.edits, edits...) }
}

// withBusinesses seeds bs besides the others.
func withBusinesses(bs ...directory.Business) serverOption {
	return func(s *serverSetup) { s.extra = append(s.extra, bs...) }
}

// withSettings saves set after the businesses.
func withSettings(set directory.Settings) serverOption {
	return func(s *serverSetup) { s.settings = set }
}

// withPassword sets the operator password testPassword.
func withPassword() serverOption {
	return func(s *serverSetup) { s.password = true }
}

// withConfig sets the fields of the server's configuration that c sets
// (not Store: that is the server's own; Log discards unless set).
func withConfig(c httpapi.Config) serverOption {
	return func(s *serverSetup) {
		from, to := reflect.ValueOf(c), reflect.ValueOf(&s.config).Elem()
		for i := range from.NumField() {
			if f := from.Field(i); !f.IsZero() {
				to.Field(i).Set(f)
			}
		}
	}
}

// withClock is the server's clock.
func withClock(now directory.Clock) serverOption {
	return func(s *serverSetup) { s.config.Now = now }
}

// withStatic is the server's build folder.
func withStatic(static fs.FS) serverOption {
	return func(s *serverSetup) { s.config.Static = static }
}

// withIndex is a build folder holding only index.html.
func withIndex(index string) serverOption {
	return withStatic(fstest.MapFS{"index.html": {Data: []byte(index)}})
}

// beforeStart runs fn with the seeded store and the configuration just
// before the server starts; fn may change the configuration.
func beforeStart(fn func(t *testing.T, st directory.Store, c *httpapi.Config)) serverOption {
	return func(s *serverSetup) { s.hooks = append(s.hooks, fn) }
}

// withImports runs an import job runner on the store for the server, as
// serve does, until the test ends; the server wakes it.
func withImports() serverOption {
	return beforeStart(func(t *testing.T, st directory.Store, c *httpapi.Config) {
		dir := c.ImportDir
		if dir == "" {
			dir = httpapi.DefaultImportDir()
		}
		r := importer.NewRunner(st, dir)
		r.Poll, r.Log = 50*time.Millisecond, slog.New(slog.DiscardHandler)
		wake := c.WakeJobs
		c.WakeJobs = func() {
			r.Wake()
			if wake != nil {
				wake()
			}
		}
		runUntilCleanup(t, r.Run)
	})
}

// withJobRunner runs the link checker and the photo mirror (serving its
// photos) for the server until the test ends; 127.0.0.1 is allow-listed.
func withJobRunner() serverOption {
	return beforeStart(func(t *testing.T, st directory.Store, c *httpapi.Config) {
		client := netguard.New(netguard.Config{AllowHosts: []string{"127.0.0.1"}, Timeout: 5 * time.Second})
		photos := &media.Store{Dir: t.TempDir()}
		runner := &jobs.Runner{Store: st, Poll: 20 * time.Millisecond, Log: slog.New(slog.DiscardHandler), Handlers: map[string]jobs.Handler{
			directory.JobValidateURLs: jobs.ValidateURLs(st, &jobs.LinkChecker{Client: client}, 2),
			directory.JobUpdatePhotos: jobs.UpdatePhotos(st, photos, client, 1),
		}}
		runUntilCleanup(t, runner.Run)
		c.WakeJobs, c.Media = runner.Wake, photos.Handler()
	})
}

// runUntilCleanup runs run in the background until the test ends.
func runUntilCleanup(t *testing.T, run func(context.Context)) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { defer close(done); run(ctx) }()
	t.Cleanup(func() { cancel(); <-done })
}

// asAdmin is the operator's server: the fixture, the password
// testPassword, an import runner, the clock at fixedNow. An upload's answer
// waits up to a minute for its import (not DefaultImportWait's seconds): a
// few thousand rows take longer than that under -race on a busy machine,
// and a test that wants the 202 sets its own ImportWait.
func asAdmin() serverOption {
	return options(withFixture(), withPassword(), withImports(), withClock(fixedClock),
		withConfig(httpapi.Config{ImportWait: time.Minute}))
}

// asAdminList is the server of the operator's table: the store's clock at
// fixedNow too, so that every business was created "today" (2026-11-18 in
// Berlin); every business has a type, and one is in Austria.
func asAdminList() serverOption {
	return options(withStoreClock(fixedClock), withFixture(func(bs []directory.Business) {
		for i := range bs {
			bs[i].Type, bs[i].Country = bs[i].Category, "Deutschland"
			if bs[i].Name == "Friseursalon Haarmonie" {
				bs[i].Country, bs[i].CountryCode = "Österreich", "AT"
			}
		}
	}), withPassword(), withClock(fixedClock))
}

// asAPI is the public API's server: the fixture (Autowerkstatt Müller open
// on Wednesdays), a geocoder that knows München, no build, the clock at fixedNow.
func asAPI() serverOption {
	return options(withFixture(func(bs []directory.Business) {
		bs[0].WorkingHours = map[string]string{"Wednesday": "08:00–18:00"}
	}), withConfig(httpapi.Config{Geocode: func(q string) (directory.Point, bool) {
		if directory.Fold(q) == "munchen" || q == "80331" {
			return directory.Point{Lat: 48.1374, Lng: 11.5755}, true
		}
		return directory.Point{}, false
	}}), withStatic(fstest.MapFS{}), withClock(fixedClock))
}

// asSEO is the pages' server under siteURL: the fixture extended by the
// cases page data must handle, viteIndex as the build, the clock at fixedNow.
func asSEO() serverOption {
	return options(withFixture(func(bs []directory.Business) {
		bs[0].WorkingHours = map[string]string{"Monday": "08:00–12:00, 13:00–18:00", "Tuesday": "08:00–12:00, 13:00–18:00",
			"Saturday": "Closed", "Sunday": "Open 24 hours"}
		bs[0].Phone, bs[0].Website, bs[0].PriceLevel = "+49 89 123456", "https://mueller.example/", seoPtr(2)
		bs[7].PostalCode, bs[7].ReviewCount = "", 0 // Bäckerei Schulze: no postal code field, no reviews, no coordinates
	}), withBusinesses(directory.Business{Name: evilName, Category: "Elektriker", City: "Berlin", PlaceID: "p-evil",
		Address: "Evilstraße 1, 10115 Berlin", Rating: 3, ReviewCount: 1, Description: `<img src=x onerror=alert(2)>`,
		Website: evilWebsite}),
		withConfig(httpapi.Config{BaseURL: siteURL + "/"}), withIndex(viteIndex), withClock(fixedClock))
}

// sameOrigin adds the Origin header a browser sends with the panel's requests.
type sameOrigin struct{ origin string }

func (o sameOrigin) RoundTrip(r *http.Request) (*http.Response, error) {
	r = r.Clone(r.Context())
	r.Header.Set("Origin", o.origin)
	return http.DefaultTransport.RoundTrip(r)
}

// adminClient signs in at base with password and returns a client that
// sends the session cookie and a same-origin Origin header, as the panel does.
func adminClient(t *testing.T, base, password string) *http.Client {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar, Transport: sameOrigin{base}}
	res, body := call(t, c, http.MethodPost, base+"/api/admin/login", map[string]string{"password": password})
	if res.StatusCode != http.StatusOK {
		t.Fatalf("login: %d %s", res.StatusCode, body)
	}
	return c
}
