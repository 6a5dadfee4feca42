// Package outscraper reads Outscraper exports (.xlsx, .xls, .csv) row by row
// and maps their rows to businesses; it also names the export's columns.
package outscraper

import (
	"bytes"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"branchenbuch/internal/directory"
)

// MaxRows is the sheet row limit of Excel; every format is held to it.
const MaxRows = 1_048_576

// recoverPanics is switched off by the fuzz tests so that a reader bug shows
// up as a crash instead of a quiet "corrupt file".
var recoverPanics = true

// rowSource yields the rows of one format with their row numbers.
type rowSource interface {
	next() ([]string, int, error)
	close() error
}

// Sheet is an opened import file positioned after its header row.
type Sheet struct {
	file   *os.File
	src    rowSource
	format string
	header []string
	err    error // sticky: a failed sheet stays failed
}

var (
	zipMagic = []byte("PK\x03\x04")
	oleMagic = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}
)

// CheckExtension refuses (EUNSUPPORTED) a file name whose extension is not
// one Open reads, so that an upload can be refused before it is stored.
func CheckExtension(name string) error {
	switch ext := strings.ToLower(filepath.Ext(name)); ext {
	case ".xlsx", ".xls", ".csv":
		return nil
	default:
		return directory.Errorf(directory.EUNSUPPORTED, "Desteklenmeyen dosya türü %q: yalnızca .xlsx, .xls ve .csv içe aktarılabilir.", ext)
	}
}

// Open opens the file at path; name is the file's original name, whose
// extension (.xlsx, .xls, .csv, case-insensitive) decides the format, and the
// content must match it. Errors are *directory.Error: EUNSUPPORTED for an
// unknown extension or content that is not what the extension says,
// EINVALID for empty, encrypted, bombed or corrupt files and for a missing
// header row or `name` column.
func Open(path, name string) (s *Sheet, err error) {
	if err := CheckExtension(name); err != nil {
		return nil, err
	}
	ext := strings.ToLower(filepath.Ext(name))
	f, err := os.Open(path)
	if err != nil {
		return nil, fmt.Errorf("open import file: %w", err)
	}
	sh := &Sheet{file: f, format: ext[1:]}
	defer func() {
		if recoverPanics {
			if r := recover(); r != nil {
				err = errCorrupt()
			}
		}
		if err != nil {
			_ = sh.Close()
			s = nil
		}
	}()
	info, err := f.Stat()
	if err != nil {
		return nil, fmt.Errorf("stat import file: %w", err)
	}
	if info.Size() == 0 {
		return nil, errEmpty()
	}
	head := make([]byte, 8)
	n, _ := f.ReadAt(head, 0)
	head = head[:n]
	isZip, isOLE := bytes.HasPrefix(head, zipMagic), bytes.Equal(head, oleMagic)
	switch {
	case isOLE && oleEncrypted(f, info.Size()):
		return nil, errEncrypted()
	case ext == ".xlsx" && isOLE:
		return nil, directory.Errorf(directory.EUNSUPPORTED, "Dosya uzantısı .xlsx ama içerik eski bir Excel 97–2003 (.xls) dosyası; .xls uzantısıyla yükleyin.")
	case ext == ".xlsx" && !isZip:
		return nil, errNotExcel(ext)
	case ext == ".xls" && isZip:
		return nil, directory.Errorf(directory.EUNSUPPORTED, "Dosya uzantısı .xls ama içerik bir .xlsx dosyası; .xlsx uzantısıyla yükleyin.")
	case ext == ".xls" && !isOLE:
		return nil, errNotExcel(ext)
	case ext == ".csv" && (isZip || isOLE):
		return nil, directory.Errorf(directory.EUNSUPPORTED, "Dosya uzantısı .csv ama içerik bir Excel dosyası; doğru uzantıyla yükleyin.")
	}
	switch ext {
	case ".xlsx":
		sh.src, err = openXLSX(f, info.Size())
	case ".xls":
		sh.src, err = openXLS(f, info.Size())
	default:
		sh.src, err = openCSV(f)
	}
	if err != nil {
		return nil, err
	}
	header, _, err := sh.nextRow()
	if err == io.EOF {
		return nil, errNoHeader()
	}
	if err != nil {
		return nil, err
	}
	sh.header = header
	if _, err := NewMapper(header); err != nil {
		return nil, err
	}
	return sh, nil
}

// Header returns the header cells as in the file.
func (s *Sheet) Header() []string { return s.header }

// Format returns "xlsx", "xls" or "csv".
func (s *Sheet) Format() string { return s.format }

// Next returns the next data row with at least one non-empty cell, and its
// row number as Excel shows it; io.EOF at the end. A structural error is a
// *directory.Error EINVALID naming the row.
func (s *Sheet) Next() (cells []string, row int, err error) {
	if s.err != nil {
		return nil, 0, s.err
	}
	defer func() {
		if recoverPanics {
			if r := recover(); r != nil {
				cells, row, err = nil, 0, errCorrupt()
			}
		}
		if err != nil {
			s.err = err
		}
	}()
	return s.nextRow()
}

func (s *Sheet) nextRow() ([]string, int, error) {
	for {
		cells, row, err := s.src.next()
		if err != nil {
			return nil, 0, err
		}
		if row > MaxRows {
			return nil, 0, errTooManyRows(row)
		}
		for _, c := range cells {
			if strings.TrimSpace(c) != "" {
				return cells, row, nil
			}
		}
	}
}

// Close closes the file and the format reader.
func (s *Sheet) Close() error {
	var err error
	if s.src != nil {
		err = s.src.close()
		s.src = nil
	}
	if s.file != nil {
		if cerr := s.file.Close(); err == nil {
			err = cerr
		}
		s.file = nil
	}
	return err
}
