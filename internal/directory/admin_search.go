package directory

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// The operator's search finds a business by what is printed on it or what a
// caller says: the words of its name and address (with postal code and
// city), folded like the storefront search (Fold: Müller, Mueller and
// Muller are one word). Every word of the search must be one of them; the
// last may be the start of one, as it is still being typed, once it has
// minAdminPrefix letters (a first letter alone would touch half of the
// directory). Only one word is a prefix: a prefix stands for every word it
// begins, and several of those in one search cost more than the index can
// answer quickly. A search made only of phone characters is one number:
// its digits begin the phone number's digits, written with or without the
// country code (+49 30 …, 030 …), or a word of the number as written (a
// subscriber number without its area code). A Google place id, or its
// start, is one word.
const (
	minAdminPrefix = 3
	minPhoneDigits = 3
	minPlaceID     = 16
)

// AdminWord is one word of an operator search: one of its spellings must
// match a word of the business.
type AdminWord struct {
	Spellings []string
	Prefix    bool // a spelling matches the start of a word, not only the whole word
}

// AdminSearchKey returns the folded text the operator's search matches for b
// (see AdminSearchWords); the stores keep it in an index.
// Each word appears once: the address mostly repeats postal code and city.
func AdminSearchKey(b *Business) string {
	words := strings.Fields(Fold(strings.Join([]string{b.Name, b.Address, b.PostalCode, b.City, b.Phone}, " ")))
	if d := digitsOf(b.Phone); len(d) >= minPhoneDigits {
		words = append(words, international(d))
	}
	if p := placeKey(b.PlaceID); p != "" {
		words = append(words, p)
	}
	out := words[:0]
	for _, w := range words {
		if !slices.Contains(out, w) {
			out = append(out, w)
		}
	}
	return strings.Join(out, " ")
}

// AdminSearchWords turns an operator's search into the words every match
// must contain; none for text without letters or digits.
func AdminSearchWords(text string) []AdminWord {
	if p, ok := placeIDOf(text); ok {
		return []AdminWord{{Spellings: []string{p}, Prefix: true}}
	}
	if digits, ok := phoneDigits(text); ok {
		// Also as written: postal codes look like phone numbers, and 01067 is Dresden.
		w := AdminWord{Spellings: []string{digits}, Prefix: true}
		if intl := international(digits); intl != digits {
			w.Spellings = append(w.Spellings, intl)
		}
		return []AdminWord{w}
	}
	words := QueryWords(text)
	out := make([]AdminWord, len(words))
	for i, w := range words {
		last := i == len(words)-1
		out[i] = AdminWord{Spellings: []string{w}, Prefix: last && utf8.RuneCountInString(w) >= minAdminPrefix}
	}
	return out
}

// international writes a German number with its country code and without
// the 00 of an international call: 0049 30…, +49 30… and 030… all become
// 4930…, the one form the index holds besides the number's own words.
func international(d string) string {
	if rest, ok := strings.CutPrefix(d, "00"); ok {
		return rest
	}
	if rest, ok := strings.CutPrefix(d, "0"); ok {
		return "49" + rest
	}
	return d
}

// phoneDigits returns the digits of text if it looks like a phone number:
// only digits, spaces and + - / ( ) ., with enough digits.
func phoneDigits(text string) (string, bool) {
	for _, r := range text {
		if (r < '0' || r > '9') && !strings.ContainsRune(" +-/().", r) {
			return "", false
		}
	}
	d := digitsOf(text)
	return d, len(d) >= minPhoneDigits
}

// placeKey writes a Google place id as one lower-case word: folded, a place
// id would fall apart at its dashes into random words that crowd the
// index's vocabulary.
func placeKey(id string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(id) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// placeIDOf returns the place key of text if it looks like a Google place
// id (ChIJ… and the like): one token of letters, digits, - and _, long,
// with letters and digits.
func placeIDOf(text string) (string, bool) {
	text = strings.TrimSpace(text)
	if len(text) < minPlaceID || strings.IndexFunc(text, func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '-' || r == '_')
	}) >= 0 || !strings.ContainsAny(text, "0123456789") || strings.Trim(text, "0123456789-_") == "" {
		return "", false
	}
	return placeKey(text), true
}

func digitsOf(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}
