package sqlstore

import (
	"database/sql"
	"encoding/json"
	"strings"
	"time"

	"branchenbuch/internal/directory"
)

// listColumns are read for list rows; detailColumns add the heavy fields.
const listColumns = `b.id, b.place_id, b.url_slug, b.name, b.category, b.category_slug, b.city, b.address,
	b.full_address, b.postal_code, b.country, b.country_code, b.phone, b.website, b.rating, b.review_count,
	b.reviews_link, b.media, b.photos_count, b.is_open, b.description, b.subtypes, b.verified, b.latitude,
	b.longitude, b.price_level, b.type, b.business_status, b.hidden, b.created_at, b.updated_at, b.working_hours,
	b.time_zone`

// The imported photo URLs (PhotoSources) are read with the details only: a
// page shows the mirrored copies (media), an edit writes the sources back.
const detailColumns = listColumns + `, b.reviews_per_score, b.about, b.photos`

// scanner is *sql.Row or *sql.Rows.
type scanner interface{ Scan(dest ...any) error }

// scanBusiness reads one row of listColumns (or detailColumns with detail).
// Working hours and the time zone are always read because list rows carry
// openNow; a list row keeps them parsed (Business.UseStoredHours), not as
// WorkingHours.
func scanBusiness(r scanner, detail bool) (directory.Business, error) {
	var (
		b                             directory.Business
		slug                          sql.NullString
		media, hours, perScore, about string
		sources                       string
		isOpen                        sql.NullBool
		lat, lng                      sql.NullFloat64
		price                         sql.NullInt64
		created, updated              int64
	)
	dest := []any{&b.ID, &b.PlaceID, &slug, &b.Name, &b.Category, &b.CategorySlug, &b.City, &b.Address,
		&b.FullAddress, &b.PostalCode, &b.Country, &b.CountryCode, &b.Phone, &b.Website, &b.Rating, &b.ReviewCount,
		&b.ReviewsLink, &media, &b.PhotosCount, &isOpen, &b.Description, &b.Subtypes, &b.Verified, &lat,
		&lng, &price, &b.Type, &b.BusinessStatus, &b.Hidden, &created, &updated, &hours, &b.TimeZone}
	if detail {
		dest = append(dest, &perScore, &about, &sources)
	}
	if err := r.Scan(dest...); err != nil {
		return b, err
	}
	b.URLSlug = slug.String
	var keys []string
	if media != "" {
		_ = json.Unmarshal([]byte(media), &keys) // written by us; a bad value reads as no photos
	}
	b.Photos, b.Thumbnail = directory.PhotoURLs(keys)
	if sources != "" {
		_ = json.Unmarshal([]byte(sources), &b.PhotoSources)
	}
	switch {
	case !detail:
		b.UseStoredHours(hours) // parsed once per process; lists show openNow, not the hours
	case hours != "":
		_ = json.Unmarshal([]byte(hours), &b.WorkingHours)
	}
	if perScore != "" {
		_ = json.Unmarshal([]byte(perScore), &b.ReviewsPerScore)
	}
	if about != "" && json.Valid([]byte(about)) {
		b.About = json.RawMessage(about)
	}
	if isOpen.Valid {
		v := isOpen.Bool
		b.IsOpen = &v
	}
	if lat.Valid && lng.Valid {
		b.Latitude, b.Longitude = &lat.Float64, &lng.Float64
	}
	if price.Valid {
		v := int(price.Int64)
		b.PriceLevel = &v
	}
	b.CreatedAt = time.UnixMilli(created).UTC()
	b.UpdatedAt = time.UnixMilli(updated).UTC()
	return b, nil
}

// scanBusinesses reads list rows; extra receives any columns after listColumns.
func scanBusinesses(rows *sql.Rows, extra ...any) ([]directory.Business, error) {
	defer rows.Close()
	out := make([]directory.Business, 0, listPage) // growing it copies every row scanned so far
	for rows.Next() {
		b, err := scanBusiness(multiScanner{rows, extra}, false)
		if err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// listPage is the rows of a typical list page: the storefront's pages ask
// for 12 to 24.
const listPage = 24

// multiScanner appends extra destinations (such as a window count) to a scan.
type multiScanner struct {
	rows  *sql.Rows
	extra []any
}

func (m multiScanner) Scan(dest ...any) error { return m.rows.Scan(append(dest, m.extra...)...) }

// jsonText encodes v for a TEXT column; empty values become "".
func jsonText(v any) string {
	switch x := v.(type) {
	case []string:
		if len(x) == 0 {
			return ""
		}
	case map[string]string:
		if len(x) == 0 {
			return ""
		}
	case map[string]int:
		if len(x) == 0 {
			return ""
		}
	case json.RawMessage:
		if len(x) == 0 || !json.Valid(x) || strings.TrimSpace(string(x)) == "null" {
			return ""
		}
		return string(x)
	}
	out, err := json.Marshal(v)
	if err != nil {
		return ""
	}
	return string(out)
}

// nullable helpers for optional columns.
func nullBool(p *bool) any {
	if p == nil {
		return nil
	}
	return *p
}

func nullFloat(p *float64) any {
	if p == nil {
		return nil
	}
	return *p
}

func nullInt(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}
