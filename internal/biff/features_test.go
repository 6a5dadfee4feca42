package biff

import (
	"bytes"
	"os"
	"reflect"
	"testing"
)

func TestReadsCellRecords(t *testing.T) {
	// FORMULA records: row, column, format, cached value, flags, chn, and an
	// empty parsed expression; a string result follows in a STRING record.
	formula := func(row, col uint16, value []byte) []byte {
		return rec(recFormula, cellHead(row, col), value, u16s(0), u32(0), u16s(0))
	}
	special := func(kind, v byte) []byte { return []byte{kind, 0, v, 0, 0, 0, 0xFF, 0xFF} }
	tests := []struct {
		name    string
		globals [][]byte
		sheet   [][]byte
		want    []Row
	}{
		{
			name:  "RK integers and scaled floats",
			sheet: [][]byte{rec(recRK, cellHead(0, 0), u32(56<<2|2)), rec(recRK, cellHead(0, 1), u32(450<<2|3)), rec(recRK, cellHead(0, 2), u32(0x3FF00000))},
			want:  []Row{{0, []string{"56", "4.5", "1"}}},
		},
		{
			name:  "MULRK spreads over columns",
			sheet: [][]byte{rec(recMulRK, u16s(1, 2), u16s(15), u32(1<<2|2), u16s(15), u32(0xFFFFFFFE), u16s(3))},
			want:  []Row{{1, []string{"", "", "1", "-1"}}},
		},
		{
			name:  "NUMBER, LABEL, RSTRING and BOOLERR",
			sheet: [][]byte{rec(recNumber, cellHead(0, 0), f64(4930123456)), rec(recLabel, cellHead(0, 1), u16s(4), []byte{0, 'K', 0xF6, 'l', 'n'}), rec(recRString, cellHead(0, 2), xlString("rich"), u16s(1), u32(0)), rec(recBoolErr, cellHead(0, 3), []byte{1, 0}), rec(recBoolErr, cellHead(0, 4), []byte{0x07, 1})},
			want:  []Row{{0, []string{"4930123456", "Köln", "rich", "TRUE", "#DIV/0!"}}},
		},
		{
			name: "formula results",
			sheet: [][]byte{
				formula(0, 0, f64(2.25)),
				formula(0, 1, special(0, 0)), rec(recString, xlString("Ergebnis")),
				formula(0, 2, special(1, 0)),
				formula(0, 3, special(2, 0x2A)),
				formula(0, 4, special(3, 0)),
			},
			want: []Row{{0, []string{"2.25", "Ergebnis", "FALSE", "#N/A", ""}}},
		},
		{
			name:  "blank cells are formatting, not values",
			sheet: [][]byte{rec(recBlank, cellHead(0, 0)), rec(recMulBlank, u16s(1, 0, 15, 15, 1)), rec(recNumber, cellHead(2, 1), f64(7))},
			want:  []Row{{2, []string{"", "7"}}},
		},
		{
			name:  "cells out of order come out sorted, the later duplicate wins",
			sheet: [][]byte{rec(recNumber, cellHead(5, 0), f64(5)), rec(recNumber, cellHead(1, 0), f64(1)), rec(recNumber, cellHead(3, 2), f64(32)), rec(recNumber, cellHead(3, 0), f64(30)), rec(recNumber, cellHead(3, 2), f64(33))},
			want:  []Row{{1, []string{"1"}}, {3, []string{"30", "", "33"}}, {5, []string{"5"}}},
		},
		{
			name:  "an embedded chart's records are skipped",
			sheet: [][]byte{rec(recNumber, cellHead(0, 0), f64(1)), rec(recBOF, bofData(0x0020)), rec(recNumber, cellHead(0, 1), f64(99)), rec(recEOF), rec(recNumber, cellHead(1, 0), f64(2))},
			want:  []Row{{0, []string{"1"}}, {1, []string{"2"}}},
		},
		{
			name:    "a chart sheet listed first is passed over",
			globals: [][]byte{rec(recBoundSheet, u32(0), []byte{0, 2}, shortString("Chart"))},
			sheet:   [][]byte{rec(recNumber, cellHead(0, 0), f64(1))},
			want:    []Row{{0, []string{"1"}}},
		},
		{
			name:  "DIMENSIONS claiming two billion rows is ignored",
			sheet: [][]byte{rec(recDimensions, u32(0), u32(0x7FFFFFFF), u16s(0, 256, 0)), rec(recNumber, cellHead(65535, 255), f64(1))},
			want:  []Row{{65535, append(make([]string, 255), "1")}},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := readRows(compound(t, craftStream(tt.globals, tt.sheet)))
			if err != nil {
				t.Fatalf("read: %v", err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("got %q, want %q", rowsText(got), rowsText(tt.want))
			}
		})
	}
}

// rowsText shows rows compactly in failure messages.
func rowsText(rows []Row) [][]string {
	var out [][]string
	for _, r := range rows {
		out = append(out, append([]string{"#" + formatNumber(float64(r.Index))}, r.Cells...))
	}
	return out
}

func TestSSTAcrossContinue(t *testing.T) {
	// Hand-made table the writer never produces: rich-text runs, a phonetic
	// block, a string whose characters switch from compressed to UTF-16 at
	// the CONTINUE, a header at the very end of a record, and a string that
	// starts a CONTINUE without an option byte.
	sst := rec(recSST, u32(4), u32(4),
		u16s(5), []byte{strRich}, u16s(1), []byte("Hallo"), u32(0),
		u16s(6), []byte{strExt}, u32(3), []byte("Stra"))
	cont1 := rec(recContinue, []byte{strHighByte}, u16s('ß', 'e'), []byte{1, 2, 3}, u16s(2), []byte{0})
	cont2 := rec(recContinue, []byte{0}, []byte("ok"))
	cont3 := rec(recContinue, u16s(1), []byte{strHighByte}, u16s(0x20AC))
	cells := [][]byte{
		rec(recLabelSST, cellHead(0, 0), u32(0)), rec(recLabelSST, cellHead(0, 1), u32(1)),
		rec(recLabelSST, cellHead(0, 2), u32(2)), rec(recLabelSST, cellHead(0, 3), u32(3)),
	}
	got, err := readRows(compound(t, craftStream([][]byte{sst, cont1, cont2, cont3}, cells)))
	if err != nil {
		t.Fatalf("read: %v", err)
	}
	want := []Row{{0, []string{"Hallo", "Straße", "ok", "€"}}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %q, want %q", rowsText(got), rowsText(want))
	}
}

func TestReadsOtherWriters(t *testing.T) {
	// Files written by SheetJS: the small one lives in the OLE2 mini stream
	// and has a second sheet, which must not be read.
	tests := []struct {
		file  string
		rows  int
		first Row
		last  Row
	}{
		{"testdata/sheetjs-small.xls", 3, Row{0, []string{"name", "city", "n", "f", "b"}}, Row{2, []string{"Café ☕ 🍕", "", "4930123456", "-0.25", "FALSE"}}},
		{"testdata/sheetjs-500.xls", 501, Row{0, []string{"name", "reviews", "rating"}}, Row{500, []string{"Firma 500 Straße", "500", "0.5"}}},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			data, err := os.ReadFile(tt.file)
			if err != nil {
				t.Fatal(err)
			}
			got, err := readRows(data)
			if err != nil {
				t.Fatalf("read: %v", err)
			}
			if len(got) != tt.rows {
				t.Fatalf("got %d rows, want %d", len(got), tt.rows)
			}
			if !reflect.DeepEqual(got[0], tt.first) || !reflect.DeepEqual(got[len(got)-1], tt.last) {
				t.Errorf("got first %q last %q, want %q and %q", got[0].Cells, got[len(got)-1].Cells, tt.first.Cells, tt.last.Cells)
			}
		})
	}
}

func TestRowsStopsWhenAsked(t *testing.T) {
	file := build(t, bigRows(10))
	wb, err := Open(bytes.NewReader(file), int64(len(file)))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for range wb.Rows() {
		n++
		if n == 3 {
			break
		}
	}
	if n != 3 {
		t.Errorf("got %d rows, want 3", n)
	}
}
