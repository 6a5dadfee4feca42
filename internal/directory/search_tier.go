package directory

import "strings"

// Relevance tiers of a search hit (the order above): the words as typed in
// the name, in name, category or subtypes, anywhere; then the businesses
// that only a synonym finds, in the same three.
const (
	TierName = iota
	TierNameCategory
	TierAnyField
	TierSynonymName
	TierSynonymNameCategory
	TierSynonymAnyField
)

// Tier returns the relevance tier of a business whose indexed text is doc,
// or -1 when q does not match it. The engines find the same tiers in their
// text indexes, whose words are doc's words; the stores grade a few hits
// here instead of asking the index once per tier (sqlstore.Tiers).
func (q TextQuery) Tier(doc SearchText) int {
	// Each tier's words include the ones before.
	words := [3][]string{
		strings.Fields(doc.Name),
		strings.Fields(doc.Name + " " + doc.Category + " " + doc.Subtypes),
		strings.Fields(doc.Name + " " + doc.Category + " " + doc.Subtypes + " " + doc.Description),
	}
	exact := q.Exact()
	for t, w := range words {
		if exact.matchesWords(w) {
			return TierName + t
		}
	}
	if q.HasSynonyms() {
		for t, w := range words {
			if q.matchesWords(w) {
				return TierSynonymName + t
			}
		}
	}
	return -1
}

// matchesWords reports whether every word of q has a term among words: the
// same word, or a word it begins for a prefix term.
func (q TextQuery) matchesWords(words []string) bool {
	for _, alts := range q {
		if !anyTermIn(alts, words) {
			return false
		}
	}
	return len(q) > 0
}

func anyTermIn(alts []Term, words []string) bool {
	for _, t := range alts {
		for _, w := range words {
			if w == t.Text || t.Prefix && strings.HasPrefix(w, t.Text) {
				return true
			}
		}
	}
	return false
}
