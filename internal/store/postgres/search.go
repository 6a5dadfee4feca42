package postgres

import (
	"context"
	"database/sql"
	_ "embed"
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

// BeginBulk has nothing to prepare: PostgreSQL's text index needs no merging.
func (dialect) BeginBulk(context.Context, *sql.DB) error { return nil }

// Optimize refreshes the planner's statistics and the visibility map after
// bulk writes, so that counts and id pages are index-only scans at once
// instead of after autovacuum gets round to the new rows.
func (dialect) Optimize(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `VACUUM (ANALYZE) businesses, business_search`)
	return err
}

func (dialect) PlansWithValues() bool { return true }

// ClearIndex implements sqlstore.Dialect.
func (dialect) ClearIndex(ctx context.Context, tx *sql.Tx) error {
	_, err := tx.ExecContext(ctx, `DELETE FROM business_search`)
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
	if err := sqlstore.ExecChunks(ctx, tx, sqlstore.RebindDollar, `DELETE FROM business_search WHERE id IN (`, "?", ")", 1, x.DeleteIDs); err != nil {
		return err
	}
	var args []any
	for _, e := range x.Entries() {
		args = append(args, e.ID, e.RankKey, e.Doc.Name, e.Doc.Category, e.Doc.Subtypes, e.Doc.Description, e.CityKey,
			e.PostalCode, e.CategorySlug)
	}
	return sqlstore.ExecChunks(ctx, tx, sqlstore.RebindDollar,
		`INSERT INTO business_search (id, rank_key, doc, city_key, postal_code, category_slug) VALUES `,
		`(?::bigint, ?::bigint, setweight(to_tsvector('simple', ?::text), 'A') || setweight(to_tsvector('simple', ?::text), 'B') ||
		setweight(to_tsvector('simple', ?::text), 'C') || setweight(to_tsvector('simple', ?::text), 'D'), ?, ?, ?)`,
		` ON CONFLICT (id) DO UPDATE SET rank_key = excluded.rank_key, doc = excluded.doc, city_key = excluded.city_key,
		postal_code = excluded.postal_code, category_slug = excluded.category_slug`, 9, args)
}

// TextSearch reads the page tier by tier in rank-key order
// (sqlstore.Tiers): each tier's page stops at its last row where the
// planner walks business_search_rank, and counts are answered from the
// GIN index's bitmap.
func (dialect) TextSearch(ctx context.Context, db *sql.DB, q sqlstore.TextSearch) ([]int64, int, error) {
	var where []string
	var args []any
	if q.Location != nil {
		where, args = sqlstore.LocationSQL(q.Location, "s.")
	}
	if q.Category != "" {
		where, args = append(where, "s.category_slug = ?"), append(args, q.Category)
	}
	from := "business_search s"
	if w, a := sqlstore.FilterSQL(q.Filters, "b."); len(w) > 0 {
		from += " JOIN businesses b ON b.id = s.id"
		where, args = append(where, w...), append(args, a...)
	}
	cond := ""
	for _, w := range where {
		cond += " AND " + w
	}
	inclusive := tierQueries(q.Text)
	hits := func(t int, exclusive bool) (string, []any) {
		match := inclusive[t]
		if exclusive && t > 0 {
			match = "(" + match + ") & !(" + inclusive[t-1] + ")"
		}
		return `FROM ` + from + ` WHERE s.doc @@ ?::tsquery` + cond, append([]any{match}, args...)
	}
	return sqlstore.Tiers{
		N: len(inclusive),
		Count: func(t int) (int, error) {
			from, args := hits(t, false)
			query := `SELECT count(*) ` + from
			if q.Filters.Any() { // as every engine counts a filtered total (directory.MaxFilteredTotal)
				query = `SELECT count(*) FROM (SELECT 1 ` + from + ` LIMIT ` + strconv.Itoa(directory.MaxFilteredTotal+1) + `) AS hits`
			}
			var n int
			err := db.QueryRowContext(ctx, sqlstore.RebindDollar(query), args...).Scan(&n)
			return n, err
		},
		Page: func(t, limit, offset int) ([]int64, error) {
			from, args := hits(t, true)
			return sqlstore.Column[int64](db.QueryContext(ctx, sqlstore.RebindDollar(`SELECT s.id `+from+
				` ORDER BY s.rank_key LIMIT ? OFFSET ?`), append(args, limit, offset)...))
		},
	}.Walk(q.Limit, q.Offset)
}

// tierQueries returns per tier the tsquery of all its hits (each tier
// includes the ones before): the words as typed in the name (weight A), in
// name, category or subtypes (A–C), anywhere; then the same for the
// businesses that only a synonym finds (directory/search.go).
func tierQueries(text directory.TextQuery) []string {
	exact := text.Exact()
	widest := tsquery(exact, "")
	tiers := []string{tsquery(exact, "A"), tsquery(exact, "ABC"), widest}
	if text.HasSynonyms() {
		tiers = append(tiers, "("+widest+") | ("+tsquery(text, "A")+")", "("+widest+") | ("+tsquery(text, "ABC")+")", tsquery(text, ""))
	}
	return tiers
}

// TextMatches returns every business matching the text in any field.
func (dialect) TextMatches(ctx context.Context, db *sql.DB, text directory.TextQuery, category string) ([]int64, error) {
	q, args := `SELECT id FROM business_search WHERE doc @@ $1::tsquery`, []any{tsquery(text, "")}
	if category != "" {
		q, args = q+` AND category_slug = $2`, append(args, category)
	}
	return sqlstore.Column[int64](db.QueryContext(ctx, q, args...))
}

// tsquery writes ('a':A | 'a2':A) & ('b':*A) with every lexeme quoted.
func tsquery(text directory.TextQuery, weights string) string {
	var words []string
	for _, alts := range text {
		var terms []string
		for _, t := range alts {
			lex := "'" + strings.NewReplacer(`'`, `''`, `\`, `\\`).Replace(t.Text) + "':"
			if t.Prefix {
				lex += "*"
			}
			terms = append(terms, strings.TrimSuffix(lex+weights, ":"))
		}
		words = append(words, "("+strings.Join(terms, " | ")+")")
	}
	return strings.Join(words, " & ")
}
