package directory

import (
	"encoding/json"
	"strings"
	"sync"
	"sync/atomic"
)

// Stored hours are kept by the stores as the JSON of WorkingHours: an
// object of day → Display text, with sorted keys, so that equal hours are
// equal text. Every list answer computes openNow for each of its rows, and
// decoding that JSON and parsing its day texts took a quarter of a text
// search's CPU in the server (docs/benchmarks.md, "At scale, tenth
// round"), while a directory holds few distinct weeks. So list rows carry
// their week parsed once per process (Business.UseStoredHours) instead of
// WorkingHours, which lists do not show.

// storedWeeks caches parsed weeks by their JSON text. At most
// maxStoredWeeks texts of up to maxStoredWeekText bytes are kept, so that no
// data can grow it; a week beyond them is parsed each time.
var (
	storedWeeks     sync.Map // JSON text → *storedWeek
	storedWeekCount atomic.Int64
)

const (
	maxStoredWeeks    = 16_384
	maxStoredWeekText = 1024 // bytes; seven days of several spans take about 300
)

// storedWeek is a parsed week; ok is false when it names no day (unknown hours).
type storedWeek struct {
	hours WeeklyHours
	ok    bool
}

// unknownWeek is the week of every row without stored hours.
var unknownWeek = &storedWeek{}

// parseStoredWeek reads the JSON of stored working hours; a value that is
// not such an object reads as unknown hours, as an empty one does.
func parseStoredWeek(text string) *storedWeek {
	var m map[string]string
	if err := json.Unmarshal([]byte(text), &m); err != nil {
		return unknownWeek
	}
	h, ok := HoursFromDisplay(m)
	return &storedWeek{h, ok}
}

// storedWeekOf is parseStoredWeek through storedWeeks. The week is shared:
// nobody changes it.
func storedWeekOf(text string) *storedWeek {
	if v, ok := storedWeeks.Load(text); ok {
		return v.(*storedWeek)
	}
	w := parseStoredWeek(text)
	if len(text) <= maxStoredWeekText && storedWeekCount.Add(1) <= maxStoredWeeks {
		storedWeeks.Store(strings.Clone(text), w)
	}
	return w
}

// UseStoredHours gives a list row its hours from their stored JSON (""
// for none), for ComputeOpenNow, instead of decoding them into
// WorkingHours.
func (b *Business) UseStoredHours(text string) {
	b.WorkingHours = nil
	if text == "" {
		b.week = unknownWeek
		return
	}
	b.week = storedWeekOf(text)
}
