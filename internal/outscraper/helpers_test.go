package outscraper

import (
	"archive/zip"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"

	"branchenbuch/internal/directory"
)

// writeFile writes content to a file named name in a fresh directory.
func writeFile(t testing.TB, name string, content []byte) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(p, content, 0o600); err != nil {
		t.Fatal(err)
	}
	return p
}

// writeXLSX writes rows with excelize; shared selects the shared-string
// table (File.SetSheetRow) instead of the StreamWriter's inline strings.
func writeXLSX(t testing.TB, rows [][]any, shared bool) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "in.xlsx")
	f := excelize.NewFile()
	defer f.Close()
	if shared {
		for i, r := range rows {
			cell, _ := excelize.CoordinatesToCellName(1, i+1)
			if err := f.SetSheetRow("Sheet1", cell, &r); err != nil {
				t.Fatal(err)
			}
		}
	} else {
		sw, err := f.NewStreamWriter("Sheet1")
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range rows {
			cell, _ := excelize.CoordinatesToCellName(1, i+1)
			if err := sw.SetRow(cell, r); err != nil {
				t.Fatal(err)
			}
		}
		if err := sw.Flush(); err != nil {
			t.Fatal(err)
		}
	}
	if err := f.SaveAs(p); err != nil {
		t.Fatal(err)
	}
	return p
}

// zipPart is one file of a hand-built zip.
type zipPart struct {
	name, body string
	store      bool // no compression
}

// writeZip builds an .xlsx-like zip from parts.
func writeZip(t testing.TB, name string, parts ...zipPart) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	for _, part := range parts {
		method := zip.Deflate
		if part.store {
			method = zip.Store
		}
		w, err := zw.CreateHeader(&zip.FileHeader{Name: part.name, Method: method})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write([]byte(part.body)); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return p
}

// minimalXLSX returns the parts of a one-sheet workbook with the given
// sheetData content.
func minimalXLSX(sheetData string) []zipPart {
	return []zipPart{
		{name: "[Content_Types].xml", body: `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>`},
		{name: "xl/workbook.xml", body: `<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`},
		{name: "xl/_rels/workbook.xml.rels", body: `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`},
		{name: "xl/worksheets/sheet1.xml", body: `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>` + sheetData + `</sheetData></worksheet>`},
	}
}

// readAll opens a file and returns the header and every data row with its number.
func readAll(t testing.TB, path, name string) (header []string, rows [][]string, nums []int, err error) {
	t.Helper()
	s, err := Open(path, name)
	if err != nil {
		return nil, nil, nil, err
	}
	defer s.Close()
	for {
		cells, n, err := s.Next()
		if err != nil {
			if err.Error() == "EOF" {
				return s.Header(), rows, nums, nil
			}
			return s.Header(), rows, nums, err
		}
		rows = append(rows, cells)
		nums = append(nums, n)
	}
}

// wantCode checks err is a *directory.Error with the code and a message
// containing fragment.
func wantCode(t *testing.T, err error, code, fragment string) {
	t.Helper()
	var de *directory.Error
	if !errors.As(err, &de) {
		t.Fatalf("err = %v, want *directory.Error %s", err, code)
	}
	if de.Code != code || !strings.Contains(de.Message, fragment) {
		t.Fatalf("err = %s %q, want %s containing %q", de.Code, de.Message, code, fragment)
	}
}
