package directory

import "testing"

func TestFoldMakesGermanSpellingsEqual(t *testing.T) {
	groups := [][]string{
		{"Müller", "Mueller", "Muller", "MÜLLER", "MUELLER"},
		{"Straße", "Strasse", "STRASSE", "Straẞe"},
		{"Köln", "Koeln", "Koln"},
		{"Bäckerei", "Baeckerei", "Backerei"},
		{"Café", "Cafe", "CAFÉ"},
		{"Frankfurt (Oder)", "frankfurt oder", "Frankfurt  – Oder "},
	}
	for _, g := range groups {
		want := Fold(g[0])
		for _, s := range g[1:] {
			if got := Fold(s); got != want {
				t.Errorf("Fold(%q) = %q, want %q like Fold(%q)", s, got, want, g[0])
			}
		}
	}
}

func TestFoldKeepsOnlyWords(t *testing.T) {
	cases := []struct{ in, want string }{
		{"", ""},
		{"  ", ""},
		{`"NEAR(a* b)"`, "near a b"},
		{"80331 München", "80331 munchen"},
		{"\xff\xfeabc", "abc"},
		{"a\x00b", "a b"},
		{"Ｗｅｒｋｓｔａｔｔ", "ｗｅｒｋｓｔａｔｔ"},
	}
	for _, c := range cases {
		if got := Fold(c.in); got != c.want {
			t.Errorf("Fold(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

func TestSlugify(t *testing.T) {
	cases := []struct{ in, want string }{
		{"Autowerkstatt Müller", "autowerkstatt-mueller"},
		{"Bäckerei Groß & Söhne GmbH", "baeckerei-gross-soehne-gmbh"},
		{"Frankfurt (Oder)", "frankfurt-oder"},
		{"Café Noir", "cafe-noir"},
		{"  --  ", ""},
		{"Ristorante «Da Marco»!", "ristorante-da-marco"},
		{"北京饭店", ""},
		{"\xff", ""},
	}
	for _, c := range cases {
		if got := Slugify(c.in); got != c.want {
			t.Errorf("Slugify(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := BusinessSlug("", "北京饭店"); got != "unbekannt/betrieb" {
		t.Errorf("BusinessSlug of nothing usable = %q", got)
	}
}

// The placeholder city is known by its key in SQL too, so the key must be
// what CityKey makes of the placeholder, however it is written.
func TestKnownCity(t *testing.T) {
	if got := CityKey("Unknown"); got != UnknownCityKey {
		t.Fatalf("CityKey(Unknown) = %q, want UnknownCityKey %q", got, UnknownCityKey)
	}
	for city, want := range map[string]bool{"Berlin": true, "Frankfurt (Oder)": true, "Unknown": false, " UNKNOWN ": false,
		"": false, "   ": false, "Unknownstadt": true} {
		if got := KnownCity(city); got != want {
			t.Errorf("KnownCity(%q) = %t, want %t", city, got, want)
		}
	}
}
