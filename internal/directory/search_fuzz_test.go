package directory

import (
	"context"
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzSearchInput feeds arbitrary visitor text to everything that reads a
// search: words must be folded, short and free of syntax characters.
func FuzzSearchInput(f *testing.F) {
	for _, s := range []string{"Werkstatt München", `"NEAR(a*`, "80331", "\xff\xfe", "Straße ẞ", "ｗｏｒｔ", "a-b_c.d"} {
		f.Add(s)
	}
	v := vocab{"werkstatt", "elektriker", "munchen"}
	f.Fuzz(func(t *testing.T, s string) {
		q, err := ParseText(context.Background(), s, v)
		if err != nil {
			t.Fatal(err)
		}
		if len(q) > maxQueryWords {
			t.Fatalf("%d words", len(q))
		}
		for _, alts := range q {
			for _, term := range alts {
				if term.Text == "" || !utf8.ValidString(term.Text) || strings.ContainsAny(term.Text, "\"*():^{}' \x00") {
					t.Fatalf("unsafe term %q from %q", term.Text, s)
				}
			}
		}
		if loc, ok := ParseLocation(s); ok && strings.ContainsAny(loc.CityWords+loc.PostalPrefix, "\"*():^{}'\x00") {
			t.Fatalf("unsafe location %+v from %q", loc, s)
		}
		if slug := Slugify(s); strings.Trim(slug, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" || strings.HasPrefix(slug, "-") {
			t.Fatalf("bad slug %q from %q", slug, s)
		}
	})
}
