package directory

import (
	"math"
	"regexp"
	"strconv"
	"testing"
)

// Google category names as Outscraper exports contain them, German and
// English, by the slug they must map to.
var mapCategoryCases = map[string][]string{
	"kfz-werkstatt": {
		"Autowerkstatt", "Auto repair shop", "Kfz-Werkstatt", "Reifenservice", "Reifenhändler", "Tire shop",
		"Car wash", "Autowaschanlage", "Autohaus", "Car dealer", "Gebrauchtwagenhändler", "Used car dealer",
		"Toyota dealer", "Auto parts store", "Autoteilegeschäft", "TÜV", "TÜV-Prüfstelle", "Abschleppdienst",
		"Towing service", "Karosseriewerkstatt", "Auto body shop", "Motorradwerkstatt", "Motorcycle dealer",
		"Autolackiererei", "Tankstelle", "Gas station", "Kfz-Gutachter", "Car detailing service",
		"Truck repair shop", "Werkstatt",
	},
	"handwerker": {
		"Elektriker", "Electrician", "Klempner", "Plumber", "Sanitärinstallateur", "Dachdecker",
		"Roofing contractor", "Maler", "Malerbetrieb", "Painter", "Tischler", "Schreiner", "Carpenter",
		"Heizungsbauer", "HVAC contractor", "Schlüsseldienst", "Locksmith", "Bauunternehmen", "General contractor",
		"Fliesenleger", "Garten- und Landschaftsbau", "Handyman", "Rohrreinigungsservice", "Änderungsschneiderei",
		"Metal fabricator", "Schlosserei", "Welder",
	},
	"technische-dienste": {
		"Computer repair service", "Computerreparaturdienst", "Handyreparatur", "Cell phone repair",
		"Reparaturdienst für Mobiltelefone", "IT-Dienstleister", "Elevator service", "Software company",
		"Website designer", "Security system supplier", "Solar energy company", "Appliance repair service",
		"Ingenieurbüro",
	},
	"gastronomie": {
		"Restaurant", "Italian restaurant", "Italienisches Restaurant", "Pizzeria", "Café", "Coffee shop",
		"Bäckerei", "Bakery", "Bar", "Cocktailbar", "Imbiss", "Fast food restaurant", "Döner Kebab Restaurant",
		"Kneipe", "Biergarten", "Ice cream shop", "Hotel", "Catering",
	},
	"friseur-kosmetik": {
		"Friseursalon", "Friseur", "Hair salon", "Barber shop", "Kosmetikstudio", "Nail salon", "Nagelstudio",
		"Beauty salon", "Tattoo shop", "Sonnenstudio",
	},
	"gesundheit": {
		"Zahnarzt", "Dentist", "Arzt", "Doctor", "Allgemeinmediziner", "General practitioner", "Heilpraktiker", "Naturopathic practitioner", "Apotheke", "Pharmacy", "Physiotherapeut",
		"Physiotherapist", "Hospital", "Krankenhaus", "Tierarzt", "Veterinarian", "Optiker", "Brillen Optik",
		"Dermatologist", "Pflegedienst", "Fitnessstudio", "Gym",
	},
	"handel": {
		"Fahrradwerkstatt", "Supermarkt", "Supermarket", "Bekleidungsgeschäft", "Clothing store", "Store", "Shop",
		"Geschäft", "Computer store", "Electronics store", "Mobile phone store", "Baumarkt", "Hardware store",
		"Furniture store", "Blumenladen", "Buchhandlung", "Kiosk", "Getränkemarkt", "Metzgerei", "Butcher shop",
		"Fahrradgeschäft", "Bicycle repair shop", "Großhändler",
	},
	"bildung": {
		"Fahrschule", "Driving school", "Schule", "Gymnasium", "Nachhilfe", "Tutoring service", "Sprachschule",
		"Kindergarten",
	},
	"immobilien": {
		"Immobilienmakler", "Real estate agency", "Hausverwaltung", "Property management company",
	},
	"transport": {
		"Umzugsunternehmen", "Moving company", "Taxi", "Taxi service", "Spedition", "Trucking company",
		"Kurierdienst", "Courier service", "Autovermietung", "Car rental agency",
	},
	"dienstleister": {
		"Steuerberater", "Tax consultant", "Rechtsanwalt", "Lawyer", "Versicherungsagentur", "Insurance agency",
		"Car insurance agency", "Reinigungsservice", "Cleaning service", "Gebäudereinigung", "Werbeagentur",
		"Marketing agency", "Bank", "Fotograf", "Notar", "Reisebüro", "Bestattungsinstitut", "Hundesalon",
		"Intellectual property attorney",
	},
	"sonstiges": {
		"Behindertenwerkstatt", "Kirche", "Church", "Park", "Sportverein", "",
	},
}

func TestMapCategory(t *testing.T) {
	n := 0
	for _, c := range Categories() {
		for _, raw := range mapCategoryCases[c.Slug] {
			n++
			t.Run(raw+"→"+c.Slug, func(t *testing.T) {
				if got := MapCategory(raw, ""); got != c.Slug {
					t.Errorf("MapCategory(%q) = %q, want %q", raw, got, c.Slug)
				}
			})
		}
	}
	if n < 80 || n != countCases(mapCategoryCases) {
		t.Errorf("ran %d of %d cases; want at least 80, all under a taxonomy slug", n, countCases(mapCategoryCases))
	}
}

func countCases(m map[string][]string) int {
	n := 0
	for _, raws := range m {
		n += len(raws)
	}
	return n
}

func TestMapCategorySubtypes(t *testing.T) {
	tests := []struct{ name, raw, subtypes, want string }{
		{"empty category takes the first subtype", "", "Autowerkstatt, Reifenservice", "kfz-werkstatt"},
		{"unmapped category falls back to subtypes", "Verein", "Sportverein, Fitnessstudio", "gesundheit"},
		{"the category wins over its subtypes", "Friseursalon", "Kosmetikstudio, Cafe", "friseur-kosmetik"},
		{"blank subtypes are skipped", " ", " , ,Pizzeria", "gastronomie"},
		{"nothing fits", "Church", "Church, Tourist attraction", "sonstiges"},
		{"nothing given", "", "", "sonstiges"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := MapCategory(tt.raw, tt.subtypes); got != tt.want {
				t.Errorf("MapCategory(%q, %q) = %q, want %q", tt.raw, tt.subtypes, got, tt.want)
			}
		})
	}
}

func TestResolveCategory(t *testing.T) {
	tests := []struct{ in, want string }{
		{"kfz-werkstatt", "kfz-werkstatt"},
		{"KFZ-Werkstatt", "kfz-werkstatt"},
		{"Kfz Werkstätten", "kfz-werkstatt"},
		{"KFZ-Werkstaetten", "kfz-werkstatt"},
		{"  kfz-werkstatt  ", "kfz-werkstatt"},
		{"Gastronomie", "gastronomie"},
		{"restaurant", "gastronomie"},
		{"Restaurants", "gastronomie"},
		{"hair-salon", "friseur-kosmetik"},
		{"Friseure & Kosmetik", "friseur-kosmetik"},
		{"friseure und kosmetik", "friseur-kosmetik"},
		{"retail", "handel"},
		{"Retail Stores", "handel"},
		{"services", "dienstleister"},
		{"Professional Services", "dienstleister"},
		{"healthcare", "gesundheit"},
		{"GESUNDHEIT", "gesundheit"},
		{"Technische Dienste", "technische-dienste"},
		{"technische_dienste", "technische-dienste"},
		{"Sonstiges", "sonstiges"},
	}
	for _, tt := range tests {
		t.Run(tt.in, func(t *testing.T) {
			c, ok := ResolveCategory(tt.in)
			if !ok || c.Slug != tt.want {
				t.Errorf("ResolveCategory(%q) = %q, %v; want %q", tt.in, c.Slug, ok, tt.want)
			}
		})
	}
	for _, in := range []string{"", "  ", "pizza", "kfz-werkstatt-x", "unknown", "-"} {
		if c, ok := ResolveCategory(in); ok {
			t.Errorf("ResolveCategory(%q) = %q, want not found", in, c.Slug)
		}
	}
}

func TestCategoryBySlug(t *testing.T) {
	for _, tt := range []struct{ in, want string }{{"handwerker", "handwerker"}, {"healthcare", "gesundheit"}} {
		if c, ok := CategoryBySlug(tt.in); !ok || c.Slug != tt.want {
			t.Errorf("CategoryBySlug(%q) = %q, %v; want %q", tt.in, c.Slug, ok, tt.want)
		}
	}
	if c, ok := CategoryBySlug("Gastronomie und Bars"); ok {
		t.Errorf("CategoryBySlug of a name = %q, want not found", c.Slug)
	}
}

func TestTaxonomyIsComplete(t *testing.T) {
	required := map[string]string{
		"kfz-werkstatt": "KFZ-Werkstätten", "handwerker": "Handwerker", "dienstleister": "Dienstleister",
		"technische-dienste": "Technische Dienste", "handel": "Handel", "gastronomie": "Gastronomie",
		"gesundheit": "Gesundheit", "bildung": "Bildung", "immobilien": "Immobilien", "transport": "Transport",
		"friseur-kosmetik": "Friseure & Kosmetik", "sonstiges": "Sonstiges",
	}
	aliases := map[string]string{"restaurant": "gastronomie", "hair-salon": "friseur-kosmetik",
		"retail": "handel", "services": "dienstleister", "healthcare": "gesundheit"}
	hexColor := regexp.MustCompile(`^#[0-9a-f]{6}$`)
	icon := regexp.MustCompile(`^[a-z0-9]+(-[a-z0-9]+)*$`)
	seen := map[string]bool{}
	cats := Categories()
	if len(cats) != len(required) {
		t.Errorf("%d categories, want %d", len(cats), len(required))
	}
	for _, c := range cats {
		if seen[c.Slug] {
			t.Errorf("slug %q twice", c.Slug)
		}
		seen[c.Slug] = true
		if required[c.Slug] != c.Name {
			t.Errorf("%s: name %q, want %q", c.Slug, c.Name, required[c.Slug])
		}
		if len(c.Services) != 6 {
			t.Errorf("%s: %d services, want 6", c.Slug, len(c.Services))
		}
		if c.Description == "" || !icon.MatchString(c.Icon) {
			t.Errorf("%s: description %q, icon %q", c.Slug, c.Description, c.Icon)
		}
		if !hexColor.MatchString(c.Color) {
			t.Errorf("%s: colour %q is not #rrggbb", c.Slug, c.Color)
		} else if r := contrastWithWhite(c.Color); r < 4.5 {
			t.Errorf("%s: colour %s has contrast %.2f with white, want ≥ 4.5 (WCAG AA)", c.Slug, c.Color, r)
		}
		for _, a := range c.Aliases {
			if seen[a] {
				t.Errorf("alias %q clashes with a slug or alias", a)
			}
			seen[a] = true
			if got, ok := CategoryBySlug(a); !ok || got.Slug != c.Slug {
				t.Errorf("alias %q opens %q, want %q", a, got.Slug, c.Slug)
			}
		}
		names := append([]string{c.Slug, c.Name}, c.Aliases...)
		for _, name := range append(names, categoryLabels[c.Slug]...) {
			if got, ok := ResolveCategory(name); !ok || got.Slug != c.Slug {
				t.Errorf("ResolveCategory(%q) = %q, want %q", name, got.Slug, c.Slug)
			}
		}
	}
	for a, slug := range aliases {
		if got, ok := CategoryBySlug(a); !ok || got.Slug != slug {
			t.Errorf("CategoryBySlug(%q) = %q, %v; want %q", a, got.Slug, ok, slug)
		}
	}
}

func TestCategoriesReturnsACopy(t *testing.T) {
	Categories()[0].Services[0] = "changed"
	if Categories()[0].Services[0] == "changed" {
		t.Error("Categories() shares its slices with the taxonomy")
	}
}

func TestCategoryRulesNameKnownSlugs(t *testing.T) {
	for _, r := range compiledCategoryRules {
		if _, ok := CategoryBySlug(r.slug); !ok {
			t.Errorf("rule for unknown slug %q", r.slug)
		}
		for _, kw := range r.keywords {
			if len(kw.parts) == 0 {
				t.Errorf("rule for %q has an empty keyword", r.slug)
			}
		}
	}
}

// contrastWithWhite is the WCAG 2 contrast ratio of #rrggbb against white.
func contrastWithWhite(hex string) float64 {
	lum := 0.0
	for i, w := range []float64{0.2126, 0.7152, 0.0722} {
		v, _ := strconv.ParseUint(hex[1+2*i:3+2*i], 16, 8)
		c := float64(v) / 255
		if c <= 0.04045 {
			c /= 12.92
		} else {
			c = math.Pow((c+0.055)/1.055, 2.4)
		}
		lum += w * c
	}
	return 1.05 / (lum + 0.05)
}
