package outscraper

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"testing"
	"time"

	"branchenbuch/internal/directory"
)

// referenceCSV writes rows as the export did with encoding/csv: every
// cell Neutralise'd, then quoted by csv.Writer. ExportWriter must write
// the same bytes.
func referenceCSV(t testing.TB, rows []directory.ExportRow) []byte {
	t.Helper()
	var buf bytes.Buffer
	buf.WriteString("\uFEFF")
	w := csv.NewWriter(&buf)
	w.Write(ExportHeader)
	for i := range rows {
		r := &rows[i]
		b := &r.Business
		lat, lng := "", ""
		if b.Latitude != nil && b.Longitude != nil {
			lat, lng = strconv.FormatFloat(*b.Latitude, 'f', -1, 64), strconv.FormatFloat(*b.Longitude, 'f', -1, 64)
		}
		price := ""
		if b.PriceLevel != nil && *b.PriceLevel >= 1 && *b.PriceLevel <= 4 {
			price = strings.Repeat("$", *b.PriceLevel)
		}
		isOpen := ""
		if b.IsOpen != nil {
			isOpen = pyBool(*b.IsOpen)
		}
		rec := []string{strconv.FormatInt(b.ID, 10), b.PlaceID, b.Name, b.Category, b.CategorySlug, b.Subtypes, b.Type, b.Phone,
			b.Website, b.FullAddress, b.Address, b.City, b.PostalCode, b.Country, b.CountryCode, lat, lng,
			strconv.FormatFloat(b.Rating, 'f', -1, 64), strconv.Itoa(b.ReviewCount), b.ReviewsLink, r.ReviewsPerScoreJSON,
			strconv.Itoa(b.PhotosCount), r.PhotosJSON, b.BusinessStatus, r.WorkingHoursJSON, r.AboutJSON, b.Description,
			pyBool(b.Verified), price, isOpen, b.TimeZone, pyBool(b.Hidden), b.URLSlug,
			b.CreatedAt.UTC().Format(exportTime), b.UpdatedAt.UTC().Format(exportTime)}
		for i, v := range rec {
			rec[i] = Neutralise(v)
		}
		w.Write(rec)
	}
	w.Flush()
	if err := w.Error(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// written writes rows with an ExportWriter.
func written(t testing.TB, rows []directory.ExportRow) []byte {
	t.Helper()
	var buf bytes.Buffer
	w := NewExportWriter(&buf)
	for i := range rows {
		if err := w.Write(&rows[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// hostileCells are cells a spreadsheet would run, cells encoding/csv
// quotes, and bytes that are not UTF-8.
var hostileCells = []string{
	"", "plain", "Müller & Söhne", "=1+1", "=HYPERLINK(\"http://evil.example\",\"Klick\")", "+49 30 1", "-12.5", "@SUM(A1)",
	"\tTab", "\rCR", "\nLF", "\r\n", " leading space", "\u00a0no-break space", "\u2003em space", "\u0085next line",
	"\u3000ideographic space", "trailing space ", `\.`, `\.x`, `\`, `"`, `""`, `"quoted"`, `a"b`, "a,b", ",", "a;=b", "a,=b",
	"a; +b", "a\r\nb", "a\nb", "a\rb", "'=already", "'", "=", "-", "+", "@", "\t", "\r", "\n", "\xff", "\xc2", "\xe2\x80",
	"\xe2\x80\x83", "x\x00y", "日本", "Ü", `{"Monday":"08:00–12:30, 13:30–17:00","Sunday":"Closed"}`, `["https://a/b","https://c/d"]`,
	"=\"x\",\"y\"\n-1", strings.Repeat("a\"", 1000),
}

// TestExportWriterCells writes every hostile cell in every text column and
// compares with encoding/csv.
func TestExportWriterCells(t *testing.T) {
	for _, s := range hostileCells {
		t.Run(fmt.Sprintf("%q", s), func(t *testing.T) {
			r := directory.ExportRow{Business: directory.Business{ID: 1, PlaceID: s, Name: s, Category: s, CategorySlug: s,
				Subtypes: s, Type: s, Phone: s, Website: s, FullAddress: s, Address: s, City: s, PostalCode: s, Country: s,
				CountryCode: s, ReviewsLink: s, BusinessStatus: s, Description: s, TimeZone: s, URLSlug: s},
				ReviewsPerScoreJSON: s, PhotosJSON: s, WorkingHoursJSON: s, AboutJSON: s}
			rows := []directory.ExportRow{r}
			if got, want := written(t, rows), referenceCSV(t, rows); !bytes.Equal(got, want) {
				t.Errorf("got\n%q\nwant\n%q", got, want)
			}
		})
	}
}

// TestExportWriterValues covers the columns that are not text: negative
// and odd numbers (a minus sign is neutralised), missing coordinates,
// price levels out of range, and times outside UTC or four-digit years.
func TestExportWriterValues(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	n := func(v int) *int { return &v }
	yes, no := true, false
	berlin := time.FixedZone("CET", 3600)
	tests := []struct {
		name string
		b    directory.Business
	}{
		{"zero", directory.Business{}},
		{"typical", directory.Business{ID: 42, Latitude: f(52.52), Longitude: f(13.405), Rating: 4.6, ReviewCount: 128, PhotosCount: 3,
			PriceLevel: n(2), IsOpen: &yes, Verified: true, CreatedAt: time.UnixMilli(1795654518997), UpdatedAt: time.UnixMilli(1795654772566)}},
		{"negative", directory.Business{ID: -7, Latitude: f(-33.8688), Longitude: f(-151.2093), Rating: -1, ReviewCount: -5, PhotosCount: -1,
			PriceLevel: n(-1), IsOpen: &no, Hidden: true}},
		{"one coordinate", directory.Business{Latitude: f(1)}},
		{"other coordinate", directory.Business{Longitude: f(1)}},
		{"odd floats", directory.Business{Latitude: f(math.NaN()), Longitude: f(math.Inf(-1)), Rating: math.Copysign(0, -1)}},
		{"huge floats", directory.Business{Latitude: f(1e300), Longitude: f(-math.MaxFloat64), Rating: 5e-324}},
		{"prices", directory.Business{PriceLevel: n(0)}},
		{"price 1", directory.Business{PriceLevel: n(1)}},
		{"price 4", directory.Business{PriceLevel: n(4)}},
		{"price 5", directory.Business{PriceLevel: n(5)}},
		{"largest ints", directory.Business{ID: math.MinInt64, ReviewCount: math.MaxInt, PhotosCount: math.MinInt}},
		{"zone", directory.Business{CreatedAt: time.Date(2026, 3, 29, 2, 30, 0, 999999999, berlin), UpdatedAt: time.Date(1999, 12, 31, 23, 59, 59, 1e6, berlin)}},
		{"years", directory.Business{CreatedAt: time.Date(-1, 1, 1, 0, 0, 0, 0, time.UTC), UpdatedAt: time.Date(12345, 1, 1, 0, 0, 0, 0, time.UTC)}},
		{"milliseconds", directory.Business{CreatedAt: time.UnixMilli(math.MaxInt64), UpdatedAt: time.UnixMilli(math.MinInt64)}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			rows := []directory.ExportRow{{Business: tt.b}}
			if got, want := written(t, rows), referenceCSV(t, rows); !bytes.Equal(got, want) {
				t.Errorf("got\n%q\nwant\n%q", got, want)
			}
		})
	}
}

// TestExportWriterHeaderOnly: without businesses the file is the byte
// order mark and the header.
func TestExportWriterHeaderOnly(t *testing.T) {
	if got, want := written(t, nil), referenceCSV(t, nil); !bytes.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestExportWriterBuffers writes more than its buffer holds: the rows come
// out whole and in order, in writes of about the buffer's size.
func TestExportWriterBuffers(t *testing.T) {
	var rows []directory.ExportRow
	for i := range 2000 {
		rows = append(rows, directory.ExportRow{Business: directory.Business{ID: int64(i + 1), Name: hostileCells[i%len(hostileCells)],
			Description: strings.Repeat("Bäckerei, Café; \"Konditorei\" ", i%40)}})
	}
	cw := &countingWriter{}
	w := NewExportWriter(cw)
	for i := range rows {
		if err := w.Write(&rows[i]); err != nil {
			t.Fatal(err)
		}
	}
	if err := w.Flush(); err != nil {
		t.Fatal(err)
	}
	if want := referenceCSV(t, rows); !bytes.Equal(cw.buf.Bytes(), want) {
		t.Fatalf("%d bytes differ from encoding/csv's %d", cw.buf.Len(), len(want))
	}
	if cw.writes < 2 || cw.buf.Len()/cw.writes < exportBuffer/2 {
		t.Errorf("%d bytes in %d writes, want writes of about %d bytes", cw.buf.Len(), cw.writes, exportBuffer)
	}
}

type countingWriter struct {
	buf    bytes.Buffer
	writes int
}

func (c *countingWriter) Write(p []byte) (int, error) {
	c.writes++
	return c.buf.Write(p)
}

// TestExportWriterError: a failing destination fails the write that
// hands the buffer over, or the flush.
func TestExportWriterError(t *testing.T) {
	w := NewExportWriter(failingWriter{})
	r := directory.ExportRow{Business: directory.Business{Description: strings.Repeat("x", exportBuffer)}}
	if err := w.Write(&r); err != io.ErrShortWrite {
		t.Errorf("write of a full buffer: %v, want %v", err, io.ErrShortWrite)
	}
	w = NewExportWriter(failingWriter{})
	if err := w.Flush(); err != io.ErrShortWrite {
		t.Errorf("flush: %v, want %v", err, io.ErrShortWrite)
	}
}

type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, io.ErrShortWrite }

// FuzzExportCell compares a cell as the export writes it with
// encoding/csv's writing of the Neutralise'd cell, and the header's
// unneutralised fields with encoding/csv's writing of the field.
func FuzzExportCell(f *testing.F) {
	for _, s := range hostileCells {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, neutral := range []bool{true, false} {
			var got []byte
			want := s
			if neutral {
				got, want = appendCell(nil, s), Neutralise(s)
			} else {
				got = appendField(nil, s, false)
			}
			var buf bytes.Buffer
			w := csv.NewWriter(&buf)
			w.Write([]string{want})
			w.Flush()
			if ref := strings.TrimSuffix(buf.String(), "\n"); string(got) != ref {
				t.Fatalf("cell %q (neutralised %v) written as %q, encoding/csv writes %q", s, neutral, got, ref)
			}
		}
	})
}

// FuzzExportRow writes a row of fuzzed cells and numbers and compares it
// with encoding/csv's.
func FuzzExportRow(f *testing.F) {
	f.Add("=1", "-2", `{"a":"b,c"}`, " x", -12.5, 4.5, int64(1795654518997))
	f.Add("", "\r\n", `\.`, "@", math.NaN(), math.Inf(1), int64(-1))
	f.Fuzz(func(t *testing.T, a, b, c, d string, lat, rating float64, ms int64) {
		lng := -lat
		price := int(ms % 6)
		open := ms%2 == 0
		rows := []directory.ExportRow{{Business: directory.Business{ID: ms, Name: a, Phone: b, City: c, Description: d,
			Latitude: &lat, Longitude: &lng, Rating: rating, ReviewCount: int(ms), PriceLevel: &price, IsOpen: &open,
			CreatedAt: time.UnixMilli(ms), UpdatedAt: time.UnixMilli(-ms)}, AboutJSON: c, PhotosJSON: d}}
		if got, want := written(t, rows), referenceCSV(t, rows); !bytes.Equal(got, want) {
			t.Fatalf("got\n%q\nwant\n%q", got, want)
		}
	})
}

// FuzzExportTime compares the hand-written times with time's layout.
func FuzzExportTime(f *testing.F) {
	f.Add(int64(1795654518), int64(997_654_321))
	f.Add(int64(-62135596800), int64(0))
	f.Add(int64(253402300799), int64(999_999_999))
	f.Add(int64(253402300800), int64(0))
	f.Fuzz(func(t *testing.T, sec, nsec int64) {
		tm := time.Unix(sec, nsec)
		if got, want := string(appendTime(nil, tm)), tm.UTC().Format(exportTime); got != want {
			t.Fatalf("%d s %d ns written as %q, want %q", sec, nsec, got, want)
		}
	})
}

// BenchmarkExportWriter writes rows like the demo's (every phone
// neutralised, JSON hours and about quoted).
func BenchmarkExportWriter(b *testing.B) {
	r := benchExportRow()
	w := NewExportWriter(io.Discard)
	b.ReportAllocs()
	for b.Loop() {
		if err := w.Write(&r); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "rows/s")
}

// benchExportRow is a row like the demo's.
func benchExportRow() directory.ExportRow {
	lat, lng, price, open := 53.046596, 13.291223, 2, true
	created := time.UnixMilli(1795654772566)
	return directory.ExportRow{
		Business: directory.Business{
			ID: 250000, PlaceID: "ChIJXTUKLKDjcuLCgeMBLjFgBcv", Name: "Café Lieblingsplatz", Category: "Cafe",
			CategorySlug: "gastronomie", Subtypes: "Cafe, Ice cream shop, Bakery", Type: "Cafe", Phone: "+49 2676 827301",
			FullAddress: "Fliederweg 5, 56769 Retterath, Deutschland", Address: "Fliederweg 5, 56769 Retterath",
			City: "Retterath", PostalCode: "56769", Country: "Deutschland", CountryCode: "DE",
			Latitude: &lat, Longitude: &lng, Rating: 4.9, ReviewCount: 11, PriceLevel: &price, IsOpen: &open,
			ReviewsLink:    "https://search.google.com/local/reviews?placeid=ChIJXTUKLKDjcuLCgeMBLjFgBcv",
			BusinessStatus: "OPERATIONAL", URLSlug: "retterath/cafe-lieblingsplatz", CreatedAt: created, UpdatedAt: created,
			Description: "Café Lieblingsplatz ist Ihr zuverlässiger Partner für Frühstück und hausgemachte Kuchen in Retterath. " +
				"Wir freuen uns auf Ihren Besuch.",
		},
		ReviewsPerScoreJSON: `{"1":0,"2":0,"3":0,"4":1,"5":10}`,
		WorkingHoursJSON: `{"Friday":"10:00–19:00","Monday":"10:00–19:00","Saturday":"10:00–19:00","Sunday":"10:00–19:00",` +
			`"Thursday":"10:00–19:00","Tuesday":"10:00–19:00","Wednesday":"10:00–19:00"}`,
		AboutJSON: `{"Service options":{"Takeout":false,"Outdoor seating":true},"Offerings":{"Vegetarian options":true,` +
			`"Beer":true,"Wine":false,"Coffee":true},"Atmosphere":{"Cozy":true,"Casual":true},` +
			`"Accessibility":{"Wheelchair accessible restroom":true},"Payments":{"Credit cards":true}}`,
	}
}
