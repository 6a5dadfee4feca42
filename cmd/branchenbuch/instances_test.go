package main_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/importer"
	"branchenbuch/internal/store/postgres"
	"branchenbuch/internal/store/storetest"
)

// TestTwoInstancesOnePostgres runs two `serve` processes on one PostgreSQL
// database, as behind a load balancer (docs/deploy.md): a login, a settings
// change, a public form's rate limit, a background job and the import lock
// of one are seen by the other.
func TestTwoInstancesOnePostgres(t *testing.T) {
	url := storetest.FreshPostgresSchema(t)
	bin := buildBinary(t)
	const password = "Zwei-Instanzen-2026"
	// One DATA_DIR for both, as a shared volume (uploads, photos; docs/deploy.md).
	env := []string{"DATABASE_URL=" + url, "ADMIN_PASSWORD=" + password, "DEMO_COUNT=20", "DATA_DIR=" + t.TempDir()}
	a, _, _ := startServe(t, bin, env...)
	b, _, _ := startServe(t, bin, env...)

	// A session started on A is one on B.
	status, cookie := adminLogin(t, a, password)
	if status != 200 {
		t.Fatalf("login on A: %d", status)
	}
	send := func(base, method, path, contentType string, body io.Reader) (int, string) {
		t.Helper()
		req, _ := http.NewRequest(method, base+path, body)
		req.Header.Set("Cookie", cookie)
		req.Header.Set("Origin", base)
		if contentType != "" {
			req.Header.Set("Content-Type", contentType)
		}
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		out, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(out)
	}
	if s, body := send(b, "GET", "/api/admin/stats", "", nil); s != 200 {
		t.Errorf("A's session on B: %d %s", s, body)
	}

	// A setting saved on A shows on B (within the second B caches it).
	if s, body := send(a, "POST", "/api/admin/settings/bulk", "application/json", strings.NewReader(`{"site_title":"Zwei Instanzen"}`)); s != 200 {
		t.Fatalf("save settings on A: %d %s", s, body)
	}
	eventually(t, "the setting on B", func() bool {
		_, body := send(b, "GET", "/api/admin/settings", "", nil)
		return strings.Contains(body, `"site_title":"Zwei Instanzen"`)
	})

	// Five contact messages from one address on A, the sixth on B is refused.
	contact := `{"name":"Jürgen","email":"j@example.de","subject":"Frage","category":"business","message":"Eine Frage zum Eintrag."}`
	for i := range 5 {
		if s, body := send(a, "POST", "/api/contact", "application/json", strings.NewReader(contact)); s != 201 {
			t.Fatalf("contact %d on A: %d %s", i+1, s, body)
		}
	}
	if s, body := send(b, "POST", "/api/contact", "application/json", strings.NewReader(contact)); s != 429 {
		t.Errorf("sixth contact, on B: %d %s, want 429", s, body)
	}

	// A job started on A is B's job too: B finds it running or done, not a new one.
	s, started := send(a, "POST", "/api/admin/validate-urls", "", nil)
	if s != 202 && s != 200 {
		t.Fatalf("start the URL check on A: %d %s", s, started)
	}
	var job struct {
		JobID int64 `json:"jobId"`
	}
	json.Unmarshal([]byte(started), &job)
	if _, body := send(b, "GET", "/api/admin/validation-status", "", nil); job.JobID == 0 || !strings.Contains(body, `"jobId":`+jsonNumber(job.JobID)) {
		t.Errorf("job %d of A on B: %s", job.JobID, body)
	}

	// While an import holds the lock (another process: this test, under a
	// holder name of a live process), uploads to either instance wait for
	// it, and both see both waiting; once it is released, both imports run.
	st, err := postgres.Open(context.Background(), url, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	host, _ := os.Hostname()
	holder := host + ":" + strconv.Itoa(os.Getpid()) + ":test"
	if err := st.AcquireLock(context.Background(), importer.LockName, holder, time.Minute); err != nil {
		t.Fatal(err)
	}
	for i, base := range []string{a, b} {
		if s, body := upload(t, send, base, "name,city,place_id\nWarte GmbH,Berlin,wait-"+strconv.Itoa(i)+"\n"); s != 202 {
			t.Errorf("upload to %s while the lock is held: %d %s, want 202 (queued)", base, s, body)
		}
	}
	for _, base := range []string{a, b} {
		_, body := send(base, "GET", "/api/admin/import-jobs", "", nil)
		if strings.Count(body, `"waiting":true`) != 2 {
			t.Errorf("import jobs on %s while the lock is held: %s, want two waiting", base, body)
		}
	}
	if err := st.ReleaseLock(context.Background(), importer.LockName, holder); err != nil {
		t.Fatal(err)
	}
	eventually(t, "both queued imports done", func() bool {
		_, body := send(b, "GET", "/api/admin/import-jobs", "", nil)
		return strings.Count(body, `"state":"done"`) == 2
	})
}

// upload posts an import file through send, as the panel does.
func upload(t *testing.T, send func(base, method, path, contentType string, body io.Reader) (int, string), base, csv string) (int, string) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("excelFile", "warte.csv")
	fw.Write([]byte(csv))
	mw.Close()
	return send(base, "POST", "/api/admin/import-excel", mw.FormDataContentType(), &body)
}

// eventually fails the test when ok is not true within 10 seconds.
func eventually(t *testing.T, what string, ok func() bool) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); !ok(); time.Sleep(50 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("%s: not within 10 s", what)
		}
	}
}

func jsonNumber(n int64) string { b, _ := json.Marshal(n); return string(b) }
