package directory

import (
	"encoding/json"
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

// scan finds day keys in free text and gives each day the text up to the
// next key. In running text a key ends with ':' or '=' (maybe after a closing
// quote), or with plain space when a time follows ("Sa 9-13"); other day-like
// words ("Do" in a note) stay part of the value.
func (h *WeeklyHours) scan(s string) {
	s = unescapeRepr(s)
	type segment struct{ from, to, start, end int }
	var segs []segment
	for i := 0; i < len(s); {
		if !isASCIILetter(s[i]) {
			i++
			continue
		}
		if from, to, end, ok := readDayKey(s, i); ok {
			if value, isKey := keyValueStart(s, end); isKey {
				if n := len(segs); n > 0 {
					segs[n-1].end = i
				}
				segs = append(segs, segment{from, to, value, len(s)})
				i = value
				continue
			}
		}
		for i < len(s) && isASCIILetter(s[i]) {
			i++
		}
	}
	for _, sg := range segs {
		if days, ok := dayRange(sg.from, sg.to); ok {
			h.addDays(days, s[sg.start:sg.end])
		}
	}
}

// keyValueStart reports whether the text after a day name at s[end] makes it
// a key, and where the value begins.
func keyValueStart(s string, end int) (int, bool) {
	k := skipSpace(s, end)
	if k < len(s) && (s[k] == '"' || s[k] == '\'') {
		k = skipSpace(s, k+1)
	}
	if k < len(s) && (s[k] == ':' || s[k] == '=') {
		return k + 1, true
	}
	if k = skipSpace(s, end); k > end && startsLikeHours(s[k:]) {
		return k, true
	}
	return end, false
}

func skipSpace(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsSpace(r) {
			break
		}
		i += n
	}
	return i
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// startsLikeHours reports whether rest begins with a time, "closed" or "24 hours".
func startsLikeHours(rest string) bool {
	rest = strings.ToLower(rest[:min(len(rest), 32)]) // enough for every phrase; keeps scan linear
	return rest != "" && isDigit(rest[0]) || hasPhrase(rest, closedWords, true) || hasPhrase(rest, allDayWords, true)
}

// clockToken is one time as written.
type clockToken struct {
	min      int  // minutes after midnight; 1440 for "24:00"
	fixed    bool // am/pm, noon or midnight settled the half of the day
	hour12   bool // unsettled, and the hour (1–12) could mean either half
	oneDigit bool // an hour written with one digit ("5", not "05")
}

// parseRanges finds every "time - time" in normalised text, with a small
// hand-written lexer for the same reason as the day keys: speed.
func parseRanges(t string) []Interval {
	type token struct {
		kind  byte // 't' a time, '-' a dash, 'x' anything else
		clock clockToken
	}
	var toks []token
	for i := 0; i < len(t); {
		c := t[i]
		switch {
		case c == ' ':
			i++
		case c == '-':
			for i < len(t) && t[i] == '-' {
				i++
			}
			toks = append(toks, token{kind: '-'})
		case isDigit(c):
			clock, end, ok := readClock(t, i)
			kind := byte('x')
			if ok && (i == 0 || t[i-1] != ':' && t[i-1] != '.') { // not the tail of "10.2020"
				kind = 't'
			}
			toks = append(toks, token{kind, clock})
			i = end
		default:
			j := i + 1
			for isASCIILetter(c) && j < len(t) && isASCIILetter(t[j]) {
				j++
			}
			switch t[i:j] {
			case "noon":
				toks = append(toks, token{'t', clockToken{min: 720, fixed: true}})
			case "midnight":
				toks = append(toks, token{'t', clockToken{min: 0, fixed: true}})
			default:
				toks = append(toks, token{kind: 'x'})
			}
			i = j
		}
	}
	var out []Interval
	for i := 0; i+2 < len(toks); i++ {
		if toks[i].kind == 't' && toks[i+1].kind == '-' && toks[i+2].kind == 't' {
			out = append(out, resolveSpan(toks[i].clock, toks[i+2].clock)...)
			i += 2
		}
	}
	return out
}

// readClock reads a time at t[i]: "8", "08", "8:30", "8.30", "8h30", "0830",
// then an optional "h" and an optional am/pm (also "a" or "p").
func readClock(t string, i int) (clockToken, int, bool) {
	j := i
	for j < len(t) && isDigit(t[j]) {
		j++
	}
	hour, minute := t[i:j], ""
	switch {
	case len(hour) == 3 || len(hour) == 4:
		hour, minute = hour[:len(hour)-2], hour[len(hour)-2:]
	case len(hour) > 4:
		return clockToken{}, j, false
	case j+2 < len(t) && strings.IndexByte(":.h", t[j]) >= 0 && isDigit(t[j+1]) && isDigit(t[j+2]) &&
		(j+3 == len(t) || !isDigit(t[j+3])):
		minute = t[j+1 : j+3]
		j += 3
	}
	if k := skipBlank(t, j); k < len(t) && t[k] == 'h' && !isWordChar(t, k+1) {
		j = k + 1
	}
	suffix := ""
	k := skipBlank(t, j)
	for _, s := range []string{"am", "pm", "a", "p"} {
		if strings.HasPrefix(t[k:], s) && !isWordChar(t, k+len(s)) {
			suffix, j = s, k+len(s)
			break
		}
	}
	clock, ok := parseClock(hour, minute, suffix)
	return clock, j, ok
}

func skipBlank(t string, i int) int {
	for i < len(t) && t[i] == ' ' {
		i++
	}
	return i
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isWordChar reports whether t[i] exists and is a letter or digit.
func isWordChar(t string, i int) bool {
	return i < len(t) && (isASCIILetter(t[i]) || isDigit(t[i]) || t[i] >= 0x80)
}

func parseClock(hour, minute, suffix string) (clockToken, bool) {
	h, err := strconv.Atoi(hour)
	if err != nil {
		return clockToken{}, false
	}
	m := 0
	if minute != "" {
		m, _ = strconv.Atoi(minute) // two digits, checked by readClock
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
func resolveSpan(a, b clockToken) []Interval {
	if a.min >= minutesPerDay {
		return nil // 24:00 only ends a span
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
	return []Interval{best}
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
