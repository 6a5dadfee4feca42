package sqlstore

import "strings"

// The search indexes of both engines file a business's place as words, so
// that a text search narrowed to a place intersects word lists instead of
// reading every hit of a common word (directory.LocationFilter's meaning).

// CityTokens are every start of a city key's words, joined by "_":
// "frankfurt am main" → frankfurt, frankfurt_am, frankfurt_am_main.
func CityTokens(cityKey string) []string {
	words := strings.Fields(cityKey)
	tokens := make([]string, len(words))
	for i := range words {
		tokens[i] = strings.Join(words[:i+1], "_")
	}
	return tokens
}

// CityToken is the token a LocationFilter's CityWords match.
func CityToken(cityWords string) string { return strings.ReplaceAll(cityWords, " ", "_") }

// PostalTokens are every start of a postal code: 8 80 803 8033 80331.
func PostalTokens(code string) []string {
	if code == "" || len(code) > 10 {
		return []string{code}
	}
	tokens := make([]string, len(code))
	for i := range code {
		tokens[i] = code[:i+1]
	}
	return tokens
}
