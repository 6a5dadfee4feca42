package postgres

import (
	"testing"

	"branchenbuch/internal/store/sqlstore"
)

func TestLongerWalk(t *testing.T) {
	for _, c := range []struct {
		name                string
		window, found, need int
		want                int
	}{
		{"no hit in the window: gather", 2000, 0, 24, 0},
		{"page 2 of a dense tier: walk on with room to spare", 2000, 26, 48, 5538},
		{"a few hits: the walk would be longer than the limit", 2000, 5, 48, 0},
		{"just at the limit", 2000, 15, 50, 10000},
		{"just over the limit", 2000, 14, 50, 0},
		{"the longest walk already", 10000, 40, 48, 0},
		{"nearly a page: a little further", 2000, 47, 48, 3063},
	} {
		if got := longerWalk(c.window, c.found, c.need); got != c.want {
			t.Errorf("%s: longerWalk(%d, %d, %d) = %d, want %d", c.name, c.window, c.found, c.need, got, c.want)
		}
	}
}

func TestFirstWalk(t *testing.T) {
	for _, c := range []struct {
		name             string
		hits, rows, need int
		want             int
	}{
		{"no walk recorded: the fixed window", 0, 0, 24, walkWindow},
		{"a walk found no hit: gather", 0, 1500, 24, 0},
		{"a sparse tier: the window that should hold the page, at once", 8, 1500, 24, 6750},
		{"a dense tier: no less than the fixed window", 300, 1500, 24, walkWindow},
		{"too sparse for a walk: gather", 3, 1500, 48, 0},
	} {
		d := &sqlstore.WalkDensity{}
		if c.rows > 0 {
			d.Set(c.hits, c.rows)
		}
		if got := firstWalk(d, c.need); got != c.want {
			t.Errorf("%s: firstWalk(%d of %d, need %d) = %d, want %d", c.name, c.hits, c.rows, c.need, got, c.want)
		}
	}
	if got := firstWalk(nil, 24); got != walkWindow {
		t.Errorf("firstWalk without a record = %d, want %d", got, walkWindow)
	}
}
