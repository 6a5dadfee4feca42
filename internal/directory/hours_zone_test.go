package directory

import (
	"fmt"
	"testing"
	"time"
)

func TestCleanTimeZone(t *testing.T) {
	tests := []struct{ name, want string }{
		{"America/Los_Angeles", "America/Los_Angeles"},
		{"Europe/Zurich", "Europe/Zurich"},
		{"Europe/Berlin", "Europe/Berlin"},
		{"America/Argentina/Buenos_Aires", "America/Argentina/Buenos_Aires"},
		{"Etc/GMT+5", "Etc/GMT+5"},
		{"UTC", "UTC"},
		{"", ""},
		{"Local", ""},             // the host's zone: different on every machine
		{"Mars/Olympus_Mons", ""}, // well-formed, but no such zone
		{"Berlin", ""},
		{"../../etc/passwd", ""},
		{"/etc/localtime", ""},
		{"Europe/Berlin/", ""},
		{"Europe/Berlin; DROP TABLE", ""},
		{"GMT+1 (Berlin)", ""},
		{string(make([]byte, 100)), ""},
	}
	for _, tt := range tests {
		for range 2 { // the second answer comes from the cache
			if got := CleanTimeZone(tt.name); got != tt.want {
				t.Errorf("CleanTimeZone(%q) = %q, want %q", tt.name, got, tt.want)
			}
		}
	}
	if got := ZoneOf("Mars/Olympus_Mons").String(); got != DefaultTimeZone {
		t.Errorf("ZoneOf(unknown) = %s, want %s", got, DefaultTimeZone)
	}
	if got := ZoneOf("").String(); got != DefaultTimeZone {
		t.Errorf("ZoneOf(\"\") = %s, want %s", got, DefaultTimeZone)
	}
}

// TestZoneMissesBounded feeds more unknown names than the cache keeps: every
// answer stays right, and the cache stops taking new misses.
func TestZoneMissesBounded(t *testing.T) {
	for i := range maxZoneMisses + 50 {
		if got := CleanTimeZone(fmt.Sprintf("Nowhere/Place_%d", i)); got != "" {
			t.Fatalf("CleanTimeZone(Nowhere/Place_%d) = %q, want \"\"", i, got)
		}
	}
	n := 0
	zones.Range(func(_, v any) bool {
		if v.(*time.Location) == nil {
			n++
		}
		return true
	})
	if n > maxZoneMisses {
		t.Errorf("%d misses cached, want at most %d", n, maxZoneMisses)
	}
	if got := CleanTimeZone("Asia/Tokyo"); got != "Asia/Tokyo" {
		t.Errorf("after many misses CleanTimeZone(Asia/Tokyo) = %q", got)
	}
}

// TestComputeOpenNow asks whether businesses are open at instants given in
// UTC, each in its own zone: null (nil) where the hours say nothing about
// the day.
func TestComputeOpenNow(t *testing.T) {
	weekdays := func(span string) map[string]string {
		return map[string]string{"Monday": span, "Tuesday": span, "Wednesday": span, "Thursday": span,
			"Friday": span, "Saturday": "Closed", "Sunday": "Closed"}
	}
	clinic := weekdays("09:00–17:00")
	bar := map[string]string{"Friday": "20:00–02:00", "Saturday": "22:00–03:00", "Sunday": "09:00–12:00"}
	yes, no := ptrTo(true), ptrTo(false)
	tests := []struct {
		name   string
		b      Business
		at     string // UTC
		want   *bool
		detail string
	}{
		{"LA clinic at 10:45 local in winter", Business{TimeZone: "America/Los_Angeles", WorkingHours: clinic},
			"2026-01-05T18:45:00Z", yes, "Monday 10:45 PST is 19:45 in Berlin, after closing there"},
		{"LA clinic at 17:30 local", Business{TimeZone: "America/Los_Angeles", WorkingHours: clinic},
			"2026-01-06T01:30:00Z", no, "Monday 17:30 PST is already Tuesday in UTC"},
		{"LA clinic at 08:30 local", Business{TimeZone: "America/Los_Angeles", WorkingHours: clinic},
			"2026-01-05T16:30:00Z", no, "before opening"},
		{"LA clinic on a Saturday", Business{TimeZone: "America/Los_Angeles", WorkingHours: clinic},
			"2026-01-10T19:00:00Z", no, "Saturday is Closed"},
		{"the same clinic without a zone is read in Berlin", Business{WorkingHours: clinic},
			"2026-01-05T18:45:00Z", no, "19:45 in Berlin"},
		{"an unknown zone is read in Berlin", Business{TimeZone: "Mars/Olympus_Mons", WorkingHours: clinic},
			"2026-01-05T09:00:00Z", yes, "10:00 in Berlin"},
		{"Zürich shop at 08:30 local in winter", Business{TimeZone: "Europe/Zurich", WorkingHours: weekdays("08:00–12:00")},
			"2026-01-05T07:30:00Z", yes, "CET, UTC+1"},
		{"Zürich shop at 12:30 local in summer", Business{TimeZone: "Europe/Zurich", WorkingHours: weekdays("08:00–12:00")},
			"2026-07-06T10:30:00Z", no, "CEST, UTC+2"},
		{"Tokyo at 10:00 local", Business{TimeZone: "Asia/Tokyo", WorkingHours: clinic},
			"2026-01-05T01:00:00Z", yes, "UTC+9, Monday morning"},
		{"only Monday hours, asked on a Tuesday", Business{WorkingHours: map[string]string{"Monday": "08:00–18:00"}},
			"2026-01-06T10:00:00Z", nil, "Tuesday is unknown, not closed"},
		{"only Monday hours, asked on the Monday", Business{WorkingHours: map[string]string{"Monday": "08:00–18:00"}},
			"2026-01-05T10:00:00Z", yes, ""},
		{"an unknown day ignores the imported isOpen", Business{IsOpen: no, WorkingHours: map[string]string{"Monday": "08:00–18:00"}},
			"2026-01-06T10:00:00Z", nil, "isOpen is only for businesses without readable hours"},
		{"explicitly closed day", Business{WorkingHours: map[string]string{"Monday": "08:00–18:00", "Tuesday": "Closed"}},
			"2026-01-06T10:00:00Z", no, ""},
		{"German Geschlossen", Business{WorkingHours: map[string]string{"Montag": "08:00–18:00", "Dienstag": "Geschlossen"}},
			"2026-01-06T10:00:00Z", no, ""},
		{"overnight bar at 01:00 the next day", Business{WorkingHours: bar},
			"2026-01-10T00:00:00Z", yes, "Saturday 01:00 CET, in Friday's span"},
		{"overnight bar at 21:00", Business{WorkingHours: bar},
			"2026-01-09T20:00:00Z", yes, "Friday 21:00 CET"},
		{"overnight bar after its night ended, on a day it does not open until late", Business{WorkingHours: bar},
			"2026-01-10T11:00:00Z", no, "Saturday noon: Saturday is known, its span starts at 22:00"},
		{"overnight span into an unknown day", Business{WorkingHours: map[string]string{"Friday": "20:00–02:00"}},
			"2026-01-10T00:30:00Z", yes, "Saturday 01:30: Friday's span says open"},
		{"after an overnight span in an unknown day", Business{WorkingHours: map[string]string{"Friday": "20:00–02:00"}},
			"2026-01-10T02:30:00Z", nil, "Saturday 03:30: nothing is known"},
		{"LA overnight bar at 01:00 local", Business{TimeZone: "America/Los_Angeles", WorkingHours: bar},
			"2026-01-10T09:00:00Z", yes, "Saturday 01:00 PST"},

		// Berlin switches on 2026-03-29 (02:00 CET → 03:00 CEST) and 2026-10-25 (03:00 CEST → 02:00 CET).
		{"Berlin spring switch: bar at 01:30 CET", Business{WorkingHours: bar},
			"2026-03-29T00:30:00Z", yes, "Saturday's span to 03:00"},
		{"Berlin spring switch: 03:00 CEST ends the span", Business{WorkingHours: bar},
			"2026-03-29T01:00:00Z", no, "one UTC hour later the clock reads 03:00"},
		{"Berlin spring switch: Sunday 09:30 CEST", Business{WorkingHours: bar},
			"2026-03-29T07:30:00Z", yes, ""},
		{"Berlin spring switch: Sunday 08:30 CEST", Business{WorkingHours: bar},
			"2026-03-29T06:30:00Z", no, ""},
		{"Berlin autumn switch: the first 02:30 (CEST)", Business{WorkingHours: bar},
			"2026-10-25T00:30:00Z", yes, "before 03:00 wall-clock time"},
		{"Berlin autumn switch: the second 02:30 (CET)", Business{WorkingHours: bar},
			"2026-10-25T01:30:00Z", yes, "the clock went back: still before 03:00"},
		{"Berlin autumn switch: 03:00 CET", Business{WorkingHours: bar},
			"2026-10-25T02:00:00Z", no, ""},
		{"Berlin autumn switch: Sunday 09:30 CET", Business{WorkingHours: bar},
			"2026-10-25T08:30:00Z", yes, ""},

		// Los Angeles switches on 2026-03-08 (02:00 PST → 03:00 PDT) and 2026-11-01 (02:00 PDT → 01:00 PST).
		{"LA spring switch: Monday 09:30 PDT", Business{TimeZone: "America/Los_Angeles", WorkingHours: clinic},
			"2026-03-09T16:30:00Z", yes, "UTC−7 now; in PST this would be 08:30"},
		{"LA spring switch: Monday 08:30 PDT", Business{TimeZone: "America/Los_Angeles", WorkingHours: clinic},
			"2026-03-09T15:30:00Z", no, ""},
		{"LA spring switch night: bar at 01:30 PST", Business{TimeZone: "America/Los_Angeles", WorkingHours: bar},
			"2026-03-08T09:30:00Z", yes, "Saturday's span to 03:00"},
		{"LA spring switch night: 03:00 PDT", Business{TimeZone: "America/Los_Angeles", WorkingHours: bar},
			"2026-03-08T10:00:00Z", no, "02:00 PST became 03:00 PDT"},
		{"LA autumn switch: Monday 09:30 PST", Business{TimeZone: "America/Los_Angeles", WorkingHours: clinic},
			"2026-11-02T17:30:00Z", yes, "UTC−8 again; in PDT this would be 10:30"},
		{"LA autumn switch: Monday 08:30 PST", Business{TimeZone: "America/Los_Angeles", WorkingHours: clinic},
			"2026-11-02T16:30:00Z", no, "in PDT this would be 09:30"},

		{"temporarily closed, inside its hours", Business{BusinessStatus: StatusClosedTemporarily, WorkingHours: clinic, IsOpen: yes},
			"2026-01-05T10:00:00Z", no, "closed whatever the hours say"},
		{"temporarily closed without hours", Business{BusinessStatus: StatusClosedTemporarily, IsOpen: yes},
			"2026-01-05T10:00:00Z", no, ""},
		{"temporarily closed on an unknown day", Business{BusinessStatus: StatusClosedTemporarily, WorkingHours: map[string]string{"Monday": "08:00–18:00"}},
			"2026-01-06T10:00:00Z", no, ""},
		{"closed for good", Business{BusinessStatus: StatusClosedPermanently, WorkingHours: clinic},
			"2026-01-05T10:00:00Z", no, ""},
		{"operational, inside its hours", Business{BusinessStatus: StatusOperational, WorkingHours: clinic},
			"2026-01-05T10:00:00Z", yes, ""},
		{"no readable hours fall back to isOpen", Business{IsOpen: yes, WorkingHours: map[string]string{"Monday": "call us"}},
			"2026-01-05T22:00:00Z", yes, ""},
		{"no hours and no isOpen", Business{}, "2026-01-05T10:00:00Z", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			at, err := time.Parse(time.RFC3339, tt.at)
			if err != nil {
				t.Fatal(err)
			}
			b := tt.b
			b.ComputeOpenNow(at)
			if show(b.OpenNow) != show(tt.want) {
				t.Errorf("openNow at %s = %s, want %s (%s)", tt.at, show(b.OpenNow), show(tt.want), tt.detail)
			}
		})
	}
}

func ptrTo[T any](v T) *T { return &v }

func show(p *bool) string {
	if p == nil {
		return "null"
	}
	return fmt.Sprint(*p)
}

// BenchmarkComputeOpenNow is the per-row cost of a list answer with a zone.
func BenchmarkComputeOpenNow(b *testing.B) {
	biz := Business{TimeZone: "America/Los_Angeles", WorkingHours: map[string]string{
		"Monday": "09:00–17:00", "Tuesday": "09:00–17:00", "Wednesday": "Closed"}}
	now := time.Date(2026, 1, 5, 18, 45, 0, 0, time.UTC)
	for b.Loop() {
		biz.ComputeOpenNow(now)
	}
}
