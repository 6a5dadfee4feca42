package outscraper

import (
	"io"
	"strconv"

	"branchenbuch/internal/directory"
)

// xlsxRows streams the rows of one worksheet straight from the zip. Only rows
// present in the XML are produced, so a row index of 2,147,483,647 is refused
// at once instead of being reached through two billion empty rows.
type xlsxRows struct {
	pkg     *xlsxPackage
	rc      io.ReadCloser
	s       *xmlScanner
	sst     []string
	inSheet bool
	done    bool
	lastRow int

	// per-row state, reused
	rowText []byte
	spans   []cellSpan
}

// cellSpan is one non-empty cell of the current row: a shared string or a
// slice of rowText.
type cellSpan struct {
	col        int
	start, end int
	shared     string
	isShared   bool
}

func openXLSX(f io.ReaderAt, size int64) (rowSource, error) {
	pkg, err := openXLSXPackage(f, size)
	if err != nil {
		return nil, err
	}
	sheet, sstName, err := pkg.firstSheet()
	if err != nil {
		return nil, err
	}
	sst, err := pkg.readSharedStrings(sstName)
	if err != nil {
		return nil, err
	}
	rc, err := pkg.open(sheet, MaxUnzipTotal)
	if err != nil {
		return nil, err
	}
	return &xlsxRows{pkg: pkg, rc: rc, s: newXMLScanner(rc, maxCellText), sst: sst}, nil
}

func (x *xlsxRows) close() error { return x.rc.Close() }

// next returns the next row element's cells and its 1-based row number.
func (x *xlsxRows) next() ([]string, int, error) {
	if x.done {
		return nil, 0, io.EOF
	}
	for {
		tok, err := x.s.next()
		if err != nil {
			return nil, 0, rowError(x.lastRow+1, xmlError(err))
		}
		switch tok {
		case tokEOF:
			x.done = true
			return nil, 0, io.EOF
		case tokStart, tokEmpty:
			name := string(x.s.name)
			if !x.inSheet {
				if name == "sheetData" && tok == tokEmpty {
					x.done = true
					return nil, 0, io.EOF
				}
				x.inSheet = name == "sheetData"
				continue
			}
			if name != "row" {
				continue
			}
			n, err := x.rowNumber()
			if err != nil {
				return nil, 0, err
			}
			if tok == tokEmpty {
				continue
			}
			cells, err := x.readRow(n)
			if err != nil {
				return nil, 0, rowError(n, err)
			}
			return cells, n, nil
		case tokEnd:
			if x.inSheet && string(x.s.name) == "sheetData" {
				x.done = true
				return nil, 0, io.EOF
			}
		}
	}
}

// rowNumber reads the r attribute of a row (or counts on from the last
// row) and checks it lies in 1..1,048,576 and after the previous row.
func (x *xlsxRows) rowNumber() (int, error) {
	n := x.lastRow + 1
	if v, ok := x.s.attr("r"); ok {
		parsed, err := strconv.ParseInt(string(v), 10, 64)
		if err != nil {
			return 0, directory.Errorf(directory.EINVALID, "Geçersiz satır numarası %q (1 ile 1.048.576 arasında olmalı).", string(v))
		}
		if parsed < 1 || parsed > MaxRows {
			return 0, directory.Errorf(directory.EINVALID, "Geçersiz satır numarası %d (1 ile 1.048.576 arasında olmalı).", parsed)
		}
		n = int(parsed)
	}
	if n > MaxRows {
		return 0, errTooManyRows(n)
	}
	if n <= x.lastRow {
		return 0, directory.Errorf(directory.EINVALID, "Satır %d: satırlar sırasız (önceki satır %d); dosya bozuk.", n, x.lastRow)
	}
	x.lastRow = n
	return n, nil
}

// readRow reads the cells of the current row up to its end tag.
func (x *xlsxRows) readRow(row int) ([]string, error) {
	s := x.s
	x.rowText, x.spans = x.rowText[:0], x.spans[:0]
	var (
		col, maxCol  int
		inCell, inIS bool
		inRPh        bool
		cellType     byte
		start        int
	)
	for {
		tok, err := s.next()
		if err != nil {
			return nil, xmlError(err)
		}
		switch tok {
		case tokEOF:
			return nil, errCorrupt()
		case tokStart, tokEmpty:
			switch string(s.name) {
			case "c":
				c, err := cellColumn(s, col)
				if err != nil {
					return nil, err
				}
				col = c
				t, _ := s.attr("t")
				cellType = cellTypeOf(t)
				inCell = tok == tokStart
				s.text = s.text[:0]
			case "v":
				s.capture = inCell && tok == tokStart
			case "is":
				inIS = inCell && tok == tokStart
			case "rPh":
				inRPh = tok == tokStart
			case "t":
				s.capture = inIS && !inRPh && tok == tokStart
			}
		case tokEnd:
			switch string(s.name) {
			case "v", "t":
				s.capture = false
			case "is":
				inIS = false
			case "rPh":
				inRPh = false
			case "c":
				if !inCell {
					continue
				}
				inCell = false
				start = len(x.rowText)
				span, err := x.cellValue(cellType, start)
				if err != nil {
					return nil, err
				}
				if span.isShared && span.shared == "" || !span.isShared && span.end == span.start {
					continue
				}
				span.col = col
				x.spans = append(x.spans, span)
				maxCol = max(maxCol, col)
				if len(x.rowText) > maxRowText {
					return nil, directory.Errorf(directory.EINVALID, "Satır %d çok büyük (16 MB üzeri).", row)
				}
			case "row":
				return x.buildRow(maxCol), nil
			}
		}
	}
}

// cellColumn returns the 1-based column of a cell: from its reference or
// one after the previous cell.
func cellColumn(s *xmlScanner, prev int) (int, error) {
	ref, ok := s.attr("r")
	col := prev + 1
	if ok && len(ref) > 0 {
		col = 0
		for _, c := range ref {
			if c >= 'a' && c <= 'z' {
				c -= 'a' - 'A'
			}
			if c < 'A' || c > 'Z' {
				break
			}
			col = col*26 + int(c-'A'+1)
			if col > maxColumns {
				break
			}
		}
		if col == 0 {
			return 0, errCorrupt()
		}
	}
	if col > maxColumns {
		return 0, directory.Errorf(directory.EINVALID, "Bir satır 16.384 sütundan fazla içeriyor; dosya bozuk.")
	}
	return col, nil
}

// cellValue turns the captured text of a cell into its value per the cell type.
func (x *xlsxRows) cellValue(cellType byte, start int) (cellSpan, error) {
	text := x.s.text
	switch cellType {
	case 's':
		i, err := strconv.Atoi(string(text))
		if err != nil || i < 0 || i >= len(x.sst) {
			return cellSpan{}, directory.Errorf(directory.EINVALID, "Paylaşılan metin tablosunda olmayan bir hücre değeri var; dosya bozuk.")
		}
		return cellSpan{shared: x.sst[i], isShared: true}, nil
	case 'b':
		v := "FALSE"
		if string(text) == "1" || string(text) == "true" {
			v = "TRUE"
		}
		return cellSpan{shared: v, isShared: true}, nil
	case 'e':
		return cellSpan{isShared: true}, nil // #N/A and friends carry no value
	case 'i':
		if containsBSTR(text) {
			x.rowText = append(x.rowText, unescapeBSTR(string(text))...)
			return cellSpan{start: start, end: len(x.rowText)}, nil
		}
	}
	x.rowText = append(x.rowText, text...)
	return cellSpan{start: start, end: len(x.rowText)}, nil
}

// cellTypeOf codes a cell's t attribute: 's' shared string, 'b' boolean,
// 'e' error, 'i' inline or formula string, 0 number or date.
func cellTypeOf(t []byte) byte {
	switch string(t) {
	case "s", "b", "e":
		return t[0]
	case "inlineStr", "str":
		return 'i'
	}
	return 0
}

func containsBSTR(b []byte) bool {
	for i := 0; i+1 < len(b); i++ {
		if b[i] == '_' && b[i+1] == 'x' {
			return true
		}
	}
	return false
}

// buildRow materialises the row with one string allocation for all its
// inline text.
func (x *xlsxRows) buildRow(maxCol int) []string {
	cells := make([]string, maxCol)
	all := string(x.rowText)
	for _, sp := range x.spans {
		if sp.isShared {
			cells[sp.col-1] = sp.shared
		} else {
			cells[sp.col-1] = all[sp.start:sp.end]
		}
	}
	return cells
}
