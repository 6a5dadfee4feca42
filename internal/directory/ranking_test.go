package directory

import (
	"sort"
	"testing"
)

func TestRankScore(t *testing.T) {
	cases := []struct {
		name string
		b    Business
		want int
	}{
		{"no reviews", Business{Rating: 0, ReviewCount: 0}, 1},
		{"a rating without reviews counts as none", Business{Rating: 5, ReviewCount: 0}, 1},
		{"one 5-star review stays near the prior", Business{Rating: 5, ReviewCount: 1}, 409},
		{"824 reviews at 4.6 are about 4.6", Business{Rating: 4.6, ReviewCount: 824}, 459},
		{"ten reviews weigh like the prior", Business{Rating: 5, ReviewCount: 10}, 450},
		{"a bad rating with many reviews", Business{Rating: 2.1, ReviewCount: 500}, 214},
		{"a rating above 5 is read as 5", Business{Rating: 9, ReviewCount: 1000}, 499},
		{"temporarily closed after everything", Business{Rating: 5, ReviewCount: 1000, BusinessStatus: StatusClosedTemporarily}, 0},
	}
	for _, c := range cases {
		if got := RankScore(&c.b); got != c.want {
			t.Errorf("%s: RankScore = %d, want %d", c.name, got, c.want)
		}
	}
}

// TestRatingOrder is the example: 4.6 from 824 reviews comes
// before 5.0 from one, which comes before a business without reviews and a
// temporarily closed one.
func TestRatingOrder(t *testing.T) {
	bs := []Business{
		{Name: "closed", Rating: 4.9, ReviewCount: 400, BusinessStatus: StatusClosedTemporarily},
		{Name: "unrated"},
		{Name: "one review", Rating: 5, ReviewCount: 1},
		{Name: "many reviews", Rating: 4.6, ReviewCount: 824},
		{Name: "few at 4.7", Rating: 4.7, ReviewCount: 20},
	}
	sort.SliceStable(bs, func(i, j int) bool { return RankScore(&bs[i]) > RankScore(&bs[j]) })
	var got []string
	for _, b := range bs {
		got = append(got, b.Name)
	}
	want := []string{"many reviews", "few at 4.7", "one review", "unrated", "closed"}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("order %v, want %v", got, want)
		}
	}
}
