package storetest

import (
	"cmp"
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// testSearchModel checks every page of many searches over generated
// businesses against a model: the hits are the businesses whose indexed
// words the query matches, in tier order (directory.TextQuery.Tier), then
// rank order. Words, synonyms, prefixes and compounds fall in every field,
// so the engines' text indexes and the stores' grading of few hits
// (sqlstore.Tiers) must agree with the model and with each other.
func testSearchModel(t *testing.T, st directory.Store) {
	ctx := context.Background()
	words := []string{"Maler", "Malerbetrieb", "Anstreicher", "Dachdecker", "Dachdeckerei", "Holz", "Holzbau",
		"Glaserei", "Friseur", "Coiffeur", "Haarstudio", "Autowerkstatt", "Werkstatt", "Bau"}
	rng := rand.New(rand.NewPCG(7, 11))
	some := func(n int) string {
		var out []string
		for range rng.IntN(n + 1) {
			out = append(out, words[rng.IntN(len(words))])
		}
		return strings.Join(out, " ")
	}
	bs := make([]directory.Business, 160)
	for i := range bs {
		bs[i] = directory.Business{Name: fmt.Sprintf("%s Modell %d", some(2), i), Category: some(1), Subtypes: some(2),
			Description: "Seit 1990 " + some(3), City: "Modellstadt", PlaceID: fmt.Sprintf("model-%d", i),
			Rating: float64(30+rng.IntN(21)) / 10, ReviewCount: rng.IntN(400)}
	}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	vocab, ok := st.(directory.Vocabulary)
	if !ok {
		t.Fatal("the store is no directory.Vocabulary")
	}
	queries := []string{"Maler", "Dachdecker", "Holz", "Holzbau", "Friseur", "Frisör", "Coiffeur", "Werkstatt",
		"Bau", "Glas", "Dachd", "Ma", "Maler Holz", "Werkstatt Bau", "Holz Dach", "Anstreicher Friseur", "Glaserie"}
	for _, query := range queries {
		text, err := directory.ParseText(ctx, query, vocab)
		if err != nil {
			t.Fatal(err)
		}
		type hit struct {
			name       string
			tier, rank int
			reviews, i int
		}
		var want []hit
		for i := range bs {
			if tier := text.Tier(directory.IndexText(&bs[i])); tier >= 0 {
				want = append(want, hit{bs[i].Name, tier, directory.RankScore(&bs[i]), bs[i].ReviewCount, i})
			}
		}
		slices.SortFunc(want, func(a, b hit) int { // ids follow the insertion order
			return cmp.Or(a.tier-b.tier, b.rank-a.rank, b.reviews-a.reviews, a.i-b.i)
		})
		const limit = 10
		for offset := 0; offset < len(want)+limit; offset += limit {
			res, err := st.Search(ctx, directory.SearchQuery{Text: query, Limit: limit, Offset: offset})
			if err != nil {
				t.Fatal(err)
			}
			var exp []string
			for _, h := range want[min(offset, len(want)):min(offset+limit, len(want))] {
				exp = append(exp, h.name)
			}
			if got := Names(res.Businesses); !slices.Equal(got, exp) || res.Total != len(want) {
				t.Errorf("%q offset %d = %v of %d, want %v of %d", query, offset, got, res.Total, exp, len(want))
			}
		}
	}
}
