package outscraper

import (
	"archive/zip"
	"bytes"
	"compress/flate"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writeLyingZip builds the minimal workbook but writes the sheet part raw
// with a declared uncompressed size of its choosing.
func writeLyingZip(t *testing.T, sheetXML string, declared uint64) string {
	t.Helper()
	var deflated bytes.Buffer
	fw, _ := flate.NewWriter(&deflated, flate.BestCompression)
	fw.Write([]byte(sheetXML))
	fw.Close()
	p := filepath.Join(t.TempDir(), "lie.xlsx")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	zw := zip.NewWriter(f)
	for _, part := range minimalXLSX("")[:3] {
		w, _ := zw.Create(part.name)
		w.Write([]byte(part.body))
	}
	w, err := zw.CreateRaw(&zip.FileHeader{Name: "xl/worksheets/sheet1.xml", Method: zip.Deflate,
		CompressedSize64: uint64(deflated.Len()), UncompressedSize64: declared})
	if err != nil {
		t.Fatal(err)
	}
	w.Write(deflated.Bytes())
	zw.Close()
	f.Close()
	return p
}

func TestXLSXDeclaredSizes(t *testing.T) {
	header := `<row r="1"><c t="inlineStr"><is><t>name</t></is></c></row>`
	sheet := `<worksheet><sheetData>` + header + strings.Repeat(`<row><c t="inlineStr"><is><t>a</t></is></c></row>`, 20000) + `</sheetData></worksheet>`

	t.Run("declared size over the limit is refused before inflating", func(t *testing.T) {
		p := writeLyingZip(t, sheet, MaxUnzipTotal+1)
		_, err := Open(p, "a.xlsx")
		wantCode(t, err, "invalid", "sıkıştırma bombası")
	})
	t.Run("data running past a small declared size is refused", func(t *testing.T) {
		p := writeLyingZip(t, sheet, 200)
		_, _, _, err := readAll(t, p, "a.xlsx")
		wantCode(t, err, "invalid", "bozuk")
	})
}
