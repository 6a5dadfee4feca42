package directory

import (
	"slices"
	"strings"
	"testing"
)

func TestAdminSearchWords(t *testing.T) {
	cases := []struct {
		text string
		want []string // a word's spellings joined by |, a trailing * for a prefix
	}{
		{"Müller", []string{"muller*"}},
		{"Kfz Mueller", []string{"kfz", "muller*"}},
		{"Elektro Sch", []string{"elektro", "sch*"}},
		{"Da", []string{"da"}},
		{"Ristorante Da", []string{"ristorante", "da"}},
		{"030 1234", []string{"0301234|49301234*"}},
		{"+49 (30) 12-34", []string{"49301234*"}},
		{"0049 30 1234", []string{"0049301234|49301234*"}},
		{"01067", []string{"01067|491067*"}}, // a postal code in Dresden, or the start of a number
		{"12", []string{"12"}},
		{"ChIJv2cH7lDqgIOKz38DUdTqA1w", []string{"chijv2ch7ldqgiokz38dudtqa1w*"}},
		{"Elektroinstallationsbetrieb", []string{"elektroinstallationsbetrieb*"}},
		{"!?", nil},
	}
	for _, tc := range cases {
		var got []string
		for _, w := range AdminSearchWords(tc.text) {
			s := strings.Join(w.Spellings, "|")
			if w.Prefix {
				s += "*"
			}
			got = append(got, s)
		}
		if !slices.Equal(got, tc.want) {
			t.Errorf("AdminSearchWords(%q) = %q, want %q", tc.text, got, tc.want)
		}
	}
}

func TestAdminSearchKey(t *testing.T) {
	b := Business{Name: "Bäckerei Müller", Address: "Hauptstraße 5, 01067 Dresden", PostalCode: "01067", City: "Dresden",
		Phone: "0351 123456", PlaceID: "ChIJv2cH7lDqgIOK-z38DUd_TqA1w"}
	key := AdminSearchKey(&b)
	if want := "backerei muller hauptstrasse 5 01067 dresden 0351 123456 49351123456 chijv2ch7ldqgiokz38dudtqa1w"; key != want {
		t.Errorf("AdminSearchKey = %q,\nwant %q", key, want)
	}
	// Whatever the operator types of this business matches a word of the key.
	for _, text := range []string{"Mueller", "Bäckerei Mül", "Hauptstraße", "0351 1234", "+49 351 123", "123456", "01067", "ChIJv2cH7lDqgIOK-z3"} {
		for _, w := range AdminSearchWords(text) {
			if !slices.ContainsFunc(strings.Fields(key), func(k string) bool {
				return slices.ContainsFunc(w.Spellings, func(sp string) bool { return k == sp || w.Prefix && strings.HasPrefix(k, sp) })
			}) {
				t.Errorf("search %q: word %v is not in the key %q", text, w, key)
			}
		}
	}
}
