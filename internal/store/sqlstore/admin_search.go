package sqlstore

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"strings"

	"branchenbuch/internal/directory"
)

// AdminSearcher is what an engine's Dialect adds for the operator's search.
type AdminSearcher interface {
	// AdminMatches expresses a search for the businesses whose search_key
	// holds every word (see directory.AdminSearchWords); ok is false when no
	// business can match.
	AdminMatches(ctx context.Context, db *sql.DB, words []directory.AdminWord) (m AdminMatch, ok bool, err error)
}

// AdminMatch is a search in an engine's word index. Each query takes Arg
// for its first placeholder.
type AdminMatch struct {
	Match string // selects the matching ids (a subquery of "b.id IN (…)")
	IDs   string // selects matching ids; its second placeholder is a LIMIT
	Count string // counts the matches
	Arg   any
	// MaxIDs is how many matching ids the plan reads at most, maxSearchIDs
	// when 0. A search with no more matches than that is answered from its
	// ids, without asking the word index again for the count or the page.
	MaxIDs int
	// IDList, when set, is a condition on b.id with one placeholder that
	// takes the ids as one []int64; otherwise they are written as ?, ?, ….
	IDList string
}

// maxSearchIDs is how many matches of a search the plan reads at once by
// default (see AdminMatch.MaxIDs). A search for one business finds a
// handful.
const maxSearchIDs = 500

// planSearch adds the search, counted in the engine's word index.
func (s *Store) planSearch(ctx context.Context, p *adminPlan, text string) error {
	if strings.TrimSpace(text) == "" {
		return nil
	}
	words := directory.AdminSearchWords(text)
	as, ok := s.dialect.(AdminSearcher)
	if !ok {
		return errors.New("the engine has no operator search")
	}
	m, ok, err := as.AdminMatches(ctx, s.scan, words)
	if err != nil || !ok || len(words) == 0 {
		p.none = true // punctuation only, or a word no business has
		return err
	}
	// Search queries differ in their words and id lists, so they bypass the
	// statement cache, which would fill up with them.
	p.uncached = true
	maxIDs := cmp.Or(m.MaxIDs, maxSearchIDs)
	ids, err := Column[int64](s.scan.QueryContext(ctx, s.q(m.IDs), m.Arg, maxIDs+1))
	if err != nil {
		return err
	}
	t := adminTerm{kind: kindSearch, column: "b.id", n: len(ids)}
	switch {
	case len(ids) <= maxIDs && m.IDList != "":
		t.cond, t.args = func(string) string { return m.IDList }, []any{ids}
		p.idList = true
	case len(ids) <= maxIDs:
		marks := strings.TrimSuffix(strings.Repeat("?, ", len(ids)), ", ")
		t.cond = func(c string) string { return c + " IN (" + marks + ")" }
		for _, id := range ids {
			t.args = append(t.args, id)
		}
	default:
		t.cond, t.args = func(c string) string { return c + " IN (" + m.Match + ")" }, []any{m.Arg}
		if err := s.scan.QueryRowContext(ctx, s.q(m.Count), m.Arg).Scan(&t.n); err != nil {
			return err
		}
	}
	p.terms = append(p.terms, t)
	return nil
}

// adminQuery runs a query of a plan, through the statement cache unless the
// plan says otherwise.
func (s *Store) adminQuery(ctx context.Context, p *adminPlan, query string, args ...any) (*sql.Rows, error) {
	if p.uncached {
		return s.scan.QueryContext(ctx, s.q(query), args...)
	}
	return s.query(ctx, query, args...)
}
