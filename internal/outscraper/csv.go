package outscraper

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/transform"

	"branchenbuch/internal/directory"
)

// CSV limits: Outscraper's longest cells (popular_times, reviews) stay far
// below a megabyte, and its widest exports have about 220 columns.
const (
	MaxCSVField   = 1 << 20
	MaxCSVFields  = 4096
	maxCSVRecord  = 16 << 20 // bytes of one record, however many fields
	csvSniffBytes = 64 << 10
)

var errCSVRecordLarge = errors.New("csv: record too large")

// csvRows reads records; the record number is the row number.
type csvRows struct {
	r      *csv.Reader
	cp1252 bool
	record int
}

func openCSV(f io.Reader) (rowSource, error) {
	br := bufio.NewReaderSize(f, csvSniffBytes)
	head, _ := br.Peek(csvSniffBytes)
	if bytes.HasPrefix(head, []byte("\xEF\xBB\xBF")) {
		_, _ = br.Discard(3)
		head = head[3:]
	}
	if bytes.IndexByte(head, 0) >= 0 {
		if bytes.HasPrefix(head, []byte{0xFF, 0xFE}) || bytes.HasPrefix(head, []byte{0xFE, 0xFF}) {
			return nil, directory.Errorf(directory.EUNSUPPORTED, "CSV dosyası UTF-16 kodlu; lütfen \"CSV UTF-8\" olarak kaydedin.")
		}
		return nil, directory.Errorf(directory.EUNSUPPORTED, "Dosya uzantısı .csv ama içerik metin değil.")
	}
	rows := &csvRows{cp1252: !validUTF8Prefix(head, len(head) == csvSniffBytes)}
	var src io.Reader = br
	if rows.cp1252 {
		src = transform.NewReader(br, charmap.Windows1252.NewDecoder())
	}
	lim := &recordLimiter{r: src}
	rows.r = csv.NewReader(lim)
	lim.csv = rows.r
	rows.r.Comma = sniffDelimiter(head)
	rows.r.LazyQuotes = true
	rows.r.FieldsPerRecord = -1
	return rows, nil
}

// validUTF8Prefix reports whether b is UTF-8, ignoring a rune cut off at
// the end of a truncated sniff window.
func validUTF8Prefix(b []byte, truncated bool) bool {
	if utf8.Valid(b) {
		return true
	}
	if !truncated {
		return false
	}
	for cut := 1; cut <= 3 && cut < len(b); cut++ {
		if utf8.Valid(b[:len(b)-cut]) {
			return true
		}
	}
	return false
}

// sniffDelimiter picks ',', ';' or tab by counting them in the first line
// outside quotes; German Excel writes ';'.
func sniffDelimiter(head []byte) rune {
	var counts [3]int
	inQuote := false
	for _, c := range head {
		if c == '"' {
			inQuote = !inQuote
			continue
		}
		if inQuote {
			continue
		}
		if c == '\n' || c == '\r' {
			break
		}
		switch c {
		case ',':
			counts[0]++
		case ';':
			counts[1]++
		case '\t':
			counts[2]++
		}
	}
	switch {
	case counts[1] > counts[0] && counts[1] >= counts[2]:
		return ';'
	case counts[2] > counts[0] && counts[2] > counts[1]:
		return '\t'
	}
	return ','
}

func (c *csvRows) close() error { return nil }

func (c *csvRows) next() ([]string, int, error) {
	rec, err := c.r.Read()
	if err == io.EOF {
		return nil, 0, io.EOF
	}
	row := c.record + 1
	if err != nil {
		if errors.Is(err, errCSVRecordLarge) {
			return nil, 0, directory.Errorf(directory.EINVALID, "Satır %d: bir satır 16 MB'den büyük; dosya içe aktarılamaz.", row)
		}
		return nil, 0, directory.Errorf(directory.EINVALID, "Satır %d: CSV dosyası bozuk.", row)
	}
	c.record = row
	if len(rec) > MaxCSVFields {
		return nil, 0, directory.Errorf(directory.EINVALID, "Satır %d: %d sütun var, en fazla 4.096 olabilir.", row, len(rec))
	}
	for i, field := range rec {
		if len(field) > MaxCSVField {
			return nil, 0, directory.Errorf(directory.EINVALID, "Satır %d: %d. sütundaki değer 1 MB'den uzun.", row, i+1)
		}
		if !c.cp1252 && !utf8.ValidString(field) {
			// The sniff window was UTF-8 but this record is not: a file
			// stitched from two exports. Read the field as Windows-1252.
			rec[i], _ = charmap.Windows1252.NewDecoder().String(field)
		}
	}
	return rec, row, nil
}

// recordLimiter stops the CSV reader once one record has consumed more than
// maxCSVRecord bytes, so a hostile field cannot grow without bound.
type recordLimiter struct {
	r    io.Reader
	csv  *csv.Reader
	read int64
}

func (l *recordLimiter) Read(p []byte) (int, error) {
	if l.read-l.csv.InputOffset() > maxCSVRecord {
		return 0, errCSVRecordLarge
	}
	n, err := l.r.Read(p)
	l.read += int64(n)
	return n, err
}
