package biff

import (
	"math"
	"strconv"
)

// rkValue decodes an RK number: a 30-bit integer or the high 30 bits of a
// float64, optionally scaled by 1/100.
func rkValue(rk uint32) float64 {
	var f float64
	if rk&0x02 != 0 {
		f = float64(int32(rk) >> 2)
	} else {
		f = math.Float64frombits(uint64(rk&0xFFFFFFFC) << 32)
	}
	if rk&0x01 != 0 {
		f /= 100
	}
	return f
}

// formatNumber renders a number like Excel's General format does for the
// values spreadsheets of business data hold: integers without ".0"
// (4930123456), fractions in their shortest exact form (4.5), and only huge
// magnitudes in exponent form, where a digit string would be meaningless.
func formatNumber(f float64) string {
	if f == 0 {
		return "0" // also for -0
	}
	if math.Abs(f) >= 1e21 {
		return strconv.FormatFloat(f, 'E', -1, 64)
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}

// errorText names a BIFF error code as Excel shows it.
func errorText(code byte) string {
	switch code {
	case 0x00:
		return "#NULL!"
	case 0x07:
		return "#DIV/0!"
	case 0x0F:
		return "#VALUE!"
	case 0x17:
		return "#REF!"
	case 0x1D:
		return "#NAME?"
	case 0x24:
		return "#NUM!"
	case 0x2A:
		return "#N/A"
	}
	return "#ERROR!"
}
