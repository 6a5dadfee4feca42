package sqlite

import (
	"cmp"
	"context"
	"database/sql"
	_ "embed"
	"encoding/json"
	"slices"
	"strconv"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlstore"
)

// dialect is SQLite's part of the shared store: FTS5 for the text index.
type dialect struct{}

//go:embed indexes.sql
var indexDDL string

func (dialect) IndexDDL() string { return indexDDL }

func (dialect) IndexNamesQuery() string { return `SELECT name FROM sqlite_schema WHERE type = 'index'` }

// automerge is each FTS5 index's merge setting in normal operation (see
// migrations 0001 and 0003).
var automerge = map[string]int{"business_fts": 8, "admin_search": 4}

// BeginBulk stops FTS5's merging of index segments as batches are written:
// Optimize merges each index once at the end instead.
func (dialect) BeginBulk(ctx context.Context, db *sql.DB) error {
	for table := range automerge {
		if _, err := db.ExecContext(ctx, `INSERT INTO `+table+` (`+table+`, rank) VALUES ('automerge', 0)`); err != nil {
			return err
		}
	}
	return nil
}

// Optimize merges the FTS5 indexes into one segment each (queries then read
// one posting list per word instead of one per batch written) and restores
// their merging.
func (dialect) Optimize(ctx context.Context, db *sql.DB) error {
	for table, n := range automerge {
		if _, err := db.ExecContext(ctx, `INSERT INTO `+table+` (`+table+`) VALUES ('optimize')`); err != nil {
			return err
		}
		if _, err := db.ExecContext(ctx, `INSERT INTO `+table+` (`+table+`, rank) VALUES ('automerge', ?)`, n); err != nil {
			return err
		}
	}
	_, err := db.ExecContext(ctx, `PRAGMA optimize`)
	return err
}

func (dialect) PlansWithValues() bool { return false }

// Unindexed implements sqlstore.Dialect: SQLite's unary + is a no-op on the
// value that keeps every index from serving the condition.
func (dialect) Unindexed(column string) string { return "+" + column }

// ClearIndex implements sqlstore.Dialect: 'delete-all' empties a contentless table.
func (dialect) ClearIndex(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `INSERT INTO business_fts (business_fts) VALUES ('delete-all')`)
	return err
}

func (dialect) Rebind(q string) string { return q }

func (dialect) NewIndexer() sqlstore.Indexer { return &indexer{} }

// indexer writes FTS5 rows in a few multi-row statements per batch.
type indexer struct{ sqlstore.IndexBuffer }

func (x *indexer) Flush(ctx context.Context, tx *sql.Tx) error {
	if err := sqlstore.ExecChunks(ctx, tx, sqlstore.RebindNone, `DELETE FROM business_fts WHERE rowid IN (`, "?", ")", 1, x.DeleteKeys); err != nil {
		return err
	}
	// FTS5 flushes its pending index whenever a rowid is not larger than the
	// one before: rows in rank-key order make one index segment per batch.
	entries := x.Entries()
	slices.SortFunc(entries, func(a, b sqlstore.IndexEntry) int { return cmp.Compare(a.RankKey, b.RankKey) })
	var args []any
	for _, e := range entries {
		cities := sqlstore.CityTokens(e.CityKey)
		var cell []string
		if e.GeoCell != "" {
			cell = []string{e.GeoCell}
		}
		args = append(args, e.RankKey, e.Doc.Name, e.Doc.Category, e.Doc.Subtypes, e.Doc.Description,
			strings.Join(sqlstore.PostalTokens(e.PostalCode), " "), categoryToken(e.CategorySlug), e.FilterTokens,
			placeWords(cities, e.Doc.Name), placeWords(cities, e.Doc.Category, e.Doc.Subtypes), placeWords(cities, e.Doc.Description),
			placeWords(cell, e.Doc.Name, e.Doc.Category, e.Doc.Subtypes, e.Doc.Description))
	}
	return sqlstore.ExecChunks(ctx, tx, sqlstore.RebindNone,
		`INSERT INTO business_fts (rowid, name, category, subtypes, description, postcode, catslug, filters, place_name, place_main, place_description, cell_words) VALUES `,
		"(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", "", 12, args)
}

// placeSeparator joins a place (a city token, a map cell's word) and a
// word into a place word. City tokens join their words with single
// underscores and words are letters and digits (directory.Fold), so no
// place holds it and a place word splits in one way only: "frankfurt__ode*"
// asks for words in Frankfurt, where "frankfurt_ode*" would also match
// every word in Frankfurt (Oder), "frankfurt_oder_…".
const placeSeparator = "__"

// placeWords files the words of texts (folded, directory.IndexText) under
// each of the places, once each: "munchen__maler munchen__meister".
func placeWords(places []string, texts ...string) string {
	if len(places) == 0 {
		return ""
	}
	seen := map[string]bool{}
	var b strings.Builder
	for _, text := range texts {
		for w := range strings.FieldsSeq(text) {
			if seen[w] {
				continue
			}
			seen[w] = true
			for _, p := range places {
				if b.Len() > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(p)
				b.WriteString(placeSeparator)
				b.WriteString(w)
			}
		}
	}
	return b.String()
}

// categoryToken makes a slug one FTS5 token: "kfz-werkstatt" → "kfzwerkstatt".
func categoryToken(slug string) string { return strings.ReplaceAll(slug, "-", "") }

// Column groups of the three relevance tiers; each includes the one before.
// placeTierColumns are the same groups of the place words (placeWords).
var (
	tierColumns      = [3]string{"{name}", "{name category subtypes}", "{name category subtypes description}"}
	placeTierColumns = [3]string{"{place_name}", "{place_name place_main}", "{place_name place_main place_description}"}
)

// tierQueries returns per tier the FTS5 expression of all its hits
// (inclusive: every tier includes the ones before) and of only its own hits
// (exclusive). Without synonyms there are the three column tiers; with them
// three more follow, of the businesses that only a synonym finds. In a city,
// the words are asked as place words: a word's list in that city, instead
// of its list across the country intersected with the city's. So are they
// in a postal area of few cities (postalCities), narrowed to the area.
func tierQueries(q sqlstore.TextSearch, postalCities []string) (inclusive, exclusive []string) {
	text, loc := q.Text, q.Location
	columns, places := tierColumns, []string(nil)
	switch {
	case loc != nil && loc.CityWords != "":
		columns, places = placeTierColumns, []string{sqlstore.CityToken(loc.CityWords)}
	case len(postalCities) > 0:
		columns = placeTierColumns
		for _, key := range postalCities {
			places = append(places, sqlstore.CityToken(key))
		}
	}
	narrow := matchPostal(loc) + matchFilters(q.Filters)
	if q.Category != "" {
		narrow += " AND {catslug} : " + quote(categoryToken(q.Category), false)
	}
	exact := matchWords(text.Exact(), places...)
	for _, cols := range columns {
		inclusive = append(inclusive, "("+cols+" : ("+exact+")"+narrow+")")
	}
	if text.HasSynonyms() {
		all, widest := matchWords(text, places...), inclusive[len(inclusive)-1]
		for t, cols := range columns {
			with := "(" + cols + " : (" + all + ")" + narrow + ")"
			if t < len(columns)-1 {
				with = "(" + widest + " OR " + with + ")"
			} // the last holds every exact hit already: one expression is cheaper to count
			inclusive = append(inclusive, with)
		}
	}
	exclusive = make([]string, len(inclusive))
	for t := range inclusive {
		exclusive[t] = inclusive[t]
		if t > 0 {
			exclusive[t] += " NOT " + inclusive[t-1]
		}
	}
	return inclusive, exclusive
}

// TextSearch reads the page tier by tier in rowid (rank key) order, which
// FTS5 gives without sorting (sqlstore.Tiers).
func (dialect) TextSearch(ctx context.Context, db *sql.DB, q sqlstore.TextSearch) ([]int64, int, error) {
	var postalCities []string
	if q.PostalCities != nil {
		var err error
		if postalCities, err = q.PostalCities(); err != nil {
			return nil, 0, err
		}
	}
	inclusive, exclusive := tierQueries(q, postalCities)
	including := func(t, limit int) ([]int64, error) { return rankedPage(ctx, db, inclusive[t], q.Filters, limit, 0) }
	return sqlstore.Tiers{
		N:     len(inclusive),
		Count: func(t int) (int, error) { return countMatches(ctx, db, inclusive[t], q.Filters) },
		Memo:  q.Memo,
		Page: func(t, limit, offset int) ([]int64, error) {
			return rankedPage(ctx, db, exclusive[t], q.Filters, limit, offset)
		},
		All:       func(limit int) ([]int64, error) { return including(len(inclusive)-1, limit) },
		Including: including,
		Grade:     q.Grade,
	}.Walk(q.Limit, q.Offset)
}

// matchFilters narrows an FTS5 expression to the precondition of photos
// (directory.FilterTokens): FTS5 intersects posting lists, so a filter that
// few hits pass costs little. Website and rating pass most hits: checking
// them on each hit's index entry (hits) lets a page and a capped count stop
// early, where intersecting a list of most businesses would read it whole.
func matchFilters(f directory.Filters) string {
	if f.Photos {
		return " AND {filters} : foto"
	}
	return ""
}

// hits is the FROM and WHERE of the hits of an FTS5 expression, walked in
// rank-key order; with filters, each hit is joined with its filter columns
// (the index businesses_listed_id, not the row).
func hits(expr string, f directory.Filters) (string, []any) {
	where, args := sqlstore.FilterSQL(f, "b.")
	if len(where) == 0 {
		return `FROM business_fts WHERE business_fts MATCH ?`, []any{expr}
	}
	return `FROM business_fts JOIN businesses b INDEXED BY businesses_listed_id ON b.id = business_fts.rowid & ` +
			strconv.FormatInt(sqlstore.MaxRankID, 10) + ` WHERE business_fts MATCH ? AND b.listed AND ` + strings.Join(where, " AND "),
		append([]any{expr}, args...)
}

// countMatches counts the hits of expr up to directory.MaxCountedTotal+1
// (see there).
func countMatches(ctx context.Context, db *sql.DB, expr string, f directory.Filters) (int, error) {
	from, args := hits(expr, f)
	var n int
	err := db.QueryRowContext(ctx, `SELECT count(*) FROM (SELECT 1 `+from+` LIMIT `+strconv.Itoa(directory.MaxCountedTotal+1)+`)`,
		args...).Scan(&n)
	return n, err
}

func rankedPage(ctx context.Context, db *sql.DB, expr string, f directory.Filters, limit, offset int) ([]int64, error) {
	from, args := hits(expr, f)
	return businessIDs(db.QueryContext(ctx, `SELECT business_fts.rowid `+from+` ORDER BY business_fts.rowid LIMIT ? OFFSET ?`,
		append(args, limit, offset)...))
}

// TextMatches returns every business matching the text in any field; with
// cells, those in the cells, as the words filed under their cell.
func (dialect) TextMatches(ctx context.Context, db *sql.DB, text directory.TextQuery, category string, cells []string) (sqlstore.Matches, error) {
	expr := tierColumns[2] + " : (" + matchWords(text) + ")"
	if len(cells) > 0 {
		expr = "{cell_words} : (" + matchWords(text, cells...) + ")"
	}
	if category != "" {
		expr += " AND {catslug} : " + quote(categoryToken(category), false)
	}
	ids, err := businessIDs(db.QueryContext(ctx, `SELECT rowid FROM business_fts WHERE business_fts MATCH ?`, expr))
	return sqlstore.Matches{IDs: ids}, err
}

// businessIDs reads FTS rowids (rank keys) as business ids.
func businessIDs(rows *sql.Rows, err error) ([]int64, error) {
	keys, err := sqlstore.Column[int64](rows, err)
	for i, k := range keys {
		keys[i] = sqlstore.IDOfRankKey(k)
	}
	return keys, err
}

// matchWords writes (a OR a2) AND (b*) with every term quoted, so that
// nothing a visitor types is read as FTS5 syntax. With places, each term
// is asked as the place words of each (placeWords): a business lies in one
// city and one cell, so its words are all filed under the same place.
func matchWords(text directory.TextQuery, places ...string) string {
	var words []string
	for _, alts := range text {
		var terms []string
		for _, t := range alts {
			if len(places) == 0 {
				terms = append(terms, quote(t.Text, t.Prefix))
			}
			for _, p := range places {
				terms = append(terms, quote(p+placeSeparator+t.Text, t.Prefix))
			}
		}
		words = append(words, "("+strings.Join(terms, " OR ")+")")
	}
	return strings.Join(words, " AND ")
}

// matchPostal narrows an expression to a location's postal prefix; its
// city is in the place words (tierQueries).
func matchPostal(loc *directory.LocationFilter) string {
	if loc == nil || loc.PostalPrefix == "" {
		return ""
	}
	return " AND {postcode} : " + quote(loc.PostalPrefix, false)
}

func quote(s string, prefix bool) string {
	q := `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
	if prefix {
		q += "*"
	}
	return q
}

// IDIn implements sqlstore.Dialect: the ids as one JSON array, which
// SQLite reads into a lookup set once (json_each).
func (dialect) IDIn(ids []int64) (string, any) {
	list, _ := json.Marshal(ids) // cannot fail for integers
	return `b.id IN (SELECT value FROM json_each(?))`, string(list)
}

// ListedByID reads coordinates and filter columns from the index that holds
// them (indexes.sql): SQLite would look each id up in the table, whose rows
// are 2.5 kB wide, a third slower.
func (dialect) ListedByID() string { return "businesses b INDEXED BY businesses_listed_id" }

// FlagsChanged implements sqlstore.Dialect: SQLite tests each row against
// the open schedules' keys, read once, whatever their statistics say.
func (dialect) FlagsChanged(context.Context, *sql.DB) error { return nil }

// InsertBusinesses inserts one row per statement, which rolls the whole
// transaction back on a conflict (none is expected: keys and slugs are
// looked up first, and SQLite has one writer). Both spare SQLite a
// statement journal: a copy of every page a statement changes, kept in case
// that statement alone had to be undone. A statement of many rows keeps one
// whatever its conflict clause, and in a full directory that copy was a
// fifth of an import's CPU and 180 MB of its memory (docs/benchmarks.md,
// "Imports into a full directory").
func (dialect) InsertBusinesses() (string, int) { return "INSERT OR ROLLBACK INTO businesses", 1 }
