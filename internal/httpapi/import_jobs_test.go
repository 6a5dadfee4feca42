package httpapi_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
)

// importStatus is an import job as the dashboard reads it.
type importStatus struct {
	JobID      int64         `json:"jobId"`
	State      string        `json:"state"`
	FileName   string        `json:"fileName"`
	Size       int64         `json:"size"`
	Waiting    bool          `json:"waiting"`
	Total      int           `json:"total"`
	RowsRead   int           `json:"rowsRead"`
	Imported   int           `json:"imported"`
	Duplicates int           `json:"duplicates"`
	Errors     int           `json:"errors"`
	Error      string        `json:"error"`
	Result     *importResult `json:"result"`
}

// csvRows is a CSV of n businesses with the place ids prefix-1…prefix-n.
func csvRows(prefix string, n int) []byte {
	var b strings.Builder
	b.WriteString("name,place_id,city\n")
	for i := 1; i <= n; i++ {
		fmt.Fprintf(&b, "Firma %s %d,%s-%d,Köln\n", prefix, i, prefix, i)
	}
	return []byte(b.String())
}

// accepted uploads a file whose answer must be 202 with its job.
func accepted(t *testing.T, c *http.Client, base, name string, content []byte) importStatus {
	t.Helper()
	res, body := upload(t, c, base, name, content)
	if res.StatusCode != http.StatusAccepted {
		t.Fatalf("upload %s: %d %.300s, want 202 with the job", name, res.StatusCode, body)
	}
	var st importStatus
	if err := json.Unmarshal([]byte(body), &st); err != nil || st.JobID == 0 {
		t.Fatalf("upload %s: %v in %s", name, err, body)
	}
	return st
}

// importJob reads one import job.
func importJob(t *testing.T, c *http.Client, base string, id int64) importStatus {
	t.Helper()
	res, body := call(t, c, http.MethodGet, fmt.Sprintf("%s/api/admin/import-jobs/%d", base, id), nil)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("job %d: %d %s", id, res.StatusCode, body)
	}
	var st importStatus
	if err := json.Unmarshal([]byte(body), &st); err != nil {
		t.Fatal(err)
	}
	return st
}

// awaitImport polls the job until it has ended.
func awaitImport(t *testing.T, c *http.Client, base string, id int64) importStatus {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		st := importJob(t, c, base, id)
		if st.State != directory.JobQueued && st.State != directory.JobRunning {
			return st
		}
		if time.Now().After(deadline) {
			t.Fatalf("job %d still %s after 30 s: %+v", id, st.State, st)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// A file whose import does not end within the server's wait is answered
// 202 with its job; the job's answer carries the full report once done.
func TestImportAnswersWithTheJob(t *testing.T) {
	work := importWorkDir(t)
	srv := startServer(t, asAdmin(), withConfig(httpapi.Config{ImportWait: time.Nanosecond}))
	base, st := srv.URL, srv.Store
	c := adminClient(t, base, testPassword)
	content := append(csvRows("p", 50), "Firma p 7,p-7,Köln\n,p-x,Köln\n"...)
	job := accepted(t, c, base, "gross.csv", content)
	if job.FileName != "gross.csv" || job.Size != int64(len(content)) {
		t.Errorf("job %+v, want gross.csv of %d bytes", job, len(content))
	}
	done := awaitImport(t, c, base, job.JobID)
	r := done.Result
	if done.State != directory.JobDone || r == nil || !r.Success {
		t.Fatalf("job ended %+v, want done with a report", done)
	}
	if r.Imported != 50 || r.Duplicates != 1 || r.Errors != 1 || len(r.DuplicateReport) != 1 || r.DuplicateReport[0].RowNumber != 52 ||
		len(r.ErrorReport) != 1 || r.ErrorReport[0].RowNumber != 53 || r.DurationMs == nil {
		t.Errorf("report %+v, want 50 imported, row 52 a duplicate, row 53 an error, with durationMs", r)
	}
	if done.RowsRead != 52 || done.Total != 52 || done.Imported != 50 {
		t.Errorf("progress %+v, want 52 of 52 rows read, 50 imported", done)
	}
	if _, ok := stored(t, st)["p:p-50"]; !ok {
		t.Error("p-50 not stored")
	}
	assertNoTrace(t, work)
}

// While another import holds the lock (here the command line on another
// host), an upload becomes a job that waits, and a second one queues
// behind it; both run in turn once the lock is free, and the list shows
// them newest first.
func TestImportQueue(t *testing.T) {
	work := importWorkDir(t)
	srv := startServer(t, asAdmin(), withConfig(httpapi.Config{ImportWait: 200 * time.Millisecond}))
	base, st := srv.URL, srv.Store
	c := adminClient(t, base, testPassword)
	const other = "other-host:4242:abcd"
	if err := st.AcquireLock(t.Context(), "import", other, time.Hour); err != nil {
		t.Fatal(err)
	}
	first := accepted(t, c, base, "erste.csv", csvRows("a", 30))
	second := accepted(t, c, base, "zweite.csv", csvRows("b", 20))
	if got := importJob(t, c, base, first.JobID); got.State != directory.JobRunning || !got.Waiting {
		t.Errorf("first job %+v, want running and waiting for the lock", got)
	}
	if got := importJob(t, c, base, second.JobID); got.State != directory.JobQueued {
		t.Errorf("second job %+v, want queued", got)
	}
	res, body := call(t, c, http.MethodGet, base+"/api/admin/import-jobs", nil)
	var list struct{ Jobs []importStatus }
	if err := json.Unmarshal([]byte(body), &list); err != nil || res.StatusCode != http.StatusOK || len(list.Jobs) != 2 ||
		list.Jobs[0].JobID != second.JobID || list.Jobs[1].JobID != first.JobID {
		t.Fatalf("list: %d %s, want the second job, then the first", res.StatusCode, body)
	}
	if err := st.ReleaseLock(t.Context(), "import", other); err != nil {
		t.Fatal(err)
	}
	a, b := awaitImport(t, c, base, first.JobID), awaitImport(t, c, base, second.JobID)
	if a.State != directory.JobDone || a.Result.Imported != 30 || b.State != directory.JobDone || b.Result.Imported != 20 {
		t.Fatalf("jobs ended %+v and %+v, want 30 and 20 imported", a, b)
	}
	if a.Waiting {
		t.Error("a finished job still says it waits")
	}
	assertNoTrace(t, work)
}

// A queued job can be cancelled: it never runs and its upload is removed.
// An ended job cannot be cancelled, and only import jobs are found here.
func TestImportCancelQueued(t *testing.T) {
	work := importWorkDir(t)
	srv := startServer(t, asAdmin(), withConfig(httpapi.Config{ImportWait: time.Nanosecond}))
	base, st := srv.URL, srv.Store
	c := adminClient(t, base, testPassword)
	if err := st.AcquireLock(t.Context(), "import", "other-host:1:ab", time.Hour); err != nil {
		t.Fatal(err)
	}
	running := accepted(t, c, base, "erste.csv", csvRows("a", 5))
	queued := accepted(t, c, base, "zweite.csv", csvRows("q", 5))
	if entries, _ := os.ReadDir(work); len(entries) != 2 {
		t.Fatalf("%d uploads waiting, want 2", len(entries))
	}
	res, body := call(t, c, http.MethodPost, fmt.Sprintf("%s/api/admin/import-jobs/%d/cancel", base, queued.JobID), nil)
	if res.StatusCode != http.StatusOK || !strings.Contains(body, `"state":"cancelled"`) {
		t.Fatalf("cancel: %d %s", res.StatusCode, body)
	}
	if entries, _ := os.ReadDir(work); len(entries) != 1 {
		t.Errorf("%d uploads left, want only the first job's", len(entries))
	}
	res, _ = call(t, c, http.MethodPost, fmt.Sprintf("%s/api/admin/import-jobs/%d/cancel", base, queued.JobID), nil)
	if res.StatusCode != http.StatusConflict {
		t.Errorf("second cancel: %d, want 409", res.StatusCode)
	}
	res, _ = call(t, c, http.MethodPost, base+"/api/admin/import-jobs/999/cancel", nil)
	if res.StatusCode != http.StatusNotFound {
		t.Errorf("cancel of no job: %d, want 404", res.StatusCode)
	}
	st.ReleaseLock(t.Context(), "import", "other-host:1:ab")
	if got := awaitImport(t, c, base, running.JobID); got.State != directory.JobDone {
		t.Errorf("first job %+v, want done", got)
	}
	time.Sleep(200 * time.Millisecond) // the runner would have claimed the cancelled job by now
	if got := importJob(t, c, base, queued.JobID); got.State != directory.JobCancelled || got.RowsRead != 0 {
		t.Errorf("cancelled job %+v, want cancelled without rows", got)
	}
	if _, ok := stored(t, st)["p:q-1"]; ok {
		t.Error("the cancelled file was imported")
	}
	assertNoTrace(t, work)
}

// A file that fails to import is answered with the error, as before jobs,
// when it fails within the wait; the job records the same message.
func TestImportFailedJob(t *testing.T) {
	work := importWorkDir(t)
	base := startServer(t, asAdmin()).URL
	c := adminClient(t, base, testPassword)
	res, body := upload(t, c, base, "leer.csv", []byte("name,city\n"))
	if res.StatusCode != http.StatusBadRequest || !strings.Contains(body, "veri satırı yok") || !strings.Contains(body, `"details"`) {
		t.Fatalf("%d %s, want 400 saying there are no data rows", res.StatusCode, body)
	}
	_, body = call(t, c, http.MethodGet, base+"/api/admin/import-jobs", nil)
	if !strings.Contains(body, `"state":"failed"`) || !strings.Contains(body, "veri satırı yok") || strings.Contains(body, "EINVALID") {
		t.Errorf("list %s, want the failed job with its message", body)
	}
	assertNoTrace(t, work)
	if _, err := os.Stat(filepath.Join(work)); err != nil {
		t.Errorf("upload directory: %v", err)
	}
}
