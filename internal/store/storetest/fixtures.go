// Package storetest is the conformance suite of directory.Store: every engine
// runs it (see the engines' _test.go files), so that SQLite and PostgreSQL
// are proven to behave the same.
package storetest

import (
	"context"
	"testing"

	"branchenbuch/internal/directory"
)

// Opener returns a fresh, empty, migrated store for one test.
type Opener func(t *testing.T) directory.Store

func ptr[T any](v T) *T { return &v }

// Fixture is a small directory with the cases search and lists must handle:
// umlaut spellings, compound words, typos, cities that share a first word,
// and businesses that must never be listed.
func Fixture() []directory.Business {
	return []directory.Business{
		{Name: "Autowerkstatt Müller", Category: "Autowerkstatt", City: "München", PostalCode: "80331",
			Address: "Sendlinger Str. 1, 80331 München", PlaceID: "p-mueller", Rating: 4.8, ReviewCount: 120,
			Description: "Reparatur und Inspektion aller Marken.", Latitude: ptr(48.1351), Longitude: ptr(11.5820)},
		{Name: "Kfz-Service Mueller", Category: "Auto repair shop", City: "München", PostalCode: "80469",
			Address: "Fraunhoferstraße 5, 80469 München", PlaceID: "p-kfz", Rating: 4.2, ReviewCount: 50,
			Latitude: ptr(48.1300), Longitude: ptr(11.5750)},
		{Name: "Muller Elektrotechnik", Category: "Elektriker", Subtypes: "Elektriker, Elektroinstallation",
			City: "Berlin", PostalCode: "10115", Address: "Invalidenstraße 3, 10115 Berlin", PlaceID: "p-elektro",
			Rating: 4.9, ReviewCount: 10, Latitude: ptr(52.5300), Longitude: ptr(13.3850)},
		{Name: "Friseursalon Haarmonie", Category: "Friseursalon", City: "Hamburg", PostalCode: "20095",
			Address: "Mönckebergstraße 7, 20095 Hamburg", PlaceID: "p-friseur", Rating: 4.5, ReviewCount: 300,
			Latitude: ptr(53.5511), Longitude: ptr(9.9937)},
		{Name: "Ristorante Da Marco", Category: "Italienisches Restaurant", City: "Frankfurt am Main",
			PostalCode: "60311", Address: "Berliner Straße 9, 60311 Frankfurt am Main", PlaceID: "p-marco",
			Rating: 4.6, ReviewCount: 80, Description: "Pizza und Pasta in der Straße der Feinschmecker.",
			Latitude: ptr(50.1109), Longitude: ptr(8.6821)},
		{Name: "Werkstatt am Main", Category: "Autowerkstatt", City: "Frankfurt (Oder)", PostalCode: "15230",
			Address: "Karl-Marx-Straße 2, 15230 Frankfurt (Oder)", PlaceID: "p-oder", Rating: 3.9, ReviewCount: 5,
			Latitude: ptr(52.3471), Longitude: ptr(14.5506)},
		{Name: "Elektro Weber", Category: "Electrician", City: "München", PostalCode: "80333",
			Address: "Brienner Strasse 10, 80333 München", PlaceID: "p-weber", Rating: 4.0, ReviewCount: 30,
			Description: "Ihr Elektriker in der Brienner Strasse.", Latitude: ptr(48.1450), Longitude: ptr(11.5700)},
		{Name: "Bäckerei Schulze", Category: "Bäckerei", City: "Offenbach am Main", PostalCode: "63065",
			Address: "Frankfurter Straße 4, 63065 Offenbach am Main", Rating: 4.4, ReviewCount: 40},
		{Name: directory.UnavailableName, Category: "Autowerkstatt", City: "München", PostalCode: "80331",
			PlaceID: "p-unavailable", Rating: 5, ReviewCount: 999, Latitude: ptr(48.1351), Longitude: ptr(11.5820)},
		{Name: "Alte Werkstatt Schmidt", Category: "Autowerkstatt", City: "München", PostalCode: "80331",
			PlaceID: "p-closed", Rating: 5, ReviewCount: 999, BusinessStatus: directory.StatusClosedPermanently,
			Latitude: ptr(48.1351), Longitude: ptr(11.5820)},
		{Name: "Steuerberatung Groß", Category: "Steuerberater", City: "Unknown", PlaceID: "p-unknown",
			Rating: 4.1, ReviewCount: 12},
		{Name: "Dachdecker Jäger", Category: "Dachdecker", City: "Köln", PostalCode: "50667",
			Address: "Hohe Straße 8, 50667 Köln", PlaceID: "p-dach", Rating: 4.3, ReviewCount: 25,
			Description: "Eigene Werkstatt für Dachfenster.", Latitude: ptr(50.9375), Longitude: ptr(6.9603)},
		{Name: "Versteckte Werkstatt", Category: "Autowerkstatt", City: "München", PostalCode: "80331",
			PlaceID: "p-hidden", Rating: 5, ReviewCount: 999, Hidden: true,
			Latitude: ptr(48.1351), Longitude: ptr(11.5820)},
	}
}

// load writes the fixture and returns the stored businesses by name.
func load(t *testing.T, st directory.Store) map[string]directory.Business {
	t.Helper()
	bs := Fixture()
	if _, err := st.UpsertBusinesses(context.Background(), bs); err != nil {
		t.Fatalf("load fixture: %v", err)
	}
	byName := map[string]directory.Business{}
	for _, b := range bs {
		byName[b.Name] = b
	}
	return byName
}

// Names are the businesses' names, in order: what a search's hits are
// compared by.
func Names(bs []directory.Business) []string {
	out := make([]string, len(bs))
	for i, b := range bs {
		out[i] = b.Name
	}
	return out
}
