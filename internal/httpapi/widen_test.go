package httpapi_test

import (
	"encoding/json"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/geo"
	"branchenbuch/internal/httpapi"
)

func TestSearchWidensAroundThePlace(t *testing.T) {
	mitte := directory.Point{Lat: 52.5320, Lng: 13.3880} // 10115 Berlin
	north := func(km float64) (*float64, *float64) {
		lat, lng := mitte.Lat+km/111.195, mitte.Lng
		return &lat, &lng
	}
	lat1, lng1 := north(10.75)
	lat2, lng2 := north(30)
	lat3, lng3 := north(0.4)
	bs := []directory.Business{
		{Name: "Zahnarztpraxis Dr. Weiß", Category: "Zahnarzt", City: "Berlin", PostalCode: "13156", Latitude: lat1, Longitude: lng1},
		{Name: "Zahnarzt am See", Category: "Zahnarzt", City: "Oranienburg", PostalCode: "16515", Latitude: lat2, Longitude: lng2},
		{Name: "Bäckerei Mitte", Category: "Bäckerei", City: "Berlin", PostalCode: "10115", Latitude: lat3, Longitude: lng3},
	}
	geocode := func(q string) (directory.Point, bool) { return mitte, q == "10115" }
	srv := startServer(t, withBusinesses(bs...), withConfig(httpapi.Config{Geocode: geocode}))
	search := func(query string) (res directory.SearchResult) {
		t.Helper()
		r, body := get(t, srv.URL+"/api/businesses/search?"+query)
		if r.StatusCode != 200 || json.Unmarshal([]byte(body), &res) != nil {
			t.Fatalf("%s: %d %s", query, r.StatusCode, body)
		}
		return res
	}
	res := search("query=Zahnarzt&location=10115&limit=2")
	if res.Total != 2 || res.WidenedKm != 50 || res.PlaceTotal == nil || *res.PlaceTotal != 0 ||
		res.Businesses[0].Name != "Zahnarztpraxis Dr. Weiß" || *res.Businesses[0].DistanceKm != 10.75 {
		t.Errorf("Zahnarzt in 10115: %+v; want both dentists within 50 km, nearest (10.75 km) first, none in 10115 itself", res)
	}
	res = search("query=Zahnarzt&location=10115&limit=1")
	if res.Total != 1 || res.WidenedKm != 25 {
		t.Errorf("one page of one: %+v; want the 25 km circle, which holds a page", res)
	}
	res = search("query=Bäckerei&location=10115&limit=1")
	if res.WidenedKm != 0 || res.PlaceTotal != nil || res.Total != 1 {
		t.Errorf("a full first page is not widened: %+v", res)
	}
	res = search("query=Zahnarzt&location=Atlantis")
	if res.WidenedKm != 0 || res.Total != 0 {
		t.Errorf("an unknown place is not widened: %+v", res)
	}
	res = search("query=Zahnarzt&location=10115&offset=1")
	if res.WidenedKm != 0 {
		t.Errorf("a later page is not widened (it asks with the radius): %+v", res)
	}
	res = search("query=Zahnarzt&location=10115&minRating=3")
	if res.WidenedKm != 0 || res.Total != 0 {
		t.Errorf("a filtered search is not widened (the visitor narrowed it): %+v", res)
	}
}

func TestSearchNamesTheCitiesOfAnAmbiguousPlace(t *testing.T) {
	srv := startServer(t, withBusinesses(directory.Business{Name: "Main-Bäckerei", City: "Frankfurt am Main"},
		directory.Business{Name: "Oder-Bäckerei", City: "Frankfurt (Oder)"}), withConfig(httpapi.Config{Alternatives: geo.Alternatives}))
	for q, want := range map[string]string{
		"query=B%C3%A4ckerei&location=Frankfurt":         `"total":2,"places":["Frankfurt am Main","Frankfurt (Oder)"]`,
		"query=B%C3%A4ckerei&location=Frankfurt+am+Main": `"total":1}`,
	} {
		if _, body := get(t, srv.URL+"/api/businesses/search?"+q); !strings.Contains(body, want) {
			t.Errorf("%s: %s; want %s", q, body, want)
		}
	}
}
