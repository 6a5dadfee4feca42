package biff

import (
	"bytes"
	"strings"
	"testing"
)

// checkRead opens data, drains its rows and checks what any reader of the
// package relies on: errors are ours, rows ascend within the sheet limits.
func checkRead(t *testing.T, data []byte) {
	wb, err := Open(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		if !strings.HasPrefix(err.Error(), "xls: ") {
			t.Fatalf("error without the xls prefix: %v", err)
		}
		return
	}
	last := -1
	for row, err := range wb.Rows() {
		if err != nil {
			if !strings.HasPrefix(err.Error(), "xls: ") {
				t.Fatalf("error without the xls prefix: %v", err)
			}
			return
		}
		if row.Index <= last || row.Index >= maxRows {
			t.Fatalf("row index %d after %d", row.Index, last)
		}
		if len(row.Cells) == 0 || len(row.Cells) > maxCols {
			t.Fatalf("row %d has %d cells", row.Index, len(row.Cells))
		}
		last = row.Index
	}
}

// FuzzOpen feeds whole files to Open and drains Rows. Panics are not
// recovered here, so that the fuzzer sees them.
func FuzzOpen(f *testing.F) {
	f.Add(build(f, [][]any{{"name", "city"}, {"Bäckerei Müller", 56}, {nil, 4.5, true}}))
	f.Add(compound(f, craftStream(nil, [][]byte{rec(recNumber, cellHead(0, 0), f64(1))})))
	recoverPanics = false
	defer func() { recoverPanics = true }()
	f.Fuzz(func(t *testing.T, data []byte) {
		checkRead(t, data)
	})
}

// FuzzStream wraps the input as the Workbook stream of a valid compound
// file, so that the fuzzer spends its time on the BIFF records rather than
// on the container.
func FuzzStream(f *testing.F) {
	f.Add(craftStream([][]byte{sstRecord(2, xlString("a"), xlString("bc"))}, [][]byte{rec(recLabelSST, cellHead(0, 1), u32(1)), rec(recRK, cellHead(3, 0), u32(6))}))
	recoverPanics = false
	defer func() { recoverPanics = true }()
	f.Fuzz(func(t *testing.T, stream []byte) {
		if len(stream) > 1<<20 {
			return
		}
		checkRead(t, compound(t, stream))
	})
}
