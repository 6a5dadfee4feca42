package demo_test

import (
	"bytes"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
)

func TestParseGeneration(t *testing.T) {
	tests := []struct {
		in      string
		want    demo.Generation
		wantErr bool
	}{
		{"current", demo.Current, false},
		{"earlier", demo.Earlier, false},
		{"Current", 0, true},
		{"", 0, true},
	}
	for _, tt := range tests {
		got, err := demo.ParseGeneration(tt.in)
		if got != tt.want || (err != nil) != tt.wantErr {
			t.Errorf("ParseGeneration(%q) = %v, %v; want %v, error %v", tt.in, got, err, tt.want, tt.wantErr)
		}
	}
}

func TestOutscraperHeaderCurrent(t *testing.T) {
	want := strings.Split("query, name, name_for_emails, subtypes, category, type, phone, website, address, "+
		"street, city, county, state, state_code, postal_code, country, country_code, latitude, longitude, h3, "+
		"time_zone, plus_code, area_service, rating, reviews, reviews_link, reviews_tags, reviews_per_score, "+
		"reviews_per_score_1, reviews_per_score_2, reviews_per_score_3, reviews_per_score_4, reviews_per_score_5, "+
		"photos_count, photo, street_view, logo, located_in, located_google_id, business_status, working_hours, "+
		"working_hours_csv_compatible, other_hours, popular_times, typical_time_spent, range, prices, "+
		"reservation_links, booking_appointment_link, menu_link, order_links, about, description, posts, verified, "+
		"owner_id, owner_title, owner_link, location_link, location_reviews_link, place_id, google_id, cid, kgmid, "+
		"reviews_id", ", ")
	if got := demo.OutscraperHeader(demo.Current); !slices.Equal(got, want) {
		t.Errorf("current header\n got %v\nwant %v", got, want)
	}
}

func TestOutscraperHeaderEarlier(t *testing.T) {
	h := demo.OutscraperHeader(demo.Earlier)
	pos := map[string]int{}
	for i, name := range h {
		if _, dup := pos[name]; dup {
			t.Errorf("column %q twice", name)
		}
		pos[name] = i
	}
	for _, name := range []string{"name", "site", "full_address", "borough", "us_state", "working_hours",
		"working_hours_old_format", "reviews_per_score_5", "place_id", "cid", "reviews_id",
		"email_1", "email_2", "email_3", "phone_1", "phone_2", "phone_3", "facebook", "instagram", "linkedin",
		"twitter", "youtube", "website_title", "website_description", "website_generator",
		"website_has_fb_pixel", "website_has_google_tag", "site.company_insights.employees",
		"site.company_insights.founded_year"} {
		if _, ok := pos[name]; !ok {
			t.Errorf("earlier header lacks %q", name)
		}
	}
	for _, name := range []string{"website", "address", "h3", "kgmid", "display_address"} {
		if _, ok := pos[name]; ok {
			t.Errorf("earlier header has %q", name)
		}
	}
	current := demo.OutscraperHeader(demo.Current)
	extra := 0
	for _, name := range h {
		if !slices.Contains(current, name) && !strings.HasPrefix(name, "working_hours_old") &&
			name != "site" && name != "full_address" && name != "borough" && name != "us_state" {
			extra++
		}
	}
	if extra < 150 || extra > 170 {
		t.Errorf("%d enrichment columns, want about 160", extra)
	}
	if pos["site"] > pos["phone"] || pos["category"] < pos["type"] {
		t.Errorf("earlier columns in the current order: site %d, phone %d, type %d, category %d",
			pos["site"], pos["phone"], pos["type"], pos["category"])
	}
	// The caller owns the returned slice.
	h[0] = "changed"
	if demo.OutscraperHeader(demo.Earlier)[0] != "query" {
		t.Error("OutscraperHeader returned shared storage")
	}
}

func TestOutscraperRowIsDeterministic(t *testing.T) {
	for _, g := range []demo.Generation{demo.Current, demo.Earlier} {
		a, b := rows(g, 9, 300), rows(g, 9, 300)
		if !reflect.DeepEqual(a, b) {
			t.Errorf("%v: two runs with the same seed differ", g)
		}
		width := len(demo.OutscraperHeader(g))
		for i, r := range a {
			if len(r.cells) != width {
				t.Fatalf("%v row %d: %d cells, header has %d", g, i, len(r.cells), width)
			}
			for j, v := range r.cells {
				switch v.(type) {
				case string, float64, int, bool, nil:
				default:
					t.Errorf("%v row %d column %d: cell of type %T", g, i, j, v)
				}
			}
		}
		var x, y bytes.Buffer
		if err := demo.WriteOutscraperCSV(&x, g, 9, 300); err != nil {
			t.Fatal(err)
		}
		if err := demo.WriteOutscraperCSV(&y, g, 9, 300); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(x.Bytes(), y.Bytes()) {
			t.Errorf("%v: two CSV files of the same seed differ", g)
		}
	}
}

// row is one written row with its business, read by column name.
type row struct {
	b     directory.Business
	cells []any
	pos   map[string]int
}

func (r row) get(name string) any {
	i, ok := r.pos[name]
	if !ok {
		return nil
	}
	return r.cells[i]
}

func rows(g demo.Generation, seed int64, n int) []row {
	pos := map[string]int{}
	for i, name := range demo.OutscraperHeader(g) {
		pos[name] = i
	}
	var out []row
	i := 0
	for b := range demo.Generate(seed, n) {
		out = append(out, row{b: b, cells: demo.OutscraperRow(g, &b, i), pos: pos})
		i++
	}
	return out
}

// seen collects the formats met per column, to check they cover all.
type seen map[string]map[string]bool

func (s seen) add(column, format string) {
	if s[column] == nil {
		s[column] = map[string]bool{}
	}
	s[column][format] = true
}

// check reports formats of want that no row used.
func (s seen) check(t *testing.T, g demo.Generation, column string, want ...string) {
	t.Helper()
	for _, f := range want {
		if !s[column][f] {
			t.Errorf("%v %s: no row in format %q; seen %v", g, column, f, slices.Sorted(maps.Keys(s[column])))
		}
	}
}

// isEmpty reports an empty cell: nil or the literal None.
func isEmpty(v any) bool { return v == nil || v == "None" }

// intCell reads an integer cell in its three forms.
func intCell(v any) (n int, format string, ok bool) {
	switch v := v.(type) {
	case int:
		return v, "int", true
	case float64:
		return int(v), "float", float64(int(v)) == v
	case string:
		s, found := strings.CutSuffix(v, ".0")
		n, err := strconv.Atoi(s)
		return n, "text .0", found && err == nil
	}
	return 0, "", false
}

// TestOutscraperRowFormats reads 200 rows of each generation back by hand and
// checks every value against its business and that the rows use every
// format the importer must understand.
func TestOutscraperRowFormats(t *testing.T) {
	for _, g := range []demo.Generation{demo.Current, demo.Earlier} {
		s := seen{}
		for i, r := range rows(g, 5, 200) {
			b := &r.b
			fail := func(format string, args ...any) {
				t.Helper()
				t.Errorf("%v row %d (%s): "+format, append([]any{g, i, b.Name}, args...)...)
			}
			for _, v := range r.cells {
				if v == "None" {
					s.add("any", "None")
				}
			}
			checkNumbers(r, s, fail)
			checkPerScore(r, s, fail)
			checkHours(g, r, s, fail)
			checkWebsite(g, r, s, fail)
			checkTexts(g, r, s, fail)
			checkIDs(r, s, fail)
		}
		s.check(t, g, "any", "None")
		s.check(t, g, "reviews", "int", "float", "text .0")
		s.check(t, g, "photos_count", "int", "float", "text .0")
		s.check(t, g, "reviews_per_score", "json", "text", "only columns", "none")
		s.check(t, g, "reviews_per_score_1", "int", "float", "text .0", "empty")
		s.check(t, g, "verified", "bool", "True/False")
		s.check(t, g, "postal_code", "text", "text with leading zero", "number")
		s.check(t, g, "category", "text", "empty")
		s.check(t, g, "range", "$", "$$", "$$$", "empty")
		s.check(t, g, "cid", "below 2^63", "above 2^63")
		s.check(t, g, "reviews_id", "negative", "positive")
		s.check(t, g, "latitude", "float")
		s.check(t, g, "about", "json", "empty")
		website := map[demo.Generation]string{demo.Current: "website", demo.Earlier: "site"}[g]
		s.check(t, g, website, "plain", "without scheme", "percent-encoded", "empty")
		if g == demo.Current {
			s.check(t, g, "working_hours", "json strings", "json arrays", "german", "empty")
		} else {
			s.check(t, g, "working_hours", "json strings", "json arrays", "german", "empty", "old format only")
		}
	}
}
