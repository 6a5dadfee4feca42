package sqlstore

import (
	"context"
	"database/sql"
	"fmt"
	"runtime"
	"slices"
	"strings"
	"sync"

	"branchenbuch/internal/directory"
)

const businessWriteColumns = `place_id, name, name_key, category, category_slug, city, city_key, address,
	full_address, postal_code, country, country_code, phone, website, rating, review_count, reviews_link,
	reviews_per_score, photos, photos_count, is_open, working_hours, description, about, subtypes, verified,
	latitude, longitude, price_level, type, business_status, hidden, listed, search_key, updated_at, time_zone, score, schedule, has_website`

func writeValues(b *directory.Business, updatedMs int64, schedule any) []any {
	return []any{b.PlaceID, b.Name, directory.Fold(b.Name), b.Category, b.CategorySlug, b.City,
		directory.CityKey(b.City), b.Address, b.FullAddress, b.PostalCode, b.Country, b.CountryCode, b.Phone,
		b.Website, b.Rating, b.ReviewCount, b.ReviewsLink, jsonText(b.ReviewsPerScore), jsonText(b.PhotoSources),
		b.PhotosCount, nullBool(b.IsOpen), jsonText(b.WorkingHours), b.Description, jsonText(b.About),
		b.Subtypes, b.Verified, nullFloat(b.Latitude), nullFloat(b.Longitude), nullInt(b.PriceLevel), b.Type,
		b.BusinessStatus, b.Hidden, b.Listed(), directory.AdminSearchKey(b), updatedMs, b.TimeZone, directory.RankScore(b), schedule, b.Website != ""}
}

// updateBusinessSQL writes every column of businessWriteColumns, then "WHERE id = ?".
var updateBusinessSQL = `UPDATE businesses SET ` +
	strings.ReplaceAll(strings.Join(strings.Fields(businessWriteColumns), " "), ",", " = ?,") + ` = ? WHERE id = ?`

// previous is what a stored business contributed to the derived counts.
type previous struct {
	id            int64
	slug          sql.NullString
	createdMs     int64
	listed        bool
	hidden        bool
	cityKey, city string
	postalCode    string
	categorySlug  string
	score         int // the stored rank score (directory.RankScore)
	reviewCount   int
	reviews       int64 // what it adds to its category's average (directory.RatingWeight)
	stars         int64
}

// rankKey is the rank key of the stored entry, 0 when it is not indexed.
func (p *previous) rankKey() int64 {
	if p == nil || !p.listed {
		return 0
	}
	return RankKey(p.score, p.reviewCount, p.id)
}

// UpsertBusinesses implements directory.Store. Within a batch the last row
// of a key wins (earlier ones get its id and slug). Stored versions and taken
// slugs are looked up for the whole batch, new rows are inserted many per
// statement, updates run one by one.
func (s *Store) UpsertBusinesses(ctx context.Context, bs []directory.Business) (directory.UpsertCounts, error) {
	if len(bs) == 0 {
		return directory.UpsertCounts{}, nil
	}
	tx, err := s.write.BeginTx(ctx, nil)
	if err != nil {
		return directory.UpsertCounts{}, fmt.Errorf("begin upsert: %w", err)
	}
	defer tx.Rollback()
	n, err := s.upsertTx(ctx, tx, bs)
	if err != nil {
		return directory.UpsertCounts{}, err
	}
	return n, s.commitTouched(tx)
}

// upsertTx is UpsertBusinesses inside tx, so that an approved submission is
// written by the import path in the same transaction as its decision.
func (s *Store) upsertTx(ctx context.Context, tx *sql.Tx, bs []directory.Business) (directory.UpsertCounts, error) {
	var n directory.UpsertCounts
	keys := make([]string, len(bs))
	winner := map[string]int{} // dedupe key → index of its last row
	for i := range bs {
		if err := bs[i].Normalise(); err != nil {
			return n, fmt.Errorf("business %d (%q): %w", i+1, bs[i].Name, err)
		}
		keys[i] = directory.DedupeKey(&bs[i])
		winner[keys[i]] = i
	}
	nowMs := s.now().UnixMilli()
	// The rows' column values and search text are pure Go work: another
	// goroutine does it while this one waits for the database.
	prep := make(chan []preparedRow, 1)
	go func() { prep <- prepareRows(bs, nowMs) }()
	w, err := s.newBatchWriter(ctx, tx, bs, keys)
	if err != nil {
		<-prep
		return n, fmt.Errorf("prepare upsert: %w", err)
	}
	defer w.close()
	w.rows = <-prep
	var inserts []int // indexes into bs
	for i := range bs {
		b, key := &bs[i], keys[i]
		if winner[key] != i {
			continue
		}
		if prev := w.prev[key]; prev != nil {
			if err := w.updateRow(ctx, b, &w.rows[i], prev, nowMs); err != nil {
				return n, fmt.Errorf("business %d (%q): %w", i+1, b.Name, err)
			}
			n.Updated++
			continue
		}
		inserts = append(inserts, i)
	}
	if err := s.insertRows(ctx, tx, w, bs, inserts, nowMs); err != nil {
		return n, err
	}
	n.Inserted = len(inserts)
	counts := newCountDeltas()
	words := map[string]bool{}
	for i := range bs {
		b, key := &bs[i], keys[i]
		if j := winner[key]; j != i {
			b.ID, b.URLSlug, b.CreatedAt, b.UpdatedAt = bs[j].ID, bs[j].URLSlug, bs[j].CreatedAt, bs[j].UpdatedAt
			continue
		}
		w.indexAndCount(b, &w.rows[i], w.prev[key], counts, words)
	}
	if err := w.index.Flush(ctx, tx); err != nil {
		return n, fmt.Errorf("write search index: %w", err)
	}
	if err := s.applyCounts(ctx, tx, counts); err != nil {
		return n, err
	}
	if err := s.addSchedules(ctx, tx, w.rows); err != nil {
		return n, err
	}
	if err := s.touch(ctx, tx); err != nil {
		return n, err
	}
	return n, s.addTerms(ctx, tx, words)
}

// batchWriter holds what one write transaction needs: the stored versions
// of the batch's businesses, the slugs taken, and statements prepared once.
type batchWriter struct {
	prev            map[string]*previous // by dedupe key
	taken           map[string]bool      // slugs in use
	update, setSlug *sql.Stmt
	index           Indexer
	rows            []preparedRow     // by index into the batch
	inserts         map[int]*sql.Stmt // by number of rows (insertStmt)
	insertVerb      string            // Dialect.InsertBusinesses
	insertRows      int               // rows per INSERT statement (Dialect.InsertBusinesses)
}

// preparedRow is what a row writes besides its identity: its column values
// (writeValues), its search text and its schedule.
type preparedRow struct {
	values   []any
	doc      directory.SearchText
	words    []string // the doc's words, for the vocabulary of listed businesses
	schedule scheduleRow
}

// newRow prepares the row of b.
func newRow(b *directory.Business, nowMs int64) preparedRow {
	doc := directory.IndexText(b)
	sch := newScheduleRow(b)
	return preparedRow{values: writeValues(b, nowMs, sch.value()), doc: doc, words: doc.Words(), schedule: sch}
}

// prepareRows computes every row's preparedRow, a large batch on all cores.
func prepareRows(bs []directory.Business, nowMs int64) []preparedRow {
	out := make([]preparedRow, len(bs))
	parts := max(1, min(runtime.GOMAXPROCS(0), len(bs)/500))
	var wg sync.WaitGroup
	for p := range parts {
		wg.Go(func() {
			for i := p * len(bs) / parts; i < (p+1)*len(bs)/parts; i++ {
				out[i] = newRow(&bs[i], nowMs)
			}
		})
	}
	wg.Wait()
	return out
}

func (s *Store) newBatchWriter(ctx context.Context, tx *sql.Tx, bs []directory.Business, keys []string) (*batchWriter, error) {
	w := &batchWriter{prev: map[string]*previous{}, taken: map[string]bool{}, index: s.dialect.NewIndexer()}
	w.insertVerb, w.insertRows = s.dialect.InsertBusinesses()
	if err := s.lookUp(ctx, tx, w, bs, keys); err != nil {
		return nil, err
	}
	var err error
	if w.update, err = tx.PrepareContext(ctx, s.q(updateBusinessSQL)); err != nil {
		return nil, err
	}
	if w.setSlug, err = tx.PrepareContext(ctx, s.q(`UPDATE businesses SET url_slug = ? WHERE id = ?`)); err != nil {
		w.close()
		return nil, err
	}
	return w, nil
}

// lookUp reads the stored versions of the batch and which of the slugs new
// businesses could get are taken, in a few IN queries.
func (s *Store) lookUp(ctx context.Context, tx *sql.Tx, w *batchWriter, bs []directory.Business, keys []string) error {
	var keyArgs, slugs []any
	for i := range bs {
		keyArgs = append(keyArgs, keys[i])
		for _, c := range slugCandidates(&bs[i]) {
			slugs = append(slugs, c)
		}
	}
	err := queryChunks(ctx, tx, s.q, `SELECT dedupe_key, id, url_slug, created_at, listed, hidden, city_key, city, postal_code, category_slug,
		score, review_count, rating FROM businesses WHERE dedupe_key IN (`, nil, keyArgs, func(rows *sql.Rows) error {
		var key string
		p := &previous{}
		var stored directory.Business
		err := rows.Scan(&key, &p.id, &p.slug, &p.createdMs, &p.listed, &p.hidden, &p.cityKey, &p.city, &p.postalCode, &p.categorySlug, &p.score, &p.reviewCount,
			&stored.Rating)
		stored.ReviewCount = p.reviewCount
		p.reviews, p.stars = directory.RatingWeight(&stored)
		w.prev[key] = p
		return err
	})
	if err != nil {
		return err
	}
	return queryChunks(ctx, tx, s.q, `SELECT url_slug FROM businesses WHERE url_slug IN (`, nil, slugs, func(rows *sql.Rows) error {
		var slug string
		err := rows.Scan(&slug)
		w.taken[slug] = true
		return err
	})
}

// querier is a transaction or a connection pool.
type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// queryChunks runs head + "?, ?, …)" for groups of args, each after the
// fixed args of head's own marks, and scans every row.
func queryChunks(ctx context.Context, tx querier, rebind func(string) string, head string, fixed, args []any, scan func(*sql.Rows) error) error {
	const perQuery = 500
	for len(args) > 0 {
		n := min(perQuery, len(args))
		rows, err := tx.QueryContext(ctx, rebind(head+strings.TrimSuffix(strings.Repeat("?, ", n), ", ")+")"), append(slices.Clip(fixed), args[:n]...)...)
		if err != nil {
			return err
		}
		for rows.Next() {
			if err := scan(rows); err != nil {
				rows.Close()
				return err
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		args = args[n:]
	}
	return nil
}

func (w *batchWriter) close() {
	for _, st := range []*sql.Stmt{w.update, w.setSlug} {
		if st != nil {
			st.Close()
		}
	}
	for _, st := range w.inserts {
		st.Close()
	}
}

// indexAndCount records a written business in the search index, the
// vocabulary and the count deltas.
func (w *batchWriter) indexAndCount(b *directory.Business, row *preparedRow, prev *previous, counts *countDeltas, words map[string]bool) {
	w.index.Add(IndexEntry{ID: b.ID, RankKey: RankKey(directory.RankScore(b), b.ReviewCount, b.ID), Listed: b.Listed(), Doc: row.doc,
		CityKey: directory.CityKey(b.City), PostalCode: b.PostalCode, CategorySlug: b.CategorySlug,
		FilterTokens: directory.FilterTokens(b), GeoCell: GeoCell(b.Latitude, b.Longitude),
		Latitude: b.Latitude, Longitude: b.Longitude}, prev.rankKey())
	if b.Listed() {
		for _, word := range row.words {
			words[word] = true
		}
	}
	counts.move(prev, b)
}

func (w *batchWriter) updateRow(ctx context.Context, b *directory.Business, row *preparedRow, prev *previous, nowMs int64) error {
	if b.Hidden != prev.hidden {
		b.Hidden = prev.hidden // the operator's decision (see directory.Store)
		row.values = writeValues(b, nowMs, row.schedule.value())
	}
	if _, err := w.update.ExecContext(ctx, append(row.values, prev.id)...); err != nil {
		return err
	}
	b.ID, b.URLSlug = prev.id, prev.slug.String
	b.CreatedAt, b.UpdatedAt = msTime(prev.createdMs), msTime(nowMs)
	return nil
}

// insertRows writes new businesses, Dialect.InsertBusinesses rows per statement, and reads
// back their ids by dedupe key.
func (s *Store) insertRows(ctx context.Context, tx *sql.Tx, w *batchWriter, all []directory.Business, bs []int, nowMs int64) error {
	inserted := make([]*directory.Business, 0, len(bs))
	for len(bs) > 0 {
		chunk := bs[:min(w.insertRows, len(bs))]
		bs = bs[len(chunk):]
		byKey := make(map[string]*directory.Business, len(chunk))
		args := make([]any, 0, len(chunk)*insertColumns)
		for _, i := range chunk {
			b := &all[i]
			var slug any // nil: both readable slugs are taken, the id will make it unique
			b.URLSlug = ""
			for _, c := range slugCandidates(b) {
				if !w.taken[c] {
					slug, w.taken[c], b.URLSlug = c, true, c
					break
				}
			}
			byKey[directory.DedupeKey(b)] = b
			args = append(append(args, directory.DedupeKey(b), slug, nowMs), w.rows[i].values...)
			b.CreatedAt, b.UpdatedAt = msTime(nowMs), msTime(nowMs)
		}
		insert, err := w.insertStmt(ctx, tx, s.q, len(chunk))
		if err != nil {
			return fmt.Errorf("insert businesses: %w", err)
		}
		rows, err := insert.QueryContext(ctx, args...)
		if err != nil {
			return fmt.Errorf("insert businesses: %w", err)
		}
		for rows.Next() {
			var id int64
			var key string
			if err := rows.Scan(&id, &key); err != nil {
				rows.Close()
				return err
			}
			byKey[key].ID = id
			inserted = append(inserted, byKey[key])
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return fmt.Errorf("insert businesses: %w", err)
		}
		for _, i := range chunk {
			if b := &all[i]; b.URLSlug == "" {
				b.URLSlug = directory.BusinessSlug(b.City, b.Name) + fmt.Sprintf("-%d", b.ID)
				if _, err := w.setSlug.ExecContext(ctx, b.URLSlug, b.ID); err != nil {
					return err
				}
			}
		}
	}
	// Once per batch: the operator's facet and hour counts are a few rows
	// however many businesses the batch holds.
	if err := s.dialect.IndexInserted(ctx, tx, inserted, nowMs); err != nil {
		return fmt.Errorf("operator search: %w", err)
	}
	return nil
}

// insertColumns is the number of values an inserted row binds.
var insertColumns = strings.Count(businessWriteColumns, ",") + 1 + 3

// insertStmt returns the statement inserting n rows, prepared once per
// batch and size: preparing a statement of thousands of placeholders costs
// more than running it.
func (w *batchWriter) insertStmt(ctx context.Context, tx *sql.Tx, rebind func(string) string, n int) (*sql.Stmt, error) {
	if st := w.inserts[n]; st != nil {
		return st, nil
	}
	row := "(" + strings.TrimSuffix(strings.Repeat("?, ", insertColumns), ", ") + ")"
	st, err := tx.PrepareContext(ctx, rebind(w.insertVerb+` (dedupe_key, url_slug, created_at, `+businessWriteColumns+
		`) VALUES `+strings.TrimSuffix(strings.Repeat(row+", ", n), ", ")+` RETURNING id, dedupe_key`))
	if err != nil {
		return nil, err
	}
	if w.inserts == nil {
		w.inserts = map[int]*sql.Stmt{}
	}
	w.inserts[n] = st
	return st, nil
}

// slugCandidates are the readable slugs a new business may get, in order:
// "city/name", then "city/name-postalcode".
func slugCandidates(b *directory.Business) []string {
	base := directory.BusinessSlug(b.City, b.Name)
	if p := directory.Slugify(b.PostalCode); p != "" {
		return []string{base, base + "-" + p}
	}
	return []string{base}
}
