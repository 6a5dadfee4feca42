-- The text index files each business's city, postal code and category as
-- words (postgres/search.go, placeWords), so that a text search narrowed to
-- a place intersects word lists in the GIN index. The 'reindex' task writes
-- them for the businesses already stored.
INSERT INTO maintenance (task) VALUES ('reindex') ON CONFLICT DO NOTHING;
-- Place searches no longer read business_search's city and postal columns
-- through their own indexes: the GIN index holds the place words.
DROP INDEX IF EXISTS business_search_city;
DROP INDEX IF EXISTS business_search_postal;
