package biff

import (
	"encoding/binary"
	"fmt"
)

// BIFF8 record types used by the reader and the writer.
const (
	recFormula    = 0x0006
	recEOF        = 0x000A
	recFilePass   = 0x002F
	recFont       = 0x0031
	recContinue   = 0x003C
	recWindow1    = 0x003D
	recCodePage   = 0x0042
	recBoundSheet = 0x0085
	recMulRK      = 0x00BD
	recMulBlank   = 0x00BE
	recRString    = 0x00D6
	recXF         = 0x00E0
	recSST        = 0x00FC
	recLabelSST   = 0x00FD
	recExtSST     = 0x00FF
	recDimensions = 0x0200
	recBlank      = 0x0201
	recNumber     = 0x0203
	recLabel      = 0x0204
	recBoolErr    = 0x0205
	recString     = 0x0207
	recWindow2    = 0x023E
	recRK         = 0x027E
	recStyle      = 0x0293
	recBOF        = 0x0809
)

// BOF versions and substream types.
const (
	biff8        = 0x0600
	biff5        = 0x0500
	bofGlobals   = 0x0005
	bofWorksheet = 0x0010
)

// maxRecordData is the BIFF8 limit of one record's data; longer content
// continues in CONTINUE records.
const maxRecordData = 8224

// record is one BIFF record: its type, its data and where it starts.
type record struct {
	typ  uint16
	data []byte
	pos  int
}

// recordReader walks the records of a stream, checking every length
// against the bytes that remain.
type recordReader struct {
	buf []byte
	pos int
}

// next returns the next record; ok is false at the end of the stream.
func (r *recordReader) next() (rec record, ok bool, err error) {
	if r.pos >= len(r.buf) {
		return record{}, false, nil
	}
	if len(r.buf)-r.pos < 4 {
		return record{}, false, fmt.Errorf("xls: truncated record header at offset %d", r.pos)
	}
	typ := binary.LittleEndian.Uint16(r.buf[r.pos:])
	n := int(binary.LittleEndian.Uint16(r.buf[r.pos+2:]))
	start := r.pos + 4
	if n > len(r.buf)-start {
		return record{}, false, fmt.Errorf("xls: record 0x%04X at offset %d claims %d bytes, past the end of the stream", typ, r.pos, n)
	}
	rec = record{typ: typ, data: r.buf[start : start+n], pos: r.pos}
	r.pos = start + n
	return rec, true, nil
}

// continuations returns data followed by the data of the CONTINUE records
// that come next, consuming them: long strings span record boundaries.
func (r *recordReader) continuations(data []byte) ([][]byte, error) {
	segs := [][]byte{data}
	for {
		save := r.pos
		rec, ok, err := r.next()
		if err != nil {
			return nil, err
		}
		if !ok || rec.typ != recContinue {
			r.pos = save
			return segs, nil
		}
		segs = append(segs, rec.data)
	}
}
