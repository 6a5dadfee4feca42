// Package pages is the page manifest (manifest.go) and what the server makes
// of each route: title, description, robots, canonical and hreflang links,
// JSON-LD and the main content as plain HTML for a crawler without
// JavaScript (docs/pages.md).
package pages

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"unicode/utf8"

	"branchenbuch/internal/directory"
)

// DefaultSiteName is the site name when the operator set no site_title.
const DefaultSiteName = "Branchenbuch"

// Page is the server's data of one response. Main names a template of
// render.go ("" for none) and View is its data.
type Page struct {
	Status      int
	Title       string
	Description string
	URL         string // absolute canonical URL; empty on not-found pages
	Index       bool   // false writes robots noindex and leaves out the canonical link
	OGType      string
	Image       string   // absolute share image URL, or ""
	Contact     *Contact // Open Graph business contact data on detail pages
	SiteName    string
	Locale      Locale
	Alternates  []Alternate // hreflang links of the page in every locale
	JSONLD      []LD
	Main        string
	View        any

	Path string // the request's locale-free escaped path ("/help" of "/en/help")
	// FromQuery tells that the page was built from its query string (a list's
	// page 2, its filters): its title and status may differ from its path's.
	FromQuery bool
	// Query is the query string of what a list page shows ("?page=2&website=1":
	// its page, filters and order as its own links write them); the
	// language switch keeps it.
	Query   string
	Consent *Consent // the visitor's stored cookie choice; nil shows the banner (set by the server)

	Route *Route // the manifest's route of the page
	Vars  Vars   // its parameters

	Modules    []string // modulepreload links of the route's chunks (set by the server)
	Script     string   // the islands' script of a page the server renders completely (set by the server)
	Preload    []byte   // the route's API answers as JSON (set by the server)
	HeadCode   string   // operator markup, written raw (trusted by design)
	FooterCode string
	Nonce      string // the answer's Content-Security-Policy nonce, which every script gets (set by the server; withNonce)
}

// Alternate is one language version of a page.
type Alternate struct{ Lang, URL string }

// Contact is the Open Graph business contact data of a detail page.
type Contact struct {
	Street, PostalCode, Locality, Country string
}

// LD is one JSON-LD object; json.Marshal sorts its keys, so "@context" and
// "@type" come first.
type LD map[string]any

// Ctx is what every page builder needs.
type Ctx struct {
	Context  context.Context
	Store    directory.Store
	BaseURL  string // absolute site URL without a trailing slash
	Settings directory.Settings
	Locale   Locale
	Query    url.Values // the request's query string (nil: none)
	siteName string
	w        *words
	// pageQuery is the query string of the page's own URL beyond its path
	// ("?page=2" of a list's second page), for its language versions.
	pageQuery string
	readQuery bool // the builder read Query
	req       Request
}

// Request is what a page may read of its request beyond the path: the query
// string, and the API answered in-process (the search page's results). A
// zero Request builds the page's default view without data from the API.
type Request struct {
	Query url.Values
	// API answers a public API call ("/api/…?…") with its JSON, false when it failed.
	API func(call string) ([]byte, bool)
	// Asset is the site path of a script entry of the build by its source ("src/app/islands/search.ts"), "" without one.
	Asset func(source string) string
}

// asset is the site path of a script entry, "" without a build.
func (c *Ctx) asset(source string) string {
	if c.req.Asset == nil {
		return ""
	}
	return c.req.Asset(source)
}

// abs makes an absolute URL of a locale-free site path in the page's locale.
func (c *Ctx) abs(p string) string { return c.BaseURL + c.Locale.Path(p) }

// title appends the site name to a page title.
func (c *Ctx) title(t string) string { return t + " – " + c.siteName }

// num writes a count in the locale's format (441.003 or 441,003).
func (c *Ctx) num(n int) string {
	if c.Locale == EN {
		return strings.ReplaceAll(germanInt(n), ".", ",")
	}
	return germanInt(n)
}

// errNotFound is the error of a path or data that does not exist.
var errNotFound = directory.Errorf(directory.ENOTFOUND, "Seite nicht gefunden.")

// errPastEnd is the error of a list page past the last one: the answer is
// the not-found page (docs/pages.md).
var errPastEnd = directory.Errorf(directory.ENOTFOUND, "Seite nicht gefunden.")

// Build makes the page of an escaped request path (with its locale prefix).
// An error is an internal failure, already logged by the caller's choice:
// the returned page is then the error page.
func Build(ctx context.Context, store directory.Store, baseURL string, set directory.Settings, escapedPath string) (*Page, error) {
	return BuildRequest(ctx, store, baseURL, set, escapedPath, Request{})
}

// BuildRequest is Build with the request's query string (the list pages'
// page, filters and order; the search) and in-process API.
func BuildRequest(ctx context.Context, store directory.Store, baseURL string, set directory.Settings, escapedPath string, req Request) (*Page, error) {
	loc, rest := SplitLocale(escapedPath)
	c := &Ctx{Context: ctx, Store: store, BaseURL: strings.TrimRight(baseURL, "/"), Settings: set, Locale: loc,
		Query: req.Query, siteName: DefaultSiteName, w: dict[loc], req: req}
	if t := strings.TrimSpace(set["site_title"]); t != "" {
		c.siteName = t
	}
	seg := pathSegments(rest)
	route, vars := Match(seg)
	if route.Panel && loc != DE {
		route, vars = &Manifest[len(Manifest)-1], Vars{} // the panel has no English variant
	}
	p, err := c.build(route, vars)
	if err == errPastEnd { // a list page past its end is the not-found page
		p = nil
	}
	switch {
	case err != nil && directory.ErrorCode(err) != directory.ENOTFOUND:
		p = &Page{Status: http.StatusInternalServerError, Title: c.title(c.w.failure)}
	case err != nil || route.Pattern == "":
		p = c.notFound(p)
		if route.Template != "" {
			if _, own := p.View.(*serverView); own { // the page's own card of what is missing (an unknown city or category)
				p.Main = route.Template
			} else { // the not-found card (not_found.go)
				p.Main, p.View = notFoundTemplate, &serverView{T: sharedTexts[loc], Locale: loc, Data: c.notFoundCard(err)}
			}
		}
		err = nil
	}
	p.Route, p.Vars, p.SiteName, p.Locale, p.Path = route, vars, c.siteName, loc, rest
	p.FromQuery = c.readQuery && len(req.Query) > 0
	if p.OGType == "" {
		p.OGType = "website"
	}
	if p.Status == http.StatusOK && !route.Panel {
		for _, l := range Locales {
			p.Alternates = append(p.Alternates, Alternate{l.HTMLLang(), c.BaseURL + l.Path(pathOf(route, vars)) + c.pageQuery})
		}
		// Visitors whose language is neither get the German page.
		p.Alternates = append(p.Alternates, Alternate{"x-default", p.Alternates[0].URL})
	}
	return p, err
}

// build runs the route's builder, or makes the page of its fixed texts.
func (c *Ctx) build(r *Route, v Vars) (*Page, error) {
	if r.Build != nil {
		return r.Build(c, v)
	}
	p := &Page{Status: http.StatusOK, Title: c.title(r.Title[c.Locale]), Description: r.Description[c.Locale],
		URL: c.abs(r.Pattern), Index: r.Index}
	if r.Template != "" {
		v := &serverView{T: sharedTexts[c.Locale], Locale: c.Locale}
		if r.Data != nil {
			data, err := r.Data(c)
			if err != nil {
				return nil, err
			}
			v.Data = data
		}
		p.Main, p.View = r.Template, v
		return p, nil
	}
	// A crawler without JavaScript reads at least what the page is about.
	p.Main, p.View = "list", listView{Heading: r.Title[c.Locale], Intro: r.Description[c.Locale]}
	return p, nil
}

// Calls are the API calls whose answers the page carries: the frame's on
// every storefront page (not-found pages too).
func (p *Page) Calls() []string {
	if p.Route.Panel || p.Status != http.StatusOK && p.Status != http.StatusNotFound {
		return nil
	}
	return append([]string(nil), frameCalls...)
}

// Server tells whether the server renders the page completely: a route
// with a template, answered with its page or the not-found card (a failure
// is the app's error page).
func (p *Page) Server() bool {
	return p.Route != nil && p.Route.Template != "" && (p.Main == p.Route.Template || p.Main == notFoundTemplate) &&
		(p.Status == http.StatusOK || p.Status == http.StatusNotFound)
}

// pathOf is the locale-free path of a route with its parameters.
func pathOf(r *Route, v Vars) string {
	segs := patternSegments(r.Pattern)
	for i, s := range segs {
		if name, ok := param(s); ok {
			segs[i] = uriComponent(v[name])
		}
	}
	return "/" + strings.Join(segs, "/")
}

func (c *Ctx) unknownPage(Vars) (*Page, error) { return nil, errNotFound }

// notFound completes the page of a 404: noindex, no canonical link, no data.
func (c *Ctx) notFound(p *Page) *Page {
	if p == nil {
		p = &Page{Title: c.title(c.w.notFound), Description: sprintf(c.w.notFoundDesc, c.siteName)}
	}
	p.Status, p.Index, p.URL, p.JSONLD, p.Main = http.StatusNotFound, false, "", nil, ""
	return p
}

// pathSegments splits an escaped path into unescaped segments, so that an
// encoded slash stays inside its segment ("/city/Halle%2FSaale"). A segment
// that does not unescape to valid UTF-8 makes the path unknown (nil).
func pathSegments(escaped string) []string {
	escaped = strings.Trim(escaped, "/")
	if escaped == "" || escaped == "index.html" {
		return []string{}
	}
	parts := strings.Split(escaped, "/")
	for i, p := range parts {
		u, err := url.PathUnescape(p)
		if err != nil || !utf8.ValidString(u) || strings.TrimSpace(u) == "" || strings.ContainsRune(u, 0) {
			return nil
		}
		parts[i] = u
	}
	return parts
}

// CityPath is the link to a city page (see uriComponent).
func CityPath(city string) string { return "/city/" + uriComponent(city) }

// CategoryPath is the link to a category page, by its taxonomy slug.
func CategoryPath(slug string) string { return "/categories/" + uriComponent(slug) }

// CityCategoryPath is the link to the page of one category in one city:
// the city's own spelling, then the category's taxonomy slug.
func CityCategoryPath(city, slug string) string { return CityPath(city) + "/" + uriComponent(slug) }

// BusinessPath is the detail page of a business: its slug, or its id without one.
func BusinessPath(slug string, id int64) string {
	if slug == "" {
		return "/business/" + itoa(id)
	}
	return "/" + slug
}
