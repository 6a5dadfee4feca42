package directory_test

import (
	"os"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"branchenbuch/internal/directory"
)

// labelRow is one line of category_labels.tsv as the test reads it, apart
// from the code under test.
type labelRow struct {
	line   int
	en, de string
	raw    []string
}

func readLabelTable(t *testing.T) []labelRow {
	t.Helper()
	b, err := os.ReadFile("category_labels.tsv")
	if err != nil {
		t.Fatal(err)
	}
	var rows []labelRow
	for i, line := range strings.Split(string(b), "\n") {
		if strings.TrimSpace(line) == "" || strings.HasPrefix(line, "#") {
			continue
		}
		cols := strings.Split(line, "\t")
		if len(cols) != 3 {
			t.Errorf("line %d: %d tab-separated columns, want 3: %q", i+1, len(cols), line)
			continue
		}
		rows = append(rows, labelRow{line: i + 1, en: cols[0], de: cols[1], raw: strings.Split(cols[2], " | ")})
	}
	return rows
}

// TestCategoryLabelsTable reads every raw category of the data file and asks
// for its names as written, in upper and lower case and without accents.
func TestCategoryLabelsTable(t *testing.T) {
	rows := readLabelTable(t)
	if len(rows) < 400 {
		t.Errorf("the table has %d Google categories, want at least 400", len(rows))
	}
	lineOf := map[string]int{}
	pairs := 0
	for _, row := range rows {
		for _, s := range []string{row.en, row.de} {
			if s == "" || s != strings.TrimSpace(s) {
				t.Errorf("line %d: display name %q is empty or padded", row.line, s)
			}
		}
		for _, raw := range row.raw {
			if raw == "" || raw != strings.TrimSpace(raw) || strings.Contains(raw, "|") {
				t.Errorf("line %d: raw name %q is empty, padded or holds a stray separator", row.line, raw)
				continue
			}
			key := directory.Fold(raw)
			if first, dup := lineOf[key]; dup {
				t.Errorf("line %d: %q folds to %q like a raw name on line %d", row.line, raw, key, first)
				continue
			}
			lineOf[key] = row.line
			pairs++
			for _, variant := range []string{raw, strings.ToUpper(raw), strings.ToLower(raw), withoutAccents(raw), " " + raw + " "} {
				got := directory.CategoryLabels(variant, directory.SlugOther)
				if got[directory.LabelDE] != row.de || got[directory.LabelEN] != row.en {
					t.Errorf("CategoryLabels(%q) = %v, want de %q, en %q (line %d)", variant, got, row.de, row.en, row.line)
				}
			}
		}
	}
	if pairs < 400 {
		t.Errorf("the table maps %d raw names, want at least 400", pairs)
	}
	t.Logf("%d Google categories, %d raw names", len(rows), pairs)
}

// TestCategoryLabels: well-known raw categories as Outscraper exports them in
// English, German, French and Spanish, and the plural search terms.
func TestCategoryLabels(t *testing.T) {
	cases := []struct{ raw, de, en string }{
		// English, as Google names them, and the search terms Outscraper writes.
		{"Auto repair shop", "Autowerkstatt", "Auto repair shop"},
		{"Pharmacy", "Apotheke", "Pharmacy"},
		{"restaurants", "Restaurant", "Restaurant"},
		{"bars", "Bar", "Bar"},
		{"Hair salon", "Friseursalon", "Hair salon"},
		{"hair salons", "Friseursalon", "Hair salon"},
		{"Dentist", "Zahnarzt", "Dentist"},
		{"Dentists", "Zahnarzt", "Dentist"},
		{"pharmacies", "Apotheke", "Pharmacy"},
		{"churches", "Kirche", "Church"},
		{"PHARMACY", "Apotheke", "Pharmacy"},
		{"  tire shop ", "Reifenhändler", "Tire shop"},
		{"Italian restaurant", "Italienisches Restaurant", "Italian restaurant"},
		{"Pizza restaurant", "Pizzeria", "Pizza restaurant"},
		{"Coffee shop", "Café", "Coffee shop"},
		{"Gas station", "Tankstelle", "Gas station"},
		{"Real estate agency", "Immobilienmakler", "Real estate agency"},
		{"Locksmith", "Schlüsseldienst", "Locksmith"},
		{"Plumber", "Sanitärinstallateur", "Plumber"},
		{"Driving school", "Fahrschule", "Driving school"},
		{"Veterinarian", "Tierarzt", "Veterinarian"},
		// German, with the spellings Fold treats as one.
		{"Autowerkstatt", "Autowerkstatt", "Auto repair shop"},
		{"Friseursalon", "Friseursalon", "Hair salon"},
		{"Frisör", "Friseursalon", "Hair salon"},
		{"Zahnarzt", "Zahnarzt", "Dentist"},
		{"Bäckerei", "Bäckerei", "Bakery"},
		{"Baeckerei", "Bäckerei", "Bakery"},
		{"Kfz-Werkstatt", "Kfz-Werkstatt", "Car repair and maintenance service"},
		{"KFZ Werkstatt", "Kfz-Werkstatt", "Car repair and maintenance service"},
		{"Schluesseldienst", "Schlüsseldienst", "Locksmith"},
		{"Metzgerei", "Metzgerei", "Butcher shop"},
		{"Steuerberater", "Steuerberater", "Tax consultant"},
		// French.
		{"Coiffeur", "Friseursalon", "Hair salon"},
		{"Boulangerie", "Bäckerei", "Bakery"},
		{"Pharmacie", "Apotheke", "Pharmacy"},
		{"Garage automobile", "Autowerkstatt", "Auto repair shop"},
		{"Restaurant italien", "Italienisches Restaurant", "Italian restaurant"},
		{"Médecin généraliste", "Allgemeinarzt", "General practitioner"},
		{"Avocat", "Rechtsanwalt", "Lawyer"},
		{"Agence immobilière", "Immobilienmakler", "Real estate agency"},
		{"Auto-école", "Fahrschule", "Driving school"},
		{"Plombier", "Sanitärinstallateur", "Plumber"},
		{"Hôtel", "Hotel", "Hotel"},
		{"Institut de beauté", "Kosmetikstudio", "Beauty salon"},
		{"Fleuriste", "Blumengeschäft", "Florist"},
		// Spanish.
		{"Peluquería", "Friseursalon", "Hair salon"},
		{"Peluqueria", "Friseursalon", "Hair salon"},
		{"Restaurante", "Restaurant", "Restaurant"},
		{"Farmacia", "Apotheke", "Pharmacy"},
		{"Restaurante italiano", "Italienisches Restaurant", "Italian restaurant"},
		{"Pizzería", "Pizzeria", "Pizza restaurant"},
		{"Taller mecánico", "Autowerkstatt", "Auto repair shop"},
		{"Abogado", "Rechtsanwalt", "Lawyer"},
		{"Inmobiliaria", "Immobilienmakler", "Real estate agency"},
		{"Autoescuela", "Fahrschule", "Driving school"},
		{"Fontanero", "Sanitärinstallateur", "Plumber"},
		{"Gasolinera", "Tankstelle", "Gas station"},
		{"Carnicería", "Metzgerei", "Butcher shop"},
		{"Veterinario", "Tierarzt", "Veterinarian"},
		{"Dentista", "Zahnarzt", "Dentist"},
	}
	for _, c := range cases {
		got := directory.CategoryLabels(c.raw, "gastronomie")
		if got[directory.LabelDE] != c.de || got[directory.LabelEN] != c.en {
			t.Errorf("CategoryLabels(%q) = %v, want de %q, en %q", c.raw, got, c.de, c.en)
		}
	}
}

// TestCategoryLabelsFallback: a raw category the table does not know shows
// the names of the taxonomy category it was mapped to.
func TestCategoryLabelsFallback(t *testing.T) {
	cases := []struct {
		name, raw, slug string
		de, en          string
	}{
		{"unknown raw category", "Quantum repair lab", "kfz-werkstatt", "KFZ-Werkstätten", "Car repair shops"},
		{"no raw category", "", "gastronomie", "Gastronomie", "Restaurants & cafés"},
		{"alias slug", "Something else", "hair-salon", "Friseure & Kosmetik", "Hair & beauty"},
		{"slug in capitals", "Something else", "HANDWERKER", "Handwerker", "Tradespeople"},
		{"short word is no plural", "Bus", "transport", "Transport", "Transport"},
		{"punctuation only", " – ", "sonstiges", "Sonstiges", "Other"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got := directory.CategoryLabels(c.raw, c.slug)
			if got[directory.LabelDE] != c.de || got[directory.LabelEN] != c.en {
				t.Errorf("CategoryLabels(%q, %q) = %v, want de %q, en %q", c.raw, c.slug, got, c.de, c.en)
			}
		})
	}
	for _, slug := range []string{"", "no-such-category"} {
		if got := directory.CategoryLabels("Quantum repair lab", slug); got != nil {
			t.Errorf("CategoryLabels(unknown, %q) = %v, want nil", slug, got)
		}
	}
}

// Every taxonomy category has an English name of its own for the fallback;
// only "Transport" is the same word in both languages.
func TestCategoryLabelsEnglishNames(t *testing.T) {
	sameWord := map[string]bool{"transport": true}
	for _, c := range directory.Categories() {
		got := directory.CategoryLabels("", c.Slug)
		if got[directory.LabelDE] != c.Name || got[directory.LabelEN] == "" || (got[directory.LabelEN] == c.Name) != sameWord[c.Slug] {
			t.Errorf("%s: labels %v, want de %q and an English name", c.Slug, got, c.Name)
		}
	}
}

// A raw category spelled as in the table costs one map lookup and no
// allocation: list rows ask once per business.
func TestCategoryLabelsExactIsFree(t *testing.T) {
	allocs := testing.AllocsPerRun(100, func() { directory.CategoryLabels("Auto repair shop", "kfz-werkstatt") })
	if allocs != 0 {
		t.Errorf("CategoryLabels allocates %v times for an exact raw name, want 0", allocs)
	}
}

func BenchmarkCategoryLabels(b *testing.B) {
	for _, raw := range []string{"Auto repair shop", "restaurants", "Unbekannte Branche"} {
		b.Run(raw, func(b *testing.B) {
			for b.Loop() {
				directory.CategoryLabels(raw, "gastronomie")
			}
		})
	}
}

// withoutAccents drops combining marks: "Peluquería" → "Peluqueria".
func withoutAccents(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}
