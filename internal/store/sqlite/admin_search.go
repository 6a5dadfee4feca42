package sqlite

import (
	"context"
	"database/sql"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlstore"
)

var _ sqlstore.AdminSearcher = dialect{}

// maxCompletions bounds how many indexed words a typed prefix becomes. FTS5
// answers a few exact words from their posting lists, but a prefix query
// merges the lists of every word it starts, several times slower.
const maxCompletions = 24

// AdminMatches implements sqlstore.AdminSearcher over the admin_search FTS5
// table (migrations/0003_admin.sql).
func (dialect) AdminMatches(ctx context.Context, db *sql.DB, words []directory.AdminWord) (sqlstore.AdminMatch, bool, error) {
	groups := make([]string, 0, len(words))
	for _, w := range words {
		var alts []string
		for _, sp := range w.Spellings {
			if !w.Prefix {
				alts = append(alts, ftsString(sp))
				continue
			}
			terms, err := sqlstore.Column[string](db.QueryContext(ctx,
				`SELECT term FROM admin_search_terms WHERE term >= ? AND term < ? LIMIT ?`, sp, sp+"\U0010FFFF", maxCompletions+1))
			if err != nil {
				return sqlstore.AdminMatch{}, false, err
			}
			if len(terms) > maxCompletions {
				alts = append(alts, ftsString(sp)+"*")
				continue
			}
			for _, t := range terms {
				alts = append(alts, ftsString(t))
			}
		}
		if len(alts) == 0 {
			return sqlstore.AdminMatch{}, false, nil // a word no business has
		}
		groups = append(groups, "("+strings.Join(alts, " OR ")+")")
	}
	return sqlstore.AdminMatch{
		Match: `SELECT rowid FROM admin_search WHERE admin_search MATCH ?`,
		IDs:   `SELECT rowid FROM admin_search WHERE admin_search MATCH ? LIMIT ?`,
		Count: `SELECT count(*) FROM admin_search WHERE admin_search MATCH ?`,
		Arg:   strings.Join(groups, " AND "),
	}, true, nil
}

// ftsString quotes a word as an FTS5 string, so that no word is read as an
// operator (AND, NEAR) or column filter.
func ftsString(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
