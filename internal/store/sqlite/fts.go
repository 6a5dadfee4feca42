package sqlite

import (
	"context"
	"database/sql"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlstore"
)

// dialect is SQLite's part of the shared store: FTS5 for the text index.
type dialect struct{}

func (dialect) Rebind(q string) string { return q }

func (dialect) NewIndexer() sqlstore.Indexer { return &indexer{} }

// indexer writes FTS5 rows in a few multi-row statements per batch.
type indexer struct{ sqlstore.IndexBuffer }

func (x *indexer) Flush(ctx context.Context, tx *sql.Tx) error {
	if err := sqlstore.ExecChunks(ctx, tx, sqlstore.RebindNone, `DELETE FROM business_fts WHERE rowid IN (`, "?", ")", 1, x.Deletes); err != nil {
		return err
	}
	var args []any
	for _, e := range x.Entries() {
		args = append(args, e.ID, e.Doc.Name, e.Doc.Category, e.Doc.Subtypes, e.Doc.Description, e.CityKey, e.PostalCode)
	}
	return sqlstore.ExecChunks(ctx, tx, sqlstore.RebindNone,
		`INSERT INTO business_fts (rowid, name, category, subtypes, description, city, postcode) VALUES `,
		"(?, ?, ?, ?, ?, ?, ?)", "", 7, args)
}

// Column groups of the three relevance tiers.
var tierColumns = [3]string{"{name}", "{name category subtypes}", "{name category subtypes description}"}

// TextHits runs one FTS5 match per tier and keeps each row's best tier.
func (dialect) TextHits(text directory.TextQuery, loc *directory.LocationFilter) (string, []any) {
	words := matchWords(text)
	locExpr := matchLocation(loc)
	var parts []string
	var args []any
	for tier, cols := range tierColumns {
		parts = append(parts, `SELECT rowid AS id, `+string(rune('0'+tier))+` AS tier FROM business_fts WHERE business_fts MATCH ?`)
		args = append(args, cols+" : ("+words+")"+locExpr)
	}
	return `SELECT id, min(tier) AS tier FROM (` + strings.Join(parts, " UNION ALL ") + `) GROUP BY id`, args
}

// matchWords writes (a OR a2) AND (b*) with every term quoted, so that
// nothing a visitor types is read as FTS5 syntax.
func matchWords(text directory.TextQuery) string {
	var words []string
	for _, alts := range text {
		var terms []string
		for _, t := range alts {
			terms = append(terms, quote(t.Text, t.Prefix))
		}
		words = append(words, "("+strings.Join(terms, " OR ")+")")
	}
	return strings.Join(words, " AND ")
}

func matchLocation(loc *directory.LocationFilter) string {
	if loc == nil {
		return ""
	}
	var out string
	if loc.PostalPrefix != "" {
		out += " AND {postcode} : " + quote(loc.PostalPrefix, true)
	}
	if loc.CityWords != "" {
		out += " AND {city} : ^" + quote(loc.CityWords, false)
	}
	return out
}

func quote(s string, prefix bool) string {
	q := `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
	if prefix {
		q += "*"
	}
	return q
}
