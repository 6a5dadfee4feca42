package postgres

import (
	"context"
	"database/sql"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlstore"
)

// dialect is PostgreSQL's part of the shared store.
type dialect struct{}

func (dialect) Rebind(q string) string { return sqlstore.RebindDollar(q) }

// NewIndexer returns a writer that stores the folded words as lexemes
// weighted A name, B category, C subtypes, D description. The 'simple'
// configuration only splits and lower-cases, and the folded text is already
// lower-case words, so the lexemes are exactly the application's words
// (weights need the positions that to_tsvector records).
func (dialect) NewIndexer() sqlstore.Indexer { return &indexer{} }

type indexer struct{ sqlstore.IndexBuffer }

func (x *indexer) Flush(ctx context.Context, tx *sql.Tx) error {
	if err := sqlstore.ExecChunks(ctx, tx, sqlstore.RebindDollar, `DELETE FROM business_search WHERE id IN (`, "?", ")", 1, x.Deletes); err != nil {
		return err
	}
	var args []any
	for _, e := range x.Entries() {
		args = append(args, e.ID, e.Doc.Name, e.Doc.Category, e.Doc.Subtypes, e.Doc.Description, e.CityKey, e.PostalCode)
	}
	return sqlstore.ExecChunks(ctx, tx, sqlstore.RebindDollar, `INSERT INTO business_search (id, doc, city_key, postal_code) VALUES `,
		`(?::bigint, setweight(to_tsvector('simple', ?::text), 'A') || setweight(to_tsvector('simple', ?::text), 'B') ||
		setweight(to_tsvector('simple', ?::text), 'C') || setweight(to_tsvector('simple', ?::text), 'D'), ?, ?)`,
		` ON CONFLICT (id) DO UPDATE SET doc = excluded.doc, city_key = excluded.city_key, postal_code = excluded.postal_code`, 7, args)
}

// Weight sets of the three relevance tiers.
var tierWeights = [3]string{"A", "ABC", ""}

// TextHits matches the widest tier through the GIN index and grades each hit.
func (dialect) TextHits(text directory.TextQuery, loc *directory.LocationFilter) (string, []any) {
	q := `SELECT id, CASE WHEN doc @@ ?::tsquery THEN 0 WHEN doc @@ ?::tsquery THEN 1 ELSE 2 END AS tier
		FROM business_search WHERE doc @@ ?::tsquery`
	args := []any{tsquery(text, tierWeights[0]), tsquery(text, tierWeights[1]), tsquery(text, tierWeights[2])}
	if loc != nil {
		if loc.PostalPrefix != "" {
			q += ` AND postal_code >= ? AND postal_code < ?`
			args = append(args, loc.PostalPrefix, loc.PostalPrefix+":")
		}
		if loc.CityWords != "" {
			q += ` AND (city_key = ? OR (city_key > ? AND city_key < ?))`
			args = append(args, loc.CityWords, loc.CityWords+" ", loc.CityWords+"!")
		}
	}
	return q, args
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
