package demo

// streets are among the most common German street names.
var streets = []string{
	"Hauptstraße", "Schulstraße", "Gartenstraße", "Bahnhofstraße", "Dorfstraße", "Bergstraße",
	"Birkenweg", "Lindenstraße", "Kirchstraße", "Waldstraße", "Ringstraße", "Schillerstraße",
	"Goethestraße", "Wiesenweg", "Feldstraße", "Mühlenweg", "Am Sportplatz", "Friedhofstraße",
	"Rosenstraße", "Lessingstraße", "Blumenstraße", "Industriestraße", "Talstraße", "Buchenweg",
	"Mozartstraße", "Eichenweg", "Wiesenstraße", "Tulpenweg", "Poststraße", "Am Bahnhof",
	"Kirchweg", "Jahnstraße", "Beethovenstraße", "Uhlandstraße", "Parkstraße", "Friedrichstraße",
	"Mittelstraße", "Kastanienallee", "Ahornweg", "Marktplatz", "Neue Straße", "Sonnenstraße",
	"Mühlenstraße", "Lerchenweg", "Amselweg", "Brunnenstraße", "Kiefernweg", "Bismarckstraße",
	"Kantstraße", "Wilhelmstraße", "Heinestraße", "Raiffeisenstraße", "Rathausstraße", "Am Markt",
	"Fliederweg", "Steinstraße", "Grüner Weg", "Gewerbestraße", "Breite Straße", "Kurze Straße",
	"Königstraße", "Am Anger", "Ulmenweg", "Kaiserstraße", "Lange Straße", "Weststraße",
}

// areaCodes are the dialling codes of the biggest cities, without the 0.
// Other places get a plausible code derived from their postal code.
var areaCodes = map[string]string{
	"Berlin": "30", "Hamburg": "40", "München": "89", "Köln": "221",
	"Frankfurt am Main": "69", "Düsseldorf": "211", "Stuttgart": "711", "Bremen": "421",
	"Essen": "201", "Leipzig": "341", "Dresden": "351", "Hannover": "511",
	"Nürnberg": "911", "Dortmund": "231", "Duisburg": "203", "Wuppertal": "202",
	"Bielefeld": "521", "Bochum": "234", "Bonn": "228", "Kiel": "431",
	"Halle": "345", "Münster": "251", "Saarbrücken": "681", "Braunschweig": "531",
	"Chemnitz": "371", "Magdeburg": "391", "Augsburg": "821", "Karlsruhe": "721",
	"Mannheim": "621", "Gelsenkirchen": "209", "Mönchengladbach": "2161", "Oberhausen": "208",
	"Wiesbaden": "611", "Erfurt": "361", "Freiburg im Breisgau": "761", "Lübeck": "451",
	"Hamm": "2381", "Kassel": "561", "Krefeld": "2151", "Mainz": "6131",
	"Aachen": "241", "Rostock": "381", "Potsdam": "331", "Regensburg": "941",
	"Würzburg": "931", "Ulm": "731", "Heidelberg": "6221", "Darmstadt": "6151",
	"Osnabrück": "541", "Oldenburg": "441", "Göttingen": "551", "Jena": "3641",
	"Trier": "651", "Koblenz": "261", "Ingolstadt": "841", "Wolfsburg": "5361",
	"Paderborn": "5251", "Bamberg": "951", "Leverkusen": "214", "Solingen": "212",
}

// regionDigit maps a postal code's first digit to the first digit of the
// dialling codes of that region (0x Saxony → 03…, 8x Bavaria → 08…).
var regionDigit = [10]byte{'3', '3', '4', '5', '2', '2', '6', '7', '8', '9'}
