package demo

import (
	"strings"

	"branchenbuch/internal/directory"
)

// hoursText writes a business's display hours ("08:00–18:00") back as
// Outscraper exports them in format f, so that directory.ParseHours reads the
// text to the same display map. The generator's hours always fit a week (all
// seven days known, at most two spans a day) and go through rawHours; other
// maps fall back to their own display texts, which the parser also reads.
func hoursText(display map[string]string, f hoursFormat) string {
	if len(display) == 0 {
		return ""
	}
	if w, ok := displayWeek(display); ok {
		return rawHours(w, f)
	}
	h, ok := directory.HoursFromDisplay(display)
	if !ok {
		return ""
	}
	if w, ok := weekOf(h); ok {
		return rawHours(w, f)
	}
	return displayHoursText(h.Display(), f == fOld)
}

// displayWeek reads a display map of all seven days in exactly the form
// Display writes, which is what every generated business has, ten times
// faster than the general parser; anything else reports false.
func displayWeek(display map[string]string) (week, bool) {
	var w week
	if len(display) != 7 {
		return w, false
	}
	for d, day := range englishDays {
		text, ok := display[day]
		switch {
		case !ok:
			return w, false
		case text == "Closed":
		case text == "Open 24 hours":
			w[d][0] = span{0, allDay}
		default:
			first, second, two := strings.Cut(text, ", ")
			if w[d][0], ok = displaySpan(first); !ok {
				return w, false
			}
			if two {
				if w[d][1], ok = displaySpan(second); !ok {
					return w, false
				}
			}
		}
	}
	return w, true
}

// displaySpan reads "08:00–18:00"; a span whose ends are equal (a full day,
// or nothing) does not fit the week's encoding.
func displaySpan(s string) (span, bool) {
	const dash = "–"
	if len(s) != 10+len(dash) || s[5:5+len(dash)] != dash {
		return span{}, false
	}
	open, ok1 := displayClock(s[:5])
	closeAt, ok2 := displayClock(s[5+len(dash):])
	if !ok1 || !ok2 || open == closeAt {
		return span{}, false
	}
	return span{open, closeAt}, true
}

func displayClock(s string) (int16, bool) {
	if s[2] != ':' {
		return 0, false
	}
	var n [4]int16
	for i, c := range []byte{s[0], s[1], s[3], s[4]} {
		if c < '0' || c > '9' {
			return 0, false
		}
		n[i] = int16(c - '0')
	}
	h, m := n[0]*10+n[1], n[2]*10+n[3]
	if h > 23 || m > 59 {
		return 0, false
	}
	return h*60 + m, true
}

// weekOf converts parsed hours to a week, reporting false when they do not
// fit one.
func weekOf(h directory.WeeklyHours) (week, bool) {
	var w week
	for d, ivs := range h.Days {
		if !h.Known[d] || len(ivs) > 2 {
			return w, false
		}
		for i, iv := range ivs {
			switch {
			case iv == directory.Interval{Start: 0, End: allDay}:
				if len(ivs) > 1 {
					return w, false
				}
				w[d][i] = span{0, allDay}
			case iv.End-iv.Start >= allDay:
				// A full day from a later start reads back as an empty span.
				return w, false
			default:
				w[d][i] = span{int16(iv.Start), int16(iv.End % allDay)}
			}
		}
	}
	return w, true
}

// displayHoursText writes display texts as a JSON object, or in the old
// "Monday:…|Tuesday:…" form, days in week order.
func displayHoursText(display map[string]string, old bool) string {
	var b strings.Builder
	if !old {
		b.WriteByte('{')
	}
	n := 0
	for _, day := range englishDays {
		text, ok := display[day]
		if !ok {
			continue
		}
		if old {
			if n > 0 {
				b.WriteByte('|')
			}
			b.WriteString(day + ":" + text)
		} else {
			if n > 0 {
				b.WriteString(", ")
			}
			b.WriteString(`"` + day + `": "` + text + `"`)
		}
		n++
	}
	if !old {
		b.WriteByte('}')
	}
	return b.String()
}
