package sqlstore

import (
	"slices"
	"testing"
	"unicode/utf8"
)

func TestPostalTokens(t *testing.T) {
	for _, c := range []struct {
		code string
		want []string
	}{
		{"80331", []string{"8", "80", "803", "8033", "80331"}},
		{"", []string{""}},
		{"日本", []string{"日", "日本"}},
		{"Mü1", []string{"M", "Mü", "Mü1"}},
		{"12345678901", []string{"12345678901"}},
	} {
		got := PostalTokens(c.code)
		if !slices.Equal(got, c.want) {
			t.Errorf("PostalTokens(%q) = %q, want %q", c.code, got, c.want)
		}
		for _, tok := range got {
			if !utf8.ValidString(tok) {
				t.Errorf("PostalTokens(%q) cut a character: %q", c.code, tok)
			}
		}
	}
}

func TestCityTokens(t *testing.T) {
	if got, want := CityTokens("frankfurt am main"), []string{"frankfurt", "frankfurt_am", "frankfurt_am_main"}; !slices.Equal(got, want) {
		t.Errorf("CityTokens = %q, want %q", got, want)
	}
}
