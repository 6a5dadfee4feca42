package directory

import (
	"encoding/json"
	"hash/fnv"
	"strconv"
	"strings"
	"time"
)

// Filters narrow a storefront list (search, city, category) to what a
// visitor asks for; the zero value filters nothing. Every engine applies
// them in SQL, so totals and pages agree (docs/search.md, "Filters").
type Filters struct {
	// OpenAt, when set, keeps the businesses open at that moment, as the
	// storefront's badge shows it (Business.ComputeOpenNow): "Jetzt geöffnet".
	OpenAt time.Time
	// MinRating keeps businesses whose shown rating is at least this (0: any).
	MinRating float64
	// Website keeps businesses with a website.
	Website bool
	// Photos keeps businesses whose photos were mirrored, so a visitor sees them.
	Photos bool
}

// Any reports whether a filter is set.
func (f Filters) Any() bool {
	return !f.OpenAt.IsZero() || f.MinRating > 0 || f.Website || f.Photos
}

// MaxCountedTotal bounds the counting of a filtered list and of a text
// search: engines count their hits up to one more than this, so a total of
// MaxCountedTotal+1 means "more than MaxCountedTotal" (CappedTotal); a text
// search has no pages beyond it. An exact count of a filter over a category of
// 100,000 businesses, or of a word that 30,000 businesses use, would read
// all of them on every page.
const MaxCountedTotal = 1000

// CappedTotal turns a counted total into what a visitor is told: the total,
// or MaxCountedTotal and true when there are more.
func CappedTotal(total int) (int, bool) {
	if total > MaxCountedTotal {
		return MaxCountedTotal, true
	}
	return total, false
}

// MinRatings are the minimum ratings a visitor can choose.
var MinRatings = []float64{3, 3.5, 4, 4.5}

// FilterTokens are the words under which a search index may file b for the
// filters that do not change by the minute: "web" with a website, "r40"
// for a rating of at least 4.0 (one per MinRatings), and "foto" when it has
// imported photos, the precondition of mirrored ones (Filters.Photos still
// needs the mirrored copies, which the engines check on the row).
func FilterTokens(b *Business) string {
	var tokens []string
	if b.Website != "" {
		tokens = append(tokens, "web")
	}
	if len(b.PhotoSources) > 0 {
		tokens = append(tokens, "foto")
	}
	for _, r := range MinRatings {
		if b.Rating >= r {
			tokens = append(tokens, RatingToken(r))
		}
	}
	return strings.Join(tokens, " ")
}

// RatingToken is the FilterTokens word of a minimum rating: 4.5 → "r45".
func RatingToken(r float64) string { return "r" + strconv.Itoa(int(r*10+0.5)) }

// Schedule is what decides whether a business is open at a given moment:
// its hours in its time zone, or without readable hours the imported
// open flag. Businesses with the same schedule share one row of the
// engines' schedules table, which holds whether it is open now, so that
// "Jetzt geöffnet" is a join with a small table instead of an evaluation
// of every business's hours.
type Schedule struct {
	TimeZone string            `json:"tz,omitempty"`
	Hours    map[string]string `json:"hours,omitempty"`
	IsOpen   *bool             `json:"isOpen,omitempty"`
}

// ScheduleOf returns the schedule of b and its JSON, in which equal
// schedules are equal text (map keys are sorted); ok is false when b can
// never be open: closed (for now or for good), or with neither hours nor
// an open flag.
func ScheduleOf(b *Business) (sch Schedule, text string, ok bool) {
	if b.BusinessStatus == StatusClosedTemporarily || b.BusinessStatus == StatusClosedPermanently {
		return Schedule{}, "", false
	}
	if h, known := HoursFromDisplay(b.WorkingHours); known {
		sch = Schedule{TimeZone: b.TimeZone, Hours: h.Display()}
	} else if b.IsOpen != nil {
		sch = Schedule{IsOpen: b.IsOpen}
	} else {
		return Schedule{}, "", false
	}
	raw, _ := json.Marshal(sch)
	return sch, string(raw), true
}

// ScheduleKey is the key of a schedule's JSON (ScheduleOf): a hash that
// fits every engine's bigint.
func ScheduleKey(text string) int64 {
	h := fnv.New64a()
	h.Write([]byte(text))
	return int64(h.Sum64() >> 1)
}

// Compile returns the schedule's "open at t" with the hours parsed once,
// for evaluating it at many moments; it answers as Business.ComputeOpenNow
// does (a day the hours leave out is not open).
func (sch Schedule) Compile() func(t time.Time) bool {
	if h, ok := HoursFromDisplay(sch.Hours); ok {
		loc := ZoneOf(sch.TimeZone)
		return func(t time.Time) bool {
			open, known := h.OpenIn(t, loc)
			return open && known
		}
	}
	open := sch.IsOpen != nil && *sch.IsOpen
	return func(time.Time) bool { return open }
}
