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

// nameWordsDelete removes the name words of the businesses given (their
// entries in business_search as they stand), before the indexer writes
// them anew or deletes them. It looks each word up in name_words' index,
// leaving out the place words that weight A also holds (placeWords' marks
// start with a tilde): they are most of the lexemes, and looking them up
// made re-importing 50,000 businesses a fifth slower instead of a tenth.
// Only businesses that had an entry are asked: while a bulk load has set
// the index aside, PostgreSQL hashes name_words for the join, which costs a
// scan of it for each batch that updates a business it wrote before.
const nameWordsDelete = `DELETE FROM name_words n
	USING (SELECT rank_key, unnest(tsvector_to_array(ts_filter(doc, '{a}'))) AS word FROM business_search WHERE id = ANY($1)) o
	WHERE n.word = o.word AND n.rank_key = o.rank_key AND o.word NOT LIKE '~%'`

// nameWordsInsert writes the name words of a batch, one array per column;
// the words are the lexemes that insertSearch gives the name (weight A).
const nameWordsInsert = `INSERT INTO name_words (word, rank_key)
	SELECT unnest(tsvector_to_array(to_tsvector('simple', e.name))), e.rank_key
	FROM unnest($1::bigint[], $2::text[]) AS e(rank_key, name)`

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
