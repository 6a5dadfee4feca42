package geo

import (
	"math"
	"slices"

	"branchenbuch/internal/directory"
)

// Nearest returns the names of the n cities (Cities) whose centres lie
// nearest to p, nearest first. It walks every city once, keeping the n best
// so far: a few tenths of a millisecond, no index to build.
func Nearest(p directory.Point, n int) []string {
	if n <= 0 {
		return nil
	}
	type near struct {
		d float64
		i int
	}
	cities := getIndex().cities
	// Ranking needs no great circle: at a country's scale the squared
	// distance on a plane scaled by the latitude's cosine orders the same.
	cos := math.Cos(p.Lat * math.Pi / 180)
	best := make([]near, 0, n+1)
	for i := range cities {
		dy, dx := cities[i].Lat-p.Lat, (cities[i].Lng-p.Lng)*cos
		d := dx*dx + dy*dy
		if len(best) == n && d >= best[n-1].d {
			continue
		}
		at, _ := slices.BinarySearchFunc(best, d, func(e near, d float64) int {
			if e.d <= d {
				return -1 // an equal distance keeps the city found first (the bigger one)
			}
			return 1
		})
		best = slices.Insert(best, at, near{d, i})
		if len(best) > n {
			best = best[:n]
		}
	}
	out := make([]string, len(best))
	for k, b := range best {
		out[k] = cities[b.i].Name
	}
	return out
}
