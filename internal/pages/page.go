package httpapi

// Server-side page data: what a crawler without JavaScript sees of each
// storefront route. app.go writes it into index.html (seo_render.go).

import (
	"context"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"branchenbuch/internal/directory"
)

// defaultSiteName is the site name when the operator set no site_title.
const defaultSiteName = "Branchenbuch"

// page is the SEO data of one response. Main names a template of
// seo_render.go ("" for none) and View is its data.
type page struct {
	Status      int
	Title       string
	Description string
	URL         string // absolute canonical URL; empty on not-found pages
	Index       bool   // false writes robots noindex and leaves out the canonical link
	OGType      string
	Image       string   // absolute share image URL, or ""
	Contact     *contact // Open Graph business contact data on detail pages
	SiteName    string
	JSONLD      []ld
	Main        string
	View        any
	Modules     []string // modulepreload links of the route's chunks
	Preload     []byte   // the route's API answers as JSON (preload.go)
	HeadCode    string   // operator markup, written raw (trusted by design)
	FooterCode  string
}

// ld is one JSON-LD object; json.Marshal sorts its keys, so "@context" and
// "@type" come first.
type ld map[string]any

// pageCtx is what every page builder needs: the store, the URLs and the site name.
type pageCtx struct {
	s        *Server
	ctx      context.Context
	siteName string
}

// abs makes an absolute URL of a site path.
func (c *pageCtx) abs(p string) string { return c.s.baseURL + p }

// title appends the site name to a page title.
func (c *pageCtx) title(t string) string { return t + " – " + c.siteName }

// staticPage is the metadata of a route whose content the app alone renders.
type staticPage struct {
	title, description string
	index              bool
}

// staticPages are the storefront's fixed pages; the legal pages and the
// operator area are noindex.
var staticPages = map[string]staticPage{
	"help":                  {"Hilfe", "Antworten auf häufige Fragen zur Suche, zu Einträgen, Öffnungszeiten und Bewertungen im Branchenbuch.", true},
	"contact":               {"Kontakt", "Fragen, Hinweise zu Einträgen oder Anregungen? Schreiben Sie dem Branchenbuch-Team über das Kontaktformular.", true},
	"about":                 {"Über uns", "Das Branchenbuch verzeichnet lokale Unternehmen in ganz Deutschland – mit Adresse, Telefon, Öffnungszeiten und Bewertungen.", true},
	"add-business":          {"Unternehmen eintragen", "Tragen Sie Ihr Unternehmen kostenlos ins Branchenbuch ein und werden Sie von Kunden in Ihrer Nähe gefunden.", true},
	"blog":                  {"Blog", "Tipps und Neuigkeiten rund um lokale Unternehmen, Handwerk, Werkstätten und Dienstleistungen.", true},
	"privacy":               {"Datenschutzerklärung", "Wie das Branchenbuch personenbezogene Daten verarbeitet und welche Rechte Sie haben.", false},
	"imprint":               {"Impressum", "Anbieterkennzeichnung des Branchenbuchs.", false},
	"terms":                 {"Nutzungsbedingungen", "Die Bedingungen für die Nutzung des Branchenbuchs.", false},
	"cookies":               {"Cookie-Richtlinie", "Welche Cookies das Branchenbuch setzt und wie Sie Ihre Einwilligung ändern.", false},
	"url-validation-status": {"URL-Prüfung", "Status der Website-Prüfung.", false},
}

// pageFor builds the page of a storefront path. Settings are read per
// request: one prepared query over a handful of rows costs microseconds, and
// an operator's change shows at once on every instance without a cache to expire.
func (s *Server) pageFor(r *http.Request) *page {
	c := &pageCtx{s: s, ctx: r.Context(), siteName: defaultSiteName}
	set, err := s.store.Settings(c.ctx)
	if err != nil {
		s.log.ErrorContext(c.ctx, "page settings", "path", r.URL.Path, "err", err)
	}
	if t := strings.TrimSpace(set["site_title"]); t != "" {
		c.siteName = t
	}
	seg := pathSegments(r.URL.EscapedPath())
	p, err := c.route(seg, set)
	if err != nil && directory.ErrorCode(err) != directory.ENOTFOUND {
		s.log.ErrorContext(c.ctx, "page data", "path", r.URL.Path, "err", err)
		p = &page{Status: http.StatusInternalServerError, Title: c.title("Fehler")}
	} else if err != nil {
		p = c.notFound(p)
	}
	p.SiteName = c.siteName
	// The operator's code (analytics, ad networks) runs on the storefront only:
	// on the panel a third-party script could call the admin API with the session.
	if len(seg) == 0 || seg[0] != "admin" {
		p.HeadCode, p.FooterCode = set["head_code"], set["footer_code"]
	}
	if p.OGType == "" {
		p.OGType = "website"
	}
	if p.Status == http.StatusOK {
		calls, source := routeData(seg, r.URL.Query())
		p.Preload = s.preloadJSON(c.ctx, calls)
		p.Modules = s.vite.modulePreloads(s.static, source)
	}
	return p
}

// pathSegments splits an escaped path into unescaped segments, so that an
// encoded slash stays inside its segment ("/city/Halle%2FSaale"). A segment
// that does not unescape to valid UTF-8 makes the path unknown (nil).
func pathSegments(escaped string) []string {
	escaped = strings.Trim(escaped, "/")
	if escaped == "" {
		return []string{}
	}
	parts := strings.Split(escaped, "/")
	for i, p := range parts {
		u, err := url.PathUnescape(p)
		if err != nil || !utf8.ValidString(u) || strings.TrimSpace(u) == "" {
			return nil
		}
		parts[i] = u
	}
	return parts
}

// route picks the builder of a path. A builder returns an ENOTFOUND error
// for unknown data, optionally with a page that names what was not found.
func (c *pageCtx) route(seg []string, set directory.Settings) (*page, error) {
	notFound := directory.Errorf(directory.ENOTFOUND, "Seite nicht gefunden.")
	switch {
	case seg == nil:
		return nil, notFound
	case len(seg) == 0 || len(seg) == 1 && seg[0] == "index.html":
		return c.home(set)
	case seg[0] == "admin":
		return &page{Status: http.StatusOK, Title: c.title("Verwaltung"), Description: "Verwaltung des " + c.siteName + ".", URL: c.abs("/admin")}, nil
	case len(seg) == 1 && seg[0] == "businesses":
		return c.businessesPage(), nil
	case len(seg) == 1 && seg[0] == "categories":
		return c.categoriesPage()
	case len(seg) == 1:
		sp, ok := staticPages[seg[0]]
		if !ok {
			return nil, notFound
		}
		return &page{Status: http.StatusOK, Title: c.title(sp.title), Description: sp.description,
			URL: c.abs("/" + seg[0]), Index: sp.index}, nil
	case len(seg) != 2:
		return nil, notFound
	case seg[0] == "categories":
		return c.categoryPage(seg[1])
	case seg[0] == "city":
		return c.cityPage(seg[1])
	case seg[0] == "business":
		id, err := strconv.ParseInt(seg[1], 10, 64)
		if err != nil || id < 1 {
			return c.detailNotFound(), notFound
		}
		b, err := c.s.listedBusiness(c.ctx, id)
		return c.detailPage(b, err)
	default:
		b, err := c.s.store.BusinessBySlug(c.ctx, seg[0]+"/"+seg[1])
		return c.detailPage(b, err)
	}
}

// notFound completes the page of a 404: noindex, no canonical link, no data.
func (c *pageCtx) notFound(p *page) *page {
	if p == nil {
		p = &page{Title: c.title("Seite nicht gefunden"), Description: "Die angeforderte Seite gibt es im " + c.siteName + " nicht."}
	}
	p.Status, p.Index, p.URL, p.JSONLD, p.Main = http.StatusNotFound, false, "", nil, ""
	return p
}

// cityPath is the link to a city page (see uriComponent).
func cityPath(city string) string { return "/city/" + uriComponent(city) }

// businessPath is the detail page of a business: its slug, or its id without one.
func businessPath(slug string, id int64) string {
	if slug == "" {
		return "/business/" + strconv.FormatInt(id, 10)
	}
	return "/" + slug
}
