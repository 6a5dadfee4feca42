package demo

import (
	"maps"
	"testing"

	"branchenbuch/internal/directory"
)

// The writer re-expresses a business's display hours in Outscraper's raw
// formats; every one must read back to the very same display map, or an
// import of a demo file would change the hours.
func TestHoursTextParsesBackForEveryBusiness(t *testing.T) {
	n := 0
	for b := range Generate(3, 3000) {
		if b.WorkingHours == nil {
			continue
		}
		n++
		for f := range numFormats {
			raw := hoursText(b.WorkingHours, f)
			h, ok := directory.ParseHours(raw)
			if got := h.Display(); !ok || !maps.Equal(got, b.WorkingHours) {
				t.Fatalf("%s, format %d: ParseHours(%s)\n got %v\nwant %v", b.Name, f, raw, got, b.WorkingHours)
			}
		}
	}
	if n < 2000 {
		t.Errorf("only %d of 3000 businesses have hours; the test checks too little", n)
	}
}

// Maps the week cannot hold (a missing day, three spans, a full day from
// noon) fall back to their display texts, which read back as well.
func TestHoursTextFallback(t *testing.T) {
	tests := []struct {
		name    string
		display map[string]string
		fast    bool // read by displayWeek
		week    bool // its parsed form fits a week
	}{
		{"missing day", map[string]string{"Monday": "08:00–18:00", "Tuesday": "Closed"}, false, false},
		{"three spans", fullWeek("08:00–10:00, 11:00–13:00, 15:00–18:00", "Closed"), false, false},
		{"full day from noon", fullWeek("12:00–12:00", "Closed"), false, false},
		{"free text", fullWeek("8-18 Uhr", "geschlossen"), false, true},
		{"past midnight and around the clock", fullWeek("18:00–02:00", "Open 24 hours"), true, true},
		{"until midnight", fullWeek("17:00–00:00", "Closed"), true, true},
		{"from midnight", fullWeek("00:00–06:00", "06:00–22:00"), true, true},
		{"spans out of order", fullWeek("14:00–18:00, 08:00–12:00", "Closed"), true, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, ok := directory.HoursFromDisplay(tt.display)
			if !ok {
				t.Fatalf("HoursFromDisplay(%v) failed", tt.display)
			}
			want := h.Display()
			if _, fast := displayWeek(tt.display); fast != tt.fast {
				t.Errorf("displayWeek ok = %v, want %v", fast, tt.fast)
			}
			if _, fits := weekOf(h); fits != tt.week {
				t.Errorf("weekOf ok = %v, want %v", fits, tt.week)
			}
			for f := range numFormats {
				raw := hoursText(tt.display, f)
				got, ok := directory.ParseHours(raw)
				if !ok || !maps.Equal(got.Display(), want) {
					t.Errorf("format %d: ParseHours(%s)\n got %v\nwant %v", f, raw, got.Display(), want)
				}
			}
		})
	}
	if got := hoursText(nil, fJSON); got != "" {
		t.Errorf("hoursText(nil) = %q, want empty", got)
	}
	if got := hoursText(map[string]string{"Feiertag": "geschlossen"}, fJSON); got != "" {
		t.Errorf("hoursText of a map without a weekday = %q, want empty", got)
	}
}

// fullWeek gives Monday to Saturday one text and Sunday another.
func fullWeek(weekday, sunday string) map[string]string {
	m := map[string]string{"Sunday": sunday}
	for _, d := range englishDays[:6] {
		m[d] = weekday
	}
	return m
}

func TestPercentEncode(t *testing.T) {
	tests := []struct{ in, want string }{
		{"https://www.bäckerei-müller.de/über-uns", "https://www.b%C3%A4ckerei%2Dm%C3%BCller.de/%C3%BCber%2Duns"},
		{"https://www.example.de", "https://www.example.de"},
	}
	for _, tt := range tests {
		if got := percentEncode(tt.in); got != tt.want {
			t.Errorf("percentEncode(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
