package sqlstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"strings"

	"branchenbuch/internal/directory"
)

const businessWriteColumns = `place_id, name, name_key, category, category_slug, city, city_key, address,
	full_address, postal_code, country, country_code, phone, website, rating, review_count, reviews_link,
	reviews_per_score, photos, photos_count, is_open, working_hours, description, about, subtypes, verified,
	latitude, longitude, price_level, type, business_status, hidden, listed, updated_at`

func writeValues(b *directory.Business, updatedMs int64) []any {
	return []any{b.PlaceID, b.Name, directory.Fold(b.Name), b.Category, b.CategorySlug, b.City,
		directory.CityKey(b.City), b.Address, b.FullAddress, b.PostalCode, b.Country, b.CountryCode, b.Phone,
		b.Website, b.Rating, b.ReviewCount, b.ReviewsLink, jsonText(b.ReviewsPerScore), jsonText(b.Photos),
		b.PhotosCount, nullBool(b.IsOpen), jsonText(b.WorkingHours), b.Description, jsonText(b.About),
		b.Subtypes, b.Verified, nullFloat(b.Latitude), nullFloat(b.Longitude), nullInt(b.PriceLevel), b.Type,
		b.BusinessStatus, b.Hidden, b.Listed(), updatedMs}
}

// previous is what a stored business contributed to the derived counts.
type previous struct {
	id            int64
	slug          sql.NullString
	createdMs     int64
	listed        bool
	cityKey, city string
	categorySlug  string
}

// UpsertBusinesses implements directory.Store.
func (s *Store) UpsertBusinesses(ctx context.Context, bs []directory.Business) error {
	if len(bs) == 0 {
		return nil
	}
	nowMs := s.now().UnixMilli()
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin upsert: %w", err)
	}
	defer tx.Rollback()
	counts := newCountDeltas()
	words := map[string]bool{}
	for i := range bs {
		b := &bs[i]
		if err := normalise(b); err != nil {
			return fmt.Errorf("business %d (%q): %w", i+1, b.Name, err)
		}
		prev, err := s.previous(ctx, tx, dedupeKey(b))
		if err != nil {
			return fmt.Errorf("business %d (%q): %w", i+1, b.Name, err)
		}
		if prev != nil {
			err = s.update(ctx, tx, b, prev, nowMs)
		} else {
			err = s.insert(ctx, tx, b, nowMs)
		}
		if err != nil {
			return fmt.Errorf("business %d (%q): %w", i+1, b.Name, err)
		}
		doc := directory.IndexText(b)
		if err := s.dialect.IndexBusiness(ctx, tx, b.ID, doc, directory.CityKey(b.City), b.PostalCode, b.Listed()); err != nil {
			return fmt.Errorf("index business %d: %w", b.ID, err)
		}
		if b.Listed() {
			for _, w := range doc.Words() {
				words[w] = true
			}
		}
		counts.move(prev, b)
	}
	if err := s.applyCounts(ctx, tx, counts); err != nil {
		return err
	}
	if err := s.addTerms(ctx, tx, words); err != nil {
		return err
	}
	return tx.Commit()
}

// normalise fills defaults and refuses what no stored business may be.
func normalise(b *directory.Business) error {
	b.Name = strings.TrimSpace(b.Name)
	if b.Name == "" {
		return directory.Errorf(directory.EINVALID, "Name fehlt.")
	}
	b.City = strings.TrimSpace(b.City)
	b.PlaceID = strings.TrimSpace(b.PlaceID)
	if b.CountryCode == "" {
		b.CountryCode = directory.DefaultCountryCode
	}
	if b.CategorySlug == "" {
		b.CategorySlug = directory.MapCategory(b.Category, b.Subtypes)
	}
	if b.Photos == nil {
		b.Photos = []string{}
	}
	return nil
}

// dedupeKey identifies a business across imports: its Google place id, or
// without one its folded name and address.
func dedupeKey(b *directory.Business) string {
	if b.PlaceID != "" {
		return "p:" + b.PlaceID
	}
	return "n:" + directory.Fold(b.Name) + "|" + directory.Fold(b.Address)
}

func (s *Store) previous(ctx context.Context, tx *sql.Tx, key string) (*previous, error) {
	var p previous
	err := tx.QueryRowContext(ctx, s.q(`SELECT id, url_slug, created_at, listed, city_key, city, category_slug
		FROM businesses WHERE dedupe_key = ?`), key).
		Scan(&p.id, &p.slug, &p.createdMs, &p.listed, &p.cityKey, &p.city, &p.categorySlug)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return &p, err
}

func (s *Store) update(ctx context.Context, tx *sql.Tx, b *directory.Business, prev *previous, nowMs int64) error {
	sets := strings.ReplaceAll(strings.Join(strings.Fields(businessWriteColumns), " "), ",", " = ?,") + " = ?"
	args := append(writeValues(b, nowMs), prev.id)
	if _, err := tx.ExecContext(ctx, s.q(`UPDATE businesses SET `+sets+` WHERE id = ?`), args...); err != nil {
		return err
	}
	b.ID, b.URLSlug = prev.id, prev.slug.String
	b.CreatedAt = msTime(prev.createdMs)
	b.UpdatedAt = msTime(nowMs)
	return nil
}

func (s *Store) insert(ctx context.Context, tx *sql.Tx, b *directory.Business, nowMs int64) error {
	slug, err := s.freeSlug(ctx, tx, b)
	if err != nil {
		return err
	}
	args := append([]any{dedupeKey(b), slug, nowMs}, writeValues(b, nowMs)...)
	marks := strings.TrimSuffix(strings.Repeat("?, ", len(args)), ", ")
	err = tx.QueryRowContext(ctx, s.q(`INSERT INTO businesses (dedupe_key, url_slug, created_at, `+
		businessWriteColumns+`) VALUES (`+marks+`) RETURNING id`), args...).Scan(&b.ID)
	if err != nil {
		return err
	}
	if slug == nil {
		// Both readable forms are taken: the id makes it unique for good.
		unique := directory.BusinessSlug(b.City, b.Name) + fmt.Sprintf("-%d", b.ID)
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE businesses SET url_slug = ? WHERE id = ?`), unique, b.ID); err != nil {
			return err
		}
		slug = unique
	}
	b.URLSlug = slug.(string)
	b.CreatedAt, b.UpdatedAt = msTime(nowMs), msTime(nowMs)
	return nil
}

// freeSlug returns "city/name", else "city/name-postalcode", else nil when
// both are taken (insert then appends the id).
func (s *Store) freeSlug(ctx context.Context, tx *sql.Tx, b *directory.Business) (any, error) {
	base := directory.BusinessSlug(b.City, b.Name)
	candidates := []string{base}
	if b.PostalCode != "" {
		candidates = append(candidates, base+"-"+directory.Slugify(b.PostalCode))
	}
	for _, c := range candidates {
		var n int
		if err := tx.QueryRowContext(ctx, s.q(`SELECT count(*) FROM businesses WHERE url_slug = ?`), c).Scan(&n); err != nil {
			return nil, err
		}
		if n == 0 {
			return c, nil
		}
	}
	return nil, nil
}
