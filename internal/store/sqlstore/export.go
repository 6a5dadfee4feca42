package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"runtime"
	"sync"
	"time"

	"branchenbuch/internal/directory"
)

// exportColumns are read for an export: every stored field, the JSON ones
// as their text.
const exportColumns = `b.id, b.place_id, b.url_slug, b.name, b.category, b.category_slug, b.subtypes, b.type, b.phone,
	b.website, b.address, b.full_address, b.city, b.postal_code, b.country, b.country_code, b.latitude, b.longitude,
	b.rating, b.review_count, b.reviews_link, b.reviews_per_score, b.photos_count, b.photos, b.business_status,
	b.working_hours, b.about, b.description, b.verified, b.price_level, b.is_open, b.hidden, b.created_at, b.updated_at, b.time_zone`

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
	err = s.read.QueryRowContext(ctx, s.q(`SELECT min(b.id), max(b.id) FROM businesses b`+where), args...).Scan(&lo, &hi)
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
// export, so more cores make it faster; memory holds a few spans only.
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
	spans := make(chan *span, workers) // in id order; its capacity bounds the spans in memory
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
				sp.rows, sp.err = s.exportSpan(ctx, where, args, from, min(hi, from+exportChunkIDs-1))
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
	}
	return ctx.Err()
}

// exportSpan reads the matches with ids from from to to.
func (s *Store) exportSpan(ctx context.Context, where string, args []any, from, to int64) ([]directory.ExportRow, error) {
	cond := " WHERE "
	if where != "" {
		cond = where + " AND "
	}
	rows, err := s.read.QueryContext(ctx, s.q(`SELECT `+exportColumns+` FROM businesses b`+cond+`b.id >= ? AND b.id <= ? ORDER BY b.id`),
		append(args[:len(args):len(args)], from, to)...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []directory.ExportRow
	for rows.Next() {
		var (
			r                directory.ExportRow
			slug             sql.NullString
			lat, lng         sql.NullFloat64
			price            sql.NullInt64
			isOpen           sql.NullBool
			created, updated int64
		)
		b := &r.Business
		err := rows.Scan(&b.ID, &b.PlaceID, &slug, &b.Name, &b.Category, &b.CategorySlug, &b.Subtypes, &b.Type, &b.Phone,
			&b.Website, &b.Address, &b.FullAddress, &b.City, &b.PostalCode, &b.Country, &b.CountryCode, &lat, &lng,
			&b.Rating, &b.ReviewCount, &b.ReviewsLink, &r.ReviewsPerScoreJSON, &b.PhotosCount, &r.PhotosJSON, &b.BusinessStatus,
			&r.WorkingHoursJSON, &r.AboutJSON, &b.Description, &b.Verified, &price, &isOpen, &b.Hidden, &created, &updated, &b.TimeZone)
		if err != nil {
			return nil, err
		}
		b.URLSlug = slug.String
		if lat.Valid && lng.Valid {
			b.Latitude, b.Longitude = &lat.Float64, &lng.Float64
		}
		if price.Valid {
			v := int(price.Int64)
			b.PriceLevel = &v
		}
		if isOpen.Valid {
			b.IsOpen = &isOpen.Bool
		}
		b.CreatedAt, b.UpdatedAt = time.UnixMilli(created).UTC(), time.UnixMilli(updated).UTC()
		out = append(out, r)
	}
	return out, rows.Err()
}
