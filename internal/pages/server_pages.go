package pages

// The pages the server renders completely (manifest entries with a
// Template): their templates' data. Texts come from the shared JSON
// (i18n.go); what is not text (the legal pages' sections, the operator's
// details, the stored consent) is made here.

import (
	"bytes"
	"html/template"
	"net/url"
	"regexp"
	"strings"
	"time"
)

// serverView is the data of a server-rendered page's template.
type serverView struct {
	T       TextTree
	Locale  Locale
	Data    any
	Consent *Consent // the visitor's stored choice (set when rendered)
}

// Path is a locale-free site path in the page's locale.
func (v *serverView) Path(p string) string { return v.Locale.Path(p) }

// Switches are the consent switches of the cookie page, showing the stored choice.
func (v *serverView) Switches() switchesView {
	return consentSwitches(v.T, "cookies-consent", v.Consent)
}

// templateFuncs are the helpers of the page templates.
var templateFuncs = template.FuncMap{
	"inc":  func(i int) int { return i + 1 },
	"fill": fillText,
	"list": func(s ...string) []string { return s },
	// accent is the colour of a FAQ group's heading.
	"accent": func(color string) string {
		if c, ok := map[string]string{"green": "border-green-600 text-green-800", "orange": "border-orange-600 text-orange-800",
			"purple": "border-purple-600 text-purple-800"}[color]; ok {
			return c
		}
		return "border-blue-600 text-blue-800"
	},
}

// fill puts values into a shared text's {name} placeholders, as the app's
// i18n/fill.ts does: fillText("von {author}", "author", "Anna").
func fillText(text string, pairs ...string) string {
	for i := 0; i+1 < len(pairs); i += 2 {
		text = strings.ReplaceAll(text, "{"+pairs[i]+"}", pairs[i+1])
	}
	return text
}

// legalUpdated is the day the legal texts were last changed.
var legalUpdated = time.Date(2024, time.January, 15, 0, 0, 0, 0, time.UTC)

// legalDoc is the data of a legal page.
type legalDoc struct {
	Title, Intro, Updated, UpdatedText string
	Sections                           []legalSection
}

// legalSection is one numbered part of a legal page: paragraphs with a list
// after the first, labelled details, a link or a text with external links.
type legalSection struct {
	ID, Title, Notice string
	P, List           []string
	Fields            []legalField
	Link              *link
	Text              string
	External          []link
}

// legalField is a labelled detail; an empty value reads Missing. Href is
// a mailto: or tel: link that the code makes (html/template would refuse tel:).
type legalField struct {
	Label, Value, Missing string
	Href                  template.URL
}

// texts of a legal page as the JSON has them.
func (c *Ctx) legalTexts() TextTree {
	t, _ := sharedTexts[c.Locale]["legal"].(map[string]any)
	return t
}

func (c *Ctx) legalDoc(page string, sections []legalSection) *legalDoc {
	t := TextTree(c.legalTexts())
	return &legalDoc{Title: t.text(page, "title"), Intro: t.text(page, "intro"), Updated: legalUpdated.Format(time.DateOnly),
		UpdatedText: c.date(legalUpdated), Sections: sections}
}

// strings is a JSON array of texts.
func (t TextTree) strings(keys ...string) []string {
	var v any = map[string]any(t)
	for _, k := range keys {
		m, _ := v.(map[string]any)
		v = m[k]
	}
	arr, _ := v.([]any)
	out := make([]string, 0, len(arr))
	for _, s := range arr {
		str, _ := s.(string)
		out = append(out, str)
	}
	return out
}

// block is a section of paragraphs (and a list) under sections.<key> of a legal page's texts.
func (c *Ctx) block(page, id, key string) legalSection {
	t := TextTree(c.legalTexts())
	return legalSection{ID: id, Title: t.text(page, "sections", key, "title"), P: t.strings(page, "sections", key, "p"),
		List: t.strings(page, "sections", key, "list")}
}

func (c *Ctx) privacy() (any, error) {
	t := TextTree(c.legalTexts())
	controller := c.block("privacy", "controller", "controller")
	controller.Link = &link{Href: c.Locale.Path("/imprint"), Text: t.text("privacy", "imprintLink")}
	cookies := c.block("privacy", "cookies", "cookies")
	cookies.Link = &link{Href: c.Locale.Path("/cookies"), Text: t.text("privacy", "sections", "cookies", "link")}
	geonames := c.block("privacy", "geonames", "geonames")
	geonames.External = []link{{Href: "https://www.geonames.org", Text: "GeoNames (www.geonames.org)"},
		{Href: "https://creativecommons.org/licenses/by/4.0/", Text: "CC BY 4.0"}}
	return c.legalDoc("privacy", []legalSection{controller, c.block("privacy", "server-logs", "logs"), cookies,
		c.block("privacy", "advertising-analytics", "operatorCode"), c.block("privacy", "forms", "forms"),
		c.block("privacy", "local-storage", "localStorage"), c.block("privacy", "map", "map"),
		c.block("privacy", "directory-data", "directory"), geonames, c.block("privacy", "rights", "rights")}), nil
}

func (c *Ctx) terms() (any, error) {
	var s []legalSection
	for _, x := range [][2]string{{"services", "services"}, {"reviews", "reviews"}, {"paid-functions", "paid"},
		{"duties", "duties"}, {"liability", "liability"}, {"changes", "changes"}, {"final-provisions", "final"}} {
		s = append(s, c.block("terms", x[0], x[1]))
	}
	return c.legalDoc("terms", s), nil
}

// odrURL is the European Commission's online dispute resolution platform.
const odrURL = "https://ec.europa.eu/consumers/odr"

// imprint shows the operator's legal details from the settings; until the
// operator has filled them in it says so instead of inventing any.
func (c *Ctx) imprint() (any, error) {
	t := TextTree(c.legalTexts())
	op := func(key string) string { return trimmed(c.Settings[key]) }
	field := func(label, key, href string) legalField {
		v := op(key)
		if v == "" {
			href = ""
		}
		return legalField{Label: t.text("imprint", "fields", label), Value: v, Href: template.URL(href), Missing: t.text("imprint", "notGiven")}
	}
	title := func(key string) string { return t.text("imprint", "sections", key, "title") }
	filled := false
	for _, k := range []string{"operator_company", "operator_address", "operator_register", "operator_vat_id", "operator_email",
		"operator_phone", "operator_directors", "operator_hours"} {
		filled = filled || op(k) != ""
	}
	notice := ""
	switch {
	case c.Settings == nil:
		notice = t.text("imprint", "loadFailed")
	case !filled:
		notice = t.text("imprint", "notFilled")
	}
	sections := []legalSection{
		{ID: "operator", Title: title("operator"), Notice: notice,
			Fields: []legalField{field("company", "operator_company", ""), field("address", "operator_address", "")}},
		{ID: "contact", Title: title("contact"), Fields: []legalField{
			field("email", "operator_email", "mailto:"+url.PathEscape(op("operator_email"))),
			field("phone", "operator_phone", "tel:"+telDigits(op("operator_phone")))}},
		{ID: "register", Title: title("register"), Fields: []legalField{field("register", "operator_register", ""), field("vatId", "operator_vat_id", "")}},
		{ID: "directors", Title: title("directors"), Fields: []legalField{field("directors", "operator_directors", "")}},
		{ID: "hours", Title: title("hours"), Fields: []legalField{field("hours", "operator_hours", "")}},
		{ID: "dispute-resolution", Title: title("dispute"), Text: t.text("imprint", "sections", "dispute", "text"),
			External: []link{{Href: odrURL, Text: odrURL}}},
		{ID: "sources", Title: title("sources"), Text: t.text("imprint", "sections", "sources", "text"),
			External: []link{{Href: "https://www.geonames.org", Text: "www.geonames.org"}}},
	}
	return c.legalDoc("imprint", sections), nil
}

func trimmed(s string) string { return strings.TrimSpace(s) }

var (
	entryScript   = regexp.MustCompile(`<script type="module"[^>]*\ssrc="[^"]*"[^>]*></script>`)
	modulePreload = regexp.MustCompile(`\s*<link rel="modulepreload"[^>]*>`)
	stylesheet    = regexp.MustCompile(`\s*<link rel="stylesheet"[^>]*>`)
)

// islandsIndex turns index.html into the document of a page the server
// renders completely: its script is the islands' (script), not the app's
// entry, and none of the app's chunks is preloaded. The stylesheet moves
// before the page's head (markerHead): it blocks the first paint, so the
// browser asks for it before the scripts and chunks the head preloads, which
// would otherwise take the connections first.
func islandsIndex(index []byte, script string) []byte {
	index = modulePreload.ReplaceAll(index, nil)
	var styles []byte
	for _, css := range stylesheet.FindAll(index, -1) {
		styles = append(styles, css...)
	}
	if len(styles) > 0 && bytes.Contains(index, []byte(markerHead)) {
		index = stylesheet.ReplaceAll(index, nil)
		index = bytes.Replace(index, []byte(markerHead), append(bytes.TrimLeft(styles, " \n"), "\n    "+markerHead...), 1)
	}
	tag := `<script type="module" crossorigin src="` + template.HTMLEscapeString(script) + `"></script>`
	return entryScript.ReplaceAllLiteral(index, []byte(tag))
}
