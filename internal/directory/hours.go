package directory

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
	_ "time/tzdata" // Europe/Berlin must resolve on hosts without system zoneinfo (distroless, scratch)
	"unicode"
)

// Interval is an opening span in minutes from the start of its day; End may exceed 1440 when it runs past midnight.
type Interval struct{ Start, End int }

// WeeklyHours are parsed opening hours; Days[0] is Monday.
type WeeklyHours struct {
	Days  [7][]Interval
	Known [7]bool // the day was present in the source (Closed days are Known with no intervals)
}

const minutesPerDay = 24 * 60

// maxHoursInput bounds the text ParseHours looks at; real values are a few
// hundred bytes, and the bound keeps a hostile import row cheap.
const maxHoursInput = 8 << 10

// Display texts; the parser reads both back (closedWords, allDayWords).
const (
	displayClosed = "Closed"
	displayAllDay = "Open 24 hours"
)

var weekdayNames = [7]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}

// ParseHours reads opening hours in any of the forms Outscraper exports have
// used (see hours_parse.go). It never fails loudly: ok is false when no day
// could be read, which callers treat as "hours unknown".
func ParseHours(raw string) (WeeklyHours, bool) {
	var h WeeklyHours
	if len(raw) > maxHoursInput {
		return h, false
	}
	h.collect(raw, 0)
	h.normalize()
	return h, h.anyKnown()
}

// HoursFromDisplay parses a map as produced by Display (and any map of day → text ParseHours understands).
func HoursFromDisplay(m map[string]string) (WeeklyHours, bool) {
	var h WeeklyHours
	for day, text := range m {
		if len(text) <= maxHoursInput {
			h.addDay(day, text)
		}
	}
	h.normalize()
	return h, h.anyKnown()
}

// Display renders the known days with English day names: "Closed", "Open 24 hours" or "08:00–18:00, 19:00–23:00".
func (h WeeklyHours) Display() map[string]string {
	out := make(map[string]string, 7)
	for d, known := range h.Known {
		if known {
			out[weekdayNames[d]] = displayDay(h.Days[d])
		}
	}
	return out
}

func displayDay(ivs []Interval) string {
	if len(ivs) == 0 {
		return displayClosed
	}
	if len(ivs) == 1 && ivs[0] == (Interval{0, minutesPerDay}) {
		return displayAllDay
	}
	parts := make([]string, len(ivs))
	for i, iv := range ivs {
		parts[i] = clockText(iv.Start) + "\u2013" + clockText(iv.End)
	}
	return strings.Join(parts, ", ")
}

// clockText writes minutes as HH:MM; an end past midnight shows the next
// day's clock time ("22:00–03:00"), which the parser reads back the same way.
func clockText(min int) string {
	min %= minutesPerDay
	return fmt.Sprintf("%02d:%02d", min/60, min%60)
}

// OpenAt reports whether the business is open at t, read as Europe/Berlin
// wall-clock time; a day the hours do not mention counts as closed here.
func (h WeeklyHours) OpenAt(t time.Time) bool {
	open, _ := h.OpenIn(t, hoursZone())
	return open
}

// OpenIn reports whether the business is open at t, read as wall-clock time
// in loc. A span that runs past midnight counts on the next morning too,
// whatever that day says. known is false when neither such a span nor the
// day itself is in the hours: the source says nothing about that day, which
// is not the same as closed ("Closed" days are known, with no spans).
func (h WeeklyHours) OpenIn(t time.Time, loc *time.Location) (open, known bool) {
	local := t.In(loc)
	day := (int(local.Weekday()) + 6) % 7 // time.Sunday is 0; our week starts on Monday
	now := local.Hour()*60 + local.Minute()
	for _, iv := range h.Days[(day+6)%7] {
		if now+minutesPerDay < iv.End {
			return true, true
		}
	}
	for _, iv := range h.Days[day] {
		if iv.Start <= now && now < iv.End {
			return true, true
		}
	}
	return false, h.Known[day]
}

// hoursZone is Europe/Berlin, the zone of a business without a time zone of
// its own (ZoneOf). The embedded tzdata makes the fallback unreachable in
// practice; it only keeps OpenIn from failing should the name ever not resolve.
var hoursZone = sync.OnceValue(func() *time.Location {
	loc, err := time.LoadLocation(DefaultTimeZone)
	if err != nil {
		return time.FixedZone("CET", 3600)
	}
	return loc
})

// addDay records text for the day or day range named by key; keys that name
// no weekday (holidays, notes) and texts that say nothing usable are skipped.
func (h *WeeklyHours) addDay(key, text string) {
	if days, ok := parseDayKey(key); ok {
		h.addDays(days, text)
	}
}

// addDays records text for each of the days. Several texts for one day
// (a "Mo-Fr" range and a "Fr" key) add up.
func (h *WeeklyHours) addDays(days []int, text string) {
	ivs, ok := parseDayText(text)
	if !ok {
		return
	}
	for _, d := range days {
		h.Known[d] = true
		h.Days[d] = append(h.Days[d], ivs...)
	}
}

var (
	closedWords = []string{"closed", "geschlossen", "geschl", "ruhetag", "zu", "nicht geöffnet"}
	allDayWords = []string{"24 hours", "24 stunden", "24 std", "24h", "24 h", "24 7", "rund um die uhr",
		"durchgehend", "always open", "immer geöffnet"}
)

// parseDayText reads one day's text: spans, "open 24 hours" or "closed".
// ok is false when the text says nothing usable (empty, "None", a note).
func parseDayText(text string) ([]Interval, bool) {
	t := normalizeHoursText(text)
	if t == "" {
		return nil, false
	}
	if ivs := parseRanges(t); len(ivs) > 0 {
		return ivs, true
	}
	if hasPhrase(t, allDayWords, false) {
		return []Interval{{0, minutesPerDay}}, true
	}
	if hasPhrase(t, closedWords, false) {
		return nil, true
	}
	return nil, false
}

// normalizeHoursText lowercases and evens out what Google and hand-written
// data vary in: narrow and thin spaces before AM/PM, dash kinds, "a.m.",
// "bis"/"to", "Uhr" and leftover JSON or Python punctuation.
func normalizeHoursText(text string) string {
	text = unescapeRepr(text)
	var b strings.Builder
	b.Grow(len(text))
	for _, r := range text {
		switch {
		case r == '\u200b' || r == '\u200e' || r == '\u200f' || r == '\u2060' || r == '\ufeff':
		case unicode.IsSpace(r):
			b.WriteByte(' ')
		case unicode.Is(unicode.Pd, r) || r == '\u2212':
			b.WriteByte('-')
		case strings.ContainsRune("[]{}\"'`|", r):
			b.WriteByte(' ')
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	t := meridiemDots.Replace(b.String())
	if !strings.Contains(t, "rund um die uhr") {
		t = strings.ReplaceAll(t, "uhr", " ")
	}
	words := strings.Fields(t)
	for i, w := range words {
		switch w {
		case "bis", "to", "until", "till", "through":
			words[i] = "-"
		}
	}
	return strings.Join(words, " ")
}

var meridiemDots = strings.NewReplacer("a.m.", "am", "p.m.", "pm", "a. m.", "am", "p. m.", "pm")

// hasPhrase reports whether one of the phrases occurs in t as whole words
// (at its start only, with atStart), so "zu" does not match "zuletzt".
func hasPhrase(t string, phrases []string, atStart bool) bool {
	words := " " + strings.Join(strings.FieldsFunc(t, func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}), " ") + " "
	for _, p := range phrases {
		if i := strings.Index(words, " "+p+" "); i == 0 || i > 0 && !atStart {
			return true
		}
	}
	return false
}

func (h *WeeklyHours) anyKnown() bool {
	return slices.Contains(h.Known[:], true)
}

// normalize sorts each day's spans and merges overlapping or touching ones, so
// that the same hours always compare equal however they were written (and a
// map-ordered source gives a deterministic result). A merged span never lasts
// longer than a day, which keeps End ≤ Start+1440 < 2880.
func (h *WeeklyHours) normalize() {
	for d := range h.Days {
		ivs := h.Days[d]
		if len(ivs) == 0 {
			h.Days[d] = nil
			continue
		}
		slices.SortFunc(ivs, func(a, b Interval) int {
			if a.Start != b.Start {
				return a.Start - b.Start
			}
			return a.End - b.End
		})
		merged := []Interval{ivs[0]}
		for _, iv := range ivs[1:] {
			last := &merged[len(merged)-1]
			if iv.Start <= last.End {
				last.End = max(last.End, iv.End)
				continue
			}
			merged = append(merged, iv)
		}
		for i := range merged {
			merged[i].End = min(merged[i].End, merged[i].Start+minutesPerDay)
		}
		h.Days[d] = merged
	}
}
