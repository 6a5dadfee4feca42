package demo

import (
	"maps"
	"math/rand/v2"
	"testing"

	"branchenbuch/internal/directory"
)

// wantDisplay renders w as directory.WeeklyHours.Display does.
func wantDisplay(w week) map[string]string {
	out := map[string]string{}
	for d, spans := range w {
		switch {
		case spans[0] == span{}:
			out[englishDays[d]] = "Closed"
		case spans[0] == span{0, allDay}:
			out[englishDays[d]] = "Open 24 hours"
		default:
			text := ""
			for i, s := range spans {
				if s == (span{}) {
					break
				}
				if i > 0 {
					text += ", "
				}
				text += clock24(s.open) + "–" + clock24(s.close)
			}
			out[englishDays[d]] = text
		}
	}
	return out
}

// Every format the generator writes must read back as the same week, or the
// demo data would silently depend on which format a business drew.
func TestEveryHoursFormatParses(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for k := range numHoursKinds {
		for range 60 {
			w := weekFor(r, k)
			want := wantDisplay(w)
			for f := range numFormats {
				raw := rawHours(w, f)
				h, ok := directory.ParseHours(raw)
				if !ok {
					t.Fatalf("kind %d format %d: ParseHours(%s) failed", k, f, raw)
				}
				if got := h.Display(); !maps.Equal(got, want) {
					t.Fatalf("kind %d format %d: ParseHours(%s)\n got %v\nwant %v", k, f, raw, got, want)
				}
			}
		}
	}
}

func TestRawHoursFormats(t *testing.T) {
	var w week
	for d := range 5 {
		w[d] = [2]span{{hm(8, 0), hm(12, 0)}, {hm(13, 0), hm(18, 30)}}
	}
	w[5] = [2]span{{hm(19, 0), hm(2, 0)}}
	w[6] = [2]span{{0, allDay}}
	tests := []struct {
		f    hoursFormat
		want string
	}{
		{fJSON, `{"Monday":"8AM-12PM,1PM-6:30PM",`},
		{fJSONShort, `{"Monday":"8AM-12PM,1-6:30PM",`},
		{fArrays, `{"Monday":["8AM-12PM","1PM-6:30PM"],`},
		{fGerman, `{"Montag":"08:00–12:00, 13:00–18:30",`},
		{fOld, `Monday:8AM-12PM,1PM-6:30PM|`},
	}
	for _, tt := range tests {
		got := rawHours(w, tt.f)
		if len(got) < len(tt.want) || got[:len(tt.want)] != tt.want {
			t.Errorf("format %d: %s\nwant it to start with %s", tt.f, got, tt.want)
		}
	}
	if got, want := rawHours(w, fOld), "Saturday:7PM-2AM|Sunday:Open 24 hours"; got[len(got)-len(want):] != want {
		t.Errorf("fOld ends %q, want %q", got, want)
	}
}
