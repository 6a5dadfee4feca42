package directory

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Category is one top-level category of the taxonomy.
type Category struct {
	Slug        string   `json:"slug"`
	Name        string   `json:"name"`        // German display name
	Description string   `json:"description"` // one or two German sentences
	Services    []string `json:"services"`    // exactly six main services, German
	Color       string   `json:"color"`       // hex like "#2563eb", readable with white text (contrast AA)
	Icon        string   `json:"icon"`        // a lucide-react icon name, e.g. "wrench", "car", "utensils"
	Aliases     []string `json:"aliases"`     // other slugs that open this category
}

// SlugOther is the category of every business that no rule places elsewhere.
const SlugOther = "sonstiges"

// categories is the taxonomy in display order. The aliases are the slugs the
// storefront's overview and footer link to (restaurant, hair-salon, retail, services,
// healthcare), so every category link of the product opens a working page.
var categories = []Category{
	{
		Slug: "kfz-werkstatt", Name: "KFZ-Werkstätten", Color: "#2563eb", Icon: "car",
		Description: "Werkstätten und Betriebe rund ums Auto: Reparatur, Wartung, Reifen, Prüfung und Pflege für Pkw, Transporter und Motorräder.",
		Services:    []string{"Inspektion & Wartung", "Reparatur & Fehlerdiagnose", "Reifenservice & Einlagerung", "HU/AU (TÜV)", "Unfallinstandsetzung & Lackierung", "Klimaservice"},
	},
	{
		Slug: "handwerker", Name: "Handwerker", Color: "#c2410c", Icon: "hammer",
		Description: "Meisterbetriebe und Fachleute für Bau, Ausbau und Renovierung – vom Elektriker über Sanitär und Heizung bis zum Maler und Dachdecker.",
		Services:    []string{"Elektroinstallation", "Sanitär & Heizung", "Maler- & Lackierarbeiten", "Dach- & Zimmererarbeiten", "Tischler- & Schreinerarbeiten", "Schlüsseldienst"},
	},
	{
		Slug: "dienstleister", Name: "Dienstleister", Color: "#7c3aed", Icon: "briefcase", Aliases: []string{"services"},
		Description: "Fachleute, die Privatleuten und Unternehmen Arbeit abnehmen: Beratung, Recht, Finanzen, Reinigung, Werbung und vieles mehr.",
		Services:    []string{"Steuerberatung & Buchhaltung", "Rechtsberatung", "Versicherungen & Finanzen", "Reinigung & Gebäudeservice", "Marketing & Werbung", "Fotografie & Events"},
	},
	{
		Slug: "technische-dienste", Name: "Technische Dienste", Color: "#0f766e", Icon: "cpu",
		Description: "Technische Fachbetriebe für Computer, Smartphones, Netzwerke, Elektronik und Gebäudetechnik – Reparatur, Installation und Wartung aus einer Hand.",
		Services:    []string{"Computer- & Laptopreparatur", "Handy- & Tabletreparatur", "IT-Service & Netzwerke", "Sicherheits- & Alarmtechnik", "Aufzugs- & Anlagenwartung", "Solar- & Photovoltaikanlagen"},
	},
	{
		Slug: "handel", Name: "Handel", Color: "#be185d", Icon: "shopping-bag", Aliases: []string{"retail"},
		Description: "Geschäfte und Händler vor Ort: vom Supermarkt über Mode und Elektronik bis zum Fach- und Großhandel.",
		Services:    []string{"Lebensmittel & Getränke", "Mode & Schuhe", "Elektronik & Computer", "Möbel & Einrichtung", "Bau- & Gartenbedarf", "Fach- & Großhandel"},
	},
	{
		Slug: "gastronomie", Name: "Gastronomie", Color: "#b91c1c", Icon: "utensils", Aliases: []string{"restaurant"},
		Description: "Restaurants, Cafés, Bäckereien, Imbisse und Bars – dazu Hotels und Pensionen für Gäste von außerhalb.",
		Services:    []string{"Restaurant & Mittagstisch", "Café & Bäckerei", "Imbiss & Schnellrestaurant", "Bar & Kneipe", "Lieferservice & Catering", "Hotel & Übernachtung"},
	},
	{
		Slug: "gesundheit", Name: "Gesundheit", Color: "#15803d", Icon: "heart-pulse", Aliases: []string{"healthcare"},
		Description: "Ärzte, Zahnärzte, Apotheken, Therapeuten und Pflegedienste, dazu Optiker, Hörakustiker und Fitnessstudios.",
		Services:    []string{"Allgemein- & Fachärzte", "Zahnärzte", "Apotheken", "Physiotherapie & Massage", "Pflegedienste", "Optiker & Hörakustik"},
	},
	{
		Slug: "bildung", Name: "Bildung", Color: "#4338ca", Icon: "graduation-cap",
		Description: "Schulen, Kitas, Fahrschulen, Nachhilfe und Weiterbildung – Lernen in jedem Alter.",
		Services:    []string{"Nachhilfe", "Fahrschule", "Sprachkurse", "Musik- & Tanzschule", "Kita & Kinderbetreuung", "Weiterbildung & Seminare"},
	},
	{
		Slug: "immobilien", Name: "Immobilien", Color: "#a16207", Icon: "house",
		Description: "Makler, Hausverwaltungen und Wohnungsunternehmen für Kauf, Verkauf, Miete und Verwaltung von Immobilien.",
		Services:    []string{"Immobilienvermittlung", "Vermietung", "Hausverwaltung", "Immobilienbewertung", "Bauträger & Projektentwicklung", "Gewerbeimmobilien"},
	},
	{
		Slug: "transport", Name: "Transport", Color: "#0369a1", Icon: "truck",
		Description: "Umzug, Taxi, Kurier und Spedition: Unternehmen, die Menschen und Waren ans Ziel bringen.",
		Services:    []string{"Umzüge", "Taxi & Personenbeförderung", "Kurier- & Paketdienst", "Spedition & Logistik", "Mietwagen & Transporter", "Busreisen & Chauffeurdienst"},
	},
	{
		Slug: "friseur-kosmetik", Name: "Friseure & Kosmetik", Color: "#a21caf", Icon: "scissors", Aliases: []string{"hair-salon"},
		Description: "Friseure, Barbiere, Kosmetik-, Nagel- und Beautystudios für Haare, Haut und Wohlbefinden.",
		Services:    []string{"Haarschnitt & Styling", "Färben & Strähnen", "Barbier & Bartpflege", "Kosmetik & Gesichtsbehandlung", "Maniküre & Pediküre", "Wimpern & Augenbrauen"},
	},
	{
		Slug: SlugOther, Name: "Sonstiges", Color: "#475569", Icon: "layout-grid",
		Description: "Alle Betriebe, die in keine andere Kategorie passen – von Vereinen und Behörden bis zu Freizeit- und Kulturangeboten.",
		Services:    []string{"Vereine & Verbände", "Behörden & Ämter", "Kirchen & Gemeinden", "Freizeit & Sport", "Kultur & Museen", "Landwirtschaft & Tierhaltung"},
	},
}

// categoryLabels are further names ResolveCategory accepts: singular forms,
// the search filter's "KFZ-Werkstatt" and the English tiles of the overview.
var categoryLabels = map[string][]string{
	"kfz-werkstatt":      {"KFZ-Werkstatt", "Autowerkstatt", "Autowerkstätten", "Werkstatt", "Werkstätten", "Kfz", "Auto"},
	"handwerker":         {"Handwerk", "Handwerksbetriebe", "Tradespeople"},
	"dienstleister":      {"Dienstleistung", "Dienstleistungen", "Professional Services", "Service"},
	"technische-dienste": {"Technischer Dienst", "Technik", "IT"},
	"handel":             {"Händler", "Einzelhandel", "Geschäfte", "Retail Stores", "Shops"},
	"gastronomie":        {"Restaurants", "Gastro", "Essen & Trinken"},
	"gesundheit":         {"Health", "Ärzte", "Medizin"},
	"bildung":            {"Education", "Schulen"},
	"immobilien":         {"Real Estate", "Immobilie"},
	"transport":          {"Transport & Logistik", "Logistik", "Verkehr"},
	"friseur-kosmetik":   {"Friseur", "Friseure", "Kosmetik", "Friseur & Kosmetik", "Hair Salons", "Beauty"},
	SlugOther:            {"Andere", "Other", "Weitere"},
}

// resolveIndex maps every accepted key (see resolveKey) to its category.
var resolveIndex = buildResolveIndex()

func buildResolveIndex() map[string]int {
	idx := make(map[string]int)
	for i, c := range categories {
		keys := append([]string{c.Slug, c.Name}, c.Aliases...)
		for _, k := range append(keys, categoryLabels[c.Slug]...) {
			idx[resolveKey(k)] = i
		}
	}
	return idx
}

// Categories returns the taxonomy in display order. The slices are copies, so
// callers may change them freely.
func Categories() []Category {
	out := make([]Category, len(categories))
	for i, c := range categories {
		out[i] = c.clone()
	}
	return out
}

// CategoryBySlug returns the category with the given slug or alias slug.
func CategoryBySlug(slug string) (Category, bool) {
	slug = strings.ToLower(strings.TrimSpace(slug))
	for _, c := range categories {
		if c.Slug == slug {
			return c.clone(), true
		}
		for _, a := range c.Aliases {
			if a == slug {
				return c.clone(), true
			}
		}
	}
	return Category{}, false
}

// ResolveCategory finds a category by slug, alias or German (or English
// overview) name, ignoring case, umlaut spelling, spaces and hyphens.
func ResolveCategory(s string) (Category, bool) {
	key := resolveKey(s)
	if key == "" {
		return Category{}, false
	}
	if i, ok := resolveIndex[key]; ok {
		return categories[i].clone(), true
	}
	return Category{}, false
}

func (c Category) clone() Category {
	c.Services = append([]string(nil), c.Services...)
	c.Aliases = append([]string(nil), c.Aliases...)
	return c
}

// resolveKey folds a name for exact comparison with the search fold (so
// "Werkstätten", "Werkstaetten" and "Werkstatten" agree) and drops "und"/"and"
// and every separator, so "Friseure und Kosmetik", "friseure-kosmetik" and
// "FRISEURE & KOSMETIK" are one key.
func resolveKey(s string) string {
	var b strings.Builder
	for _, w := range Tokens(s) {
		if w != "und" && w != "and" {
			b.WriteString(w)
		}
	}
	return b.String()
}

// taxonomyFold lowercases s, strips accents (ä→a, ß→ss, é→e) and turns every
// other character that is not a letter or digit into a single space. The
// result starts and ends with a space, so rules can anchor on word edges.
// Unlike Fold it keeps ae, oe and ue: for substring rules that collapse would
// turn the keyword "shoe" into "sho", which matches every "shop".
func taxonomyFold(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2)
	b.WriteByte(' ')
	space := true
	for _, r := range norm.NFD.String(strings.ToValidUTF8(s, " ")) {
		switch {
		case unicode.Is(unicode.Mn, r): // the accent of a decomposed ä, é, ç
		case r == 'ß' || r == 'ẞ':
			b.WriteString("ss")
			space = false
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
			space = false
		case !space:
			b.WriteByte(' ')
			space = true
		}
	}
	if !space {
		b.WriteByte(' ')
	}
	return b.String()
}
