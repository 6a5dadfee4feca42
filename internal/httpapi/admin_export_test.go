package httpapi_test

import (
	"encoding/csv"
	"encoding/json"
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
)

// The export tests' servers run on the real clock, so that "today" of a
// date export is the day the businesses were written.

// download fetches an export and returns the answer and its raw body.
func download(t *testing.T, c *http.Client, url string) (*http.Response, []byte) {
	t.Helper()
	res, err := c.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res, b
}

// records parses an export: BOM, header, rows.
func records(t *testing.T, body []byte) (header []string, rows []map[string]string) {
	t.Helper()
	s, ok := strings.CutPrefix(string(body), "\uFEFF")
	if !ok {
		t.Fatalf("export does not start with a UTF-8 byte order mark: %q", body[:min(20, len(body))])
	}
	all, err := csv.NewReader(strings.NewReader(s)).ReadAll()
	if err != nil || len(all) == 0 {
		t.Fatalf("export is no CSV: %v", err)
	}
	for _, rec := range all[1:] {
		row := map[string]string{}
		for i, v := range rec {
			row[all[0][i]] = v
		}
		rows = append(rows, row)
	}
	return all[0], rows
}

func column(rows []map[string]string, name string) []string {
	var out []string
	for _, r := range rows {
		out = append(out, r[name])
	}
	return out
}

func TestExport(t *testing.T) {
	srv := startServer(t, asAdmin(), withClock(time.Now))
	base, st, c := srv.URL, srv.Store, srv.admin(t)
	all := stored(t, st)
	res, body := download(t, c, base+"/api/admin/export?type=all")
	today := time.Now().In(berlin(t)).Format("2006-01-02")
	if res.StatusCode != http.StatusOK || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/csv") ||
		res.Header.Get("Content-Disposition") != `attachment; filename="businesses_export_`+today+`.csv"` {
		t.Fatalf("%d %v", res.StatusCode, res.Header)
	}
	header, rows := records(t, body)
	if header[0] != "id" || !slices.Contains(header, "place_id") || !slices.Contains(header, "working_hours") {
		t.Errorf("header %v", header)
	}
	if len(rows) != len(all) {
		t.Fatalf("%d rows, want every business (%d), listed or not", len(rows), len(all))
	}
	if !slices.Contains(column(rows, "name"), "Autowerkstatt Müller") {
		t.Error("umlauts lost")
	}
	ids := column(rows, "id")
	tests := []struct {
		name, query string
		want        func(r map[string]string) bool
	}{
		{"range", "type=range&start=" + ids[1] + "&end=" + ids[3], func(r map[string]string) bool {
			return r["id"] >= ids[1] && r["id"] <= ids[3] && len(r["id"]) == len(ids[1])
		}},
		{"date today", "type=date&date=" + today, func(map[string]string) bool { return true }},
		{"city", "type=all&city=M%C3%BCnchen", func(r map[string]string) bool { return r["city"] == "München" }},
		{"category", "category=Autowerkstatt", func(r map[string]string) bool { return r["category"] == "Autowerkstatt" }},
		{"search", "search=Haarmonie", func(r map[string]string) bool { return strings.Contains(r["name"], "Haarmonie") }},
		{"country", "country=de&businessType=all", func(r map[string]string) bool { return r["country_code"] == "DE" }},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, body := download(t, c, base+"/api/admin/export?"+tc.query)
			if res.StatusCode != http.StatusOK {
				t.Fatalf("%d %s", res.StatusCode, body)
			}
			_, got := records(t, body)
			want := 0
			for _, r := range rows {
				if tc.want(r) {
					want++
				}
			}
			if len(got) != want || want == 0 {
				t.Errorf("%d rows, want %d", len(got), want)
			}
			for _, r := range got {
				if !tc.want(r) {
					t.Errorf("row %s %s does not match the filter", r["id"], r["name"])
				}
			}
		})
	}
	yesterday := time.Now().In(berlin(t)).AddDate(0, 0, -1).Format("2006-01-02")
	if _, body := download(t, c, base+"/api/admin/export?type=date&date="+yesterday); len(rowsOf(t, body)) != 0 {
		t.Error("yesterday's export holds businesses written today")
	}
}

func rowsOf(t *testing.T, body []byte) []map[string]string {
	_, rows := records(t, body)
	return rows
}

func berlin(t *testing.T) *time.Location {
	loc, err := time.LoadLocation("Europe/Berlin")
	if err != nil {
		t.Fatal(err)
	}
	return loc
}

func TestExportRefusesBadQueries(t *testing.T) {
	srv := startServer(t, asAdmin(), withClock(time.Now))
	base, c := srv.URL, srv.admin(t)
	tests := []struct{ query, word string }{
		{"type=range", "Aralık değerlerini girin"},
		{"type=range&start=5", "Aralık değerlerini girin"},
		{"type=range&start=9&end=3", "büyük"},
		{"type=range&start=x&end=3", "start"},
		{"type=date", "Tarih seçin"},
		{"type=date&date=2026-13-40", "date"},
		{"type=date&date=2999-01-01", "Zukunft"},
		{"type=everything", "everything"},
		{"sortBy=x&search=" + strings.Repeat("a", 300), "search"},
	}
	for _, tc := range tests {
		res, body := download(t, c, base+"/api/admin/export?"+tc.query)
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(string(body), tc.word) {
			t.Errorf("%s: %d %s, want 400 naming %q", tc.query, res.StatusCode, body, tc.word)
		}
	}
}

// formulaBusinesses have cells that a spreadsheet would run as formulas.
func formulaBusinesses() []directory.Business {
	return []directory.Business{
		{Name: "=HYPERLINK(\"http://evil.example\",\"Klick\")", City: "Köln", PlaceID: "f-1", Phone: "+49 221 123"},
		{Name: "@SUM(A1:A9)", City: "Köln", PlaceID: "f-2", Description: "-2+3"},
		{Name: "\tTab", City: "Köln", PlaceID: "f-3", Category: "Café", Subtypes: "+Plus, Minus", Address: "\rHinterhof"},
		{Name: "harmlos;=HYPERLINK(\"http://evil.example\",\"Klick\")", City: "New York", PlaceID: "f-4",
			Description: "Preise, -1+1", Latitude: ptr(40.7505), Longitude: ptr(-73.9910376), Phone: "-5"},
	}
}

func ptr[T any](v T) *T { return &v }

// A cell that a spreadsheet would run as a formula is written as text,
// also where it starts after a semicolon or comma inside the cell (a
// reader that splits at semicolons sees a cell there); plain numbers such
// as negative longitudes stay numbers.
func TestExportNeutralisesFormulas(t *testing.T) {
	srv := startServer(t, asAdmin(), withClock(time.Now), withBusinesses(formulaBusinesses()...))
	base, c := srv.URL, srv.admin(t)
	_, body := download(t, c, base+"/api/admin/export?type=all")
	byPlace := map[string]map[string]string{}
	for _, r := range rowsOf(t, body) {
		byPlace[r["place_id"]] = r
		for k, v := range r {
			if v != "" && strings.ContainsRune("=+-@\t\r", rune(v[0])) && k != "longitude" && k != "phone" {
				t.Errorf("%s of %s starts with %q: a spreadsheet would run it", k, r["name"], v[0])
			}
		}
	}
	for _, line := range strings.Split(string(body), "\n") {
		for _, cell := range strings.Split(line, ";")[1:] {
			if cell = strings.TrimLeft(cell, ` "`); cell != "" && strings.ContainsRune("=+-@\t\r", rune(cell[0])) {
				t.Errorf("split at semicolons, a cell starts with %q: %q", cell[0], cell)
			}
		}
	}
	checks := []struct{ place, field, want string }{
		{"f-1", "phone", "'+49 221 123"},
		{"f-4", "name", "harmlos;'=HYPERLINK(\"http://evil.example\",\"Klick\")"},
		{"f-4", "description", "Preise, '-1+1"},
		{"f-4", "longitude", "-73.9910376"},
		{"f-4", "phone", "-5"},
	}
	for _, ch := range checks {
		if got := byPlace[ch.place][ch.field]; got != ch.want {
			t.Errorf("%s of %s: %q, want %q", ch.field, ch.place, got, ch.want)
		}
	}
}

// An export imported again changes nothing but the update times: every
// business is found by its key and rewritten with the same values.
func TestExportImportRoundTrip(t *testing.T) {
	importWorkDir(t)
	var extra []directory.Business
	for b := range demo.Generate(3, 150) {
		extra = append(extra, b)
	}
	extra = append(extra, formulaBusinesses()...)
	srv := startServer(t, asAdmin(), withClock(time.Now), withBusinesses(extra...))
	base, st, c := srv.URL, srv.Store, srv.admin(t)
	before := stored(t, st)
	_, body := download(t, c, base+"/api/admin/export")
	r := mustImport(t, c, base, "businesses_export.csv", body)
	if r.Imported != 0 || r.Updated != len(before) || r.Errors != 0 || r.Duplicates != 0 {
		t.Fatalf("re-import %+v, want %d updated and nothing else", r, len(before))
	}
	after := stored(t, st)
	if len(after) != len(before) {
		t.Fatalf("%d businesses after the round trip, want %d", len(after), len(before))
	}
	for key, b := range before {
		a := after[key]
		a.UpdatedAt = b.UpdatedAt
		if diff := sameRow(b, a); diff != "" {
			t.Errorf("%s changed: %s", b.Name, diff)
		}
	}
}

// sameRow compares two stored businesses field by field.
func sameRow(a, b directory.ExportRow) string {
	w := a.Business
	json.Unmarshal([]byte(a.ReviewsPerScoreJSON), &w.ReviewsPerScore)
	json.Unmarshal([]byte(a.WorkingHoursJSON), &w.WorkingHours)
	w.About = json.RawMessage(a.AboutJSON)
	d := differences(w, b)
	extra := []struct {
		field string
		x, y  any
	}{
		{"id", a.ID, b.ID}, {"urlSlug", a.URLSlug, b.URLSlug}, {"hidden", a.Hidden, b.Hidden},
		{"isOpen", deref(a.IsOpen), deref(b.IsOpen)}, {"photos", a.PhotosJSON, b.PhotosJSON},
		{"createdAt", a.CreatedAt.UnixMilli(), b.CreatedAt.UnixMilli()},
	}
	for _, e := range extra {
		if e.x != e.y {
			d += "; " + e.field + " differs"
		}
	}
	return d
}
