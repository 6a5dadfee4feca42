package pages

// Which page numbers a list's pager links: for the visitor the first and
// the last page and a window around the current one; for click depth, that
// is for a crawler that reaches page 1 and follows links (docs/pages.md,
// "Click depth"), also pagerJumps pages spread evenly between the window and
// the ends. From page 1 every page of a list is then a few clicks away,
// growing with the logarithm of its length where a window alone needs a
// click for every two pages: 12 pages within 1 click, 39 within 2, 47 within
// 3, 328 within 4, 4,167 (the search page's last) within 6 (TestPagerReach).
// A phone shows only the first, the last, the current page and its
// neighbours; the rest (Wide) from the sm breakpoint up.

import (
	"math"
	"slices"
)

// maxPageButtons is the window of page numbers around the current page
// (docs/pages.md, "Click depth").
const maxPageButtons = 5

// pagerJumps is how many pages the pager spreads between its window and the
// ends of the list: half towards each, or all towards the one end when the
// window touches the other (page 1 links six pages beyond its window).
const pagerJumps = 6

// pageNumber is one numbered link of a pager.
type pageNumber struct {
	N int
	// Wide: shown from the sm breakpoint up (jumps, the window's outer pages).
	Wide bool
	// Gap: pages are left out before it among all the numbers; PhoneGap:
	// among those a phone shows. Either writes an ellipsis for that width.
	Gap, PhoneGap bool
}

// pagerPages are the numbers a pager on page current of total links, in
// order: 1, the jumps between it and the window, the window, the jumps
// between the window and total, total.
func pagerPages(current, total int) []pageNumber {
	if total <= 0 {
		return nil
	}
	current = min(max(current, 1), total)
	wide := map[int]bool{}
	add := func(n int, isWide bool) {
		if was, ok := wide[n]; !ok || was && !isWide {
			wide[n] = isWide
		}
	}
	add(1, false)
	add(total, false)
	window := pageWindow(current, total)
	for _, n := range window {
		add(n, n < current-1 || n > current+1)
	}
	first, last := window[0], window[len(window)-1]
	before, after := pagerJumps/2, pagerJumps-pagerJumps/2
	switch {
	case first == 1:
		before, after = 0, pagerJumps
	case last == total:
		before, after = pagerJumps, 0
	}
	for _, n := range spread(1, first, before) {
		add(n, true)
	}
	for _, n := range spread(last, total, after) {
		add(n, true)
	}
	nums := make([]int, 0, len(wide))
	for n := range wide {
		nums = append(nums, n)
	}
	slices.Sort(nums)
	out := make([]pageNumber, len(nums))
	prev, prevPhone := 0, 0
	for i, n := range nums {
		out[i] = pageNumber{N: n, Wide: wide[n], Gap: n > prev+1, PhoneGap: !wide[n] && n > prevPhone+1}
		prev = n
		if !wide[n] {
			prevPhone = n
		}
	}
	return out
}

// pageWindow is up to maxPageButtons page numbers centred on current, inside 1..total.
func pageWindow(current, total int) []int {
	if total <= 0 {
		return nil
	}
	count := min(maxPageButtons, total)
	start := max(1, current-count/2)
	start = min(start, total-count+1)
	out := make([]int, count)
	for i := range out {
		out[i] = start + i
	}
	return out
}

// spread is k pages evenly between from and to, both left out; fewer when
// they are close.
func spread(from, to, k int) []int {
	var out []int
	for i := 1; i <= k; i++ {
		n := from + int(math.Round(float64(to-from)*float64(i)/float64(k+1)))
		if n != from && n != to && !slices.Contains(out, n) {
			out = append(out, n)
		}
	}
	return out
}
