package storetest

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// testSearchPostalArea: a text search in a postal area without a city
// finds the area's businesses of every city and keeps to the area (SQLite
// asks the words as place words of the area's cities, kept in
// postal_city_counts), also after a later scrape moves a business to
// another city of the area, with a business that has no city, after one is
// hidden and with a filter.
func testSearchPostalArea(t *testing.T, st directory.Store) {
	ctx := context.Background()
	painter := func(name, city, code, place string, rating float64) directory.Business {
		return directory.Business{Name: name, Category: "Maler", City: city, PostalCode: code, PlaceID: place,
			Rating: rating, ReviewCount: 50}
	}
	nord, sued, rhein := painter("Maler Nord", "Duisburg", "47051", "pa-nord", 5), painter("Maler Süd", "Moers", "47441", "pa-sued", 4.8),
		painter("Maler Rhein", "Kamp-Lintfort", "47475", "pa-rhein", 4.6)
	upsert(t, st, nord, sued, rhein,
		painter("Maler Fern", "Duisburg", "10115", "pa-fern", 4.9), // the area's city, another area
		directory.Business{Name: "Glaser Nord", City: "Duisburg", PostalCode: "47051", PlaceID: "pa-glas", Rating: 4.7})
	searchHits(t, st, directory.SearchQuery{Text: "Maler", Location: "47"}, []string{"Maler Nord", "Maler Süd", "Maler Rhein"})
	searchHits(t, st, directory.SearchQuery{Text: "Maler", Location: "474"}, []string{"Maler Süd", "Maler Rhein"})
	searchHits(t, st, directory.SearchQuery{Text: "mal", Location: "47475"}, []string{"Maler Rhein"})
	searchHits(t, st, directory.SearchQuery{Text: "Glaser", Location: "47"}, []string{"Glaser Nord"})

	sued.City = "Neukirchen-Vluyn"
	upsert(t, st, sued)
	searchHits(t, st, directory.SearchQuery{Text: "Maler", Location: "47"}, []string{"Maler Nord", "Maler Süd", "Maler Rhein"})
	searchHits(t, st, directory.SearchQuery{Text: "Maler", Location: "4744"}, []string{"Maler Süd"})

	upsert(t, st, painter("Maler ohne Ort", "", "47800", "pa-ohne", 4.5))
	searchHits(t, st, directory.SearchQuery{Text: "Maler", Location: "47"},
		[]string{"Maler Nord", "Maler Süd", "Maler Rhein", "Maler ohne Ort"})

	res, err := st.Search(ctx, directory.SearchQuery{Text: "Maler Nord", Location: "47051", Limit: 1})
	if err != nil || len(res.Businesses) != 1 {
		t.Fatalf("Maler Nord: %v, %v", res, err)
	}
	hide := true
	if _, err := st.EditBusiness(ctx, res.Businesses[0].ID, directory.BusinessEdit{Hidden: &hide}, "test"); err != nil {
		t.Fatal(err)
	}
	searchHits(t, st, directory.SearchQuery{Text: "Maler", Location: "47"}, []string{"Maler Süd", "Maler Rhein", "Maler ohne Ort"})
	searchHits(t, st, directory.SearchQuery{Text: "Maler", Location: "47", Filters: directory.Filters{MinRating: 4.7}}, []string{"Maler Süd"})
}

// PostalCityCounts checks that postal_city_counts holds what the
// businesses table counts, after imports, a move to another city and a
// hidden business; after the migration named version fills it for a
// directory that already holds businesses; and after the 'reindex' task
// recounts a spoilt one. open opens the store on the database that driver
// and dsn name.
func PostalCityCounts(t *testing.T, open func() directory.Store, driver, dsn, version string) {
	ctx := context.Background()
	check := func(when string) {
		t.Helper()
		db, err := sql.Open(driver, dsn)
		if err != nil {
			t.Fatal(err)
		}
		defer db.Close()
		table := func(q string) string {
			rows, err := db.QueryContext(ctx, q)
			if err != nil {
				t.Fatal(err)
			}
			defer rows.Close()
			var out []string
			for rows.Next() {
				var code, city string
				var n int
				if err := rows.Scan(&code, &city, &n); err != nil {
					t.Fatal(err)
				}
				out = append(out, fmt.Sprintf("%s|%s|%d", code, city, n))
			}
			return strings.Join(out, " ")
		}
		got := table(`SELECT postal_code, city_key, business_count FROM postal_city_counts WHERE business_count <> 0 ORDER BY 1, 2`)
		want := table(`SELECT postal_code, city_key, count(*) FROM businesses WHERE listed AND postal_code <> '' GROUP BY 1, 2 ORDER BY 1, 2`)
		if got != want || want == "" {
			t.Errorf("%s: postal city counts %s\nwant %s", when, got, want)
		}
	}
	st := open()
	moved := directory.Business{Name: "Maler Süd", City: "Moers", PostalCode: "47441", PlaceID: "pc-sued"}
	upsert(t, st, append(Fixture(), moved,
		directory.Business{Name: "Maler Nord", City: "Duisburg", PostalCode: "47051", PlaceID: "pc-nord"},
		directory.Business{Name: "Maler ohne Ort", PostalCode: "47800", PlaceID: "pc-ohne"})...)
	moved.City = "Neukirchen-Vluyn"
	upsert(t, st, moved)
	res, err := st.Search(ctx, directory.SearchQuery{Text: "Maler Nord", Limit: 1})
	if err != nil || len(res.Businesses) != 1 {
		t.Fatalf("Maler Nord: %v, %v", res, err)
	}
	hide := true
	if _, err := st.EditBusiness(ctx, res.Businesses[0].ID, directory.BusinessEdit{Hidden: &hide}, "test"); err != nil {
		t.Fatal(err)
	}
	st.Close()
	check("after the writes")
	spoil := ExecOn(t, driver, dsn)
	spoil(`DROP TABLE postal_city_counts`, `DELETE FROM schema_migrations WHERE version = '`+version+`'`)
	open().Close()
	check("after the migration")
	spoil(`UPDATE postal_city_counts SET city_key = city_key || 'x', business_count = business_count + 1`,
		`INSERT INTO maintenance (task) VALUES ('reindex')`)
	open().Close()
	check("after the reindex")
}
