package directory

import "testing"

func TestTier(t *testing.T) {
	word := func(terms ...Term) []Term { return terms }
	exact := func(s string) Term { return Term{Text: s} }
	prefix := func(s string) Term { return Term{Text: s, Prefix: true} }
	synonym := func(s string) Term { return Term{Text: s, Synonym: true} }
	doc := SearchText{Name: "autowerkstatt mueller werkstatt", Category: "auto repair shop kfz werkstatt kfzwerkstatt",
		Subtypes: "reifenservice", Description: "seit 1980 reparieren wir ihr auto friseur"}
	cases := []struct {
		name string
		q    TextQuery
		want int
	}{
		{"the word in the name", TextQuery{word(exact("werkstatt"))}, TierName},
		{"in the category", TextQuery{word(exact("kfz"))}, TierNameCategory},
		{"in the subtypes", TextQuery{word(exact("reifenservice"))}, TierNameCategory},
		{"only in the description", TextQuery{word(exact("reparieren"))}, TierAnyField},
		{"two words, name and subtypes", TextQuery{word(exact("mueller")), word(exact("reifenservice"))}, TierNameCategory},
		{"two words, one only in the description", TextQuery{word(exact("mueller")), word(exact("1980"))}, TierAnyField},
		{"an alternative matches", TextQuery{word(exact("schmidt"), exact("mueller"))}, TierName},
		{"a prefix of a name word", TextQuery{word(prefix("autow"))}, TierName},
		{"a prefix inside a word is no match", TextQuery{word(prefix("erkst"))}, -1},
		{"a word inside a name word does not count for the name", TextQuery{word(exact("auto"), exact("werk"))}, TierNameCategory},
		{"a synonym in the name ranks after exact hits", TextQuery{word(exact("reparatur"), synonym("werkstatt"))}, TierSynonymName},
		{"exact in the description beats a synonym in the name", TextQuery{word(exact("friseur"), synonym("werkstatt"))}, TierAnyField},
		{"a synonym in the category", TextQuery{word(exact("reparatur"), synonym("kfzwerkstatt"))}, TierSynonymNameCategory},
		{"a synonym in the description", TextQuery{word(exact("reparatur"), synonym("seit"))}, TierSynonymAnyField},
		{"no word matches", TextQuery{word(exact("baeckerei"))}, -1},
		{"one of two words misses", TextQuery{word(exact("mueller")), word(exact("baeckerei"))}, -1},
		{"a prefix longer than any word", TextQuery{word(prefix("autowerkstattmueller"))}, -1},
		{"an empty query matches nothing", TextQuery{}, -1},
		{"a word without terms matches nothing", TextQuery{word()}, -1},
	}
	for _, c := range cases {
		if got := c.q.Tier(doc); got != c.want {
			t.Errorf("%s: Tier = %d, want %d", c.name, got, c.want)
		}
	}
	if got := (TextQuery{word(exact("mueller"))}).Tier(SearchText{}); got != -1 {
		t.Errorf("empty text: Tier = %d, want -1", got)
	}
}
