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

// TextSearch matches the widest tier through the GIN index, grades each hit
// (tier 0: every word in the name, weight A; tier 1: in name, category or
// subtypes, A–C) and orders by tier and rank key, all within business_search.
func (dialect) TextSearch(ctx context.Context, db *sql.DB, q sqlstore.TextSearch) ([]int64, int, error) {
	where, args := []string{"s.doc @@ ?::tsquery"}, []any{tsquery(q.Text, "")}
	if q.Location != nil {
		w, a := sqlstore.LocationSQL(q.Location, "s.")
		where, args = append(where, w...), append(args, a...)
	}
	if q.Category != "" {
		where, args = append(where, "s.category_slug = ?"), append(args, q.Category)
	}
	from := "business_search s"
	if w, a := sqlstore.FilterSQL(q.Filters, "b."); len(w) > 0 {
		from += " JOIN businesses b ON b.id = s.id"
		where, args = append(where, w...), append(args, a...)
	}
	cond := strings.Join(where, " AND ")
	// The tiers of directory/search.go: the words as typed in the name (A),
	// in name, category or subtypes (A–C), anywhere; then the same for the
	// businesses that only a synonym finds.
	exact := q.Text.Exact()
	tiers := []string{tsquery(exact, "A"), tsquery(exact, "ABC")}
	if q.Text.HasSynonyms() {
		tiers = append(tiers, tsquery(exact, ""), tsquery(q.Text, "A"), tsquery(q.Text, "ABC"))
	}
	grade := "CASE"
	for t := range tiers {
		grade += " WHEN s.doc @@ ?::tsquery THEN " + strconv.Itoa(t)
	}
	grade += " ELSE " + strconv.Itoa(len(tiers)) + " END"
	query := `SELECT id, count(*) OVER () FROM (
		SELECT s.id, s.rank_key, ` + grade + ` AS tier
		FROM ` + from + ` WHERE ` + cond + `) AS hits ORDER BY tier, rank_key LIMIT ? OFFSET ?`
	pageArgs := make([]any, 0, len(tiers)+len(args)+2)
	for _, t := range tiers {
		pageArgs = append(pageArgs, t)
	}
	pageArgs = append(append(pageArgs, args...), q.Limit, q.Offset)
	rows, err := db.QueryContext(ctx, sqlstore.RebindDollar(query), pageArgs...)
	if err != nil {
		return nil, 0, err
	}
	defer rows.Close()
	var ids []int64
	total := 0
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id, &total); err != nil {
			return nil, 0, err
		}
		ids = append(ids, id)
	}
	if err := rows.Err(); err != nil {
		return nil, 0, err
	}
	if len(ids) == 0 && q.Offset > 0 {
		// Past the last page the window count has no row to ride on.
		err = db.QueryRowContext(ctx, sqlstore.RebindDollar(`SELECT count(*) FROM `+from+` WHERE `+cond), args...).Scan(&total)
	}
	if q.Filters.Any() {
		total = min(total, directory.MaxFilteredTotal+1) // as every engine counts a filtered total
	}
	return ids, total, err
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
