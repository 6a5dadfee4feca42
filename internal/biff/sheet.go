package biff

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"iter"
	"math"
	"slices"
)

// Kinds of cell value.
const (
	kindNumber = iota // num
	kindShared        // text is sst[idx]
	kindText          // text is sheet.texts[idx]
	kindBool          // num is 0 or 1
	kindError         // num is the error code
)

// cell is one value cell, kept compact (16 bytes) because a hostile sheet
// may hold millions of them: memory stays a small multiple of the stream.
type cell struct {
	row  uint16
	col  uint8
	kind uint8
	idx  uint32
	num  float64
}

// sheet holds the value cells of a worksheet, sorted by row and column.
type sheet struct {
	cells []cell
	texts []string // texts that are not shared strings
}

// Rows yields the rows of the FIRST worksheet in order; Index is 0-based;
// Cells as text. Rows without any value cell are left out. A corrupt sheet
// yields one error and stops.
func (w *Workbook) Rows() iter.Seq2[Row, error] {
	return func(yield func(Row, error) bool) {
		sh, err := w.readSheet()
		if err != nil {
			yield(Row{}, err)
			return
		}
		for i := 0; i < len(sh.cells); {
			j := i
			for j < len(sh.cells) && sh.cells[j].row == sh.cells[i].row {
				j++
			}
			row := Row{Index: int(sh.cells[i].row), Cells: make([]string, int(sh.cells[j-1].col)+1)}
			for _, c := range sh.cells[i:j] {
				row.Cells[c.col] = w.text(sh, c)
			}
			if !yield(row, nil) {
				return
			}
			i = j
		}
	}
}

// text renders a cell the way Excel's General format shows it.
func (w *Workbook) text(sh *sheet, c cell) string {
	switch c.kind {
	case kindShared:
		return w.sst[c.idx]
	case kindText:
		return sh.texts[c.idx]
	case kindBool:
		if c.num != 0 {
			return "TRUE"
		}
		return "FALSE"
	case kindError:
		return errorText(byte(c.num))
	}
	return formatNumber(c.num)
}

// readSheet collects the value cells of the first worksheet. It runs under
// recover so that no input can crash the caller.
func (w *Workbook) readSheet() (sh *sheet, err error) {
	defer recoverError(&err)
	rr := &recordReader{buf: w.stream, pos: w.sheetPos}
	if err := expectBOF(rr, bofWorksheet); err != nil {
		return nil, err
	}
	p := &sheetParser{wb: w, sh: &sheet{}, rr: rr, pending: -1, sorted: true}
	// Embedded charts are whole BOF…EOF substreams inside the sheet; depth
	// tells their EOF from the sheet's own.
	for depth := 1; depth > 0; {
		rec, ok, err := rr.next()
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, errors.New("xls: the worksheet ends without an EOF record (truncated file)")
		}
		switch {
		case rec.typ == recBOF:
			depth++
		case rec.typ == recEOF:
			depth--
		case depth == 1:
			if err := p.record(rec); err != nil {
				return nil, err
			}
		}
	}
	if !p.sorted {
		slices.SortStableFunc(p.sh.cells, func(a, b cell) int {
			return cmp.Or(cmp.Compare(a.row, b.row), cmp.Compare(a.col, b.col))
		})
	}
	return p.sh, nil
}

// sheetParser turns cell records into cells.
type sheetParser struct {
	wb      *Workbook
	sh      *sheet
	rr      *recordReader
	pending int  // index of a formula cell waiting for its STRING record
	sorted  bool // cells so far arrived in row/column order
}

// add appends a cell after checking its position.
func (p *sheetParser) add(row, col int, c cell) error {
	if col >= maxCols {
		return fmt.Errorf("xls: cell in row %d at column %d, beyond the limit of %d columns", row+1, col+1, maxCols)
	}
	c.row, c.col = uint16(row), uint8(col)
	if n := len(p.sh.cells); n > 0 {
		last := p.sh.cells[n-1]
		if last.row > c.row || (last.row == c.row && last.col >= c.col) {
			p.sorted = false
		}
	}
	p.sh.cells = append(p.sh.cells, c)
	return nil
}

// addText stores a non-shared text cell.
func (p *sheetParser) addText(row, col int, text string) error {
	p.sh.texts = append(p.sh.texts, text)
	return p.add(row, col, cell{kind: kindText, idx: uint32(len(p.sh.texts) - 1)})
}

// minCellData is the shortest valid data of each cell record, checked
// before any field is read.
var minCellData = map[uint16]int{
	recNumber: 14, recRK: 10, recLabelSST: 10, recBoolErr: 8, recFormula: 20,
	recLabel: 9, recRString: 9, recMulRK: 6, recString: 3,
}

// record handles one record of the worksheet substream.
func (p *sheetParser) record(rec record) error {
	d := rec.data
	if n, ok := minCellData[rec.typ]; ok && len(d) < n {
		return fmt.Errorf("xls: short record 0x%04X at offset %d", rec.typ, rec.pos)
	}
	var row, col int
	if len(d) >= 4 {
		row, col = int(binary.LittleEndian.Uint16(d)), int(binary.LittleEndian.Uint16(d[2:]))
	}
	switch rec.typ {
	case recNumber:
		return p.add(row, col, cell{num: math.Float64frombits(binary.LittleEndian.Uint64(d[6:]))})
	case recRK:
		return p.add(row, col, cell{num: rkValue(binary.LittleEndian.Uint32(d[6:]))})
	case recMulRK:
		return p.mulRK(rec, row, col)
	case recLabelSST:
		isst := binary.LittleEndian.Uint32(d[6:])
		if int64(isst) >= int64(len(p.wb.sst)) {
			return fmt.Errorf("xls: cell in row %d refers to shared string %d of %d", row+1, isst, len(p.wb.sst))
		}
		return p.add(row, col, cell{kind: kindShared, idx: isst})
	case recLabel, recRString:
		text, err := p.longString(rec, d[6:])
		if err != nil {
			return fmt.Errorf("xls: text cell in row %d: %w", row+1, err)
		}
		return p.addText(row, col, text)
	case recBoolErr:
		kind := uint8(kindBool)
		if d[7] != 0 {
			kind = kindError
		}
		return p.add(row, col, cell{kind: kind, num: float64(d[6])})
	case recFormula:
		return p.formula(rec, row, col)
	case recString:
		text, err := p.longString(rec, d)
		if err != nil {
			return fmt.Errorf("xls: formula result at offset %d: %w", rec.pos, err)
		}
		if p.pending >= 0 {
			p.sh.texts[p.sh.cells[p.pending].idx] = text
			p.pending = -1
		}
	}
	return nil
}

// longString reads an XLUnicodeString that may go on in CONTINUE records.
func (p *sheetParser) longString(rec record, data []byte) (string, error) {
	segs, err := p.rr.continuations(data)
	if err != nil {
		return "", err
	}
	s := &segReader{segs: segs}
	return s.unicodeString(2)
}

// mulRK expands a MULRK record: several RK numbers in one row.
func (p *sheetParser) mulRK(rec record, row, first int) error {
	body := rec.data[4 : len(rec.data)-2]
	if len(body)%6 != 0 {
		return fmt.Errorf("xls: malformed MULRK record at offset %d", rec.pos)
	}
	for k := 0; k < len(body)/6; k++ {
		rk := binary.LittleEndian.Uint32(body[k*6+2:])
		if err := p.add(row, first+k, cell{num: rkValue(rk)}); err != nil {
			return err
		}
	}
	return nil
}

// formula stores a formula's cached result; a string result arrives in the
// STRING record that follows.
func (p *sheetParser) formula(rec record, row, col int) error {
	d := rec.data
	if d[12] != 0xFF || d[13] != 0xFF {
		return p.add(row, col, cell{num: math.Float64frombits(binary.LittleEndian.Uint64(d[6:]))})
	}
	switch d[6] {
	case 0: // string, in the next STRING record
		if err := p.addText(row, col, ""); err != nil {
			return err
		}
		p.pending = len(p.sh.cells) - 1
		return nil
	case 1:
		return p.add(row, col, cell{kind: kindBool, num: float64(d[8])})
	case 2:
		return p.add(row, col, cell{kind: kindError, num: float64(d[8])})
	}
	return p.addText(row, col, "") // empty string result
}
