package outscraper

import (
	"io"
	"os"
	"path/filepath"
	"testing"
)

func TestOpenChecksFormat(t *testing.T) {
	xlsx, err := os.ReadFile(writeZip(t, "a.xlsx", minimalXLSX(`<row><c t="inlineStr"><is><t>name</t></is></c></row>`)...))
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name     string
		file     string
		content  []byte
		code     string
		fragment string
	}{
		{"empty xlsx", "a.xlsx", nil, "invalid", "Dosya boş."},
		{"empty csv", "a.csv", nil, "invalid", "Dosya boş."},
		{"unknown extension", "a.pdf", []byte("%PDF"), "unsupported_media_type", `".pdf"`},
		{"no extension", "export", []byte("name\n"), "unsupported_media_type", "yalnızca .xlsx, .xls ve .csv"},
		{"text named xlsx", "a.xlsx", []byte("name,city\nA,B\n"), "unsupported_media_type", "Dosya uzantısı .xlsx ama içerik bir Excel dosyası değil."},
		{"encrypted workbook named xlsx", "a.xlsx", oleFile("EncryptionInfo", "EncryptedPackage"), "invalid", "Şifreli (parola korumalı)"},
		{"encrypted workbook named xls", "a.xls", oleFile("EncryptionInfo", "EncryptedPackage"), "invalid", "Şifreli (parola korumalı)"},
		{"xls named xlsx", "a.xlsx", oleFile("Workbook"), "unsupported_media_type", "Excel 97–2003 (.xls)"},
		{"xlsx named xls", "a.xls", xlsx, "unsupported_media_type", ".xlsx uzantısıyla"},
		{"text named xls", "a.XLS", []byte("name\n"), "unsupported_media_type", "Dosya uzantısı .xls ama"},
		{"xlsx named csv", "a.csv", xlsx, "unsupported_media_type", "Dosya uzantısı .csv ama içerik bir Excel"},
		{"binary named csv", "a.csv", []byte("name\x00\x01\x02"), "unsupported_media_type", "içerik metin değil"},
		{"utf-16 csv", "a.csv", []byte("\xFF\xFEn\x00a\x00"), "unsupported_media_type", "UTF-16"},
		{"csv without name", "a.csv", []byte("title,city\nA,B\n"), "invalid", `"name" sütunu yok`},
		{"csv of blank lines", "a.csv", []byte("\n\n\n"), "invalid", "Başlık satırı bulunamadı"},
		{"csv of empty cells", "a.csv", []byte(",,\n , ,\n"), "invalid", "Başlık satırı bulunamadı"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := writeFile(t, "upload", tt.content)
			s, err := Open(p, tt.file)
			if err == nil {
				s.Close()
			}
			wantCode(t, err, tt.code, tt.fragment)
		})
	}
}

func TestOpenUppercaseExtension(t *testing.T) {
	p := writeFile(t, "x", []byte("Name;City\nA;B\n"))
	s, err := Open(p, "EXPORT.CSV")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if got, want := s.Format(), "csv"; got != want {
		t.Errorf("Format() = %q, want %q", got, want)
	}
	cells, row, err := s.Next()
	if err != nil || row != 2 || cells[1] != "B" {
		t.Errorf("Next() = %q, %d, %v; want [A B], 2, nil", cells, row, err)
	}
	if _, _, err := s.Next(); err != io.EOF {
		t.Errorf("Next() at end = %v, want io.EOF", err)
	}
}

// TestOpenLeavesNoTempFiles opens good and hostile workbooks with TMPDIR
// pointing at an empty directory and wants it empty afterwards.
func TestOpenLeavesNoTempFiles(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	good := writeXLSX(t, [][]any{{"name"}, {"A"}}, true)
	bad := writeZip(t, "b.xlsx", minimalXLSX(`<row><c t="inlineStr"><is><t>name</t></is></c></row><row r="-1"/>`)...)
	for _, p := range []string{good, bad} {
		if s, err := Open(p, "x.xlsx"); err == nil {
			for err == nil {
				_, _, err = s.Next()
			}
			s.Close()
		}
	}
	entries, err := os.ReadDir(tmp)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != 0 {
		t.Errorf("temp dir holds %d entries after Close, want 0 (first: %s)", len(entries), filepath.Join(tmp, entries[0].Name()))
	}
}

// TestTooManyRows streams a sheet with 1,048,577 rows (stored, not
// deflated, to keep the test fast) and wants the last one refused by number.
func TestTooManyRows(t *testing.T) {
	if testing.Short() {
		t.Skip("writes a 40 MB file")
	}
	p := filepath.Join(t.TempDir(), "many.csv")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	buf := make([]byte, 0, 1<<20)
	buf = append(buf, "name\n"...)
	for i := 2; i <= MaxRows+1; i++ {
		buf = append(buf, "a\n"...)
		if len(buf) > 1<<20-8 {
			f.Write(buf)
			buf = buf[:0]
		}
	}
	f.Write(buf)
	f.Close()
	s, err := Open(p, "many.csv")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var last int
	for {
		_, row, err := s.Next()
		if err != nil {
			wantCode(t, err, "invalid", "Satır 1048577")
			break
		}
		last = row
	}
	if last != MaxRows {
		t.Errorf("last good row %d, want %d", last, MaxRows)
	}
}
