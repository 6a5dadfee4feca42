package outscraper

import (
	"reflect"
	"strings"
	"testing"
)

func TestCSV(t *testing.T) {
	tests := []struct {
		name       string
		content    string
		wantHeader []string
		wantRows   [][]string
		wantNums   []int
	}{
		{"comma", "name,city\nA,Berlin\n", []string{"name", "city"}, [][]string{{"A", "Berlin"}}, []int{2}},
		{"semicolon from German Excel", "name;rating;city\nA;4,5;Köln\n", []string{"name", "rating", "city"}, [][]string{{"A", "4,5", "Köln"}}, []int{2}},
		{"semicolon with commas in quoted header cell", "name;\"a, b, c\";x\nA;B;C\n", []string{"name", "a, b, c", "x"}, [][]string{{"A", "B", "C"}}, []int{2}},
		{"tab", "name\tcity\nA\tB\n", []string{"name", "city"}, [][]string{{"A", "B"}}, []int{2}},
		{"UTF-8 BOM", "\xEF\xBB\xBFname,city\nÄ,B\n", []string{"name", "city"}, [][]string{{"Ä", "B"}}, []int{2}},
		{"Windows-1252", "name,city\nB\xE4ckerei \x80,K\xF6ln\n", []string{"name", "city"}, [][]string{{"Bäckerei €", "Köln"}}, []int{2}},
		{"multi-line quoted record counts once", "name,about\n\"A\",\"line 1\nline 2\"\nB,x\n", []string{"name", "about"}, [][]string{{"A", "line 1\nline 2"}, {"B", "x"}}, []int{2, 3}},
		{"CRLF and empty records skipped", "name,city\r\nA,B\r\n,\r\nC,D\r\n", []string{"name", "city"}, [][]string{{"A", "B"}, {"C", "D"}}, []int{2, 4}},
		{"lazy quotes", "name,city\nA \"the\" B,C\n", []string{"name", "city"}, [][]string{{"A \"the\" B", "C"}}, []int{2}},
		{"ragged rows", "name,city,x\nA\nB,C,D,E\n", []string{"name", "city", "x"}, [][]string{{"A"}, {"B", "C", "D", "E"}}, []int{2, 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := writeFile(t, "in", []byte(tt.content))
			header, rows, nums, err := readAll(t, p, "in.csv")
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(header, tt.wantHeader) || !reflect.DeepEqual(rows, tt.wantRows) || !reflect.DeepEqual(nums, tt.wantNums) {
				t.Errorf("got %q %q at %v, want %q %q at %v", header, rows, nums, tt.wantHeader, tt.wantRows, tt.wantNums)
			}
		})
	}
}

// TestCSVLaterRecordInWindows1252 covers a file whose first 64 KB are UTF-8
// and whose later records are Windows-1252 (two exports pasted together).
func TestCSVLaterRecordInWindows1252(t *testing.T) {
	content := "name,city\n" + strings.Repeat("Müller,Köln\n", 7000) + "M\xFCller,K\xF6ln\n"
	p := writeFile(t, "in", []byte(content))
	_, rows, _, err := readAll(t, p, "in.csv")
	if err != nil {
		t.Fatal(err)
	}
	if got, want := rows[len(rows)-1], []string{"Müller", "Köln"}; !reflect.DeepEqual(got, want) {
		t.Errorf("last row %q, want %q", got, want)
	}
}

func TestCSVLimits(t *testing.T) {
	tests := []struct {
		name     string
		content  string
		fragment string
	}{
		{"field over 1 MB", "name,about\nA," + strings.Repeat("x", 1<<20+1) + "\n", "Satır 2: 2. sütundaki değer 1 MB'den uzun."},
		{"more than 4096 fields", "name\n" + strings.Repeat("a,", 4096) + "a\n", "Satır 2: 4097 sütun var"},
		{"record over 16 MB", "name\n\"" + strings.Repeat("x", 17<<20), "Satır 2: bir satır 16 MB'den büyük"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := writeFile(t, "in", []byte(tt.content))
			_, _, _, err := readAll(t, p, "in.csv")
			wantCode(t, err, "invalid", tt.fragment)
		})
	}
}
