package directory

// Reading the day keys of opening hours: "Monday", "Mo", "Mo-Fr", "Montag bis Freitag".

import (
	"strings"
)

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

// A day key is a day name or a range of them ("Mo-Fr", "Mo.–Fr.", "Monday to
// Friday"), maybe followed by a note in brackets ("Monday (Labor Day)"). Keys
// are read by hand: one big case-insensitive regexp was many times
// slower, and this runs for every list row (Business.ComputeOpenNow).

// parseDayKey returns the days a map key names.
func parseDayKey(key string) ([]int, bool) {
	key = strings.TrimSpace(key)
	from, to, end, ok := readDayKey(key, 0)
	if !ok || strings.TrimSpace(key[end:]) != "" {
		return nil, false
	}
	return dayRange(from, to)
}

// readDayKey reads a day key that starts at s[i] and returns the day indexes
// it spans and where it ends.
func readDayKey(s string, i int) (from, to, end int, ok bool) {
	from, end, ok = readDayWord(s, i)
	if !ok {
		return 0, 0, i, false
	}
	to = from
	if k, isRange := rangeSeparator(s, skipSpace(s, end)); isRange {
		if d, e, ok := readDayWord(s, skipSpace(s, k)); ok {
			to, end = d, e
		}
	}
	if k := skipSpace(s, end); k < len(s) && s[k] == '(' {
		if c := strings.IndexAny(s[k+1:min(len(s), k+62)], "()"); c >= 0 && s[k+1+c] == ')' {
			end = k + c + 2
		}
	}
	return from, to, end, true
}

// readDayWord reads the ASCII word at s[i] (and a trailing abbreviation dot)
// if it is a day name.
func readDayWord(s string, i int) (day, end int, ok bool) {
	j := i
	for j < len(s) && isASCIILetter(s[j]) {
		j++
	}
	if j == i || j-i > len("donnerstag") {
		return 0, i, false
	}
	day, ok = dayNames[strings.ToLower(s[i:j])]
	if ok && j < len(s) && s[j] == '.' {
		j++
	}
	return day, j, ok
}

// rangeSeparator reports whether a range separator ("-", en or em dash, "bis",
// "to", "until") starts at s[i], and where it ends.
func rangeSeparator(s string, i int) (int, bool) {
	for _, sep := range []string{"-", "\u2013", "\u2014"} {
		if strings.HasPrefix(s[i:], sep) {
			return i + len(sep), true
		}
	}
	j := i
	for j < len(s) && isASCIILetter(s[j]) {
		j++
	}
	switch strings.ToLower(s[i:j]) {
	case "bis", "to", "until":
		return j, true
	}
	return i, false
}

func dayRange(a, b int) ([]int, bool) {
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
