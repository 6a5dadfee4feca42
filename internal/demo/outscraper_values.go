package demo

import (
	"strconv"
	"strings"
)

// number writes an integer as int, float64 or the text pandas writes ("56.0").
func number(n, f int) any {
	switch f {
	case 1:
		return float64(n)
	case 2:
		return strconv.Itoa(n) + ".0"
	}
	return n
}

func priceRange(level *int, empty func() any) any {
	if level == nil || *level < 1 || *level > 4 {
		return empty()
	}
	return strings.Repeat("$", *level)
}

// postalCell keeps the code as text, or writes it as a number when it has no
// leading zero to lose.
func postalCell(code string, asNumber bool, empty func() any) any {
	if code == "" {
		return empty()
	}
	if asNumber && code[0] != '0' {
		if n, err := strconv.Atoi(code); err == nil {
			return float64(n)
		}
	}
	return code
}

// websiteCell writes a website in format f: 2 leaves out "https://", 5
// percent-encodes what a browser would (bytes beyond ASCII) and, as some
// exports do, the hyphens; both decode back to the website exactly.
func websiteCell(site string, f int) string {
	switch f {
	case 2:
		if rest, ok := strings.CutPrefix(site, "https://"); ok && rest != "" {
			return rest
		}
	case 5:
		return percentEncode(site)
	}
	return site
}

func percentEncode(site string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(site); i++ {
		if c := site[i]; c >= 0x80 || c == '-' {
			b.WriteByte('%')
			b.WriteByte(hex[c>>4])
			b.WriteByte(hex[c&15])
			continue
		}
		b.WriteByte(site[i])
	}
	return b.String()
}

func pyBool(v bool) string {
	if v {
		return "True"
	}
	return "False"
}

// pyFloat writes a float as Python does: 56.0, 4.5, 52.520008.
func pyFloat(x float64) string {
	s := strconv.FormatFloat(x, 'f', -1, 64)
	if !strings.ContainsAny(s, ".eEnN") {
		s += ".0"
	}
	return s
}

// placeHash derives Google's other ids (cid, reviews_id, google_id …) from the
// place id: FNV-1a, then splitmix64's finaliser to spread the bits.
func placeHash(placeID string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(placeID); i++ {
		h ^= uint64(placeID[i])
		h *= 1099511628211
	}
	h = (h ^ h>>30) * 0xbf58476d1ce4e5b9
	h = (h ^ h>>27) * 0x94d049bb133111eb
	return h ^ h>>31
}
