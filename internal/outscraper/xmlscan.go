package outscraper

import (
	"bufio"
	"bytes"
	"errors"
	"io"
	"strconv"
	"unicode/utf8"
)

// xmlScanner is a small pull tokenizer for the SpreadsheetML parts we read
// (sheet XML, shared strings). encoding/xml costs about 4 µs per cell, which
// caps an import at ~4,000 rows/s; this scanner reads bytes straight from the
// zip stream, expands only the five predefined entities and character
// references, and refuses any DTD, so an entity bomb has nothing to expand.
type xmlScanner struct {
	br      *bufio.Reader
	tag     []byte // the current start or end tag, without '<' and '>'
	name    []byte // local name of the current tag
	capture bool   // decode character data into text
	text    []byte // captured character data
	raw     []byte // undecoded character data spanning buffer refills
	maxText int
}

type xmlToken int

const (
	tokEOF xmlToken = iota
	tokText
	tokStart
	tokEmpty // a self-closing start tag
	tokEnd
)

const maxTagBytes = 64 << 10

var (
	errDTD       = errors.New("xml: DTD or entity declaration")
	errXMLSyntax = errors.New("xml: syntax error")
	errTextLarge = errors.New("xml: text too large")
)

func newXMLScanner(r io.Reader, maxText int) *xmlScanner {
	return &xmlScanner{br: bufio.NewReaderSize(r, 64<<10), maxText: maxText}
}

// next returns the next token. Character data is appended to s.text only
// while s.capture is set; callers reset s.text themselves.
func (s *xmlScanner) next() (xmlToken, error) {
	c, err := s.br.ReadByte()
	if err == io.EOF {
		return tokEOF, nil
	}
	if err != nil {
		return tokEOF, err
	}
	if c != '<' {
		_ = s.br.UnreadByte()
		return tokText, s.readText()
	}
	c, err = s.br.ReadByte()
	if err != nil {
		return tokEOF, errXMLSyntax
	}
	switch c {
	case '?':
		return s.skipUntil("?>")
	case '!':
		return s.bang()
	case '/':
		if err := s.readTag(); err != nil {
			return tokEOF, err
		}
		s.setName()
		return tokEnd, nil
	}
	_ = s.br.UnreadByte()
	if err := s.readTag(); err != nil {
		return tokEOF, err
	}
	empty := len(s.tag) > 0 && s.tag[len(s.tag)-1] == '/'
	if empty {
		s.tag = s.tag[:len(s.tag)-1]
	}
	s.setName()
	if empty {
		return tokEmpty, nil
	}
	return tokStart, nil
}

// bang handles comments, CDATA sections and declarations after "<!".
func (s *xmlScanner) bang() (xmlToken, error) {
	head, err := s.br.Peek(2)
	if err == nil && string(head) == "--" {
		_, _ = s.br.Discard(2)
		return s.skipUntil("-->")
	}
	head, err = s.br.Peek(7)
	if err != nil || string(head) != "[CDATA[" {
		return tokEOF, errDTD
	}
	_, _ = s.br.Discard(7)
	return s.cdata()
}

func (s *xmlScanner) cdata() (xmlToken, error) {
	var tail [2]byte // the last two bytes seen, to find "]]>"
	for {
		c, err := s.br.ReadByte()
		if err != nil {
			return tokEOF, errXMLSyntax
		}
		if c == '>' && tail == [2]byte{']', ']'} {
			if s.capture {
				s.text = s.text[:len(s.text)-2]
			}
			return tokText, nil
		}
		tail[0], tail[1] = tail[1], c
		if s.capture {
			if len(s.text) >= s.maxText {
				return tokEOF, errTextLarge
			}
			s.text = append(s.text, c)
		}
	}
}

// skipUntil discards input through the terminator (a comment or a
// processing instruction), reporting it as an empty text token.
func (s *xmlScanner) skipUntil(term string) (xmlToken, error) {
	matched := 0
	for n := 0; ; n++ {
		c, err := s.br.ReadByte()
		if err != nil {
			return tokEOF, errXMLSyntax
		}
		switch {
		case c == term[matched]:
			matched++
			if matched == len(term) {
				return tokText, nil
			}
		case c == term[0]:
			matched = 1
		default:
			matched = 0
		}
	}
}

// readTag reads a tag body up to the closing '>' outside quotes.
func (s *xmlScanner) readTag() error {
	s.tag = s.tag[:0]
	var quote byte
	for {
		chunk, err := s.br.ReadSlice('>')
		if err != nil && err != bufio.ErrBufferFull {
			return errXMLSyntax
		}
		for _, c := range chunk {
			switch {
			case quote != 0 && c == quote:
				quote = 0
			case quote == 0 && (c == '"' || c == '\''):
				quote = c
			}
		}
		s.tag = append(s.tag, chunk...)
		if len(s.tag) > maxTagBytes {
			return errXMLSyntax
		}
		if err == nil && quote == 0 {
			s.tag = s.tag[:len(s.tag)-1]
			return nil
		}
	}
}

// setName sets s.name to the tag's local name (after any prefix).
func (s *xmlScanner) setName() {
	end := 0
	for end < len(s.tag) && !isXMLSpace(s.tag[end]) {
		end++
	}
	name := s.tag[:end]
	if i := bytes.LastIndexByte(name, ':'); i >= 0 {
		name = name[i+1:]
	}
	s.name = name
}

func isXMLSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// attr returns the raw value of the attribute with the given local name in
// the current tag.
func (s *xmlScanner) attr(local string) ([]byte, bool) {
	t := s.tag
	i := 0
	for i < len(t) && !isXMLSpace(t[i]) {
		i++
	}
	for i < len(t) {
		for i < len(t) && isXMLSpace(t[i]) {
			i++
		}
		start := i
		for i < len(t) && t[i] != '=' && !isXMLSpace(t[i]) {
			i++
		}
		name := t[start:i]
		for i < len(t) && (isXMLSpace(t[i]) || t[i] == '=') {
			i++
		}
		if i >= len(t) || (t[i] != '"' && t[i] != '\'') {
			return nil, false
		}
		q := t[i]
		i++
		vstart := i
		for i < len(t) && t[i] != q {
			i++
		}
		value := t[vstart:min(i, len(t))]
		i++
		if j := bytes.LastIndexByte(name, ':'); j >= 0 {
			name = name[j+1:]
		}
		if string(name) == local {
			return value, true
		}
	}
	return nil, false
}

// readText reads character data up to the next '<', decoding entities
// into s.text when capturing. A run longer than the reader's buffer is
// gathered raw first so that an entity split across reads decodes whole.
func (s *xmlScanner) readText() error {
	s.raw = s.raw[:0]
	for {
		chunk, err := s.br.ReadSlice('<')
		if err == nil {
			chunk = chunk[:len(chunk)-1]
			_ = s.br.UnreadByte()
		}
		switch err {
		case nil, io.EOF:
			if !s.capture {
				return nil
			}
			if len(s.raw) == 0 {
				return s.appendDecoded(chunk)
			}
			return s.appendDecoded(append(s.raw, chunk...))
		case bufio.ErrBufferFull:
			if s.capture {
				if len(s.raw)+len(chunk) > s.maxText {
					return errTextLarge
				}
				s.raw = append(s.raw, chunk...)
			}
		default:
			return err
		}
	}
}

// appendDecoded appends raw character data with entities expanded.
func (s *xmlScanner) appendDecoded(raw []byte) error {
	if len(s.text)+len(raw) > s.maxText {
		return errTextLarge
	}
	for {
		i := bytes.IndexByte(raw, '&')
		if i < 0 {
			s.text = append(s.text, raw...)
			return nil
		}
		s.text = append(s.text, raw[:i]...)
		raw = raw[i+1:]
		j := bytes.IndexByte(raw, ';')
		if j < 0 || j > 10 {
			return errXMLSyntax
		}
		ent := raw[:j]
		raw = raw[j+1:]
		switch string(ent) {
		case "lt":
			s.text = append(s.text, '<')
		case "gt":
			s.text = append(s.text, '>')
		case "amp":
			s.text = append(s.text, '&')
		case "quot":
			s.text = append(s.text, '"')
		case "apos":
			s.text = append(s.text, '\'')
		default:
			r, ok := charRef(ent)
			if !ok {
				return errXMLSyntax
			}
			s.text = utf8.AppendRune(s.text, r)
		}
	}
}

// charRef decodes "#123" or "#x7B"; invalid code points become U+FFFD.
func charRef(ent []byte) (rune, bool) {
	if len(ent) < 2 || ent[0] != '#' {
		return 0, false
	}
	base, digits := 10, ent[1:]
	if digits[0] == 'x' || digits[0] == 'X' {
		base, digits = 16, digits[1:]
	}
	n, err := strconv.ParseUint(string(digits), base, 32)
	if err != nil {
		return 0, false
	}
	r := rune(n)
	if n == 0 || !utf8.ValidRune(r) {
		return utf8.RuneError, true
	}
	return r, true
}
