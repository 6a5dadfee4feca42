package demo_test

// The checks of TestOutscraperRowFormats: each reads one kind of cell back,
// compares it with the business and records the format it was written in.

import (
	"encoding/json"
	"maps"
	"net/url"
	"strconv"
	"strings"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
)

func checkNumbers(r row, s seen, fail func(string, ...any)) {
	b := &r.b
	for _, c := range []struct {
		name string
		want int
	}{{"reviews", b.ReviewCount}, {"photos_count", b.PhotosCount}} {
		n, format, ok := intCell(r.get(c.name))
		if !ok || n != c.want {
			fail("%s = %#v, want %d", c.name, r.get(c.name), c.want)
		}
		s.add(c.name, format)
	}
	switch v := r.get("rating").(type) {
	case float64:
		if v != b.Rating {
			fail("rating = %v, want %v", v, b.Rating)
		}
	case string:
		if f, err := strconv.ParseFloat(v, 64); v != "None" && (err != nil || f != b.Rating) {
			fail("rating = %q, want %v", v, b.Rating)
		}
	case nil:
		if b.Rating != 0 {
			fail("rating empty, want %v", b.Rating)
		}
	}
	lat, lng := r.get("latitude"), r.get("longitude")
	switch {
	case b.Latitude == nil:
		if !isEmpty(lat) || !isEmpty(lng) {
			fail("coordinates %v %v, want empty", lat, lng)
		}
		s.add("latitude", "empty")
	case lat != *b.Latitude || lng != *b.Longitude:
		fail("coordinates %#v %#v, want float64 %v %v", lat, lng, *b.Latitude, *b.Longitude)
	default:
		s.add("latitude", "float")
	}
}

func checkPerScore(r row, s seen, fail func(string, ...any)) {
	want := r.b.ReviewsPerScore
	v := r.get("reviews_per_score")
	var got map[string]int
	switch text, _ := v.(string); {
	case want == nil:
		if !isEmpty(v) {
			fail("reviews_per_score = %#v, want empty", v)
		}
		s.add("reviews_per_score", "none")
	case strings.HasPrefix(text, "{"):
		if err := json.Unmarshal([]byte(text), &got); err != nil {
			fail("reviews_per_score %q: %v", text, err)
		}
		s.add("reviews_per_score", "json")
	case text != "":
		got = map[string]int{}
		for part := range strings.SplitSeq(text, ", ") {
			k, n, _ := strings.Cut(part, ": ")
			got[k], _ = strconv.Atoi(n)
		}
		s.add("reviews_per_score", "text")
	default:
		s.add("reviews_per_score", "only columns")
	}
	if got != nil && !maps.Equal(got, want) {
		fail("reviews_per_score = %v, want %v", got, want)
	}
	columns := map[string]int{}
	for _, k := range []string{"1", "2", "3", "4", "5"} {
		c := r.get("reviews_per_score_" + k)
		if c == nil {
			continue
		}
		n, format, ok := intCell(c)
		if !ok {
			fail("reviews_per_score_%s = %#v", k, c)
		}
		columns[k] = n
		s.add("reviews_per_score_"+k, format)
	}
	switch {
	case len(columns) == 0 && want != nil && got == nil:
		fail("reviews per score neither in reviews_per_score nor in reviews_per_score_1.._5")
	case len(columns) == 0:
		s.add("reviews_per_score_1", "empty")
	case !maps.Equal(columns, want):
		fail("reviews_per_score_1.._5 = %v, want %v", columns, want)
	}
}

func checkHours(g demo.Generation, r row, s seen, fail func(string, ...any)) {
	want := r.b.WorkingHours
	v := r.get("working_hours")
	text, _ := v.(string)
	switch {
	case want == nil:
		if !isEmpty(v) {
			fail("working_hours = %#v, want empty", v)
		}
		s.add("working_hours", "empty")
		return
	case isEmpty(v) && g == demo.Earlier:
		s.add("working_hours", "old format only")
	case strings.Contains(text, `"Montag"`):
		s.add("working_hours", "german")
	case strings.Contains(text, `":["`):
		s.add("working_hours", "json arrays")
	case strings.HasPrefix(text, `{"Monday":"`):
		s.add("working_hours", "json strings")
	default:
		fail("working_hours in no known format: %#v", v)
	}
	for _, column := range []string{"working_hours", "working_hours_old_format"} {
		raw, _ := r.get(column).(string)
		if raw == "" || raw == "None" {
			continue
		}
		h, ok := directory.ParseHours(raw)
		if got := h.Display(); !ok || !maps.Equal(got, want) {
			fail("%s %s parses to %v, want %v", column, raw, got, want)
		}
	}
	if old, _ := r.get("working_hours_old_format").(string); g == demo.Earlier && !strings.HasPrefix(old, "Monday:") {
		fail("working_hours_old_format = %q, want Monday:…|…", old)
	}
}

func checkWebsite(g demo.Generation, r row, s seen, fail func(string, ...any)) {
	column := "website"
	if g == demo.Earlier {
		column = "site"
	}
	v := r.get(column)
	text, _ := v.(string)
	want := r.b.Website
	switch {
	case want == "":
		if !isEmpty(v) {
			fail("%s = %#v, want empty", column, v)
		}
		s.add(column, "empty")
	case strings.Contains(text, "%"):
		// The importer decodes the whole value; PathUnescape is what it must do.
		if got, err := url.PathUnescape(text); err != nil || got != want {
			fail("%s %q decodes to %q, want %q", column, text, got, want)
		}
		s.add(column, "percent-encoded")
	case !strings.Contains(text, "://"):
		if "https://"+text != want {
			fail("%s %q: https:// + value is not %q", column, text, want)
		}
		s.add(column, "without scheme")
	case text == want:
		s.add(column, "plain")
	default:
		fail("%s = %#v, want %q", column, v, want)
	}
}

func checkTexts(g demo.Generation, r row, s seen, fail func(string, ...any)) {
	b := &r.b
	address := map[demo.Generation]string{demo.Current: "address", demo.Earlier: "full_address"}[g]
	for column, want := range map[string]string{
		"name": b.Name, "phone": b.Phone, address: b.FullAddress, "city": b.City, "subtypes": b.Subtypes,
		"type": b.Type, "business_status": b.BusinessStatus, "place_id": b.PlaceID, "reviews_link": b.ReviewsLink,
		"country": b.Country, "country_code": b.CountryCode,
	} {
		if got := r.get(column); got != want {
			fail("%s = %#v, want %q", column, got, want)
		}
	}
	if got := r.get("description"); b.Description == "" && !isEmpty(got) || b.Description != "" && got != b.Description {
		fail("description = %#v, want %q", got, b.Description)
	}
	if got := r.get("photo"); got != nil {
		fail("photo = %#v, want an empty cell", got)
	}
	switch got := r.get("category"); {
	case got == b.Category:
		s.add("category", "text")
	case isEmpty(got) && strings.Split(b.Subtypes, ", ")[0] == b.Category:
		s.add("category", "empty")
	default:
		fail("category = %#v, want %q or empty with it first in subtypes", got, b.Category)
	}
	switch v := r.get("verified").(type) {
	case bool:
		if v != b.Verified {
			fail("verified = %v, want %v", v, b.Verified)
		}
		s.add("verified", "bool")
	case string:
		if v != map[bool]string{true: "True", false: "False"}[b.Verified] {
			fail("verified = %q, want %v", v, b.Verified)
		}
		s.add("verified", "True/False")
	default:
		fail("verified = %#v", v)
	}
	switch got := r.get("range"); {
	case b.PriceLevel == nil:
		if !isEmpty(got) {
			fail("range = %#v, want empty", got)
		}
		s.add("range", "empty")
	case got != strings.Repeat("$", *b.PriceLevel):
		fail("range = %#v, want price level %d", got, *b.PriceLevel)
	default:
		s.add("range", got.(string))
	}
	switch got := r.get("about"); {
	case b.About == nil:
		if !isEmpty(got) {
			fail("about = %#v, want empty", got)
		}
		s.add("about", "empty")
	case got != string(b.About) || !json.Valid(b.About):
		fail("about = %#v, want %s", got, b.About)
	default:
		s.add("about", "json")
	}
	switch got := r.get("postal_code").(type) {
	case string:
		if got == "None" && b.PostalCode == "" {
			s.add("postal_code", "empty")
		} else if got != b.PostalCode {
			fail("postal_code = %q, want %q", got, b.PostalCode)
		} else if got[0] == '0' {
			s.add("postal_code", "text with leading zero")
		} else {
			s.add("postal_code", "text")
		}
	case float64:
		if b.PostalCode[0] == '0' || strconv.Itoa(int(got)) != b.PostalCode {
			fail("postal_code = %v, want %q", got, b.PostalCode)
		}
		s.add("postal_code", "number")
	case nil:
		if b.PostalCode != "" {
			fail("postal_code empty, want %q", b.PostalCode)
		}
		s.add("postal_code", "empty")
	}
}

func checkIDs(r row, s seen, fail func(string, ...any)) {
	cidText, _ := r.get("cid").(string)
	cid, err := strconv.ParseUint(cidText, 10, 64)
	if err != nil {
		fail("cid %#v: %v", r.get("cid"), err)
	}
	s.add("cid", map[bool]string{true: "above 2^63", false: "below 2^63"}[cid > 1<<63])
	idText, _ := r.get("reviews_id").(string)
	id, err := strconv.ParseInt(idText, 10, 64)
	if err != nil || uint64(id) != cid {
		fail("reviews_id %#v, want cid %d as signed", r.get("reviews_id"), cid)
	}
	s.add("reviews_id", map[bool]string{true: "negative", false: "positive"}[id < 0])
}
