package demo

// Name pools. Umlauts, ß and a Turkish dotless ı are deliberate: demo data
// must exercise folding in search, slugs and website names.

var surnames = []string{
	"Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker",
	"Schulz", "Hoffmann", "Schäfer", "Koch", "Bauer", "Richter", "Klein", "Wolf",
	"Schröder", "Neumann", "Schwarz", "Zimmermann", "Braun", "Krüger", "Hofmann", "Hartmann",
	"Lange", "Schmitt", "Werner", "Schmitz", "Krause", "Meier", "Lehmann", "Schmid",
	"Schulze", "Maier", "Köhler", "Herrmann", "König", "Walter", "Mayer", "Huber",
	"Kaiser", "Fuchs", "Peters", "Lang", "Scholz", "Möller", "Weiß", "Jung",
	"Hahn", "Schubert", "Vogel", "Friedrich", "Keller", "Günther", "Frank", "Berger",
	"Winkler", "Roth", "Beck", "Lorenz", "Baumann", "Franke", "Albrecht", "Schuster",
	"Simon", "Ludwig", "Böhm", "Winter", "Kraus", "Schumacher", "Krämer", "Vogt",
	"Stein", "Jäger", "Otto", "Sommer", "Groß", "Seidel", "Heinrich", "Brandt",
	"Haas", "Graf", "Dietrich", "Ziegler", "Kühn", "Pohl", "Engel", "Horn",
	"Yılmaz", "Kaya", "Demir", "Öztürk", "Nowak", "Kowalski", "Petrović", "Rossi",
}

var firstNames = []string{
	"Anna", "Maria", "Julia", "Laura", "Sarah", "Lisa", "Katharina", "Sabine",
	"Petra", "Claudia", "Andrea", "Stefanie", "Nicole", "Sandra", "Christina", "Monika",
	"Susanne", "Birgit", "Jana", "Lena", "Sophie", "Hannah", "Elif", "Ayşe",
	"Thomas", "Michael", "Andreas", "Stefan", "Christian", "Markus", "Alexander", "Daniel",
	"Jan", "Tobias", "Florian", "Sebastian", "Peter", "Klaus", "Jürgen", "Uwe",
	"Frank", "Matthias", "Jörg", "Dirk", "Lukas", "Jonas", "Mehmet", "Murat",
}

var italianFirstNames = []string{
	"Marco", "Luigi", "Giovanni", "Antonio", "Salvatore", "Giuseppe",
	"Enzo", "Mario", "Franco", "Roberto", "Paolo", "Angelo",
}

// Category-specific words for the {W} slot of a name pattern.
var (
	salonWords = []string{
		"Haarmonie", "Haarscharf", "Schnittpunkt", "Haarwerk", "Kopfsache", "Haargenau",
		"Scherenschnitt", "Hairlich", "Glanzstück", "Lockenpracht", "Schnittstelle", "Haarmoni",
	}
	beautyWords = []string{
		"Schönheitsoase", "Wohlfühlzeit", "Hautnah", "Pure Beauty", "Glanzpunkt", "Augenblick",
	}
	italianWords = []string{
		"Bella Napoli", "La Piazza", "Roma", "Venezia", "Toscana", "Sole Mio",
		"Da Vinci", "La Dolce Vita", "Il Gabbiano", "Milano", "Capri", "Portofino",
	}
	greekWords = []string{
		"Akropolis", "Olympia", "Mykonos", "Santorini", "Delphi", "Athen",
		"Kreta", "Rhodos", "Poseidon", "Zorbas", "Korfu", "Hellas",
	}
	asianWords = []string{
		"Saigon", "Lotus", "Bambus", "Mekong", "Golden Dragon", "Sakura",
		"Thai Orchidee", "Asia Wok", "Hanoi", "Jasmin", "Fuji", "Bangkok",
	}
	innWords = []string{
		"Zum Goldenen Hirsch", "Zur Linde", "Zum Schwanen", "Zur alten Post", "Zum Adler",
		"Zum Ochsen", "Zur Krone", "Zum Löwen", "Zum Anker", "Zur Sonne", "Ratskeller",
	}
	barWords = []string{
		"Blue Moon", "Nachtschicht", "Feierabend", "Kiezkind", "Zapfhahn", "Schampus",
		"Nachteule", "Havanna", "Barfly", "Tresen", "Eckstein", "Rosi's",
	}
	pubWords = []string{
		"Zum Durstigen Ochsen", "Zur Quelle", "Stammtisch", "Bierstübchen", "Eckkneipe",
		"Pinte", "Zum Fass", "Altstadtkneipe",
	}
	cafeWords = []string{
		"Kaffeeklatsch", "Zuckerstück", "Milchschaum", "Sahnehäubchen", "Bohne",
		"Lieblingsplatz", "Herzstück", "Törtchen", "am Markt", "Extrablatt",
	}
	iceWords = []string{
		"Venezia", "Dolomiti", "Cortina", "Rialto", "San Marco", "Firenze", "Gelato Mio",
	}
	fastFoodWords = []string{
		"Döner Palast", "Kebab Haus", "Grillstube", "Burger Corner", "Imbiss Ecke",
		"Falafel Haus", "Currywurst-Bude", "Pommesbude", "Snack Point",
	}
	pharmacyWords = []string{
		"Löwen", "Stadt", "Rats", "Markt", "Sonnen", "Adler", "Einhorn", "Hirsch",
		"Bahnhof", "Rosen", "Linden", "Park", "Stern", "Schloss",
	}
	hotelWords = []string{
		"Hotel Krone", "Hotel zur Post", "Parkhotel", "Hotel am Markt", "Landhotel Linde",
		"Hotel Garni Sonnenhof", "Stadthotel",
	}
	tutorWords = []string{"Lernstudio", "Lernwerk", "Schülerhilfe-Team", "Lernpunkt", "Nachhilfe-Institut"}
)

// legalSuffixes are left out of website domains, as real businesses do.
var legalSuffixes = []string{" GmbH & Co. KG", " GmbH", " e.K.", " UG", " OHG", " KG", " GbR", " & Partner"}
