package biff

import (
	"math"
	"testing"
)

func TestFormatNumber(t *testing.T) {
	tests := []struct {
		in   float64
		want string
	}{
		{56, "56"},
		{4930123456, "4930123456"},
		{4.5, "4.5"},
		{0.1, "0.1"},
		{-3, "-3"},
		{math.Copysign(0, -1), "0"},
		{1e20, "100000000000000000000"},
		{1e21, "1E+21"},
		{0.000001, "0.000001"},
		{52.520008, "52.520008"},
	}
	for _, tt := range tests {
		if got := formatNumber(tt.in); got != tt.want {
			t.Errorf("formatNumber(%v): got %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestRKValue(t *testing.T) {
	tests := []struct {
		name string
		rk   uint32
		want float64
	}{
		{"integer", 56<<2 | 2, 56},
		{"negative integer", 0xFFFFFFFE, -1},
		{"integer over 100", 450<<2 | 3, 4.5},
		{"float high bits", 0x3FF00000, 1},
		{"float over 100", 0x40590000 | 1, 1}, // 100 / 100
	}
	for _, tt := range tests {
		if got := rkValue(tt.rk); got != tt.want {
			t.Errorf("%s: rkValue(%#x): got %v, want %v", tt.name, tt.rk, got, tt.want)
		}
	}
}
