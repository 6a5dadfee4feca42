package directory

import (
	"encoding/json"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The forms read here all occur in real Outscraper exports: JSON objects with
// string or array values (English or German day names), the same encoded
// twice, Python-dict reprs with single quotes, the old "Monday:7AM-7PM|…"
// form, and German free text such as "Mo-Fr: 8–12 Uhr, 14–18 Uhr".

// collect reads raw into h. JSON, also JSON inside a JSON string, is decoded
// properly so its escapes (\u202f, \u2013) come out right; everything else
// goes to scan, which finds day names in the text itself.
func (h *WeeklyHours) collect(raw string, depth int) {
	s := strings.TrimSpace(raw)
	if s == "" {
		return
	}
	var v any
	if depth < 3 && json.Unmarshal([]byte(s), &v) == nil {
		switch v := v.(type) {
		case string:
			h.collect(v, depth+1)
		case map[string]any:
			for key, val := range v {
				h.addDay(key, jsonDayText(val))
			}
		case []any: // Google's weekday_text: ["Monday: 9:00 AM – 5:00 PM", …]
			h.scan(strings.Join(jsonStrings(v), "\n"))
		}
		return
	}
	h.scan(s)
}

func jsonDayText(v any) string {
	switch v := v.(type) {
	case string:
		return v
	case []any:
		return strings.Join(jsonStrings(v), ", ")
	}
	return ""
}

func jsonStrings(vs []any) []string {
	var out []string
	for _, v := range vs {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// dayNames maps every day spelling we accept to its index (Monday 0); -1
// marks holiday keys, whose text must not spill into the day before them.
var dayNames = map[string]int{
	"monday": 0, "mon": 0, "montag": 0, "mo": 0,
	"tuesday": 1, "tues": 1, "tue": 1, "dienstag": 1, "di": 1,
	"wednesday": 2, "wed": 2, "mittwoch": 2, "mi": 2,
	"thursday": 3, "thurs": 3, "thur": 3, "thu": 3, "donnerstag": 3, "do": 3,
	"friday": 4, "fri": 4, "freitag": 4, "fr": 4,
	"saturday": 5, "sat": 5, "samstag": 5, "sonnabend": 5, "sa": 5,
	"sunday": 6, "sun": 6, "sonntag": 6, "so": 6,
	"feiertag": -1, "feiertage": -1, "feiertags": -1, "holiday": -1, "holidays": -1,
}

// dayKeyPattern matches one day name or a range of them ("Mo-Fr", "Monday to
// Friday"), followed by an optional note in brackets ("Monday (Labor Day)").
var dayKeyPattern = func() string {
	names := make([]string, 0, len(dayNames))
	for n := range dayNames {
		names = append(names, n)
	}
	// Longest first, so "monday" wins over "mon" and "mo".
	slices.SortFunc(names, func(a, b string) int { return len(b) - len(a) })
	alt := strings.Join(names, "|")
	return `\b(` + alt + `)\b\.?(?:\s*(?:-|–|—|bis|to|until)\s*(` + alt + `)\b\.?)?(?:\s*\([^()]{0,60}\))?`
}()

var (
	dayKeyExact = regexp.MustCompile(`(?i)^\s*` + dayKeyPattern + `\s*$`)
	// In running text a key ends with ':' or '=' (maybe after a closing quote),
	// or with plain space when a time follows ("Sa 9-13").
	dayKeyInText = regexp.MustCompile(`(?i)` + dayKeyPattern + `(\s*['"]?\s*[:=]|\s+)`)
)

// parseDayKey returns the days a map key names.
func parseDayKey(key string) ([]int, bool) {
	m := dayKeyExact.FindStringSubmatch(key)
	if m == nil {
		return nil, false
	}
	return dayRange(m[1], m[2])
}

func dayRange(from, to string) ([]int, bool) {
	a := dayNames[strings.ToLower(from)]
	b := a
	if to != "" {
		b = dayNames[strings.ToLower(to)]
	}
	if a < 0 || b < 0 {
		return nil, false
	}
	days := []int{a}
	for d := a; d != b; { // ranges may wrap: "Sa-Mo"
		d = (d + 1) % 7
		days = append(days, d)
	}
	return days, true
}

// scan finds day keys in free text and gives each day the text up to the next key.
func (h *WeeklyHours) scan(s string) {
	s = unescapeRepr(s)
	type segment struct {
		days     []int
		ok       bool
		from, to int
	}
	var segs []segment
	for _, m := range dayKeyInText.FindAllStringSubmatchIndex(s, -1) {
		sep := s[m[6]:m[7]]
		if strings.TrimSpace(sep) == "" && !startsLikeHours(s[m[1]:]) {
			continue // a day-like word inside a value, not a key
		}
		if n := len(segs); n > 0 {
			segs[n-1].to = m[0]
		}
		to := ""
		if m[4] >= 0 {
			to = s[m[4]:m[5]]
		}
		days, ok := dayRange(s[m[2]:m[3]], to)
		segs = append(segs, segment{days: days, ok: ok, from: m[1], to: len(s)})
	}
	for _, sg := range segs {
		if sg.ok {
			h.addDays(sg.days, s[sg.from:sg.to])
		}
	}
}

func startsLikeHours(rest string) bool {
	rest = strings.ToLower(strings.TrimSpace(rest))
	if rest != "" && rest[0] >= '0' && rest[0] <= '9' {
		return true
	}
	return hasAnyPrefix(rest, closedWords) || hasAnyPrefix(rest, allDayWords)
}

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
	closedWords = []string{"closed", "geschlossen", "geschl.", "ruhetag", "zu", "nicht geöffnet"}
	allDayWords = []string{"open 24 hours", "24 hours", "24 stunden", "24 std", "24h", "24 h", "24/7",
		"rund um die uhr", "durchgehend", "always open", "immer geöffnet"}
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
	if containsAnyWord(t, allDayWords) {
		return []Interval{{0, minutesPerDay}}, true
	}
	if containsAnyWord(t, closedWords) {
		return nil, true
	}
	return nil, false
}

var (
	rangeWords = regexp.MustCompile(`\b(?:bis|to|until|till|through)\b`)
	timeToken  = `(?:(\d{1,2})(?:[:.h]?(\d{2}))?\s*h?\s*(?:(am|pm|a|p)\b)?|(noon|midnight))`
	timeRange  = regexp.MustCompile(`(?:^|[^\d:.])` + timeToken + `\s*-+\s*` + timeToken)
)

// normalizeHoursText lowercases and evens out what Google and hand-written
// data vary in: narrow and thin spaces before AM/PM, dash kinds, "a.m.",
// "bis"/"to", "Uhr" and leftover JSON or Python punctuation.
func normalizeHoursText(text string) string {
	text = unescapeRepr(text)
	var b strings.Builder
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
	t := strings.NewReplacer("a.m.", "am", "p.m.", "pm", "a. m.", "am", "p. m.", "pm").Replace(b.String())
	t = rangeWords.ReplaceAllString(t, " - ")
	if !strings.Contains(t, "rund um die uhr") {
		t = strings.ReplaceAll(t, "uhr", " ")
	}
	return strings.Join(strings.Fields(t), " ")
}

// clockToken is one time as written.
type clockToken struct {
	min      int  // minutes after midnight; 1440 for "24:00"
	fixed    bool // am/pm, noon or midnight settled the half of the day
	hour12   bool // unsettled, and the hour (1–12) could mean either half
	oneDigit bool // an hour written with one digit ("5", not "05")
}

func parseRanges(t string) []Interval {
	var out []Interval
	for _, m := range timeRange.FindAllStringSubmatch(t, -1) {
		a, okA := parseClock(m[1], m[2], m[3], m[4])
		b, okB := parseClock(m[5], m[6], m[7], m[8])
		if !okA || !okB {
			continue
		}
		if iv, ok := resolveSpan(a, b); ok {
			out = append(out, iv)
		}
	}
	return out
}

func parseClock(hour, minute, suffix, word string) (clockToken, bool) {
	switch word {
	case "noon":
		return clockToken{min: 720, fixed: true}, true
	case "midnight":
		return clockToken{min: 0, fixed: true}, true
	}
	h, err := strconv.Atoi(hour)
	if err != nil {
		return clockToken{}, false
	}
	m := 0
	if minute != "" {
		m, _ = strconv.Atoi(minute) // two digits, matched by the pattern
	}
	if m > 59 {
		return clockToken{}, false
	}
	if suffix != "" {
		if h > 12 {
			return clockToken{}, false
		}
		h %= 12 // 12 AM is midnight, 12 PM noon
		if suffix[0] == 'p' {
			h += 12
		}
		return clockToken{min: h*60 + m, fixed: true}, true
	}
	if h > 24 || h == 24 && m > 0 {
		return clockToken{}, false
	}
	return clockToken{min: h*60 + m, hour12: h >= 1 && h <= 12, oneDigit: len(hour) == 1}, true
}

// resolveSpan turns two clock times into a span. A missing am/pm takes the
// reading that gives the shorter span ("5:30-11pm" is 17:30–23:00, "11-2pm"
// 11:00–14:00); bare one-digit end hours before the start are afternoon
// ("9-5" is 09:00–17:00); any other end at or before the start runs past
// midnight ("22:00–03:00"), and an end equal to the start means 24 hours.
func resolveSpan(a, b clockToken) (Interval, bool) {
	if a.min >= minutesPerDay {
		return Interval{}, false // 24:00 only ends a span
	}
	starts, ends := []int{a.min}, []int{b.min}
	switch {
	case !a.fixed && b.fixed && a.hour12:
		starts = []int{a.min % 720, a.min%720 + 720}
	case a.fixed && !b.fixed && b.hour12:
		ends = []int{b.min % 720, b.min%720 + 720}
	case !a.fixed && !b.fixed && b.oneDigit && b.hour12 && b.min <= a.min && b.min+720 > a.min:
		ends = []int{b.min + 720}
	}
	best := Interval{}
	for _, s := range starts {
		for _, e := range ends {
			d := ((e-s)%minutesPerDay + minutesPerDay) % minutesPerDay
			if d == 0 {
				d = minutesPerDay
			}
			if best.End == 0 || d < best.End-best.Start {
				best = Interval{s, s + d}
			}
		}
	}
	return best, true
}

// unescapeRepr decodes the backslash escapes that Python reprs and
// double-encoded JSON leave in the text (\u202f, \xa0, \", \n).
func unescapeRepr(s string) string {
	if !strings.Contains(s, `\`) {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' || i+1 >= len(s) {
			b.WriteByte(s[i])
			continue
		}
		switch c := s[i+1]; c {
		case 'u', 'x':
			n := 4
			if c == 'x' {
				n = 2
			}
			if i+2+n <= len(s) {
				if v, err := strconv.ParseUint(s[i+2:i+2+n], 16, 32); err == nil && utf8.ValidRune(rune(v)) {
					b.WriteRune(rune(v))
					i += 1 + n
					continue
				}
			}
			b.WriteByte(s[i])
		case 'n', 't', 'r':
			b.WriteByte(' ')
			i++
		case '"', '\'', '\\', '/':
			b.WriteByte(c)
			i++
		default:
			b.WriteByte(s[i])
		}
	}
	return b.String()
}

func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// containsAnyWord reports whether one of the phrases occurs in t on word
// edges, so "zu" (closed) does not match inside "zuletzt".
func containsAnyWord(t string, phrases []string) bool {
	padded := " " + t + " "
	for _, p := range phrases {
		for i := 0; ; {
			j := strings.Index(padded[i:], p)
			if j < 0 {
				break
			}
			j += i
			if !isWordByte(padded[j-1]) && !isWordByte(padded[j+len(p)]) {
				return true
			}
			i = j + 1
		}
	}
	return false
}

func isWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c >= 0x80
}
