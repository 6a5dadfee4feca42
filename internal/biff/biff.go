// Package biff reads legacy Excel workbooks (.xls: BIFF8 records inside an
// OLE2 compound file) and writes minimal ones for fixtures and the demo
// generator.
//
// The reader only extracts cell text of the first worksheet. It is written
// for untrusted uploads: every length is checked against the bytes that are
// really there, counts are capped by the stream size, and a panic anywhere in
// the parser becomes an error instead of crashing the server.
package biff

import (
	"errors"
	"fmt"
	"io"
)

// MaxFileSize is the largest compound file Open accepts (64 MB); real
// Outscraper exports are far smaller, and the bound keeps memory predictable.
const MaxFileSize = 64 << 20

// Sheet limits of the BIFF8 format (Excel 97–2003).
const (
	maxRows = 65536 // row indexes 0..65,535
	maxCols = 256   // column indexes 0..255
)

// ErrEncrypted reports a password-protected workbook (a FILEPASS record):
// its cells cannot be read without the password.
var ErrEncrypted = errors.New("xls: the workbook is encrypted (password protected)")

// Workbook is an opened .xls workbook whose first worksheet can be read with
// Rows.
type Workbook struct {
	stream   []byte   // the whole Workbook stream
	sst      []string // shared strings
	sheetPos int      // offset of the first worksheet's BOF record
}

// Row is one non-empty row of a worksheet.
type Row struct {
	Index int      // 0-based row index as stored in the file
	Cells []string // cell text by column; missing cells are ""
}

// Open reads the workbook from r (the whole compound file of the given size,
// at most MaxFileSize).
func Open(r io.ReaderAt, size int64) (wb *Workbook, err error) {
	defer recoverError(&err)
	if size > MaxFileSize {
		return nil, fmt.Errorf("xls: the file is %d bytes, more than the limit of %d", size, MaxFileSize)
	}
	stream, err := readWorkbookStream(r, size)
	if err != nil {
		return nil, err
	}
	wb = &Workbook{stream: stream}
	if err := wb.readGlobals(); err != nil {
		return nil, err
	}
	return wb, nil
}

// recoverPanics is switched off by the fuzz tests, so that a parser bug
// shows up as a crash the fuzzer reports instead of a quiet error.
var recoverPanics = true

// recoverError turns a panic of the parser into an error: a malformed file
// must never take the process down, whatever bug it hits.
func recoverError(err *error) {
	if !recoverPanics {
		return
	}
	if r := recover(); r != nil {
		*err = fmt.Errorf("xls: corrupt file (%v)", r)
	}
}
