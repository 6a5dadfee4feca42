package demo

import "slices"

// categories is the whole table the generator draws from.
var categories = slices.Concat(coreCategories, moreCategories)

// category is one raw Google category as Outscraper writes it, in a German
// and an English listing, with what the generator needs to make a fitting
// business of it.
type category struct {
	de, en string
	weight int      // relative frequency; workshops, trades and services dominate
	rel    []string // German names of related categories, for subtypes
	hours  hoursKind
	about  aboutKind
	// price is the highest price level for gastronomy; 0 means no price level.
	price    int
	names    []string // patterns: {S} surname, {T} second surname, {F} first name, {I} Italian first name, {C} city, {W} a word of words
	words    []string
	services []string // German services, named in descriptions
}

type aboutKind uint8

const (
	aService aboutKind = iota
	aShop
	aFood
	aHealth
)

// Shared name patterns of similar trades.
var (
	carNames    = []string{"Autowerkstatt {S}", "Kfz-Meisterbetrieb {S} GmbH", "Autoservice {S}", "Kfz-Technik {S}", "Auto {S} GmbH", "Kfz-Werkstatt {F} {S}", "Autohaus {S}"}
	tradeNames  = []string{"{W} {S}", "{W} {S} GmbH", "{W} {F} {S}", "{S} {W} GmbH & Co. KG", "{W} {S} & Sohn", "{W} {S} e.K."}
	officeNames = []string{"{W} {S}", "{W} {S} & Partner", "{W} Dr. {S}", "{F} {S} {W}", "{W} {S} & {T}"}
	shopNames   = []string{"{W} {S}", "{W} {F} {S}", "{W} am Markt", "{S}s {W}", "{W} {C}"}
	doctorNames = []string{"Dr. med. {F} {S}", "Praxis Dr. med. {S}", "{W} Dr. {S}", "Gemeinschaftspraxis Dr. {S} & Dr. {T}", "{W} am Markt"}
)

// coreCategories are workshops, trades, services and retail; see moreCategories.
var coreCategories = []category{
	// Car workshops and trade.
	{de: "Autowerkstatt", en: "Auto repair shop", weight: 90, rel: []string{"Kfz-Werkstatt", "Reifendienst", "Autolackiererei", "Autohändler"}, hours: hWorkshop, names: carNames,
		services: []string{"Inspektion", "Ölwechsel", "Bremsenservice", "HU/AU-Vorbereitung", "Klimaservice", "Unfallinstandsetzung"}},
	{de: "Kfz-Werkstatt", en: "Car repair and maintenance service", weight: 40, rel: []string{"Autowerkstatt", "Reifendienst", "Abschleppdienst"}, hours: hWorkshop, names: carNames,
		services: []string{"Inspektion nach Herstellervorgaben", "Motordiagnose", "Zahnriemenwechsel", "Auspuffservice", "Achsvermessung"}},
	{de: "Reifendienst", en: "Tire shop", weight: 25, rel: []string{"Autowerkstatt", "Kfz-Werkstatt"}, hours: hWorkshop, names: []string{"Reifen {S}", "Reifenservice {S} GmbH", "Reifen-Center {C}", "{S} Reifen & Räder"},
		services: []string{"Reifenwechsel", "Reifeneinlagerung", "Auswuchten", "Felgenreparatur", "Achsvermessung"}},
	{de: "Autohändler", en: "Car dealer", weight: 25, rel: []string{"Autowerkstatt", "Kfz-Werkstatt"}, hours: hShop, about: aShop, names: []string{"Autohaus {S}", "Autohaus {S} GmbH", "Automobile {S}", "Autohandel {F} {S}"},
		services: []string{"Neuwagen", "Gebrauchtwagen", "Finanzierung", "Inzahlungnahme", "Leasing"}},
	{de: "Autolackiererei", en: "Auto body shop", weight: 15, rel: []string{"Autowerkstatt", "Kfz-Werkstatt"}, hours: hWorkshop, names: []string{"Karosserie & Lack {S}", "Lackiererei {S}", "Karosseriebau {S} GmbH"},
		services: []string{"Unfallreparatur", "Smart Repair", "Lackierung", "Hagelschadenreparatur", "Beulendoktor"}},
	{de: "Autoteilegeschäft", en: "Auto parts store", weight: 8, rel: []string{"Autowerkstatt", "Reifendienst"}, hours: hShop, about: aShop, names: []string{"Autoteile {S}", "Kfz-Teile {C}", "Autoteile-Center {S}"},
		services: []string{"Ersatzteile", "Zubehör", "Öle und Schmierstoffe", "Batterien"}},
	{de: "Autowaschanlage", en: "Car wash", weight: 8, rel: []string{"Tankstelle"}, hours: hShop, names: []string{"Waschpark {C}", "Autowäsche {S}", "Waschstraße {S}"},
		services: []string{"Außenwäsche", "Innenreinigung", "Fahrzeugaufbereitung", "Unterbodenwäsche"}},
	{de: "Tankstelle", en: "Gas station", weight: 6, rel: []string{"Autowaschanlage", "Autowerkstatt"}, hours: hAllDay, about: aShop, names: []string{"Tankstelle {S}", "{C} Tankstelle", "Tankstelle am {W}"}, words: []string{"Ring", "Bahnhof", "Markt", "Stadtpark"},
		services: []string{"Kraftstoffe", "Shop", "Waschanlage", "Backwaren"}},

	// Tradespeople.
	{de: "Elektriker", en: "Electrician", weight: 45, rel: []string{"Heizungsinstallateur", "Sanitärinstallateur"}, hours: hTrade, names: tradeNames, words: []string{"Elektro", "Elektrotechnik", "Elektroinstallation"},
		services: []string{"Elektroinstallation", "E-Check", "Smart Home", "Photovoltaik", "Wallbox-Installation", "Reparaturen"}},
	{de: "Sanitärinstallateur", en: "Plumber", weight: 35, rel: []string{"Heizungsinstallateur", "Fliesenleger"}, hours: hTrade, names: tradeNames, words: []string{"Sanitär", "Haustechnik", "Installateur"},
		services: []string{"Badsanierung", "Rohrreinigung", "Wasserinstallation", "Notdienst", "Armaturen"}},
	{de: "Heizungsinstallateur", en: "HVAC contractor", weight: 25, rel: []string{"Sanitärinstallateur", "Elektriker"}, hours: hTrade, names: tradeNames, words: []string{"Heizung", "Heizungsbau", "Wärmetechnik"},
		services: []string{"Heizungswartung", "Wärmepumpen", "Gasheizungen", "Solarthermie", "Kundendienst"}},
	{de: "Maler", en: "Painter", weight: 30, rel: []string{"Fliesenleger", "Bauunternehmen"}, hours: hTrade, names: tradeNames, words: []string{"Malerbetrieb", "Maler", "Malerwerkstatt"},
		services: []string{"Innenanstrich", "Fassadengestaltung", "Tapezierarbeiten", "Bodenbeläge", "Wärmedämmung"}},
	{de: "Dachdecker", en: "Roofing contractor", weight: 20, rel: []string{"Bauunternehmen", "Schreinerei"}, hours: hTrade, names: tradeNames, words: []string{"Dachdeckerei", "Bedachungen", "Dachtechnik"},
		services: []string{"Steildach", "Flachdach", "Dachreparatur", "Dachrinnen", "Dachfenster"}},
	{de: "Schreinerei", en: "Carpenter", weight: 20, rel: []string{"Bauunternehmen", "Dachdecker"}, hours: hTrade, names: tradeNames, words: []string{"Schreinerei", "Tischlerei", "Holzwerkstatt"},
		services: []string{"Möbel nach Maß", "Innenausbau", "Fenster und Türen", "Treppenbau", "Reparaturen"}},
	{de: "Fliesenleger", en: "Tile contractor", weight: 12, rel: []string{"Maler", "Sanitärinstallateur"}, hours: hTrade, names: tradeNames, words: []string{"Fliesen", "Fliesenlegermeister", "Fliesenfachbetrieb"},
		services: []string{"Fliesenverlegung", "Badsanierung", "Naturstein", "Abdichtung"}},
	{de: "Schlüsseldienst", en: "Locksmith", weight: 12, rel: []string{"Schlosserei"}, hours: hAllDay, names: []string{"Schlüsseldienst {S}", "Schlüsseldienst {C}", "Sicherheitstechnik {S}"},
		services: []string{"Türöffnung", "Schlosswechsel", "Einbruchschutz", "Schließanlagen"}},
	{de: "Bauunternehmen", en: "Construction company", weight: 18, rel: []string{"Dachdecker", "Maler", "Garten- und Landschaftsbau"}, hours: hTrade, names: []string{"{S} Bau GmbH", "Bauunternehmung {S}", "{S} & {T} Bau", "Hoch- und Tiefbau {S}"},
		services: []string{"Neubau", "Umbau", "Sanierung", "Pflasterarbeiten", "Rohbau"}},
	{de: "Garten- und Landschaftsbau", en: "Landscaper", weight: 15, rel: []string{"Bauunternehmen"}, hours: hTrade, names: []string{"Garten- und Landschaftsbau {S}", "Gartenbau {S}", "{S} Grünpflege"},
		services: []string{"Gartenpflege", "Baumfällung", "Pflasterarbeiten", "Zaunbau", "Rasenanlage"}},
	{de: "Schlosserei", en: "Metal fabricator", weight: 10, rel: []string{"Schlüsseldienst", "Bauunternehmen"}, hours: hTrade, names: tradeNames, words: []string{"Metallbau", "Schlosserei", "Stahlbau"},
		services: []string{"Geländer", "Treppen", "Tore", "Schweißarbeiten", "Balkone"}},

	// Beauty and personal services.
	{de: "Friseursalon", en: "Hair salon", weight: 45, rel: []string{"Barbershop", "Kosmetikstudio"}, hours: hSalon, names: []string{"Friseursalon {W}", "Salon {F}", "Friseur {S}", "{W}", "Hair Design {F}"}, words: salonWords,
		services: []string{"Damenhaarschnitt", "Herrenhaarschnitt", "Coloration", "Strähnen", "Hochsteckfrisuren", "Bartpflege"}},
	{de: "Barbershop", en: "Barber shop", weight: 15, rel: []string{"Friseursalon"}, hours: hSalon, names: []string{"Barbershop {F}", "{C} Barbers", "Barber {F}", "Gentlemen's Cut {C}"},
		services: []string{"Herrenhaarschnitt", "Bartrasur", "Bartpflege", "Konturen"}},
	{de: "Kosmetikstudio", en: "Beauty salon", weight: 18, rel: []string{"Nagelstudio", "Friseursalon"}, hours: hSalon, names: []string{"Kosmetikstudio {W}", "Kosmetik {F}", "{W} Kosmetik"}, words: beautyWords,
		services: []string{"Gesichtsbehandlung", "Maniküre", "Pediküre", "Wimpernverlängerung", "Haarentfernung"}},
	{de: "Nagelstudio", en: "Nail salon", weight: 12, rel: []string{"Kosmetikstudio"}, hours: hSalon, names: []string{"Nagelstudio {F}", "Nails by {F}", "{W} Nails"}, words: beautyWords,
		services: []string{"Gelnägel", "Maniküre", "Nageldesign", "Pediküre"}},

	// Services.
	{de: "Reinigungsdienst", en: "Cleaning service", weight: 25, rel: []string{"Textilreinigung"}, hours: hOffice, names: []string{"Gebäudereinigung {S}", "Reinigungsservice {S}", "{S} Facility Service GmbH"},
		services: []string{"Unterhaltsreinigung", "Fensterreinigung", "Grundreinigung", "Treppenhausreinigung", "Büroreinigung"}},
	{de: "Textilreinigung", en: "Dry cleaner", weight: 8, rel: []string{"Schneiderei"}, hours: hShop, about: aShop, names: []string{"Textilreinigung {S}", "Reinigung am Markt", "Express-Reinigung {C}"},
		services: []string{"Hemdenservice", "Änderungen", "Teppichreinigung", "Lederreinigung"}},
	{de: "Schneiderei", en: "Tailor", weight: 6, rel: []string{"Textilreinigung"}, hours: hShop, about: aShop, names: []string{"Änderungsschneiderei {F}", "Schneiderei {S}", "Maßschneiderei {S}"},
		services: []string{"Änderungen", "Maßanfertigung", "Reparaturen", "Reißverschlussaustausch"}},
	{de: "Fotograf", en: "Photographer", weight: 8, hours: hOffice, names: []string{"Fotostudio {S}", "{F} {S} Fotografie", "Fotografie {C}"},
		services: []string{"Passbilder", "Hochzeitsfotografie", "Bewerbungsfotos", "Familienfotos"}},
	{de: "Bestattungsunternehmen", en: "Funeral home", weight: 6, hours: hOffice, names: []string{"Bestattungen {S}", "Bestattungshaus {S}", "{S} Bestattungen GmbH"},
		services: []string{"Erdbestattung", "Feuerbestattung", "Trauerfeier", "Bestattungsvorsorge"}},
	{de: "Steuerberater", en: "Tax consultant", weight: 25, rel: []string{"Rechtsanwalt"}, hours: hOffice, names: officeNames, words: []string{"Steuerberatung", "Steuerkanzlei", "Steuerbüro"},
		services: []string{"Einkommensteuererklärung", "Lohnbuchhaltung", "Jahresabschluss", "Existenzgründungsberatung"}},
	{de: "Rechtsanwalt", en: "Lawyer", weight: 22, rel: []string{"Steuerberater"}, hours: hOffice, names: officeNames, words: []string{"Rechtsanwaltskanzlei", "Kanzlei", "Rechtsanwälte"},
		services: []string{"Arbeitsrecht", "Familienrecht", "Verkehrsrecht", "Mietrecht", "Erbrecht"}},
	{de: "Versicherungsagentur", en: "Insurance agency", weight: 15, hours: hOffice, names: []string{"Versicherungsbüro {S}", "{F} {S} Versicherungen", "Versicherungsagentur {S}"},
		services: []string{"Kfz-Versicherung", "Hausratversicherung", "Altersvorsorge", "Berufsunfähigkeitsversicherung"}},

	// Technical services.
	{de: "Computerreparatur", en: "Computer repair service", weight: 15, rel: []string{"IT-Dienstleister", "Handyreparatur", "Elektronikreparatur"}, hours: hShop, names: []string{"PC-Service {S}", "{S} IT-Service", "Computer-Doktor {C}", "PC-Hilfe {F} {S}"},
		services: []string{"PC-Reparatur", "Datenrettung", "Virenentfernung", "Netzwerkeinrichtung", "Laptop-Reparatur"}},
	{de: "Handyreparatur", en: "Mobile phone repair shop", weight: 12, rel: []string{"Computerreparatur", "Elektronikreparatur"}, hours: hShop, names: []string{"Handy Klinik {C}", "Smartphone-Reparatur {S}", "Handy-Doktor {C}", "Phone Repair {C}"},
		services: []string{"Displaytausch", "Akkutausch", "Wasserschaden", "Datenübertragung"}},
	{de: "IT-Dienstleister", en: "Computer support and services", weight: 10, rel: []string{"Computerreparatur"}, hours: hOffice, names: []string{"{S} IT-Systemhaus", "IT-Service {S} GmbH", "{S} IT-Solutions"},
		services: []string{"IT-Betreuung", "Netzwerke", "Cloud-Lösungen", "Datensicherung", "IT-Sicherheit"}},
	{de: "Elektronikreparatur", en: "Electronics repair shop", weight: 6, rel: []string{"Haushaltsgerätereparatur", "Computerreparatur"}, hours: hShop, names: []string{"TV-Service {S}", "Elektronik-Reparatur {S}", "Radio {S}"},
		services: []string{"Fernsehreparatur", "HiFi-Reparatur", "Antennenbau", "Satellitenanlagen"}},
	{de: "Haushaltsgerätereparatur", en: "Appliance repair service", weight: 6, rel: []string{"Elektronikreparatur", "Elektriker"}, hours: hOffice, names: []string{"Hausgeräte-Service {S}", "Kundendienst {S}", "Hausgerätetechnik {S}"},
		services: []string{"Waschmaschinenreparatur", "Kühlschrankreparatur", "Geschirrspüler-Service", "Ersatzteile"}},

	// Retail.
	{de: "Supermarkt", en: "Supermarket", weight: 12, rel: []string{"Bäckerei", "Metzgerei"}, hours: hSupermarket, about: aShop, names: []string{"EDEKA {S}", "REWE {S} oHG", "Nah & Gut {S}", "Frischemarkt {S}"},
		services: []string{"Lebensmittel", "Frischetheke", "Backshop", "Getränke"}},
	{de: "Bäckerei", en: "Bakery", weight: 15, rel: []string{"Café"}, hours: hBakery, about: aShop, names: []string{"Bäckerei {S}", "Bäckerei & Konditorei {S}", "Backstube {S}", "Landbäckerei {S}"},
		services: []string{"Brot und Brötchen", "Kuchen und Torten", "Frühstück", "Snacks"}},
	{de: "Metzgerei", en: "Butcher shop", weight: 8, rel: []string{"Imbiss"}, hours: hBakery, about: aShop, names: []string{"Metzgerei {S}", "Fleischerei {S}", "Landmetzgerei {S}"},
		services: []string{"Wurstwaren", "Partyservice", "Mittagstisch", "Grillspezialitäten"}},
	{de: "Blumengeschäft", en: "Florist", weight: 8, hours: hShop, about: aShop, names: shopNames, words: []string{"Blumen", "Blumenhaus", "Floristik"},
		services: []string{"Sträuße", "Hochzeitsfloristik", "Trauerfloristik", "Fleurop"}},
	{de: "Fahrradgeschäft", en: "Bicycle shop", weight: 8, hours: hShop, about: aShop, names: shopNames, words: []string{"Zweirad", "Fahrradhaus", "Radsport"},
		services: []string{"E-Bikes", "Fahrradreparatur", "Leasing", "Zubehör"}},
	{de: "Optiker", en: "Optician", weight: 8, hours: hShop, about: aShop, names: shopNames, words: []string{"Optik", "Augenoptik", "Brillenhaus"},
		services: []string{"Brillen", "Kontaktlinsen", "Sehtest", "Sonnenbrillen"}},
	{de: "Baumarkt", en: "Hardware store", weight: 5, hours: hSupermarket, about: aShop, names: shopNames, words: []string{"Baustoffe", "Eisenwaren", "Werkzeughandel"},
		services: []string{"Werkzeug", "Baustoffe", "Gartenbedarf", "Schlüsseldienst"}},
}
