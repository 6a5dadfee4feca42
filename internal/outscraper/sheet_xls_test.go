package outscraper

import (
	"bytes"
	"reflect"
	"testing"

	"branchenbuch/internal/biff"
)

func TestXLS(t *testing.T) {
	var buf bytes.Buffer
	rows := [][]any{
		{"name", "phone", "rating", "verified", "reviews"},
		{"Bäckerei Müller", 4930123456.0, 4.5, true, 56.0},
		{nil, nil, nil, nil, nil},
		{"Café", "+49 30 1", nil, false, "None"},
	}
	if err := biff.Write(&buf, "Sheet1", rows); err != nil {
		t.Fatal(err)
	}
	p := writeFile(t, "x", buf.Bytes())
	header, got, nums, err := readAll(t, p, "export.xls")
	if err != nil {
		t.Fatal(err)
	}
	want := [][]string{{"Bäckerei Müller", "4930123456", "4.5", "TRUE", "56"}, {"Café", "+49 30 1", "", "FALSE", "None"}}
	if !reflect.DeepEqual(header, []string{"name", "phone", "rating", "verified", "reviews"}) || !reflect.DeepEqual(got, want) {
		t.Errorf("got %q %q, want header and %q", header, got, want)
	}
	if wantNums := []int{2, 4}; !reflect.DeepEqual(nums, wantNums) {
		t.Errorf("row numbers %v, want %v", nums, wantNums)
	}
}

func TestXLSCorrupt(t *testing.T) {
	p := writeFile(t, "x", oleFile("Workbook"))
	_, err := Open(p, "a.xls")
	wantCode(t, err, "invalid", "Excel 97–2003 (.xls) dosyası bozuk")
}
