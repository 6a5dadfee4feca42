package postgres

import "testing"

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
