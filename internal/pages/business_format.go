package pages

// How a business's figures read on the pages the server renders, as the
// panel's formatters write them too (web/src/lib/format.ts): one place for the
// list cards, the search results and the detail page.

import (
	"math"
	"strconv"
	"strings"
)

// firstLetter is the photo placeholder's letter: the name's first, upper case, or "?".
func firstLetter(name string) string {
	for _, r := range strings.TrimSpace(name) {
		return strings.ToUpper(string(r))
	}
	return "?"
}

// clampRating is a rating between 0 and 5 (NaN is 0).
func clampRating(r float64) float64 {
	if math.IsNaN(r) {
		return 0
	}
	return math.Min(5, math.Max(0, r))
}

// rating writes a rating with one decimal in the locale: 4,5 or 4.5.
func (c *Ctx) rating(r float64) string {
	s := germanRating(math.Round(clampRating(r)*10) / 10) // half away from zero, as Intl.NumberFormat
	if c.Locale == EN {
		s = strings.Replace(s, ",", ".", 1)
	}
	return s
}

// filledShare is the share of the five stars drawn filled: whole stars and a
// half star from .5 on.
func filledShare(r float64) float64 {
	r = clampRating(r)
	full := math.Floor(r)
	units := full
	if r-full >= 0.5 {
		units += 0.5
	}
	return units / 5
}

// distance writes kilometres with one decimal under 10 km and whole ones above (formatDistance).
func (c *Ctx) distance(km float64) string {
	km = math.Max(0, km)
	digits := 0
	if km < 9.95 {
		digits = 1
	}
	if digits == 0 {
		return c.num(int(math.Round(km)))
	}
	s := strconv.FormatFloat(km, 'f', digits, 64)
	if c.Locale == DE {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}
