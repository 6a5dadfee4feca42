package outscraper

import (
	"archive/zip"
	"context"
	"fmt"
	"io"
	"math"
	"strconv"
	"time"

	"branchenbuch/internal/directory"

	"github.com/klauspost/compress/flate"
	"github.com/xuri/excelize/v2"
)

// The export's formats: CSV (the default, Export) and .xlsx (ExportXLSX).
const (
	FormatCSV  = "csv"
	FormatXLSX = "xlsx"
)

// ExportFormat returns the format that name asks for ("" is CSV), or false.
func ExportFormat(name string) (string, bool) {
	switch name {
	case "", FormatCSV:
		return FormatCSV, true
	case FormatXLSX:
		return FormatXLSX, true
	}
	return "", false
}

// sheetRows is the number of rows of a sheet, its header included: Excel's
// limit. Tests lower it to see the export continue on further sheets.
var sheetRows = excelize.TotalRows

// columnWidths are the .xlsx export's column widths in characters, by
// header; other columns get defaultWidth.
var columnWidths = map[string]float64{
	"id": 9, "place_id": 30, "name": 34, "category": 22, "category_slug": 18, "subtypes": 30, "type": 20,
	"phone": 18, "website": 32, "address": 40, "display_address": 32, "city": 18, "postal_code": 12,
	"country_code": 13, "latitude": 12, "longitude": 12, "rating": 8, "reviews": 9, "reviews_link": 32,
	"photos_count": 13, "business_status": 18, "description": 48, "verified": 9, "range": 8,
	"is_open": 9, "time_zone": 18, "hidden": 8, "url_slug": 32, "created_at": 19, "updated_at": 19,
}

const defaultWidth = 24

// XLSXExport is an .xlsx export in the making: the businesses as a
// workbook with the columns of ExportHeader, one row each, in cells of
// their type: numbers (id, coordinates, rating, counts), booleans
// (verified, is_open, hidden), dates in Europe/Berlin (created_at,
// updated_at) and text, which a spreadsheet never runs as a formula. The
// header row stays in view and carries an autofilter. A directory larger
// than a sheet continues on further sheets, each with the header.
//
// excelize's StreamWriter keeps a few MB of each sheet in memory and the
// rest in a temporary file, so memory stays flat; Close removes the files.
type XLSXExport struct {
	f                      *excelize.File
	sw                     *excelize.StreamWriter
	sheet                  string
	sheets, rows           int // sheets begun; rows on the current sheet, header included
	headerStyle, dateStyle int
	textStyle              int
	cells                  []any
}

// ExportXLSX reads the businesses of q in st into an XLSXExport and
// returns it with the number of rows; the caller writes it with WriteTo
// and closes it. Nothing is written before every row is read, so a failed
// read leaves the destination untouched.
func ExportXLSX(ctx context.Context, st directory.TransferStore, q directory.ExportQuery) (*XLSXExport, int, error) {
	x, err := NewXLSXExport()
	if err != nil {
		return nil, 0, err
	}
	rows := 0
	err = st.ExportBusinesses(ctx, q, func(r *directory.ExportRow) error {
		rows++
		return x.Write(r)
	})
	if err != nil {
		x.Close()
		return nil, 0, err
	}
	return x, rows, nil
}

// NewXLSXExport starts an export with its first sheet.
func NewXLSXExport() (*XLSXExport, error) {
	x := &XLSXExport{f: excelize.NewFile(), cells: make([]any, len(ExportHeader))}
	var err error
	if x.headerStyle, err = x.f.NewStyle(&excelize.Style{Font: &excelize.Font{Bold: true}}); err != nil {
		return nil, x.fail(err)
	}
	// Text cells are formatted as text ("@"), so that editing one in the
	// spreadsheet keeps it text instead of running what it says.
	if x.textStyle, err = x.f.NewStyle(&excelize.Style{NumFmt: 49}); err != nil {
		return nil, x.fail(err)
	}
	dates := "yyyy-mm-dd hh:mm:ss"
	if x.dateStyle, err = x.f.NewStyle(&excelize.Style{CustomNumFmt: &dates}); err != nil {
		return nil, x.fail(err)
	}
	if err := x.newSheet(); err != nil {
		return nil, x.fail(err)
	}
	return x, nil
}

func (x *XLSXExport) fail(err error) error {
	x.f.Close()
	return fmt.Errorf("xlsx export: %w", err)
}

// sheetName names the n-th sheet (from 1).
func sheetName(n int) string {
	if n == 1 {
		return "businesses"
	}
	return "businesses " + strconv.Itoa(n)
}

// newSheet ends the current sheet, if any, and begins the next with the
// header row, the frozen pane and the column widths.
func (x *XLSXExport) newSheet() error {
	if err := x.endSheet(); err != nil {
		return err
	}
	x.sheets++
	x.sheet = sheetName(x.sheets)
	if x.sheets == 1 {
		if err := x.f.SetSheetName("Sheet1", x.sheet); err != nil {
			return err
		}
	} else if _, err := x.f.NewSheet(x.sheet); err != nil {
		return err
	}
	sw, err := x.f.NewStreamWriter(x.sheet)
	if err != nil {
		return err
	}
	x.sw = sw
	// Last column first: excelize puts each column before the ones set
	// earlier, and Excel wants them in ascending order.
	for i := len(ExportHeader) - 1; i >= 0; i-- {
		width, ok := columnWidths[ExportHeader[i]]
		if !ok {
			width = defaultWidth
		}
		if err := sw.SetColWidth(i+1, i+1, width); err != nil {
			return err
		}
	}
	err = sw.SetPanes(&excelize.Panes{Freeze: true, YSplit: 1, TopLeftCell: "A2", ActivePane: "bottomLeft",
		Selection: []excelize.Selection{{SQRef: "A2", ActiveCell: "A2", Pane: "bottomLeft"}}})
	if err != nil {
		return err
	}
	for i, h := range ExportHeader {
		x.cells[i] = excelize.Cell{StyleID: x.headerStyle, Value: h}
	}
	x.rows = 1
	return sw.SetRow("A1", x.cells)
}

// endSheet puts the autofilter over the current sheet's rows and ends it.
func (x *XLSXExport) endSheet() error {
	if x.sw == nil {
		return nil
	}
	last, err := excelize.CoordinatesToCellName(len(ExportHeader), x.rows)
	if err != nil {
		return err
	}
	// The worksheet's autofilter is written when the stream ends, so it
	// can cover rows counted only now.
	if err := x.f.AutoFilter(x.sheet, "A1:"+last, nil); err != nil {
		return err
	}
	err = x.sw.Flush()
	x.sw = nil
	return err
}

// Write adds one business, on a new sheet when the current one is full.
func (x *XLSXExport) Write(r *directory.ExportRow) error {
	if x.rows == sheetRows {
		if err := x.newSheet(); err != nil {
			return fmt.Errorf("xlsx export: %w", err)
		}
	}
	b := &r.Business
	c := x.cells
	c[0] = b.ID
	for i, s := range [...]string{b.PlaceID, b.Name, b.Category, b.CategorySlug, b.Subtypes, b.Type, b.Phone,
		b.Website, b.FullAddress, b.Address, b.City, b.PostalCode, b.Country, b.CountryCode} {
		c[1+i] = x.text(s)
	}
	c[15], c[16] = nil, nil
	if b.Latitude != nil && b.Longitude != nil {
		c[15], c[16] = number(*b.Latitude), number(*b.Longitude)
	}
	c[17], c[18], c[19], c[20], c[21] = number(b.Rating), b.ReviewCount, x.text(b.ReviewsLink), x.text(r.ReviewsPerScoreJSON), b.PhotosCount
	for i, s := range [...]string{r.PhotosJSON, b.BusinessStatus, r.WorkingHoursJSON, r.AboutJSON, b.Description} {
		c[22+i] = x.text(s)
	}
	c[27], c[28], c[29] = b.Verified, nil, nil
	if b.PriceLevel != nil && *b.PriceLevel >= 1 && *b.PriceLevel <= 4 {
		c[28] = x.text("$$$$"[:*b.PriceLevel])
	}
	if b.IsOpen != nil {
		c[29] = *b.IsOpen
	}
	c[30], c[31], c[32] = x.text(b.TimeZone), b.Hidden, x.text(b.URLSlug)
	c[33], c[34] = x.date(b.CreatedAt), x.date(b.UpdatedAt)
	x.rows++
	if err := x.sw.SetRow("A"+strconv.Itoa(x.rows), c); err != nil {
		return fmt.Errorf("xlsx export row %d of sheet %q: %w", x.rows, x.sheet, err)
	}
	return nil
}

// text is a text cell: none for "", and guardText's form, which the
// importer reads back as s, in the text format.
func (x *XLSXExport) text(s string) any {
	if s == "" {
		return nil
	}
	return excelize.Cell{StyleID: x.textStyle, Value: guardText(s)}
}

// number is a number cell's value; nil for a value a sheet cannot hold.
func number(f float64) any {
	if math.IsNaN(f) || math.IsInf(f, 0) {
		return nil
	}
	return f
}

// excelEpoch is day 0 of Excel's 1900 date system as Excel counts it
// (which takes 1900 for a leap year, so that day 0 is 1899-12-30 for every
// date from March 1900 on).
var excelEpoch = time.Date(1899, 12, 30, 0, 0, 0, 0, time.UTC)

// date is a date cell holding t's wall time in Europe/Berlin; nil for the
// zero time and times before 1900-03-01 or after 9999, which Excel does
// not show as dates.
func (x *XLSXExport) date(t time.Time) any {
	if t.IsZero() {
		return nil
	}
	y, mo, d := t.In(directory.Berlin()).Date()
	if y < 1900 || y == 1900 && mo < time.March || y > 9999 {
		return nil
	}
	h, mi, s := t.In(directory.Berlin()).Clock()
	wall := time.Date(y, mo, d, h, mi, s, t.Nanosecond()/1e6*1e6, time.UTC)
	days := float64(wall.Sub(excelEpoch).Milliseconds()) / 86_400_000
	return excelize.Cell{StyleID: x.dateStyle, Value: days}
}

// WriteTo ends the last sheet and writes the workbook to w (WriteWorkbook).
func (x *XLSXExport) WriteTo(w io.Writer) (int64, error) {
	if err := x.endSheet(); err != nil {
		return 0, fmt.Errorf("xlsx export: %w", err)
	}
	cw := &countWriter{w: w}
	if err := WriteWorkbook(x.f, cw); err != nil {
		return cw.n, fmt.Errorf("xlsx export: %w", err)
	}
	return cw.n, nil
}

// WriteWorkbook writes a workbook whose sheets were streamed to w.
// excelize's own WriteTo would assemble the whole zip in a buffer first
// (hundreds of MB at 500,000 rows); a zip writer of our own streams it to w
// instead (WriteToBuffer's buffer stays empty), and a fast deflate saves
// about a third of the CPU time for a file a fifth larger. The price:
// excelize cannot mark zip64 entries for Excel, which only a sheet over
// 4 GB of XML would need (500,000 rows are about 1.1 GB).
func WriteWorkbook(f *excelize.File, w io.Writer) error {
	zw := zip.NewWriter(w)
	zw.RegisterCompressor(zip.Deflate, func(out io.Writer) (io.WriteCloser, error) {
		return flate.NewWriter(out, flate.BestSpeed)
	})
	f.SetZipWriter(func(io.Writer) excelize.ZipWriter { return zw })
	_, err := f.WriteToBuffer()
	return err
}

// Close removes the temporary files.
func (x *XLSXExport) Close() error { return x.f.Close() }

// countWriter counts what it passes on.
type countWriter struct {
	w io.Writer
	n int64
}

func (c *countWriter) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	return n, err
}
