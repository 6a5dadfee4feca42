package httpapi

import (
	"net/http"
	"strings"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/outscraper"
)

// exportDeadline bounds the time an export may take to send; 500,000
// businesses take seconds.
const exportDeadline = 10 * time.Minute

// export streams the businesses that the table's filters and the export
// type select as CSV. Rows go out as they are read, so memory stays flat
// whatever the size.
func (s *Server) export(w http.ResponseWriter, r *http.Request) {
	q, err := s.exportQuery(r)
	if err != nil {
		writeError(w, r, err)
		return
	}
	csvDownload(w, "businesses_export_"+directory.BerlinDate(s.now())+".csv")
	if _, err := outscraper.Export(r.Context(), w, s.store, q); err != nil {
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
	h := w.Header()
	h.Set("Content-Type", "text/csv; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+file+`"`)
	h.Set("Cache-Control", "no-store")
}

// exportQuery reads type (all, range or date; default all), start and end
// (ids, inclusive), date (YYYY-MM-DD, Europe/Berlin) and the table's
// filters, with businessType for the table's type.
func (s *Server) exportQuery(r *http.Request) (directory.ExportQuery, error) {
	q := newQuery(r)
	eq := directory.ExportQuery{Filter: directory.AdminQuery{
		Search:   q.text("search"),
		Category: q.filter("category"),
		Type:     q.filter("businessType"),
		City:     q.filter("city"),
		Country:  strings.ToUpper(q.filter("country")),
	}}
	switch typ := q.text("type"); typ {
	case "", "all":
	case "range":
		if q.text("start") == "" || q.text("end") == "" {
			return eq, invalid("Aralık değerlerini girin")
		}
		eq.IDFrom = int64(q.integer("start", 1, 1, maxExportID))
		eq.IDTo = int64(q.integer("end", 1, 1, maxExportID))
		if q.err == nil && eq.IDFrom > eq.IDTo {
			return eq, invalid("Aralığın başlangıcı (%d) sonundan (%d) büyük olamaz.", eq.IDFrom, eq.IDTo)
		}
	case "date":
		if q.text("date") == "" {
			return eq, invalid("Tarih seçin")
		}
		eq.ChangedFrom, eq.ChangedTo = q.pastDay("date", s.now())
	default:
		return eq, invalid("Bilinmeyen dışa aktarma türü %q: all, range veya date olmalı.", typ)
	}
	return eq, q.err
}

// maxExportID bounds start and end of a range export.
const maxExportID = 1 << 53
