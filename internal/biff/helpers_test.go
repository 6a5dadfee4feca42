package biff

import (
	"bytes"
	"encoding/binary"
	"math"
	"testing"
)

// build writes rows with Write and returns the file.
func build(t testing.TB, rows [][]any) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := Write(&b, "Sheet1", rows); err != nil {
		t.Fatalf("Write: %v", err)
	}
	return b.Bytes()
}

// readRows opens a file and drains its rows, stopping at the first error.
func readRows(data []byte) ([]Row, error) {
	wb, err := Open(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	var rows []Row
	for row, err := range wb.Rows() {
		if err != nil {
			return rows, err
		}
		rows = append(rows, row)
	}
	return rows, nil
}

// rec encodes one record from its data parts.
func rec(typ uint16, parts ...[]byte) []byte {
	data := bytes.Join(parts, nil)
	b := binary.LittleEndian.AppendUint16(nil, typ)
	b = binary.LittleEndian.AppendUint16(b, uint16(len(data)))
	return append(b, data...)
}

// cellHead encodes the row, column and format of a cell record.
func cellHead(row, col uint16) []byte {
	return u16s(row, col, cellXF)
}

// f64 encodes a float64.
func f64(f float64) []byte {
	return binary.LittleEndian.AppendUint64(nil, math.Float64bits(f))
}

// u32 encodes a uint32.
func u32(v uint32) []byte {
	return binary.LittleEndian.AppendUint32(nil, v)
}

// craftStream builds a Workbook stream from extra globals records (after BOF)
// and worksheet records (between the sheet's BOF and EOF).
func craftStream(globals, sheet [][]byte) []byte {
	g := rec(recBOF, bofData(bofGlobals))
	for _, r := range globals {
		g = append(g, r...)
	}
	bs := rec(recBoundSheet, u32(0), []byte{0, 0}, shortString("S"))
	pos := len(g) + len(bs) + 4 // the sheet follows the globals' EOF
	binary.LittleEndian.PutUint32(bs[4:], uint32(pos))
	g = append(g, bs...)
	g = append(g, rec(recEOF)...)
	g = append(g, rec(recBOF, bofData(bofWorksheet))...)
	for _, r := range sheet {
		g = append(g, r...)
	}
	return append(g, rec(recEOF)...)
}

// compound wraps a Workbook stream in a compound file.
func compound(t testing.TB, stream []byte) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := writeCompound(&b, stream); err != nil {
		t.Fatalf("writeCompound: %v", err)
	}
	return b.Bytes()
}

// sstRecord encodes an SST record whose strings are already encoded.
func sstRecord(unique uint32, strs ...[]byte) []byte {
	return rec(recSST, append([][]byte{u32(unique), u32(unique)}, strs...)...)
}

// xlString encodes an XLUnicodeString with a 16-bit count, compressed.
func xlString(s string) []byte {
	b := binary.LittleEndian.AppendUint16(nil, uint16(len(s)))
	return append(append(b, 0), s...)
}
