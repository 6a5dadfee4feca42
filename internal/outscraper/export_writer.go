package outscraper

import (
	"bufio"
	"context"
	"encoding/csv"
	"io"
	"strconv"
	"strings"

	"branchenbuch/internal/directory"
)

// Export writes the businesses of q in st to w as the export's CSV and
// returns how many it wrote. Rows are written as they are read, so memory
// stays flat whatever the size.
func Export(ctx context.Context, w io.Writer, st directory.TransferStore, q directory.ExportQuery) (rows int, err error) {
	bw := bufio.NewWriterSize(w, 64<<10)
	ew := NewExportWriter(bw)
	err = st.ExportBusinesses(ctx, q, func(r *directory.ExportRow) error {
		rows++
		return ew.Write(r)
	})
	if err == nil {
		err = ew.Flush()
	}
	if err == nil {
		err = bw.Flush()
	}
	return rows, err
}

// ExportWriter writes businesses as the export's CSV: a UTF-8 byte order
// mark (so that Excel reads umlauts right), the ExportHeader row, then one
// record per business, every cell neutralised against formula injection.
// Its columns are ones the importer reads, so an export imports back as
// the same directory.
type ExportWriter struct {
	w       io.Writer
	csv     *csv.Writer
	started bool
	rec     []string
}

// NewExportWriter returns an ExportWriter on w; w should be buffered.
func NewExportWriter(w io.Writer) *ExportWriter {
	return &ExportWriter{w: w, csv: csv.NewWriter(w), rec: make([]string, len(ExportHeader))}
}

func (e *ExportWriter) start() error {
	if e.started {
		return nil
	}
	e.started = true
	if _, err := io.WriteString(e.w, "\uFEFF"); err != nil {
		return err
	}
	return e.csv.Write(ExportHeader)
}

// Write writes one business.
func (e *ExportWriter) Write(r *directory.ExportRow) error {
	if err := e.start(); err != nil {
		return err
	}
	b := &r.Business
	lat, lng := "", ""
	if b.Latitude != nil && b.Longitude != nil {
		lat, lng = formatFloat(*b.Latitude), formatFloat(*b.Longitude)
	}
	price := ""
	if b.PriceLevel != nil && *b.PriceLevel >= 1 && *b.PriceLevel <= 4 {
		price = strings.Repeat("$", *b.PriceLevel)
	}
	isOpen := ""
	if b.IsOpen != nil {
		isOpen = pyBool(*b.IsOpen)
	}
	rec := append(e.rec[:0],
		strconv.FormatInt(b.ID, 10), b.PlaceID, b.Name, b.Category, b.CategorySlug, b.Subtypes, b.Type, b.Phone,
		b.Website, b.FullAddress, b.Address, b.City, b.PostalCode, b.Country, b.CountryCode, lat, lng,
		formatFloat(b.Rating), strconv.Itoa(b.ReviewCount), b.ReviewsLink, r.ReviewsPerScoreJSON,
		strconv.Itoa(b.PhotosCount), r.PhotosJSON, b.BusinessStatus, r.WorkingHoursJSON, r.AboutJSON, b.Description,
		pyBool(b.Verified), price, isOpen, b.TimeZone, pyBool(b.Hidden), b.URLSlug,
		b.CreatedAt.UTC().Format(exportTime), b.UpdatedAt.UTC().Format(exportTime))
	for i, v := range rec {
		rec[i] = Neutralise(v)
	}
	return e.csv.Write(rec)
}

// Flush writes what is buffered, and the header when no business came.
func (e *ExportWriter) Flush() error {
	if err := e.start(); err != nil {
		return err
	}
	e.csv.Flush()
	return e.csv.Error()
}

const exportTime = "2006-01-02T15:04:05.000Z07:00"

func formatFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// pyBool writes a boolean as Outscraper does.
func pyBool(v bool) string {
	if v {
		return "True"
	}
	return "False"
}
