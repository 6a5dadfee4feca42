package outscraper

import (
	"math"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"branchenbuch/internal/directory"
)

// parseNumber reads a float as spreadsheets and German CSVs write it:
// "4.5", "4,5", "4.5E+00". NaN and infinities are not numbers here.
func parseNumber(v string) (float64, bool) {
	if strings.IndexByte(v, ',') >= 0 && strings.IndexByte(v, '.') < 0 {
		v = strings.Replace(v, ",", ".", 1)
	}
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
		return 0, false
	}
	return f, true
}

// integerText undoes a spreadsheet's number typing of digit strings:
// "4930123456.0" and "4.930123456E9" become "4930123456"; anything else
// (leading zeros, "+49 30 …") is kept as written.
func integerText(v string) string {
	if head, ok := strings.CutSuffix(v, ".0"); ok && allDigits(head) {
		return head
	}
	if strings.ContainsAny(v, "eE") && allNumberChars(v) {
		if f, err := strconv.ParseFloat(v, 64); err == nil && f == math.Trunc(f) && math.Abs(f) < 1e15 {
			return strconv.FormatFloat(f, 'f', -1, 64)
		}
	}
	return v
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

func allNumberChars(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c < '0' || c > '9') && c != '.' && c != 'e' && c != 'E' && c != '+' && c != '-' {
			return false
		}
	}
	return true
}

// postalCode restores the leading zero a number cell loses (01067 → 1067)
// for German codes, which always have five digits.
func postalCode(v, countryCode string) string {
	v = integerText(v)
	if countryCode == directory.DefaultCountryCode && len(v) == 4 && allDigits(v) {
		return "0" + v
	}
	return v
}

// coordinate parses a latitude (limit 90) or longitude (limit 180).
func coordinate(v string, limit float64, what string) (*float64, error) {
	if v == "" {
		return nil, nil
	}
	f, ok := parseNumber(v)
	if !ok || f < -limit || f > limit {
		return nil, invalid("Geçersiz %s: %q (−%g ile %g arasında olmalı).", what, v, limit, limit)
	}
	return &f, nil
}

func rating(v string) (float64, error) {
	if v == "" {
		return 0, nil
	}
	f, ok := parseNumber(v)
	if !ok || f < 0 || f > 5 {
		return 0, invalid("Puan 0 ile 5 arasında olmalı: %q.", v)
	}
	return f, nil
}

// count parses a non-negative whole number, also in float form ("56.0").
func count(v, what string) (int, error) {
	if v == "" {
		return 0, nil
	}
	f, ok := parseNumber(v)
	switch {
	case !ok || f != math.Trunc(f) || f > math.MaxInt32:
		return 0, invalid("%s bir tam sayı olmalı: %q.", what, v)
	case f < 0:
		return 0, invalid("%s negatif olamaz: %q.", what, v)
	}
	return int(f), nil
}

// parseBool reads True/False in every spelling a spreadsheet writes.
func parseBool(v string) (value, ok bool) {
	switch strings.ToLower(v) {
	case "true", "1", "1.0", "yes", "wahr", "evet":
		return true, true
	case "false", "0", "0.0", "no", "falsch", "hayır":
		return false, true
	}
	return false, false
}

// priceLevel maps "$".."$$$$" (or "€".."€€€€") to 1..4; other text is unknown.
func priceLevel(v string) *int {
	for _, sign := range []string{"$", "€"} {
		n := strings.Count(v, sign)
		if n >= 1 && n <= 4 && len(v) == n*len(sign) {
			return &n
		}
	}
	return nil
}

func businessStatus(v string) (string, error) {
	switch u := strings.ToUpper(v); u {
	case "":
		return directory.StatusOperational, nil
	case directory.StatusOperational, directory.StatusClosedTemporarily, directory.StatusClosedPermanently:
		return u, nil
	}
	return "", invalid("Geçersiz işletme durumu: %q (OPERATIONAL, CLOSED_TEMPORARILY veya CLOSED_PERMANENTLY olmalı).", v)
}

func workingHours(v string) map[string]string {
	if v == "" {
		return nil
	}
	h, ok := directory.ParseHours(v)
	if !ok {
		return nil
	}
	return h.Display()
}

// parseWebsite decodes a percent-encoded address, adds https:// to a bare
// host and refuses every scheme but http and https.
func parseWebsite(v string) (string, error) {
	if v == "" {
		return "", nil
	}
	if strings.IndexByte(v, '%') >= 0 {
		if dec, err := url.PathUnescape(v); err == nil && utf8.ValidString(dec) && !hasControl(dec) {
			v = strings.ReplaceAll(dec, " ", "%20")
		}
	}
	if scheme, _, ok := strings.Cut(v, ":"); (!ok || !validScheme(scheme) || looksLikeHostPort(v)) && looksLikeHost(v) {
		v = "https://" + v
	}
	u, err := url.Parse(v)
	if err != nil || u.Scheme == "" {
		return "", invalid("Geçersiz web sitesi: %q.", v)
	}
	scheme := strings.ToLower(u.Scheme)
	if scheme != "http" && scheme != "https" {
		return "", invalid("Web sitesi yalnızca http veya https olabilir: %q.", v)
	}
	if u.Host == "" {
		return "", invalid("Geçersiz web sitesi: %q.", v)
	}
	return scheme + v[len(u.Scheme):], nil
}

func validScheme(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if (c < 'a' || c > 'z') && (i == 0 || (s[i] < '0' || s[i] > '9') && s[i] != '+' && s[i] != '-' && s[i] != '.') {
			return false
		}
	}
	return s != ""
}

// looksLikeHostPort catches "example.de:8080/path", whose "scheme" is a host.
func looksLikeHostPort(v string) bool {
	host, rest, _ := strings.Cut(v, ":")
	return strings.IndexByte(host, '.') > 0 && rest != "" && rest[0] >= '0' && rest[0] <= '9'
}

// looksLikeHost reports whether v starts with a dotted host name.
func looksLikeHost(v string) bool {
	host := v
	if i := strings.IndexAny(host, "/?#:"); i >= 0 {
		host = host[:i]
	}
	if !strings.Contains(host, ".") || strings.HasPrefix(host, ".") || strings.HasSuffix(host, ".") {
		return false
	}
	for _, r := range host {
		if r != '.' && r != '-' && !(r >= '0' && r <= '9') && !(r >= 'a' && r <= 'z') && !(r >= 'A' && r <= 'Z') && r < 0x80 {
			return false
		}
	}
	return true
}

func hasControl(s string) bool {
	for _, r := range s {
		if r < 0x20 || r == 0x7F {
			return true
		}
	}
	return false
}
