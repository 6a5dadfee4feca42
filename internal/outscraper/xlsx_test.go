package outscraper

import (
	"reflect"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// TestXLSXMatchesExcelize reads the same files with our streaming reader and
// with excelize's GetRows (raw values) and wants the same cells.
func TestXLSXMatchesExcelize(t *testing.T) {
	rows := [][]any{
		{"name", "phone", "rating", "verified", "about", "cid"},
		{"Bäckerei <Müller> & Söhne", 4930123456, 4.5, true, `{"a":{"b":true}}`, "18446744073709551615"},
		{"Café\r\nZeile", "+49 30 1234", 56.0, false, "", -9223372036854775807},
		{nil, nil, nil, nil, nil, nil},
		{"x_x000D_y", "01067", 0.1, nil, " lead space", "_x005F_x"},
	}
	for _, shared := range []bool{false, true} {
		p := writeXLSX(t, rows, shared)
		f, err := excelize.OpenFile(p, excelize.Options{RawCellValue: true})
		if err != nil {
			t.Fatal(err)
		}
		want, err := f.GetRows("Sheet1", excelize.Options{RawCellValue: true})
		f.Close()
		if err != nil {
			t.Fatal(err)
		}
		header, got, nums, err := readAll(t, p, "in.xlsx")
		if err != nil {
			t.Fatal(err)
		}
		got = append([][]string{header}, got...)
		var wantNonEmpty [][]string
		for _, r := range want {
			// Booleans read as TRUE/FALSE, like the .xls reader writes
			// them; excelize's raw values are 1/0.
			if len(r) > 3 && (r[3] == "1" || r[3] == "0") {
				r[3] = map[string]string{"1": "TRUE", "0": "FALSE"}[r[3]]
			}
			if len(r) > 0 {
				wantNonEmpty = append(wantNonEmpty, r)
			}
		}
		if !reflect.DeepEqual(got, wantNonEmpty) {
			t.Errorf("shared=%v:\n got %q\nwant %q", shared, got, wantNonEmpty)
		}
		if wantNums := []int{2, 3, 5}; !reflect.DeepEqual(nums, wantNums) {
			t.Errorf("shared=%v: row numbers %v, want %v", shared, nums, wantNums)
		}
	}
}

func TestXLSXSheetData(t *testing.T) {
	tests := []struct {
		name      string
		sheetData string
		want      [][]string
		wantNums  []int
	}{
		{
			name:      "inline strings, rich text without phonetic runs, booleans, errors",
			sheetData: `<row r="1"><c r="A1" t="inlineStr"><is><t>name</t></is></c><c r="C1" t="inlineStr"><is><r><t>ci</t></r><r><t xml:space="preserve">ty</t></r><rPh><t>X</t></rPh></is></c></row><row r="2"><c r="A2" t="b"><v>1</v></c><c r="B2" t="e"><v>#N/A</v></c><c r="C2"><v>4930123456</v></c></row>`,
			want:      [][]string{{"TRUE", "", "4930123456"}},
			wantNums:  []int{2},
		},
		{
			name:      "rows and cells without references count on",
			sheetData: `<row><c t="inlineStr"><is><t>name</t></is></c></row><row><c t="inlineStr"><is><t>a</t></is></c><c><v>2</v></c></row>`,
			want:      [][]string{{"a", "2"}},
			wantNums:  []int{2},
		},
		{
			name:      "namespace prefixes, entities, CDATA and comments",
			sheetData: `<x:row r="1" xmlns:x="urn:x"><x:c r="A1" t="inlineStr"><x:is><x:t>name</x:t></x:is></x:c></x:row><!-- a > b --><x:row r="7"><x:c r="B7" t="inlineStr"><x:is><x:t>&lt;&#228;&#xFC;&amp;<![CDATA[<raw>]]></x:t></x:is></x:c></x:row>`,
			want:      [][]string{{"", "<äü&<raw>"}},
			wantNums:  []int{7},
		},
		{
			name:      "last row allowed",
			sheetData: `<row r="1"><c t="inlineStr"><is><t>name</t></is></c></row><row r="1048576"><c t="inlineStr"><is><t>z</t></is></c></row>`,
			want:      [][]string{{"z"}},
			wantNums:  []int{1048576},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := writeZip(t, "a.xlsx", minimalXLSX(tt.sheetData)...)
			_, got, nums, err := readAll(t, p, "a.xlsx")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) || !reflect.DeepEqual(nums, tt.wantNums) {
				t.Errorf("got %q at %v, want %q at %v", got, nums, tt.want, tt.wantNums)
			}
		})
	}
}

func TestXLSXHostile(t *testing.T) {
	header := `<row r="1"><c t="inlineStr"><is><t>name</t></is></c></row>`
	row := func(r string) string { return `<row r="` + r + `"><c t="inlineStr"><is><t>x</t></is></c></row>` }
	tests := []struct {
		name     string
		parts    []zipPart
		openErr  bool
		fragment string
	}{
		{"row index 2147483647", minimalXLSX(header + row("2147483647")), false, "2147483647"},
		{"row index -1", minimalXLSX(header + row("-1")), false, "-1"},
		{"row index 0", minimalXLSX(header + row("0")), false, "Geçersiz satır numarası 0"},
		{"row 1048577", minimalXLSX(header + row("1048577")), false, "1048577"},
		{"rows out of order", minimalXLSX(header + row("5") + row("3")), false, "sırasız"},
		{"header row index -1", minimalXLSX(row("-1")), true, "-1"},
		{"billion laughs DTD", func() []zipPart {
			p := minimalXLSX(header)
			p[3].body = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><worksheet><sheetData><row><c t="inlineStr"><is><t>&lol2;</t></is></c></row></sheetData></worksheet>`
			return p
		}(), true, "XML bombası"},
		{"DTD in workbook", func() []zipPart {
			p := minimalXLSX(header)
			p[1].body = `<?xml version="1.0"?><!DOCTYPE w [<!ENTITY a "b">]><workbook/>`
			return p
		}(), true, "XML bombası"},
		{"undefined entity", minimalXLSX(header + `<row><c t="inlineStr"><is><t>&lol;</t></is></c></row>`), false, "bozuk"},
		{"zip bomb", func() []zipPart {
			p := minimalXLSX(header)
			p[3].body = `<worksheet><sheetData>` + header + strings.Repeat(" ", 8<<20) + `</sheetData></worksheet>`
			return p
		}(), true, "sıkıştırma bombası"},
		{"zip without workbook", []zipPart{{name: "word/document.xml", body: "<w/>"}}, true, "içerik bir Excel dosyası değil"},
		{"no sheet data", minimalXLSX(""), true, "Başlık satırı bulunamadı"},
		{"header without name", minimalXLSX(`<row><c t="inlineStr"><is><t>title</t></is></c></row>`), true, `"name" sütunu yok`},
		{"truncated sheet", func() []zipPart {
			p := minimalXLSX(header)
			p[3].body = `<worksheet><sheetData>` + header + `<row><c t="inlineStr"><is><t>ab`
			return p
		}(), false, "bozuk"},
		{"shared string index out of range", minimalXLSX(header + `<row><c t="s"><v>99</v></c></row>`), false, "Paylaşılan metin"},
		{"column beyond XFD", minimalXLSX(header + `<row><c r="XFE2" t="inlineStr"><is><t>x</t></is></c></row>`), false, "16.384"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := writeZip(t, "h.xlsx", tt.parts...)
			s, err := Open(p, "h.xlsx")
			if tt.openErr {
				code := "invalid"
				if strings.Contains(tt.fragment, "Excel") {
					code = "unsupported_media_type"
				}
				wantCode(t, err, code, tt.fragment)
				return
			}
			if err != nil {
				t.Fatalf("Open: %v", err)
			}
			defer s.Close()
			var nextErr error
			for nextErr == nil {
				_, _, nextErr = s.Next()
			}
			wantCode(t, nextErr, "invalid", tt.fragment)
			if _, _, again := s.Next(); again != nextErr {
				t.Errorf("second Next = %v, want the same error", again)
			}
		})
	}
}
