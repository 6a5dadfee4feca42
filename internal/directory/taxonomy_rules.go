package directory

import "strings"

// MapCategory maps a raw Google category to a top-level slug. When the raw
// category matches no rule, the comma-separated subtypes are tried in order;
// when nothing fits, the result is "sonstiges".
func MapCategory(raw, subtypes string) string {
	if slug, ok := matchCategoryRules(raw); ok {
		return slug
	}
	for _, sub := range strings.Split(subtypes, ",") {
		if slug, ok := matchCategoryRules(sub); ok {
			return slug
		}
	}
	return SlugOther
}

func matchCategoryRules(s string) (string, bool) {
	folded := taxonomyFold(s)
	if strings.TrimSpace(folded) == "" {
		return "", false
	}
	for _, r := range compiledCategoryRules {
		for _, kw := range r.keywords {
			if kw.matches(folded) {
				return r.slug, true
			}
		}
	}
	return "", false
}

// categoryRule sends a category containing any of its keywords to slug.
//
// Keywords are written in natural spelling and folded like the input. A
// leading or trailing space anchors the keyword at a word edge (" bar " is
// the word bar, not "barber"); "a+b" needs both parts somewhere in the text.
type categoryRule struct {
	slug     string
	keywords []string
}

// categoryRules are tried top to bottom and the first hit wins, so specific
// rules stand before generic ones: overrides for words that would otherwise
// fall into the wrong group ("Car rental" is transport, not KFZ; "Malerbedarf"
// is retail, not a painter), then one group per category, then the
// generic words (store, shop, repair, service) last.
//
// Mapping decisions:
//   - towing (Abschleppdienst) and petrol stations belong to kfz-werkstatt:
//     they are part of the car-breakdown trade and usually run by workshops;
//     car rental, car sharing and parking are transport;
//   - bakeries are gastronomie: German Bäckereien sell coffee and snacks to
//     eat in, and Google lists them next to cafés; butchers are handel;
//   - hotels and guesthouses are gastronomie (German "Gastgewerbe");
//   - gyms and yoga studios are gesundheit, tattoo and tanning studios
//     friseur-kosmetik, bicycle shops and workshops handel;
//   - IT, electronics repair, alarm systems, lifts and solar are
//     technische-dienste; heating, air conditioning and electricians handwerker.
var categoryRules = []categoryRule{
	// Overrides.
	{"kfz-werkstatt", []string{"autoreinigung", "fahrzeugreinigung", "fahrzeugaufbereitung", "car cleaning"}},
	{"handwerker", []string{"rohrreinigung", "kanalreinigung", "drain cleaning"}},
	{"dienstleister", []string{"versicherung", "insurance", "reinigung", "cleaning", "cleaner",
		"intellectual property", "patentanwalt", "tierpension", "hundepension", "pet boarding", "hundesalon", "hundefriseur", "groomer", "grooming"}},
	{"bildung", []string{"fahrschule", "driving school", "flugschule"}},
	{"transport", []string{"autovermietung", "car rental", "rent a car", "mietwagen", "car sharing", "carsharing",
		"car park", "parking", "truck rental", "transportervermietung", "wohnmobilvermietung"}},
	{"handel", []string{"fahrrad", "bicycle", " bike", "e bike", "cosmetics store", "kosmetikgeschäft", "beauty supply",
		"parfüm", "perfume", "drogerie", "baumarkt", "hardware store", "home improvement", "gartencenter", "garden center",
		"restaurant supply", "health food", "reformhaus", "malerbedarf", "baustoff", "building materials",
		"fachhandel", "großhandel", "großhändler", "wholesale"}},
	{"gastronomie", []string{"internetcafé", "internet café"}},
	{SlugOther, []string{"behindertenwerkstatt", "werkstatt für behinderte", "werkstätten für behinderte"}},

	// Cars.
	{"kfz-werkstatt", []string{"kfz", "auto repair", "car repair", "autowerkstatt", "autoreparatur", "autoservice",
		"auto service", " mechanic ", " mechanics ", "reifen", " tire", " tyre", "car wash",
		"autowasch", "autowäsche", "waschstraße", "waschanlage", "autohaus", "autohandel", "autohändler", "car dealer",
		"auto dealer", "used car", "gebrauchtwagen", "neuwagen", "auto parts", "car parts", "autoteile", "autozubehör",
		"car accessories", " tüv", "dekra", "hauptuntersuchung", "abschlepp", "towing", "pannenhilfe",
		"roadside assistance", "karosserie", "auto body", "body shop", "autolack", "auto glass", "autoglas",
		"windshield", "oil change", "ölwechsel", "motorrad", "motorcycle", "car detailing", "autopflege",
		"autoelektrik", "auto electric", "car inspection", "vehicle inspection", "truck repair", "truck dealer",
		"nutzfahrzeug", "tankstelle", "gas station", "petrol station", "fuel", "autoverwertung", "junkyard",
		"wohnmobil", "caravan", "chiptuning", "auspuff", "exhaust", "brake", "transmission shop", "autosattler",
		"autoankauf", " auto ", " autos ", " car ", " cars ", "vehicle", "fahrzeug", "automobil", "automotive",
		" toyota ", " volkswagen ", " vw ", " bmw ", " mercedes", " audi ", " opel ", " ford ", " renault ",
		" peugeot ", " citroen ", " fiat ", " hyundai ", " kia ", " skoda ", " nissan ", " mazda ", " honda ",
		" volvo ", " porsche ", " tesla ", " dacia ", " suzuki ", " harley"}},

	// Technical services, before the trades so "Elektronikreparatur" is not an electrician.
	{"technische-dienste", []string{"computer+repair", "computer+reparatur", "computerservice", "computer service",
		"computer support", "pc service", "pc reparatur", "pc repair", "laptop+repair", "laptop+reparatur",
		"notebook+reparatur", "handyreparatur", "handy reparatur", "handy service", "phone+repair", "telefon+reparatur",
		"smartphone+repair", "smartphone+reparatur", "tablet+repair", "tablet+reparatur", "elektronik+reparatur",
		"electronics+repair", "tv+repair", "fernseh+reparatur", "fernsehtechnik", "fernsehservice", "appliance+repair",
		"hausgeräte+reparatur", "hausgeräteservice", "waschmaschine+reparatur", " it ", "edv", "informatik",
		"systemhaus", "software", "web design", "webdesign", "website design", "webentwicklung", "internet",
		"telekommunikation", "telecommunication", "mobilfunkanbieter", "netzwerk", "network", "elevator", "aufzug", "fahrstuhl",
		"treppenlift", "stairlift", "alarmanlage", "alarm system", "security system", "sicherheitstechnik",
		"videoüberwachung", "cctv", "solaranlage", "solartechnik", "solarteur", "solarenergie", "solar energy",
		"solar panel", "solar installation", "photovoltaik", "photovoltaic", "data recovery", "datenrettung",
		"satellit", "antenne", "antenna", "brandschutz", "fire protection", "ingenieur", "engineer", "vermessung",
		"surveyor", "automatisierung", "automation", "messtechnik", "steuerungstechnik"}},

	// Trades.
	{"handwerker", []string{"metal fabricator", "metal workshop", "welder", "welding"}},
	{"handwerker", []string{"elektriker", "elektroinstallat", "elektrotechnik", "elektrobetrieb", "elektromeister",
		"electrician", "electrical contractor", "electrical installation", "klempner", "plumber", "plumbing",
		"sanitär", "installateur", "heizung", "hvac", "air conditioning", "klimaanlage", "klimatechnik",
		"kältetechnik", "dachdecker", "roofing", "roofer", "zimmerei", "zimmermann", "zimmerer", " maler",
		"lackierer", "painter", "painting contractor", "tischler", "schreiner", "carpenter", "joiner",
		"cabinet maker", "furniture maker", "schlüsseldienst", "locksmith", "glaser", "glazier", "fliesen",
		"tile contractor", "tiler", "maurer", "mason", "steinmetz", "bauunternehm", "baugeschäft", "bauservice",
		"hochbau", "tiefbau", "trockenbau", "metallbau", "stahlbau", "holzbau", "innenausbau", "construction",
		"contractor", "builder", "schlosser", "metalwork", "welder", "schweiß", "estrich", "parkett", "bodenleger",
		"flooring", "fußboden", "stuckateur", "plasterer", "fensterbau", "window installation", "rollladen",
		"rolladen", "jalousie", "markise", "garagentor", "garage door", "handwerk", "handyman", "renovier",
		"renovation", "remodel", "sanierung", "gartenbau", "landschaftsbau", "landscap", "gardener", "gärtner",
		"gartenpflege", "tree service", "baumpflege", "baumfällung", "zaunbau", "fence", "schornstein", "chimney",
		"kaminbau", "ofenbau", "kachelofen", "schmied", "uhrmacher", "watch repair", "schuhmacher", "shoe repair",
		"schuster", "schneider", "tailor", "polster", "upholster", "raumausstatter", "gerüst", "scaffold",
		"abbruch", "demolition", "isolierung", "insulation", "dämmung", "pflasterarbeit", "paving", "asphalt",
		"treppenbau", "drechsler", "buchbinder", "sattler"}},
	// A workshop that is none of the trades above is a car workshop.
	{"kfz-werkstatt", []string{"werkstatt", "werkstätte"}},

	{"gesundheit", []string{"arzt", "ärzte", "zahn", "dental", "dentist", "doctor", "physician", "medizin",
		"medical", "klinik", "clinic", "hospital", "krankenhaus", "kranken", "apotheke", "pharmacy", "physio",
		"therap", "heilprakt", "psycholog", "psychiat", "orthopäd", "podolog", "fußpflege", "osteopath",
		"chiropra", "hebamme", "midwife", "pflegedienst", "pflegeheim", "altenheim", "seniorenheim",
		"seniorenresidenz", "nursing", "home health", "health", "gesundheit", "praxis", "optiker", "optician",
		"optometrist", " optik", "augenoptik", "eye care", "hörgerät", "hörakustik", "hearing", "sanitätshaus",
		"veterinär", "veterinarian", "tierklinik", "fitness", " gym ", "yoga", "pilates", "massage", " reha",
		"logopäd", "ologist ", "ologe ", "radiolog", "kardiolog", "dermatolog", "urolog", "neurolog",
		"gynäkolog", "onkolog", "internist", "pediatrician", "chirurg", "surgeon", "personal trainer",
		"practitioner", "naturopath"}},

	{"friseur-kosmetik", []string{"friseur", "frisör", "frisur", "coiffeur", " hair", "barber", "haarstudio",
		"haarschnitt", "kosmetik", "cosmetic", "beauty", "schönheit", "nagel", "nail", "maniküre", "manicure",
		"pediküre", "pedicure", "wimpern", "eyelash", " lash", "augenbrauen", "eyebrow", " brows ", "make up", "makeup",
		"visagist", "tattoo", "piercing", "waxing", "haarentfernung", "sonnenstudio", "solarium", "tanning",
		" spa ", "wellness"}},

	{"gastronomie", []string{"restaurant", "gaststätte", "gasthaus", "gasthof", "wirtshaus", "kneipe", " pub ",
		"café", "cafe", "coffee", "kaffee", "bistro", "brasserie", "trattoria", "osteria", "taverne", "tavern",
		"imbiss", "snack", "pizz", "döner", "kebab", "burger", "sushi", " wok", "fast food", "street food",
		"food truck", "food court", "bäckerei", "bäcker", "backshop", "backwaren", "bakery", "baker",
		"konditorei", "patisserie", "pastry", "eiscafé", "eisdiele", "ice cream", "gelato", "dessert",
		"bar ", " bars ", "biergarten", "brauhaus", "brauerei", "brewery", "weinstube", "diner", "steak",
		"grill", "catering", "partyservice", "lieferservice", "lieferdienst", "meal delivery", "takeaway",
		"take away", "mensa", "kantine", "canteen", "gastronomie", "hotel", "pension", " inn ", "hostel",
		"motel", "ferienwohnung", "ferienhaus", "ferienapartment", "serviced apartment", "bed breakfast",
		"guest house", "guesthouse", "teehaus", "teestube", "tea house", "shisha", "lounge"}},

	{"bildung", []string{"schule", "school", "nachhilfe", "tutor", "sprachkurs", "language", "akademie",
		"academy", "universität", "university", "college", "bildung", " kurs", "kurse", "training",
		"seminar", " kita", "kindergarten", "kindertagesstätte", "kinderkrippe", "day care", "daycare",
		"child care", "childcare", "bibliothek", "library", "education", "lernen", "learning", "gymnasium"}},

	{"immobilien", []string{"immobil", "real estate", "realtor", "makler", "hausverwaltung", "property",
		"wohnungsbau", "wohnungsgenossenschaft", "wohnungsunternehmen", "baugenossenschaft", "bauträger",
		"housing", "apartment", "wohnanlage", "wohnung", "grundstück", "self storage", "lagerraum"}},

	{"transport", []string{"umzug", " moving", "movers", " taxi", " cab ", "spedition", "trucking", "freight",
		"fracht", "logistik", "logistic", "kurier", "courier", "paket", "parcel", "shipping", "transport",
		"beförderung", "busunternehmen", "busreise", "reisebus", "omnibus", " bus ", "charter", "limousine",
		"chauffeur", "fahrdienst", "shuttle", "airport", "flughafen", "bahnhof", "train station", "parkhaus",
		"ferry", " fähre ", "airline", "post office", "postfiliale", "postamt", "deutsche post", " dhl ",
		" ups ", "lkw"}},

	{"dienstleister", []string{"steuerberat", "steuerbüro", " tax ", "accountant", "accounting", "buchhalt",
		"buchführung", "wirtschaftsprüf", "rechtsanwalt", "anwalt", "kanzlei", "lawyer", "attorney", "law firm",
		"legal", "notar", "wäscherei", "waschsalon", "laundry", "laundromat", "werbeagentur", "werbung",
		"marketing", "advertising", "grafik", "graphic design", "bank", "sparkasse", "kredit", "finanz",
		"financial", "finance", "investment", "fotograf", "photograph", "fotostudio", "videoproduktion", "video production", "videograf", "videographer", " event",
		"veranstaltung", "hochzeit", "wedding", "sicherheitsdienst", "security guard", "security service",
		"wachschutz", "bewachung", "detektiv", "detective", "bestatt", "funeral", "druckerei", "printing",
		"print shop", "copy shop", "copyshop", "dolmetsch", "übersetz", "translat", "hausmeister", "janitor",
		"facility", "entsorgung", "waste", "recycling", "containerdienst", "schädlingsbekämpfung",
		"pest control", "kammerjäger", "personalvermittlung", "personaldienst", "zeitarbeit", "employment",
		"staffing", "recruit", "headhunter", "reisebüro", "travel agency", "reiseveranstalter", "tour operator",
		"architekt", "architect", "unternehmensberat", "consult", "coaching", "call center", "callcenter",
		"coworking", "notary"}},

	{"handel", []string{"supermarkt", "supermarket", "grocery", "lebensmittel", "discounter", "einzelhandel",
		"retail", "kiosk", "getränke", "liquor", "spirituosen", "metzgerei", "fleischerei", "butcher", "weingut", "winery",
		"bekleidung", "clothing", "boutique", "fashion", "juwelier", "jewel", "schmuck", "blumen", "florist",
		"buchhandlung", "tierhandlung", "zoohandlung", "spielwaren", "tabak", "tobacco", "elektronik",
		"electronics", "möbel", "furniture", "haushaltswaren", "hardware", "tierbedarf", "handy", "mobile phone",
		"cell phone", "antiquit", "second hand", "secondhand", "flohmarkt", "outlet", "kaufhaus", "warenhaus",
		"department store", "einkaufszentrum", " mall ", "versandhandel", "supplier", "lieferant", "bedarf",
		"händler", "handel", "dealer", "store", "shop", "geschäft", "laden", "markt", "market", "verkauf",
		"vertrieb", "import"}},

	// Generic words, last.
	{"technische-dienste", []string{"reparatur", "repair", "technik", "technical", "technician", "wartung",
		"maintenance"}},
	{"dienstleister", []string{"service", "dienst", "agentur", "agency", "büro", "office", "beratung", "berater",
		"coach", "verleih", "rental", "vermietung", "vermittlung", "management"}},
}

// categoryKeyword is one folded keyword; all parts must occur in the text.
type categoryKeyword struct{ parts []string }

func (k categoryKeyword) matches(folded string) bool {
	for _, p := range k.parts {
		if !strings.Contains(folded, p) {
			return false
		}
	}
	return len(k.parts) > 0
}

type compiledCategoryRule struct {
	slug     string
	keywords []categoryKeyword
}

var compiledCategoryRules = compileCategoryRules(categoryRules)

func compileCategoryRules(rules []categoryRule) []compiledCategoryRule {
	out := make([]compiledCategoryRule, 0, len(rules))
	for _, r := range rules {
		cr := compiledCategoryRule{slug: r.slug}
		for _, kw := range r.keywords {
			var k categoryKeyword
			for _, part := range strings.Split(kw, "+") {
				if f := foldKeyword(part); f != "" {
					k.parts = append(k.parts, f)
				}
			}
			cr.keywords = append(cr.keywords, k)
		}
		out = append(out, cr)
	}
	return out
}

// foldKeyword folds a keyword like the input and keeps its edge spaces, which
// mark word anchors.
func foldKeyword(kw string) string {
	core := strings.TrimSpace(taxonomyFold(kw))
	if core == "" {
		return ""
	}
	if strings.HasPrefix(kw, " ") {
		core = " " + core
	}
	if strings.HasSuffix(kw, " ") {
		core += " "
	}
	return core
}
