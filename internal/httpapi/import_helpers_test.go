package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"branchenbuch/internal/directory"
)

// importResult is the answer of a successful import.
type importResult struct {
	Success         bool `json:"success"`
	Imported        int  `json:"imported"`
	Updated         int  `json:"updated"`
	Duplicates      int  `json:"duplicates"`
	Errors          int  `json:"errors"`
	DuplicateReport []struct {
		RowNumber int    `json:"row_number"`
		Name      string `json:"name"`
		PlaceID   string `json:"place_id"`
	} `json:"duplicateReport"`
	ErrorReport []struct {
		RowNumber int    `json:"row_number"`
		Error     string `json:"error"`
	} `json:"errorReport"`
	DurationMs *int64 `json:"durationMs"`
}

// upload posts content as the multipart field excelFile named name, as the
// panel does, and returns the answer and its body.
func upload(t *testing.T, c *http.Client, base, name string, content []byte) (*http.Response, string) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, err := mw.CreateFormFile("excelFile", name)
	if err != nil {
		t.Fatal(err)
	}
	fw.Write(content)
	mw.Close()
	req, _ := http.NewRequest(http.MethodPost, base+"/api/admin/import-excel", &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	res, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	return res, string(b)
}

// mustImport uploads a file that must import, and returns the result.
func mustImport(t *testing.T, c *http.Client, base, name string, content []byte) importResult {
	t.Helper()
	res, body := upload(t, c, base, name, content)
	if res.StatusCode != http.StatusOK {
		t.Fatalf("import %s: %d %s", name, res.StatusCode, body)
	}
	var r importResult
	if err := json.Unmarshal([]byte(body), &r); err != nil {
		t.Fatalf("import %s: %v in %s", name, err, body)
	}
	if !r.Success || r.DurationMs == nil {
		t.Errorf("import %s: %s, want success with durationMs", name, body)
	}
	return r
}

// importWorkDir points the server's upload directory (the default one, in
// the temporary directory) at a fresh folder and returns it, so that a test
// can see what stays behind.
func importWorkDir(t *testing.T) string {
	t.Helper()
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	return filepath.Join(tmp, "branchenbuch-uploads")
}

// assertNoTrace fails when the work directory holds files after an import.
func assertNoTrace(t *testing.T, dir string) {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	for _, e := range entries {
		t.Errorf("left behind in the work directory: %s", e.Name())
	}
}

// stored returns every business of st by dedupe key, as the export reads them.
func stored(t *testing.T, st directory.Store) map[string]directory.ExportRow {
	t.Helper()
	out := map[string]directory.ExportRow{}
	err := st.ExportBusinesses(context.Background(), directory.ExportQuery{}, func(r *directory.ExportRow) error {
		c := *r
		if r.Latitude != nil {
			lat, lng := *r.Latitude, *r.Longitude
			c.Latitude, c.Longitude = &lat, &lng
		}
		if r.PriceLevel != nil {
			p := *r.PriceLevel
			c.PriceLevel = &p
		}
		if r.IsOpen != nil {
			o := *r.IsOpen
			c.IsOpen = &o
		}
		out[directory.DedupeKey(&c.Business)] = c
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}
