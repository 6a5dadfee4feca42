package storetest

import (
	"context"
	"slices"
	"testing"

	"branchenbuch/internal/directory"
)

// testSearchSynonyms checks that a word finds its synonyms on every engine,
// with the businesses matching the word as typed first.
func testSearchSynonyms(t *testing.T, st directory.Store) {
	ctx := context.Background()
	bs := []directory.Business{
		{Name: "Salon Schnitt", Category: "Friseursalon", City: "Berlin", PostalCode: "10115", Rating: 4.9, ReviewCount: 300},
		{Name: "Coiffeur Lisa", Category: "Coiffeur", City: "Berlin", PostalCode: "10117", Rating: 4.1, ReviewCount: 10},
		{Name: "Haarstudio Kamm", Category: "Hair salon", City: "Berlin", PostalCode: "10119", Rating: 4.5, ReviewCount: 50},
		{Name: "Haarstudio Süd", Category: "Hair salon", City: "München", PostalCode: "80331", Rating: 5, ReviewCount: 90},
		{Name: "Kfz Meister", Category: "Autowerkstatt", City: "Berlin", PostalCode: "10115", Rating: 4.4, ReviewCount: 80},
		{Name: "Pizzeria Roma", Category: "Italienisches Restaurant", City: "Berlin", PostalCode: "10115", Rating: 4.2, ReviewCount: 40},
		{Name: "Schlüssel Express", Category: "Aufsperrdienst", City: "Wien", PostalCode: "1010", CountryCode: "AT", Rating: 4.0, ReviewCount: 5},
	}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name string
		q    directory.SearchQuery
		want []string
	}{
		{"Frisör finds what Friseur, Coiffeur and Haarstudio name", directory.SearchQuery{Text: "Frisör", Location: "Berlin"},
			[]string{"Haarstudio Kamm", "Coiffeur Lisa", "Salon Schnitt"}},
		{"the word as typed ranks above its synonyms", directory.SearchQuery{Text: "Coiffeur", Location: "Berlin"},
			[]string{"Coiffeur Lisa", "Haarstudio Kamm", "Salon Schnitt"}},
		{"synonyms keep the location", directory.SearchQuery{Text: "Friseur", Location: "80331"}, []string{"Haarstudio Süd"}},
		{"PKW finds the Kfz workshop", directory.SearchQuery{Text: "PKW"}, []string{"Kfz Meister"}},
		{"Pizza finds the pizzeria", directory.SearchQuery{Text: "Pizza"}, []string{"Pizzeria Roma"}},
		{"the Austrian word finds the German one", directory.SearchQuery{Text: "Schlüsseldienst"}, []string{"Schlüssel Express"}},
		{"a synonym with a second word", directory.SearchQuery{Text: "Coiffeur Kamm"}, []string{"Haarstudio Kamm"}},
	}
	for _, c := range cases {
		for _, offset := range []int{0, 1} {
			q := c.q
			q.Limit, q.Offset = 10, offset
			res, err := st.Search(ctx, q)
			if err != nil {
				t.Fatalf("%s: %v", c.name, err)
			}
			want := c.want[min(offset, len(c.want)):]
			if got := Names(res.Businesses); !slices.Equal(got, want) || res.Total != len(c.want) {
				t.Errorf("%s (offset %d): got %v (total %d), want %v (total %d)", c.name, offset, got, res.Total, want, len(c.want))
			}
		}
	}
}
