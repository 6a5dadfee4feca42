package pages

// The frame of every page, rendered by the server with the app's classes
// (templates/frame.html): header with the navigation, footer, the cookie
// banner for a visitor who has not chosen yet. The app mounts only the page
// inside #root; the frame's islands (menu, language switch, banner) are
// small scripts (web/src/app/islands.ts, docs/hydration.md).

import (
	"encoding/json"
	"html/template"
	"net/http"
	"net/url"
	"strings"
)

// navLink is a link of the header's navigation.
type navLink struct {
	Href, Path, Label string
	End, Current      bool
}

// frameView is the frame template's data.
type frameView struct {
	T                                     TextTree
	Panel, Banner                         bool
	Home, Cookies                         string
	Nav, MenuNav                          []navLink
	QuickLinks, CategoryLinks, LegalLinks []link
	Switch                                struct{ Href, Lang string }
	BannerSwitches                        switchesView
	Content                               template.HTML
}

// switchesView is the consent switches' data: ids start with Prefix.
type switchesView struct {
	T          TextTree
	Prefix     string
	Categories []switchView
}

type switchView struct {
	Key        string
	On, Locked bool
}

// Consent is a visitor's stored cookie choice (the bb_consent cookie the app writes).
type Consent struct {
	Analytics, Marketing, Preferences bool
}

// ParseConsent reads the bb_consent cookie's value as the app does
// (web/src/lib/consent.ts): URL-encoded JSON of an object; nil when it is
// missing or unreadable, which counts as no choice yet.
func ParseConsent(raw string) *Consent {
	s, err := url.PathUnescape(raw)
	if err != nil || raw == "" {
		return nil
	}
	var v map[string]any
	if json.Unmarshal([]byte(s), &v) != nil || v == nil {
		return nil
	}
	return &Consent{Analytics: v["analytics"] == true, Marketing: v["marketing"] == true, Preferences: v["preferences"] == true}
}

// The navigation's routes; their labels are the frame texts' nav keys.
var navRoutes = []struct {
	path, key string
	end       bool
}{
	{"/", "home", true}, {SearchPath, "businesses", false}, {"/categories", "categories", false},
	{"/help", "help", false}, {"/contact", "contact", false},
}

// The footer's columns: path and the frame texts' footer key.
var (
	quickLinks = [][2]string{{SearchPath, "allBusinesses"}, {"/categories", "allCategories"}, {CitiesPath, "allCities"},
		{"/help", "help"}, {"/contact", "contact"}, {"/about", "about2"}, {"/add-business", "addBusiness"}, {"/blog", "blog"}}
	// The overview's slugs; each is an alias of a taxonomy category, so every
	// link opens a working page (docs/decisions.md, "One category taxonomy").
	categoryLinks = [][2]string{{"/categories/restaurant", "restaurants"}, {"/categories/hair-salon", "hairSalons"},
		{"/categories/retail", "retail"}, {"/categories/services", "services"}, {"/categories/healthcare", "healthcare"}}
	legalLinks = [][2]string{{"/privacy", "privacy"}, {"/imprint", "imprint"}, {"/terms", "terms"}, {"/cookies", "cookies"}}
)

// text is the string at a path of keys, "" when there is none.
func (t TextTree) text(keys ...string) string {
	var v any = map[string]any(t)
	for _, k := range keys {
		m, ok := v.(map[string]any)
		if !ok {
			return ""
		}
		v = m[k]
	}
	s, _ := v.(string)
	return s
}

// Current tells whether a locale-free escaped path lies under a navigation
// route: "/" only itself, the others themselves and every path below them.
func navCurrent(route string, end bool, path string) bool {
	if end || route == "/" {
		return path == route
	}
	return path == route || strings.HasPrefix(path, route+"/")
}

// frame makes the frame's data of a page around its content.
func (p *Page) frame(content template.HTML) frameView {
	loc := p.Locale
	if loc == "" {
		loc = DE
	}
	t := sharedTexts[loc]
	v := frameView{T: t, Panel: p.Route != nil && p.Route.Panel, Banner: p.Consent == nil, Content: content,
		Home: loc.Path("/"), Cookies: loc.Path("/cookies")}
	for _, r := range navRoutes {
		v.Nav = append(v.Nav, navLink{Href: loc.Path(r.path), Path: r.path, Label: t.text("frame", "nav", r.key),
			End: r.end, Current: navCurrent(r.path, r.end, p.Path)})
	}
	v.MenuNav = v.Nav
	links := func(l [][2]string) []link {
		var out []link
		for _, x := range l {
			out = append(out, link{Href: loc.Path(x[0]), Text: t.text("frame", "footer", x[1])})
		}
		return out
	}
	v.QuickLinks, v.CategoryLinks, v.LegalLinks = links(quickLinks), links(categoryLinks), links(legalLinks)
	other := EN
	if loc == EN {
		other = DE
	}
	// The switch leads to the same page in the other language, with its list
	// page and filters (the app keeps it so after client navigation:
	// web/src/components/layout/frame-islands.ts). A missing page is missing
	// in the other language too: its switch leads to that language's start
	// page, so that no link of a page answers 404.
	switchTo := nonEmpty(p.Path, "/") + p.Query
	if p.Status == http.StatusNotFound {
		switchTo = "/"
	}
	v.Switch.Href, v.Switch.Lang = other.Path(switchTo), other.HTMLLang()
	v.BannerSwitches = consentSwitches(t, "consent-banner", p.Consent)
	return v
}

// consentSwitches is the data of the four switches showing a stored choice (all optional ones off without).
func consentSwitches(t TextTree, prefix string, c *Consent) switchesView {
	if c == nil {
		c = &Consent{}
	}
	return switchesView{T: t, Prefix: prefix, Categories: []switchView{
		{Key: "necessary", On: true, Locked: true}, {Key: "analytics", On: c.Analytics},
		{Key: "marketing", On: c.Marketing}, {Key: "preferences", On: c.Preferences}}}
}
