package httpapi_test

import (
	"encoding/json"
	"reflect"
	"testing"
)

// normalize turns a Go value into what encoding/json reads back, so that
// wants can be written as literals and compared with reflect.DeepEqual.
func normalize(t *testing.T, v any) any {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	var out any
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	return out
}

func checkLD(t *testing.T, what string, got map[string]any, key string, want any) {
	t.Helper()
	if w := normalize(t, want); !reflect.DeepEqual(got[key], w) {
		t.Errorf("%s %s = %s, want %s", what, key, jsonString(got[key]), jsonString(w))
	}
}

func jsonString(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

type obj = map[string]any

func TestLocalBusinessJSONLD(t *testing.T) {
	base := startServer(t, asSEO()).URL
	url := siteURL + "/muenchen/autowerkstatt-mueller"
	p := fetchPage(t, base+"/muenchen/autowerkstatt-mueller")
	lb := p.ldOf("LocalBusiness")
	if lb == nil {
		t.Fatalf("no LocalBusiness in %v", p.ldTypes())
	}
	for key, want := range map[string]any{
		"@context": "https://schema.org", "name": "Autowerkstatt Müller", "url": url, "telephone": "+49 89 123456",
		"sameAs": "https://mueller.example/", "priceRange": "€€", "currenciesAccepted": "EUR",
		"description": "Reparatur und Inspektion aller Marken.",
		"address": obj{"@type": "PostalAddress", "streetAddress": "Sendlinger Str. 1", "postalCode": "80331",
			"addressLocality": "München", "addressCountry": "DE"},
		"geo":             obj{"@type": "GeoCoordinates", "latitude": 48.1351, "longitude": 11.582},
		"aggregateRating": obj{"@type": "AggregateRating", "ratingValue": 4.8, "reviewCount": 120, "bestRating": 5, "worstRating": 1},
		"openingHoursSpecification": []obj{
			{"@type": "OpeningHoursSpecification", "dayOfWeek": []string{"Monday", "Tuesday"}, "opens": "08:00", "closes": "12:00"},
			{"@type": "OpeningHoursSpecification", "dayOfWeek": []string{"Monday", "Tuesday"}, "opens": "13:00", "closes": "18:00"},
			{"@type": "OpeningHoursSpecification", "dayOfWeek": []string{"Saturday"}, "opens": "00:00", "closes": "00:00"},
			{"@type": "OpeningHoursSpecification", "dayOfWeek": []string{"Sunday"}, "opens": "00:00", "closes": "23:59"},
		},
	} {
		checkLD(t, "LocalBusiness", lb, key, want)
	}
	checkLD(t, "BreadcrumbList", p.ldOf("BreadcrumbList"), "itemListElement", []obj{
		{"@type": "ListItem", "position": 1, "name": "Startseite", "item": siteURL + "/"},
		{"@type": "ListItem", "position": 2, "name": "München", "item": siteURL + "/city/M%C3%BCnchen"},
		{"@type": "ListItem", "position": 3, "name": "KFZ-Werkstätten", "item": siteURL + "/city/M%C3%BCnchen/kfz-werkstatt"},
		{"@type": "ListItem", "position": 4, "name": "Autowerkstatt Müller", "item": url},
	})

	// No postal code field, no coordinates, no reviews, no hours.
	p = fetchPage(t, base+"/offenbach-am-main/baeckerei-schulze")
	lb = p.ldOf("LocalBusiness")
	checkLD(t, "LocalBusiness", lb, "address", obj{"@type": "PostalAddress", "streetAddress": "Frankfurter Straße 4",
		"postalCode": "63065", "addressLocality": "Offenbach am Main", "addressCountry": "DE"})
	for _, absent := range []string{"geo", "aggregateRating", "openingHoursSpecification", "priceRange", "telephone", "sameAs"} {
		if v, ok := lb[absent]; ok {
			t.Errorf("Bäckerei Schulze has %s = %v, want it left out", absent, v)
		}
	}
	if p.meta["business:contact_data:postal_code"] != "63065" {
		t.Errorf("og postal code = %q, want 63065", p.meta["business:contact_data:postal_code"])
	}
}

func TestListJSONLD(t *testing.T) {
	base := startServer(t, asSEO()).URL
	item := func(pos int, slug, name string) obj {
		return obj{"@type": "ListItem", "position": pos, "url": siteURL + "/" + slug, "name": name}
	}
	city := fetchPage(t, base+"/city/muenchen").ldOf("ItemList")
	checkLD(t, "city ItemList", city, "itemListElement", []obj{
		item(1, "muenchen/autowerkstatt-mueller", "Autowerkstatt Müller"),
		item(2, "muenchen/kfz-service-mueller", "Kfz-Service Mueller"),
		item(3, "muenchen/elektro-weber", "Elektro Weber"),
	})
	checkLD(t, "city ItemList", city, "url", siteURL+"/city/M%C3%BCnchen")

	cat := fetchPage(t, base+"/categories/handwerker")
	checkLD(t, "category ItemList", cat.ldOf("ItemList"), "itemListElement", []obj{
		item(1, "berlin/muller-elektrotechnik", "Muller Elektrotechnik"),
		item(2, "koeln/dachdecker-jaeger", "Dachdecker Jäger"),
		item(3, "muenchen/elektro-weber", "Elektro Weber"),
		item(4, "berlin/evil-script-script-alert-1-script-b-bold-b", evilName),
	})
	checkLD(t, "category BreadcrumbList", cat.ldOf("BreadcrumbList"), "itemListElement", []obj{
		{"@type": "ListItem", "position": 1, "name": "Startseite", "item": siteURL + "/"},
		{"@type": "ListItem", "position": 2, "name": "Kategorien", "item": siteURL + "/categories"},
		{"@type": "ListItem", "position": 3, "name": "Handwerker", "item": siteURL + "/categories/handwerker"},
	})

	home := fetchPage(t, base+"/").ldOf("WebSite")
	checkLD(t, "WebSite", home, "url", siteURL+"/")
	checkLD(t, "WebSite", home, "potentialAction", obj{"@type": "SearchAction",
		"target":      obj{"@type": "EntryPoint", "urlTemplate": siteURL + "/businesses?q={search_term_string}"},
		"query-input": "required name=search_term_string"})
}
