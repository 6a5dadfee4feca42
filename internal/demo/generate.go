// Package demo generates realistic German demo businesses, deterministically
// for a seed, and loads them into a store in batches.
package demo

import (
	"iter"
	"maps"
	"math/rand/v2"
	"sort"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/geo"
)

// Generate yields n demo businesses for seed, one at a time, so that even
// 500,000 never sit in memory together. The same seed yields the same data.
func Generate(seed int64, n int) iter.Seq[directory.Business] {
	return generate(seed, n, false)
}

// Rescrape yields the same n businesses as Generate(seed, n), with the same
// place ids, names and addresses, as a later scrape of the same places finds
// them (rescrape.go): more reviews, ratings moved a little, some opening
// hours, websites, phone numbers and statuses changed. Imported over the
// first scrape, every row is an update. The changes are drawn per place from
// its place id and the seed, so Rescrape(seed, k) is a prefix of
// Rescrape(seed, n) for k < n, as Generate's are.
func Rescrape(seed int64, n int) iter.Seq[directory.Business] {
	return generate(seed, n, true)
}

func generate(seed int64, n int, later bool) iter.Seq[directory.Business] {
	return func(yield func(directory.Business) bool) {
		g := newGenerator(seed)
		if later {
			g.later = newRescraper(seed)
		}
		for i := range n {
			if !yield(g.business(i)) {
				return
			}
		}
	}
}

// generator holds the random source and the tables derived once per run.
type generator struct {
	r        *rand.Rand
	seed     uint64
	cities   []geo.CityInfo
	cityCum  []int // cumulative postal-code counts: big cities get more businesses
	citySlug []string
	catCum   []int
	// weeks holds a pool of typical weeks per kind, drawn once from the
	// seed; display caches their parsed form, filled on first use. Parsing
	// each business's hours would cost more than the rest of the business,
	// and 64 variants per trade are plenty for a directory.
	weeks   [numHoursKinds][weekPool]week
	display [numHoursKinds][weekPool]*parsedHours
	slugs   map[string]string // raw category or subtypes → MapCategory
	later   *rescraper        // set: the businesses as a later scrape finds them
}

const weekPool = 64

const countrySuffix = ", " + directory.DefaultCountry

type parsedHours struct{ m map[string]string }

func newGenerator(seed int64) *generator {
	g := &generator{
		r:      rand.New(rand.NewPCG(uint64(seed), 0x9e3779b97f4a7c15)),
		seed:   uint64(seed),
		cities: geo.Cities(),
		slugs:  map[string]string{},
	}
	wr := rand.New(rand.NewPCG(uint64(seed), 0x5851f42d4c957f2d)) // a stream of its own
	for k := range g.weeks {
		for i := range g.weeks[k] {
			g.weeks[k][i] = weekFor(wr, hoursKind(k))
		}
	}
	total := 0
	for _, c := range g.cities {
		total += c.Codes
		g.cityCum = append(g.cityCum, total)
	}
	g.citySlug = make([]string, len(g.cities))
	total = 0
	for _, c := range categories {
		total += c.weight
		g.catCum = append(g.catCum, total)
	}
	return g
}

// draw returns an index into a cumulative weight table.
func draw(r *rand.Rand, cum []int) int {
	return sort.SearchInts(cum, r.IntN(cum[len(cum)-1])+1)
}

func (g *generator) business(i int) directory.Business {
	r := g.r
	ci := draw(r, g.catCum)
	c := &categories[ci]
	german := r.IntN(100) < 65
	raw := c.en
	if german {
		raw = c.de
	}
	cityIndex := draw(r, g.cityCum)
	city := &g.cities[cityIndex]
	place := city.Places[r.IntN(len(city.Places))]

	b := directory.Business{
		Category:       raw,
		Type:           raw,
		Subtypes:       g.subtypes(ci, german),
		Country:        directory.DefaultCountry,
		CountryCode:    directory.DefaultCountryCode,
		Photos:         []string{}, // mirrored later; never hot-linked
		BusinessStatus: status(r),
		PlaceID:        g.placeID(i),
	}
	b.CategorySlug = g.categorySlug(raw, b.Subtypes)
	b.ReviewsLink = "https://search.google.com/local/reviews?placeid=" + b.PlaceID
	name := buildName(r, c, city.Name)
	b.Name = name
	if r.IntN(1000) < 2 {
		b.Name = directory.UnavailableName
	}

	street, number := pick(r, streets...), houseNumber(r)
	if r.IntN(1000) < 5 {
		// Outscraper rows without a locality: no city, code or coordinates.
		b.City = "Unknown"
		b.FullAddress = street + " " + number + countrySuffix
	} else {
		b.City = city.Name
		b.PostalCode = place.PostalCode
		b.FullAddress = street + " " + number + ", " + place.PostalCode + " " + city.Name + countrySuffix
		coords := new([2]float64) // one allocation for both pointers
		coords[0], coords[1] = jitter(r, place.Lat, place.Lng)
		b.Latitude, b.Longitude = &coords[0], &coords[1]
	}
	b.Address = b.FullAddress[:len(b.FullAddress)-len(countrySuffix)]
	b.Phone = phone(r, city.Name, place.PostalCode)
	if r.IntN(100) < 60 {
		b.Website = g.website(r, name, cityIndex)
	}

	b.ReviewCount, b.ReviewsPerScore, b.Rating = reviews(r)
	b.PhotosCount = min(50, r.IntN(b.ReviewCount/4+3))
	b.Verified = r.IntN(100) < 40
	if r.IntN(10) == 0 {
		open := r.IntN(2) == 0
		b.IsOpen = &open
	}
	if c.price > 0 {
		level := 1 + r.IntN(c.price)
		if c.price >= 3 && r.IntN(20) == 0 {
			level = 4
		}
		b.PriceLevel = &level
	}
	if r.IntN(10) < 7 {
		descCity := city.Name
		if b.PostalCode == "" {
			descCity = "" // described without a place, like its address
		}
		b.Description = describe(r, c, name, descCity)
	}
	if r.IntN(2) == 0 {
		b.About = about(r, c.about)
	}
	hoursAt := -1 // the business's week in the pool; -1: no hours
	if r.IntN(10) > 0 {
		hoursAt = r.IntN(weekPool)
		b.WorkingHours = g.workingHours(c.hours, hoursAt)
	}
	if g.later != nil {
		g.rescrape(&b, c, name, cityIndex, hoursAt)
	}
	return b
}

// status: about 97% operational, 2% closed for now, 1% closed for good.
func status(r *rand.Rand) string {
	switch u := r.IntN(1000); {
	case u < 10:
		return directory.StatusClosedPermanently
	case u < 30:
		return directory.StatusClosedTemporarily
	}
	return directory.StatusOperational
}

// subtypes is the category followed by up to three related ones in the same
// language, comma-separated as Outscraper writes them.
func (g *generator) subtypes(ci int, german bool) string {
	name := func(i int) string {
		if german {
			return categories[i].de
		}
		return categories[i].en
	}
	out := name(ci)
	rel := related[ci]
	if len(rel) == 0 {
		return out
	}
	k, start := g.r.IntN(min(len(rel), 3)+1), g.r.IntN(len(rel))
	for j := range k {
		out += ", " + name(rel[(start+j)%len(rel)])
	}
	return out
}

// related holds the table positions of each category's related categories.
var related = func() [][]int {
	pos := map[string]int{}
	for i, c := range categories {
		pos[c.de] = i
	}
	out := make([][]int, len(categories))
	for i, c := range categories {
		for _, name := range c.rel {
			if j, ok := pos[name]; ok { // categories_test.go checks every name resolves
				out[i] = append(out[i], j)
			}
		}
	}
	return out
}()

// categorySlug maps the raw category as the importer does. MapCategory
// reads the subtypes only when the raw category matches no rule, so the
// subtypes are consulted (and cached) only then.
func (g *generator) categorySlug(raw, subtypes string) string {
	slug, ok := g.slugs[raw]
	if !ok {
		slug = directory.MapCategory(raw, "")
		g.slugs[raw] = slug
	}
	if slug != directory.SlugOther || subtypes == raw {
		return slug
	}
	slug, ok = g.slugs[subtypes]
	if !ok {
		slug = directory.MapCategory(raw, subtypes)
		g.slugs[subtypes] = slug
	}
	return slug
}

// workingHours parses the raw export of a pooled week once, as the importer
// would, and hands out a copy so no two businesses share a map. Every format
// yields the same hours (hours_test.go proves it), so the pool position picks
// the format and all of them pass through the parser.
func (g *generator) workingHours(k hoursKind, i int) map[string]string {
	p := g.display[k][i]
	if p == nil {
		p = &parsedHours{}
		if h, ok := directory.ParseHours(rawHours(g.weeks[k][i], hoursFormat(i%int(numFormats)))); ok {
			p.m = h.Display()
		}
		g.display[k][i] = p
	}
	if p.m == nil {
		return nil
	}
	return maps.Clone(p.m)
}
