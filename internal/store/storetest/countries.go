package storetest

import (
	"context"
	"slices"
	"testing"

	"branchenbuch/internal/directory"
)

// testHomeCountry checks what the home page needs for its country: its
// cities first however big the others are, and its own count.
func testHomeCountry(t *testing.T, st directory.Store) {
	ctx := context.Background()
	bs := []directory.Business{
		{Name: "Bäckerei Mitte", City: "Berlin", CountryCode: "DE"},
		{Name: "Bäckerei Nord", City: "Hamburg", CountryCode: "DE"},
		{Name: "Café Zürich 1", City: "Zürich", CountryCode: "CH", Country: "Schweiz"},
		{Name: "Café Zürich 2", City: "Zürich", CountryCode: "CH", Country: "Schweiz"},
		{Name: "Café Zürich 3", City: "Zürich", CountryCode: "CH", Country: "Schweiz"},
		{Name: "Clinic LA", City: "Los Angeles", CountryCode: "US", Country: "United States"},
	}
	if _, err := st.UpsertBusinesses(ctx, bs); err != nil {
		t.Fatal(err)
	}
	cities := func(first string, limit int, want ...string) {
		t.Helper()
		got, err := st.Cities(ctx, first, limit)
		var names []string
		for _, c := range got {
			names = append(names, c.City)
		}
		if err != nil || !slices.Equal(names, want) {
			t.Errorf("Cities(%q, %d) = %v, %v; want %v", first, limit, names, err, want)
		}
	}
	cities("DE", 0, "Berlin", "Hamburg", "Zürich", "Los Angeles")
	cities("CH", 0, "Zürich", "Berlin", "Hamburg", "Los Angeles")
	cities("", 0, "Zürich", "Berlin", "Hamburg", "Los Angeles")
	// A limit that the first country fills, and one that others fill up.
	cities("DE", 1, "Berlin")
	cities("DE", 2, "Berlin", "Hamburg")
	cities("DE", 3, "Berlin", "Hamburg", "Zürich")
	cities("CH", 2, "Zürich", "Berlin")
	cities("AT", 2, "Zürich", "Berlin")
	count := func(country string, want int) {
		t.Helper()
		if n, err := st.CountListedIn(ctx, country); err != nil || n != want {
			t.Errorf("CountListedIn(%q) = %d, %v; want %d", country, n, err, want)
		}
	}
	count("DE", 2)
	count("CH", 3)
	count("AT", 0)
	hide := true
	if _, err := st.EditBusiness(ctx, bs[2].ID, directory.BusinessEdit{Hidden: &hide}, "test"); err != nil {
		t.Fatal(err)
	}
	count("CH", 2)
}
