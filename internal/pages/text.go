package pages

// Text helpers of the page data: German number formats, description
// length, URL escaping like the app's, and the address parts of a business.

import (
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"branchenbuch/internal/directory"
)

// uriComponent escapes a path segment like JavaScript's encodeURIComponent,
// the app's link builder, but keeps only the unreserved characters
// (letters, digits, -_.~): html/template escapes !*'() in links anyway, and
// this way canonical link, og:url, links and sitemaps name the same URL.
func uriComponent(s string) string {
	const hex = "0123456789ABCDEF"
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		ch := s[i]
		if 'a' <= ch && ch <= 'z' || 'A' <= ch && ch <= 'Z' || '0' <= ch && ch <= '9' || strings.IndexByte("-_.~", ch) >= 0 {
			b.WriteByte(ch)
			continue
		}
		b.WriteByte('%')
		b.WriteByte(hex[ch>>4])
		b.WriteByte(hex[ch&15])
	}
	return b.String()
}

// clip shortens a description to at most 160 characters at a word boundary.
func clip(s string) string {
	const max = 160
	s = strings.Join(strings.Fields(s), " ")
	if utf8.RuneCountInString(s) <= max {
		return s
	}
	r := []rune(s)[:max-1]
	cut := strings.LastIndexByte(string(r), ' ')
	if cut < max/2 {
		cut = len(string(r))
	}
	return strings.TrimRight(string(r)[:cut], " ,.;:–-") + "…"
}

// germanInt writes n with German thousands separators (441.003).
func germanInt(n int) string {
	s := strconv.Itoa(n)
	if n < 0 {
		return "-" + germanInt(-n)
	}
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "." + s[i:]
	}
	return s
}

// germanRating writes a rating with one decimal and a decimal comma (4,8).
func germanRating(r float64) string {
	return strings.Replace(strconv.FormatFloat(r, 'f', 1, 64), ".", ",", 1)
}

// clock writes minutes since midnight as HH:MM of the (next) day.
func clock(min int) string {
	min %= 24 * 60
	return fmt.Sprintf("%02d:%02d", min/60, min%60)
}

// postalCode is the stored postal code, or else the first five-digit group
// of the address (docs/pages.md, "The detail page").
func postalCode(b *directory.Business) string {
	if pc := strings.TrimSpace(b.PostalCode); pc != "" {
		return pc
	}
	for _, s := range []string{b.Address, b.FullAddress} {
		if pc := firstFiveDigits(s); pc != "" {
			return pc
		}
	}
	return ""
}

// firstFiveDigits finds the first run of exactly five ASCII digits.
func firstFiveDigits(s string) string {
	run := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && s[i] >= '0' && s[i] <= '9' {
			run++
			continue
		}
		if run == 5 {
			return s[i-5 : i]
		}
		run = 0
	}
	return ""
}

// streetAddress drops the trailing parts of an address that name the postal
// code, the city or the country: "Sendlinger Str. 1, 80331 München" → "Sendlinger Str. 1".
func streetAddress(address, postal, city string) string {
	parts := strings.Split(address, ",")
	for len(parts) > 1 {
		last := strings.TrimSpace(parts[len(parts)-1])
		if !(postal != "" && strings.Contains(last, postal) || strings.EqualFold(last, city) ||
			firstFiveDigits(last) != "" || strings.EqualFold(last, "Deutschland") || strings.EqualFold(last, "Germany")) {
			break
		}
		parts = parts[:len(parts)-1]
	}
	return strings.TrimSpace(strings.Join(parts, ","))
}

// httpURL returns the website when it is an absolute http(s) URL, else "".
func httpURL(raw string) string {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return ""
	}
	return u.String()
}

// telDigits keeps the digits and a leading plus of a phone number.
func telDigits(phone string) string {
	var b strings.Builder
	for i, r := range strings.TrimSpace(phone) {
		if r >= '0' && r <= '9' || r == '+' && i == 0 {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// priceRange is the euro sign repeated priceLevel times (1 to 4), or "".
func priceRange(level *int) string {
	if level == nil || *level < 1 {
		return ""
	}
	return strings.Repeat("€", min(*level, 4))
}

func nonEmpty(s, fallback string) string {
	if strings.TrimSpace(s) == "" {
		return fallback
	}
	return s
}

// sprintf is fmt.Sprintf, short for the texts of words.
func sprintf(format string, a ...any) string { return fmt.Sprintf(format, a...) }

// itoa writes an id.
func itoa(id int64) string { return strconv.FormatInt(id, 10) }
