// Package geo knows German postal codes and places (GeoNames data, embedded):
// it geocodes what a visitor types as a location and lists real cities for
// the demo-data generator.
package geo

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"sync"
)

// The table ships gzipped (2.2 MB as CSV, a quarter of that compressed).
//
//go:embed zipcodes.de.csv.gz
var zipcodesGzip []byte

// Place is one row of the postal-code table: a postal code at a place.
type Place struct {
	PostalCode, Name, State, Community string
	Lat, Lng                           float64
	// Organisation marks rows that name a large organisation with its own
	// postal code rather than a place; they never count as places or cities.
	Organisation bool
}

var (
	placesOnce sync.Once
	places     []Place
)

// Places returns every row of the embedded table, parsed once; callers must
// not modify the slice.
func Places() []Place {
	placesOnce.Do(func() {
		var err error
		places, err = parsePlaces(gunzip(zipcodesGzip))
		if err != nil {
			// The table is compiled in and covered by tests, so a parse error
			// is a build defect, not a runtime condition.
			panic(err)
		}
	})
	return places
}

// Column positions of zipcodes.de.csv.
const (
	colZip       = 1
	colPlace     = 2
	colState     = 3
	colStateCode = 4
	colCommunity = 7
	colLat       = 9
	colLng       = 10
	numCols      = 11
)

// englishStates maps the English state names of the organisation rows to the
// German names the place rows use, so that one state has one name.
var englishStates = map[string]string{
	"Bavaria":                       "Bayern",
	"Land Berlin":                   "Berlin",
	"Lower Saxony":                  "Niedersachsen",
	"Mecklenburg-Western Pomerania": "Mecklenburg-Vorpommern",
	"Saxony":                        "Sachsen",
	"Saxony-Anhalt":                 "Sachsen-Anhalt",
	"Thuringia":                     "Thüringen",
}

// gunzip inflates the embedded table; a defect there is a build defect.
func gunzip(data []byte) []byte {
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		panic(err)
	}
	out, err := io.ReadAll(zr)
	if err != nil {
		panic(err)
	}
	return out
}

func parsePlaces(data []byte) ([]Place, error) {
	r := csv.NewReader(bytes.NewReader(data))
	r.FieldsPerRecord = numCols
	r.ReuseRecord = true
	if _, err := r.Read(); err != nil {
		return nil, fmt.Errorf("zipcodes header: %w", err)
	}
	out := make([]Place, 0, 24000)
	for line := 2; ; line++ {
		rec, err := r.Read()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, fmt.Errorf("zipcodes line %d: %w", line, err)
		}
		lat, err1 := strconv.ParseFloat(rec[colLat], 64)
		lng, err2 := strconv.ParseFloat(rec[colLng], 64)
		if err1 != nil || err2 != nil {
			return nil, fmt.Errorf("zipcodes line %d: bad coordinates %q %q", line, rec[colLat], rec[colLng])
		}
		if !isPostalCode(rec[colZip]) {
			return nil, fmt.Errorf("zipcodes line %d: bad postal code %q", line, rec[colZip])
		}
		p := Place{
			PostalCode: rec[colZip],
			Name:       rec[colPlace],
			State:      rec[colState],
			Community:  rec[colCommunity],
			Lat:        lat,
			Lng:        lng,
			// GeoNames gives places letter state codes (BY, NW); the
			// organisation rows come with numeric ones.
			Organisation: isDigits(rec[colStateCode]),
		}
		if de, ok := englishStates[p.State]; ok {
			p.State = de
		}
		out = append(out, p)
	}
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func isPostalCode(s string) bool { return len(s) == 5 && isDigits(s) }
