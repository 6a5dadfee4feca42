package outscraper

import (
	"context"
	"io"
	"strconv"
	"time"
	"unicode"
	"unicode/utf8"

	"branchenbuch/internal/directory"
)

// Export writes the businesses of q in st to w as the export's CSV and
// returns how many it wrote. Rows are written as they are read, so memory
// stays flat whatever the size.
func Export(ctx context.Context, w io.Writer, st directory.TransferStore, q directory.ExportQuery) (rows int, err error) {
	ew := NewExportWriter(w)
	err = st.ExportBusinesses(ctx, q, func(r *directory.ExportRow) error {
		rows++
		return ew.Write(r)
	})
	if err == nil {
		err = ew.Flush()
	}
	return rows, err
}

// ExportWriter writes businesses as the export's CSV: a UTF-8 byte order
// mark (so that Excel reads umlauts right), the ExportHeader row, then one
// record per business, every cell neutralised against formula injection.
// Its columns are ones the importer reads, so an export imports back as
// the same directory.
//
// The bytes are those of encoding/csv's Writer given the Neutralise'd
// cells (export_writer_test.go compares them); the writer appends them to
// its own buffer instead, because a large export spends much of its time
// here, and encoding/csv cost a string per neutralised cell or number and
// several calls into its bufio.Writer per field.
type ExportWriter struct {
	w       io.Writer
	buf     []byte
	started bool
}

// exportBuffer is the size at which an ExportWriter hands its buffer to w.
const exportBuffer = 64 << 10

// NewExportWriter returns an ExportWriter on w; it buffers by itself.
func NewExportWriter(w io.Writer) *ExportWriter {
	return &ExportWriter{w: w, buf: make([]byte, 0, exportBuffer+8<<10)}
}

func (e *ExportWriter) start() {
	if e.started {
		return
	}
	e.started = true
	e.buf = append(e.buf, "\uFEFF"...)
	for i, h := range ExportHeader {
		if i > 0 {
			e.buf = append(e.buf, ',')
		}
		e.buf = appendField(e.buf, h, false)
	}
	e.buf = append(e.buf, '\n')
}

// Write writes one business.
func (e *ExportWriter) Write(r *directory.ExportRow) error {
	e.start()
	b := &r.Business
	var num [32]byte
	buf := appendValue(e.buf, strconv.AppendInt(num[:0], b.ID, 10))
	for _, s := range [...]string{b.PlaceID, b.Name, b.Category, b.CategorySlug, b.Subtypes, b.Type, b.Phone,
		b.Website, b.FullAddress, b.Address, b.City, b.PostalCode, b.Country, b.CountryCode} {
		buf = appendCell(append(buf, ','), s)
	}
	buf = append(buf, ',')
	if b.Latitude != nil && b.Longitude != nil {
		buf = appendValue(buf, appendFloat(num[:0], *b.Latitude))
		buf = appendValue(append(buf, ','), appendFloat(num[:0], *b.Longitude))
	} else {
		buf = append(buf, ',')
	}
	buf = appendValue(append(buf, ','), appendFloat(num[:0], b.Rating))
	buf = appendValue(append(buf, ','), strconv.AppendInt(num[:0], int64(b.ReviewCount), 10))
	buf = appendCell(append(buf, ','), b.ReviewsLink)
	buf = appendCell(append(buf, ','), r.ReviewsPerScoreJSON)
	buf = appendValue(append(buf, ','), strconv.AppendInt(num[:0], int64(b.PhotosCount), 10))
	for _, s := range [...]string{r.PhotosJSON, b.BusinessStatus, r.WorkingHoursJSON, r.AboutJSON, b.Description} {
		buf = appendCell(append(buf, ','), s)
	}
	buf = append(append(buf, ','), pyBool(b.Verified)...)
	buf = append(buf, ',')
	if b.PriceLevel != nil && *b.PriceLevel >= 1 && *b.PriceLevel <= 4 {
		buf = append(buf, "$$$$"[:*b.PriceLevel]...)
	}
	buf = append(buf, ',')
	if b.IsOpen != nil {
		buf = append(buf, pyBool(*b.IsOpen)...)
	}
	buf = appendCell(append(buf, ','), b.TimeZone)
	buf = append(append(buf, ','), pyBool(b.Hidden)...)
	buf = appendCell(append(buf, ','), b.URLSlug)
	buf = appendValue(append(buf, ','), appendTime(num[:0], b.CreatedAt))
	buf = appendValue(append(buf, ','), appendTime(num[:0], b.UpdatedAt))
	e.buf = append(buf, '\n')
	if len(e.buf) >= exportBuffer {
		return e.flush()
	}
	return nil
}

// Flush writes what is buffered, and the header when no business came.
func (e *ExportWriter) Flush() error {
	e.start()
	return e.flush()
}

func (e *ExportWriter) flush() error {
	_, err := e.w.Write(e.buf)
	e.buf = e.buf[:0]
	return err
}

const exportTime = "2006-01-02T15:04:05.000Z07:00"

func appendFloat(dst []byte, f float64) []byte { return strconv.AppendFloat(dst, f, 'f', -1, 64) }

// appendTime appends t in UTC as exportTime lays it out; by hand for the
// years of four digits, as time's layouts cost a tenth of a row each.
func appendTime(dst []byte, t time.Time) []byte {
	t = t.UTC()
	year, month, day := t.Date()
	if year < 0 || year > 9999 {
		return t.AppendFormat(dst, exportTime)
	}
	hour, minute, sec := t.Clock()
	return append(dst,
		byte('0'+year/1000), byte('0'+year/100%10), byte('0'+year/10%10), byte('0'+year%10), '-',
		byte('0'+month/10), byte('0'+month%10), '-', byte('0'+day/10), byte('0'+day%10), 'T',
		byte('0'+hour/10), byte('0'+hour%10), ':', byte('0'+minute/10), byte('0'+minute%10), ':',
		byte('0'+sec/10), byte('0'+sec%10), '.', byte('0'+t.Nanosecond()/1e8), byte('0'+t.Nanosecond()/1e7%10),
		byte('0'+t.Nanosecond()/1e6%10), 'Z')
}

// pyBool writes a boolean as Outscraper does.
func pyBool(v bool) string {
	if v {
		return "True"
	}
	return "False"
}

// appendCell appends the cell s as encoding/csv's Writer writes
// Neutralise(s).
func appendCell(dst []byte, s string) []byte { return appendField(dst, s, true) }

// appendValue appends a number or time that strconv.AppendInt,
// appendFloat or appendTime wrote, as appendCell would: it never holds a
// byte that needs quoting, and only a value that is not a plain number
// ("-Inf", a year before 0) is neutralised.
func appendValue(dst, v []byte) []byte {
	if len(v) > 0 && formulaStart[v[0]] && !plainNumber(string(v)) {
		dst = append(dst, '\'')
	}
	return append(dst, v...)
}

// appendField appends s as one field of a record as encoding/csv's Writer
// writes it, with the formula guard's apostrophes when guard is set:
// quoted when it holds the delimiter, a quote or a line break, when it
// starts with a space (unless an apostrophe comes first) and when it is
// `\.`; a quote inside doubled.
func appendField(dst []byte, s string, guard bool) []byte {
	quote := false
	for i := 0; i < len(s); i++ {
		if guard && formulaStart[s[i]] {
			return appendGuardedField(dst, s)
		}
		quote = quote || csvSpecial[s[i]]
	}
	if !quote && s != "" {
		quote = startsWithSpace(s) || s == `\.`
	}
	if !quote {
		return append(dst, s...)
	}
	return append(appendText(append(dst, '"'), s), '"')
}

// appendGuardedField is appendField for a cell that holds a formula start
// somewhere, so that the guard may add apostrophes.
func appendGuardedField(dst []byte, s string) []byte {
	quote := false
	for i := 0; i < len(s); i++ {
		if csvSpecial[s[i]] {
			quote = true
			break
		}
	}
	if !quote {
		// encoding/csv quotes a field that starts with a space, not one
		// that starts with the guard's apostrophe.
		at, ok := guardPoint(s, 0, true)
		quote = !(ok && at == 0) && startsWithSpace(s)
	}
	if !quote {
		return appendGuarded(dst, s, true, false)
	}
	return append(appendGuarded(append(dst, '"'), s, true, true), '"')
}

// startsWithSpace reports whether s starts with a character unicode.IsSpace accepts.
func startsWithSpace(s string) bool {
	if c := s[0]; c < utf8.RuneSelf {
		return asciiSpace[c]
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsSpace(r)
}

// csvSpecial and asciiSpace mark bytes: the bytes that make encoding/csv
// quote a field, and the ASCII bytes unicode.IsSpace accepts.
var csvSpecial, asciiSpace [256]bool

func init() {
	for _, c := range []byte{',', '"', '\r', '\n'} {
		csvSpecial[c] = true
	}
	for c := range utf8.RuneSelf {
		asciiSpace[c] = unicode.IsSpace(rune(c))
	}
}
