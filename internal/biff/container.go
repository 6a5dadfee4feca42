package biff

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/richardlehane/mscfb"
)

// oleSignature starts every OLE2 compound file.
var oleSignature = []byte{0xD0, 0xCF, 0x11, 0xE0, 0xA1, 0xB1, 0x1A, 0xE1}

// errReadBudget stops mscfb when a crafted file makes it read far more than
// any real file needs (long or looping sector chains).
var errReadBudget = errors.New("xls: corrupt compound file (sector chains too long)")

// Read budgets for mscfb.New. Its directory walk recurses once per directory
// entry and its chain walks only detect some cycles, so the directory and the
// FAT look-ups must stay small: real workbooks have a handful of entries.
const (
	openBudgetCalls = 1 << 20
	openBudgetBytes = 8 << 20
)

// budgetReader bounds the number and volume of reads mscfb may make and
// refuses reads outside the file, so no chain in a hostile file can loop or
// grow without end.
type budgetReader struct {
	ra    io.ReaderAt
	size  int64
	calls int64
	bytes int64
}

// ReadAt implements io.ReaderAt within the budget.
func (b *budgetReader) ReadAt(p []byte, off int64) (int, error) {
	if b.calls <= 0 || b.bytes < int64(len(p)) {
		return 0, errReadBudget
	}
	b.calls--
	b.bytes -= int64(len(p))
	if off < 0 || off >= b.size {
		return 0, io.EOF
	}
	if rest := b.size - off; int64(len(p)) > rest {
		n, _ := b.ra.ReadAt(p[:rest], off)
		return n, io.EOF
	}
	return b.ra.ReadAt(p, off)
}

// readWorkbookStream returns the Workbook stream of the compound file.
func readWorkbookStream(r io.ReaderAt, size int64) ([]byte, error) {
	if size < 512 {
		return nil, errors.New("xls: the file is too small to be an Excel workbook")
	}
	head := make([]byte, 512)
	if _, err := r.ReadAt(head, 0); err != nil {
		return nil, fmt.Errorf("xls: reading the file header: %w", err)
	}
	numDifat, err := checkHeader(head, size)
	if err != nil {
		return nil, err
	}
	br := &budgetReader{ra: r, size: size, calls: openBudgetCalls, bytes: openBudgetBytes + numDifat}
	doc, err := mscfb.New(br)
	if err != nil {
		return nil, fmt.Errorf("xls: corrupt compound file: %w", err)
	}
	f, err := findWorkbook(doc)
	if err != nil {
		return nil, err
	}
	if f.Size <= 0 || f.Size > size {
		return nil, fmt.Errorf("xls: the Workbook stream claims %d bytes in a file of %d", f.Size, size)
	}
	// Reading a stream walks its chain once: one FAT look-up per 64-byte
	// mini sector at worst, so this budget fits every honest stream.
	br.calls = 2*f.Size/64 + 1024
	br.bytes = 2*f.Size + 1<<20
	stream := make([]byte, f.Size)
	if _, err := io.ReadFull(f, stream); err != nil {
		return nil, fmt.Errorf("xls: reading the Workbook stream: %w", err)
	}
	return stream, nil
}

// checkHeader validates the counts of the compound file header against the
// file size before mscfb allocates by them, and returns the bytes the DIFAT
// sectors take (mscfb reads them all up front).
func checkHeader(head []byte, size int64) (int64, error) {
	if string(head[:8]) != string(oleSignature) {
		return 0, errors.New("xls: not an OLE2 compound file (an .xls file must be one)")
	}
	shift := binary.LittleEndian.Uint16(head[30:32])
	if shift != 9 && shift != 12 {
		return 0, fmt.Errorf("xls: corrupt compound file (sector shift %d)", shift)
	}
	sectorSize := int64(1) << shift
	sectors := size / sectorSize
	counts := []struct {
		name string
		at   int
	}{{"directory", 40}, {"FAT", 44}, {"mini FAT", 64}, {"DIFAT", 72}}
	for _, c := range counts {
		if n := int64(binary.LittleEndian.Uint32(head[c.at:])); n > sectors {
			return 0, fmt.Errorf("xls: corrupt compound file (%d %s sectors in a file of %d sectors)", n, c.name, sectors)
		}
	}
	// mscfb indexes the first directory entry without checking that the
	// directory chain has any sector.
	if dir := int64(binary.LittleEndian.Uint32(head[48:])); dir >= sectors {
		return 0, fmt.Errorf("xls: corrupt compound file (directory at sector %d of %d)", dir, sectors)
	}
	return int64(binary.LittleEndian.Uint32(head[72:])) * sectorSize, nil
}

// findWorkbook returns the top-level Workbook stream. A "Book" stream alone
// means BIFF5 (Excel 5.0/95), which this reader does not parse.
func findWorkbook(doc *mscfb.Reader) (*mscfb.File, error) {
	var book bool
	for _, f := range doc.File {
		if len(f.Path) != 0 || f.FileInfo().IsDir() {
			continue
		}
		switch {
		case strings.EqualFold(f.Name, "Workbook"):
			return f, nil
		case strings.EqualFold(f.Name, "Book"):
			book = true
		}
	}
	if book {
		return nil, errOldFormat
	}
	return nil, errors.New("xls: the compound file has no Workbook stream (not an Excel file)")
}

// errOldFormat refuses workbooks older than Excel 97.
var errOldFormat = errors.New("xls: Excel 5.0/95 workbooks (BIFF5) are not supported; save the file as .xlsx or Excel 97–2003 .xls")
