package demo_test

import (
	"bytes"
	"encoding/csv"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"branchenbuch/internal/biff"
	"branchenbuch/internal/demo"
)

// TestWriteOutscraperXLSXReadsBack opens the written workbook with excelize
// and finds every cell as written: text as text, numbers as numbers,
// booleans as booleans, empty cells absent.
func TestWriteOutscraperXLSXReadsBack(t *testing.T) {
	const n = 80
	for _, g := range []demo.Generation{demo.Current, demo.Earlier} {
		var buf bytes.Buffer
		if err := demo.WriteOutscraperXLSX(&buf, g, 4, n); err != nil {
			t.Fatal(err)
		}
		f, err := excelize.OpenReader(&buf, excelize.Options{RawCellValue: true})
		if err != nil {
			t.Fatal(err)
		}
		defer f.Close()
		if got := f.GetSheetList(); !slices.Equal(got, []string{"Sheet1"}) {
			t.Errorf("%v: sheets %v, want [Sheet1]", g, got)
		}
		header := demo.OutscraperHeader(g)
		want := [][]any{}
		hr := make([]any, len(header))
		for i, h := range header {
			hr[i] = h
		}
		want = append(want, hr)
		for _, r := range rows(g, 4, n) {
			want = append(want, r.cells)
		}
		got, err := f.GetRows("Sheet1")
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != n+1 {
			t.Fatalf("%v: %d rows, want %d", g, len(got), n+1)
		}
		kinds := map[string]int{}
		for r, cells := range want {
			for c, v := range cells {
				name, _ := excelize.CoordinatesToCellName(c+1, r+1)
				typ, err := f.GetCellType("Sheet1", name)
				if err != nil {
					t.Fatal(err)
				}
				text := ""
				if c < len(got[r]) {
					text = got[r][c]
				}
				wantType, wantText := xlsxCell(v)
				if typ != wantType || text != wantText {
					t.Errorf("%v %s: type %v value %q, want type %v value %q (written %#v)", g, name, typ, text, wantType, wantText, v)
				}
				kinds[strconv.Itoa(int(typ))]++
			}
		}
		for _, typ := range []excelize.CellType{excelize.CellTypeUnset, excelize.CellTypeInlineString, excelize.CellTypeBool} {
			if kinds[strconv.Itoa(int(typ))] == 0 {
				t.Errorf("%v: no cell of type %v", g, typ)
			}
		}
	}
}

// xlsxCell is how excelize reads back a written cell: numbers carry no type
// attribute (CellTypeUnset), text is an inline string.
func xlsxCell(v any) (excelize.CellType, string) {
	switch v := v.(type) {
	case string:
		return excelize.CellTypeInlineString, v
	case float64:
		return excelize.CellTypeUnset, strconv.FormatFloat(v, 'f', -1, 64)
	case int:
		return excelize.CellTypeUnset, strconv.Itoa(v)
	case bool:
		if v {
			return excelize.CellTypeBool, "1"
		}
		return excelize.CellTypeBool, "0"
	}
	return excelize.CellTypeUnset, ""
}

// csvText is a cell as pandas writes it to CSV.
func csvText(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case float64:
		s := strconv.FormatFloat(v, 'f', -1, 64)
		if !strings.Contains(s, ".") {
			s += ".0"
		}
		return s
	case int:
		return strconv.Itoa(v)
	case bool:
		if v {
			return "True"
		}
		return "False"
	}
	return ""
}

func TestWriteOutscraperCSVParses(t *testing.T) {
	const n = 120
	for _, g := range []demo.Generation{demo.Current, demo.Earlier} {
		var buf bytes.Buffer
		if err := demo.WriteOutscraperCSV(&buf, g, 4, n); err != nil {
			t.Fatal(err)
		}
		if bytes.HasPrefix(buf.Bytes(), []byte("\xef\xbb\xbf")) {
			t.Errorf("%v: CSV starts with a BOM", g)
		}
		records, err := csv.NewReader(&buf).ReadAll()
		if err != nil {
			t.Fatalf("%v: %v", g, err)
		}
		if len(records) != n+1 {
			t.Fatalf("%v: %d records, want %d", g, len(records), n+1)
		}
		if !slices.Equal(records[0], demo.OutscraperHeader(g)) {
			t.Errorf("%v: header %v", g, records[0])
		}
		var floats, quoted int
		for i, r := range rows(g, 4, n) {
			for c, v := range r.cells {
				if got, want := records[i+1][c], csvText(v); got != want {
					t.Errorf("%v record %d column %s = %q, want %q", g, i+2, records[0][c], got, want)
				}
				if _, ok := v.(float64); ok {
					floats++
				}
				if s, ok := v.(string); ok && strings.Contains(s, ",") {
					quoted++
				}
			}
		}
		if floats == 0 || quoted == 0 {
			t.Errorf("%v: %d float cells, %d cells with commas; the test checks too little", g, floats, quoted)
		}
	}
}

func TestWriteOutscraperFile(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"a.xlsx", "b.CSV", "f.xls"} {
		path := filepath.Join(dir, name)
		if err := demo.WriteOutscraperFile(path, demo.Current, 1, 25); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		zip := bytes.HasPrefix(data, []byte("PK\x03\x04"))
		ole2 := bytes.HasPrefix(data, []byte("\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"))
		if zip != strings.HasSuffix(name, ".xlsx") || ole2 != strings.HasSuffix(name, ".xls") {
			t.Errorf("%s: zip %v, OLE2 %v", name, zip, ole2)
		}
	}
	for _, tt := range []struct {
		name string
		n    int
	}{{"c.txt", 5}, {"d", 5}, {"e.xlsx", excelize.TotalRows}, {"g.xls", 70_000}} {
		path := filepath.Join(dir, tt.name)
		if err := demo.WriteOutscraperFile(path, demo.Current, 1, tt.n); err == nil {
			t.Errorf("%s with %d rows: no error", tt.name, tt.n)
		}
		if _, err := os.Stat(path); !os.IsNotExist(err) {
			t.Errorf("%s: left behind after the error (%v)", tt.name, err)
		}
	}
}

// TestWriteOutscraperXLSReadsBack reads the .xls with the project's own
// BIFF reader: header, row count and every text cell as written.
func TestWriteOutscraperXLSReadsBack(t *testing.T) {
	const n = 60
	for _, g := range []demo.Generation{demo.Current, demo.Earlier} {
		var buf bytes.Buffer
		if err := demo.WriteOutscraperXLS(&buf, g, 4, n); err != nil {
			t.Fatal(err)
		}
		wb, err := biff.Open(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
		if err != nil {
			t.Fatalf("%v: %v", g, err)
		}
		var got [][]string
		for r, err := range wb.Rows() {
			if err != nil {
				t.Fatalf("%v: %v", g, err)
			}
			got = append(got, r.Cells)
		}
		if len(got) != n+1 {
			t.Fatalf("%v: %d rows, want %d", g, len(got), n+1)
		}
		if header := demo.OutscraperHeader(g); !slices.Equal(got[0][:len(header)], header) {
			t.Errorf("%v: header %v", g, got[0])
		}
		for i, r := range rows(g, 4, n) {
			for c, v := range r.cells {
				text := ""
				if c < len(got[i+1]) {
					text = got[i+1][c]
				}
				if s, ok := v.(string); ok && text != s || v == nil && text != "" {
					t.Errorf("%v row %d column %d = %q, want %#v", g, i+2, c+1, text, v)
				}
			}
		}
	}
	if err := demo.WriteOutscraperXLS(io.Discard, demo.Current, 1, 65_536); err == nil {
		t.Error("65,536 data rows (65,537 with the header) written to .xls without an error")
	}
}
