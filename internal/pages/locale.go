package pages

import "strings"

// Locale is a language of the storefront: German, and the English locale
// under /en (docs/i18n.md). The operator panel is Turkish in both.
type Locale string

// The storefront's locales; German is the default and has no path prefix.
const (
	DE Locale = "de"
	EN Locale = "en"
)

// Locales lists every locale, the default first.
var Locales = []Locale{DE, EN}

// enPrefix is the path prefix of the English locale.
const enPrefix = "/en"

// SplitLocale separates the locale prefix from an escaped path:
// "/en/help" → (EN, "/help"), "/en" → (EN, "/"), "/help" → (DE, "/help").
func SplitLocale(path string) (Locale, string) {
	if path == enPrefix || path == enPrefix+"/" {
		return EN, "/"
	}
	if rest, ok := strings.CutPrefix(path, enPrefix+"/"); ok {
		return EN, "/" + rest
	}
	return DE, path
}

// Path is a locale-free site path in the locale: EN.Path("/help") is "/en/help".
func (l Locale) Path(p string) string {
	if l == DE {
		return p
	}
	if p == "/" {
		return enPrefix
	}
	return enPrefix + p
}

// HTMLLang is the value of <html lang> and hreflang.
func (l Locale) HTMLLang() string { return string(l) }

// OGLocale is the Open Graph locale.
func (l Locale) OGLocale() string {
	if l == EN {
		return "en_GB"
	}
	return "de_DE"
}

// words are the texts of the server's page data in one locale.
type words struct {
	home, homeDesc                                          string
	categories, categoriesD                                 string
	search, searchIntro, searchDesc                         string
	businesses                                              string // "%s Betriebe"
	cityDesc, noCity                                        string
	categoryDesc, services                                  string
	ratingNote, rating, phone, website, price, hours, about string
	defaultDesc, generated, in                              string
	notFound, notFoundDesc, noBusiness, noBusinessDesc      string
	noCategory, failure, start                              string
}

var dict = map[Locale]*words{
	DE: {
		home:           "%s – Unternehmen in ganz Deutschland finden",
		homeDesc:       "%s Unternehmen in ganz Deutschland: Werkstätten, Handwerker und Dienstleister mit Adresse, Telefon, Öffnungszeiten und Bewertungen.",
		categories:     "Kategorien",
		categoriesD:    "Alle Kategorien im %s: %s.",
		search:         "Unternehmen suchen",
		searchIntro:    "Durchsuchen Sie das %s nach Name, Branche, Ort oder Postleitzahl.",
		searchDesc:     "Unternehmen in ganz Deutschland nach Name, Branche, Ort oder Postleitzahl suchen – mit Adresse, Telefon, Öffnungszeiten und Bewertungen.",
		businesses:     "%s Betriebe",
		cityDesc:       "%s Unternehmen in %s mit Adresse, Telefon, Öffnungszeiten und Bewertungen, darunter %s.",
		noCity:         "Keine Unternehmen in %s",
		categoryDesc:   "%s: %s Betriebe mit Adresse, Telefon und Bewertungen. %s",
		services:       "Leistungen",
		ratingNote:     "%s von 5 (%s Bewertungen)",
		rating:         "Bewertung",
		phone:          "Telefon",
		website:        "Website",
		price:          "Preisniveau",
		hours:          "Öffnungszeiten",
		about:          "Über das Unternehmen",
		defaultDesc:    "Adresse, Telefon, Öffnungszeiten und Bewertungen.",
		generated:      "%s ist ein Betrieb der Branche %s in %s.",
		in:             " in ",
		notFound:       "Seite nicht gefunden",
		notFoundDesc:   "Die angeforderte Seite gibt es im %s nicht.",
		noBusiness:     "Unternehmen nicht gefunden",
		noBusinessDesc: "Das gesuchte Unternehmen konnte nicht gefunden werden.",
		noCategory:     "Kategorie nicht gefunden",
		failure:        "Fehler",
		start:          "Startseite", // "Start" alone is a link text Lighthouse finds undescriptive
	},
	EN: {
		home:           "%s – find businesses all over Germany",
		homeDesc:       "%s businesses all over Germany: workshops, tradespeople and service providers with address, phone, opening hours and ratings.",
		categories:     "Categories",
		categoriesD:    "Every category of %s: %s.",
		search:         "Search businesses",
		searchIntro:    "Search %s by name, trade, place or postal code.",
		searchDesc:     "Search businesses all over Germany by name, trade, place or postal code – with address, phone, opening hours and ratings.",
		businesses:     "%s businesses",
		cityDesc:       "%s businesses in %s with address, phone, opening hours and ratings, among them %s.",
		noCity:         "No businesses found in %s",
		categoryDesc:   "%s: %s businesses with address, phone and ratings. %s",
		services:       "Services",
		ratingNote:     "%s of 5 (%s reviews)",
		rating:         "Rating",
		phone:          "Phone",
		website:        "Website",
		price:          "Price level",
		hours:          "Opening Hours",
		about:          "About the Business",
		defaultDesc:    "Address, phone, opening hours and ratings.",
		generated:      "%s is a business of the trade %s in %s.",
		in:             " in ",
		notFound:       "Page not found",
		notFoundDesc:   "The requested page does not exist on %s.",
		noBusiness:     "Business not found",
		noBusinessDesc: "The business you are looking for could not be found.",
		noCategory:     "Category not found",
		failure:        "Error",
		start:          "Home",
	},
}
