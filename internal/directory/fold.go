package directory

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// Fold turns text into the search form shared by the index and the query:
// lower case, diacritics removed, ß as ss, and the German transliterations
// ae, oe, ue collapsed to a, o, u, so that Müller, Mueller and Muller are one
// word, as are Straße and Strasse. Everything that is not a letter or a digit
// becomes a single space. The result is only compared, never shown.
func Fold(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	space := true // drop leading space
	if !isPlain(s) {
		s = norm.NFD.String(strings.ToValidUTF8(s, " "))
	}
	for _, r := range s {
		if r >= 0x80 {
			if g, ok := germanLetters[r]; ok {
				b.WriteString(g)
				space = false
				continue
			}
		}
		switch {
		case unicode.Is(unicode.Mn, r):
			continue
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
			space = false
		default:
			if !space {
				b.WriteByte(' ')
				space = true
			}
		}
	}
	out := strings.TrimRight(b.String(), " ")
	return transliterations.Replace(out)
}

// germanLetters are folded directly, without Unicode normalisation.
var germanLetters = map[rune]string{
	'ä': "a", 'ö': "o", 'ü': "u", 'Ä': "a", 'Ö': "o", 'Ü': "u", 'ß': "ss", 'ẞ': "ss",
}

// isPlain reports whether s is ASCII apart from the German letters Fold
// handles itself, so that the common case skips Unicode normalisation.
func isPlain(s string) bool {
	for _, r := range s {
		if r < 0x80 {
			continue
		}
		if _, german := germanLetters[r]; !german {
			return false
		}
	}
	return true
}

var transliterations = strings.NewReplacer("ae", "a", "oe", "o", "ue", "u")

// Tokens splits folded text into words.
func Tokens(s string) []string { return strings.Fields(Fold(s)) }

// CityKey is the folded form of a city name that city pages and the location
// filter compare: the city's words joined by single spaces.
func CityKey(city string) string { return Fold(city) }

// UnknownCityKey is the CityKey of "Unknown", the source data's placeholder
// for a business without a city: no place to name, list or link to.
const UnknownCityKey = "unknown"

// KnownCity tells whether city names a place: not empty, not the placeholder.
func KnownCity(city string) bool {
	key := CityKey(city)
	return key != "" && key != UnknownCityKey
}
