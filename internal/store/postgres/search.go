package postgres

import (
	"context"
	"database/sql"
	_ "embed"
	"fmt"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlstore"
)

// dialect is PostgreSQL's part of the shared store.
type dialect struct{}

//go:embed indexes.sql
var indexDDL string

func (dialect) IndexDDL() string { return indexDDL }

// Optimize refreshes the planner's statistics and the visibility map after
// bulk writes, so that counts and id pages are index-only scans at once
// instead of after autovacuum gets round to the new rows.
func (dialect) Optimize(ctx context.Context, db *sql.DB) error {
	_, err := db.ExecContext(ctx, `VACUUM (ANALYZE) businesses, business_search`)
	return err
}

func (dialect) PlansWithValues() bool { return true }

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

// Weight sets of the three relevance tiers.
var tierWeights = [3]string{"A", "ABC", ""}

// TextSearch matches the widest tier through the GIN index, grades each hit
// and orders by tier and rank key, all within business_search.
func (dialect) TextSearch(ctx context.Context, db *sql.DB, q sqlstore.TextSearch) ([]int64, int, error) {
	where, args := `doc @@ $3::tsquery`, []any{tsquery(q.Text, tierWeights[0]), tsquery(q.Text, tierWeights[1]), tsquery(q.Text, tierWeights[2])}
	if f := q.Location; f != nil {
		if f.PostalPrefix != "" {
			args = append(args, f.PostalPrefix, f.PostalPrefix+":")
			where += fmt.Sprintf(` AND postal_code >= $%d AND postal_code < $%d`, len(args)-1, len(args))
		}
		if f.CityWords != "" {
			args = append(args, f.CityWords, f.CityWords+"!")
			where += fmt.Sprintf(` AND city_key >= $%d AND city_key < $%d`, len(args)-1, len(args))
		}
	}
	if q.Category != "" {
		args = append(args, q.Category)
		where += fmt.Sprintf(` AND category_slug = $%d`, len(args))
	}
	args = append(args, q.Limit, q.Offset)
	rows, err := db.QueryContext(ctx, fmt.Sprintf(`SELECT id, count(*) OVER () FROM (
		SELECT id, rank_key, CASE WHEN doc @@ $1::tsquery THEN 0 WHEN doc @@ $2::tsquery THEN 1 ELSE 2 END AS tier
		FROM business_search WHERE %s) AS hits
		ORDER BY tier, rank_key LIMIT $%d OFFSET $%d`, where, len(args)-1, len(args)), args...)
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
		err = db.QueryRowContext(ctx, `SELECT count(*) FROM business_search
			WHERE $1::tsquery IS NOT NULL AND $2::tsquery IS NOT NULL AND `+where, args[:len(args)-2]...).Scan(&total)
	}
	return ids, total, err
}

// TextMatches returns every business matching the text in any field.
func (dialect) TextMatches(ctx context.Context, db *sql.DB, text directory.TextQuery, category string) (map[int64]bool, error) {
	q, args := `SELECT id FROM business_search WHERE doc @@ $1::tsquery`, []any{tsquery(text, "")}
	if category != "" {
		q, args = q+` AND category_slug = $2`, append(args, category)
	}
	rows, err := db.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]bool{}
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out[id] = true
	}
	return out, rows.Err()
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
