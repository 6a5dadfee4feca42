package pages

// The places index, rendered completely by the server (templates/cities.html):
// /cities ("Orte A–Z") and one page per first letter, /cities/{letter}. Every
// city with listed businesses stands on its letter's page, A–Z in German
// dictionary order (DIN 5007-1: Ä as A, Ö as O, Ü as U, ß as ss) with its
// count; /cities shows each letter's largest places and links to the
// letter's page when it has more.
//
// Why pages per letter: the demo data's places are the 12,366 of the postal
// code table, and at 500,000 businesses nearly all have one. One page of all
// of them would be close to 1 MB of HTML with 25,000 elements; the largest
// letter (B, 1,285 places) is about 90 KB, /cities itself about 30 KB
// (docs/pages.md has the figures measured).

import (
	"bytes"
	"net/http"
	"slices"
	"strings"
	"sync"

	"golang.org/x/text/collate"
	"golang.org/x/text/language"

	"branchenbuch/internal/directory"
)

// CitiesPath is the places index.
const CitiesPath = "/cities"

// CitiesLetterPath is the page of the places of one letter key ("a"…"z", otherLetter).
func CitiesLetterPath(key string) string { return CitiesPath + "/" + uriComponent(key) }

// otherLetter is the key of the places whose name starts with no letter A–Z
// after folding (a digit, another script); its label is "#", its group the last.
const otherLetter = "other"

// citiesPerLetter is how many places of a letter /cities shows: its largest,
// A–Z. A letter with more has its own page's link.
const citiesPerLetter = 12

// citiesView is the template's data, of /cities and of a letter's page.
type citiesView struct {
	Heading, Count string
	Letters        []letterLink // the jump bar: A–Z, and # when it has places
	Groups         []placeGroup // none: no places yet
	// Unplaced links the list of the businesses without a known place (the
	// placeholder city), on /cities when there are any; Note: their count.
	Unplaced *link
	Crumbs   *crumbTrail
}

// letterLink is one letter of the jump bar; Href "" for a letter without places.
type letterLink struct {
	Text, Href string
	Current    bool
}

// placeGroup is one letter's section: its places (Note: the count) and, on
// /cities, the link to all of them when it shows only the largest. A letter's
// page has one group without ID and Letter (the page's heading names it).
type placeGroup struct {
	ID, Letter string
	Places     []link
	More       *link
}

// letterKeys are the groups in their order.
var letterKeys = func() []string {
	var out []string
	for r := 'a'; r <= 'z'; r++ {
		out = append(out, string(r))
	}
	return append(out, otherLetter)
}()

// letterKey is the group of a place name: the first letter of its folded
// form (Ägidienberg → a, Öhringen → o, 's-Hertogenbosch → s), else
// otherLetter. "Bad Homburg" stands under B, as it is written and looked up.
func letterKey(name string) string {
	f := directory.Fold(name)
	if f != "" && f[0] >= 'a' && f[0] <= 'z' {
		return f[:1]
	}
	return otherLetter
}

// letterLabel is the letter as the page shows it.
func letterLabel(key string) string {
	if key == otherLetter {
		return "#"
	}
	return strings.ToUpper(key)
}

// sortPlaces orders places A–Z as a German dictionary does (the collator's
// default for German is DIN 5007-1), by sort keys made once per name.
func sortPlaces(places []directory.City) {
	col := collate.New(language.German)
	var buf collate.Buffer
	type keyed struct {
		key []byte
		directory.City
	}
	ks := make([]keyed, len(places))
	for i, p := range places {
		ks[i] = keyed{col.KeyFromString(&buf, p.City), p}
	}
	slices.SortFunc(ks, func(a, b keyed) int {
		if c := bytes.Compare(a.key, b.key); c != 0 {
			return c
		}
		return strings.Compare(a.City.City, b.City.City)
	})
	for i := range ks {
		places[i] = ks[i].City
	}
}

// placeCache keeps the places index of the store's last data version:
// reading and sorting 12,000 places takes 40–60 ms, the version check a
// lookup (a write on another instance shows within a second, see
// directory.Store.DataVersion). The index is shared read-only.
var placeCache struct {
	sync.Mutex
	store   directory.Store
	version int64
	places  *placeSet
}

// placeSet is the places index: every city with listed businesses, sorted
// and grouped by letter key; their number; and the placeholder city's (the
// businesses without a known place) name and count.
type placeSet struct {
	byLetter map[string][]directory.City
	total    int
	unplaced directory.City
}

// placeIndex is the places index: the cached one while the data is unchanged.
func (c *Ctx) placeIndex() (*placeSet, error) {
	version, err := c.Store.DataVersion(c.Context)
	if err != nil {
		return nil, err
	}
	placeCache.Lock()
	defer placeCache.Unlock() // one reader builds it; the others wait for it rather than build it too
	if placeCache.places != nil && placeCache.store == c.Store && placeCache.version == version {
		return placeCache.places, nil
	}
	places, err := c.readPlaceIndex()
	if err != nil {
		return nil, err
	}
	placeCache.store, placeCache.version, placeCache.places = c.Store, version, places
	return places, nil
}

// readPlaceIndex reads and sorts the places index from the store.
func (c *Ctx) readPlaceIndex() (*placeSet, error) {
	all, err := c.Store.Cities(c.Context, "", 0)
	if err != nil {
		return nil, err
	}
	set := &placeSet{byLetter: map[string][]directory.City{}}
	all = slices.DeleteFunc(all, func(p directory.City) bool { return !directory.KnownCity(p.City) || p.BusinessCount <= 0 })
	// The placeholder city is no place of the index (Cities leaves it out); its list is linked apart.
	unplaced, n, err := c.Store.CityBusinesses(c.Context, directory.UnknownCityKey, directory.ListQuery{Page: 1, Limit: 1})
	if err != nil {
		return nil, err
	}
	if len(unplaced) > 0 {
		set.unplaced = directory.City{City: unplaced[0].City, BusinessCount: n}
	}
	sortPlaces(all)
	for _, p := range all {
		k := letterKey(p.City)
		set.byLetter[k] = append(set.byLetter[k], p)
	}
	set.total = len(all)
	return set, nil
}

// placeLinks are the links of places to their city pages, with their counts.
func (c *Ctx) placeLinks(places []directory.City) []link {
	out := make([]link, len(places))
	for i, p := range places {
		out[i] = link{Href: c.Locale.Path(CityPath(p.City)), Text: p.City, Note: c.num(p.BusinessCount)}
	}
	return out
}

// largest are the n places with the most businesses, in their A–Z order.
func largest(places []directory.City, n int) []directory.City {
	if len(places) <= n {
		return places
	}
	order := make([]int, len(places))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return places[b].BusinessCount - places[a].BusinessCount })
	order = order[:n]
	slices.Sort(order)
	out := make([]directory.City, n)
	for i, j := range order {
		out[i] = places[j]
	}
	return out
}

// letterBar is the jump bar: every letter A–Z (# only when it has places),
// linked by href(key) when it has places.
func letterBar(idx map[string][]directory.City, current string, href func(key string) string) []letterLink {
	var out []letterLink
	for _, k := range letterKeys {
		if len(idx[k]) == 0 && k == otherLetter {
			continue
		}
		l := letterLink{Text: letterLabel(k), Current: k == current}
		if len(idx[k]) > 0 {
			l.Href = href(k)
		}
		out = append(out, l)
	}
	return out
}

// citiesPage is /cities: the jump bar to the letters' sections, each with its largest places.
func (c *Ctx) citiesPage(Vars) (*Page, error) {
	set, err := c.placeIndex()
	if err != nil {
		return nil, err
	}
	idx, total := set.byLetter, set.total
	t := sharedTexts[c.Locale]
	v := &citiesView{Heading: t.text("cities", "index", "title"),
		Count:  fillText(t.text("cities", "index", "count"), "n", c.num(total)),
		Crumbs: c.breadcrumbs(c.citiesCrumb())}
	if total > 0 {
		v.Letters = letterBar(idx, "", func(k string) string { return "#letter-" + k })
	}
	for _, k := range letterKeys {
		places := idx[k]
		if len(places) == 0 {
			continue
		}
		g := placeGroup{ID: "letter-" + k, Letter: letterLabel(k), Places: c.placeLinks(largest(places, citiesPerLetter))}
		if len(places) > citiesPerLetter {
			more := fillText(t.text("cities", "index", "all"), "n", c.num(len(places)), "letter", letterLabel(k))
			if k == otherLetter {
				more = fillText(t.text("cities", "index", "allOther"), "n", c.num(len(places)))
			}
			g.More = &link{Href: c.Locale.Path(CitiesLetterPath(k)), Text: more}
		}
		v.Groups = append(v.Groups, g)
	}
	if n := set.unplaced.BusinessCount; n > 0 {
		v.Unplaced = &link{Href: c.Locale.Path(CityPath(set.unplaced.City)), Text: t.text("cities", "index", "unplacedLink"), Note: c.num(n)}
	}
	return &Page{Status: http.StatusOK, Title: c.title(v.Heading), URL: c.abs(CitiesPath), Index: true,
		Description: clip(fillText(t.text("cities", "index", "description"), "n", c.num(total))),
		JSONLD:      []LD{v.Crumbs.LD()}, Main: "cities", View: &serverView{T: t, Locale: c.Locale, Data: v}}, nil
}

// citiesLetterPage is /cities/{letter}: every place of one letter. Only the
// lower-case keys name a page (one address per page); another key, or a
// letter without places, is the not-found page.
func (c *Ctx) citiesLetterPage(vars Vars) (*Page, error) {
	key := vars["letter"]
	if !slices.Contains(letterKeys, key) {
		return nil, errNotFound
	}
	set, err := c.placeIndex()
	if err != nil {
		return nil, err
	}
	idx := set.byLetter
	places := idx[key]
	if len(places) == 0 {
		return nil, errNotFound
	}
	t := sharedTexts[c.Locale]
	label := letterLabel(key)
	heading := fillText(t.text("cities", "index", "letterTitle"), "letter", label)
	desc := fillText(t.text("cities", "index", "letterDescription"), "n", c.num(len(places)), "letter", label)
	crumb := label
	if key == otherLetter {
		heading = t.text("cities", "index", "otherTitle")
		desc = fillText(t.text("cities", "index", "otherDescription"), "n", c.num(len(places)))
		crumb = heading
	}
	// One group without its own heading: the page's is the letter's.
	v := &citiesView{Heading: heading, Count: fillText(t.text("cities", "index", "count"), "n", c.num(len(places))),
		Letters: letterBar(idx, key, func(k string) string { return c.Locale.Path(CitiesLetterPath(k)) }),
		Groups:  []placeGroup{{Places: c.placeLinks(places)}},
		Crumbs:  c.breadcrumbs(c.citiesCrumb(), link{Href: CitiesLetterPath(key), Text: crumb})}
	return &Page{Status: http.StatusOK, Title: c.title(heading), URL: c.abs(CitiesLetterPath(key)), Index: true,
		Description: clip(desc), JSONLD: []LD{v.Crumbs.LD()}, Main: "cities",
		View: &serverView{T: t, Locale: c.Locale, Data: v}}, nil
}
