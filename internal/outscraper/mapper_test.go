package outscraper

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"

	"branchenbuch/internal/directory"
)

// currentHeader is Outscraper's current header generation.
var currentHeader = strings.Split("query,name,name_for_emails,subtypes,category,type,phone,website,address,street,city,county,state,state_code,postal_code,country,country_code,latitude,longitude,h3,time_zone,plus_code,area_service,rating,reviews,reviews_link,reviews_tags,reviews_per_score,reviews_per_score_1,reviews_per_score_2,reviews_per_score_3,reviews_per_score_4,reviews_per_score_5,photos_count,photo,street_view,logo,located_in,located_google_id,business_status,working_hours,working_hours_csv_compatible,other_hours,popular_times,typical_time_spent,range,prices,reservation_links,booking_appointment_link,menu_link,order_links,about,description,posts,verified,owner_id,owner_title,owner_link,location_link,location_reviews_link,place_id,google_id,cid,kgmid,reviews_id", ",")

// earlierHeader is the older generation: site, full_address, borough,
// working_hours_old_format and enrichment columns with dotted names.
var earlierHeader = strings.Split("query,name,site,type,subtypes,category,phone,full_address,borough,street,city,postal_code,state,us_state,country,country_code,latitude,longitude,time_zone,plus_code,rating,reviews,reviews_link,reviews_per_score,photos_count,photo,street_view,working_hours,working_hours_old_format,business_status,about,range,posts,logo,description,verified,owner_id,owner_title,owner_link,reservation_links,booking_appointment_link,menu_link,order_links,location_link,place_id,google_id,cid,reviews_id,located_google_id,email_1,email_1.emails_validator.status,phone_1,facebook,instagram,website_title,site.company_insights.employees,site.company_insights.name", ",")

// row builds a row for header from column → value pairs.
func row(header []string, kv map[string]string) []string {
	cells := make([]string, len(header))
	for i, h := range header {
		cells[i] = kv[h]
	}
	return cells
}

func mapOne(t *testing.T, header []string, kv map[string]string) (directory.Business, error) {
	t.Helper()
	m, err := NewMapper(header)
	if err != nil {
		t.Fatal(err)
	}
	return m.Map(row(header, kv))
}

func ptr[T any](v T) *T { return &v }

// TestMapValueFormats maps one column at a time in each of its formats.
func TestMapValueFormats(t *testing.T) {
	type check func(b directory.Business) (got, want any)
	tests := []struct {
		name  string
		kv    map[string]string
		check check
	}{
		{"name trimmed", map[string]string{"name": "  Bäckerei Müller \t"}, func(b directory.Business) (any, any) { return b.Name, "Bäckerei Müller" }},
		{"category kept", map[string]string{"category": "Bäckerei", "subtypes": "Café, Konditorei"}, func(b directory.Business) (any, any) { return b.Category, "Bäckerei" }},
		{"empty category takes first subtype", map[string]string{"subtypes": "Café, Konditorei", "type": "Laden"}, func(b directory.Business) (any, any) { return b.Category, "Café" }},
		{"empty category and subtypes take type", map[string]string{"category": "None", "type": "Laden"}, func(b directory.Business) (any, any) { return b.Category, "Laden" }},
		{"subtypes kept as is", map[string]string{"subtypes": "A, B, C"}, func(b directory.Business) (any, any) { return b.Subtypes, "A, B, C" }},
		{"category slug mapped", map[string]string{"category": "Autowerkstatt"}, func(b directory.Business) (any, any) {
			return b.CategorySlug, directory.MapCategory("Autowerkstatt", "")
		}},
		{"phone text", map[string]string{"phone": "+49 30 1234567"}, func(b directory.Business) (any, any) { return b.Phone, "+49 30 1234567" }},
		{"phone as float", map[string]string{"phone": "4930123456.0"}, func(b directory.Business) (any, any) { return b.Phone, "4930123456" }},
		{"phone in E notation", map[string]string{"phone": "4.930123456E9"}, func(b directory.Business) (any, any) { return b.Phone, "4930123456" }},
		{"website kept", map[string]string{"website": "https://www.example.de/path?q=1"}, func(b directory.Business) (any, any) { return b.Website, "https://www.example.de/path?q=1" }},
		{"website percent-encoded", map[string]string{"website": "http://www.b%C3%A4ckerei-m%C3%BCller.de/%C3%BCber%20uns"}, func(b directory.Business) (any, any) {
			return b.Website, "http://www.bäckerei-müller.de/über%20uns"
		}},
		{"website fully percent-encoded", map[string]string{"website": "https%3A%2F%2Fexample.de%2F"}, func(b directory.Business) (any, any) { return b.Website, "https://example.de/" }},
		{"website without scheme", map[string]string{"website": "www.example.de"}, func(b directory.Business) (any, any) { return b.Website, "https://www.example.de" }},
		{"website host with port", map[string]string{"website": "example.de:8080/x"}, func(b directory.Business) (any, any) { return b.Website, "https://example.de:8080/x" }},
		{"website scheme upper-case", map[string]string{"website": "HTTPS://Example.de"}, func(b directory.Business) (any, any) { return b.Website, "https://Example.de" }},
		{"address and display address", map[string]string{"address": "Hauptstr. 1, 10115 Berlin, Deutschland"}, func(b directory.Business) (any, any) {
			return [2]string{b.FullAddress, b.Address}, [2]string{"Hauptstr. 1, 10115 Berlin, Deutschland", "Hauptstr. 1, 10115 Berlin"}
		}},
		{"address with Germany and DE", map[string]string{"address": "Hauptstr. 1, Berlin, Germany"}, func(b directory.Business) (any, any) { return b.Address, "Hauptstr. 1, Berlin" }},
		{"city empty stays empty", map[string]string{"city": ""}, func(b directory.Business) (any, any) { return b.City, "" }},
		{"postal code text with leading zero", map[string]string{"postal_code": "01067"}, func(b directory.Business) (any, any) { return b.PostalCode, "01067" }},
		{"postal code float", map[string]string{"postal_code": "80331.0"}, func(b directory.Business) (any, any) { return b.PostalCode, "80331" }},
		{"postal code number lost its zero", map[string]string{"postal_code": "1067"}, func(b directory.Business) (any, any) { return b.PostalCode, "01067" }},
		{"postal code abroad kept", map[string]string{"postal_code": "1010", "country_code": "AT"}, func(b directory.Business) (any, any) { return b.PostalCode, "1010" }},
		{"country defaults", map[string]string{}, func(b directory.Business) (any, any) {
			return [2]string{b.Country, b.CountryCode}, [2]string{"Deutschland", "DE"}
		}},
		{"country code upper-cased", map[string]string{"country_code": "de"}, func(b directory.Business) (any, any) {
			return [2]string{b.Country, b.CountryCode}, [2]string{"Deutschland", "DE"}
		}},
		{"foreign country not defaulted", map[string]string{"country_code": "at"}, func(b directory.Business) (any, any) {
			return [2]string{b.Country, b.CountryCode}, [2]string{"", "AT"}
		}},
		{"coordinates", map[string]string{"latitude": "52.52", "longitude": "13.405"}, func(b directory.Business) (any, any) {
			return [2]*float64{b.Latitude, b.Longitude}, [2]*float64{ptr(52.52), ptr(13.405)}
		}},
		{"coordinates with decimal comma", map[string]string{"latitude": "52,52", "longitude": "-13,5"}, func(b directory.Business) (any, any) {
			return [2]*float64{b.Latitude, b.Longitude}, [2]*float64{ptr(52.52), ptr(-13.5)}
		}},
		{"coordinates None and empty are nil", map[string]string{"latitude": "None", "longitude": ""}, func(b directory.Business) (any, any) {
			return [2]*float64{b.Latitude, b.Longitude}, [2]*float64{nil, nil}
		}},
		{"rating", map[string]string{"rating": "4.7"}, func(b directory.Business) (any, any) { return b.Rating, 4.7 }},
		{"rating empty is 0", map[string]string{"rating": "nan"}, func(b directory.Business) (any, any) { return b.Rating, 0.0 }},
		{"reviews as float", map[string]string{"reviews": "56.0"}, func(b directory.Business) (any, any) { return b.ReviewCount, 56 }},
		{"reviews as int", map[string]string{"reviews": "56"}, func(b directory.Business) (any, any) { return b.ReviewCount, 56 }},
		{"photos_count as float", map[string]string{"photos_count": "12.0"}, func(b directory.Business) (any, any) { return b.PhotosCount, 12 }},
		{"reviews_link", map[string]string{"reviews_link": "https://search.google.com/x"}, func(b directory.Business) (any, any) { return b.ReviewsLink, "https://search.google.com/x" }},
		{"reviews_per_score JSON ints", map[string]string{"reviews_per_score": `{"1": 6, "2": 0, "3": 1, "4": 5, "5": 40}`}, func(b directory.Business) (any, any) {
			return b.ReviewsPerScore, map[string]int{"1": 6, "2": 0, "3": 1, "4": 5, "5": 40}
		}},
		{"reviews_per_score JSON floats", map[string]string{"reviews_per_score": `{"1":6.0,"5":40.0}`}, func(b directory.Business) (any, any) {
			return b.ReviewsPerScore, map[string]int{"1": 6, "2": 0, "3": 0, "4": 0, "5": 40}
		}},
		{"reviews_per_score Python repr", map[string]string{"reviews_per_score": `{'1': 6, '5': 40}`}, func(b directory.Business) (any, any) {
			return b.ReviewsPerScore, map[string]int{"1": 6, "2": 0, "3": 0, "4": 0, "5": 40}
		}},
		{"reviews_per_score text", map[string]string{"reviews_per_score": "1: 6, 2: 0, 3: 1, 4: 5, 5: 40"}, func(b directory.Business) (any, any) {
			return b.ReviewsPerScore, map[string]int{"1": 6, "2": 0, "3": 1, "4": 5, "5": 40}
		}},
		{"reviews_per_score from _1.._5 floats", map[string]string{"reviews_per_score_1": "6.0", "reviews_per_score_2": "0.0", "reviews_per_score_3": "1.0", "reviews_per_score_4": "5.0", "reviews_per_score_5": "40.0"}, func(b directory.Business) (any, any) {
			return b.ReviewsPerScore, map[string]int{"1": 6, "2": 0, "3": 1, "4": 5, "5": 40}
		}},
		{"reviews_per_score all zero is nil", map[string]string{"reviews_per_score": `{"1":0,"2":0,"3":0,"4":0,"5":0}`}, func(b directory.Business) (any, any) {
			return b.ReviewsPerScore == nil, true
		}},
		{"reviews_per_score garbage is nil", map[string]string{"reviews_per_score": "viele"}, func(b directory.Business) (any, any) { return b.ReviewsPerScore == nil, true }},
		{"photo becomes a list", map[string]string{"photo": "https://lh3.googleusercontent.com/p/a"}, func(b directory.Business) (any, any) {
			return b.PhotoSources, []string{"https://lh3.googleusercontent.com/p/a"}
		}},
		{"no photo is an empty list", map[string]string{}, func(b directory.Business) (any, any) { return b.PhotoSources, []string{} }},
		{"photo that is not http is dropped", map[string]string{"photo": "javascript:alert(1)"}, func(b directory.Business) (any, any) { return b.PhotoSources, []string{} }},
		{"business_status", map[string]string{"business_status": "CLOSED_TEMPORARILY"}, func(b directory.Business) (any, any) { return b.BusinessStatus, "CLOSED_TEMPORARILY" }},
		{"business_status empty is operational", map[string]string{"business_status": "None"}, func(b directory.Business) (any, any) { return b.BusinessStatus, "OPERATIONAL" }},
		{"working_hours JSON strings", map[string]string{"working_hours": `{"Monday": "9AM-5PM", "Sunday": "Closed"}`}, func(b directory.Business) (any, any) {
			return b.WorkingHours, map[string]string{"Monday": "09:00–17:00", "Sunday": "Closed"}
		}},
		{"working_hours JSON arrays", map[string]string{"working_hours": `{"Monday": ["9AM-12PM", "1-5PM"]}`}, func(b directory.Business) (any, any) {
			return b.WorkingHours, map[string]string{"Monday": "09:00–12:00, 13:00–17:00"}
		}},
		{"working_hours empty is nil", map[string]string{"working_hours": ""}, func(b directory.Business) (any, any) { return b.WorkingHours == nil, true }},
		{"working_hours None is nil", map[string]string{"working_hours": "None"}, func(b directory.Business) (any, any) { return b.WorkingHours == nil, true }},
		{"working_hours unparseable is nil", map[string]string{"working_hours": "nach Vereinbarung"}, func(b directory.Business) (any, any) { return b.WorkingHours == nil, true }},
		{"about compacted", map[string]string{"about": `{"Service options": {"Delivery": true, "Takeout": false}}`}, func(b directory.Business) (any, any) {
			return string(b.About), `{"Service options":{"Delivery":true,"Takeout":false}}`
		}},
		{"about Python repr", map[string]string{"about": `{'Service options': {'Delivery': True}}`}, func(b directory.Business) (any, any) {
			return string(b.About), `{"Service options":{"Delivery":true}}`
		}},
		{"about invalid is nil", map[string]string{"about": `{"a":`}, func(b directory.Business) (any, any) { return b.About == nil, true }},
		{"description", map[string]string{"description": "Frische Brötchen"}, func(b directory.Business) (any, any) { return b.Description, "Frische Brötchen" }},
		{"verified True", map[string]string{"verified": "True"}, func(b directory.Business) (any, any) { return b.Verified, true }},
		{"verified native boolean", map[string]string{"verified": "TRUE"}, func(b directory.Business) (any, any) { return b.Verified, true }},
		{"verified 1", map[string]string{"verified": "1"}, func(b directory.Business) (any, any) { return b.Verified, true }},
		{"verified false", map[string]string{"verified": "false"}, func(b directory.Business) (any, any) { return b.Verified, false }},
		{"verified empty is false", map[string]string{"verified": ""}, func(b directory.Business) (any, any) { return b.Verified, false }},
		{"range $$", map[string]string{"range": "$$"}, func(b directory.Business) (any, any) { return b.PriceLevel, ptr(2) }},
		{"range $$$$", map[string]string{"range": "$$$$"}, func(b directory.Business) (any, any) { return b.PriceLevel, ptr(4) }},
		{"range €", map[string]string{"range": "€"}, func(b directory.Business) (any, any) { return b.PriceLevel, ptr(1) }},
		{"range other text is nil", map[string]string{"range": "10–20 €"}, func(b directory.Business) (any, any) { return b.PriceLevel, (*int)(nil) }},
		{"range $$$$$ is nil", map[string]string{"range": "$$$$$"}, func(b directory.Business) (any, any) { return b.PriceLevel, (*int)(nil) }},
		{"place_id trimmed", map[string]string{"place_id": " ChIJ123 "}, func(b directory.Business) (any, any) { return b.PlaceID, "ChIJ123" }},
		{"64-bit cid and reviews_id ignored", map[string]string{"cid": "18446744073709551615", "reviews_id": "-9223372036854775808", "google_id": "0x47a8"}, func(b directory.Business) (any, any) { return b.PlaceID, "" }},
		{"formula guard removed", map[string]string{"phone": "'+49 30 1", "description": "'=SUM(A1)"}, func(b directory.Business) (any, any) {
			return [2]string{b.Phone, b.Description}, [2]string{"+49 30 1", "=SUM(A1)"}
		}},
		{"plain apostrophe kept", map[string]string{"description": "'s Eck"}, func(b directory.Business) (any, any) { return b.Description, "'s Eck" }},
		{"time_zone kept", map[string]string{"time_zone": " America/Los_Angeles "}, func(b directory.Business) (any, any) { return b.TimeZone, "America/Los_Angeles" }},
		{"time_zone Europe/Zurich", map[string]string{"time_zone": "Europe/Zurich"}, func(b directory.Business) (any, any) { return b.TimeZone, "Europe/Zurich" }},
		{"time_zone empty is Berlin", map[string]string{"time_zone": "None"}, func(b directory.Business) (any, any) { return b.TimeZone, "" }},
		{"time_zone unknown is dropped, not an error", map[string]string{"time_zone": "Mars/Olympus_Mons"}, func(b directory.Business) (any, any) { return b.TimeZone, "" }},
		{"time_zone Local is dropped", map[string]string{"time_zone": "Local"}, func(b directory.Business) (any, any) { return b.TimeZone, "" }},
		{"time_zone path is dropped", map[string]string{"time_zone": "../../../etc/passwd"}, func(b directory.Business) (any, any) { return b.TimeZone, "" }},
		// Hostile text: PostgreSQL refuses NUL and invalid UTF-8, so every cell is cleaned.
		{"NUL removed", map[string]string{"name": "Bäcke\x00rei\x00", "city": "\x00Berlin"}, func(b directory.Business) (any, any) {
			return [2]string{b.Name, b.City}, [2]string{"Bäckerei", "Berlin"}
		}},
		{"invalid UTF-8 replaced", map[string]string{"address": "Stra\xdfe 1", "description": "caf\xe9 \xff"}, func(b directory.Business) (any, any) {
			return [2]string{b.FullAddress, b.Description}, [2]string{"Stra\uFFFDe 1", "caf\uFFFD \uFFFD"}
		}},
		{"NUL-only cell is empty", map[string]string{"phone": "\x00\x00"}, func(b directory.Business) (any, any) { return b.Phone, "" }},
		{"reviews link kept", map[string]string{"reviews_link": "https://search.google.com/local/reviews?placeid=X"}, func(b directory.Business) (any, any) {
			return b.ReviewsLink, "https://search.google.com/local/reviews?placeid=X"
		}},
		{"reviews link javascript: dropped", map[string]string{"reviews_link": "javascript:alert(1)"}, func(b directory.Business) (any, any) { return b.ReviewsLink, "" }},
		{"reviews link JavaScript: with spaces dropped", map[string]string{"reviews_link": "  JaVaScRiPt:alert(document.cookie)"}, func(b directory.Business) (any, any) { return b.ReviewsLink, "" }},
		{"reviews link data: dropped", map[string]string{"reviews_link": "data:text/html,<script>alert(1)</script>"}, func(b directory.Business) (any, any) { return b.ReviewsLink, "" }},
		{"reviews link without host dropped", map[string]string{"reviews_link": "https:///x"}, func(b directory.Business) (any, any) { return b.ReviewsLink, "" }},
		{"photo javascript: dropped", map[string]string{"photo": "javascript:alert(1)"}, func(b directory.Business) (any, any) { return b.PhotoSources, []string{} }},
		{"photo kept", map[string]string{"photo": "https://lh3.example.com/p.jpg"}, func(b directory.Business) (any, any) {
			return b.PhotoSources, []string{"https://lh3.example.com/p.jpg"}
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kv := map[string]string{"name": "Test GmbH"}
			for k, v := range tt.kv {
				kv[k] = v
			}
			b, err := mapOne(t, currentHeader, kv)
			if err != nil {
				t.Fatalf("Map: %v", err)
			}
			if got, want := tt.check(b); !reflect.DeepEqual(got, want) {
				t.Errorf("got %#v, want %#v", got, want)
			}
		})
	}
}

// TestMapOurColumns reads the columns only our export writes.
func TestMapOurColumns(t *testing.T) {
	header := ExportHeader
	kv := map[string]string{
		"name": "A", "category_slug": "handwerker", "category": "Bäckerei", "is_open": "False",
		"photos": `["https://a.example/1.jpg","javascript:x","https://a.example/2.jpg"]`, "latitude": "'-12.5",
		"address": "A-Str. 1, Deutschland", "display_address": "A-Str. 1 (Hinterhof)",
		"id": "7", "hidden": "True", "url_slug": "x", "created_at": "2020-01-01T00:00:00Z",
	}
	b, err := mapOne(t, header, kv)
	if err != nil {
		t.Fatal(err)
	}
	got := []any{b.CategorySlug, *b.IsOpen, b.PhotoSources, *b.Latitude, b.Address, b.ID, b.Hidden, b.URLSlug}
	want := []any{"handwerker", false, []string{"https://a.example/1.jpg", "https://a.example/2.jpg"}, -12.5, "A-Str. 1 (Hinterhof)", int64(0), false, ""}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got %v, want %v", got, want)
	}
	kv["category_slug"] = "no-such-slug"
	b, _ = mapOne(t, header, kv)
	if got, want := b.CategorySlug, directory.MapCategory("Bäckerei", ""); got != want {
		t.Errorf("unknown category_slug: got %q, want MapCategory's %q", got, want)
	}
}

func TestMapRowErrors(t *testing.T) {
	tests := []struct {
		name string
		kv   map[string]string
		want string
	}{
		{"name missing", map[string]string{"name": ""}, "İşletme adı (name) eksik."},
		{"name None", map[string]string{"name": "None"}, "İşletme adı (name) eksik."},
		{"latitude out of range", map[string]string{"latitude": "95.3"}, `Geçersiz enlem: "95.3" (−90 ile 90 arasında olmalı).`},
		{"latitude not a number", map[string]string{"latitude": "Berlin"}, `Geçersiz enlem: "Berlin" (−90 ile 90 arasında olmalı).`},
		{"longitude out of range", map[string]string{"longitude": "-181"}, `Geçersiz boylam: "-181" (−180 ile 180 arasında olmalı).`},
		{"longitude NaN text", map[string]string{"longitude": "Infinity"}, `Geçersiz boylam: "Infinity" (−180 ile 180 arasında olmalı).`},
		{"rating above 5", map[string]string{"rating": "7"}, `Puan 0 ile 5 arasında olmalı: "7".`},
		{"rating negative", map[string]string{"rating": "-1"}, `Puan 0 ile 5 arasında olmalı: "-1".`},
		{"reviews negative", map[string]string{"reviews": "-3"}, `Yorum sayısı negatif olamaz: "-3".`},
		{"reviews fraction", map[string]string{"reviews": "5.5"}, `Yorum sayısı bir tam sayı olmalı: "5.5".`},
		{"photos_count text", map[string]string{"photos_count": "many"}, `Fotoğraf sayısı bir tam sayı olmalı: "many".`},
		{"javascript website", map[string]string{"website": "javascript:alert(1)"}, `Web sitesi yalnızca http veya https olabilir: "javascript:alert(1)".`},
		{"ftp website", map[string]string{"website": "ftp://example.de"}, `Web sitesi yalnızca http veya https olabilir: "ftp://example.de".`},
		{"percent-encoded javascript website", map[string]string{"website": "javascript%3Aalert(1)"}, `Web sitesi yalnızca http veya https olabilir: "javascript:alert(1)".`},
		{"website without host", map[string]string{"website": "https://"}, `Geçersiz web sitesi: "https://".`},
		{"website not an address", map[string]string{"website": "kein Internet"}, `Geçersiz web sitesi: "kein Internet".`},
		{"unknown business status", map[string]string{"business_status": "OPEN"}, `Geçersiz işletme durumu: "OPEN"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			kv := map[string]string{"name": "Test GmbH"}
			for k, v := range tt.kv {
				kv[k] = v
			}
			_, err := mapOne(t, currentHeader, kv)
			wantCode(t, err, directory.EINVALID, tt.want)
		})
	}
}

// TestMapHeaderGenerations maps the same business from both header
// generations, in shuffled column order and with header case and spaces
// changed, and wants the same result.
func TestMapHeaderGenerations(t *testing.T) {
	values := map[string]string{
		"name": "Autohaus Süd", "category": "Autowerkstatt", "phone": "+49 89 123", "city": "München",
		"postal_code": "80331", "latitude": "48.1", "longitude": "11.5", "rating": "4.5", "reviews": "56.0",
		"reviews_per_score": `{"1":1,"5":55}`, "business_status": "OPERATIONAL", "verified": "True", "range": "$$",
		"place_id": "ChIJabc", "working_hours": `{"Monday":"9AM-5PM"}`, "about": `{"a":{"b":true}}`,
	}
	current := map[string]string{"website": "https://autohaus.example", "address": "Hauptstr. 1, 80331 München, Deutschland"}
	earlier := map[string]string{"site": "https://autohaus.example", "full_address": "Hauptstr. 1, 80331 München, Deutschland",
		"email_1": "a@b.de", "site.company_insights.employees": "50", "working_hours": "", "working_hours_old_format": "Monday:9AM-5PM"}
	build := func(header []string, extra map[string]string) directory.Business {
		kv := map[string]string{}
		for k, v := range values {
			kv[k] = v
		}
		for k, v := range extra {
			kv[k] = v
		}
		b, err := mapOne(t, header, kv)
		if err != nil {
			t.Fatal(err)
		}
		return b
	}
	want := build(currentHeader, current)
	shuffled := make([]string, len(earlierHeader))
	for i, h := range earlierHeader {
		shuffled[len(shuffled)-1-i] = h
	}
	got := build(shuffled, earlier)
	if !reflect.DeepEqual(got, want) {
		gj, _ := json.Marshal(got)
		wj, _ := json.Marshal(want)
		t.Errorf("earlier generation, reversed:\n got %s\nwant %s", gj, wj)
	}
	// Header cells as people save them: other case, spaces around.
	upper := make([]string, len(currentHeader))
	for i, h := range currentHeader {
		upper[i] = " " + strings.ToUpper(h) + " "
	}
	m, err := NewMapper(upper)
	if err != nil {
		t.Fatal(err)
	}
	kv := map[string]string{}
	for k, v := range values {
		kv[k] = v
	}
	for k, v := range current {
		kv[k] = v
	}
	got, err = m.Map(row(currentHeader, kv))
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("upper-case header: got %+v, %v; want %+v", got, err, want)
	}
}

func TestMapShortAndLongRows(t *testing.T) {
	m, err := NewMapper([]string{"name", "city", "rating"})
	if err != nil {
		t.Fatal(err)
	}
	b, err := m.Map([]string{"A"})
	if err != nil || b.Name != "A" || b.City != "" {
		t.Errorf("short row: %+v, %v", b, err)
	}
	b, err = m.Map([]string{"A", "B", "4", "extra", "cells"})
	if err != nil || b.City != "B" || b.Rating != 4 {
		t.Errorf("long row: %+v, %v", b, err)
	}
}

func TestNewMapperNeedsName(t *testing.T) {
	_, err := NewMapper([]string{"title", "city"})
	wantCode(t, err, directory.EINVALID, `"name" sütunu yok`)
}

// TestMapConcurrent maps from several goroutines at once (run with -race):
// the memos are shared, the hours maps handed out are not.
func TestMapConcurrent(t *testing.T) {
	m, err := NewMapper(currentHeader)
	if err != nil {
		t.Fatal(err)
	}
	cells := row(currentHeader, map[string]string{"name": "A", "category": "Bäckerei", "working_hours": `{"Monday":"9AM-5PM"}`})
	done := make(chan map[string]string)
	for i := 0; i < 4; i++ {
		go func() {
			var last map[string]string
			for j := 0; j < 200; j++ {
				b, err := m.Map(cells)
				if err != nil {
					panic(err)
				}
				b.WorkingHours["Monday"] = "changed by the caller"
				last = b.WorkingHours
			}
			done <- last
		}()
	}
	for i := 0; i < 4; i++ {
		<-done
	}
	b, _ := m.Map(cells)
	if got, want := b.WorkingHours["Monday"], "09:00–17:00"; got != want {
		t.Errorf("hours after callers changed their copies: %q, want %q", got, want)
	}
}
