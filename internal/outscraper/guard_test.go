package outscraper

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// guardCases are cells with the CSV export's form (Neutralise) and the
// .xlsx export's (guardText).
var guardCases = []struct{ cell, csv, xlsx string }{
	{"", "", ""},
	{"plain", "plain", "plain"},
	{"-73.9910376", "-73.9910376", "-73.9910376"},
	{"-5", "-5", "-5"},
	{"+3.2", "+3.2", "+3.2"},
	{"-007", "-007", "-007"},
	{"-1+1", "'-1+1", "-1+1"},
	{"+49 30 123", "'+49 30 123", "+49 30 123"},
	{"+4930123", "+4930123", "+4930123"}, // a number to a spreadsheet, which drops the plus; the .xlsx keeps it as text
	{"=1", "'=1", "=1"},
	{"=HYPERLINK(\"http://x\",\"y\")", "'=HYPERLINK(\"http://x\",\"y\")", "=HYPERLINK(\"http://x\",\"y\")"},
	{"@SUM(A1)", "'@SUM(A1)", "@SUM(A1)"},
	{"1;=2", "1;'=2", "1;=2"},
	{"harmlos;=HYPERLINK(\"http://x\")", "harmlos;'=HYPERLINK(\"http://x\")", "harmlos;=HYPERLINK(\"http://x\")"},
	{"a,@b", "a,'@b", "a,@b"},
	{"a; +b", "a; '+b", "a; +b"},
	{"a;\"=b", "a;\"'=b", "a;\"=b"},
	{"a\n=b", "a\n'=b", "a\n=b"},
	{"a\r=b", "a\r'=b", "a\r=b"},
	{"a;-5", "a;'-5", "a;-5"},
	{"a, -5", "a, '-5", "a, -5"},
	{"-1,5", "'-1,5", "-1,5"},
	{"10,- €", "10,'- €", "10,- €"},
	{"-", "'-", "-"},
	{"+", "'+", "+"},
	{"--5", "'--5", "--5"},
	{"-.5", "'-.5", "-.5"},
	{"5.", "5.", "5."},
	{"-5.", "'-5.", "-5."},
	{"1e5", "1e5", "1e5"},
	{"-1e5", "'-1e5", "-1e5"},
	{"NaN", "NaN", "NaN"},
	{"Inf", "Inf", "Inf"},
	{"-Inf", "'-Inf", "-Inf"},
	{" -5", " -5", " -5"},
	{"\"-5", "\"-5", "\"-5"},
	{"-5 ", "'-5 ", "-5 "},
	{"5,-5", "5,'-5", "5,-5"},
	{"-5,1+HYPERLINK(\"x\")", "'-5,1+HYPERLINK(\"x\")", "-5,1+HYPERLINK(\"x\")"},
	{" =1", " '=1", " =1"},
	{"\t-5", "'\t-5", "\t-5"},
	{"\tTab", "'\tTab", "\tTab"},
	{"\rCR", "'\rCR", "\rCR"},
	{"a;\r", "a;'\r", "a;\r"},
	{"\u22125", "\u22125", "\u22125"}, // a Unicode minus is text to a spreadsheet
	{"'=already", "''=already", "''=already"},
	{"a; ''-1", "a; '''-1", "a; '''-1"},
	{"'quoted'", "'quoted'", "'quoted'"},
	{"'", "'", "'"},
	{"it's, 'n' more", "it's, 'n' more", "it's, 'n' more"},
	{`{"Monday":"08:00–12:30, 13:30–17:00"}`, `{"Monday":"08:00–12:30, 13:30–17:00"}`, `{"Monday":"08:00–12:30, 13:30–17:00"}`},
	{`[-1,-2.5]`, `[-1,'-2.5]`, `[-1,-2.5]`},
	{`{"a":-1}`, `{"a":-1}`, `{"a":-1}`},
}

func TestNeutralise(t *testing.T) {
	for _, tc := range guardCases {
		if got := Neutralise(tc.cell); got != tc.csv {
			t.Errorf("Neutralise(%q) = %q, want %q", tc.cell, got, tc.csv)
		}
		if got := guardText(tc.cell); got != tc.xlsx {
			t.Errorf("guardText(%q) = %q, want %q", tc.cell, got, tc.xlsx)
		}
		for _, written := range []string{tc.csv, tc.xlsx} {
			if got := unguard(written); got != tc.cell {
				t.Errorf("unguard(%q) = %q, want %q", written, got, tc.cell)
			}
		}
		if got, want := cleanCell(tc.csv), strings.TrimSpace(tc.cell); got != want && len(want) > 4 {
			t.Errorf("cleanCell(%q) = %q, want %q", tc.csv, got, want)
		}
	}
}

// TestUnguardLeavesOtherTexts: texts the export did not guard come back
// from the importer unchanged, and exports made before the guard looked
// after separators still import as written.
func TestUnguardLeavesOtherTexts(t *testing.T) {
	for _, s := range []string{"O'Brien", "'n'", "Bob's, 'great' shop", "a;' =b", "'a'=b", "''", "' -5"} {
		if got := unguard(s); got != s {
			t.Errorf("unguard(%q) = %q, want it unchanged", s, got)
		}
	}
	for old, want := range map[string]string{"'+49 30 1": "+49 30 1", "'-12.5": "-12.5", "'=SUM(A1)": "=SUM(A1)", "'@x": "@x"} {
		if got := cleanCell(old); got != want {
			t.Errorf("cleanCell(%q) = %q, want %q", old, got, want)
		}
	}
}

// runs reports whether a spreadsheet would take field, as a reader split
// it, for a formula: after the spaces and double quotes such a reader may
// drop, a formula start that does not begin a plain number.
func runs(field string) bool {
	t := strings.TrimLeft(field, ` "`)
	return t != "" && formulaStart[t[0]] && !plainNumber(strings.TrimRight(t, ` "`))
}

// splitNaive splits CSV text at every separator and line break, quotes
// or not, as a reader does that ignores the quoting: the most cells a
// spreadsheet can make of the file.
func splitNaive(text string, sep rune) []string {
	return strings.FieldsFunc(text, func(r rune) bool { return r == sep || r == '\n' || r == '\r' })
}

// TestExportCSVInSpreadsheets writes hostile cells and phone numbers in
// every text column and reads the file as a comma-splitting and as a
// semicolon-splitting spreadsheet would (quote-aware and naive): no cell
// runs, plain numbers stay as written, and a phone number in
// international form reads as text marked by one apostrophe, which the
// importer removes again.
func TestExportCSVInSpreadsheets(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	var rows []directory.ExportRow
	cells := append(append([]string{}, hostileCells...), "+49 30 1234567", "harmlos;=HYPERLINK(\"http://evil.example\",\"Klick\")")
	for _, tc := range guardCases {
		cells = append(cells, tc.cell)
	}
	for i, s := range cells {
		rows = append(rows, directory.ExportRow{Business: directory.Business{ID: int64(i + 1), PlaceID: s, Name: s, Category: s,
			CategorySlug: s, Subtypes: s, Type: s, Phone: s, Website: s, FullAddress: s, Address: s, City: s, PostalCode: s,
			Country: s, CountryCode: s, ReviewsLink: s, BusinessStatus: s, Description: s, TimeZone: s, URLSlug: s,
			Latitude: f(40.7), Longitude: f(-73.9910376), Rating: 4.5},
			ReviewsPerScoreJSON: s, PhotosJSON: s, WorkingHoursJSON: s, AboutJSON: s})
	}
	text := strings.TrimPrefix(string(written(t, rows)), "\uFEFF")
	for _, sep := range []rune{',', ';'} {
		for _, field := range splitNaive(text, sep) {
			if runs(field) {
				t.Errorf("split naively at %q, the cell %q runs", sep, field)
			}
		}
		r := csv.NewReader(strings.NewReader(text))
		r.Comma, r.LazyQuotes, r.FieldsPerRecord = sep, true, -1
		records, err := r.ReadAll()
		if err != nil {
			t.Fatalf("split at %q: %v", sep, err)
		}
		for _, rec := range records {
			for _, field := range rec {
				if runs(field) {
					t.Errorf("split at %q, the cell %q runs", sep, field)
				}
			}
		}
		if sep != ',' {
			continue
		}
		phone := records[len(hostileCells)+1]
		if got, want := phone[7], "'+49 30 1234567"; got != want {
			t.Errorf("phone cell %q, want %q", got, want)
		}
		if got, want := phone[16], "-73.9910376"; got != want {
			t.Errorf("longitude cell %q, want the number %q", got, want)
		}
		if got := cleanCell(phone[7]); got != "+49 30 1234567" {
			t.Errorf("phone imported as %q", got)
		}
	}
}

// FuzzGuard: what the exports write imports back exactly, and no part of
// a CSV cell runs in a spreadsheet.
func FuzzGuard(f *testing.F) {
	for _, tc := range guardCases {
		f.Add(tc.cell)
	}
	for _, s := range hostileCells {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, x := Neutralise(s), guardText(s)
		if got := unguard(n); got != s {
			t.Fatalf("unguard(Neutralise(%q) = %q) = %q", s, n, got)
		}
		if got := unguard(x); got != s {
			t.Fatalf("unguard(guardText(%q) = %q) = %q", s, x, got)
		}
		for _, sep := range []rune{',', ';'} {
			for _, field := range splitNaive(n, sep) {
				if runs(field) {
					t.Fatalf("Neutralise(%q) = %q: split at %q, %q runs", s, n, sep, field)
				}
			}
		}
		if runs(n) {
			t.Fatalf("Neutralise(%q) = %q runs", s, n)
		}
		if extra := len(n) - len(s); extra != strings.Count(n, "'")-strings.Count(s, "'") || extra < 0 {
			t.Fatalf("Neutralise(%q) = %q adds more than apostrophes", s, n)
		}
		var buf bytes.Buffer
		appendGuarded(nil, s, true, true) // must not panic
		fmt.Fprint(&buf, guardText(s))
	})
}
