package demo

import (
	"math/rand/v2"
	"strconv"
	"strings"
)

// hoursKind is a family of typical opening hours.
type hoursKind uint8

const (
	hWorkshop hoursKind = iota
	hTrade
	hOffice
	hShop
	hSupermarket
	hBakery
	hRestaurant
	hFastFood
	hCafe
	hBar
	hPractice
	hSalon
	hSchool
	hGym
	hAllDay
	numHoursKinds
)

// span is one opening interval in minutes after midnight. A close at or
// before the open runs past midnight; {0, allDay} is open around the clock.
type span struct{ open, close int16 }

const allDay = 24 * 60

// week holds up to two spans per day, Monday first; a zero span is unused,
// a day without spans is closed.
type week [7][2]span

// hoursFormat is one of the ways Outscraper exports opening hours.
type hoursFormat uint8

const (
	fJSON      hoursFormat = iota // {"Monday":"8AM-6PM",…}
	fJSONShort                    // {"Monday":"8AM-12PM,1-6PM",…}, Google's shortened periods
	fArrays                       // {"Monday":["8AM-12PM","1-6PM"],…}
	fGerman                       // {"Montag":"08:00–18:00",…,"Sonntag":"Geschlossen"}
	fOld                          // Monday:8AM-6PM|Tuesday:…
	numFormats
)

var (
	englishDays = [7]string{"Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"}
	germanDays  = [7]string{"Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"}
)

func hm(h, m int) int16 { return int16(h*60 + m) }

// pick returns one of the given values.
func pick[T any](r *rand.Rand, vs ...T) T { return vs[r.IntN(len(vs))] }

// weekFor draws typical hours of a kind; real hours cluster around a few
// opening and closing times.
func weekFor(r *rand.Rand, k hoursKind) week {
	var w week
	days := func(from, to int, s ...span) {
		for d := from; d <= to; d++ {
			w[d] = [2]span{}
			copy(w[d][:], s)
		}
	}
	switch k {
	case hWorkshop, hTrade:
		open := pick(r, hm(7, 0), hm(7, 30), hm(8, 0))
		closeAt := pick(r, hm(16, 30), hm(17, 0), hm(18, 0))
		if k == hWorkshop {
			closeAt += 60
		}
		if r.IntN(5) == 0 {
			days(0, 4, span{open, hm(12, 0)}, span{hm(13, 0), closeAt})
		} else {
			days(0, 4, span{open, closeAt})
		}
		if r.IntN(2) == 0 {
			days(4, 4, span{open, pick(r, hm(13, 0), hm(14, 0), hm(15, 0))})
		}
		if k == hWorkshop && r.IntN(2) == 0 || r.IntN(8) == 0 {
			days(5, 5, span{pick(r, hm(8, 0), hm(9, 0)), pick(r, hm(12, 0), hm(13, 0))})
		}
	case hOffice:
		open := pick(r, hm(8, 0), hm(8, 30), hm(9, 0))
		days(0, 4, span{open, pick(r, hm(17, 0), hm(18, 0))})
		if r.IntN(3) == 0 {
			days(0, 4, span{open, hm(12, 30)}, span{hm(13, 30), hm(17, 0)})
		}
		if r.IntN(5) < 3 {
			days(4, 4, span{open, pick(r, hm(13, 0), hm(14, 0), hm(15, 0))})
		}
	case hShop, hSalon:
		open := pick(r, hm(9, 0), hm(9, 30), hm(10, 0))
		closeAt := pick(r, hm(18, 0), hm(18, 30), hm(19, 0), hm(20, 0))
		if r.IntN(6) == 0 {
			days(0, 4, span{open, hm(13, 0)}, span{hm(14, 30), closeAt})
		} else {
			days(0, 4, span{open, closeAt})
		}
		days(5, 5, span{pick(r, hm(8, 0), hm(9, 0), hm(10, 0)), pick(r, hm(13, 0), hm(14, 0), hm(16, 0), hm(18, 0))})
		if k == hSalon && r.IntN(5) < 3 || r.IntN(7) == 0 {
			w[0] = [2]span{} // the traditional closed Monday
		}
	case hSupermarket:
		s := span{pick(r, hm(7, 0), hm(8, 0)), pick(r, hm(20, 0), hm(21, 0), hm(22, 0))}
		days(0, 5, s)
	case hBakery:
		days(0, 4, span{pick(r, hm(5, 30), hm(6, 0), hm(6, 30)), pick(r, hm(18, 0), hm(18, 30))})
		days(5, 5, span{hm(6, 0), pick(r, hm(12, 0), hm(13, 0))})
		if r.IntN(5) < 3 {
			days(6, 6, span{pick(r, hm(7, 0), hm(7, 30), hm(8, 0)), pick(r, hm(11, 0), hm(12, 0))})
		}
	case hRestaurant:
		lunch := span{pick(r, hm(11, 30), hm(12, 0)), pick(r, hm(14, 0), hm(14, 30), hm(15, 0))}
		dinner := span{pick(r, hm(17, 0), hm(17, 30), hm(18, 0)), pick(r, hm(22, 0), hm(22, 30), hm(23, 0))}
		if r.IntN(10) < 3 {
			days(0, 6, span{lunch.open, dinner.close})
		} else {
			days(0, 6, lunch, dinner)
		}
		if r.IntN(3) == 0 {
			days(4, 5, lunch, span{dinner.open, 0}) // until midnight at the weekend
		}
		switch r.IntN(5) {
		case 0, 1, 2:
			w[0] = [2]span{} // Ruhetag
		case 3:
			w[1] = [2]span{}
		}
	case hFastFood:
		days(0, 6, span{pick(r, hm(10, 0), hm(11, 0)), pick(r, hm(22, 0), hm(23, 0), 0, hm(1, 0))})
		if r.IntN(2) == 0 {
			days(4, 5, span{w[4][0].open, pick(r, hm(2, 0), hm(3, 0))})
		}
	case hCafe:
		days(0, 4, span{pick(r, hm(8, 0), hm(9, 0), hm(10, 0)), pick(r, hm(18, 0), hm(19, 0))})
		days(5, 6, span{pick(r, hm(9, 0), hm(10, 0)), pick(r, hm(18, 0), hm(19, 0))})
		if r.IntN(10) < 3 {
			w[0] = [2]span{}
		}
	case hBar:
		open := pick(r, hm(18, 0), hm(19, 0), hm(20, 0))
		days(1, 6, span{open, pick(r, hm(1, 0), hm(2, 0))})
		days(4, 5, span{open, pick(r, hm(3, 0), hm(4, 0), hm(5, 0))})
		if r.IntN(2) == 0 {
			w[6] = [2]span{}
		}
	case hPractice:
		open := pick(r, hm(7, 30), hm(8, 0), hm(8, 30))
		afternoon := span{pick(r, hm(14, 0), hm(15, 0)), pick(r, hm(18, 0), hm(19, 0))}
		for _, d := range []int{0, 1, 3} {
			days(d, d, span{open, hm(12, 0)}, afternoon)
		}
		days(2, 2, span{open, pick(r, hm(12, 0), hm(13, 0))})
		days(4, 4, span{open, pick(r, hm(12, 0), hm(13, 0), hm(14, 0))})
	case hSchool:
		days(0, 4, span{pick(r, hm(14, 0), hm(15, 0), hm(16, 0)), pick(r, hm(18, 0), hm(19, 0), hm(20, 0))})
		if r.IntN(2) == 0 {
			w[4] = [2]span{}
		}
	case hGym:
		if r.IntN(5) == 0 {
			days(0, 6, span{0, allDay})
			break
		}
		days(0, 4, span{pick(r, hm(6, 0), hm(7, 0), hm(8, 0)), pick(r, hm(22, 0), hm(23, 0))})
		days(5, 6, span{pick(r, hm(9, 0), hm(10, 0)), pick(r, hm(18, 0), hm(20, 0), hm(22, 0))})
	case hAllDay:
		if r.IntN(10) < 7 {
			days(0, 6, span{0, allDay})
		} else {
			days(0, 6, span{pick(r, hm(5, 0), hm(6, 0)), pick(r, hm(22, 0), hm(23, 0))})
		}
	}
	return w
}

// rawHours writes w as Outscraper would in format f.
func rawHours(w week, f hoursFormat) string {
	var b strings.Builder
	b.Grow(256)
	if f == fOld {
		for d := range w {
			if d > 0 {
				b.WriteByte('|')
			}
			b.WriteString(englishDays[d])
			b.WriteByte(':')
			writeDay(&b, w[d], f)
		}
		return b.String()
	}
	b.WriteByte('{')
	for d := range w {
		if d > 0 {
			b.WriteByte(',')
		}
		b.WriteByte('"')
		if f == fGerman {
			b.WriteString(germanDays[d])
		} else {
			b.WriteString(englishDays[d])
		}
		b.WriteString(`":`)
		if f != fArrays {
			b.WriteByte('"')
		}
		writeDay(&b, w[d], f)
		if f != fArrays {
			b.WriteByte('"')
		}
	}
	b.WriteByte('}')
	return b.String()
}

// writeDay writes one day's value; in fArrays it is a JSON array.
func writeDay(b *strings.Builder, d [2]span, f hoursFormat) {
	closed, allDayText, sep := "Closed", "Open 24 hours", ","
	switch f {
	case fGerman:
		closed, allDayText, sep = "Geschlossen", "24 Stunden geöffnet", ", "
	case fArrays:
		closed, allDayText, sep = `["Closed"]`, `["Open 24 hours"]`, `","`
	}
	switch {
	case d[0] == span{}:
		b.WriteString(closed)
		return
	case d[0] == span{0, allDay}:
		b.WriteString(allDayText)
		return
	}
	if f == fArrays {
		b.WriteByte('[')
		b.WriteByte('"')
	}
	for i, s := range d {
		if s == (span{}) {
			break
		}
		if i > 0 {
			b.WriteString(sep)
		}
		if f == fGerman {
			b.WriteString(clock24(s.open))
			b.WriteString("–")
			b.WriteString(clock24(s.close))
			continue
		}
		// Google shortens "1PM-6PM" to "1-6PM", but never a range past midnight.
		short := f == fJSONShort && s.close > s.open && (s.open >= 12*60) == (s.close >= 12*60)
		b.WriteString(clock12(s.open, !short))
		b.WriteByte('-')
		b.WriteString(clock12(s.close, true))
	}
	if f == fArrays {
		b.WriteString(`"]`)
	}
}

// clock12 writes 8AM, 8:30AM, 12PM; suffix false leaves out AM/PM as Google
// does for the start of a range in the same half of the day ("1-6PM").
func clock12(m int16, suffix bool) string {
	h, min := int(m)/60%24, int(m)%60
	h12 := h % 12
	if h12 == 0 {
		h12 = 12
	}
	s := strconv.Itoa(h12)
	if min != 0 {
		s += ":" + twoDigits(min)
	}
	if !suffix {
		return s
	}
	if h < 12 {
		return s + "AM"
	}
	return s + "PM"
}

// clock24 writes 08:00, as German listings do.
func clock24(m int16) string {
	return twoDigits(int(m)/60%24) + ":" + twoDigits(int(m)%60)
}

func twoDigits(n int) string {
	return string([]byte{byte('0' + n/10), byte('0' + n%10)})
}
