package httpapi_test

import (
	"bytes"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"

	"github.com/xuri/excelize/v2"
)

// sheetRows opens an .xlsx export and returns its first sheet's rows.
func sheetRows(t *testing.T, body []byte) [][]string {
	t.Helper()
	f, err := excelize.OpenReader(bytes.NewReader(body))
	if err != nil {
		t.Fatalf("export is no .xlsx: %v", err)
	}
	defer f.Close()
	rows, err := f.GetRows(f.GetSheetList()[0])
	if err != nil || len(rows) == 0 {
		t.Fatalf("no rows: %v", err)
	}
	return rows
}

// The .xlsx export holds the rows of the CSV export for the same query,
// with every filter and export type, under the file name of today.
func TestExportXLSX(t *testing.T) {
	srv := startServer(t, asAdmin(), withClock(time.Now), withBusinesses(formulaBusinesses()...))
	base, c := srv.URL, srv.admin(t)
	today := time.Now().In(berlin(t)).Format("2006-01-02")
	for _, query := range []string{"type=all", "type=range&start=2&end=4", "type=date&date=" + today, "city=K%C3%B6ln",
		"category=Autowerkstatt", "search=Haarmonie", "country=de"} {
		t.Run(query, func(t *testing.T) {
			res, body := download(t, c, base+"/api/admin/export?format=xlsx&"+query)
			if res.StatusCode != http.StatusOK || res.Header.Get("Content-Type") != "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" ||
				res.Header.Get("Content-Disposition") != `attachment; filename="businesses_export_`+today+`.xlsx"` {
				t.Fatalf("%d %v %s", res.StatusCode, res.Header, body[:min(len(body), 200)])
			}
			rows := sheetRows(t, body)
			_, csvBody := download(t, c, base+"/api/admin/export?"+query)
			header, csvRows := records(t, csvBody)
			if !slices.Equal(rows[0], header) || len(rows)-1 != len(csvRows) || len(csvRows) == 0 {
				t.Fatalf("header %v and %d rows, want %v and the CSV's %d", rows[0], len(rows)-1, header, len(csvRows))
			}
			for i, r := range csvRows {
				if got := rows[i+1][0]; got != r["id"] {
					t.Errorf("row %d: id %s, want %s", i+2, got, r["id"])
				}
			}
		})
	}
	if res, body := download(t, c, base+"/api/admin/export?format=pdf"); res.StatusCode != http.StatusBadRequest ||
		!strings.Contains(string(body), "pdf") {
		t.Errorf("format=pdf: %d %s, want 400 naming it", res.StatusCode, body)
	}
	if res, body := download(t, c, base+"/api/admin/export?format=xlsx&type=range"); res.StatusCode != http.StatusBadRequest ||
		!strings.Contains(string(body), "Aralık değerlerini girin") {
		t.Errorf("xlsx range without bounds: %d %s, want 400", res.StatusCode, body)
	}
}

// An .xlsx export uploaded again changes nothing but the update times.
func TestExportXLSXImportRoundTrip(t *testing.T) {
	importWorkDir(t)
	var extra []directory.Business
	for b := range demo.Generate(5, 120) {
		extra = append(extra, b)
	}
	srv := startServer(t, asAdmin(), withClock(time.Now), withBusinesses(append(extra, formulaBusinesses()...)...))
	base, st, c := srv.URL, srv.Store, srv.admin(t)
	before := stored(t, st)
	_, body := download(t, c, base+"/api/admin/export?format=xlsx")
	r := mustImport(t, c, base, "businesses_export.xlsx", body)
	if r.Imported != 0 || r.Updated != len(before) || r.Errors != 0 || r.Duplicates != 0 {
		t.Fatalf("re-import %+v, want %d updated and nothing else", r, len(before))
	}
	after := stored(t, st)
	for key, b := range before {
		a := after[key]
		a.UpdatedAt = b.UpdatedAt
		if diff := sameRow(b, a); diff != "" {
			t.Errorf("%s changed: %s", b.Name, diff)
		}
	}
}
