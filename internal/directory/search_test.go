package directory

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"
)

func TestEditDistance(t *testing.T) {
	cases := []struct {
		a, b string
		want int
	}{
		{"", "", 0}, {"werkstatt", "werkstatt", 0}, {"werkstat", "werkstatt", 1},
		{"elektirker", "elektriker", 1}, {"pizaa", "pizza", 1}, {"friseur", "frisör", 2},
		{"abc", "", 3}, {"müller", "muller", 1},
	}
	for _, c := range cases {
		if got := EditDistance(c.a, c.b); got != c.want {
			t.Errorf("EditDistance(%q, %q) = %d, want %d", c.a, c.b, got, c.want)
		}
	}
}

func TestParseLocation(t *testing.T) {
	cases := []struct {
		in   string
		want LocationFilter
		ok   bool
	}{
		{"80331", LocationFilter{PostalPrefix: "80331"}, true},
		{"80", LocationFilter{PostalPrefix: "80"}, true},
		{"München", LocationFilter{CityWords: "munchen"}, true},
		{"80331 München", LocationFilter{PostalPrefix: "80331", CityWords: "munchen"}, true},
		{"Frankfurt (Oder)", LocationFilter{CityWords: "frankfurt oder"}, true},
		{"123456", LocationFilter{}, false},
		{"", LocationFilter{}, false},
		{"!!!", LocationFilter{}, false},
		{"\xff", LocationFilter{}, false},
	}
	for _, c := range cases {
		got, ok := ParseLocation(c.in)
		if got != c.want || ok != c.ok {
			t.Errorf("ParseLocation(%q) = %+v %v, want %+v %v", c.in, got, ok, c.want, c.ok)
		}
	}
	f := LocationFilter{CityWords: "frankfurt"}
	for key, want := range map[string]bool{"frankfurt": true, "frankfurt am main": true, "frankfurter berg": false} {
		if f.Matches("", key) != want {
			t.Errorf("frankfurt matches %q = %v, want %v", key, !want, want)
		}
	}
}

// vocab is an in-memory Vocabulary for the typo tests.
type vocab []string

func (v vocab) HasTerm(_ context.Context, term string) (bool, error) {
	return slices.Contains(v, term), nil
}

func (v vocab) TermsWithPrefix(_ context.Context, prefix string, limit int) ([]string, error) {
	var out []string
	for _, w := range v {
		if strings.HasPrefix(w, prefix) && len(out) < limit {
			out = append(out, w)
		}
	}
	slices.Sort(out)
	return out, nil
}

func (v vocab) TermsStartingWith(_ context.Context, first string, minLen, maxLen int) ([]string, error) {
	var out []string
	for _, w := range v {
		if n := len([]rune(w)); strings.HasPrefix(w, first) && n >= minLen && n <= maxLen {
			out = append(out, w)
		}
	}
	return out, nil
}

func TestParseText(t *testing.T) {
	v := vocab{"werkstatt", "werkstatten", "elektriker", "elektro", "pizza", "pasta", "friseursalon", "muller", "friseur", "coiffeur"}
	cases := []struct {
		in   string
		want TextQuery
	}{
		{"", TextQuery{}},
		{"Werkstatt", TextQuery{{{Text: "werkstatt"}, {Text: "werkstatten"}}}},
		{"Werk", TextQuery{{{Text: "werkstatt"}, {Text: "werkstatten"}}}},
		{"Elektirker", TextQuery{{{Text: "elektirker"}, {Text: "elektriker"}}}},
		{"Pizaa Pasta", TextQuery{{{Text: "pizaa"}, {Text: "pizza"}}, {{Text: "pasta"}}}},
		{"Elektirk", TextQuery{{{Text: "elektirk"}, {Text: "elektriker"}, {Text: "elektro"}}}},
		{"Müller", TextQuery{{{Text: "muller"}}}},
		{"Muller Elektro", TextQuery{{{Text: "muller"}}, {{Text: "elektro"}, {Text: "elektriker", Synonym: true}}}},
		{"Frisör", TextQuery{{{Text: "frisor"}, {Text: "friseur", Synonym: true}, {Text: "coiffeur", Synonym: true}, {Text: "friseursalon", Synonym: true}}}},
		{"Coiffeur Pasta", TextQuery{{{Text: "coiffeur"}, {Text: "friseur", Synonym: true}, {Text: "friseursalon", Synonym: true}}, {{Text: "pasta"}}}},
		{"Muller Elek", TextQuery{{{Text: "muller"}}, {{Text: "elektriker"}, {Text: "elektro"}}}},
		{"xyz", TextQuery{{{Text: "xyz"}}}},
		{"a", TextQuery{{{Text: "a"}}}},
		{`"*(NEAR`, TextQuery{{{Text: "near"}}}},
	}
	for _, c := range cases {
		got, err := ParseText(context.Background(), c.in, v)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.EqualFunc(got, c.want, func(a, b []Term) bool { return slices.Equal(a, b) }) {
			t.Errorf("ParseText(%q) = %v, want %v", c.in, got, c.want)
		}
	}
	many := vocab{}
	for i := range 40 {
		many = append(many, fmt.Sprintf("wort%02d", i))
	}
	if got, _ := ParseText(context.Background(), "wort", many); !slices.Equal(got[0], []Term{{Text: "wort", Prefix: true}}) {
		t.Errorf("a prefix with 40 completions = %v, want the prefix itself", got)
	}
	long := strings.Repeat("wort ", 50)
	if got, _ := ParseText(context.Background(), long, v); len(got) != maxQueryWords {
		t.Errorf("%d words kept of 50, want %d", len(got), maxQueryWords)
	}
}

func TestIndexTextSplitsCompounds(t *testing.T) {
	doc := IndexText(&Business{Name: "Autowerkstatt Müller", Category: "Auto repair shop", CategorySlug: "kfz-werkstatt"})
	if !strings.Contains(doc.Name, "werkstatt") || !strings.Contains(doc.Category, "werkstatt") {
		t.Errorf("index text %+v lacks the compound head and taxonomy name", doc)
	}
}
