package storetest

import (
	"context"
	"slices"
	"testing"

	"branchenbuch/internal/directory"
)

// adminFixture is the conformance fixture as an Outscraper import has it:
// types and countries set, one business in Austria, phone numbers.
func adminFixture() []directory.Business {
	bs := Fixture()
	for i := range bs {
		bs[i].Type, bs[i].Country, bs[i].CountryCode = bs[i].Category, "Deutschland", "DE"
		switch bs[i].Name {
		case "Friseursalon Haarmonie":
			bs[i].Country, bs[i].CountryCode = "Österreich", "AT"
		case "Elektro Weber":
			bs[i].Phone = "+49 89 1234567"
		case "Dachdecker Jäger":
			bs[i].Phone = "0221 987654"
		case "Kfz-Service Mueller":
			bs[i].Type = "Autowerkstatt" // type and category differ
		case "Bäckerei Schulze":
			bs[i].PlaceID = "ChIJv2cH7lDqgIOKz38DUdTqA1w" // as Google writes them
		}
	}
	return bs
}

// testAdminList checks the operator's statistics, table and facets.
func testAdminList(t *testing.T, st directory.Store) {
	bs := adminFixture()
	if _, err := st.UpsertBusinesses(context.Background(), bs); err != nil {
		t.Fatal(err)
	}
	day := directory.BerlinDate(bs[0].CreatedAt)
	t.Run("Table", func(t *testing.T) { testAdminTable(t, st, day) })
	t.Run("Search", func(t *testing.T) { testAdminSearch(t, st) })
	t.Run("Facets", func(t *testing.T) { testAdminFacets(t, st) })
	t.Run("Stats", func(t *testing.T) { testAdminStats(t, st) })
	t.Run("CountsFollowWrites", func(t *testing.T) { testAdminCountsFollowWrites(t, st) })
}

// everyName is the whole fixture in name order (folded: Ä as A).
var everyName = []string{"Alte Werkstatt Schmidt", "Autowerkstatt Müller", "Bäckerei Schulze", "Dachdecker Jäger",
	"Elektro Weber", "Friseursalon Haarmonie", "Kfz-Service Mueller", "Muller Elektrotechnik", "Ristorante Da Marco",
	"Steuerberatung Groß", directory.UnavailableName, "Versteckte Werkstatt", "Werkstatt am Main"}

func testAdminTable(t *testing.T, st directory.Store, today string) {
	from, to, _ := directory.BerlinDay(today)
	yFrom, yTo := from.AddDate(0, 0, -1), from
	autowerkstatt := []string{"Alte Werkstatt Schmidt", "Autowerkstatt Müller", directory.UnavailableName, "Versteckte Werkstatt", "Werkstatt am Main"}
	inMunich := []string{"Alte Werkstatt Schmidt", "Autowerkstatt Müller", "Elektro Weber", "Kfz-Service Mueller", directory.UnavailableName, "Versteckte Werkstatt"}
	cases := []struct {
		name  string
		q     directory.AdminQuery
		total int
		want  []string // the page, in order
	}{
		{"everything, hidden and closed included", directory.AdminQuery{}, 13, everyName},
		{"a later page", directory.AdminQuery{Page: 3, Limit: 5}, 13, everyName[10:]},
		{"past the end", directory.AdminQuery{Page: 4, Limit: 5}, 13, nil},
		{"name descending", directory.AdminQuery{Desc: true, Limit: 3}, 13, []string{"Werkstatt am Main", "Versteckte Werkstatt", directory.UnavailableName}},
		{"category", directory.AdminQuery{Category: "Autowerkstatt"}, 5, autowerkstatt},
		{"type", directory.AdminQuery{Type: "Autowerkstatt"}, 6,
			[]string{"Alte Werkstatt Schmidt", "Autowerkstatt Müller", "Kfz-Service Mueller", directory.UnavailableName, "Versteckte Werkstatt", "Werkstatt am Main"}},
		{"city", directory.AdminQuery{City: "München"}, 6, inMunich},
		{"city in another spelling", directory.AdminQuery{City: "muenchen"}, 6, inMunich},
		{"country", directory.AdminQuery{Country: "AT"}, 1, []string{"Friseursalon Haarmonie"}},
		{"the other country", directory.AdminQuery{Country: "DE", Limit: 2}, 12, everyName[:2]},
		{"created today", directory.AdminQuery{CreatedFrom: from, CreatedTo: to, Limit: 1}, 13, everyName[:1]},
		{"created yesterday", directory.AdminQuery{CreatedFrom: yFrom, CreatedTo: yTo}, 0, nil},
		{"category and city", directory.AdminQuery{Category: "Autowerkstatt", City: "München"}, 4,
			[]string{"Alte Werkstatt Schmidt", "Autowerkstatt Müller", directory.UnavailableName, "Versteckte Werkstatt"}},
		{"category, city, country and day", directory.AdminQuery{Category: "Autowerkstatt", City: "München", Country: "DE",
			CreatedFrom: from, CreatedTo: to, Desc: true, Limit: 2}, 4, []string{"Versteckte Werkstatt", directory.UnavailableName}},
		{"country and day", directory.AdminQuery{Country: "DE", CreatedFrom: from, CreatedTo: to, Page: 2, Limit: 10}, 12, everyName[11:]},
		{"country and yesterday", directory.AdminQuery{Country: "DE", CreatedFrom: yFrom, CreatedTo: yTo}, 0, nil},
		{"unknown category", directory.AdminQuery{Category: "Raumfahrt"}, 0, nil},
		{"category and other city", directory.AdminQuery{Category: "Autowerkstatt", City: "Berlin"}, 0, nil},
		{"rating, best first, ties by review count, then id", directory.AdminQuery{SortBy: directory.AdminSortRating, Desc: true, Limit: 4}, 13,
			[]string{"Versteckte Werkstatt", "Alte Werkstatt Schmidt", directory.UnavailableName, "Muller Elektrotechnik"}},
		{"review count", directory.AdminQuery{SortBy: directory.AdminSortReviewCount, Limit: 3}, 13,
			[]string{"Werkstatt am Main", "Muller Elektrotechnik", "Steuerberatung Groß"}},
		{"city order", directory.AdminQuery{SortBy: directory.AdminSortCity, Limit: 5}, 13,
			[]string{"Muller Elektrotechnik", "Ristorante Da Marco", "Werkstatt am Main", "Friseursalon Haarmonie", "Dachdecker Jäger"}},
		{"city order descending", directory.AdminQuery{SortBy: directory.AdminSortCity, Desc: true, Limit: 3}, 13,
			[]string{"Steuerberatung Groß", "Bäckerei Schulze", "Versteckte Werkstatt"}},
		{"category order", directory.AdminQuery{SortBy: directory.AdminSortCategory, Limit: 3}, 13,
			[]string{"Kfz-Service Mueller", "Alte Werkstatt Schmidt", "Autowerkstatt Müller"}},
		{"category filter in city order", directory.AdminQuery{Category: "Autowerkstatt", SortBy: directory.AdminSortCity}, 5,
			[]string{"Werkstatt am Main", "Alte Werkstatt Schmidt", "Autowerkstatt Müller", directory.UnavailableName, "Versteckte Werkstatt"}},
		{"city filter by rating", directory.AdminQuery{City: "München", SortBy: directory.AdminSortRating, Limit: 4}, 6,
			[]string{"Elektro Weber", "Kfz-Service Mueller", "Autowerkstatt Müller", directory.UnavailableName}},
		{"country filter by review count, descending", directory.AdminQuery{Country: "DE", SortBy: directory.AdminSortReviewCount, Desc: true, Limit: 2}, 12,
			[]string{"Versteckte Werkstatt", "Alte Werkstatt Schmidt"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got, total := adminList(t, st, tc.q)
			if total != tc.total || !slices.Equal(got, tc.want) {
				t.Errorf("got %d %q,\nwant %d %q", total, got, tc.total, tc.want)
			}
		})
	}
	if _, _, err := st.AdminBusinesses(context.Background(), directory.AdminQuery{SortBy: "price", Page: 1, Limit: 20}); directory.ErrorCode(err) != directory.EINVALID {
		t.Errorf("unknown sort: err = %v, want EINVALID", err)
	}
}

// adminList returns the names of one page and the total; Page and Limit
// default to 1 and 20, SortBy to name.
func adminList(t *testing.T, st directory.Store, q directory.AdminQuery) ([]string, int) {
	t.Helper()
	q.Page, q.Limit = max(q.Page, 1), cmpOr(q.Limit, 20)
	if q.SortBy == "" {
		q.SortBy = directory.AdminSortName
	}
	bs, total, err := st.AdminBusinesses(context.Background(), q)
	if err != nil {
		t.Fatalf("%+v: %v", q, err)
	}
	if len(bs) > 0 && (bs[0].About != nil || bs[0].ReviewsPerScore != nil) {
		t.Errorf("list rows carry heavy fields: %+v", bs[0])
	}
	if len(bs) == 0 {
		return nil, total
	}
	return Names(bs), total
}

func cmpOr(v, def int) int {
	if v == 0 {
		return def
	}
	return v
}
