package sqlstore

import (
	"math"
	"strconv"
)

// The text indexes of both engines also file the map cell a business lies
// in, half a degree on each side (PostgreSQL as a word, SQLite as the place
// of the business's words: docs/search.md, "Text in a place"), so that a
// circle search with words (searchRadius) asks the index for the words
// within the circle's cells instead of every business in the country that
// has them.

// geoCellsPerDegree is how many cells one degree holds on each axis.
const geoCellsPerDegree = 2

// maxGeoCells bounds the cells a search asks for: a wider box reads every
// match of the words, as before.
const maxGeoCells = 64

// GeoCell is the word of the cell that holds a point: "gc285x378". A
// business without coordinates has none ("").
func GeoCell(lat, lng *float64) string {
	if lat == nil || lng == nil || !finite(*lat) || !finite(*lng) {
		return ""
	}
	return geoCellWord(cellIndex(*lat), cellIndex(*lng))
}

// GeoCells are the words of the cells a box touches; nil when they are more
// than maxGeoCells.
func GeoCells(minLat, maxLat, minLng, maxLng float64) []string {
	lat0, lat1, lng0, lng1 := cellIndex(minLat), cellIndex(maxLat), cellIndex(minLng), cellIndex(maxLng)
	if (lat1-lat0+1)*(lng1-lng0+1) > maxGeoCells {
		return nil
	}
	var cells []string
	for a := lat0; a <= lat1; a++ {
		for o := lng0; o <= lng1; o++ {
			cells = append(cells, geoCellWord(a, o))
		}
	}
	return cells
}

// cellIndex is a coordinate's row or column of cells.
func cellIndex(deg float64) int { return int(math.Floor(deg * geoCellsPerDegree)) }

// geoCellWord writes a cell's row and column as one word of letters and
// digits (offset so that no minus sign is needed).
func geoCellWord(row, col int) string {
	return "gc" + strconv.Itoa(row+90*geoCellsPerDegree) + "x" + strconv.Itoa(col+360*geoCellsPerDegree)
}

func finite(f float64) bool { return !math.IsNaN(f) && !math.IsInf(f, 0) }
