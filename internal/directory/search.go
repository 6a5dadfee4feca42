package directory

import (
	"context"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// Search semantics shared by every engine:
//
//   - Text is folded (see Fold) and split into words; every word must match
//     (AND). The last word also matches as a prefix while the visitor types.
//   - A word of four letters or more that the vocabulary does not know is
//     replaced by the known words within a small edit distance (typo
//     tolerance): one edit up to seven letters, two from eight.
//   - A word with synonyms (synonyms.txt: Frisör, Coiffeur → Friseur) also
//     matches them, as alternatives of lower rank.
//   - Relevance has three tiers: 0 when every word matches the name, 1 when
//     every word matches name, category or subtypes, 2 when the description
//     is needed; businesses found only through a synonym come after all
//     three, in the same three tiers. Within a tier: rating order
//     (RankScore, the review-weighted rating), then review count, then id.
//   - Location (see ParseLocation) narrows by postal code or city; a radius
//     search orders by distance instead and ignores Location.
const (
	maxQueryWords = 8
	maxWordLen    = 40
	minPrefixLen  = 2
	minFuzzyLen   = 4
	maxFuzzyTerms = 8
	// maxPrefixTerms bounds how many known completions replace a typed
	// prefix; exact words let the engines skip through posting lists, which
	// a prefix of a common word would otherwise merge in full.
	maxPrefixTerms = 32
)

// Term is one accepted spelling of a query word.
type Term struct {
	Text    string
	Prefix  bool
	Synonym bool // a synonym of the word typed, which ranks below the word itself
}

// TextQuery is a parsed free-text query: each word is a set of alternative terms.
type TextQuery [][]Term

// HasSynonyms reports whether a word of q has synonyms among its terms.
func (q TextQuery) HasSynonyms() bool {
	for _, alts := range q {
		for _, t := range alts {
			if t.Synonym {
				return true
			}
		}
	}
	return false
}

// Exact returns q without the synonyms: the words as typed (with their
// completions and typo corrections), which rank first.
func (q TextQuery) Exact() TextQuery {
	out := make(TextQuery, len(q))
	for i, alts := range q {
		for _, t := range alts {
			if !t.Synonym {
				out[i] = append(out[i], t)
			}
		}
	}
	return out
}

// Vocabulary answers the questions that prefix and typo handling ask about
// indexed words. It may hold words no listed business has any more.
type Vocabulary interface {
	// HasTerm reports whether term is indexed.
	HasTerm(ctx context.Context, term string) (bool, error)
	// TermsWithPrefix lists at most limit indexed words starting with prefix, in order.
	TermsWithPrefix(ctx context.Context, prefix string, limit int) ([]string, error)
	// TermsStartingWith lists indexed words that start with first and have [minLen, maxLen] letters.
	TermsStartingWith(ctx context.Context, first string, minLen, maxLen int) ([]string, error)
}

// QueryWords folds a visitor's text into at most eight search words; words of
// more than forty bytes are dropped (no real word is that long).
func QueryWords(text string) []string {
	var words []string
	for _, w := range Tokens(text) {
		if len(w) > maxWordLen {
			continue
		}
		words = append(words, w)
		if len(words) == maxQueryWords {
			break
		}
	}
	return words
}

// SearchText holds the folded text of the indexed fields of a business.
type SearchText struct {
	Name, Category, Subtypes, Description string
}

// IndexText returns what the search index holds for b. The category field
// also carries the taxonomy name, so "Werkstatt" finds an "Auto repair shop",
// and compound words also give their last part ("Autowerkstatt").
func IndexText(b *Business) SearchText {
	cat := b.Category
	if c, ok := CategoryBySlug(b.CategorySlug); ok {
		cat += " " + c.Name + " " + c.Slug
	}
	return SearchText{
		Name:        withCompoundHeads(Fold(b.Name)),
		Category:    withCompoundHeads(Fold(cat)),
		Subtypes:    withCompoundHeads(Fold(b.Subtypes)),
		Description: withCompoundHeads(Fold(b.Description)),
	}
}

// Words returns the distinct words of all fields, for the vocabulary.
func (t SearchText) Words() []string {
	seen := map[string]bool{}
	var out []string
	for _, f := range []string{t.Name, t.Category, t.Subtypes, t.Description} {
		for _, w := range strings.Fields(f) {
			if !seen[w] && len(w) <= maxWordLen {
				seen[w] = true
				out = append(out, w)
			}
		}
	}
	return out
}

// ParseText turns the visitor's text into a TextQuery, consulting the
// vocabulary: the last word becomes its known completions (or stays a prefix
// when there are too many), and an unknown word of four letters or more
// gains the known words within a small edit distance. An empty result means
// no text condition.
func ParseText(ctx context.Context, text string, v Vocabulary) (TextQuery, error) {
	words := QueryWords(text)
	q := make(TextQuery, 0, len(words))
	for i, w := range words {
		terms, err := wordTerms(ctx, w, i == len(words)-1, v)
		if err != nil {
			return nil, err
		}
		q = append(q, terms)
	}
	return q, nil
}

func wordTerms(ctx context.Context, w string, last bool, v Vocabulary) ([]Term, error) {
	terms, err := spellings(ctx, w, last, v)
	if err != nil {
		return nil, err
	}
	return withSynonyms(ctx, w, terms, v)
}

// withSynonyms adds the indexed synonyms of w to its terms.
func withSynonyms(ctx context.Context, w string, terms []Term, v Vocabulary) ([]Term, error) {
	for _, syn := range Synonyms(w) {
		if slices.ContainsFunc(terms, func(t Term) bool { return t.Text == syn && !t.Prefix }) {
			continue
		}
		known, err := v.HasTerm(ctx, syn)
		if err != nil {
			return nil, err
		}
		if known {
			terms = append(terms, Term{Text: syn, Synonym: true})
		}
	}
	return terms, nil
}

// spellings are the terms of the word as typed: itself, its completions
// while typed, or the known words close to it.
func spellings(ctx context.Context, w string, last bool, v Vocabulary) ([]Term, error) {
	prefix := last && utf8.RuneCountInString(w) >= minPrefixLen
	var terms []Term
	if prefix {
		completions, err := v.TermsWithPrefix(ctx, w, maxPrefixTerms+1)
		if err != nil {
			return nil, err
		}
		if len(completions) > maxPrefixTerms {
			return []Term{{Text: w, Prefix: true}}, nil
		}
		for _, c := range completions {
			terms = append(terms, Term{Text: c})
		}
	} else {
		known, err := v.HasTerm(ctx, w)
		if err != nil {
			return nil, err
		}
		if known {
			terms = append(terms, Term{Text: w})
		}
	}
	if len(terms) > 0 {
		return terms, nil
	}
	// Unknown: the word itself keeps the query valid (it matches nothing).
	terms = []Term{{Text: w}}
	if utf8.RuneCountInString(w) < minFuzzyLen || isDigits(w) {
		return terms, nil
	}
	near, err := nearTerms(ctx, w, prefix, v)
	return append(terms, near...), err
}

// nearTerms finds indexed words within the allowed edit distance of w; for
// a word still being typed, also words whose start is that close.
func nearTerms(ctx context.Context, w string, prefix bool, v Vocabulary) ([]Term, error) {
	n := utf8.RuneCountInString(w)
	maxDist := 1
	if n >= 8 {
		maxDist = 2
	}
	first, _ := utf8.DecodeRuneInString(w)
	maxLen := n + maxDist
	if prefix {
		maxLen = maxWordLen
	}
	cands, err := v.TermsStartingWith(ctx, string(first), n-maxDist, maxLen)
	if err != nil {
		return nil, err
	}
	type scored struct {
		term string
		dist int
	}
	var hits []scored
	for _, c := range cands {
		d := EditDistance(w, c)
		if prefix && len(c) > len(w) {
			if head := c[:len(w)]; utf8.ValidString(head) {
				d = min(d, EditDistance(w, head))
			}
		}
		if d <= maxDist {
			hits = append(hits, scored{c, d})
		}
	}
	sort.SliceStable(hits, func(i, j int) bool {
		if hits[i].dist != hits[j].dist {
			return hits[i].dist < hits[j].dist
		}
		return hits[i].term < hits[j].term
	})
	var out []Term
	for _, h := range hits[:min(len(hits), maxFuzzyTerms)] {
		out = append(out, Term{Text: h.term})
	}
	return out, nil
}

// EditDistance is the optimal string alignment distance between a and b,
// counting a swap of two neighbouring letters as one edit ("Elektirker").
func EditDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
	prev2 := make([]int, len(rb)+1)
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && ra[i-1] == rb[j-2] && ra[i-2] == rb[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(rb)]
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// LocationFilter is a parsed location: a postal-code prefix, a city, or both.
type LocationFilter struct {
	// PostalPrefix is 1 to 5 digits; a full code matches exactly.
	PostalPrefix string
	// CityWords is the folded start of the city name: "frankfurt" matches
	// "Frankfurt am Main" and "Frankfurt (Oder)", never "Frankfurter Berg".
	CityWords string
}

// ParseLocation reads what a visitor typed as location: "80331", "80",
// "München", "80331 München". ok is false when nothing usable remains.
func ParseLocation(s string) (LocationFilter, bool) {
	var f LocationFilter
	var city []string
	for _, w := range QueryWords(s) {
		if isDigits(w) && len(w) <= 5 && f.PostalPrefix == "" {
			f.PostalPrefix = w
			continue
		}
		if !isDigits(w) {
			city = append(city, w)
		}
	}
	f.CityWords = strings.Join(city, " ")
	return f, f.PostalPrefix != "" || f.CityWords != ""
}

// Matches reports whether a business's postal code and city key satisfy the
// filter; engines that cannot express it in SQL, and tests, use it.
func (f LocationFilter) Matches(postalCode, cityKey string) bool {
	if f.PostalPrefix != "" && !strings.HasPrefix(postalCode, f.PostalPrefix) {
		return false
	}
	if f.CityWords != "" && cityKey != f.CityWords && !strings.HasPrefix(cityKey, f.CityWords+" ") {
		return false
	}
	return true
}
