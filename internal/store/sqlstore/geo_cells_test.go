package sqlstore

import (
	"slices"
	"testing"
)

func TestGeoCells(t *testing.T) {
	f := func(v float64) *float64 { return &v }
	for _, c := range []struct {
		name     string
		lat, lng *float64
		want     string
	}{
		{"Berlin", f(52.52), f(13.405), "gc285x746"},
		{"on a cell's edge", f(52.5), f(13.5), "gc285x747"},
		{"just below it", f(52.4999999), f(13.4999999), "gc284x746"},
		{"south and west of 0°", f(-33.8), f(-70.6), "gc112x578"},
		{"no coordinates", nil, f(13), ""},
		{"not a number", f(52), f(nan()), ""},
	} {
		if got := GeoCell(c.lat, c.lng); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	// Every point of a box is in one of the box's cells.
	cells := GeoCells(52.3, 52.7, 13.1, 13.7)
	for _, p := range [][2]float64{{52.3, 13.1}, {52.7, 13.7}, {52.5, 13.5}, {52.49, 13.49}} {
		if cell := GeoCell(f(p[0]), f(p[1])); !slices.Contains(cells, cell) {
			t.Errorf("%v lies in %s, not among %v", p, cell, cells)
		}
	}
	if len(cells) != 4 {
		t.Errorf("a box over two rows and two columns: %d cells, want 4", len(cells))
	}
	if got := GeoCells(40, 60, 0, 20); got != nil {
		t.Errorf("a box of 1,600 cells: %d cells, want none (read every match)", len(got))
	}
}

func nan() float64 { z := 0.0; return z / z }
