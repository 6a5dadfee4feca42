package postgres

import (
	"context"
	"database/sql"
	"strings"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlstore"
)

var _ sqlstore.AdminSearcher = dialect{}

// AdminMatches implements sqlstore.AdminSearcher over the admin_search
// table (migrations/0003_admin.sql) and its GIN index: a prefix word is a
// tsquery prefix (word:*), which GIN reads as one range of its word tree.
func (dialect) AdminMatches(_ context.Context, _ *sql.DB, words []directory.AdminWord) (sqlstore.AdminMatch, bool, error) {
	groups := make([]string, 0, len(words))
	for _, w := range words {
		alts := make([]string, 0, len(w.Spellings))
		for _, sp := range w.Spellings {
			t := lexeme(sp)
			if w.Prefix {
				t += ":*"
			}
			alts = append(alts, t)
		}
		groups = append(groups, "("+strings.Join(alts, " | ")+")")
	}
	const match = `SELECT id FROM admin_search WHERE doc @@ to_tsquery('simple', ?)`
	return sqlstore.AdminMatch{
		Match: match,
		IDs:   match + ` LIMIT ?`,
		Count: `SELECT count(*) FROM admin_search WHERE doc @@ to_tsquery('simple', ?)`,
		Arg:   strings.Join(groups, " & "),
		// The planner cannot know that a search word clusters in the name
		// and category orders, and would walk them probing every row: with
		// the matching ids as an array, it reads just those rows.
		MaxIDs: 30_000,
		IDList: idIn,
	}, true, nil
}
