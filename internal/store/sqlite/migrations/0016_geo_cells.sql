-- Each business's map cell (half a degree) is a word of the text index
-- (sqlstore/geo_cells.go), so that a circle search with words asks the index
-- for the words within the circle. The 'reindex' task writes it for the
-- businesses already stored.
INSERT INTO maintenance (task) VALUES ('reindex') ON CONFLICT DO NOTHING;
