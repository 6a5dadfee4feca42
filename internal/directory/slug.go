package directory

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// maxSlugLen bounds one slug segment so that URLs stay readable.
const maxSlugLen = 80

var germanSlugLetters = strings.NewReplacer(
	"ä", "ae", "ö", "oe", "ü", "ue", "Ä", "ae", "Ö", "oe", "Ü", "ue", "ß", "ss", "ẞ", "ss",
)

// Slugify makes one URL path segment: German folding (ä→ae, ö→oe, ü→ue,
// ß→ss), other diacritics dropped, lower case, runs of anything else as one
// hyphen. An input without letters or digits gives "".
func Slugify(s string) string {
	s = germanSlugLetters.Replace(strings.ToValidUTF8(s, " "))
	var b strings.Builder
	hyphen := true
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)):
			b.WriteRune(unicode.ToLower(r))
			hyphen = false
		default:
			if !hyphen {
				b.WriteByte('-')
				hyphen = true
			}
		}
		if b.Len() >= maxSlugLen {
			break
		}
	}
	return strings.Trim(b.String(), "-")
}

// BusinessSlug is the URL slug of a business, "{city-slug}/{name-slug}",
// before the store makes it unique. Missing parts become "unbekannt" and "betrieb".
func BusinessSlug(city, name string) string {
	c, n := Slugify(city), Slugify(name)
	if c == "" {
		c = "unbekannt"
	}
	if n == "" {
		n = "betrieb"
	}
	return c + "/" + n
}
