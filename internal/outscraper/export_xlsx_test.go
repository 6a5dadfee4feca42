package outscraper

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"branchenbuch/internal/directory"

	"github.com/xuri/excelize/v2"
)

// xlsxOf writes rows with an XLSXExport and returns the file's bytes.
func xlsxOf(t testing.TB, rows []directory.ExportRow) []byte {
	t.Helper()
	x, err := NewXLSXExport()
	if err != nil {
		t.Fatal(err)
	}
	defer x.Close()
	for i := range rows {
		if err := x.Write(&rows[i]); err != nil {
			t.Fatal(err)
		}
	}
	var buf bytes.Buffer
	n, err := x.WriteTo(&buf)
	if err != nil || n != int64(buf.Len()) {
		t.Fatalf("WriteTo: %d bytes of %d, %v", n, buf.Len(), err)
	}
	return buf.Bytes()
}

// typedRow is a business with a value in every column, the US clinic
// of the issue among them: a negative longitude and an international phone.
func typedRow() directory.ExportRow {
	f := func(v float64) *float64 { return &v }
	price, open := 2, false
	created := time.Date(2026, 11, 21, 9, 30, 15, 0, time.UTC) // 10:30:15 in Berlin
	return directory.ExportRow{Business: directory.Business{ID: 42, PlaceID: "ChIJ42", Name: "=HYPERLINK(\"http://evil\")",
		Category: "Medical clinic", CategorySlug: "gesundheit", Subtypes: "Clinic, -Lab", Type: "Medical clinic",
		Phone: "+1 866-342-2910", Website: "https://clinic.example", FullAddress: "5 Penn Plaza, New York, NY 10001",
		Address: "5 Penn Plaza, New York", City: "New York", PostalCode: "01067", Country: "United States", CountryCode: "US",
		Latitude: f(40.7505), Longitude: f(-73.9910376), Rating: 4.8, ReviewCount: 1234, PhotosCount: 7,
		ReviewsLink: "https://search.google.com/local/reviews?placeid=ChIJ42", BusinessStatus: "OPERATIONAL",
		Description: "'=already guarded", Verified: true, PriceLevel: &price, IsOpen: &open, TimeZone: "America/New_York",
		Hidden: true, URLSlug: "new-york/clinic", CreatedAt: created, UpdatedAt: created.Add(36 * time.Hour)},
		ReviewsPerScoreJSON: `{"1":1,"5":9}`, PhotosJSON: `["https://p/1"]`, WorkingHoursJSON: `{"Monday":"09:00–17:00"}`,
		AboutJSON: `{"Payments":{"Credit cards":true}}`}
}

// TestXLSXExportTypedCells opens the export with excelize: numbers,
// booleans and dates are typed cells, text is text as stored (no formula
// guard needed there), the header stays in view and carries the autofilter.
func TestXLSXExportTypedCells(t *testing.T) {
	r := typedRow()
	f, err := excelize.OpenReader(bytes.NewReader(xlsxOf(t, []directory.ExportRow{r, {Business: directory.Business{ID: 43, Name: "Leer"}}})))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if got := f.GetSheetList(); !slices.Equal(got, []string{"businesses"}) {
		t.Fatalf("sheets %v", got)
	}
	const sh = "businesses"
	cell := func(header string, row int) string {
		return fmt.Sprintf("%s%d", columnOf(t, header), row)
	}
	tests := []struct {
		header string
		typ    excelize.CellType
		raw    string
	}{
		{"id", excelize.CellTypeUnset, "42"},
		{"name", excelize.CellTypeInlineString, `=HYPERLINK("http://evil")`},
		{"phone", excelize.CellTypeInlineString, "+1 866-342-2910"},
		{"postal_code", excelize.CellTypeInlineString, "01067"},
		{"subtypes", excelize.CellTypeInlineString, "Clinic, -Lab"},
		{"description", excelize.CellTypeInlineString, "''=already guarded"},
		{"latitude", excelize.CellTypeUnset, "40.7505"},
		{"longitude", excelize.CellTypeUnset, "-73.9910376"},
		{"rating", excelize.CellTypeUnset, "4.8"},
		{"reviews", excelize.CellTypeUnset, "1234"},
		{"photos_count", excelize.CellTypeUnset, "7"},
		{"verified", excelize.CellTypeBool, "1"},
		{"is_open", excelize.CellTypeBool, "0"},
		{"hidden", excelize.CellTypeBool, "1"},
		{"range", excelize.CellTypeInlineString, "$$"},
	}
	for _, tc := range tests {
		ref := cell(tc.header, 2)
		typ, _ := f.GetCellType(sh, ref)
		raw, _ := f.GetCellValue(sh, ref, excelize.Options{RawCellValue: true})
		if typ != tc.typ || raw != tc.raw {
			t.Errorf("%s (%s): type %v value %q, want type %v value %q", tc.header, ref, typ, raw, tc.typ, tc.raw)
		}
	}
	for _, header := range []string{"name", "phone", "about", "range"} {
		style, _ := f.GetCellStyle(sh, cell(header, 2))
		if s, err := f.GetStyle(style); err != nil || s.NumFmt != 49 {
			t.Errorf("%s: style %d (%v), want the text format 49 (@)", header, style, err)
		}
	}
	if got, _ := f.GetCellValue(sh, cell("created_at", 2)); got != "2026-11-21 10:30:15" {
		t.Errorf("created_at shows %q, want Berlin's wall time 2026-11-21 10:30:15", got)
	}
	if got, _ := f.GetCellValue(sh, cell("updated_at", 2)); got != "2026-11-22 22:30:15" {
		t.Errorf("updated_at shows %q", got)
	}
	for _, header := range []string{"latitude", "is_open", "created_at", "place_id"} {
		if v, _ := f.GetCellValue(sh, cell(header, 3)); v != "" {
			t.Errorf("%s of a business without one: %q, want no cell", header, v)
		}
	}
	header, _ := f.GetRows(sh)
	if !slices.Equal(header[0], ExportHeader) {
		t.Errorf("header %v", header[0])
	}
	panes, err := f.GetPanes(sh)
	if err != nil || !panes.Freeze || panes.YSplit != 1 || panes.TopLeftCell != "A2" {
		t.Errorf("panes %+v (%v), want the header row frozen", panes, err)
	}
	filters, err := f.GetDefinedName(), error(nil)
	if i := slices.IndexFunc(filters, func(d excelize.DefinedName) bool { return d.Name == "_xlnm._FilterDatabase" }); i < 0 ||
		filters[i].RefersTo != "'businesses'!$A$1:$AI$3" {
		t.Errorf("autofilter %+v (%v), want over A1:AI3", filters, err)
	}
	for header, want := range map[string]float64{"name": 34, "description": 48, "about": defaultWidth} {
		if w, _ := f.GetColWidth(sh, columnOf(t, header)); w != want {
			t.Errorf("width of %s: %v, want %v", header, w, want)
		}
	}
}

func columnOf(t testing.TB, header string) string {
	i := slices.Index(ExportHeader, header)
	if i < 0 {
		t.Fatalf("no column %q", header)
	}
	name, _ := excelize.ColumnNumberToName(i + 1)
	return name
}

// TestXLSXExportImportsBack reads the export with the importer's reader and
// mapper: every business maps to the same values as from the CSV export,
// for hostile texts in every text column too.
func TestXLSXExportImportsBack(t *testing.T) {
	rows := []directory.ExportRow{typedRow()}
	for i, s := range append(slices.Clone(hostileCells), "harmlos;=HYPERLINK(\"x\")", "a; ''-1", "-5", "+49 30 1") {
		if strings.TrimSpace(s) == "" || !utf8.ValidString(s) || strings.ContainsAny(s, "\x00\r\u0085") {
			continue // no name, bytes an XML sheet cannot hold, or a CR, which a CSV reader turns into a line feed
		}
		rows = append(rows, directory.ExportRow{Business: directory.Business{ID: int64(i + 100), Name: s, Subtypes: s,
			Phone: s, Description: s, City: s, PlaceID: fmt.Sprint("p", i)}, AboutJSON: s})
	}
	fromCSV := mapped(t, "export.csv", written(t, rows))
	fromXLSX := mapped(t, "export.xlsx", xlsxOf(t, rows))
	if len(fromXLSX) != len(rows) || len(fromCSV) != len(rows) {
		t.Fatalf("%d rows from the .xlsx, %d from the CSV, want %d", len(fromXLSX), len(fromCSV), len(rows))
	}
	for i := range rows {
		if !reflect.DeepEqual(fromXLSX[i], fromCSV[i]) {
			t.Errorf("row %d:\n.xlsx %+v\n.csv  %+v", i+1, fromXLSX[i], fromCSV[i])
		}
	}
	b := fromXLSX[0]
	if b.Name != `=HYPERLINK("http://evil")` || b.Description != "'=already guarded" || b.Phone != "+1 866-342-2910" ||
		*b.Longitude != -73.9910376 || b.PostalCode != "01067" || !b.Verified || b.IsOpen == nil || *b.IsOpen {
		t.Errorf("first row read back as %+v", b)
	}
}

// mapped reads an export file as an import does.
func mapped(t *testing.T, name string, content []byte) []directory.Business {
	t.Helper()
	header, rows, _, err := readAll(t, writeFile(t, name, content), name)
	if err != nil {
		t.Fatal(err)
	}
	m, err := NewMapper(header)
	if err != nil {
		t.Fatal(err)
	}
	var out []directory.Business
	for i, cells := range rows {
		b, err := m.Map(cells)
		if err != nil {
			t.Fatalf("%s row %d: %v", name, i+2, err)
		}
		out = append(out, b)
	}
	return out
}

// TestXLSXExportContinuesOnFurtherSheets: with sheets of 4 rows, 7
// businesses fill two sheets and begin a third, each with the header,
// the frozen row and its own autofilter.
func TestXLSXExportContinuesOnFurtherSheets(t *testing.T) {
	defer func(n int) { sheetRows = n }(sheetRows)
	sheetRows = 4
	var rows []directory.ExportRow
	for i := range 7 {
		rows = append(rows, directory.ExportRow{Business: directory.Business{ID: int64(i + 1), Name: fmt.Sprint("Firma ", i+1)}})
	}
	f, err := excelize.OpenReader(bytes.NewReader(xlsxOf(t, rows)))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	want := map[string][]string{"businesses": {"1", "2", "3"}, "businesses 2": {"4", "5", "6"}, "businesses 3": {"7"}}
	if got := f.GetSheetList(); !slices.Equal(got, []string{"businesses", "businesses 2", "businesses 3"}) {
		t.Fatalf("sheets %v", got)
	}
	var filters []string
	for _, d := range f.GetDefinedName() {
		filters = append(filters, d.RefersTo)
	}
	for sheet, ids := range want {
		all, err := f.GetRows(sheet)
		if err != nil || len(all) != len(ids)+1 || !slices.Equal(all[0], ExportHeader) {
			t.Fatalf("sheet %q: %d rows, header %v (%v)", sheet, len(all), all[0], err)
		}
		for i, id := range ids {
			if all[i+1][0] != id {
				t.Errorf("sheet %q row %d: id %s, want %s", sheet, i+2, all[i+1][0], id)
			}
		}
		if p, _ := f.GetPanes(sheet); !p.Freeze {
			t.Errorf("sheet %q: header not frozen", sheet)
		}
		if ref := fmt.Sprintf("'%s'!$A$1:$AI$%d", sheet, len(ids)+1); !slices.Contains(filters, ref) {
			t.Errorf("sheet %q: autofilters %v, want %s", sheet, filters, ref)
		}
	}
}

// TestXLSXExportEmpty: without businesses the workbook holds the header.
func TestXLSXExportEmpty(t *testing.T) {
	header, rows, _, err := readAll(t, writeFile(t, "e.xlsx", xlsxOf(t, nil)), "e.xlsx")
	if err != nil || len(rows) != 0 || !slices.Equal(header, ExportHeader) {
		t.Errorf("header %v, %d rows, %v", header, len(rows), err)
	}
}

// BenchmarkXLSXExport writes the CSV benchmark's row to an .xlsx sheet.
func BenchmarkXLSXExport(b *testing.B) {
	r := benchExportRow()
	x, err := NewXLSXExport()
	if err != nil {
		b.Fatal(err)
	}
	defer x.Close()
	b.ReportAllocs()
	for b.Loop() {
		if err := x.Write(&r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rows/s")
}

// TestXLSXExportColumnsInOrder: the sheet lists its column widths in
// ascending order, as Excel requires.
func TestXLSXExportColumnsInOrder(t *testing.T) {
	header, err := sheetXML(t, xlsxOf(t, nil))
	if err != nil {
		t.Fatal(err)
	}
	mins := regexp.MustCompile(`<col min="(\d+)"`).FindAllStringSubmatch(header, -1)
	if len(mins) != len(ExportHeader) {
		t.Fatalf("%d column widths, want %d", len(mins), len(ExportHeader))
	}
	for i, m := range mins {
		if m[1] != strconv.Itoa(i+1) {
			t.Fatalf("column width %d is for column %s, want %d", i+1, m[1], i+1)
		}
	}
}

// sheetXML returns the first sheet's XML of an .xlsx file.
func sheetXML(t *testing.T, file []byte) (string, error) {
	zr, err := zip.NewReader(bytes.NewReader(file), int64(len(file)))
	if err != nil {
		return "", err
	}
	rc, err := zr.Open("xl/worksheets/sheet1.xml")
	if err != nil {
		return "", err
	}
	defer rc.Close()
	b, err := io.ReadAll(rc)
	return string(b), err
}
