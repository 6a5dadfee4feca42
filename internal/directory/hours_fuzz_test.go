package directory

import (
	"reflect"
	"testing"
	"time"
)

// hoursSeeds are one example of every form ParseHours reads; more variants
// sit in testdata/fuzz/FuzzParseHours, which plain `go test` replays too.
var hoursSeeds = []string{
	`{"Monday":"11:30am-2:30pm,5:30-11pm","Tuesday":"Closed","Wednesday":"Open 24 hours"}`,
	`{"Monday":["6AM-6PM"],"Tuesday":["9AM-12PM","1-5PM"],"Wednesday":["12AM-12PM"]}`,
	"{\"Monday\":[\"6:30\u202fAM\u201310\u202fPM\"],\"Tuesday\":[\"7\u2009AM\u20147\u2009PM\"]}",
	`{"Montag": "08:00–18:00", "Samstag": "Geschlossen", "Sonntag": "24 Stunden geöffnet"}`,
	`{"Mo": "08:00 - 18:00 Uhr", "Di": "8–12 Uhr, 14–18 Uhr", "Mi": "Ruhetag", "Do": "Durchgehend geöffnet"}`,
	"Mo.-Fr.: 8-12 Uhr, Sa 9.30-13 Uhr, So: geschlossen",
	"Monday:7AM-7PM|Tuesday:7AM-7PM|Wednesday:Closed",
	"monday: 7AM-7PM, TUESDAY: 11-2pm,9-5, Sunday: Closed",
	`"{\"Monday\":\"9AM-5PM\",\"Sunday\":\"Closed\"}"`,
	`{'Monday': ['9:00\u202fAM\u20135:00\u202fPM'], 'Tuesday': ['Closed'], 'Wednesday': None}`,
	`["Monday: 9:00 AM – 5:00 PM", "Tuesday: Closed"]`,
	`{"Friday":"6PM-2AM","Samstag":"22:00–03:00","Sunday":"noon-midnight"}`,
	`{"Monday":"9 a.m. to 5 p.m.","Tuesday":"10:00-10:00","Holiday":"9-12"}`,
	"", "None", "null", "garbage",
}

func FuzzParseHours(f *testing.F) {
	for _, s := range hoursSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		h, ok := ParseHours(raw)
		if ok != h.anyKnown() {
			t.Fatalf("ok = %v but Known = %v", ok, h.Known)
		}
		for d, ivs := range h.Days {
			if !h.Known[d] && len(ivs) > 0 {
				t.Fatalf("day %d has spans %v but is not known", d, ivs)
			}
			for i, iv := range ivs {
				if iv.Start < 0 || iv.Start >= iv.End || iv.End > 2*minutesPerDay || iv.Start >= minutesPerDay {
					t.Fatalf("day %d: insane span %v", d, iv)
				}
				if i > 0 && iv.Start <= ivs[i-1].End {
					t.Fatalf("day %d: spans %v not sorted and disjoint", d, ivs)
				}
			}
		}
		h.OpenAt(time.Date(2026, 3, 29, 1, 30, 0, 0, time.UTC)) // must not panic
		if !ok {
			return
		}
		back, ok := HoursFromDisplay(h.Display())
		if !ok || !reflect.DeepEqual(back, h) {
			t.Fatalf("round trip of %q:\n got %+v (ok %v)\nwant %+v\ndisplay %q", raw, back, ok, h, h.Display())
		}
	})
}
