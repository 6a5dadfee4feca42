package directory

import (
	_ "embed"
	"strings"
)

//go:embed synonyms.txt
var synonymsTxt string

// synonyms maps a folded word to the other words of its groups
// (synonyms.txt), in file order.
var synonyms = parseSynonyms(synonymsTxt)

func parseSynonyms(txt string) map[string][]string {
	out := map[string][]string{}
	for _, line := range strings.Split(txt, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "#") {
			continue
		}
		group := Tokens(line)
		for _, w := range group {
			for _, other := range group {
				if other != w && !containsWord(out[w], other) {
					out[w] = append(out[w], other)
				}
			}
		}
	}
	return out
}

func containsWord(ws []string, w string) bool {
	for _, x := range ws {
		if x == w {
			return true
		}
	}
	return false
}

// Synonyms returns the synonyms of a folded word, nil when it has none.
func Synonyms(word string) []string { return synonyms[word] }
