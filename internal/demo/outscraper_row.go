package demo

import (
	"strconv"
	"strings"

	"branchenbuch/internal/directory"
)

// cells is one row under construction; set ignores columns the generation
// does not have, so one writer serves both ("website" and "site").
type cells struct {
	row   []any
	index map[string]int
}

func (c cells) set(name string, v any) {
	if i, ok := c.index[name]; ok {
		c.row[i] = v
	}
}

// rowFormats are the value formats of one row. Each is chosen by the variant
// with its own period, so a few dozen consecutive rows meet every format in
// many combinations.
type rowFormats struct {
	none      bool        // empty fields as the literal "None" (v%5 == 4), else empty cells
	number    int         // integers as int, float64 (56.0) or text "56.0" (v%3)
	perScore  int         // reviews_per_score: JSON, "1: 6, …" text, only _1.._5, JSON with _1.._5 as text (v%4)
	hours     hoursFormat // working_hours format ((v/2)%4)
	oldOnly   bool        // earlier only: working_hours empty, working_hours_old_format alone ((v/2)%5 == 4)
	boolText  bool        // verified as "True"/"False" ((v/3)%2 == 0), else a native bool
	website   int         // 2: https:// left out, 5: percent-encoded (v%6), else as is
	zipNumber bool        // postal code as a number when that loses nothing (v%8 == 3)
	noCat     bool        // category empty: the importer takes the first subtype (v%9 == 7)
}

func formatsFor(g Generation, variant int) rowFormats {
	v := uint(variant)
	f := rowFormats{
		none:      v%5 == 4,
		number:    int(v % 3),
		perScore:  int(v % 4),
		hours:     hoursFormat(v / 2 % 4),
		boolText:  v/3%2 == 0,
		website:   int(v % 6),
		zipNumber: v%8 == 3,
		noCat:     v%9 == 7,
	}
	if g == Earlier && v/2%5 == 4 {
		f.oldOnly = true
	}
	return f
}

// OutscraperRow writes b as cells of g's header. Cells are string, float64,
// int, bool or nil (nil = empty cell). variant (e.g. the row index) picks
// value formats deterministically so consecutive rows cover every format.
func OutscraperRow(g Generation, b *directory.Business, variant int) []any {
	header, index := headerIndex(g)
	c := cells{row: make([]any, len(header)), index: index}
	f := formatsFor(g, variant)
	h := placeHash(b.PlaceID)
	empty := func() any {
		if f.none {
			return "None"
		}
		return nil
	}
	text := func(s string) any {
		if s == "" {
			return empty()
		}
		return s
	}
	boolean := func(v bool) any {
		if f.boolText {
			return pyBool(v)
		}
		return v
	}

	c.set("query", b.Category+", "+b.City)
	c.set("name", b.Name)
	c.set("name_for_emails", b.Name)
	c.set("subtypes", text(b.Subtypes))
	category := text(b.Category)
	if first, _, _ := strings.Cut(b.Subtypes, ", "); f.noCat && first == b.Category {
		category = empty()
	}
	c.set("category", category)
	c.set("type", text(b.Type))
	c.set("phone", text(b.Phone))
	site := websiteCell(b.Website, f.website)
	c.set("website", text(site))
	c.set("site", text(site))
	c.set("address", text(b.FullAddress))
	c.set("full_address", text(b.FullAddress))
	street, _, _ := strings.Cut(b.FullAddress, ", ")
	c.set("street", text(street))
	c.set("city", text(b.City))
	c.set("postal_code", postalCell(b.PostalCode, f.zipNumber, empty))
	c.set("country", text(b.Country))
	c.set("country_code", text(b.CountryCode))
	if b.Latitude != nil && b.Longitude != nil {
		c.set("latitude", *b.Latitude)
		c.set("longitude", *b.Longitude)
		c.set("h3", "891f"+strconv.FormatUint(h>>20|1<<40, 16)[:11])
	} else {
		c.set("latitude", empty())
		c.set("longitude", empty())
	}
	c.set("time_zone", "Europe/Berlin")
	c.set("area_service", boolean(false))
	if b.ReviewCount == 0 && b.Rating == 0 {
		c.set("rating", empty()) // Outscraper leaves the rating of an unrated place empty
	} else if f.number == 2 {
		c.set("rating", pyFloat(b.Rating))
	} else {
		c.set("rating", b.Rating)
	}
	c.set("reviews", number(b.ReviewCount, f.number))
	c.set("reviews_link", text(b.ReviewsLink))
	c.perScore(b.ReviewsPerScore, f.perScore, empty)
	c.set("photos_count", number(b.PhotosCount, f.number))
	c.set("business_status", text(b.BusinessStatus))
	c.hours(g, b.WorkingHours, f, empty)
	c.set("range", priceRange(b.PriceLevel, empty))
	if len(b.About) > 0 {
		c.set("about", string(b.About))
	} else {
		c.set("about", empty())
	}
	c.set("description", text(b.Description))
	c.set("verified", boolean(b.Verified))
	ownerID := "1" + strconv.FormatUint(h, 10)
	c.set("owner_id", ownerID)
	c.set("owner_title", b.Name)
	c.set("owner_link", "https://www.google.com/maps/contrib/"+ownerID)
	c.set("location_link", "https://www.google.com/maps/place/?q=place_id:"+b.PlaceID)
	c.set("location_reviews_link", "https://www.google.com/maps/place/?q=place_id:"+b.PlaceID+"&reviews=1")
	c.set("place_id", text(b.PlaceID))
	c.set("google_id", "0x"+strconv.FormatUint(h>>3|1<<60, 16)+":0x"+strconv.FormatUint(h, 16))
	// Google's cid is an unsigned 64-bit number and its reviews_id the same
	// bits read as signed: about half of them exceed 2^63 or are negative,
	// too big for a float and for int64 respectively, so both stay text.
	c.set("cid", strconv.FormatUint(h, 10))
	c.set("reviews_id", strconv.FormatInt(int64(h), 10))
	c.set("kgmid", "/g/11"+strconv.FormatUint(h>>24, 36))
	if g == Earlier {
		c.enrich(b, h, variant)
	}
	return c.row
}

// perScore writes the reviews per star in format f; 1 and 3 also fill the
// reviews_per_score_1.._5 columns, 2 fills only those.
func (c cells) perScore(m map[string]int, f int, empty func() any) {
	if m == nil {
		c.set("reviews_per_score", empty())
		return
	}
	var b strings.Builder
	switch f {
	case 0, 3:
		b.WriteByte('{')
		for i, k := range scoreKeys {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(`"` + k + `": ` + strconv.Itoa(m[k]))
		}
		b.WriteByte('}')
	case 1:
		for i, k := range scoreKeys {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(k + ": " + strconv.Itoa(m[k]))
		}
	}
	if b.Len() > 0 {
		c.set("reviews_per_score", b.String())
	}
	if f == 0 {
		return
	}
	for _, k := range scoreKeys {
		var v any
		switch f {
		case 1:
			v = m[k]
		case 2:
			v = float64(m[k])
		case 3:
			v = strconv.Itoa(m[k]) + ".0"
		}
		c.set("reviews_per_score_"+k, v)
	}
}

// hours writes working_hours and, in the earlier generation,
// working_hours_old_format, which some rows have alone.
func (c cells) hours(g Generation, display map[string]string, f rowFormats, empty func() any) {
	if len(display) == 0 {
		c.set("working_hours", empty())
		return
	}
	if f.oldOnly {
		c.set("working_hours", empty())
	} else {
		c.set("working_hours", hoursText(display, f.hours))
	}
	if g == Earlier {
		c.set("working_hours_old_format", hoursText(display, fOld))
	}
}
