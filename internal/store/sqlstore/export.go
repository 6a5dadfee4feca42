package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"branchenbuch/internal/directory"
)

// exportColumns are read for an export: every stored field, the JSON ones
// as their text. The text fields come as one value, joined by exportSep:
// a driver's cost is per column (for SQLite a call into the library under
// its mutex and two allocations per text), and concat_ws joins them in one
// allocation on both engines. A row whose text holds exportSep has its
// fields read again one by one (exportOneByOne).
var exportColumns = `b.id, concat_ws(?, ` + exportTextList("coalesce(b.%s, '')") + `), b.latitude, b.longitude,
	b.rating, b.review_count, b.photos_count, b.verified, b.price_level, b.is_open, b.hidden, b.created_at, b.updated_at`

// exportColumnCount is the number of exportColumns.
const exportColumnCount = 13

// exportSep joins the text fields of a row: ASCII's unit separator, which
// text hardly ever holds.
const exportSep = "\x1f"

// exportText are the text columns of an export, in the order of
// exportTextFields.
var exportText = [exportTextCount]string{"place_id", "url_slug", "name", "category", "category_slug", "subtypes", "type",
	"phone", "website", "address", "full_address", "city", "postal_code", "country", "country_code", "reviews_link",
	"reviews_per_score", "photos", "business_status", "working_hours", "about", "description", "time_zone"}

const exportTextCount = 23

// exportTextFields are the fields of r that the exportText columns fill.
func exportTextFields(r *directory.ExportRow) [exportTextCount]*string {
	b := &r.Business
	return [...]*string{&b.PlaceID, &b.URLSlug, &b.Name, &b.Category, &b.CategorySlug, &b.Subtypes, &b.Type,
		&b.Phone, &b.Website, &b.Address, &b.FullAddress, &b.City, &b.PostalCode, &b.Country, &b.CountryCode, &b.ReviewsLink,
		&r.ReviewsPerScoreJSON, &r.PhotosJSON, &b.BusinessStatus, &r.WorkingHoursJSON, &r.AboutJSON, &b.Description, &b.TimeZone}
}

// exportOneByOne reads the text fields of one business as columns of
// their own.
var exportOneByOne = `SELECT ` + exportTextList("coalesce(b.%s, '')") + ` FROM businesses b WHERE b.id = ?`

// exportTextList is the exportText columns, each put into format, separated by commas.
func exportTextList(format string) string {
	cols := make([]string, len(exportText))
	for i, c := range exportText {
		cols[i] = fmt.Sprintf(format, c)
	}
	return strings.Join(cols, ", ")
}

// ExportBusinesses implements directory.TransferStore. The table's filters
// come from the same plan as its pages (admin_plan.go), without index
// hints: an export reads every match in id order, which the engine plans
// best by itself.
func (s *Store) ExportBusinesses(ctx context.Context, q directory.ExportQuery, fn func(*directory.ExportRow) error) error {
	f := q.Filter
	f.SortBy, f.Page, f.Limit = directory.AdminSortName, 1, 1
	p, err := s.adminPlan(ctx, f)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	if p.none {
		return nil
	}
	p.hints = false
	where, args := p.where(-1)
	var conds []string
	if q.IDTo > 0 {
		conds, args = append(conds, "b.id >= ? AND b.id <= ?"), append(args, q.IDFrom, q.IDTo)
	}
	if !q.ChangedTo.IsZero() {
		from, to := q.ChangedFrom.UnixMilli(), q.ChangedTo.UnixMilli()
		conds = append(conds, "(b.created_at >= ? AND b.created_at < ? OR b.updated_at >= ? AND b.updated_at < ?)")
		args = append(args, from, to, from, to)
	}
	for _, c := range conds {
		if where == "" {
			where = " WHERE " + c
		} else {
			where += " AND " + c
		}
	}
	var lo, hi sql.NullInt64
	err = s.scan.QueryRowContext(ctx, s.q(`SELECT min(b.id), max(b.id) FROM businesses b`+where), args...).Scan(&lo, &hi)
	if err != nil || !lo.Valid {
		return err
	}
	return s.exportChunks(ctx, where, args, lo.Int64, hi.Int64, fn)
}

// exportChunkIDs is the id span one query of an export reads.
var exportChunkIDs int64 = 4000

// SetExportSpan sets the id span of export queries, for a test of exports
// over many spans, and returns the function that restores it.
func SetExportSpan(n int64) (restore func()) {
	prev := exportChunkIDs
	exportChunkIDs = n
	return func() { exportChunkIDs = prev }
}

// exportChunks reads the matches between the ids lo and hi in spans of
// exportChunkIDs, several at once on their own connections, and hands
// them to fn in id order. The driver's cost per column is what limits an
// export, so more cores make it faster; memory holds a few spans only,
// and their rows are read into the arrays of spans already handed out.
func (s *Store) exportChunks(ctx context.Context, where string, args []any, lo, hi int64, fn func(*directory.ExportRow) error) error {
	ctx, cancel := context.WithCancel(ctx)
	var wg sync.WaitGroup
	defer wg.Wait() // after cancel: a reader stops at its next row
	defer cancel()
	type span struct {
		rows []directory.ExportRow
		err  error
		done chan struct{}
	}
	workers := max(2, runtime.GOMAXPROCS(0))
	spans := make(chan *span, workers)                  // in id order; its capacity bounds the spans in memory
	free := make(chan []directory.ExportRow, workers+2) // arrays of spans handed out, for the next
	wg.Go(func() {
		defer close(spans)
		for from := lo; from <= hi; from += exportChunkIDs {
			sp := &span{done: make(chan struct{})}
			select {
			case spans <- sp:
			case <-ctx.Done():
				return
			}
			wg.Go(func() {
				defer close(sp.done)
				var rows []directory.ExportRow
				select {
				case rows = <-free:
				default:
				}
				sp.rows, sp.err = s.exportSpan(ctx, where, args, from, min(hi, from+exportChunkIDs-1), rows[:0])
			})
		}
	})
	for sp := range spans {
		<-sp.done
		if sp.err != nil {
			return fmt.Errorf("export: %w", sp.err)
		}
		for i := range sp.rows {
			if err := fn(&sp.rows[i]); err != nil {
				return err
			}
		}
		select {
		case free <- sp.rows:
		default:
		}
	}
	return ctx.Err()
}

// exportSpan appends the matches with ids from from to to to rows. The
// columns are scanned as the driver's values and converted here: database/
// sql's conversions into typed and nullable fields cost reflection (for
// int) and a Scanner call per column. The coordinates, price levels and
// open flags that rows point to are allocated together, per span, not one
// by one.
func (s *Store) exportSpan(ctx context.Context, where string, args []any, from, to int64, rows []directory.ExportRow) ([]directory.ExportRow, error) {
	cond := " WHERE "
	if where != "" {
		cond = where + " AND "
	}
	res, err := s.scan.QueryContext(ctx, s.q(`SELECT `+exportColumns+` FROM businesses b`+cond+`b.id >= ? AND b.id <= ? ORDER BY b.id`),
		append(append([]any{exportSep}, args...), from, to)...)
	if err != nil {
		return nil, err
	}
	defer res.Close()
	var (
		vals  [exportColumnCount]any
		dest  [exportColumnCount]any
		n     = int(min(to-from+1, 1024))
		alloc = exportAlloc{floats: make([]float64, 0, 2*n), ints: make([]int, 0, n/4), bools: make([]bool, 0, n)}
		again []int // rows whose text fields are read one by one
	)
	for i := range dest {
		dest[i] = &vals[i]
	}
	for res.Next() {
		if err := res.Scan(dest[:]...); err != nil {
			return nil, err
		}
		rows = append(rows, directory.ExportRow{})
		split, err := alloc.row(&rows[len(rows)-1], &vals)
		if err != nil {
			return nil, err
		}
		if !split {
			again = append(again, len(rows)-1)
		}
	}
	if err := res.Err(); err != nil {
		return nil, err
	}
	res.Close()
	for k := len(again) - 1; k >= 0; k-- {
		i := again[k]
		found, err := s.exportFields(ctx, &rows[i])
		if err != nil {
			return nil, err
		}
		if !found { // deleted since the span was read
			rows = slices.Delete(rows, i, i+1)
		}
	}
	return rows, nil
}

// exportFields reads the text fields of r one by one, and reports whether
// the business is still there.
func (s *Store) exportFields(ctx context.Context, r *directory.ExportRow) (found bool, err error) {
	fields := exportTextFields(r)
	dest := make([]any, len(fields))
	for i, f := range fields {
		dest[i] = f
	}
	err = s.scan.QueryRowContext(ctx, s.q(exportOneByOne), r.ID).Scan(dest...)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// exportAlloc converts the values of exportColumns and hands out the values
// that rows point to from slices that grow by whole arrays.
type exportAlloc struct {
	floats []float64
	ints   []int
	bools  []bool
	err    error
}

// row sets r from the values of exportColumns. It reports whether the text
// fields came apart at exportSep into as many as there are; if not, the
// text of some field holds exportSep and they are left empty.
func (a *exportAlloc) row(r *directory.ExportRow, v *[exportColumnCount]any) (split bool, err error) {
	a.err = nil
	b := &r.Business
	b.ID = a.int64(v[0])
	fields := exportTextFields(r)
	if t := a.text(v[1]); strings.Count(t, exportSep) == len(fields)-1 {
		for _, f := range fields[:len(fields)-1] {
			i := strings.IndexByte(t, exportSep[0])
			*f, t = t[:i], t[i+1:]
		}
		*fields[len(fields)-1], split = t, true
	}
	if v[2] != nil && v[3] != nil {
		b.Latitude, b.Longitude = a.newFloat(v[2]), a.newFloat(v[3])
	}
	b.Rating, b.ReviewCount, b.PhotosCount = a.float(v[4]), int(a.int64(v[5])), int(a.int64(v[6]))
	b.Verified = a.bool(v[7])
	if v[8] != nil {
		a.ints = append(a.ints, int(a.int64(v[8])))
		b.PriceLevel = &a.ints[len(a.ints)-1]
	}
	if v[9] != nil {
		a.bools = append(a.bools, a.bool(v[9]))
		b.IsOpen = &a.bools[len(a.bools)-1]
	}
	b.Hidden = a.bool(v[10])
	b.CreatedAt, b.UpdatedAt = time.UnixMilli(a.int64(v[11])).UTC(), time.UnixMilli(a.int64(v[12])).UTC()
	return split, a.err
}

func (a *exportAlloc) fail(v any, want string) {
	if a.err == nil {
		a.err = fmt.Errorf("export: %T where %s was expected", v, want)
	}
}

// text reads a text column.
func (a *exportAlloc) text(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case []byte:
		return string(v)
	}
	a.fail(v, "text")
	return ""
}

func (a *exportAlloc) int64(v any) int64 {
	if v, ok := v.(int64); ok {
		return v
	}
	a.fail(v, "an integer")
	return 0
}

func (a *exportAlloc) float(v any) float64 {
	switch v := v.(type) {
	case float64:
		return v
	case int64:
		return float64(v)
	}
	a.fail(v, "a number")
	return 0
}

func (a *exportAlloc) newFloat(v any) *float64 {
	a.floats = append(a.floats, a.float(v))
	return &a.floats[len(a.floats)-1]
}

// bool reads SQLite's 0 and 1 and PostgreSQL's booleans.
func (a *exportAlloc) bool(v any) bool {
	switch v := v.(type) {
	case bool:
		return v
	case int64:
		return v != 0
	}
	a.fail(v, "a boolean")
	return false
}
