package demo

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"
	"strings"
)

// Description sentences; {N} name, {C} city, {1}…{3} services, {Y} a year.
var (
	openers = []string{
		"{N} ist Ihr zuverlässiger Partner für {1} und {2} in {C}.",
		"Seit {Y} bieten wir in {C} {1}, {2} und {3} an.",
		"Ob {1} oder {2} – bei {N} in {C} sind Sie in guten Händen.",
		"Willkommen bei {N}! Unser Angebot in {C}: {1}, {2} und {3}.",
		"Ihr Ansprechpartner in {C} für {1}, {2} und vieles mehr.",
		"Qualität aus {C} seit {Y}: {1}, {2} und {3} aus einer Hand.",
	}
	closers = map[aboutKind][]string{
		aService: {"Vereinbaren Sie gern einen Termin.", "Rufen Sie uns an – wir beraten Sie gern.", "Faire Preise und persönliche Beratung sind uns wichtig.", "Kostenvoranschläge erstellen wir kostenlos."},
		aShop:    {"Wir freuen uns auf Ihren Besuch.", "Gut erreichbar, mit Parkplätzen direkt vor der Tür.", "Kompetente Beratung ist bei uns selbstverständlich."},
		aFood:    {"Reservieren Sie gern einen Tisch.", "Wir freuen uns auf Ihren Besuch.", "Alle Gerichte auch zum Mitnehmen."},
		aHealth:  {"Termine nach Vereinbarung.", "Alle Kassen und Privatpatienten.", "Unsere Praxis ist barrierefrei erreichbar."},
	}
	// Who has no city in the data is still described with a place.
	nearYou = "Ihrer Nähe"
)

// describe writes a short German description naming services and the city.
func describe(r *rand.Rand, c *category, name, city string) string {
	tpl := pick(r, openers...)
	i := r.IntN(len(c.services))
	svc := func(k int) string { return c.services[(i+k)%len(c.services)] }
	if city == "" {
		city = nearYou
	}
	var b strings.Builder
	b.Grow(len(tpl) + 80)
	for j := 0; j < len(tpl); j++ {
		if tpl[j] != '{' || j+2 >= len(tpl) {
			b.WriteByte(tpl[j])
			continue
		}
		switch tpl[j+1] {
		case 'N':
			b.WriteString(name)
		case 'C':
			b.WriteString(city)
		case 'Y':
			b.WriteString(strconv.Itoa(1950 + r.IntN(74)))
		case '1', '2', '3':
			b.WriteString(svc(int(tpl[j+1] - '1')))
		}
		j += 2
	}
	if r.IntN(3) > 0 {
		b.WriteByte(' ')
		b.WriteString(pick(r, closers[c.about]...))
	}
	return b.String()
}

// An about attribute in a group, as Google names it.
type aboutGroup struct {
	name  string
	attrs []string
}

var aboutGroups = map[aboutKind][]aboutGroup{
	aService: {
		{"Service options", []string{"Onsite services", "Online appointments"}},
		{"Accessibility", []string{"Wheelchair accessible entrance", "Wheelchair accessible parking lot"}},
		{"Payments", []string{"Credit cards", "Debit cards", "NFC mobile payments"}},
		{"Planning", []string{"Appointment required"}},
	},
	aShop: {
		{"Service options", []string{"In-store shopping", "In-store pickup", "Delivery"}},
		{"Accessibility", []string{"Wheelchair accessible entrance"}},
		{"Payments", []string{"Credit cards", "Debit cards", "NFC mobile payments"}},
	},
	aFood: {
		{"Service options", []string{"Dine-in", "Takeout", "Delivery", "Outdoor seating"}},
		{"Offerings", []string{"Vegetarian options", "Beer", "Wine", "Coffee"}},
		{"Atmosphere", []string{"Cozy", "Casual"}},
		{"Accessibility", []string{"Wheelchair accessible entrance", "Wheelchair accessible restroom"}},
		{"Payments", []string{"Credit cards", "Debit cards"}},
	},
	aHealth: {
		{"Accessibility", []string{"Wheelchair accessible entrance", "Wheelchair accessible parking lot"}},
		{"Amenities", []string{"Toilets"}},
		{"Planning", []string{"Appointment required"}},
		{"Payments", []string{"Credit cards", "Debit cards"}},
	},
}

// about writes an Outscraper-style about object: groups of boolean
// attributes, each present in most listings and true in most.
func about(r *rand.Rand, k aboutKind) json.RawMessage {
	buf := make([]byte, 0, 256)
	buf = append(buf, '{')
	for _, g := range aboutGroups[k] {
		start := len(buf)
		if start > 1 {
			buf = append(buf, ',')
		}
		buf = append(buf, '"')
		buf = append(buf, g.name...)
		buf = append(buf, `":{`...)
		n := 0
		for _, a := range g.attrs {
			if r.IntN(10) < 3 {
				continue
			}
			if n > 0 {
				buf = append(buf, ',')
			}
			buf = append(buf, '"')
			buf = append(buf, a...)
			buf = append(buf, `":`...)
			buf = strconv.AppendBool(buf, r.IntN(10) < 8)
			n++
		}
		if n == 0 {
			buf = buf[:start] // leave out empty groups
			continue
		}
		buf = append(buf, '}')
	}
	if len(buf) == 1 {
		return nil // every group left out
	}
	buf = append(buf, '}')
	return buf
}
