package directory

import "testing"

func TestNormalise(t *testing.T) {
	b := Business{Name: "  Bäcke\x00rei ", City: " Köln ", Category: "Bäckerei", Website: " https://b.example/ "}
	if err := b.Normalise(); err != nil {
		t.Fatal(err)
	}
	if b.Name != "Bäckerei" || b.City != "Köln" || b.Website != "https://b.example/" || b.CountryCode != DefaultCountryCode ||
		b.Country != DefaultCountry || b.BusinessStatus != StatusOperational || b.CategorySlug == "" || b.Photos == nil {
		t.Errorf("normalised: %+v", b)
	}
	for _, bad := range []Business{{Name: " \x00 "}, {Name: "A", Website: "javascript:alert(1)"}, {Name: "A", ReviewsLink: "data:,x"}} {
		if err := bad.Normalise(); ErrorCode(err) != EINVALID {
			t.Errorf("%+v: %v, want EINVALID", bad, err)
		}
	}
}
