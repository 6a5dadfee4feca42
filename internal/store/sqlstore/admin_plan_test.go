package sqlstore

import (
	"testing"

	"branchenbuch/internal/directory"
)

// TestAdminPlanWhere: on an engine that plans once, every filter but the
// driver's is written so that no index serves it; on one that plans with the
// values, the SQL is plain.
func TestAdminPlanWhere(t *testing.T) {
	terms := []adminTerm{
		{kind: kindCategory, column: "b.category", cond: equals, args: []any{"Friseur"}},
		{kind: kindDate, column: "b.created_at", cond: func(c string) string { return c + " >= ? AND " + c + " < ?" }, args: []any{1, 2}},
	}
	hint := func(c string) string { return "+" + c }
	plain := func(c string) string { return c }
	cases := []struct {
		name   string
		hints  bool
		driver int
		want   string
	}{
		{"hints, category drives", true, 0, " WHERE b.category = ? AND +b.created_at >= ? AND +b.created_at < ?"},
		{"hints, date drives", true, 1, " WHERE +b.category = ? AND b.created_at >= ? AND b.created_at < ?"},
		{"hints, order walked", true, -1, " WHERE +b.category = ? AND +b.created_at >= ? AND +b.created_at < ?"},
		{"plans with values", false, -1, " WHERE b.category = ? AND b.created_at >= ? AND b.created_at < ?"},
	}
	for _, c := range cases {
		unindexed := hint
		if !c.hints {
			unindexed = plain
		}
		p := &adminPlan{terms: terms, hints: c.hints, unindexed: unindexed, driver: c.driver, order: adminOrders[directory.AdminSortName]}
		got, args := p.where(c.driver)
		if got != c.want || len(args) != 3 {
			t.Errorf("%s: where = %q with %d args, want %q with 3", c.name, got, len(args), c.want)
		}
	}
}
