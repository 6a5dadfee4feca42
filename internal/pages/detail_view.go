package pages

// The data of the detail page's template (templates/detail.html): every card
// of the page as the visitor reads it, computed here so that the template only
// places it. Its cards: header, photos, hours, about, rating distribution,
// contact, map and nearby; the texts are
// web/src/i18n/<locale>-detail.json.

import (
	"bytes"
	"encoding/json"
	"html/template"
	"io/fs"
	"math"
	"net/url"
	"strconv"
	"strings"
	"time"

	"branchenbuch/internal/directory"
	"branchenbuch/web"
)

// detailNow is the clock of the open status and of today's row (a test sets it).
var detailNow = time.Now

// businessView is the data of one business's page.
type businessView struct {
	ID                    int64
	Name, Letter          string
	Category, CategoryURL string
	Stars                 starsView
	Reviews               string
	Status                statusView
	Address               string // the header's line: street with "PLZ Stadt" and a foreign country
	Phone, CallLabel      string
	PhoneHref             template.URL // tel: links, which html/template would refuse as unsafe
	Website, WebsiteHost  string
	Subtypes              []string
	ReviewsLink           string
	PhotoCount            string
	Photo                 string // the first mirrored photo, "" for the letter
	MorePhotos            []photoView
	Hours                 []hoursRow
	Description           string
	Facts                 []fact
	About                 []aboutGroup
	Bars                  []scoreBar
	ContactLines          []string
	MapsHref              string
	Map                   *mapView
	Nearby                []nearbyView
	Ads                   []int // the ad areas (1–4) with operator markup, shown with marketing consent

	Crumbs *crumbTrail // Start › city › category in the city › the business (detail.go's detailCrumbs)
}

// starsView is the five stars of a rating: the filled share's width and the value.
type starsView struct{ Width, Value, Label string }

// statusView is the open status pill: Kind open, closed or paused ("" hides it).
type statusView struct{ Kind, Text string }

type photoView struct{ Src, Alt, Letter string }

// hoursRow is one day of the opening hours card.
type hoursRow struct {
	Day, Label, Hours string
	Closed, Today     bool
}

type fact struct{ Label, Value string }

// aboutGroup is one group of the about object: items, or a text.
type aboutGroup struct {
	Title, Text string
	Items       []aboutItem
}

// aboutItem is a yes/no attribute (Flag) or a labelled text.
type aboutItem struct {
	Label, Text     string
	Flag, Available bool
}

type scoreBar struct {
	Score               int
	Label, Width, Count string
}

// tileURL is the map_tile_url setting when a map can use it
// (directory.CheckTileURL, as the settings form checks it), else "": no map.
// The detail page's map and the search page's use it.
func (c *Ctx) tileURL() string {
	tiles := strings.TrimSpace(c.Settings[directory.MapTileURLSetting])
	if tiles == "" || directory.CheckTileURL(tiles) != nil {
		return ""
	}
	return tiles
}

// mapView is what the map island needs: the tile server, the point and its popup's texts.
type mapView struct {
	TileURL, Lat, Lng, Name, Rating string
}

type nearbyView struct {
	Href, Name, Category, Distance string
	Stars                          starsView
}

// detailText is the detail page's texts in the page's locale.
func (c *Ctx) detailText() TextTree {
	t, _ := sharedTexts[c.Locale]["detail"].(map[string]any)
	return t
}

// plural picks the one or other form of a text {"one": …, "other": "{n} …"}.
func (c *Ctx) plural(t TextTree, key string, n int) string {
	if n == 1 {
		return t.text(key, "one")
	}
	return fillText(t.text(key, "other"), "n", c.num(n))
}

func (c *Ctx) detailView(b *directory.Business) (*businessView, error) {
	t := c.detailText()
	now := detailNow()
	b.ComputeOpenNow(now)
	v := &businessView{ID: b.ID, Name: b.Name, Letter: firstLetter(b.Name), Category: c.categoryLabel(b),
		Stars: c.stars(b.Rating), Status: c.status(t, b), Phone: b.Phone, Subtypes: subtypeList(b.Subtypes),
		ReviewsLink: webURL(b.ReviewsLink), Description: strings.TrimSpace(b.Description)}
	if b.CategorySlug != "" {
		v.CategoryURL = c.Locale.Path(CategoryPath(b.CategorySlug))
	}
	v.Reviews = t.text("noReviews")
	if b.ReviewCount > 0 {
		v.Reviews = c.plural(t, "reviewCount", b.ReviewCount)
	}
	if a := addressLine(b); a != "" {
		v.Address = withCountry(a, b, c.Locale)
	}
	if b.Phone != "" {
		v.PhoneHref = template.URL("tel:" + telDigits(b.Phone))
		v.CallLabel = fillText(t.text("call"), "phone", b.Phone)
	}
	if site := webURL(b.Website); site != "" {
		u, _ := url.Parse(site)
		v.Website, v.WebsiteHost = site, strings.TrimPrefix(u.Host, "www.")
	}
	// Photos: only the mirrored copies (the store never gives out the imported URLs).
	var photos []string
	for _, p := range b.Photos {
		if p != "" {
			photos = append(photos, p)
		}
	}
	if count := max(b.PhotosCount, len(photos)); count > 0 {
		v.PhotoCount = c.plural(t, "photoCount", count)
	} else {
		v.PhotoCount = t.text("noPhotos")
	}
	if len(photos) > 0 {
		v.Photo = photos[0]
		for i, p := range photos[1:min(len(photos), 1+morePhotos)] {
			alt := fillText(t.text("photoAlt"), "name", b.Name, "n", strconv.Itoa(i+2))
			v.MorePhotos = append(v.MorePhotos, photoView{Src: p, Alt: alt, Letter: firstLetter(alt)})
		}
	}
	v.Hours = c.hoursRows(t, b, now)
	if v.Description == "" {
		v.Description = c.generatedDescription(t, b)
	}
	v.Facts = c.facts(t, b, len(photos))
	groups, err := aboutGroups(b.About)
	if err != nil {
		groups = nil // unreadable about data shows no groups, as the app did
	}
	v.About = localizeAbout(groups, c.Locale)
	v.Bars = c.scoreBars(t, b.ReviewsPerScore)
	v.ContactLines = addressLines(b)
	v.MapsHref = mapsHref(b)
	if tiles := c.tileURL(); tiles != "" && b.Latitude != nil && b.Longitude != nil {
		v.Map = &mapView{TileURL: tiles, Lat: strconv.FormatFloat(*b.Latitude, 'f', -1, 64),
			Lng: strconv.FormatFloat(*b.Longitude, 'f', -1, 64), Name: b.Name}
		if clampRating(b.Rating) > 0 {
			v.Map.Rating = c.rating(b.Rating)
		}
	}
	nearby, _, err := directory.Nearby(c.Context, c.Store, b)
	if err != nil {
		return nil, err
	}
	for i := range nearby {
		n := &nearby[i]
		n.CategoryLabels = directory.CategoryLabels(n.Category, n.CategorySlug)
		nv := nearbyView{Href: c.Locale.Path(BusinessPath(n.URLSlug, n.ID)), Name: n.Name, Category: c.categoryLabel(n), Stars: c.stars(n.Rating)}
		if n.DistanceKm != nil && !math.IsNaN(*n.DistanceKm) && !math.IsInf(*n.DistanceKm, 0) {
			nv.Distance = fillText(t.text("km"), "n", c.distance(*n.DistanceKm))
		}
		v.Nearby = append(v.Nearby, nv)
	}
	for n := 1; n <= 4; n++ {
		if strings.TrimSpace(c.Settings["ad_area_"+strconv.Itoa(n)]) != "" {
			v.Ads = append(v.Ads, n)
		}
	}
	return v, nil
}

// morePhotos is how many photos after the first are shown, small, below it.
const morePhotos = 4

// HasAd tells whether ad area n has markup.
func (v *businessView) HasAd(n int) bool {
	for _, a := range v.Ads {
		if a == n {
			return true
		}
	}
	return false
}

// stars splits a rating into filled stars: whole ones plus a half from .5 on.
func (c *Ctx) stars(r float64) starsView {
	value := c.rating(r)
	return starsView{Width: strconv.FormatFloat(filledShare(r)*100, 'f', -1, 64) + "%", Value: value,
		Label: fillText(c.detailText().text("ratingLabel"), "rating", value)}
}

// status is the open status: "Vorübergehend geschlossen" for a temporarily
// closed business, else the server's openNow; nothing when unknown.
func (c *Ctx) status(t TextTree, b *directory.Business) statusView {
	switch {
	case b.BusinessStatus == directory.StatusClosedTemporarily:
		return statusView{"paused", t.text("temporarilyClosed")}
	case b.OpenNow == nil:
		return statusView{}
	case *b.OpenNow:
		return statusView{"open", t.text("open")}
	}
	return statusView{"closed", t.text("closed")}
}

// weekdays are the English day names the data keys opening hours by, Monday first.
var weekdays = [7]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}

// hoursRows are the days of the hours as the data writes them, Monday to
// Sunday, leaving out days it does not name; today (in the business's time
// zone) is marked. None without readable hours, which hides the card.
func (c *Ctx) hoursRows(t TextTree, b *directory.Business, now time.Time) []hoursRow {
	byDay := map[string]string{}
	for k, v := range b.WorkingHours {
		byDay[strings.ToLower(strings.TrimSpace(k))] = strings.TrimSpace(v)
	}
	today := now.In(directory.ZoneOf(strings.TrimSpace(b.TimeZone))).Weekday().String()
	var rows []hoursRow
	for _, d := range weekdays {
		h := byDay[strings.ToLower(d)]
		if h == "" {
			continue
		}
		r := hoursRow{Day: d, Label: t.text("days", d), Hours: h, Closed: strings.EqualFold(h, "closed"), Today: d == today}
		if r.Closed {
			r.Hours = t.text("closed")
		}
		rows = append(rows, r)
	}
	return rows
}

// generatedDescription is the sentence of a business without its own description.
func (c *Ctx) generatedDescription(t TextTree, b *directory.Business) string {
	parts := []string{b.Name}
	if cat := c.categoryLabel(b); cat != "" {
		parts = append(parts, fillText(t.text("generatedDescription", "category"), "category", cat))
	}
	if b.City != "" {
		parts = append(parts, fillText(t.text("generatedDescription", "city"), "city", b.City))
	}
	return strings.Join(parts, " ") + t.text("generatedDescription", "end")
}

// facts are the about card's short list; empty values are left out.
func (c *Ctx) facts(t TextTree, b *directory.Business, photos int) []fact {
	status := t.text("businessStatus", b.BusinessStatus)
	if b.BusinessStatus != directory.StatusClosedTemporarily && b.OpenNow != nil {
		status = t.text("closed")
		if *b.OpenNow {
			status = t.text("open")
		}
	}
	verified := t.text("facts", "no")
	if b.Verified {
		verified = t.text("facts", "yes")
	}
	level := 2
	if b.PriceLevel != nil && *b.PriceLevel >= 1 && *b.PriceLevel <= 4 {
		level = *b.PriceLevel
	}
	all := []fact{
		{t.text("facts", "category"), c.categoryLabel(b)},
		{t.text("facts", "rating"), fillText(t.text("facts", "ratingValue"), "rating", c.rating(b.Rating))},
		{t.text("facts", "photos"), c.num(max(b.PhotosCount, photos))},
		{t.text("facts", "status"), status},
		{t.text("facts", "verified"), verified},
		{t.text("facts", "price"), strings.Repeat("€", level)},
	}
	out := all[:0]
	for _, f := range all {
		if f.Value != "" {
			out = append(out, f)
		}
	}
	return out
}

// scoreBars are scores 5 to 1 with their counts and their share of all
// counted reviews; none when no score is counted.
func (c *Ctx) scoreBars(t TextTree, per map[string]int) []scoreBar {
	counts := [5]int{}
	total := 0
	for i := range counts {
		n := per[strconv.Itoa(5-i)]
		if n > 0 {
			counts[i] = n
			total += n
		}
	}
	if total == 0 {
		return nil
	}
	bars := make([]scoreBar, 5)
	for i, n := range counts {
		score := 5 - i
		pct := math.Round(float64(n)/float64(total)*1000) / 10
		bars[i] = scoreBar{Score: score, Label: c.plural(t, "stars", score), Width: strconv.FormatFloat(pct, 'f', -1, 64) + "%",
			Count: c.plural(t, "scoreCount", n)}
	}
	return bars
}

// subtypeList splits the comma-separated subtypes, without blanks or repeats.
func subtypeList(s string) []string {
	var out []string
	seen := map[string]bool{}
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" && !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// webURL is an http(s) URL as a browser writes it (a path of at least "/"), or "".
func webURL(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	u.Host = strings.ToLower(u.Host)
	if u.Path == "" {
		u.Path = "/"
	}
	return u.String()
}

// addressLine is the header's address: the street address as given, with
// "PLZ Stadt" appended when it names neither (an approved submission may hold only the street).
func addressLine(b *directory.Business) string {
	address := strings.TrimSpace(nonEmpty(b.Address, b.FullAddress))
	pc, city := strings.TrimSpace(b.PostalCode), strings.TrimSpace(b.City)
	lower := strings.ToLower(address)
	named := func(part string) bool { return part != "" && strings.Contains(lower, strings.ToLower(part)) }
	if named(pc) || named(city) {
		return address
	}
	var parts []string
	for _, p := range []string{address, strings.TrimSpace(pc + " " + city)} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, ", ")
}

// addressLines are the contact card's lines: the full address, or address,
// postal code with city (unless the address says them) and country.
func addressLines(b *directory.Business) []string {
	if full := strings.TrimSpace(b.FullAddress); full != "" {
		return []string{full}
	}
	var place []string
	for _, p := range []string{b.PostalCode, b.City} {
		if p != "" {
			place = append(place, p)
		}
	}
	cityLine := strings.Join(place, " ")
	if strings.Contains(b.Address, cityLine) {
		cityLine = ""
	}
	var out []string
	for _, l := range []string{b.Address, cityLine, b.Country} {
		if l = strings.TrimSpace(l); l != "" {
			out = append(out, l)
		}
	}
	return out
}

// mapsHref opens an external maps search by place_id (or by name and address).
func mapsHref(b *directory.Business) string {
	var q []string
	for _, p := range []string{b.Name, nonEmpty(b.Address, b.City)} {
		if strings.TrimSpace(p) != "" {
			q = append(q, p)
		}
	}
	href := "https://www.google.com/maps/search/?api=1&query=" + uriComponent(strings.Join(q, ", "))
	if b.PlaceID != "" {
		href += "&query_place_id=" + uriComponent(b.PlaceID)
	}
	return href
}

// aboutGroups reads the about object in its order: groups of yes/no and text
// values become items, text groups stay text; empty and unreadable parts are skipped.
func aboutGroups(raw json.RawMessage) ([]aboutGroup, error) {
	if len(bytes.TrimSpace(raw)) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, err
	}
	var out []aboutGroup
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return nil, err
		}
		title, _ := key.(string)
		var group json.RawMessage
		if err := dec.Decode(&group); err != nil {
			return nil, err
		}
		var text string
		if json.Unmarshal(group, &text) == nil {
			if text = strings.TrimSpace(text); text != "" {
				out = append(out, aboutGroup{Title: title, Text: text})
			}
			continue
		}
		items, err := aboutItems(group)
		if err != nil {
			continue
		}
		if len(items) > 0 {
			out = append(out, aboutGroup{Title: title, Items: items})
		}
	}
	return out, nil
}

// aboutItems reads one group's object in its order.
func aboutItems(raw json.RawMessage) ([]aboutItem, error) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, errNotFound
	}
	var items []aboutItem
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return nil, err
		}
		label, _ := key.(string)
		var v any
		if err := dec.Decode(&v); err != nil {
			return nil, err
		}
		switch x := v.(type) {
		case bool:
			items = append(items, aboutItem{Label: label, Flag: true, Available: x})
		case string:
			if x = strings.TrimSpace(x); x != "" {
				items = append(items, aboutItem{Label: label, Text: x})
			}
		case json.Number:
			items = append(items, aboutItem{Label: label, Text: x.String()})
		}
	}
	return items, nil
}

// aboutNames are the German names of the about object's groups and
// attributes (web/src/i18n/de-detail-about.json), by lower-case key and by the German name itself.
var aboutNames = mustAboutNames()

func mustAboutNames() map[string]map[string]string {
	var raw map[string]map[string]string
	if err := json.Unmarshal(detailAboutJSON(), &raw); err != nil {
		panic(err) // embedded at build time
	}
	out := map[string]map[string]string{}
	for table, names := range raw {
		m := map[string]string{}
		for key, german := range names {
			m[strings.ToLower(german)] = german
			m[strings.ToLower(key)] = german
		}
		out[table] = m
	}
	return out
}

// localizeAbout names the groups and attributes in the locale: English pages
// show Google's keys as they come; German pages show each by its German name
// and leave out a key without one (and a group left empty) rather than mix
// English into the page. Text values are data and stay as they are.
func localizeAbout(groups []aboutGroup, loc Locale) []aboutGroup {
	if loc != DE {
		return groups
	}
	german := func(table, key string) string { return aboutNames[table][strings.ToLower(strings.TrimSpace(key))] }
	var out []aboutGroup
	for _, g := range groups {
		title := german("groups", g.Title)
		if title == "" {
			continue
		}
		if g.Items == nil {
			out = append(out, aboutGroup{Title: title, Text: g.Text})
			continue
		}
		var items []aboutItem
		for _, it := range g.Items {
			if label := german("attributes", it.Label); label != "" {
				it.Label = label
				items = append(items, it)
			}
		}
		if len(items) > 0 {
			out = append(out, aboutGroup{Title: title, Items: items})
		}
	}
	return out
}

// detailAboutJSON is the German names of the about object's keys (web/src/i18n/de-detail-about.json).
func detailAboutJSON() []byte {
	b, err := fs.ReadFile(web.Texts(), "de-detail-about.json")
	if err != nil {
		panic(err) // embedded at build time
	}
	return b
}

// The detail template's helpers: the arguments of its partials.
var _ = func() bool {
	templateFuncs["adArea"] = func(t map[string]any, b *businessView, n int, show any) map[string]any {
		on, _ := show.(bool)
		return map[string]any{"T": t, "B": b, "N": n, "Show": on}
	}
	templateFuncs["stars"] = func(s starsView, small bool) map[string]any { return map[string]any{"Stars": s, "Small": small} }
	templateFuncs["photo"] = func(src, alt, letter, class string, eager bool) map[string]any {
		return map[string]any{"Src": src, "Alt": alt, "Letter": letter, "Class": class, "Eager": eager}
	}
	templateFuncs["detailPair"] = func(t map[string]any, b *businessView) map[string]any { return map[string]any{"T": t, "B": b} }
	return true
}()
