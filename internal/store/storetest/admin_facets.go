package storetest

import (
	"context"
	"fmt"
	"slices"
	"testing"

	"branchenbuch/internal/directory"
)

func testAdminSearch(t *testing.T, st directory.Store) {
	muellers := []string{"Autowerkstatt Müller", "Kfz-Service Mueller", "Muller Elektrotechnik"}
	cases := []struct {
		name, search string
		city         string
		want         []string
	}{
		{"umlaut", "Müller", "", muellers},
		{"transliterated", "Mueller", "", muellers},
		{"plain", "MULLER", "", muellers},
		{"prefix of a word", "Muel", "", muellers},
		{"every word", "müller kfz", "", []string{"Kfz-Service Mueller"}},
		{"only the last word is a prefix", "kfz muel", "", []string{"Kfz-Service Mueller"}},
		{"earlier words are whole words", "kf mueller", "", nil},
		{"with a filter", "Müller", "Berlin", []string{"Muller Elektrotechnik"}},
		{"hidden businesses too", "versteckte", "", []string{"Versteckte Werkstatt"}},
		{"a word, not inside one", "werkst", "", []string{"Alte Werkstatt Schmidt", "Versteckte Werkstatt", "Werkstatt am Main"}},
		{"address", "Invalidenstraße 3", "", []string{"Muller Elektrotechnik"}},
		{"postal code", "80331", "", []string{"Alte Werkstatt Schmidt", "Autowerkstatt Müller", directory.UnavailableName, "Versteckte Werkstatt"}},
		{"Google place id", "ChIJv2cH7lDqgIOKz38DUdTqA1w", "", []string{"Bäckerei Schulze"}},
		{"start of a Google place id", "ChIJv2cH7lDqgIOK", "", []string{"Bäckerei Schulze"}},
		{"phone as written", "+49 89 1234567", "", []string{"Elektro Weber"}},
		{"phone, national and partial", "089 1234", "", []string{"Elektro Weber"}},
		{"phone, international form of a national number", "+49221987", "", []string{"Dachdecker Jäger"}},
		{"subscriber number", "987654", "", []string{"Dachdecker Jäger"}},
		{"short words match whole words", "da", "", []string{"Ristorante Da Marco"}},
		{"unknown word", "Raumfahrt", "", nil},
		{"punctuation only", "!?", "", nil},
		{"query syntax is text", `"(müller*)`, "", muellers},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, total := adminList(t, st, directory.AdminQuery{Search: tc.search, City: tc.city})
			if total != len(tc.want) || !slices.Equal(got, tc.want) {
				t.Errorf("search %q: got %d %q, want %q", tc.search, total, got, tc.want)
			}
		})
	}
}

func testAdminFacets(t *testing.T, st directory.Store) {
	// Each entry is value, label and count: most businesses first, then by label.
	cases := []struct {
		facet directory.Facet
		want  []string
	}{
		{directory.FacetCategory, []string{"Autowerkstatt|Autowerkstatt|5", "Auto repair shop|Auto repair shop|1", "Bäckerei|Bäckerei|1",
			"Dachdecker|Dachdecker|1", "Electrician|Electrician|1", "Elektriker|Elektriker|1", "Friseursalon|Friseursalon|1",
			"Italienisches Restaurant|Italienisches Restaurant|1", "Steuerberater|Steuerberater|1"}},
		{directory.FacetType, []string{"Autowerkstatt|Autowerkstatt|6", "Bäckerei|Bäckerei|1", "Dachdecker|Dachdecker|1",
			"Electrician|Electrician|1", "Elektriker|Elektriker|1", "Friseursalon|Friseursalon|1",
			"Italienisches Restaurant|Italienisches Restaurant|1", "Steuerberater|Steuerberater|1"}},
		{directory.FacetCity, []string{"munchen|München|6", "berlin|Berlin|1", "frankfurt oder|Frankfurt (Oder)|1",
			"frankfurt am main|Frankfurt am Main|1", "hamburg|Hamburg|1", "koln|Köln|1", "offenbach am main|Offenbach am Main|1",
			"unknown|Unknown|1"}},
		{directory.FacetCountry, []string{"DE|Deutschland|12", "AT|Österreich|1"}},
	}
	for _, tc := range cases {
		cs, err := st.AdminFacet(context.Background(), tc.facet)
		got := make([]string, len(cs))
		for i, c := range cs {
			got[i] = fmt.Sprintf("%s|%s|%d", c.Value, c.Label, c.Count)
		}
		if err != nil || !slices.Equal(got, tc.want) {
			t.Errorf("facet %s = %q (%v),\nwant %q", tc.facet, got, err, tc.want)
		}
	}
	if _, err := st.AdminFacet(context.Background(), "price"); directory.ErrorCode(err) != directory.EINVALID {
		t.Errorf("unknown facet: err = %v, want EINVALID", err)
	}
}

func testAdminStats(t *testing.T, st directory.Store) {
	// Listed: ten businesses in seven cities (Unknown is none), nine raw
	// categories; ratings 4.8 4.2 4.9 4.5 4.6 3.9 4.0 4.4 4.1 4.3, 4.37 on average.
	want := directory.AdminStats{TotalBusinesses: 10, TotalCities: 7, TotalCategories: 9, AvgRating: 4.4}
	if got, err := st.AdminStats(context.Background()); err != nil || got != want {
		t.Errorf("stats = %+v (%v), want %+v", got, err, want)
	}
}

// testAdminCountsFollowWrites changes businesses through an import and the
// panel's edits; the facets, stats and search follow.
func testAdminCountsFollowWrites(t *testing.T, st directory.Store) {
	ctx := context.Background()
	moved := adminFixture()[1] // Kfz-Service Mueller, München
	moved.Name, moved.Category, moved.City = "Kfz-Service Mueller & Sohn", "Autowerkstatt", "Köln"
	cheap := directory.Business{Name: "Billig-Werkstatt", Category: "Autowerkstatt", Type: "Autowerkstatt", City: "Köln",
		Country: "Deutschland", PlaceID: "p-billig", Rating: 1, ReviewCount: 3}
	batch := []directory.Business{moved, cheap}
	if _, err := st.UpsertBusinesses(ctx, batch); err != nil {
		t.Fatal(err)
	}
	facet := func(f directory.Facet, value string) int {
		cs, err := st.AdminFacet(ctx, f)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cs {
			if c.Value == value {
				return c.Count
			}
		}
		return 0
	}
	if a, r, m, k := facet(directory.FacetCategory, "Autowerkstatt"), facet(directory.FacetCategory, "Auto repair shop"),
		facet(directory.FacetCity, "munchen"), facet(directory.FacetCity, "koln"); a != 7 || r != 0 || m != 5 || k != 3 {
		t.Errorf("after the import: Autowerkstatt %d, Auto repair shop %d, München %d, Köln %d; want 7, 0, 5, 3", a, r, m, k)
	}
	if got, _ := adminList(t, st, directory.AdminQuery{Search: "sohn"}); !slices.Equal(got, []string{"Kfz-Service Mueller & Sohn"}) {
		t.Errorf("search for the new name: %q", got)
	}
	stats := func() directory.AdminStats {
		s, err := st.AdminStats(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	if s := stats(); s.TotalBusinesses != 11 || s.AvgRating != 4.1 { // (43.7 + 1) / 11
		t.Errorf("stats with the cheap workshop: %+v, want 11 businesses, 4.1", s)
	}
	hide, phone := true, "030 555 0101"
	if _, err := st.EditBusiness(ctx, batch[1].ID, directory.BusinessEdit{Hidden: &hide, Phone: &phone}, "test"); err != nil {
		t.Fatal(err)
	}
	if s := stats(); s.TotalBusinesses != 10 || s.AvgRating != 4.4 {
		t.Errorf("stats after hiding it: %+v, want 10 businesses, 4.4", s)
	}
	if got, total := adminList(t, st, directory.AdminQuery{Search: "0305550101"}); total != 1 || got[0] != "Billig-Werkstatt" {
		t.Errorf("the edited phone: %d %q", total, got)
	}
	if facet(directory.FacetCategory, "Autowerkstatt") != 7 {
		t.Error("hiding changed the table's category count; the table shows hidden businesses too")
	}
}
