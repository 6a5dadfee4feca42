package httpapi_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"mime/multipart"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
	"branchenbuch/internal/httpapi"
)

// Every format and header generation imports every field the directory
// keeps, exactly as the generator made it.
func TestImportFixtures(t *testing.T) {
	const n = 80
	want := map[string]directory.Business{}
	for b := range demo.Generate(7, n) {
		want["p:"+b.PlaceID] = b
	}
	for _, format := range []string{"xlsx", "xls", "csv"} {
		for _, g := range []demo.Generation{demo.Current, demo.Earlier} {
			t.Run(format+"/"+g.String(), func(t *testing.T) {
				work := importWorkDir(t)
				srv := startServer(t, asAdmin())
				base, st := srv.URL, srv.Store
				c := adminClient(t, base, testPassword)
				before := len(stored(t, st))
				path := filepath.Join(t.TempDir(), "outscraper."+format)
				if err := demo.WriteOutscraperFile(path, g, 7, n); err != nil {
					t.Fatal(err)
				}
				content, err := os.ReadFile(path)
				if err != nil {
					t.Fatal(err)
				}
				r := mustImport(t, c, base, "Outscraper Export."+strings.ToUpper(format), content)
				if r.Imported != n || r.Updated != 0 || r.Duplicates != 0 || r.Errors != 0 {
					t.Fatalf("result %+v, want %d imported and nothing else", r, n)
				}
				got := stored(t, st)
				if len(got) != before+n {
					t.Errorf("%d businesses stored, want %d", len(got), before+n)
				}
				for key, w := range want {
					g, ok := got[key]
					if !ok {
						t.Errorf("%s (%s) not stored", w.Name, key)
						continue
					}
					if diff := differences(w, g); diff != "" {
						t.Errorf("%s: %s", w.Name, diff)
					}
				}
				assertNoTrace(t, work)
			})
		}
	}
}

// differences lists the fields in which a stored business differs from the
// generated one; an import carries every field except IsOpen (not in
// Outscraper's exports) and the photos (never hot-linked).
func differences(want directory.Business, got directory.ExportRow) string {
	var d []string
	check := func(field string, w, g any) {
		if fmt.Sprint(w) != fmt.Sprint(g) {
			d = append(d, fmt.Sprintf("%s = %v, want %v", field, g, w))
		}
	}
	check("name", want.Name, got.Name)
	check("category", want.Category, got.Category)
	check("categorySlug", want.CategorySlug, got.CategorySlug)
	check("subtypes", want.Subtypes, got.Subtypes)
	check("type", want.Type, got.Type)
	check("phone", want.Phone, got.Phone)
	check("website", want.Website, got.Website)
	check("fullAddress", want.FullAddress, got.FullAddress)
	check("address", want.Address, got.Address)
	check("city", want.City, got.City)
	check("postalCode", want.PostalCode, got.PostalCode)
	check("country", want.Country, got.Country)
	check("countryCode", want.CountryCode, got.CountryCode)
	check("latitude", deref(want.Latitude), deref(got.Latitude))
	check("longitude", deref(want.Longitude), deref(got.Longitude))
	check("rating", want.Rating, got.Rating)
	check("reviewCount", want.ReviewCount, got.ReviewCount)
	check("reviewsLink", want.ReviewsLink, got.ReviewsLink)
	check("reviewsPerScore", storedJSON(want.ReviewsPerScore), got.ReviewsPerScoreJSON)
	check("photosCount", want.PhotosCount, got.PhotosCount)
	check("businessStatus", want.BusinessStatus, got.BusinessStatus)
	check("workingHours", storedJSON(want.WorkingHours), got.WorkingHoursJSON)
	check("about", string(want.About), got.AboutJSON)
	check("description", want.Description, got.Description)
	check("verified", want.Verified, got.Verified)
	check("priceLevel", deref(want.PriceLevel), deref(got.PriceLevel))
	return strings.Join(d, "; ")
}

func deref[T any](p *T) any {
	if p == nil {
		return nil
	}
	return *p
}

// storedJSON encodes a map as the store keeps it: empty is "".
func storedJSON[M ~map[string]V, V any](m M) string {
	if len(m) == 0 {
		return ""
	}
	b, _ := json.Marshal(m)
	return string(b)
}

// A file's bad rows and duplicates are reported with their spreadsheet row
// numbers (the header is row 1), and every good row is imported.
func TestImportReportsRows(t *testing.T) {
	work := importWorkDir(t)
	srv := startServer(t, asAdmin())
	base, st := srv.URL, srv.Store
	c := adminClient(t, base, testPassword)
	before := len(stored(t, st))
	csv := "name;place_id;city;latitude;longitude;rating;website\n" + // row 1
		"Bäckerei Sonnenschein;p-1;Köln;50.94;6.96;4.5;https://baeckerei.example\n" + // 2
		"Bäckerei Sonnenschein (Filiale);p-1;Köln;50.94;6.96;4.5;\n" + // 3: same place id
		";p-2;Köln;;;;\n" + // 4: no name
		"Zu weit im Norden;p-3;Köln;95.3;6.96;;\n" + // 5
		"Überbewertet;p-4;Köln;;;7;\n" + // 6
		"Skript;p-5;Köln;;;;javascript:alert(1)\n" + // 7
		"\"Mehrzeilig\nGmbH\";p-6;Köln;;;;\n" + // 8 (one record over two lines)
		";;;;;;\n" + // 9: empty, skipped
		"Ohne Place ID;;Köln;;;;\n" + // 10
		"Ohne Place ID;;Köln;;;;\n" // 11: same name and address
	r := mustImport(t, c, base, "rows.csv", []byte(csv))
	if r.Imported != 3 || r.Updated != 0 || r.Duplicates != 2 || r.Errors != 4 {
		t.Fatalf("result %+v, want 3 imported, 2 duplicates, 4 errors", r)
	}
	var dupRows []int
	for _, d := range r.DuplicateReport {
		dupRows = append(dupRows, d.RowNumber)
	}
	if fmt.Sprint(dupRows) != "[3 11]" || r.DuplicateReport[0].PlaceID != "p-1" ||
		r.DuplicateReport[0].Name != "Bäckerei Sonnenschein (Filiale)" {
		t.Errorf("duplicate report %+v, want rows 3 (p-1) and 11", r.DuplicateReport)
	}
	wantErrors := []struct {
		row  int
		word string
	}{{4, "name"}, {5, "95.3"}, {6, "7"}, {7, "javascript"}}
	if len(r.ErrorReport) != len(wantErrors) {
		t.Fatalf("error report %+v, want %d entries", r.ErrorReport, len(wantErrors))
	}
	for i, w := range wantErrors {
		if e := r.ErrorReport[i]; e.RowNumber != w.row || !strings.Contains(e.Error, w.word) {
			t.Errorf("error %d = %+v, want row %d naming %q", i, e, w.row, w.word)
		}
	}
	if got := len(stored(t, st)); got != before+3 {
		t.Errorf("%d businesses, want %d", got, before+3)
	}
	assertNoTrace(t, work)
}

// A row whose place id is stored updates that business; its id and url slug
// stay, so that links keep working.
func TestImportUpdatesByPlaceID(t *testing.T) {
	importWorkDir(t)
	srv := startServer(t, asAdmin())
	base, st := srv.URL, srv.Store
	c := adminClient(t, base, testPassword)
	mustImport(t, c, base, "a.csv", []byte("name,place_id,city,rating\nElektro Blitz,p-blitz,Dresden,4.1\n"))
	first := stored(t, st)["p:p-blitz"]
	r := mustImport(t, c, base, "b.csv", []byte("name,place_id,city,rating\nElektro Blitz GmbH,p-blitz,Dresden,4.7\n"))
	if r.Imported != 0 || r.Updated != 1 {
		t.Errorf("second import %+v, want 1 updated", r)
	}
	again := stored(t, st)["p:p-blitz"]
	if again.ID != first.ID || again.URLSlug != first.URLSlug || again.Name != "Elektro Blitz GmbH" || again.Rating != 4.7 {
		t.Errorf("after update: id %d slug %q name %q rating %v; want id %d slug %q with the new name and rating",
			again.ID, again.URLSlug, again.Name, again.Rating, first.ID, first.URLSlug)
	}
}

// Hostile and broken uploads get a clear 4xx, change nothing and leave no
// file behind.
func TestImportRefusesBadUploads(t *testing.T) {
	work := importWorkDir(t)
	srv := startServer(t, asAdmin())
	base, st := srv.URL, srv.Store
	c := adminClient(t, base, testPassword)
	before := stored(t, st)
	big := bytes.Repeat([]byte("name,place_id\n"), 21<<20/14)
	tests := []struct {
		name, file string
		content    []byte
		status     int
		word       string
	}{
		{"over 20 MB", "big.csv", big, http.StatusRequestEntityTooLarge, "20 MB"},
		{"empty", "empty.xlsx", nil, http.StatusBadRequest, "boş"},
		{"text named xlsx", "fake.xlsx", []byte("name,place_id\nA,p\n"), http.StatusUnsupportedMediaType, ".xlsx"},
		{"zip named xls", "fake.xls", []byte("PK\x03\x04 not really"), http.StatusUnsupportedMediaType, ".xls"},
		{"unknown extension", "notes.txt", []byte("name\nA\n"), http.StatusUnsupportedMediaType, ".txt"},
		{"no name column", "noname.csv", []byte("title,place_id\nA,p\n"), http.StatusBadRequest, "name"},
		{"header only", "header.csv", []byte("name,place_id\n"), http.StatusBadRequest, "satır"},
		{"binary named csv", "bin.csv", []byte("name\x00\x01\x02"), http.StatusUnsupportedMediaType, ".csv"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, body := upload(t, c, base, tc.file, tc.content)
			var e struct{ Error, Details string }
			json.Unmarshal([]byte(body), &e)
			if res.StatusCode != tc.status || e.Details == "" || !strings.Contains(e.Details, tc.word) {
				t.Errorf("%d %s, want %d with details naming %q", res.StatusCode, body, tc.status, tc.word)
			}
			assertNoTrace(t, work)
		})
	}
	if after := stored(t, st); !maps.EqualFunc(before, after, func(a, b directory.ExportRow) bool { return a.UpdatedAt.Equal(b.UpdatedAt) }) {
		t.Errorf("bad uploads changed the directory: %d → %d businesses", len(before), len(after))
	}
	t.Run("no file field", func(t *testing.T) {
		res, body := call(t, c, http.MethodPost, base+"/api/admin/import-excel", map[string]string{"excelFile": "x"})
		if res.StatusCode != http.StatusBadRequest || !strings.Contains(body, "details") {
			t.Errorf("%d %s, want 400 with details", res.StatusCode, body)
		}
	})
}

// The upload limit is the operator's setting (MAX_UPLOAD_MB): a file of
// exactly the limit imports, one byte more is refused with a message that
// names the limit, the setting and the alternatives, also when the request
// claims a smaller length than it sends.
func TestImportUploadLimit(t *testing.T) {
	work := importWorkDir(t)
	srv := startServer(t, asAdmin(), withConfig(httpapi.Config{MaxUploadMB: 1}))
	base, st := srv.URL, srv.Store
	c := adminClient(t, base, testPassword)
	// A valid CSV padded with a trailing column to an exact size.
	sized := func(n int) []byte {
		head := "name,place_id,note\nGrenzfall GmbH,p-limit,"
		return append([]byte(head), bytes.Repeat([]byte("x"), n-len(head))...)
	}
	for _, tc := range []struct {
		name   string
		size   int
		status int
	}{
		{"just under", 1<<20 - 1, http.StatusOK},
		{"at the limit", 1 << 20, http.StatusOK},
		{"one byte over", 1<<20 + 1, http.StatusRequestEntityTooLarge},
		{"far over", 3 << 20, http.StatusRequestEntityTooLarge},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, body := upload(t, c, base, "limit.csv", sized(tc.size))
			if res.StatusCode != tc.status {
				t.Fatalf("%d bytes: %d %.200s, want %d", tc.size, res.StatusCode, body, tc.status)
			}
			if tc.status == http.StatusRequestEntityTooLarge {
				for _, word := range []string{"1 MB", "MAX_UPLOAD_MB", "branchenbuch import", "böl"} {
					if !strings.Contains(body, word) {
						t.Errorf("the message does not say %q: %s", word, body)
					}
				}
			}
			assertNoTrace(t, work)
		})
	}
	if _, ok := stored(t, st)["p:p-limit"]; !ok {
		t.Error("the file at the limit was not imported")
	}
	t.Run("a body longer than it says", func(t *testing.T) {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		fw, _ := mw.CreateFormFile("excelFile", "liar.csv")
		fw.Write(sized(2 << 20))
		mw.Close()
		req, _ := http.NewRequest(http.MethodPost, base+"/api/admin/import-excel", bytes.NewReader(body.Bytes()))
		req.Header.Set("Content-Type", mw.FormDataContentType())
		req.ContentLength = 1000 // the server reads what arrives, not what the header says
		res, err := c.Do(req)
		if err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				t.Errorf("a 2 MB body claiming 1,000 bytes was imported")
			}
		}
		assertNoTrace(t, work)
	})
}
