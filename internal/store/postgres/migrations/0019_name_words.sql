-- Each word of each business's name with the business's rank key: a text
-- search of one word walks that word's names in rank order and stops at the
-- page, as SQLite's FTS5 reads a word's rank-ordered list, instead of
-- testing the best-ranked businesses' words one row at a time or gathering
-- every name that holds it (postgres/names.go). The words are the name's
-- lexemes in business_search.doc (weight A, less the place words), so the
-- two say the same; the indexer writes both (postgres/search.go).
CREATE TABLE name_words (
    word     TEXT COLLATE "C" NOT NULL,
    rank_key BIGINT NOT NULL
);

INSERT INTO name_words (word, rank_key)
SELECT w, rank_key FROM business_search, unnest(tsvector_to_array(ts_filter(doc, '{a}'))) AS w
WHERE w NOT LIKE '~%';
