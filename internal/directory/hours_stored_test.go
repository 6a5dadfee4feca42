package directory

import (
	"encoding/json"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

// A list row's hours, read from their stored JSON through the cache, give
// the openNow that the decoded WorkingHours give, for every kind of value a
// column can hold.
func TestUseStoredHours(t *testing.T) {
	week := `{"Friday":"08:00–18:00","Monday":"08:00–12:00, 13:00–18:00","Saturday":"Closed","Sunday":"Open 24 hours"}`
	for _, c := range []struct {
		name, text, zone string
		isOpen           *bool
	}{
		{"a week", week, "", nil},
		{"a week in another zone", week, "America/Los_Angeles", nil},
		{"past midnight", `{"Friday":"20:00–03:00"}`, "", nil},
		{"no hours: the imported flag", "", "", ptrTo(true)},
		{"an empty object", `{}`, "", ptrTo(false)},
		{"no day named", `{"Feiertag":"10:00–12:00"}`, "", ptrTo(true)},
		{"not JSON", `{"Monday":`, "", ptrTo(true)},
		{"JSON of another shape", `["Monday","08:00–18:00"]`, "", nil},
		{"null", `null`, "", ptrTo(false)},
		{"longer than the cache keeps", `{"Monday":"08:00–18:00` + strings.Repeat(" ", maxStoredWeekText) + `"}`, "", nil},
	} {
		for _, at := range []time.Time{
			time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC),   // Friday morning
			time.Date(2026, 11, 28, 1, 30, 0, 0, time.UTC),  // Friday night, Saturday in Berlin
			time.Date(2026, 11, 29, 12, 0, 0, 0, time.UTC),  // Sunday
			time.Date(2026, 11, 30, 12, 30, 0, 0, time.UTC), // Monday's break, in Berlin
		} {
			want := Business{TimeZone: c.zone, IsOpen: c.isOpen}
			_ = json.Unmarshal([]byte(c.text), &want.WorkingHours)
			want.ComputeOpenNow(at)
			for range 2 { // parsed, then from the cache
				got := Business{TimeZone: c.zone, IsOpen: c.isOpen, WorkingHours: map[string]string{"Monday": "stale"}}
				got.UseStoredHours(c.text)
				got.ComputeOpenNow(at)
				if show(got.OpenNow) != show(want.OpenNow) || got.WorkingHours != nil {
					t.Errorf("%s at %s: openNow %s, WorkingHours %v; want %s, none", c.name, at, show(got.OpenNow), got.WorkingHours, show(want.OpenNow))
				}
			}
		}
	}
}

// Rows of the same hours share one parsed week, read by many requests at
// once (run with -race); no more than maxStoredWeeks texts are kept, and
// those beyond them still read right.
func TestStoredWeeksBounded(t *testing.T) {
	at := time.Date(2026, 11, 27, 11, 0, 0, 0, time.UTC) // Friday, 12:00 in Berlin
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range 100 {
				var b Business
				b.UseStoredHours(`{"Friday":"13:00–18:00, 08:00–12:30"}`)
				if b.ComputeOpenNow(at); show(b.OpenNow) != "true" {
					t.Errorf("openNow = %s, want true", show(b.OpenNow))
					return
				}
			}
		})
	}
	wg.Wait()
	for i := range maxStoredWeeks + 10 {
		start := i % 720 // distinct texts: opening from 00:00 to 11:59, closing from 12:00 on
		end := 720 + i/720
		var b Business
		b.UseStoredHours(fmt.Sprintf(`{"Friday":"%02d:%02d–%02d:%02d"}`, start/60, start%60, end/60, end%60))
		if b.ComputeOpenNow(at); show(b.OpenNow) != fmt.Sprint(start <= 12*60 && 12*60 < end) {
			t.Fatalf("week %d: openNow = %s", i, show(b.OpenNow))
		}
	}
	n := 0
	storedWeeks.Range(func(any, any) bool { n++; return true })
	if n > maxStoredWeeks {
		t.Errorf("%d weeks cached, want at most %d", n, maxStoredWeeks)
	}
}

// BenchmarkListRowOpenNow is the per-row cost of openNow in a list answer:
// the stored JSON of seven days, read through the cache.
func BenchmarkListRowOpenNow(b *testing.B) {
	text := `{"Friday":"08:00–18:00","Monday":"08:00–18:00","Saturday":"09:00–13:00","Sunday":"Closed",` +
		`"Thursday":"08:00–20:00","Tuesday":"08:00–18:00","Wednesday":"08:00–12:00"}`
	now := time.Date(2026, 1, 5, 18, 45, 0, 0, time.UTC)
	for b.Loop() {
		var biz Business
		biz.UseStoredHours(text)
		biz.ComputeOpenNow(now)
	}
}
