package postgres

import (
	"context"
	"database/sql"
	_ "embed"
	"slices"
	"strconv"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlstore"
)

// dialect is PostgreSQL's part of the shared store.
type dialect struct{}

//go:embed indexes.sql
var indexDDL string

func (dialect) IndexDDL() string { return indexDDL }

func (dialect) IndexNamesQuery() string {
	return `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`
}

// BeginBulk has nothing to prepare: PostgreSQL's text index needs no merging.
func (dialect) BeginBulk(context.Context, *sql.DB) error { return nil }

// Optimize refreshes the visibility map after bulk writes, so that counts
// and id pages are index-only scans at once instead of after autovacuum
// gets round to the new rows. The planner's statistics are fresh already:
// EnsureIndexes analyses the tables whose indexes it built.
func (dialect) Optimize(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `VACUUM businesses, business_search, name_words`)
	return err
}

func (dialect) PlansWithValues() bool { return true }

// Unindexed implements sqlstore.Dialect: PostgreSQL plans with the values
// and needs no hint.
func (dialect) Unindexed(column string) string { return column }

// ClearIndex implements sqlstore.Dialect.
func (dialect) ClearIndex(ctx context.Context, tx *sql.Tx) error {
	if _, err := tx.ExecContext(ctx, `DELETE FROM business_search`); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, `DELETE FROM name_words`)
	return err
}

func (dialect) Rebind(q string) string { return sqlstore.RebindDollar(q) }

// NewIndexer returns a writer that stores the folded words as lexemes
// weighted A name, B category, C subtypes, D description. The 'simple'
// configuration only splits and lower-cases, and the folded text is already
// lower-case words, so the lexemes are exactly the application's words
// (weights need the positions that to_tsvector records).
func (dialect) NewIndexer() sqlstore.Indexer { return &indexer{} }

type indexer struct{ sqlstore.IndexBuffer }

func (x *indexer) Flush(ctx context.Context, tx *sql.Tx) error {
	entries := x.Entries()
	old := make([]int64, len(x.DeleteIDs)) // the businesses that had an entry, updated or gone
	for i, id := range x.DeleteIDs {
		old[i] = id.(int64)
	}
	var ids, ranks []int64
	var names, places, categories, subtypes, descriptions, cities, postals, slugs []string
	var lats, lngs []*float64
	for _, e := range entries {
		ids, ranks = append(ids, e.ID), append(ranks, e.RankKey)
		lats, lngs = append(lats, e.Latitude), append(lngs, e.Longitude)
		names, places = append(names, e.Doc.Name), append(places, placeWords(e.CityKey, e.PostalCode, e.CategorySlug, e.GeoCell))
		categories, subtypes, descriptions = append(categories, e.Doc.Category), append(subtypes, e.Doc.Subtypes), append(descriptions, e.Doc.Description)
		cities, postals, slugs = append(cities, e.CityKey), append(postals, e.PostalCode), append(slugs, e.CategorySlug)
	}
	if len(old) > 0 || len(entries) > 0 { // before business_search changes: it reads the stored entries
		if _, err := tx.ExecContext(ctx, nameWordsChange, old, ranks, names); err != nil {
			return err
		}
	}
	if len(old) > 0 {
		if _, err := tx.ExecContext(ctx, `DELETE FROM business_search WHERE id = ANY($1)`, old); err != nil {
			return err
		}
	}
	if len(entries) == 0 {
		return nil
	}
	_, err := tx.ExecContext(ctx, insertSearch, ids, ranks, names, places, categories, subtypes, descriptions, cities, postals, slugs, lats, lngs)
	return err
}

// insertSearch writes a batch's index entries from one array per column:
// one short statement, where a VALUES list of 400 rows of ten parameters
// each cost PostgreSQL 6 ms to parse, 6 % of a bulk load
// (docs/benchmarks.md, "At scale, eighth round").
const insertSearch = `INSERT INTO business_search (id, rank_key, doc, city_key, postal_code, category_slug, latitude, longitude)
	SELECT id, rank_key, setweight(to_tsvector('simple', name), 'A') || place::tsvector || setweight(to_tsvector('simple', category), 'B') ||
		setweight(to_tsvector('simple', subtypes), 'C') || setweight(to_tsvector('simple', description), 'D'), city_key, postal_code, category_slug,
		latitude, longitude
	FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[],
		$11::float8[], $12::float8[])
		AS e(id, rank_key, name, place, category, subtypes, description, city_key, postal_code, category_slug, latitude, longitude)
	ON CONFLICT (id) DO UPDATE SET rank_key = excluded.rank_key, doc = excluded.doc, city_key = excluded.city_key,
		postal_code = excluded.postal_code, category_slug = excluded.category_slug, latitude = excluded.latitude,
		longitude = excluded.longitude`

// Place words are lexemes behind a mark that no typed word has (folded
// words are letters and digits): the city's starts, the postal code's
// starts, the category (sqlstore/place_tokens.go). They carry weight A, so
// the index of every tier holds them.
const (
	cityMark     = "~c~"
	postalMark   = "~p~"
	categoryMark = "~k~"
	cellMark     = "~g~" // the map cell (sqlstore/geo_cells.go)
)

// placeWords is the tsvector of a business's place words.
func placeWords(cityKey, postalCode, category, cell string) string {
	var lexemes []string
	add := func(mark string, tokens ...string) {
		for _, t := range tokens {
			if t != "" {
				lexemes = append(lexemes, lexeme(mark+t)+":1A")
			}
		}
	}
	add(cityMark, sqlstore.CityTokens(cityKey)...)
	add(postalMark, sqlstore.PostalTokens(postalCode)...)
	add(categoryMark, category)
	add(cellMark, cell)
	return strings.Join(lexemes, " ")
}

// placeQuery is the tsquery part of a search's place and category: " & '~c~berlin'".
func placeQuery(loc *directory.LocationFilter, category string) string {
	var q string
	if loc != nil && loc.PostalPrefix != "" {
		q += " & " + lexeme(postalMark+loc.PostalPrefix)
	}
	if loc != nil && loc.CityWords != "" {
		q += " & " + lexeme(cityMark+sqlstore.CityToken(loc.CityWords))
	}
	if category != "" {
		q += " & " + lexeme(categoryMark+category)
	}
	return q
}

// TextSearch reads the page tier by tier in rank-key order
// (sqlstore.Tiers). A tier's page first looks at the walkWindow best-ranked
// businesses, which answers common words at the cost of a short index walk;
// a tier that has too few hits there walks on as far as those hits suggest
// (longerWalk), and a rarer one is gathered through its GIN index and
// sorted. Each tier has its own index (indexes.sql: the name's words, the
// words of name, category and subtypes, all words), so that a common word
// that few names hold costs its name hits, not all of its hits. Counts stop
// at directory.MaxCountedTotal+1.
func (dialect) TextSearch(ctx context.Context, db *sql.DB, q sqlstore.TextSearch) ([]int64, int, error) {
	place := placeQuery(q.Location, q.Category)
	var where []string
	var args []any
	join := ""
	if w, a := sqlstore.FilterSQL(q.Filters, "b."); len(w) > 0 {
		join = " JOIN businesses b ON b.id = s.id"
		where, args = w, a
	}
	indexed, walked := tierMatches(q.Text, place, true), tierMatches(q.Text, place, false)
	// match is the condition of tier t's own hits, given every tier's
	// inclusive one.
	match := func(inclusive []tierMatch, t int) (string, []any) {
		if t == 0 {
			return inclusive[0].sql, inclusive[0].args
		}
		m := inclusive[t].sql + " AND NOT (" + inclusive[t-1].sql + ")"
		return m, append(slices.Clone(inclusive[t].args), inclusive[t-1].args...)
	}
	// selectHits is the SELECT of col of a tier's hits on from, with tail
	// (order, limit).
	selectHits := func(col, from, m string, margs []any, tail string, targs ...any) (string, []any) {
		conds := append([]string{m}, where...)
		return sqlstore.RebindDollar(`SELECT ` + col + ` FROM ` + from + join + ` WHERE ` + strings.Join(conds, " AND ") + tail),
			append(append(slices.Clone(margs), args...), targs...)
	}
	query := func(col, from, m string, margs []any, tail string, targs ...any) ([]int64, error) {
		q, a := selectHits(col, from, m, margs, tail, targs...)
		return sqlstore.Column[int64](db.QueryContext(ctx, q, a...))
	}
	// gather reads a page of hits through the GIN index and sorts them;
	// rank_key + 0 keeps the planner from walking the rank index instead.
	gather := func(m string, margs []any, limit, offset int) ([]int64, error) {
		return query("s.id", "business_search s", m, margs, ` ORDER BY s.rank_key + 0 LIMIT ? OFFSET ?`, limit, offset)
	}
	// walk returns the first need hits of tier t in rank order: it walks
	// the best-ranked businesses (as many as the tier's last walk suggests,
	// firstWalk), then on from its last hit as far as the hits suggest
	// (longerWalk); nil when the tier is too rare for a walk, so its index
	// should gather it. Each walk that reads its whole window is recorded.
	walk := func(t int, m string, margs []any, need int) ([]int64, error) {
		var density *sqlstore.WalkDensity
		if q.Density != nil {
			density = q.Density(t)
		}
		var keys []int64 // rank keys of the hits so far
		from, window := "business_search", firstWalk(density, need)
		rows := window
		for rows > 0 {
			got, err := query("s.rank_key", `(SELECT id, rank_key, doc FROM `+from+` ORDER BY rank_key LIMIT `+
				strconv.Itoa(rows)+`) s`, m, margs, ` ORDER BY s.rank_key LIMIT ?`, need-len(keys))
			if err != nil {
				return nil, err
			}
			if keys = append(keys, got...); len(keys) == need {
				ids := make([]int64, len(keys))
				for i, k := range keys {
					ids[i] = sqlstore.IDOfRankKey(k)
				}
				return ids, nil
			}
			if len(keys) > 0 {
				from = "business_search WHERE rank_key > " + strconv.FormatInt(keys[len(keys)-1], 10)
			}
			density.Set(len(keys), window) // a walk that stops at its page saw fewer rows: only this one is a sample
			next := longerWalk(window, len(keys), need)
			rows, window = next-window, next
		}
		return nil, nil
	}
	return sqlstore.Tiers{
		N: len(indexed),
		Count: func(t int) (int, error) {
			q, a := selectHits("s.id", "business_search s", indexed[t].sql, indexed[t].args, " LIMIT "+strconv.Itoa(directory.MaxCountedTotal+1))
			var n int
			err := db.QueryRowContext(ctx, `SELECT count(*) FROM (`+q+`) AS hits`, a...).Scan(&n)
			return n, err
		},
		Page: func(t, limit, offset int) ([]int64, error) {
			if place == "" { // a place makes hits few: the GIN index finds them at once
				if t == 0 && join == "" {
					if spellings, ok := nameSpellings(q.Text.Exact()); ok {
						return nameHits(ctx, db, spellings, limit, offset)
					}
				}
				m, margs := match(walked, t)
				if ids, err := walk(t, m, margs, offset+limit); err != nil || ids != nil {
					return ids[min(offset, len(ids)):], err
				}
			}
			m, margs := match(indexed, t)
			return gather(m, margs, limit, offset)
		},
		All: func(limit int) ([]int64, error) {
			all := indexed[len(indexed)-1]
			return gather(all.sql, all.args, limit, 0)
		},
		Grade: q.Grade,
		Memo:  q.Memo,
	}.Walk(q.Limit, q.Offset)
}

// walkWindow is how many of the best-ranked businesses a tier's page looks
// at first. A walk stops once it has the page, so a common word walks less
// than this; the hits of a rarer one in the window tell how much further to
// walk (longerWalk), and a window without a hit sends the tier to its index.
// Since the table lies in rank order and walks test weighted lexemes, a
// row walked costs less, and 1,500 rather than 500 spare many tiers a
// second walk (docs/benchmarks.md, "At scale, seventh round").
const walkWindow = 1500

// firstWalk is the window of a tier's first walk for need hits: walkWindow,
// or as many rows as a recorded walk of the tier suggests (longerWalk's
// estimate, at least walkWindow); 0 when that walk says the tier is too
// rare for a walk to beat gathering it. Without the record a rare tier
// walks walkWindow rows in vain, and a sparse one walks twice
// (docs/benchmarks.md, "At scale, tenth round").
func firstWalk(d *sqlstore.WalkDensity, need int) int {
	hits, rows := d.Get()
	switch {
	case rows == 0:
		return walkWindow
	case hits == 0:
		return 0
	}
	next := need * rows * 3 / 2 / hits
	if next > maxWalkWindow {
		return 0
	}
	return max(next, walkWindow)
}

// maxWalkWindow bounds a longer walk (longerWalk). Walking costs about a
// fifth of gathering per row (1.2 µs against 6 µs at 500,000 businesses,
// docs/benchmarks.md), so a walk of this length beats gathering a tier
// dense enough to need it.
const maxWalkWindow = 10000

// longerWalk is the window that should hold need hits of a tier of which
// a walk of window rows found found, with half again as many rows to
// spare; 0 when the tier is too rare for a walk to beat gathering it.
func longerWalk(window, found, need int) int {
	if found == 0 {
		return 0
	}
	next := need * window * 3 / 2 / found
	if next <= window || next > maxWalkWindow {
		return 0
	}
	return next
}

// tierMatch is the condition of a tier's hits on business_search s.
type tierMatch struct {
	sql  string
	args []any
}

// tierWords are the words of a business by tier: the name's (weight A);
// those of name, category and subtypes (A–C); all. Each is given twice: as
// its index's expression (indexes.sql), and as the weights a tsquery's
// lexemes can carry, which a walk tests on each row in two thirds of the
// time of ts_filter (docs/benchmarks.md, "At scale, seventh round"). Place
// lexemes have weight A (placeWords), which every tier holds, so they need
// no label.
var tierWords = [3]struct{ indexed, weights string }{
	{`ts_filter(s.doc, '{a}')`, "A"},
	{`ts_filter(s.doc, '{a,b,c}')`, "ABC"},
	{`s.doc`, ""},
}

// tierMatches returns per tier the condition of all its hits (each tier
// includes the ones before): the words as typed in the name, in name,
// category or subtypes, anywhere; then the same for the businesses that
// only a synonym finds (directory/search.go). place narrows every tsquery.
// Indexed conditions are those of the GIN indexes; the others test each
// row, as a walk does.
func tierMatches(text directory.TextQuery, place string, indexed bool) []tierMatch {
	words := func(text directory.TextQuery, tier int) tierMatch {
		w := tierWords[tier]
		if indexed {
			return tierMatch{w.indexed + ` @@ ?::tsquery`, []any{"(" + tsquery(text, "") + ")" + place}}
		}
		return tierMatch{`s.doc @@ ?::tsquery`, []any{"(" + tsquery(text, w.weights) + ")" + place}}
	}
	either := func(a, b tierMatch) tierMatch {
		return tierMatch{"(" + a.sql + " OR " + b.sql + ")", append(slices.Clone(a.args), b.args...)}
	}
	exact := text.Exact()
	tiers := []tierMatch{words(exact, 0), words(exact, 1), words(exact, 2)}
	if text.HasSynonyms() {
		tiers = append(tiers, either(words(exact, 2), words(text, 0)), either(words(exact, 2), words(text, 1)), words(text, 2))
	}
	return tiers
}

// TextMatches returns every business matching the text in any field, with
// the coordinates that business_search keeps beside its words.
func (dialect) TextMatches(ctx context.Context, db *sql.DB, text directory.TextQuery, category string, cells []string) (sqlstore.Matches, error) {
	query := tsquery(text, "")
	if len(cells) > 0 {
		words := make([]string, len(cells))
		for i, c := range cells {
			words[i] = lexeme(cellMark + c)
		}
		query = "(" + query + ") & (" + strings.Join(words, " | ") + ")"
	}
	q, args := `SELECT id, latitude, longitude FROM business_search WHERE doc @@ $1::tsquery`, []any{query}
	if category != "" {
		q, args = q+` AND category_slug = $2`, append(args, category)
	}
	rows, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return sqlstore.Matches{}, err
	}
	defer rows.Close()
	m := sqlstore.Matches{IDs: []int64{}, At: []sql.Null[directory.Point]{}}
	for rows.Next() {
		var id int64
		var lat, lng sql.NullFloat64
		if err := rows.Scan(&id, &lat, &lng); err != nil {
			return sqlstore.Matches{}, err
		}
		m.IDs = append(m.IDs, id)
		m.At = append(m.At, sqlstore.PointOf(lat, lng))
	}
	return m, rows.Err()
}

// tsquery writes ('a' | 'a2') & ('b':*) with every lexeme quoted, and
// with weights ("ABC") each lexeme matches only where it has one of them.
func tsquery(text directory.TextQuery, weights string) string {
	var words []string
	for _, alts := range text {
		var terms []string
		for _, t := range alts {
			lex := lexeme(t.Text)
			if t.Prefix || weights != "" {
				lex += ":"
			}
			if t.Prefix {
				lex += "*"
			}
			terms = append(terms, lex+weights)
		}
		words = append(words, "("+strings.Join(terms, " | ")+")")
	}
	return strings.Join(words, " & ")
}

// lexeme quotes a word for a tsquery or tsvector literal.
func lexeme(word string) string { return "'" + lexemeEscapes.Replace(word) + "'" }

// lexemeEscapes doubles quotes and backslashes; built once, as a Replacer
// is costly to build and a search quotes dozens of lexemes.
var lexemeEscapes = strings.NewReplacer(`'`, `''`, `\`, `\\`)

// ListedByID implements sqlstore.Dialect: the planner picks the index.
// IDIn implements sqlstore.Dialect: the ids as one array.
func (dialect) IDIn(ids []int64) (string, any) { return idIn, ids }

// idIn is the condition that b.id is one of an array's ids.
const idIn = `b.id = ANY(?)`

func (dialect) ListedByID() string { return "businesses b" }

// FlagsChanged implements sqlstore.Dialect: PostgreSQL joins the open
// schedules in the open filter and plans that join from the flags'
// statistics. Left to autovacuum, statistics taken at night, when no
// schedule is open, made the planner loop over a search's hits once per
// open schedule in the morning, up to 100 times slower
// (docs/benchmarks.md, "At scale, eighth round"). The table holds a row
// per distinct schedule, so ANALYZE takes a millisecond or two; SKIP_LOCKED
// leaves it to another instance that is at it already.
func (dialect) FlagsChanged(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `ANALYZE (SKIP_LOCKED) schedules`)
	return err
}

// InsertBusinesses implements sqlstore.Dialect: 400 rows of 42 values a
// statement stay within PostgreSQL's 65,535 parameters, and each statement
// is a round trip saved.
func (dialect) InsertBusinesses() (string, int) { return "INSERT INTO businesses", 400 }

// IndexInserted has nothing to do: a statement trigger files new businesses
// in the operator's search and counts (migrations/0003_admin.sql).
func (dialect) IndexInserted(context.Context, *sql.Tx, []*directory.Business, int64) error {
	return nil
}
