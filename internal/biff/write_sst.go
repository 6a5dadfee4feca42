package biff

import (
	"bytes"
	"encoding/binary"
	"unicode/utf16"
)

// sstBuilder collects the distinct strings of the sheet for the shared
// string table.
type sstBuilder struct {
	index map[string]uint32
	list  []string
	refs  uint32 // LABELSST records pointing into the table
}

// newSSTBuilder returns an empty table.
func newSSTBuilder() *sstBuilder {
	return &sstBuilder{index: map[string]uint32{}}
}

// add returns the index of text, adding it on first use.
func (s *sstBuilder) add(text string) uint32 {
	s.refs++
	if i, ok := s.index[text]; ok {
		return i
	}
	i := uint32(len(s.list))
	s.index[text] = i
	s.list = append(s.list, text)
	return i
}

// write appends SST, its CONTINUE records and EXTSST to the globals in b,
// whose length is the stream offset of the next record. A string never
// starts without room for its header and first character; when its
// characters go on in a CONTINUE, that record starts with the option byte.
func (s *sstBuilder) write(b *bytes.Buffer) {
	// EXTSST indexes every dsst-th string, in at most 128 buckets.
	dsst := max(8, (len(s.list)+127)/128)
	ext := binary.LittleEndian.AppendUint16(nil, uint16(dsst))
	cur := binary.LittleEndian.AppendUint32(nil, s.refs)
	cur = binary.LittleEndian.AppendUint32(cur, uint32(len(s.list)))
	typ := uint16(recSST)
	flush := func() {
		writeRecord(b, typ, cur)
		typ, cur = recContinue, cur[:0]
	}
	for i, text := range s.list {
		units := utf16.Encode([]rune(text))
		high := !latin1(units)
		width, flag := 1, byte(0)
		if high {
			width, flag = 2, strHighByte
		}
		if maxRecordData-len(cur) < 3+width {
			flush()
		}
		if i%dsst == 0 {
			ext = binary.LittleEndian.AppendUint32(ext, uint32(b.Len()+4+len(cur)))
			ext = binary.LittleEndian.AppendUint16(ext, uint16(4+len(cur)))
			ext = binary.LittleEndian.AppendUint16(ext, 0)
		}
		cur = binary.LittleEndian.AppendUint16(cur, uint16(len(units)))
		cur = append(cur, flag)
		for len(units) > 0 {
			room := (maxRecordData - len(cur)) / width
			if room == 0 {
				flush()
				cur = append(cur, flag)
				continue
			}
			n := min(room, len(units))
			// Keep surrogate pairs (emoji) within one record.
			if n < len(units) && n > 1 && utf16.IsSurrogate(rune(units[n-1])) && units[n-1] < 0xDC00 {
				n--
			}
			cur = appendUnits(cur, units[:n], high)
			units = units[n:]
		}
	}
	flush()
	writeRecord(b, recExtSST, ext)
}
