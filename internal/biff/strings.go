package biff

import (
	"encoding/binary"
	"errors"
	"unicode/utf16"
)

// errShortString reports string data cut off by the end of its records.
var errShortString = errors.New("xls: truncated string data")

// String option flags of XLUnicodeRichExtendedString.
const (
	strHighByte = 0x01 // characters are UTF-16LE, not compressed to one byte
	strExt      = 0x04 // an extended (phonetic) block follows the characters
	strRich     = 0x08 // rich-text formatting runs follow the characters
)

// segReader reads a record's data and its CONTINUE records as one sequence.
// Structure fields cross record boundaries transparently, but a string's
// characters do not: each CONTINUE that goes on with characters starts with a
// fresh option byte saying whether they are compressed.
type segReader struct {
	segs [][]byte
	i    int // current segment
	pos  int // position in the current segment
}

// take returns the next n bytes, copying when they span segments.
func (s *segReader) take(n int) ([]byte, error) {
	s.settle()
	if s.i < len(s.segs) && len(s.segs[s.i])-s.pos >= n {
		b := s.segs[s.i][s.pos : s.pos+n]
		s.pos += n
		return b, nil
	}
	out := make([]byte, 0, n)
	for len(out) < n {
		s.settle()
		if s.i >= len(s.segs) {
			return nil, errShortString
		}
		k := min(n-len(out), len(s.segs[s.i])-s.pos)
		out = append(out, s.segs[s.i][s.pos:s.pos+k]...)
		s.pos += k
	}
	return out, nil
}

// settle moves past exhausted segments.
func (s *segReader) settle() {
	for s.i < len(s.segs) && s.pos >= len(s.segs[s.i]) {
		s.i++
		s.pos = 0
	}
}

// skip discards n bytes (formatting runs, phonetic blocks).
func (s *segReader) skip(n int) error {
	for n > 0 {
		s.settle()
		if s.i >= len(s.segs) {
			return errShortString
		}
		k := min(n, len(s.segs[s.i])-s.pos)
		s.pos += k
		n -= k
	}
	return nil
}

// unicodeString reads an XLUnicodeString or XLUnicodeRichExtendedString whose
// character count takes countBytes (1 or 2) bytes, skipping rich-text runs
// and phonetic blocks.
func (s *segReader) unicodeString(countBytes int) (string, error) {
	head, err := s.take(countBytes + 1)
	if err != nil {
		return "", err
	}
	cch := int(head[0])
	if countBytes == 2 {
		cch = int(binary.LittleEndian.Uint16(head))
	}
	flags := head[countBytes]
	var runs, ext int
	if flags&strRich != 0 {
		b, err := s.take(2)
		if err != nil {
			return "", err
		}
		runs = int(binary.LittleEndian.Uint16(b))
	}
	if flags&strExt != 0 {
		b, err := s.take(4)
		if err != nil {
			return "", err
		}
		ext = int(binary.LittleEndian.Uint32(b) & 0x7FFFFFFF)
	}
	text, err := s.chars(cch, flags&strHighByte != 0)
	if err != nil {
		return "", err
	}
	if err := s.skip(4 * runs); err != nil {
		return "", err
	}
	return text, s.skip(ext)
}

// chars reads cch characters, re-reading the option byte at each CONTINUE.
func (s *segReader) chars(cch int, high bool) (string, error) {
	units := make([]uint16, 0, cch)
	for len(units) < cch {
		if s.i < len(s.segs) {
			seg := s.segs[s.i]
			width := 1
			if high {
				width = 2
			}
			n := min((len(seg)-s.pos)/width, cch-len(units))
			for k := range n {
				p := s.pos + k*width
				if high {
					units = append(units, binary.LittleEndian.Uint16(seg[p:]))
				} else {
					units = append(units, uint16(seg[p]))
				}
			}
			s.pos += n * width
			if len(units) == cch {
				break
			}
		}
		// The characters go on in the next CONTINUE, behind its option byte.
		s.i++
		s.pos = 0
		if s.i >= len(s.segs) || len(s.segs[s.i]) == 0 {
			return "", errShortString
		}
		high = s.segs[s.i][0]&strHighByte != 0
		s.pos = 1
	}
	return string(utf16.Decode(units)), nil
}
