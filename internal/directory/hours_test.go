package directory

import (
	"maps"
	"reflect"
	"testing"
	"time"
)

func TestParseHours(t *testing.T) {
	tests := []struct {
		name string
		raw  string
		want map[string]string // Display of the result
	}{
		{"JSON strings with am/pm shorthand, closed and 24 hours",
			`{"Monday":"11:30am-2:30pm,5:30-11pm","Tuesday":"Closed","Wednesday":"Open 24 hours"}`,
			map[string]string{"Monday": "11:30–14:30, 17:30–23:00", "Tuesday": "Closed", "Wednesday": "Open 24 hours"}},
		{"start without suffix takes the reading that gives the shorter span",
			`{"Monday":"11-2pm","Tuesday":"9-5pm","Wednesday":"1-5PM","Thursday":"7-11am"}`,
			map[string]string{"Monday": "11:00–14:00", "Tuesday": "09:00–17:00", "Wednesday": "13:00–17:00", "Thursday": "07:00–11:00"}},
		{"end without suffix after a start with one",
			`{"Monday":"9am-5","Tuesday":"2pm-11"}`,
			map[string]string{"Monday": "09:00–17:00", "Tuesday": "14:00–23:00"}},
		{"bare one-digit end before the start is afternoon",
			`{"Monday":"9-5","Tuesday":"8:30-5:30","Wednesday":"8-8"}`,
			map[string]string{"Monday": "09:00–17:00", "Tuesday": "08:30–17:30", "Wednesday": "08:00–20:00"}},
		{"JSON arrays of spans",
			`{"Monday":["6AM-6PM"],"Tuesday":["9AM-12PM","1-5PM"]}`,
			map[string]string{"Monday": "06:00–18:00", "Tuesday": "09:00–12:00, 13:00–17:00"}},
		{"12AM is midnight and 12PM noon",
			`{"Monday":["12AM-12PM"],"Tuesday":["12PM-12AM"],"Wednesday":["12AM-12AM"]}`,
			map[string]string{"Monday": "00:00–12:00", "Tuesday": "12:00–00:00", "Wednesday": "Open 24 hours"}},
		{"Google's narrow no-break and thin spaces with en and em dashes",
			"{\"Monday\":[\"6:30\u202fAM\u201310\u202fPM\"],\"Tuesday\":[\"7\u2009AM\u20147\u2009PM\"],\"Friday\":[\"6:30 AM–10 PM\"]}",
			map[string]string{"Monday": "06:30–22:00", "Tuesday": "07:00–19:00", "Friday": "06:30–22:00"}},
		{"JSON escapes of those characters",
			`{"Monday":["9:00\u202fAM\u20135:00\u202fPM"]}`,
			map[string]string{"Monday": "09:00–17:00"}},
		{"to and a.m./p.m. spelled out",
			`{"Monday":"9 a.m. to 5 p.m.","Tuesday":"10 AM until 4 PM"}`,
			map[string]string{"Monday": "09:00–17:00", "Tuesday": "10:00–16:00"}},
		{"German day names and 24-hour times",
			`{"Montag": "08:00–18:00", "Samstag": "Geschlossen", "Sonntag": "24 Stunden geöffnet"}`,
			map[string]string{"Monday": "08:00–18:00", "Saturday": "Closed", "Sunday": "Open 24 hours"}},
		{"German abbreviations, Uhr, Ruhetag and Durchgehend geöffnet",
			`{"Mo": "08:00 - 18:00 Uhr", "Di": "8–12 Uhr, 14–18 Uhr", "Mi": "Ruhetag", "Do": "Durchgehend geöffnet", "Fr": "8 bis 12 Uhr"}`,
			map[string]string{"Monday": "08:00–18:00", "Tuesday": "08:00–12:00, 14:00–18:00", "Wednesday": "Closed",
				"Thursday": "Open 24 hours", "Friday": "08:00–12:00"}},
		{"German free text with day ranges",
			"Mo.-Fr.: 8-12 Uhr, Sa 9.30-13 Uhr, So: geschlossen",
			map[string]string{"Monday": "08:00–12:00", "Tuesday": "08:00–12:00", "Wednesday": "08:00–12:00",
				"Thursday": "08:00–12:00", "Friday": "08:00–12:00", "Saturday": "09:30–13:00", "Sunday": "Closed"}},
		{"old pipe format",
			"Monday:7AM-7PM|Tuesday:7AM-7PM|Wednesday:Closed",
			map[string]string{"Monday": "07:00–19:00", "Tuesday": "07:00–19:00", "Wednesday": "Closed"}},
		{"old format with comma separators and keys in any case",
			"monday: 7AM-7PM, TUESDAY: 11:30am-2:30pm,5:30-11pm, Sunday: Closed",
			map[string]string{"Monday": "07:00–19:00", "Tuesday": "11:30–14:30, 17:30–23:00", "Sunday": "Closed"}},
		{"double-encoded JSON",
			`"{\"Monday\":\"9AM-5PM\",\"Sunday\":\"Closed\"}"`,
			map[string]string{"Monday": "09:00–17:00", "Sunday": "Closed"}},
		{"Python dict repr with None",
			`{'Monday': ['9AM-5PM'], 'Tuesday': ['Closed'], 'Wednesday': None}`,
			map[string]string{"Monday": "09:00–17:00", "Tuesday": "Closed"}},
		{"Python repr with escaped narrow spaces",
			`{'Monday': ['9:00\u202fAM\u20135:00\u202fPM', '6\u202fPM\u2013midnight']}`,
			map[string]string{"Monday": "09:00–17:00, 18:00–00:00"}},
		{"Google weekday_text array",
			`["Monday: 9:00 AM – 5:00 PM", "Tuesday: Closed"]`,
			map[string]string{"Monday": "09:00–17:00", "Tuesday": "Closed"}},
		{"across midnight with am/pm and 24-hour clock",
			`{"Friday":"6PM-2AM","Samstag":"22:00–03:00"}`,
			map[string]string{"Friday": "18:00–02:00", "Saturday": "22:00–03:00"}},
		{"unparseable days are skipped",
			`{"Monday":"9AM-5PM","Tuesday":"call us","Wednesday":"","Thursday":null,"Friday":"None","Holiday":"9-12"}`,
			map[string]string{"Monday": "09:00–17:00"}},
		{"holiday key does not spill into the day before",
			"Sa: 9-13, Feiertag: 10-12",
			map[string]string{"Saturday": "09:00–13:00"}},
		{"overlapping spans merge",
			`{"Monday":["9AM-1PM","12PM-6PM"],"Tuesday":["8-12","12-16"]}`,
			map[string]string{"Monday": "09:00–18:00", "Tuesday": "08:00–16:00"}},
		{"a holiday note in the key still names the day",
			`{"Monday (Labor Day)":"Closed"}`,
			map[string]string{"Monday": "Closed"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h, ok := ParseHours(tt.raw)
			if !ok {
				t.Fatalf("ParseHours(%q) ok = false, want true", tt.raw)
			}
			if got := h.Display(); !maps.Equal(got, tt.want) {
				t.Errorf("ParseHours(%q).Display()\n got %q\nwant %q", tt.raw, got, tt.want)
			}
		})
	}
}

func TestParseHoursUnknown(t *testing.T) {
	for _, raw := range []string{"", "   ", "None", "null", "nan", "{}", "[]", `""`, "12345",
		"garbage text", `{"Monday": null}`, `{"Monday": "None", "Tuesday": ""}`, `{"Feiertag": "Closed"}`,
		"Monday", "Öffnungszeiten auf Anfrage", "\x00\xff"} {
		if h, ok := ParseHours(raw); ok {
			t.Errorf("ParseHours(%q) = %v, true; want ok = false", raw, h.Display())
		}
	}
}

func TestParseHoursPastMidnightIntervals(t *testing.T) {
	h, _ := ParseHours(`{"Friday":"6PM-2AM","Saturday":"22:00–03:00","Sunday":"12PM-12AM"}`)
	want := map[int][]Interval{4: {{1080, 1560}}, 5: {{1320, 1620}}, 6: {{720, 1440}}}
	for day, ivs := range want {
		if !reflect.DeepEqual(h.Days[day], ivs) {
			t.Errorf("Days[%d] = %v, want %v", day, h.Days[day], ivs)
		}
	}
}

func TestDisplay(t *testing.T) {
	var h WeeklyHours
	h.Known = [7]bool{true, true, true, true, true, false, false}
	h.Days[0] = []Interval{{480, 1080}}
	h.Days[1] = []Interval{{690, 870}, {1050, 1380}}
	h.Days[3] = []Interval{{0, 1440}}
	h.Days[4] = []Interval{{1080, 1560}}
	want := map[string]string{
		"Monday":    "08:00\u201318:00",
		"Tuesday":   "11:30\u201314:30, 17:30\u201323:00",
		"Wednesday": "Closed",
		"Thursday":  "Open 24 hours",
		"Friday":    "18:00\u201302:00",
	}
	if got := h.Display(); !maps.Equal(got, want) {
		t.Errorf("Display()\n got %q\nwant %q", got, want)
	}
	if got := (WeeklyHours{}).Display(); len(got) != 0 {
		t.Errorf("Display() of unknown hours = %q, want empty", got)
	}
}

func TestHoursFromDisplay(t *testing.T) {
	h, _ := ParseHours(`{"Monday":"11:30am-2:30pm,5:30-11pm","Tuesday":"Closed","Wednesday":"Open 24 hours","Friday":"6PM-2AM"}`)
	back, ok := HoursFromDisplay(h.Display())
	if !ok || !reflect.DeepEqual(back, h) {
		t.Errorf("HoursFromDisplay(Display()) = %+v, %v; want %+v", back, ok, h)
	}
	german, ok := HoursFromDisplay(map[string]string{"Montag": "08:00–18:00", "sunday": "Geschlossen"})
	if !ok || !german.Known[0] || !german.Known[6] || len(german.Days[6]) != 0 {
		t.Errorf("HoursFromDisplay(German map) = %+v, %v", german, ok)
	}
	for _, m := range []map[string]string{nil, {}, {"Monday": "unknown"}, {"Note": "08:00–18:00"}} {
		if _, ok := HoursFromDisplay(m); ok {
			t.Errorf("HoursFromDisplay(%q) ok = true, want false", m)
		}
	}
}

func TestOpenAt(t *testing.T) {
	h, ok := ParseHours(`{"Monday":"08:00–18:00","Tuesday":"08:00–18:00","Friday":"18:00–02:00",` +
		`"Saturday":"Closed","Sunday":"09:00–12:00, 22:00–03:00"}`)
	if !ok {
		t.Fatal("fixture does not parse")
	}
	utc := func(s string) time.Time {
		tm, err := time.Parse(time.RFC3339, s)
		if err != nil {
			t.Fatal(err)
		}
		return tm
	}
	tests := []struct {
		name string
		at   string
		want bool
	}{
		{"Monday 08:30 in winter (CET, UTC+1)", "2026-01-05T07:30:00Z", true},
		{"Monday 07:30 in winter is before opening", "2026-01-05T06:30:00Z", false},
		{"Monday 08:30 in summer (CEST, UTC+2)", "2026-07-06T06:30:00Z", true},
		{"Monday 18:00 in summer is closing time", "2026-07-06T16:00:00Z", false},
		{"Sunday 09:30 just after the spring switch", "2026-03-29T07:30:00Z", true},
		{"Sunday 08:30 just after the spring switch", "2026-03-29T06:30:00Z", false},
		{"Sunday 09:30 just after the autumn switch", "2026-10-25T08:30:00Z", true},
		{"Sunday 08:30 just after the autumn switch", "2026-10-25T07:30:00Z", false},
		{"Friday 23:30 inside a span past midnight", "2026-01-09T22:30:00Z", true},
		{"Saturday 01:00 still in Friday's span though Saturday is closed", "2026-01-10T00:00:00Z", true},
		{"Saturday 02:00 when Friday's span has ended", "2026-01-10T01:00:00Z", false},
		{"Saturday noon on a closed day", "2026-01-10T11:00:00Z", false},
		{"Monday 01:00 in Sunday's late span across the week's end", "2026-01-12T00:00:00Z", true},
		{"Wednesday, a day the source does not mention", "2026-01-07T10:00:00Z", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := h.OpenAt(utc(tt.at)); got != tt.want {
				t.Errorf("OpenAt(%s) = %v, want %v", tt.at, got, tt.want)
			}
		})
	}
	if (WeeklyHours{}).OpenAt(utc("2026-01-05T10:00:00Z")) {
		t.Error("unknown hours report open")
	}
}
