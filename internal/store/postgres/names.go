package postgres

import (
	"context"
	"database/sql"

	"branchenbuch/internal/directory"
	"branchenbuch/internal/store/sqlstore"
)

// name_words (migrations/0019_name_words.sql) holds each word of each
// business's name with its rank key, indexed by word and rank key: a word's
// names in rank order, the list that FTS5 reads on SQLite. A search of one
// word reads its first tier from it and stops at the page, where a walk of
// the best-ranked businesses tested each row's words (about a microsecond a
// row) and a gather through the GIN index visited every name that holds the
// word (docs/benchmarks.md, "At scale, fourteenth round").

// nameWordsChange brings the name words of a batch up to date: the words
// of the businesses' stored entries in business_search (stored, $1 their
// ids) that their new entries ($2 rank keys, $3 names) do not have at the
// same rank key go, and the new entries' words that are not stored yet
// come. A business written again with its name and rank (an unchanged row
// of a later scrape, an edit of its phone) costs no write; a later scrape
// moves most rank keys, and so rewrites most words (docs/benchmarks.md,
// "At scale, fourteenth round"). The words are the lexemes that
// insertSearch gives the name (weight A, less the place words, whose marks
// start with a tilde). Each stored word is looked up in name_words' index;
// while a bulk load has set the index aside, its businesses are new and
// nothing is stored to look up.
const nameWordsChange = `WITH stored AS (
		SELECT s.rank_key, w.word FROM business_search s, unnest(tsvector_to_array(ts_filter(s.doc, '{a}'))) AS w(word)
		WHERE s.id = ANY($1) AND w.word NOT LIKE '~%'),
	fresh AS (
		SELECT e.rank_key, w.word FROM unnest($2::bigint[], $3::text[]) AS e(rank_key, name),
			unnest(tsvector_to_array(to_tsvector('simple', e.name))) AS w(word)),
	gone AS (
		DELETE FROM name_words n USING (SELECT rank_key, word FROM stored EXCEPT SELECT rank_key, word FROM fresh) g
		WHERE n.word = g.word AND n.rank_key = g.rank_key)
	INSERT INTO name_words (word, rank_key)
	SELECT word, rank_key FROM (SELECT rank_key, word FROM fresh EXCEPT SELECT rank_key, word FROM stored) AS a`

// nameHitsQuery reads, for each spelling of the word, its first need names
// in rank order, and returns the page of the businesses among them.
const nameHitsQuery = `SELECT DISTINCT n.rank_key FROM unnest($1::text[]) AS w(word),
	LATERAL (SELECT rank_key FROM name_words WHERE word = w.word ORDER BY rank_key LIMIT $2) n
	ORDER BY n.rank_key LIMIT $3 OFFSET $4`

// nameSpellings returns the spellings of a query of one word as they stand
// in name_words; ok is false when name_words cannot answer the query: more
// than one word (each would need the others' lists), or a prefix that has
// too many completions to name (directory.ParseText).
func nameSpellings(text directory.TextQuery) (spellings []string, ok bool) {
	if len(text) != 1 {
		return nil, false
	}
	for _, t := range text[0] {
		if t.Prefix {
			return nil, false
		}
		spellings = append(spellings, t.Text)
	}
	return spellings, true
}

// nameHits returns the businesses whose names hold one of the spellings,
// best-ranked first: limit of them after offset.
func nameHits(ctx context.Context, db *sql.DB, spellings []string, limit, offset int) ([]int64, error) {
	keys, err := sqlstore.Column[int64](db.QueryContext(ctx, nameHitsQuery, spellings, offset+limit, limit, offset))
	ids := make([]int64, len(keys))
	for i, k := range keys {
		ids[i] = sqlstore.IDOfRankKey(k)
	}
	return ids, err
}
