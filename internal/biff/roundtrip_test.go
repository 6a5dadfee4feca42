package biff

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"math"
	"reflect"
	"strings"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	tests := []struct {
		name string
		rows [][]any
		want []Row
	}{
		{
			name: "umlauts and emoji",
			rows: [][]any{{"name", "city"}, {"Bäckerei Müller", "Düsseldorf"}, {"Café ☕ 🍕", "Köln"}},
			want: []Row{
				{0, []string{"name", "city"}},
				{1, []string{"Bäckerei Müller", "Düsseldorf"}},
				{2, []string{"Café ☕ 🍕", "Köln"}},
			},
		},
		{
			name: "numbers as Excel's General shows them",
			rows: [][]any{{56, 4.5, 4930123456, 4930123456.0, -3, 0.1, 0.0}},
			want: []Row{{0, []string{"56", "4.5", "4930123456", "4930123456", "-3", "0.1", "0"}}},
		},
		{
			name: "integers beyond float precision stay exact",
			rows: [][]any{{int64(-9223372036854775808), 9007199254740993}},
			want: []Row{{0, []string{"-9223372036854775808", "9007199254740993"}}},
		},
		{
			name: "booleans",
			rows: [][]any{{true, false}},
			want: []Row{{0, []string{"TRUE", "FALSE"}}},
		},
		{
			name: "nil gaps and empty rows keep their positions",
			rows: [][]any{{"a", nil, "c"}, {nil, nil}, {}, {nil, "x"}},
			want: []Row{{0, []string{"a", "", "c"}}, {3, []string{"", "x"}}},
		},
		{
			name: "repeated and empty strings",
			rows: [][]any{{"same", "same", ""}, {"same"}},
			want: []Row{{0, []string{"same", "same", ""}}, {1, []string{"same"}}},
		},
		{
			name: "no cells at all",
			rows: nil,
			want: nil,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := readRows(build(t, tt.rows))
			if err != nil {
				t.Fatalf("read: %v", err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// countRecords counts records of type typ in the Workbook stream of file.
func countRecords(t *testing.T, file []byte, typ uint16) int {
	t.Helper()
	stream, err := readWorkbookStream(bytes.NewReader(file), int64(len(file)))
	if err != nil {
		t.Fatal(err)
	}
	rr := &recordReader{buf: stream}
	n := 0
	for {
		r, ok, err := rr.next()
		if err != nil {
			t.Fatal(err)
		}
		if !ok || r.typ == recEOF && rr.pos > len(stream)-4 {
			return n
		}
		if r.typ == typ {
			n++
		}
	}
}

func TestRoundTripLongStrings(t *testing.T) {
	long := strings.Repeat("Straße ", 20000/7)
	wide := strings.Repeat("Ein Café 🍕 am Rhein. ", 1000)
	maxLen := strings.Repeat("x", maxCellText)
	many := make([][]any, 3000)
	for i := range many {
		many[i] = []any{fmt.Sprintf("Firma Nummer %05d mit einem längeren Namen", i), i}
	}
	tests := []struct {
		name string
		rows [][]any
	}{
		{"a 20,000-character description", [][]any{{"description"}, {long}, {"after"}}},
		{"a UTF-16 string across records", [][]any{{wide, long, wide + "!"}}},
		{"the longest cell text", [][]any{{maxLen}, {"ende"}}},
		{"thousands of strings", many},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := build(t, tt.rows)
			if n := countRecords(t, file, recContinue); n == 0 {
				t.Fatalf("got no CONTINUE record, want the SST split")
			}
			got, err := readRows(file)
			if err != nil {
				t.Fatalf("read: %v", err)
			}
			if len(got) != len(tt.rows) {
				t.Fatalf("got %d rows, want %d", len(got), len(tt.rows))
			}
			for i, row := range tt.rows {
				for j, v := range row {
					want := fmt.Sprint(v)
					if got[i].Cells[j] != want {
						t.Fatalf("row %d cell %d: got %.40q… (%d bytes), want %.40q… (%d bytes)", i, j, got[i].Cells[j], len(got[i].Cells[j]), want, len(want))
					}
				}
			}
		})
	}
}

func TestManyRows(t *testing.T) {
	// 65,536 rows (a header and 65,535 data rows) of 9 cells make a stream
	// of over 8 MB, which needs DIFAT sectors in the compound file.
	rows := make([][]any, maxRows)
	rows[0] = []any{"name", "a", "b", "c", "d", "e", "f", "g", "h"}
	for i := 1; i < len(rows); i++ {
		rows[i] = []any{fmt.Sprintf("Firma %d", i), i, 1.5, i * 2, 4, 5, 6, 7, true}
	}
	file := build(t, rows)
	if n := binary.LittleEndian.Uint32(file[72:]); n == 0 {
		t.Fatalf("got no DIFAT sectors in a %d-byte file, want some", len(file))
	}
	got, err := readRows(file)
	if err != nil {
		t.Fatalf("read: %v", err)
	}
	if len(got) != maxRows {
		t.Fatalf("got %d rows, want %d", len(got), maxRows)
	}
	last := got[len(got)-1]
	want := Row{65535, []string{"Firma 65535", "65535", "1.5", "131070", "4", "5", "6", "7", "TRUE"}}
	if !reflect.DeepEqual(last, want) {
		t.Errorf("last row: got %v, want %v", last, want)
	}
	for i, row := range got {
		if row.Index != i {
			t.Fatalf("row %d: got index %d", i, row.Index)
		}
	}
}

func TestWriteRefuses(t *testing.T) {
	tests := []struct {
		name  string
		sheet string
		rows  [][]any
		want  string
	}{
		{"empty sheet name", "", nil, "1 to 31 characters"},
		{"long sheet name", strings.Repeat("s", 32), nil, "1 to 31 characters"},
		{"sheet name with a slash", "a/b", nil, "must not contain"},
		{"too many rows", "S", make([][]any, maxRows+1), "65537 rows"},
		{"too many columns", "S", [][]any{make([]any, maxCols+1)}, "257 cells"},
		{"text too long", "S", [][]any{{strings.Repeat("x", maxCellText+1)}}, "32768 characters"},
		{"not a number", "S", [][]any{{math.NaN()}}, "NaN is not a number"},
		{"infinity", "S", [][]any{{nil, math.Inf(-1)}}, "column 2: -Inf is not a number"},
		{"unsupported type", "S", [][]any{{"ok", []byte("x")}}, "column 2: unsupported cell type []uint8"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := Write(&bytes.Buffer{}, tt.sheet, tt.rows)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("got %v, want an error containing %q", err, tt.want)
			}
		})
	}
}
