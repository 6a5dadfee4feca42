package httpapi

import (
	"fmt"
	"net/http"
	"strings"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/outscraper"
)

// exportDeadline bounds the time an export may take to send; 500,000
// businesses take seconds.
const exportDeadline = 10 * time.Minute

// The media types of the export's formats.
const (
	csvType  = "text/csv; charset=utf-8"
	xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
)

// export sends the businesses that the table's filters and the export
// type select, as CSV (the default) or, with format=xlsx, as an .xlsx
// workbook. CSV rows go out as they are read, compressed and sent on a
// goroutine of their own (aheadWriter); the workbook is assembled in
// temporary files and sent once every row is in, so a failed read is
// still an error answer. Memory stays flat whatever the size.
func (s *Server) export(w http.ResponseWriter, r *http.Request) {
	q, format, err := s.exportQuery(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	// From the start: the workbook is assembled before its first byte goes out.
	_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(exportDeadline))
	file := "businesses_export_" + directory.BerlinDate(s.now())
	if format == outscraper.FormatXLSX {
		x, _, err := outscraper.ExportXLSX(r.Context(), s.store, q)
		if err != nil {
			writeError(w, r, fmt.Errorf("xlsx export: %w", err))
			return
		}
		defer x.Close()
		download(w, xlsxType, file+".xlsx")
		if _, err := x.WriteTo(w); err != nil {
			s.log.Error("export failed", "format", "xlsx", "err", err)
			panic(http.ErrAbortHandler)
		}
		return
	}
	download(w, csvType, file+".csv")
	out := newAheadWriter(w)
	defer out.Close() // should Export panic: the middleware then has w to itself again
	_, err = outscraper.Export(r.Context(), out, s.store, q)
	if werr := out.Close(); err == nil {
		err = werr
	}
	if err != nil {
		// The status is sent; aborting the answer lets the browser see a
		// failed download rather than a silently short file.
		s.log.Error("export failed", "err", err)
		panic(http.ErrAbortHandler)
	}
}

// csvDownload starts a streamed CSV answer downloaded as file, with the
// time a large one needs to be sent.
func csvDownload(w http.ResponseWriter, file string) {
	_ = http.NewResponseController(w).SetWriteDeadline(time.Now().Add(exportDeadline))
	download(w, csvType, file)
}

// download sets the headers of an answer of the media type that the
// browser saves as file.
func download(w http.ResponseWriter, mediaType, file string) {
	h := w.Header()
	h.Set("Content-Type", mediaType)
	h.Set("Content-Disposition", `attachment; filename="`+file+`"`)
	h.Set("Cache-Control", "no-store")
}

// exportQuery reads format (csv or xlsx; default csv), type (all, range or
// date; default all), start and end (ids, inclusive), date (YYYY-MM-DD,
// Europe/Berlin) and the table's filters, with businessType for the
// table's type.
func (s *Server) exportQuery(r *http.Request) (directory.ExportQuery, string, error) {
	q := newQuery(r)
	eq := directory.ExportQuery{Filter: directory.AdminQuery{
		Search:   q.text("search"),
		Category: q.filter("category"),
		Type:     q.filter("businessType"),
		City:     q.filter("city"),
		Country:  strings.ToUpper(q.filter("country")),
	}}
	format, ok := outscraper.ExportFormat(q.text("format"))
	if !ok {
		return eq, "", invalid("Bilinmeyen dışa aktarma biçimi %q: csv veya xlsx olmalı.", q.text("format"))
	}
	switch typ := q.text("type"); typ {
	case "", "all":
	case "range":
		if q.text("start") == "" || q.text("end") == "" {
			return eq, format, invalid("Aralık değerlerini girin")
		}
		eq.IDFrom = int64(q.integer("start", 1, 1, maxExportID))
		eq.IDTo = int64(q.integer("end", 1, 1, maxExportID))
		if q.err == nil && eq.IDFrom > eq.IDTo {
			return eq, format, invalid("Aralığın başlangıcı (%d) sonundan (%d) büyük olamaz.", eq.IDFrom, eq.IDTo)
		}
	case "date":
		if q.text("date") == "" {
			return eq, format, invalid("Tarih seçin")
		}
		eq.ChangedFrom, eq.ChangedTo = q.pastDay("date", s.now())
	default:
		return eq, format, invalid("Bilinmeyen dışa aktarma türü %q: all, range veya date olmalı.", typ)
	}
	return eq, format, q.err
}

// maxExportID bounds start and end of a range export.
const maxExportID = 1 << 53
