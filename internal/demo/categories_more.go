package demo

// moreCategories are gastronomy, health, education, property, transport and
// the rest; the table is split only to keep files readable.
var moreCategories = []category{
	// Gastronomy.
	{de: "Restaurant", en: "Restaurant", weight: 14, rel: []string{"Café", "Bar"}, hours: hRestaurant, about: aFood, price: 3, names: []string{"Restaurant {W}", "Gasthaus {S}", "{W}", "Landgasthof {S}"}, words: innWords,
		services: []string{"regionale Küche", "Mittagstisch", "Biergarten", "Feiern und Veranstaltungen"}},
	{de: "Italienisches Restaurant", en: "Italian restaurant", weight: 10, rel: []string{"Pizzeria", "Restaurant"}, hours: hRestaurant, about: aFood, price: 3, names: []string{"Ristorante Da {I}", "Trattoria {W}", "Ristorante {W}", "Osteria {W}"}, words: italianWords,
		services: []string{"Pizza aus dem Steinofen", "hausgemachte Pasta", "italienische Weine", "Antipasti"}},
	{de: "Pizzeria", en: "Pizza restaurant", weight: 8, rel: []string{"Italienisches Restaurant", "Imbiss"}, hours: hRestaurant, about: aFood, price: 2, names: []string{"Pizzeria {W}", "Pizzeria Da {I}", "Pizza Express {C}"}, words: italianWords,
		services: []string{"Pizza", "Lieferservice", "Pasta", "Salate"}},
	{de: "Griechisches Restaurant", en: "Greek restaurant", weight: 5, rel: []string{"Restaurant"}, hours: hRestaurant, about: aFood, price: 2, names: []string{"Restaurant {W}", "Taverna {W}", "Grill {W}"}, words: greekWords,
		services: []string{"Gyros", "Grillspezialitäten", "griechische Vorspeisen", "Ouzo aufs Haus"}},
	{de: "Asiatisches Restaurant", en: "Asian restaurant", weight: 5, rel: []string{"Restaurant", "Imbiss"}, hours: hRestaurant, about: aFood, price: 2, names: []string{"{W}", "Restaurant {W}", "{W} Sushi & Grill"}, words: asianWords,
		services: []string{"Sushi", "Wok-Gerichte", "Mittagsbuffet", "Lieferservice"}},
	{de: "Imbiss", en: "Fast food restaurant", weight: 8, rel: []string{"Pizzeria", "Restaurant"}, hours: hFastFood, about: aFood, price: 1, names: []string{"{W}", "{W} {C}", "Imbiss bei {F}"}, words: fastFoodWords,
		services: []string{"Döner", "Currywurst", "Pommes", "Burger"}},
	{de: "Café", en: "Cafe", weight: 7, rel: []string{"Bäckerei", "Eiscafé"}, hours: hCafe, about: aFood, price: 2, names: []string{"Café {W}", "Café {F}", "Konditorei-Café {S}"}, words: cafeWords,
		services: []string{"Frühstück", "hausgemachte Kuchen", "Kaffeespezialitäten", "Brunch"}},
	{de: "Eiscafé", en: "Ice cream shop", weight: 3, rel: []string{"Café"}, hours: hCafe, about: aFood, price: 1, names: []string{"Eiscafé {W}", "Eiscafé {I}"}, words: iceWords,
		services: []string{"hausgemachtes Eis", "Eisbecher", "Kaffee", "Waffeln"}},
	{de: "Bar", en: "Bar", weight: 4, rel: []string{"Kneipe", "Restaurant"}, hours: hBar, about: aFood, price: 3, names: []string{"{W}", "{W} Bar", "Cocktailbar {W}"}, words: barWords,
		services: []string{"Cocktails", "Longdrinks", "Live-Musik", "Happy Hour"}},
	{de: "Kneipe", en: "Pub", weight: 4, rel: []string{"Bar", "Restaurant"}, hours: hBar, about: aFood, price: 2, names: []string{"{W}", "Kneipe {W}", "{F}s Kneipe"}, words: pubWords,
		services: []string{"frisch gezapftes Bier", "Fußball live", "Darts", "Stammtisch"}},

	// Health.
	{de: "Zahnarzt", en: "Dentist", weight: 18, hours: hPractice, about: aHealth, names: []string{"Zahnarztpraxis Dr. {F} {S}", "Dr. med. dent. {F} {S}", "Zahnärzte am {W}", "Zahnarztpraxis {S} & {T}"}, words: []string{"Markt", "Rathaus", "Bahnhof", "Park"},
		services: []string{"Prophylaxe", "Implantate", "Zahnersatz", "Bleaching", "Angstpatienten"}},
	{de: "Allgemeinmediziner", en: "General practitioner", weight: 15, hours: hPractice, about: aHealth, names: doctorNames, words: []string{"Hausarztpraxis"},
		services: []string{"Vorsorgeuntersuchungen", "Impfungen", "Hausbesuche", "Check-up", "Reisemedizin"}},
	{de: "Apotheke", en: "Pharmacy", weight: 10, hours: hShop, about: aHealth, names: []string{"{W}-Apotheke", "{W}-Apotheke {C}", "Apotheke am Markt"}, words: pharmacyWords,
		services: []string{"Arzneimittel", "Beratung", "Botendienst", "Blutdruckmessung"}},
	{de: "Physiotherapeut", en: "Physical therapist", weight: 12, rel: []string{"Heilpraktiker"}, hours: hPractice, about: aHealth, names: []string{"Physiotherapie {S}", "Praxis für Physiotherapie {F} {S}", "Physio {C}"},
		services: []string{"Krankengymnastik", "Manuelle Therapie", "Lymphdrainage", "Massage"}},
	{de: "Tierarzt", en: "Veterinarian", weight: 7, hours: hPractice, about: aHealth, names: []string{"Tierarztpraxis Dr. {S}", "Tierklinik {C}", "Kleintierpraxis {F} {S}"},
		services: []string{"Impfungen", "Kastration", "Zahnbehandlung", "Notdienst"}},
	{de: "Heilpraktiker", en: "Naturopathic practitioner", weight: 4, rel: []string{"Physiotherapeut"}, hours: hPractice, about: aHealth, names: []string{"Naturheilpraxis {S}", "Heilpraktikerin {F} {S}"},
		services: []string{"Akupunktur", "Homöopathie", "Osteopathie", "Ernährungsberatung"}},

	// Education.
	{de: "Fahrschule", en: "Driving school", weight: 12, hours: hSchool, names: []string{"Fahrschule {S}", "Fahrschule {F} {S}", "Fahrschule {C}"},
		services: []string{"Führerschein Klasse B", "Motorradführerschein", "Intensivkurse", "Auffrischungsstunden"}},
	{de: "Nachhilfe", en: "Tutoring service", weight: 6, rel: []string{"Sprachschule"}, hours: hSchool, names: []string{"{W} {C}", "Nachhilfe {S}"}, words: tutorWords,
		services: []string{"Mathematik", "Deutsch", "Englisch", "Abiturvorbereitung"}},
	{de: "Musikschule", en: "Music school", weight: 4, hours: hSchool, names: []string{"Musikschule {C}", "Musikschule {S}", "Klavierschule {F} {S}"},
		services: []string{"Klavierunterricht", "Gitarrenunterricht", "Gesang", "musikalische Früherziehung"}},
	{de: "Sprachschule", en: "Language school", weight: 3, rel: []string{"Nachhilfe"}, hours: hSchool, names: []string{"Sprachschule {C}", "Sprachinstitut {S}"},
		services: []string{"Deutschkurse", "Englischkurse", "Integrationskurse", "Firmenkurse"}},

	// Property.
	{de: "Immobilienmakler", en: "Real estate agency", weight: 14, rel: []string{"Hausverwaltung"}, hours: hOffice, names: []string{"{S} Immobilien", "Immobilien {S} GmbH", "{S} Immobilien {C}", "{F} {S} Immobilien"},
		services: []string{"Immobilienbewertung", "Verkauf", "Vermietung", "Finanzierungsvermittlung"}},
	{de: "Hausverwaltung", en: "Property management company", weight: 8, rel: []string{"Immobilienmakler"}, hours: hOffice, names: []string{"Hausverwaltung {S}", "{S} Hausverwaltung GmbH", "Immobilienverwaltung {C}"},
		services: []string{"WEG-Verwaltung", "Mietverwaltung", "Nebenkostenabrechnung", "Objektbetreuung"}},
	{de: "Architekt", en: "Architect", weight: 5, hours: hOffice, names: []string{"Architekturbüro {S}", "{S} + {T} Architekten", "Architekt {F} {S}"},
		services: []string{"Neubauplanung", "Umbau", "Energieberatung", "Bauleitung"}},

	// Transport.
	{de: "Umzugsunternehmen", en: "Moving company", weight: 12, rel: []string{"Spedition"}, hours: hOffice, names: []string{"Umzüge {S}", "{S} Umzugsservice", "Umzugsunternehmen {C}"},
		services: []string{"Privatumzüge", "Firmenumzüge", "Möbelmontage", "Haushaltsauflösung"}},
	{de: "Abschleppdienst", en: "Towing service", weight: 8, rel: []string{"Autowerkstatt"}, hours: hAllDay, names: []string{"Abschleppdienst {S}", "Pannenhilfe {C}", "Abschleppdienst {S} GmbH"},
		services: []string{"Pannenhilfe", "Abschleppen", "Fahrzeugüberführung", "Unfallbergung"}},
	{de: "Taxiunternehmen", en: "Taxi service", weight: 8, rel: []string{"Kurierdienst"}, hours: hAllDay, names: []string{"Taxi {S}", "Taxi-Zentrale {C}", "{C} Taxi"},
		services: []string{"Flughafentransfer", "Krankenfahrten", "Kurierfahrten", "Großraumtaxi"}},
	{de: "Kurierdienst", en: "Courier service", weight: 5, rel: []string{"Spedition"}, hours: hOffice, names: []string{"Kurierdienst {S}", "{C} Kurier", "Express-Kurier {S}"},
		services: []string{"Expresslieferungen", "Direktfahrten", "Dokumentenversand"}},
	{de: "Spedition", en: "Trucking company", weight: 5, rel: []string{"Umzugsunternehmen", "Kurierdienst"}, hours: hOffice, names: []string{"Spedition {S}", "{S} Logistik GmbH", "Transporte {S}"},
		services: []string{"Stückgut", "Lagerlogistik", "Komplettladungen", "Containertransporte"}},

	// Other.
	{de: "Fitnessstudio", en: "Gym", weight: 6, rel: []string{"Physiotherapeut"}, hours: hGym, names: []string{"Fitnessstudio {C}", "{S}s Fitness", "Fitness-Center {C}"},
		services: []string{"Gerätetraining", "Kurse", "Sauna", "Personal Training"}},
	{de: "Hotel", en: "Hotel", weight: 4, rel: []string{"Restaurant"}, hours: hAllDay, names: []string{"{W}", "{W} {C}"}, words: hotelWords,
		services: []string{"Übernachtung mit Frühstück", "Tagungsräume", "Parkplätze", "Restaurant"}},
	{de: "Hundesalon", en: "Pet groomer", weight: 3, hours: hSalon, names: []string{"Hundesalon {F}", "Hundesalon {W}"}, words: []string{"Wuschel", "Pfötchen", "Fellnase"},
		services: []string{"Scheren", "Trimmen", "Baden", "Krallenpflege"}},
	{de: "Sportverein", en: "Sports club", weight: 4, rel: []string{"Fitnessstudio"}, hours: hSchool, names: []string{"TSV {C} e.V.", "SV Blau-Weiß {C}", "Turnverein {C} 1898 e.V."},
		services: []string{"Fußball", "Turnen", "Kinderturnen", "Rehasport"}},
	{de: "Kirche", en: "Church", weight: 2, hours: hOffice, names: []string{"Ev. Kirchengemeinde {C}", "Kath. Pfarrei St. {W}"}, words: []string{"Marien", "Josef", "Michael", "Martin", "Johannes"},
		services: []string{"Gottesdienste", "Taufen", "Trauungen", "Seniorenkreis"}},
	{de: "Museum", en: "Museum", weight: 2, hours: hCafe, names: []string{"Heimatmuseum {C}", "Stadtmuseum {C}", "Museum {W}"}, words: []string{"im Schloss", "am Dom", "für Kunst und Geschichte"},
		services: []string{"Ausstellungen", "Führungen", "Museumspädagogik", "Veranstaltungen"}},
}
