package directory

// Time zones of businesses: Outscraper's time_zone column names the IANA
// zone a place keeps its opening hours in ("America/Los_Angeles"); an empty
// or unusable name means Europe/Berlin.

import (
	"sync"
	"sync/atomic"
	"time"
)

// DefaultTimeZone is the zone of a business whose TimeZone is empty.
const DefaultTimeZone = "Europe/Berlin"

// maxZoneName bounds the names worth asking the zone database about; the
// longest IANA name has 32 bytes.
const maxZoneName = 64

// zones caches what time.LoadLocation answered, by name: a *time.Location,
// or nil for a name that does not load. LoadLocation reads the file system
// (or the embedded zip) on every call, and ComputeOpenNow runs for every
// list row. Valid names are bounded by the zone database; names that fail
// are cached only up to maxZoneMisses, so hostile input cannot grow it.
var (
	zones      sync.Map
	zoneMisses atomic.Int64
)

const maxZoneMisses = 1024

// CleanTimeZone returns name when it is an IANA zone this binary can load,
// and "" (Europe/Berlin) otherwise. It never fails: a bad time_zone cell
// must not cost an import row.
func CleanTimeZone(name string) string {
	if _, ok := loadZone(name); ok {
		return name
	}
	return ""
}

// ZoneOf returns the location of a TimeZone value: the named zone, or
// Europe/Berlin when the name is empty or does not load.
func ZoneOf(name string) *time.Location {
	if loc, ok := loadZone(name); ok {
		return loc
	}
	return hoursZone()
}

func loadZone(name string) (*time.Location, bool) {
	if name == "" {
		return nil, false
	}
	if v, ok := zones.Load(name); ok {
		loc := v.(*time.Location)
		return loc, loc != nil
	}
	if !plausibleZoneName(name) {
		return nil, false
	}
	loc, err := time.LoadLocation(name)
	if err != nil {
		if zoneMisses.Add(1) <= maxZoneMisses {
			zones.Store(name, (*time.Location)(nil))
		}
		return nil, false
	}
	zones.Store(name, loc)
	return loc, true
}

// plausibleZoneName keeps what cannot be an IANA name away from
// LoadLocation: "Local" (the host's zone, different on every machine),
// paths, and anything but ASCII letters, digits and "/_+-".
func plausibleZoneName(name string) bool {
	if len(name) > maxZoneName || name == "Local" || name[0] == '/' || name[len(name)-1] == '/' {
		return false
	}
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case 'a' <= c && c <= 'z', 'A' <= c && c <= 'Z', '0' <= c && c <= '9':
		case c == '/' || c == '_' || c == '+' || c == '-':
		default:
			return false
		}
	}
	return true
}
