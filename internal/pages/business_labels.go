package pages

// The country of a business outside Germany as its page names it: the
// region's name in the page's language from its code, or the imported name
// when the code is unknown.

import (
	"strings"

	"golang.org/x/text/language"
	"golang.org/x/text/language/display"

	"branchenbuch/internal/directory"
)

// homeNames are the spellings of the directory's own country, which addresses do not name.
var homeNames = map[string]bool{"de": true, "deutschland": true, "germany": true}

// countryShortNames are short names addresses end with besides the code and the full names.
var countryShortNames = map[string]string{"US": "USA", "GB": "UK"}

// regionName is the name of a region code in the locale, "" when it is none.
func regionName(code string, loc Locale) string {
	if !isUpperASCII(code) {
		return ""
	}
	r, err := language.ParseRegion(code)
	if err != nil {
		return ""
	}
	tag := language.German
	if loc == EN {
		tag = language.English
	}
	name := display.Regions(tag).Name(r)
	if name == "" || name == code {
		return ""
	}
	return name
}

// countryName is the business's country in the locale, "" for a German
// business or one without a country.
func countryName(b *directory.Business, loc Locale) string {
	code := strings.ToUpper(strings.TrimSpace(b.CountryCode))
	raw := strings.TrimSpace(b.Country)
	if code == directory.DefaultCountryCode || code == "" && homeNames[strings.ToLower(raw)] {
		return ""
	}
	if n := regionName(code, loc); n != "" {
		return n
	}
	return raw
}

// withCountry appends the country of a business outside Germany to a place
// ("Zürich" → "Zürich, Schweiz"); a country the text already ends with, in
// any of its spellings, is replaced, so the place never names it twice.
func withCountry(text string, b *directory.Business, loc Locale) string {
	name := countryName(b, loc)
	if name == "" {
		return text
	}
	code := strings.ToUpper(strings.TrimSpace(b.CountryCode))
	spellings := map[string]bool{}
	for _, s := range []string{name, b.Country, code, regionName(code, DE), regionName(code, EN), countryShortNames[code]} {
		if s = strings.ToLower(strings.TrimSpace(s)); s != "" {
			spellings[s] = true
		}
	}
	parts := strings.Split(text, ",")
	place := strings.TrimSpace(text)
	if len(parts) > 1 && spellings[strings.ToLower(strings.TrimSpace(parts[len(parts)-1]))] {
		place = strings.TrimSpace(strings.Join(parts[:len(parts)-1], ","))
	}
	if place == "" {
		return name
	}
	return place + ", " + name
}

// isUpperASCII tells whether s is a two-letter upper-case code.
func isUpperASCII(s string) bool {
	return len(s) == 2 && 'A' <= s[0] && s[0] <= 'Z' && 'A' <= s[1] && s[1] <= 'Z'
}

// categoryName is a taxonomy category's name in the page's locale
// ("Handwerker", "Tradespeople"); the names are plural already.
func (c *Ctx) categoryName(cat directory.Category) string {
	return nonEmpty(directory.CategoryLabels("", cat.Slug)[string(c.Locale)], cat.Name)
}
