package directory

import (
	"slices"
	"strings"
	"testing"
)

// synonymPairs are what German speakers type and what they mean, reviewed
// by hand: each line "typed = also finds". The table is checked against
// synonyms.txt both ways.
const synonymPairs = `
Frisör = Friseur
Frisoer = Friseur
Coiffeur = Friseur
Coiffeuse = Frisör
Haarstudio = Friseur
Haarsalon = Coiffeur
Friseursalon = Friseur
Barbier = Friseur
Barber = Barbershop
Hairdresser = Friseur
Kosmetikstudio = Kosmetik
Beautysalon = Kosmetik
Schönheitssalon = Kosmetikstudio
Nails = Nagelstudio
Nageldesign = Nagelstudio
Maniküre = Nagelstudio
Massagepraxis = Massage
Tätowierer = Tattoo
Tattoostudio = Tattoo
Kfz = Auto
Auto = PKW
PKW = Kfz
Autowerkstatt = Kfz
Kfz-Werkstatt = Autowerkstatt
Werkstatt = Reparatur
Garage = Werkstatt
Reifen = Reifendienst
Pneu = Reifen
Pneuhaus = Reifenservice
Autoglas = Windschutzscheibe
Abschleppdienst = Pannendienst
Abschleppen = Abschleppdienst
Autohaus = Autohändler
Gebrauchtwagen = Autohaus
Fahrschule = Fahrlehrer
Arzt = Praxis
Ärztin = Arzt
Mediziner = Arzt
Doktor = Arzt
Hausarzt = Allgemeinmediziner
Doctor = Arzt
Zahnarzt = Zahnmedizin
Zahnärztin = Zahnarzt
Zahnarztpraxis = Zahnarzt
Zahnklinik = Zahnarzt
Dentist = Zahnarzt
Kieferorthopäde = Zahnarzt
Tierarzt = Tierklinik
Tierärztin = Tierarzt
Veterinär = Tierarzt
Vet = Tierarzt
Apotheke = Pharmacy
Pharmacie = Apotheke
Farmacia = Apotheke
Physiotherapie = Krankengymnastik
Physiotherapeut = Physiotherapie
Physio = Physiotherapie
Optiker = Brillen
Augenoptik = Optiker
Optician = Optiker
Hörgeräte = Hörakustik
Hörakustiker = Hörgeräte
Psychotherapeut = Psychotherapie
Psychologe = Psychotherapie
Heilpraktiker = Naturheilkunde
Pflegedienst = Pflege
Altenpflege = Pflegedienst
Krankenpflege = Pflegedienst
Krankenhaus = Klinik
Spital = Krankenhaus
Hospital = Krankenhaus
Anwalt = Rechtsanwalt
Rechtsanwalt = Kanzlei
Rechtsanwältin = Anwalt
Anwaltskanzlei = Anwalt
Jurist = Anwalt
Lawyer = Anwalt
Advokat = Rechtsanwalt
Notar = Notariat
Steuerberater = Steuerberatung
Steuerkanzlei = Steuerberater
Treuhand = Steuerberater
Versicherung = Versicherungsmakler
Versicherungsagentur = Versicherung
Insurance = Versicherung
Immobilienmakler = Immobilien
Makler = Immobilien
Schlüsseldienst = Aufsperrdienst
Aufsperrdienst = Schlüsseldienst
Schlosser = Schlüsseldienst
Schlüsselnotdienst = Schlüsseldienst
Locksmith = Schlüsseldienst
Sanitär = Installateur
Installateur = Klempner
Klempner = Sanitär
Spengler = Klempner
Flaschner = Klempner
Heizungsbauer = Sanitär
Plumber = Klempner
Elektriker = Elektroinstallateur
Elektro = Elektriker
Elektrotechnik = Elektriker
Electrician = Elektriker
Maler = Malerbetrieb
Anstreicher = Maler
Tapezierer = Maler
Painter = Maler
Dachdecker = Bedachung
Dachdeckerei = Dachdecker
Tischler = Schreiner
Schreinerei = Tischlerei
Zimmerei = Tischler
Fliesenleger = Plattenleger
Fliesen = Fliesenleger
Gärtner = Gartenbau
Landschaftsbau = Gartenbau
Gartenpflege = Gärtner
Gebäudereinigung = Reinigung
Putzfirma = Reinigungsfirma
Cleaning = Reinigung
Umzug = Umzugsunternehmen
Umzugsfirma = Umzug
Spedition = Umzug
Movers = Umzug
Änderungsschneiderei = Schneider
Schneiderei = Schneider
Schuster = Schuhmacher
Schuhreparatur = Schuster
Glaserei = Glaser
Baufirma = Bauunternehmen
Bauunternehmer = Baufirma
Bäcker = Bäckerei
Bäckerei = Backstube
Backwaren = Bäcker
Bakery = Bäckerei
Boulangerie = Bäckerei
Konditor = Konditorei
Patisserie = Konditorei
Metzger = Metzgerei
Fleischer = Metzger
Fleischerei = Metzgerei
Schlachter = Fleischer
Butcher = Metzger
Restaurant = Gaststätte
Gasthaus = Restaurant
Gasthof = Gasthaus
Wirtshaus = Gasthaus
Beisl = Restaurant
Beiz = Wirtshaus
Ristorante = Restaurant
Trattoria = Restaurant
Café = Kaffee
Kaffee = Coffee
Kaffeehaus = Café
Coffee = Café
Pizza = Pizzeria
Pizzeria = Pizza
Imbiss = Imbissbude
Schnellimbiss = Imbiss
Snackbar = Imbiss
Döner = Kebab
Kebap = Döner
Kneipe = Bar
Pub = Kneipe
Eisdiele = Eiscafe
Gelateria = Eisdiele
Supermarkt = Lebensmittel
Grocery = Supermarkt
Blumenladen = Blumen
Florist = Blumenladen
Floristik = Florist
Buchhandlung = Buchladen
Bookstore = Buchhandlung
Späti = Kiosk
Spätkauf = Späti
Trafik = Kiosk
Drugstore = Drogerie
Baumarkt = Heimwerker
Möbelhaus = Möbel
Furniture = Möbel
Juwelier = Schmuck
Goldschmied = Juwelier
Pension = Hotel
Gästehaus = Pension
Unterkunft = Hotel
Taxiunternehmen = Taxi
Kita = Kindergarten
Kinderkrippe = Kita
Kindertagesstätte = Kita
Nachhilfelehrer = Nachhilfe
Hundefriseur = Hundesalon
Fitnessstudio = Fitness
Gym = Fitnessstudio
EDV = Computer
Handyreparatur = Handy
Fotostudio = Fotograf
Photographer = Fotograf
`

func TestSynonymPairs(t *testing.T) {
	n := 0
	for _, line := range strings.Split(strings.TrimSpace(synonymPairs), "\n") {
		typed, also, ok := strings.Cut(line, " = ")
		if !ok {
			t.Fatalf("bad line %q", line)
		}
		a, b := Fold(typed), Fold(also)
		// A compound spelling folds into several words; the table holds it joined.
		a, b = strings.ReplaceAll(a, " ", ""), strings.ReplaceAll(b, " ", "")
		if !slices.Contains(Synonyms(a), b) {
			t.Errorf("%s does not find %s (synonyms of %q: %v)", typed, also, a, Synonyms(a))
		}
		if !slices.Contains(Synonyms(b), a) {
			t.Errorf("%s does not find %s back", also, typed)
		}
		n++
	}
	if n < 150 {
		t.Errorf("%d pairs, want at least 150", n)
	}
}

// TestSynonymsStaySeparate: words that only look alike are not synonyms.
func TestSynonymsStaySeparate(t *testing.T) {
	for _, c := range [][2]string{{"friseur", "kosmetik"}, {"arzt", "zahnarzt"}, {"arzt", "tierarzt"}, {"bar", "restaurant"},
		{"maler", "dachdecker"}, {"notar", "anwalt"}, {"cafe", "restaurant"}, {"pizza", "sushi"}} {
		if slices.Contains(Synonyms(c[0]), c[1]) {
			t.Errorf("%s finds %s", c[0], c[1])
		}
	}
	if Synonyms("werkstattxyz") != nil {
		t.Error("an unknown word has synonyms")
	}
}
