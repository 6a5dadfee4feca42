-- The text index files each business's city, postal code and category as
-- words (postgres/search.go, placeWords), so that a text search narrowed to
-- a place intersects word lists in the GIN index. The 'reindex' task writes
-- them for the businesses already stored.
INSERT INTO maintenance (task) VALUES ('reindex') ON CONFLICT DO NOTHING;
