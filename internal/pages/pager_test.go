package pages

import (
	"fmt"
	"strings"
	"testing"
)

// pagerText writes a pager's numbers as a phone and a wide screen show them:
// "1 2 3* 4* … 58", * marking numbers shown from sm up, "…" a gap on both,
// "…*" one only on a wide screen, "(…)" one only on a phone.
func pagerText(ns []pageNumber) string {
	var parts []string
	for _, n := range ns {
		switch {
		case n.Gap && n.PhoneGap:
			parts = append(parts, "…")
		case n.Gap:
			parts = append(parts, "…*")
		case n.PhoneGap:
			parts = append(parts, "(…)")
		}
		s := fmt.Sprint(n.N)
		if n.Wide {
			s += "*"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

func TestPagerPages(t *testing.T) {
	for _, c := range []struct {
		cur, total int
		want       string
	}{
		{1, 0, ""},
		{1, 1, "1"},
		{1, 2, "1 2"},
		{2, 3, "1 2 3"},
		{1, 7, "1 2 3* 4* 5* 6* (…) 7"},
		{1, 58, "1 2 3* 4* 5* …* 13* …* 20* …* 28* …* 35* …* 43* …* 50* … 58"},
		{30, 58, "1 …* 8* …* 15* …* 21* …* 28* (…) 29 30 31 32* …* 39* …* 45* …* 52* … 58"},
		{58, 58, "1 …* 9* …* 16* …* 24* …* 31* …* 39* …* 46* …* 54* 55* 56* (…) 57 58"},
		{1, 10000, "1 2 3* 4* 5* …* 1433* …* 2861* …* 4289* …* 5716* …* 7144* …* 8572* … 10000"},
		// Out of range: the numbers of the nearest page.
		{0, 7, "1 2 3* 4* 5* 6* (…) 7"},
		{99, 7, "1 2* 3* 4* 5* (…) 6 7"},
	} {
		if got := pagerText(pagerPages(c.cur, c.total)); got != c.want {
			t.Errorf("pagerPages(%d, %d) = %q, want %q", c.cur, c.total, got, c.want)
		}
	}
}

// TestPagerReach follows the pager from page 1 as a crawler does (previous,
// next and every number) and counts the clicks to the farthest page: the
// figures pager.go promises. A phone shows at most five numbers; a wide
// screen 2 + maxPageButtons + pagerJumps.
func TestPagerReach(t *testing.T) {
	for _, c := range []struct{ total, clicks int }{
		{2, 1}, {12, 1}, {39, 2}, {47, 3}, {171, 4}, {328, 4}, {4167, 6}, {10000, 7},
	} {
		depth := map[int]int{1: 0}
		queue := []int{1}
		for len(queue) > 0 {
			n := queue[0]
			queue = queue[1:]
			ns := pagerPages(n, c.total)
			phone := 0
			links := []int{n - 1, n + 1}
			for _, p := range ns {
				links = append(links, p.N)
				if !p.Wide {
					phone++
				}
			}
			if phone > 5 || len(ns) > 2+maxPageButtons+pagerJumps {
				t.Fatalf("page %d of %d: %d numbers, %d on a phone: %s", n, c.total, len(ns), phone, pagerText(ns))
			}
			for _, m := range links {
				if _, seen := depth[m]; !seen && m >= 1 && m <= c.total {
					depth[m] = depth[n] + 1
					queue = append(queue, m)
				}
			}
		}
		farthest := 0
		for _, d := range depth {
			farthest = max(farthest, d)
		}
		if len(depth) != c.total || farthest != c.clicks {
			t.Errorf("%d pages: %d reached, the farthest %d clicks from page 1, want all within %d", c.total, len(depth), farthest, c.clicks)
		}
	}
}

// TestPagerStopsAtTheLastListPage: a list answers pages 1 to maxListPage
// only (a higher number is page 1), so its pager links none past it.
func TestPagerStopsAtTheLastListPage(t *testing.T) {
	c := &Ctx{Locale: DE}
	v := c.pager(listParams{Page: maxListPage}, "/categories/handwerker", maxListPage+50)
	if last := v.Pages[len(v.Pages)-1]; last.N != maxListPage || v.Next != "" {
		t.Errorf("last number %d, next %q; want %d and no next", last.N, v.Next, maxListPage)
	}
	if got, want := v.Pages[0].Href, "/categories/handwerker"; got != want {
		t.Errorf("first page %q, want %q", got, want)
	}
}
