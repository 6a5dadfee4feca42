package jobs_test

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"net/http"
	"net/http/httptest"
	"reflect"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/jobs"
)

// websiteServer answers the kinds of websites a directory meets.
func websiteServer(t *testing.T, h *hits) *httptest.Server {
	mux := http.NewServeMux()
	mux.HandleFunc("/ok", func(w http.ResponseWriter, r *http.Request) {})
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, "/ok", http.StatusFound) })
	mux.HandleFunc("/missing", http.NotFound)
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(5 * time.Second):
		case <-r.Context().Done():
		}
	})
	mux.HandleFunc("/reset", func(w http.ResponseWriter, r *http.Request) {
		conn, _, err := http.NewResponseController(w).Hijack()
		if err == nil {
			conn.Close() // no answer at all
		}
	})
	mux.HandleFunc("/head-refused", func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodHead {
			w.WriteHeader(http.StatusMethodNotAllowed)
		}
	})
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h.add(r)
		mux.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv
}

func TestURLValidationCountsAndReport(t *testing.T) {
	ctx := context.Background()
	var h hits
	srv := websiteServer(t, &h)
	st := openStore(t, "")
	sites := []struct{ name, url, want string }{
		{"OK", siteURL(srv, "/ok"), "geçerli "},
		{"Umleitung", siteURL(srv, "/redirect"), "geçerli "},
		{"HEAD verweigert", siteURL(srv, "/head-refused"), "geçerli "},
		{"Fehlt", siteURL(srv, "/missing"), "geçersiz status 404"},
		{"Langsam", siteURL(srv, "/slow"), "geçersiz timeout"},
		{"Abbruch", siteURL(srv, "/reset"), "geçersiz connection reset"},
		{"Unbekannt", "http://no-such-shop.test/", "geçersiz dns"},
		{"Intern", srv.URL + "/canary", "geçersiz blocked: port not allowed"},
		{"Loopback", "http://127.0.0.1/", "geçersiz blocked: loopback address"},
		{"Interner Name", "http://" + internalHost + "/canary", "geçersiz blocked: loopback address"},
		{"Metadaten", "http://169.254.169.254/latest/meta-data/", "geçersiz blocked: metadata address"},
		{"Privat", "http://10.1.2.3/", "geçersiz blocked: private address"},
	} // a website of another scheme cannot be stored (the netguard tests refuse one anyway)
	var bs []directory.Business
	for _, s := range sites {
		bs = append(bs, directory.Business{Name: s.name, City: "Berlin", Website: s.url})
	}
	bs = append(bs, directory.Business{Name: "Ohne Website", City: "Berlin"})
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	n, _ := st.CountWebsites(ctx)
	job, _, err := st.StartJob(ctx, directory.JobValidateURLs, "", n, true)
	if err != nil {
		t.Fatal(err)
	}
	checker := &jobs.LinkChecker{Client: guarded(srv, time.Second)}
	runner := &jobs.Runner{Store: st, Poll: 10 * time.Millisecond,
		Handlers: map[string]jobs.Handler{directory.JobValidateURLs: jobs.ValidateURLs(st, checker, 4)}}
	done := runUntil(t, st, job.ID, 20*time.Second, runner)

	if done.State != directory.JobDone || done.Total != len(sites) || done.Processed != len(sites) ||
		done.Counters["valid"] != 3 || done.Counters["invalid"] != len(sites)-3 {
		t.Errorf("job = %+v %v; want done, %d processed, 3 valid", done.JobProgress, done.State, len(sites))
	}
	if want := fmt.Sprintf("url-validation-%d-%s.csv", job.ID, done.StartedAt.UTC().Format("2006-01-02")); done.ReportFile != want {
		t.Errorf("report file %q, want %q", done.ReportFile, want)
	}
	if got := h.get("GET /canary"); got != 0 || h.get("HEAD /canary") != 0 {
		t.Errorf("the blocked loopback address was reached %d times", got)
	}
	if h.get("HEAD /head-refused") != 1 || h.get("GET /head-refused") != 1 || h.get("GET /ok") != 0 {
		t.Errorf("requests %v; want HEAD then GET for the refused HEAD, HEAD only where HEAD works", h.all())
	}

	var buf bytes.Buffer
	if err := jobs.WriteReport(ctx, &buf, st, job.ID); err != nil {
		t.Fatal(err)
	}
	rows, err := csv.NewReader(&buf).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"id", "işletme", "web sitesi", "sonuç", "neden", "HTTP durumu", "kontrol zamanı"}; !reflect.DeepEqual(rows[0], want) {
		t.Errorf("report header %v, want %v", rows[0], want)
	}
	got := map[string]string{}
	for _, r := range rows[1:] {
		got[r[1]] = r[3] + " " + r[4]
	}
	want := map[string]string{}
	for _, s := range sites {
		want[s.name] = s.want
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("report results:\n got %v\nwant %v", got, want)
	}
}

// TestReportNeutralisesFormulas: an imported name must not run as a
// formula in the operator's spreadsheet.
func TestReportNeutralisesFormulas(t *testing.T) {
	ctx := context.Background()
	st := openStore(t, "")
	bs := []directory.Business{{Name: "=HYPERLINK(\"http://evil\")", City: "Berlin", Website: "http://10.0.0.1/"}}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	job, _, _ := st.StartJob(ctx, directory.JobValidateURLs, "", 1, true)
	runner := &jobs.Runner{Store: st, Poll: 10 * time.Millisecond, Handlers: map[string]jobs.Handler{
		directory.JobValidateURLs: jobs.ValidateURLs(st, &jobs.LinkChecker{Client: guarded(httptest.NewServer(http.NotFoundHandler()), time.Second)}, 1)}}
	runUntil(t, st, job.ID, 10*time.Second, runner)
	var buf bytes.Buffer
	if err := jobs.WriteReport(ctx, &buf, st, job.ID); err != nil {
		t.Fatal(err)
	}
	rows, _ := csv.NewReader(&buf).ReadAll()
	if len(rows) != 2 || rows[1][1][0] == '=' {
		t.Errorf("report rows %q; want the name neutralised", rows)
	}
}
