package directory

import (
	"math"
	"regexp"
	"strconv"
	"testing"
)

// Google category names as Outscraper exports contain them, German and English.
var mapCategoryCases = []struct{ raw, want string }{
	// Cars.
	{"Autowerkstatt", "kfz-werkstatt"},
	{"Auto repair shop", "kfz-werkstatt"},
	{"Kfz-Werkstatt", "kfz-werkstatt"},
	{"Reifenservice", "kfz-werkstatt"},
	{"Reifenhändler", "kfz-werkstatt"},
	{"Tire shop", "kfz-werkstatt"},
	{"Car wash", "kfz-werkstatt"},
	{"Autowaschanlage", "kfz-werkstatt"},
	{"Autohaus", "kfz-werkstatt"},
	{"Car dealer", "kfz-werkstatt"},
	{"Gebrauchtwagenhändler", "kfz-werkstatt"},
	{"Used car dealer", "kfz-werkstatt"},
	{"Toyota dealer", "kfz-werkstatt"},
	{"Auto parts store", "kfz-werkstatt"},
	{"Autoteilegeschäft", "kfz-werkstatt"},
	{"TÜV", "kfz-werkstatt"},
	{"TÜV-Prüfstelle", "kfz-werkstatt"},
	{"Abschleppdienst", "kfz-werkstatt"},
	{"Towing service", "kfz-werkstatt"},
	{"Karosseriewerkstatt", "kfz-werkstatt"},
	{"Auto body shop", "kfz-werkstatt"},
	{"Motorradwerkstatt", "kfz-werkstatt"},
	{"Motorcycle dealer", "kfz-werkstatt"},
	{"Autolackiererei", "kfz-werkstatt"},
	{"Tankstelle", "kfz-werkstatt"},
	{"Gas station", "kfz-werkstatt"},
	{"Kfz-Gutachter", "kfz-werkstatt"},
	{"Car detailing service", "kfz-werkstatt"},
	{"Truck repair shop", "kfz-werkstatt"},
	{"Werkstatt", "kfz-werkstatt"},
	{"Fahrradwerkstatt", "handel"},
	{"Behindertenwerkstatt", "sonstiges"},
	// Trades.
	{"Elektriker", "handwerker"},
	{"Electrician", "handwerker"},
	{"Klempner", "handwerker"},
	{"Plumber", "handwerker"},
	{"Sanitärinstallateur", "handwerker"},
	{"Dachdecker", "handwerker"},
	{"Roofing contractor", "handwerker"},
	{"Maler", "handwerker"},
	{"Malerbetrieb", "handwerker"},
	{"Painter", "handwerker"},
	{"Tischler", "handwerker"},
	{"Schreiner", "handwerker"},
	{"Carpenter", "handwerker"},
	{"Heizungsbauer", "handwerker"},
	{"HVAC contractor", "handwerker"},
	{"Schlüsseldienst", "handwerker"},
	{"Locksmith", "handwerker"},
	{"Bauunternehmen", "handwerker"},
	{"General contractor", "handwerker"},
	{"Fliesenleger", "handwerker"},
	{"Garten- und Landschaftsbau", "handwerker"},
	{"Handyman", "handwerker"},
	{"Rohrreinigungsservice", "handwerker"},
	{"Änderungsschneiderei", "handwerker"},
	// Technical services.
	{"Computer repair service", "technische-dienste"},
	{"Computerreparaturdienst", "technische-dienste"},
	{"Handyreparatur", "technische-dienste"},
	{"Cell phone repair", "technische-dienste"},
	{"Reparaturdienst für Mobiltelefone", "technische-dienste"},
	{"IT-Dienstleister", "technische-dienste"},
	{"Elevator service", "technische-dienste"},
	{"Software company", "technische-dienste"},
	{"Website designer", "technische-dienste"},
	{"Security system supplier", "technische-dienste"},
	{"Solar energy company", "technische-dienste"},
	{"Appliance repair service", "technische-dienste"},
	{"Ingenieurbüro", "technische-dienste"},
	// Food and drink.
	{"Restaurant", "gastronomie"},
	{"Italian restaurant", "gastronomie"},
	{"Italienisches Restaurant", "gastronomie"},
	{"Pizzeria", "gastronomie"},
	{"Café", "gastronomie"},
	{"Coffee shop", "gastronomie"},
	{"Bäckerei", "gastronomie"},
	{"Bakery", "gastronomie"},
	{"Bar", "gastronomie"},
	{"Cocktailbar", "gastronomie"},
	{"Imbiss", "gastronomie"},
	{"Fast food restaurant", "gastronomie"},
	{"Döner Kebab Restaurant", "gastronomie"},
	{"Kneipe", "gastronomie"},
	{"Biergarten", "gastronomie"},
	{"Ice cream shop", "gastronomie"},
	{"Hotel", "gastronomie"},
	{"Catering", "gastronomie"},
	// Hair and beauty.
	{"Friseursalon", "friseur-kosmetik"},
	{"Friseur", "friseur-kosmetik"},
	{"Hair salon", "friseur-kosmetik"},
	{"Barber shop", "friseur-kosmetik"},
	{"Kosmetikstudio", "friseur-kosmetik"},
	{"Nail salon", "friseur-kosmetik"},
	{"Nagelstudio", "friseur-kosmetik"},
	{"Beauty salon", "friseur-kosmetik"},
	{"Tattoo shop", "friseur-kosmetik"},
	{"Sonnenstudio", "friseur-kosmetik"},
	// Health.
	{"Zahnarzt", "gesundheit"},
	{"Dentist", "gesundheit"},
	{"Arzt", "gesundheit"},
	{"Doctor", "gesundheit"},
	{"Allgemeinmediziner", "gesundheit"},
	{"Apotheke", "gesundheit"},
	{"Pharmacy", "gesundheit"},
	{"Physiotherapeut", "gesundheit"},
	{"Physiotherapist", "gesundheit"},
	{"Hospital", "gesundheit"},
	{"Krankenhaus", "gesundheit"},
	{"Tierarzt", "gesundheit"},
	{"Veterinarian", "gesundheit"},
	{"Optiker", "gesundheit"},
	{"Brillen Optik", "gesundheit"},
	{"Dermatologist", "gesundheit"},
	{"Pflegedienst", "gesundheit"},
	{"Fitnessstudio", "gesundheit"},
	{"Gym", "gesundheit"},
	// Retail.
	{"Supermarkt", "handel"},
	{"Supermarket", "handel"},
	{"Bekleidungsgeschäft", "handel"},
	{"Clothing store", "handel"},
	{"Store", "handel"},
	{"Shop", "handel"},
	{"Geschäft", "handel"},
	{"Computer store", "handel"},
	{"Electronics store", "handel"},
	{"Mobile phone store", "handel"},
	{"Baumarkt", "handel"},
	{"Hardware store", "handel"},
	{"Furniture store", "handel"},
	{"Blumenladen", "handel"},
	{"Buchhandlung", "handel"},
	{"Kiosk", "handel"},
	{"Getränkemarkt", "handel"},
	{"Metzgerei", "handel"},
	{"Butcher shop", "handel"},
	{"Fahrradgeschäft", "handel"},
	{"Bicycle repair shop", "handel"},
	{"Großhändler", "handel"},
	// Education.
	{"Fahrschule", "bildung"},
	{"Driving school", "bildung"},
	{"Schule", "bildung"},
	{"Gymnasium", "bildung"},
	{"Nachhilfe", "bildung"},
	{"Tutoring service", "bildung"},
	{"Sprachschule", "bildung"},
	{"Kindergarten", "bildung"},
	// Real estate.
	{"Immobilienmakler", "immobilien"},
	{"Real estate agency", "immobilien"},
	{"Hausverwaltung", "immobilien"},
	{"Property management company", "immobilien"},
	// Transport.
	{"Umzugsunternehmen", "transport"},
	{"Moving company", "transport"},
	{"Taxi", "transport"},
	{"Taxi service", "transport"},
	{"Spedition", "transport"},
	{"Trucking company", "transport"},
	{"Kurierdienst", "transport"},
	{"Courier service", "transport"},
	{"Autovermietung", "transport"},
	{"Car rental agency", "transport"},
	// Services.
	{"Steuerberater", "dienstleister"},
	{"Tax consultant", "dienstleister"},
	{"Rechtsanwalt", "dienstleister"},
	{"Lawyer", "dienstleister"},
	{"Versicherungsagentur", "dienstleister"},
	{"Insurance agency", "dienstleister"},
	{"Car insurance agency", "dienstleister"},
	{"Reinigungsservice", "dienstleister"},
	{"Cleaning service", "dienstleister"},
	{"Gebäudereinigung", "dienstleister"},
	{"Werbeagentur", "dienstleister"},
	{"Marketing agency", "dienstleister"},
	{"Bank", "dienstleister"},
	{"Fotograf", "dienstleister"},
	{"Notar", "dienstleister"},
	{"Reisebüro", "dienstleister"},
	{"Bestattungsinstitut", "dienstleister"},
	{"Hundesalon", "dienstleister"},
	{"Intellectual property attorney", "dienstleister"},
	// Nothing fits.
	{"Kirche", "sonstiges"},
	{"Church", "sonstiges"},
	{"Park", "sonstiges"},
	{"Sportverein", "sonstiges"},
	{"", "sonstiges"},
}

func TestMapCategory(t *testing.T) {
	if n := len(mapCategoryCases); n < 80 {
		t.Fatalf("only %d cases", n)
	}
	for _, tt := range mapCategoryCases {
		t.Run(tt.raw+"→"+tt.want, func(t *testing.T) {
			if got := MapCategory(tt.raw, ""); got != tt.want {
				t.Errorf("MapCategory(%q) = %q, want %q", tt.raw, got, tt.want)
			}
		})
	}
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
		if got, ok := ResolveCategory(c.Name); !ok || got.Slug != c.Slug {
			t.Errorf("ResolveCategory(%q) = %q, want %q", c.Name, got.Slug, c.Slug)
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
