package demo

import (
	"math"
	"math/rand/v2"
	"strconv"
	"strings"
)

// buildName fills one of the category's name patterns. Patterns are short
// and few, so a byte scan beats precompiling them.
func buildName(r *rand.Rand, c *category, city string) string {
	p := pick(r, c.names...)
	var b strings.Builder
	b.Grow(len(p) + 24)
	for i := 0; i < len(p); i++ {
		if p[i] != '{' || i+2 >= len(p) || p[i+2] != '}' {
			b.WriteByte(p[i])
			continue
		}
		switch p[i+1] {
		case 'S', 'T':
			b.WriteString(pick(r, surnames...))
		case 'F':
			b.WriteString(pick(r, firstNames...))
		case 'I':
			b.WriteString(pick(r, italianFirstNames...))
		case 'C':
			b.WriteString(city)
		case 'W':
			b.WriteString(pick(r, c.words...))
		}
		i += 2
	}
	return b.String()
}

// houseNumber is mostly small, sometimes with a letter ("12a").
func houseNumber(r *rand.Rand) string {
	n := strconv.Itoa(int(math.Exp(math.Log(150) * r.Float64())))
	if r.IntN(100) < 7 {
		n += string(rune('a' + r.IntN(3)))
	}
	return n
}

// jitter moves a point by up to 2 km in a random direction, uniformly over
// the disc, so that businesses of one postal code do not stack on a pin.
func jitter(r *rand.Rand, lat, lng float64) (float64, float64) {
	const kmPerDegree = 111.32
	d := 2 * math.Sqrt(r.Float64())
	a := 2 * math.Pi * r.Float64()
	lat2 := lat + d*math.Cos(a)/kmPerDegree
	lng2 := lng + d*math.Sin(a)/(kmPerDegree*math.Cos(lat*math.Pi/180))
	return math.Round(lat2*1e6) / 1e6, math.Round(lng2*1e6) / 1e6
}

// phone writes "+49 89 1234567": the city's dialling code when known, else
// a plausible regional one derived from the postal code.
func phone(r *rand.Rand, city, postalCode string) string {
	code, ok := areaCodes[city]
	if !ok {
		region := byte('0' + r.IntN(10))
		if postalCode != "" {
			region = postalCode[0]
		}
		c := []byte{regionDigit[region-'0'], '1', '2', '3'}
		if len(postalCode) == 5 {
			copy(c[1:], postalCode[1:4])
		}
		if c[1] == '0' {
			c[1] = '1' // no German dialling code has a 0 in second place
		}
		code = string(c)
	}
	digits := 8 - len(code)/2 + r.IntN(2) // shorter numbers behind longer codes
	var b strings.Builder
	b.Grow(5 + len(code) + digits)
	b.WriteString("+49 ")
	b.WriteString(code)
	b.WriteByte(' ')
	b.WriteByte(byte('1' + r.IntN(9)))
	for range digits - 1 {
		b.WriteByte(byte('0' + r.IntN(10)))
	}
	return b.String()
}

// website makes a domain from the business name with German folding
// (Müller → mueller), legal forms left out; most are https://www., a few
// plain http:// or without www.
func (g *generator) website(r *rand.Rand, name string, city int) string {
	host := siteHost(name)
	switch u := r.IntN(100); {
	case u < 6:
		return "http://www." + host + ".de"
	case u < 12:
		return "https://" + host + ".de"
	case u < 16:
		return g.cityWebsite(host, city)
	case u < 19:
		return "https://www." + host + ".com"
	}
	return "https://www." + host + ".de"
}

// siteHost is the host label of a business's domain: its name without the
// legal form, folded.
func siteHost(name string) string {
	for _, s := range legalSuffixes {
		name = strings.TrimSuffix(name, s)
	}
	return hostLabel(name)
}

// cityWebsite is the domain of a business with its city in the name.
func (g *generator) cityWebsite(host string, city int) string {
	if g.citySlug[city] == "" {
		g.citySlug[city] = hostLabel(g.cities[city].Name)
	}
	return "https://www." + host + "-" + g.citySlug[city] + ".de"
}

// hostFolds spells the non-ASCII letters of the name pools for a domain.
var hostFolds = map[rune]string{
	'ä': "ae", 'ö': "oe", 'ü': "ue", 'ß': "ss", 'Ä': "ae", 'Ö': "oe", 'Ü': "ue",
	'é': "e", 'è': "e", 'ç': "c", 'ć': "c", 'č': "c", 'ş': "s", 'š': "s", 'ı': "i", 'ğ': "g",
}

// hostLabel turns a name into a domain label: German folding (Müller →
// mueller), lower case, anything else a single hyphen. It does what
// directory.Slugify does for these names, without Unicode normalisation,
// which would dominate the generator's time.
func hostLabel(name string) string {
	buf := make([]byte, 0, len(name)+8)
	hyphen := true
	for _, r := range name {
		switch {
		case r >= 'a' && r <= 'z' || r >= '0' && r <= '9':
			buf = append(buf, byte(r))
		case r >= 'A' && r <= 'Z':
			buf = append(buf, byte(r+'a'-'A'))
		case hostFolds[r] != "":
			buf = append(buf, hostFolds[r]...)
		default:
			if !hyphen {
				buf = append(buf, '-')
				hyphen = true
			}
			continue
		}
		hyphen = false
	}
	return strings.TrimRight(string(buf), "-")
}

const placeIDChars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// placeID makes a Google-style "ChIJ…" id of 27 characters. The first 11
// after the prefix encode a bijection of the index, so ids of one run are
// unique; the rest are random.
func (g *generator) placeID(i int) string {
	x := uint64(i) + g.seed*0x9e3779b97f4a7c15
	// splitmix64's finaliser is a bijection on 64 bits.
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	x ^= x >> 31
	var buf [27]byte
	copy(buf[:], "ChIJ")
	for k := 4; k < 15; k++ {
		buf[k] = placeIDChars[x&63]
		x >>= 6
	}
	for k := 15; k < 27; k++ {
		buf[k] = placeIDChars[g.r.IntN(64)]
	}
	return string(buf[:])
}
