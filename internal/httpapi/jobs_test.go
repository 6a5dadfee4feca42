package httpapi_test

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// websiteBusinesses are businesses whose websites are a local site
// (withJobRunner allow-lists it) and a private address (blocked).
func websiteBusinesses(t *testing.T) []directory.Business {
	t.Helper()
	site := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/" {
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(site.Close)
	return []directory.Business{
		{Name: "Erreichbar", City: "Berlin", Website: site.URL + "/"},
		{Name: "Fehlt", City: "Berlin", Website: site.URL + "/weg"},
		{Name: "Intern", City: "Berlin", Website: "http://10.0.0.1/"},
		{Name: "Ohne", City: "Berlin"},
	}
}

type validationStatus struct {
	JobID                            int64
	State                            string
	Total, Processed, Valid, Invalid int
	CurrentBusiness                  string
	IsComplete                       bool
	ReportFile, ReportURL            string
}

func TestValidationAPI(t *testing.T) {
	base := startServer(t, withBusinesses(websiteBusinesses(t)...), withPassword(), withJobRunner()).URL
	anon := &http.Client{Transport: sameOrigin{base}}
	for _, c := range []struct{ method, path string }{
		{"POST", "/api/admin/validate-urls"}, {"GET", "/api/admin/validation-status"},
		{"POST", "/api/admin/update-photos"}, {"GET", "/api/admin/photo-status"}, {"GET", "/api/admin/jobs/1/report"},
	} {
		if res, _ := call(t, anon, c.method, base+c.path, nil); res.StatusCode != http.StatusUnauthorized {
			t.Errorf("%s %s without a session: %d, want 401", c.method, c.path, res.StatusCode)
		}
	}
	c := adminClient(t, base, testPassword)
	if res, body := call(t, c, "GET", base+"/api/admin/validation-status", nil); res.StatusCode != 200 || strings.TrimSpace(body) != "null" {
		t.Errorf("status before any validation: %d %s, want 200 null", res.StatusCode, body)
	}
	res, body := call(t, c, "POST", base+"/api/admin/validate-urls", struct{}{})
	var started validationStatus
	_ = json.Unmarshal([]byte(body), &started)
	if res.StatusCode != http.StatusAccepted || started.Total != 3 || started.JobID == 0 {
		t.Fatalf("start: %d %s; want 202 with total 3", res.StatusCode, body)
	}
	// Polling as the page does, until it is complete.
	var st validationStatus
	deadline := time.Now().Add(20 * time.Second)
	for !st.IsComplete {
		if time.Now().After(deadline) {
			t.Fatalf("validation not complete: %+v", st)
		}
		time.Sleep(50 * time.Millisecond)
		_, body := call(t, c, "GET", base+"/api/admin/validation-status", nil)
		if err := json.Unmarshal([]byte(body), &st); err != nil {
			t.Fatalf("status %s: %v", body, err)
		}
	}
	if st.JobID != started.JobID || st.State != "done" || st.Processed != 3 || st.Valid != 1 || st.Invalid != 2 ||
		st.ReportFile == "" || st.ReportURL == "" {
		t.Errorf("complete status %+v; want job %d done, 1 valid, 2 invalid, a report", st, started.JobID)
	}
	res, report := call(t, c, "GET", base+st.ReportURL, nil)
	if res.StatusCode != 200 || !strings.Contains(res.Header.Get("Content-Disposition"), st.ReportFile) ||
		!strings.HasPrefix(res.Header.Get("Content-Type"), "text/csv") {
		t.Fatalf("report: %d %v", res.StatusCode, res.Header)
	}
	for _, want := range []string{"Erreichbar,", "geçerli", "Fehlt,", "status 404", "Intern,", "blocked: private address"} {
		if !strings.Contains(report, want) {
			t.Errorf("report lacks %q:\n%s", want, report)
		}
	}
	if lines := strings.Count(report, "\n"); lines != 4 {
		t.Errorf("report has %d lines, want a header and 3 rows", lines)
	}
	// The website filter of the operator's table.
	for filter, want := range map[string]int{"valid": 1, "invalid": 2, "unchecked": 0} {
		_, body := call(t, c, "GET", base+"/api/admin/businesses?website="+filter, nil)
		var page struct{ Total int }
		if err := json.Unmarshal([]byte(body), &page); err != nil || page.Total != want {
			t.Errorf("website=%s: total %d (%v), want %d", filter, page.Total, err, want)
		}
	}
	if res, _ := call(t, c, "GET", base+"/api/admin/businesses?website=kaputt", nil); res.StatusCode != 400 {
		t.Errorf("website=kaputt: %d, want 400", res.StatusCode)
	}
	for _, bad := range []string{"0", "-1", "abc", "99999"} {
		if res, _ := call(t, c, "GET", base+"/api/admin/jobs/"+bad+"/report", nil); res.StatusCode < 400 || res.StatusCode >= 500 {
			t.Errorf("report of job %s: %d, want 4xx", bad, res.StatusCode)
		}
	}
}

// TestStartingARunningJobReturnsIt: the second start while one is queued or
// running gets that one (200), not a second job.
func TestStartingARunningJobReturnsIt(t *testing.T) {
	base := startServer(t, asAdmin()).URL // no runner: the job stays queued
	c := adminClient(t, base, testPassword)
	for _, path := range []string{"/api/admin/update-photos", "/api/admin/validate-urls"} {
		var first, second struct{ JobID int64 }
		res1, body := call(t, c, "POST", base+path, struct{}{})
		_ = json.Unmarshal([]byte(body), &first)
		res2, body := call(t, c, "POST", base+path, struct{}{})
		_ = json.Unmarshal([]byte(body), &second)
		if res1.StatusCode != http.StatusAccepted || res2.StatusCode != http.StatusOK || first.JobID == 0 || second.JobID != first.JobID {
			t.Errorf("%s twice: %d job %d, then %d job %d; want 202 then 200 with the same job", path, res1.StatusCode, first.JobID,
				res2.StatusCode, second.JobID)
		}
	}
	_, body := call(t, c, "GET", base+"/api/admin/photo-status", nil)
	if !strings.Contains(body, `"state":"queued"`) || !strings.Contains(body, `"mirrored":0`) {
		t.Errorf("photo status %s; want the queued job", body)
	}
}

// TestMediaIsServed: mirrored photos are served by the binary; other paths under it are not found.
func TestMediaIsServed(t *testing.T) {
	base := startServer(t, withBusinesses(websiteBusinesses(t)...), withPassword(), withJobRunner()).URL
	for _, p := range []string{"/media/photos/%2e%2e%2fetc%2fpasswd", "/media/photos/0123456789abcdef01234567.jpg", "/media/photos/", "/media/photos/x.jpg"} {
		res, err := http.Get(base + p)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != 404 {
			t.Errorf("GET %s: %d, want 404", p, res.StatusCode)
		}
	}
}
