package directory_test

import (
	"testing"
	"time"

	"branchenbuch/internal/demo"
	"branchenbuch/internal/directory"
)

// A schedule answers "open at t" exactly as the badge does, for every kind
// of business: hours in Berlin or elsewhere, only an open flag, closed.
func TestScheduleAgreesWithOpenNow(t *testing.T) {
	var bs []directory.Business
	for b := range demo.Generate(7, 400) {
		bs = append(bs, b)
	}
	yes, no := true, false
	la := directory.Business{TimeZone: "America/Los_Angeles", WorkingHours: map[string]string{"Tuesday": "09:00–17:00"}}
	bs = append(bs, la,
		directory.Business{IsOpen: &yes},
		directory.Business{IsOpen: &no},
		directory.Business{IsOpen: &yes, BusinessStatus: directory.StatusClosedTemporarily},
		directory.Business{WorkingHours: map[string]string{"Monday": "Open 24 hours"}},
		directory.Business{WorkingHours: map[string]string{"Friday": "22:00–03:00"}, TimeZone: "Europe/Zurich"})
	start := time.Date(2026, 3, 28, 0, 0, 0, 0, time.UTC) // the weekend Europe's clocks change
	keys := map[int64]directory.Schedule{}
	for i := range bs {
		b := &bs[i]
		sch, text, ok := directory.ScheduleOf(b)
		if ok {
			key := directory.ScheduleKey(text)
			if other, seen := keys[key]; seen && !equalSchedules(other, sch) {
				t.Fatalf("key %d for two schedules: %+v and %+v", key, other, sch)
			}
			keys[key] = sch
		}
		open := sch.Compile()
		for at := start; at.Before(start.Add(9 * 24 * time.Hour)); at = at.Add(37 * time.Minute) {
			b.ComputeOpenNow(at)
			want := b.OpenNow != nil && *b.OpenNow
			if got := ok && open(at); got != want {
				t.Fatalf("%q (%v, %s) at %v: schedule says open=%v, badge %v", b.Name, b.WorkingHours, b.TimeZone, at, got, want)
			}
		}
	}
	if len(keys) < 5 {
		t.Errorf("only %d distinct schedules", len(keys))
	}
	// Los Angeles, Tuesday 10:45 local is 17:45 UTC; at 10:45 Berlin time it is still night there.
	sch, _, _ := directory.ScheduleOf(&la)
	if open := sch.Compile(); !open(time.Date(2026, 3, 31, 17, 45, 0, 0, time.UTC)) || open(time.Date(2026, 3, 31, 8, 45, 0, 0, time.UTC)) {
		t.Error("Los Angeles hours are not read in Los Angeles time")
	}
}

func equalSchedules(a, b directory.Schedule) bool {
	if a.TimeZone != b.TimeZone || len(a.Hours) != len(b.Hours) || (a.IsOpen == nil) != (b.IsOpen == nil) {
		return false
	}
	if a.IsOpen != nil && *a.IsOpen != *b.IsOpen {
		return false
	}
	for k, v := range a.Hours {
		if b.Hours[k] != v {
			return false
		}
	}
	return true
}

// Equal hours give one key whatever the spelling they were imported in.
func TestScheduleKeyIgnoresSpelling(t *testing.T) {
	a := directory.Business{WorkingHours: map[string]string{"Monday": "9AM-5PM", "Tuesday": "Closed"}}
	b := directory.Business{WorkingHours: map[string]string{"Monday": "09:00–17:00", "Tuesday": "Closed"}}
	key := func(b *directory.Business) int64 {
		_, text, _ := directory.ScheduleOf(b)
		return directory.ScheduleKey(text)
	}
	ka, kb := key(&a), key(&b)
	if ka != kb || ka <= 0 {
		t.Errorf("keys %d and %d", ka, kb)
	}
	b.TimeZone = "Europe/Vienna"
	if kc := key(&b); kc == kb {
		t.Error("another time zone gave the same key")
	}
}
