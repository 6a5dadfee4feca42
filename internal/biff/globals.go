package biff

import (
	"encoding/binary"
	"errors"
	"fmt"
)

// readGlobals parses the workbook globals substream: it finds the first
// worksheet, the shared strings, and refuses encrypted or pre-97 workbooks.
func (w *Workbook) readGlobals() error {
	rr := &recordReader{buf: w.stream}
	if err := expectBOF(rr, bofGlobals); err != nil {
		return err
	}
	sheetPos := -1
	for {
		rec, ok, err := rr.next()
		if err != nil {
			return err
		}
		if !ok {
			return errors.New("xls: the workbook globals end without an EOF record (truncated file)")
		}
		switch rec.typ {
		case recEOF:
			if sheetPos < 0 {
				return errors.New("xls: the workbook has no worksheet")
			}
			w.sheetPos = sheetPos
			return nil
		case recFilePass:
			return ErrEncrypted
		case recBoundSheet:
			if sheetPos >= 0 {
				continue
			}
			if len(rec.data) < 6 {
				return fmt.Errorf("xls: short BOUNDSHEET record at offset %d", rec.pos)
			}
			// dt 0 is a worksheet (or a dialog sheet); charts and macro
			// sheets hold no cells we want.
			if rec.data[5] != 0 {
				continue
			}
			pos := int64(binary.LittleEndian.Uint32(rec.data))
			if pos >= int64(len(w.stream)) {
				return fmt.Errorf("xls: the first worksheet starts at offset %d, past the end of the %d-byte stream", pos, len(w.stream))
			}
			sheetPos = int(pos)
		case recSST:
			segs, err := rr.continuations(rec.data)
			if err != nil {
				return err
			}
			if w.sst, err = readSST(segs, len(w.stream)); err != nil {
				return err
			}
		}
	}
}

// expectBOF reads the BOF record that opens a substream and checks that it
// is BIFF8 of the wanted type.
func expectBOF(rr *recordReader, want uint16) error {
	rec, ok, err := rr.next()
	if err != nil {
		return err
	}
	if !ok || rec.typ != recBOF || len(rec.data) < 4 {
		return fmt.Errorf("xls: no BOF record at offset %d (not an Excel 97–2003 stream)", rr.pos)
	}
	vers := binary.LittleEndian.Uint16(rec.data)
	dt := binary.LittleEndian.Uint16(rec.data[2:])
	switch {
	case vers == biff5:
		return errOldFormat
	case vers != biff8:
		return fmt.Errorf("xls: unsupported BIFF version 0x%04X (only Excel 97–2003 BIFF8 is read)", vers)
	case dt != want:
		return fmt.Errorf("xls: substream at offset %d has type 0x%04X, want 0x%04X", rec.pos, dt, want)
	}
	return nil
}

// readSST parses the shared string table. The declared count is capped by
// the stream size (a string takes at least 3 bytes) so a crafted count cannot
// make us allocate gigabytes.
func readSST(segs [][]byte, streamSize int) ([]string, error) {
	if len(segs[0]) < 8 {
		return nil, errors.New("xls: short SST record")
	}
	unique := int64(binary.LittleEndian.Uint32(segs[0][4:]))
	if unique > int64(streamSize/3) {
		return nil, fmt.Errorf("xls: the shared string table declares %d strings, more than the %d-byte stream can hold", unique, streamSize)
	}
	s := &segReader{segs: segs, pos: 8}
	sst := make([]string, 0, unique)
	for range unique {
		text, err := s.unicodeString(2)
		if err != nil {
			return nil, fmt.Errorf("xls: shared string %d: %w", len(sst), err)
		}
		sst = append(sst, text)
	}
	return sst, nil
}
