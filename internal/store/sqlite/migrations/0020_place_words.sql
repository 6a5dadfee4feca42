-- The text index gains the words of each field filed under the business's
-- city: "munchen__maler" for a painter in München, once per start of the
-- city's key (sqlstore.CityTokens); and all its words under its map cell
-- (sqlstore.GeoCell), "gc283x735__maler". A text search in one city, or in
-- a circle's cells, then reads the posting list of its words there, where
-- it intersected the list of a common word across the country with the
-- place's list (docs/search.md, "Text in a place"). The city's and the
-- cell's own tokens, which only those intersections read, go. The
-- 'reindex' task writes it anew.
DROP TABLE business_fts;
CREATE VIRTUAL TABLE business_fts USING fts5 (
    name, category, subtypes, description, postcode, catslug, filters,
    place_name, place_main, place_description, cell_words,
    content = '', contentless_delete = 1, detail = column,
    tokenize = "unicode61 remove_diacritics 0 tokenchars '_'"
);
INSERT INTO business_fts (business_fts, rank) VALUES ('automerge', 8);
INSERT INTO maintenance (task) VALUES ('reindex') ON CONFLICT DO NOTHING;
