package sqlstore

import "strings"

// The search indexes of both engines file a business's place as words, so
// that a text search narrowed to a place reads word lists instead of every
// hit of a common word (directory.LocationFilter's meaning): PostgreSQL
// intersects the place's list with the words', SQLite files the words under
// the place (docs/search.md, "Text in a place").

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

// PostalTokens are every start of a postal code: 8 80 803 8033 80331. An
// imported code may be any text; it is cut at characters, never inside one.
func PostalTokens(code string) []string {
	if code == "" || len(code) > 10 {
		return []string{code}
	}
	var tokens []string
	for i := range code {
		if i > 0 {
			tokens = append(tokens, code[:i])
		}
	}
	return append(tokens, code)
}
