package pages

// The page manifest: every route of the product in one table (docs/pages.md).
// The server renders first HTML, preload data and sitemaps from it, and
// routesgen writes the React router's table (web/src/app/routes.gen.ts) from
// it, so a route, its page module, its calls and its title are written once.

import (
	"strings"
)

// Route is one page of the product.
type Route struct {
	// Pattern is the path in the locale-free form "/city/{city}"; a
	// segment in braces is a parameter. "" is the catch-all not-found page.
	Pattern string
	// Module is the page's source file in web/, as Vite's manifest names it.
	Module string
	// Index tells whether search engines may index the page (robots).
	Index bool
	// Panel marks the Turkish operator area: no operator code, no locale
	// variant, no preload (the panel asks for its session first).
	Panel bool
	// Build makes the page's title, description, JSON-LD and main content;
	// a route without one has the fixed Title and Description.
	Build func(c *Ctx, v Vars) (*Page, error)
	// Title and Description of a page without data, per locale.
	Title, Description map[Locale]string
	// Template names the template (templates/*.html) that renders the page
	// completely. Such a page has no Module: the app is not loaded, only the
	// islands' script (docs/hydration.md); the app's router loads it from the server.
	Template string
	// Data makes the template's data beside the texts (nil: the texts alone).
	Data func(c *Ctx) (any, error)
}

// Vars are a matched path's parameters, unescaped.
type Vars map[string]string

// SettingsCall is the public call that reads the site settings.
const SettingsCall = "/api/admin/settings"

// frameCalls are asked for on every storefront page: the settings hold the
// ad areas and the analytics code that the frame shows with consent.
var frameCalls = []string{SettingsCall}

// Manifest is the route table, most specific first: a path takes the first
// route it matches. React Router ranks the same patterns the same way.
var Manifest = []Route{
	{Pattern: "/", Template: "home", Index: true, Build: (*Ctx).home},
	{Pattern: SearchPath, Template: "search", Index: true, Build: (*Ctx).businessesPage},
	{Pattern: "/categories", Template: "categories", Index: true, Build: (*Ctx).categoriesPage},
	{Pattern: "/categories/{category}", Template: "category", Index: true, Build: (*Ctx).categoryPage},
	// The places index A–Z and its letters' pages (cities.go).
	{Pattern: CitiesPath, Template: "cities", Index: true, Build: (*Ctx).citiesPage},
	{Pattern: CitiesPath + "/{letter}", Template: "cities", Index: true, Build: (*Ctx).citiesLetterPage},
	// The list pages read their page, filters and order from the query string (list_query.go).
	{Pattern: "/city/{city}", Template: "city", Index: true, Build: (*Ctx).cityPage},
	{Pattern: "/city/{city}/{category}", Template: "city-category", Index: true, Build: (*Ctx).cityCategoryPage},
	{Pattern: "/business/{id}", Template: detailTemplate, Index: true, Build: (*Ctx).detailByID},
	{Pattern: "/contact", Template: "contact", Data: (*Ctx).contact, Index: true,
		Title: texts("Kontakt", "Contact"),
		Description: texts("Fragen, Hinweise zu Einträgen oder Anregungen? Schreiben Sie uns über das Kontaktformular – wir antworten innerhalb von 24 Stunden.",
			"Questions, corrections to a listing or ideas? Write to us through the contact form – we answer within 24 hours.")},
	{Pattern: "/about", Template: "about", Data: (*Ctx).about, Index: true,
		Title: texts("Über uns", "About us"),
		Description: texts("Wer hinter dem Verzeichnis steht, woher die Daten kommen und wie es gebaut ist.",
			"Who runs the directory, where its data comes from and how it is built.")},
	{Pattern: "/add-business", Template: "add-business", Index: true,
		Title: texts("Unternehmen eintragen", "Add your business"),
		Description: texts("Tragen Sie Ihr Unternehmen kostenlos ein und werden Sie von Kunden in Ihrer Nähe gefunden.",
			"List your business for free and be found by customers near you.")},
	{Pattern: "/blog", Template: "blog", Index: true, Build: (*Ctx).blogPage},
	{Pattern: "/blog/{id}", Template: "blog-article", Index: true, Build: (*Ctx).articlePage},
	{Pattern: "/help", Template: "help", Index: true,
		Title: texts("Hilfe", "Help"),
		Description: texts("Antworten auf häufige Fragen zur Suche, zu Einträgen, Öffnungszeiten, Bewertungen und Cookies.",
			"Answers to common questions about searching, listings, opening hours, ratings and cookies.")},
	{Pattern: "/privacy", Template: "legal", Data: (*Ctx).privacy,
		Title: texts("Datenschutzerklärung", "Privacy policy"),
		Description: texts("Welche Daten das Verzeichnis speichert, wofür und welche Rechte Sie haben.",
			"Which data the directory stores, what for, and your rights.")},
	{Pattern: "/imprint", Template: "legal", Data: (*Ctx).imprint,
		Title: texts("Impressum", "Imprint"), Description: texts("Anbieterkennzeichnung des Verzeichnisses.", "Legal notice of the directory's operator.")},
	{Pattern: "/terms", Template: "legal", Data: (*Ctx).terms,
		Title: texts("Nutzungsbedingungen", "Terms of use"), Description: texts("Die Bedingungen für die Nutzung des Verzeichnisses.", "The terms of using the directory.")},
	{Pattern: "/cookies", Template: "cookies",
		Title: texts("Cookie-Richtlinie", "Cookie policy"),
		Description: texts("Welche Cookies das Verzeichnis setzt und wie Sie Ihre Einwilligung ändern.",
			"Which cookies the directory sets and how to change your consent.")},
	{Pattern: "/admin", Module: "src/features/admin/admin-page.tsx", Panel: true,
		Title: texts("Yönetim Paneli", "Yönetim Paneli"), Description: texts("İşletme rehberinin yönetim paneli.", "İşletme rehberinin yönetim paneli.")},
	// The URL check's status belongs to the operator area and needs a session.
	{Pattern: "/url-validation-status", Module: "src/features/admin/url-validation-page.tsx", Panel: true,
		Title: texts("URL Doğrulama Durumu", "URL Doğrulama Durumu"), Description: texts("Web sitesi adreslerinin kontrolü.", "Web sitesi adreslerinin kontrolü.")},
	{Pattern: "/{city}/{slug}", Template: detailTemplate, Index: true, Build: (*Ctx).detailBySlug},
	{Pattern: "", Template: notFoundTemplate, Build: (*Ctx).unknownPage},
}

// texts is a text in German and English.
func texts(de, en string) map[Locale]string { return map[Locale]string{DE: de, EN: en} }

// Match finds the route of a locale-free path's unescaped segments; the
// catch-all when none matches.
func Match(seg []string) (*Route, Vars) {
	for i := range Manifest {
		r := &Manifest[i]
		if v, ok := r.match(seg); ok {
			return r, v
		}
	}
	return &Manifest[len(Manifest)-1], Vars{}
}

func (r *Route) match(seg []string) (Vars, bool) {
	if r.Pattern == "" {
		return Vars{}, true
	}
	pat := patternSegments(r.Pattern)
	if seg == nil || len(pat) != len(seg) {
		return nil, false
	}
	v := Vars{}
	for i, p := range pat {
		if name, ok := param(p); ok {
			v[name] = seg[i]
		} else if p != seg[i] {
			return nil, false
		}
	}
	return v, true
}

// patternSegments splits a pattern into its segments ("/" has none).
func patternSegments(pattern string) []string {
	if t := strings.Trim(pattern, "/"); t != "" {
		return strings.Split(t, "/")
	}
	return []string{}
}

// param is the name of a parameter segment "{name}".
func param(seg string) (string, bool) {
	if strings.HasPrefix(seg, "{") && strings.HasSuffix(seg, "}") {
		return seg[1 : len(seg)-1], true
	}
	return "", false
}

// Fixed tells whether the route's path has no parameters (and is not the catch-all).
func (r *Route) Fixed() bool { return r.Pattern != "" && !strings.Contains(r.Pattern, "{") }

// SitemapPaths are the locale-free paths of the indexable routes without parameters.
func SitemapPaths() []string {
	var out []string
	for _, r := range Manifest {
		if r.Index && r.Fixed() && !r.Panel {
			out = append(out, r.Pattern)
		}
	}
	return out
}
