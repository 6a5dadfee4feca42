package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"time"

	"branchenbuch/internal/directory"
)

// exportColumns are read for an export: every stored field, the JSON ones
// as their text.
const exportColumns = `b.id, b.place_id, b.url_slug, b.name, b.category, b.category_slug, b.subtypes, b.type, b.phone,
	b.website, b.address, b.full_address, b.city, b.postal_code, b.country, b.country_code, b.latitude, b.longitude,
	b.rating, b.review_count, b.reviews_link, b.reviews_per_score, b.photos_count, b.photos, b.business_status,
	b.working_hours, b.about, b.description, b.verified, b.price_level, b.is_open, b.hidden, b.created_at, b.updated_at`

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
	rows, err := s.read.QueryContext(ctx, s.q(`SELECT `+exportColumns+` FROM businesses b`+where+` ORDER BY b.id`), args...)
	if err != nil {
		return fmt.Errorf("export: %w", err)
	}
	defer rows.Close()
	var (
		r                directory.ExportRow
		slug             sql.NullString
		lat, lng         sql.NullFloat64
		price            sql.NullInt64
		isOpen           sql.NullBool
		created, updated int64
		latV, lngV       float64
		priceV           int
		openV            bool
	)
	b := &r.Business
	dest := []any{&b.ID, &b.PlaceID, &slug, &b.Name, &b.Category, &b.CategorySlug, &b.Subtypes, &b.Type, &b.Phone,
		&b.Website, &b.Address, &b.FullAddress, &b.City, &b.PostalCode, &b.Country, &b.CountryCode, &lat, &lng,
		&b.Rating, &b.ReviewCount, &b.ReviewsLink, &r.ReviewsPerScoreJSON, &b.PhotosCount, &r.PhotosJSON, &b.BusinessStatus,
		&r.WorkingHoursJSON, &r.AboutJSON, &b.Description, &b.Verified, &price, &isOpen, &b.Hidden, &created, &updated}
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return fmt.Errorf("export: %w", err)
		}
		b.URLSlug = slug.String
		b.Latitude, b.Longitude, b.PriceLevel, b.IsOpen = nil, nil, nil, nil
		if lat.Valid && lng.Valid {
			latV, lngV = lat.Float64, lng.Float64
			b.Latitude, b.Longitude = &latV, &lngV
		}
		if price.Valid {
			priceV = int(price.Int64)
			b.PriceLevel = &priceV
		}
		if isOpen.Valid {
			openV = isOpen.Bool
			b.IsOpen = &openV
		}
		b.CreatedAt, b.UpdatedAt = time.UnixMilli(created).UTC(), time.UnixMilli(updated).UTC()
		if err := fn(&r); err != nil {
			return err
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("export: %w", err)
	}
	return nil
}
