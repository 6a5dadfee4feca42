package biff

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode/utf16"
)

// cellXF is the index of the default cell format: Excel expects 15 style
// formats (0–14) before it.
const cellXF = 15

// maxCellText is Excel's limit of characters (UTF-16 units) in one cell.
const maxCellText = 32767

// exactInt bounds the integers a float64 holds exactly; larger ones are
// written as text so that no digit of an ID is lost.
const exactInt = 1 << 53

// Write writes rows as a one-sheet BIFF8 workbook in an OLE2 file. Cells are
// string, float64, int, bool or nil (int64 is accepted too); nil leaves the
// cell empty.
func Write(w io.Writer, sheetName string, rows [][]any) error {
	if err := checkSheetName(sheetName); err != nil {
		return err
	}
	if len(rows) > maxRows {
		return fmt.Errorf("xls: %d rows, more than the %d an .xls sheet holds", len(rows), maxRows)
	}
	sst := newSSTBuilder()
	var cells bytes.Buffer
	var dim dimensions
	for r, row := range rows {
		if len(row) > maxCols {
			return fmt.Errorf("xls: row %d has %d cells, more than the %d columns of an .xls sheet", r+1, len(row), maxCols)
		}
		for c, v := range row {
			data, err := cellRecord(sst, r, c, v)
			if err != nil {
				return fmt.Errorf("xls: row %d column %d: %w", r+1, c+1, err)
			}
			if data.typ == 0 {
				continue
			}
			writeRecord(&cells, data.typ, data.data)
			dim.add(r, c)
		}
	}
	globals, sheetPosAt := workbookGlobals(sheetName, sst)
	// The sheet follows the globals directly; BOUNDSHEET must say where.
	binary.LittleEndian.PutUint32(globals[sheetPosAt:], uint32(len(globals)))
	stream := bytes.NewBuffer(globals)
	writeRecord(stream, recBOF, bofData(bofWorksheet))
	writeRecord(stream, recDimensions, dim.data())
	stream.Write(cells.Bytes())
	writeRecord(stream, recWindow2, window2Data())
	writeRecord(stream, recEOF, nil)
	return writeCompound(w, stream.Bytes())
}

// cellRecord encodes one cell; a zero typ means an empty cell.
func cellRecord(sst *sstBuilder, r, c int, v any) (record, error) {
	head := binary.LittleEndian.AppendUint16(nil, uint16(r))
	head = binary.LittleEndian.AppendUint16(head, uint16(c))
	head = binary.LittleEndian.AppendUint16(head, cellXF)
	switch v := v.(type) {
	case nil:
		return record{}, nil
	case string:
		if n := len(utf16.Encode([]rune(v))); n > maxCellText {
			return record{}, fmt.Errorf("text of %d characters, more than the %d a cell holds", n, maxCellText)
		}
		return record{typ: recLabelSST, data: binary.LittleEndian.AppendUint32(head, sst.add(v))}, nil
	case float64:
		if math.IsNaN(v) || math.IsInf(v, 0) {
			return record{}, fmt.Errorf("%v is not a number a cell can hold", v)
		}
		return record{typ: recNumber, data: binary.LittleEndian.AppendUint64(head, math.Float64bits(v))}, nil
	case int:
		return cellRecord(sst, r, c, int64(v))
	case int64:
		if v > exactInt || v < -exactInt {
			return cellRecord(sst, r, c, fmt.Sprint(v))
		}
		return cellRecord(sst, r, c, float64(v))
	case bool:
		var b byte
		if v {
			b = 1
		}
		return record{typ: recBoolErr, data: append(head, b, 0)}, nil
	}
	return record{}, fmt.Errorf("unsupported cell type %T", v)
}

// checkSheetName applies Excel's rules for sheet names.
func checkSheetName(name string) error {
	if n := len(utf16.Encode([]rune(name))); n == 0 || n > 31 {
		return fmt.Errorf("xls: a sheet name needs 1 to 31 characters, got %q", name)
	}
	if strings.ContainsAny(name, `:\/?*[]`) {
		return fmt.Errorf("xls: a sheet name must not contain any of : \\ / ? * [ ], got %q", name)
	}
	return nil
}

// writeRecord appends one record. Callers split long data themselves, so a
// record over the limit is a bug in this package.
func writeRecord(b *bytes.Buffer, typ uint16, data []byte) {
	if len(data) > maxRecordData {
		panic(fmt.Sprintf("biff: record 0x%04X of %d bytes", typ, len(data)))
	}
	var h [4]byte
	binary.LittleEndian.PutUint16(h[:], typ)
	binary.LittleEndian.PutUint16(h[2:], uint16(len(data)))
	b.Write(h[:])
	b.Write(data)
}

// dimensions tracks the used range of the sheet for the DIMENSIONS record.
type dimensions struct {
	used                   bool
	row0, row1, col0, col1 int // first and last used
}

// add widens the range to include row r, column c.
func (d *dimensions) add(r, c int) {
	if !d.used {
		d.used, d.row0, d.row1, d.col0, d.col1 = true, r, r, c, c
		return
	}
	d.row0, d.row1 = min(d.row0, r), max(d.row1, r)
	d.col0, d.col1 = min(d.col0, c), max(d.col1, c)
}

// data encodes the DIMENSIONS record (last row and column are exclusive).
func (d *dimensions) data() []byte {
	b := make([]byte, 14)
	if d.used {
		binary.LittleEndian.PutUint32(b, uint32(d.row0))
		binary.LittleEndian.PutUint32(b[4:], uint32(d.row1+1))
		binary.LittleEndian.PutUint16(b[8:], uint16(d.col0))
		binary.LittleEndian.PutUint16(b[10:], uint16(d.col1+1))
	}
	return b
}
