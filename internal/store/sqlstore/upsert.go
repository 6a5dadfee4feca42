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
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin upsert: %w", err)
	}
	defer tx.Rollback()
	w, err := s.newBatchWriter(ctx, tx)
	if err != nil {
		return fmt.Errorf("prepare upsert: %w", err)
	}
	defer w.close()
	nowMs := s.now().UnixMilli()
	counts := newCountDeltas()
	words := map[string]bool{}
	for i := range bs {
		b := &bs[i]
		if err := w.upsert(ctx, b, nowMs, counts, words); err != nil {
			return fmt.Errorf("business %d (%q): %w", i+1, b.Name, err)
		}
	}
	if err := w.index.Flush(ctx, tx); err != nil {
		return fmt.Errorf("write search index: %w", err)
	}
	if err := s.applyCounts(ctx, tx, counts); err != nil {
		return err
	}
	if err := s.addTerms(ctx, tx, words); err != nil {
		return err
	}
	return tx.Commit()
}

// batchWriter holds the statements of one write transaction, prepared once:
// preparing a 37-column INSERT per row would cost more than running it.
type batchWriter struct {
	previous, slugTaken, insert, update, setSlug *sql.Stmt
	index                                        Indexer
}

func (s *Store) newBatchWriter(ctx context.Context, tx *sql.Tx) (*batchWriter, error) {
	args := strings.Count(businessWriteColumns, ",") + 1 + 3
	marks := strings.TrimSuffix(strings.Repeat("?, ", args), ", ")
	sets := strings.ReplaceAll(strings.Join(strings.Fields(businessWriteColumns), " "), ",", " = ?,") + " = ?"
	queries := []string{
		`SELECT id, url_slug, created_at, listed, city_key, city, category_slug FROM businesses WHERE dedupe_key = ?`,
		`SELECT count(*) FROM businesses WHERE url_slug = ?`,
		`INSERT INTO businesses (dedupe_key, url_slug, created_at, ` + businessWriteColumns + `) VALUES (` + marks + `) RETURNING id`,
		`UPDATE businesses SET ` + sets + ` WHERE id = ?`,
		`UPDATE businesses SET url_slug = ? WHERE id = ?`,
	}
	w := &batchWriter{}
	dests := []**sql.Stmt{&w.previous, &w.slugTaken, &w.insert, &w.update, &w.setSlug}
	for i, q := range queries {
		st, err := tx.PrepareContext(ctx, s.q(q))
		if err != nil {
			w.close()
			return nil, err
		}
		*dests[i] = st
	}
	w.index = s.dialect.NewIndexer()
	return w, nil
}

func (w *batchWriter) close() {
	for _, st := range []*sql.Stmt{w.previous, w.slugTaken, w.insert, w.update, w.setSlug} {
		if st != nil {
			st.Close()
		}
	}
}

func (w *batchWriter) upsert(ctx context.Context, b *directory.Business, nowMs int64, counts *countDeltas, words map[string]bool) error {
	if err := normalise(b); err != nil {
		return err
	}
	prev, err := w.find(ctx, dedupeKey(b))
	if err != nil {
		return err
	}
	if prev != nil {
		err = w.updateRow(ctx, b, prev, nowMs)
	} else {
		err = w.insertRow(ctx, b, nowMs)
	}
	if err != nil {
		return err
	}
	doc := directory.IndexText(b)
	w.index.Add(b.ID, prev != nil, doc, directory.CityKey(b.City), b.PostalCode, b.Listed())
	if b.Listed() {
		for _, word := range doc.Words() {
			words[word] = true
		}
	}
	counts.move(prev, b)
	return nil
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

func (w *batchWriter) find(ctx context.Context, key string) (*previous, error) {
	var p previous
	err := w.previous.QueryRowContext(ctx, key).
		Scan(&p.id, &p.slug, &p.createdMs, &p.listed, &p.cityKey, &p.city, &p.categorySlug)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, nil
	}
	return &p, err
}

func (w *batchWriter) updateRow(ctx context.Context, b *directory.Business, prev *previous, nowMs int64) error {
	if _, err := w.update.ExecContext(ctx, append(writeValues(b, nowMs), prev.id)...); err != nil {
		return err
	}
	b.ID, b.URLSlug = prev.id, prev.slug.String
	b.CreatedAt, b.UpdatedAt = msTime(prev.createdMs), msTime(nowMs)
	return nil
}

func (w *batchWriter) insertRow(ctx context.Context, b *directory.Business, nowMs int64) error {
	slug, err := w.freeSlug(ctx, b)
	if err != nil {
		return err
	}
	args := append([]any{dedupeKey(b), slug, nowMs}, writeValues(b, nowMs)...)
	if err := w.insert.QueryRowContext(ctx, args...).Scan(&b.ID); err != nil {
		return err
	}
	if slug == nil {
		// Both readable forms are taken: the id makes it unique for good.
		unique := directory.BusinessSlug(b.City, b.Name) + fmt.Sprintf("-%d", b.ID)
		if _, err := w.setSlug.ExecContext(ctx, unique, b.ID); err != nil {
			return err
		}
		slug = unique
	}
	b.URLSlug = slug.(string)
	b.CreatedAt, b.UpdatedAt = msTime(nowMs), msTime(nowMs)
	return nil
}

// freeSlug returns "city/name", else "city/name-postalcode", else nil when
// both are taken (insertRow then appends the id).
func (w *batchWriter) freeSlug(ctx context.Context, b *directory.Business) (any, error) {
	base := directory.BusinessSlug(b.City, b.Name)
	candidates := []string{base}
	if p := directory.Slugify(b.PostalCode); p != "" {
		candidates = append(candidates, base+"-"+p)
	}
	for _, c := range candidates {
		var n int
		if err := w.slugTaken.QueryRowContext(ctx, c).Scan(&n); err != nil {
			return nil, err
		}
		if n == 0 {
			return c, nil
		}
	}
	return nil, nil
}
