-- Secondary indexes of businesses, applied at every start (IF NOT EXISTS) and
-- rebuilt after bulk loads, which drop them (sqlstore.Store.BulkLoad).
-- The list walks carry the columns of the storefront filters
-- (directory.Filters), so a filtered page or count reads index entries only.
-- Index builds sort in memory up to maintenance_work_mem; PostgreSQL's
-- default of 64 MB made them spill to disk at 500,000 businesses (a B-tree
-- of the operator table: 0.85 s at 64 MB, 0.53 s at 256 MB).
SET LOCAL maintenance_work_mem = '256MB';
CREATE INDEX IF NOT EXISTS businesses_city ON businesses (city_key, score DESC, review_count DESC, id, rating, schedule, has_website, has_photos) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_postal ON businesses (postal_code, score DESC, review_count DESC, id, rating, schedule, has_website, has_photos) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_popular ON businesses (score DESC, review_count DESC, id, rating, schedule, has_website, has_photos) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_cat_rating ON businesses (category_slug, score DESC, review_count DESC, id, rating, schedule, has_website, has_photos) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_cat_reviews ON businesses (category_slug, review_count DESC, score DESC, id, rating, schedule, has_website, has_photos) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_cat_name ON businesses (category_slug, name_key, id, rating, schedule, has_website, has_photos) WHERE listed;
-- The category list in city order, and one city's category best first
-- (sqlstore.Store.CityCategoryBusinesses).
CREATE INDEX IF NOT EXISTS businesses_cat_city ON businesses (category_slug, city_key, score DESC, review_count DESC, id, rating, schedule, has_website, has_photos) WHERE listed;
-- "Mit Fotos" before the photo job has run is a filter almost no business
-- passes: this walk holds only those that do.
CREATE INDEX IF NOT EXISTS businesses_photos ON businesses (score DESC, review_count DESC, id, rating, schedule, has_website) WHERE listed AND has_photos;
-- A circle's box is read in rows of a tenth of a degree of latitude, each
-- row from the box's west edge to its east edge (sqlstore.Store.within), so
-- a search near Berlin does not scan a latitude band across the country. It
-- carries the category and the filter columns: a detail page's neighbours of
-- the same category, or a filtered circle, read no row of the table.
CREATE INDEX IF NOT EXISTS businesses_geo_box ON businesses ((floor(latitude * 10)), longitude, latitude) INCLUDE (id, category_slug, rating, schedule, has_website, has_photos) WHERE listed;
-- Sitemaps skip to where a businesses file starts; this walks ids only, not
-- rows. A filtered text search checks each hit's filter columns here too.
CREATE INDEX IF NOT EXISTS businesses_listed_id ON businesses (id, rating, schedule, has_website, has_photos) WHERE listed;
-- A text search's tiers (postgres/search.go): the best-ranked businesses are
-- walked in rank order; all words, the words of name, category and
-- subtypes, the name's words each have a GIN index.
CREATE INDEX IF NOT EXISTS business_search_rank ON business_search (rank_key);
-- When the text indexes are to be built (a new database, after a bulk load),
-- the table is first rewritten in rank order: a walk then reads some fifteen
-- rows per block instead of one block per row (docs/benchmarks.md, "At scale,
-- seventh round"). Later writes append, so walks slow down gradually until
-- the next bulk load; CLUSTER business_search restores the order by hand.
DO $$ BEGIN
	IF to_regclass('business_search_doc') IS NULL THEN
		CLUSTER business_search USING business_search_rank;
	END IF;
END $$;
CREATE INDEX IF NOT EXISTS business_search_doc ON business_search USING GIN (doc);
CREATE INDEX IF NOT EXISTS business_search_main ON business_search USING GIN (ts_filter(doc, '{a,b,c}'));
CREATE INDEX IF NOT EXISTS business_search_name ON business_search USING GIN (ts_filter(doc, '{a}'));
-- A one-word search's name hits in rank order (postgres/names.go): an
-- index-only walk of the word's entries that stops at the page.
CREATE INDEX IF NOT EXISTS name_words_word ON name_words (word, rank_key);
-- The photo job finds the businesses whose photos wait for mirroring.
CREATE INDEX IF NOT EXISTS businesses_media_pending ON businesses (id) WHERE photos <> media_source;
-- The city list reads the largest cities first: of the home country
-- (sqlstore.Store.Cities), then of the others; a country's count sums its
-- entries (CountListedIn).
CREATE INDEX IF NOT EXISTS city_counts_country ON city_counts (country_code, business_count DESC, city_key);
CREATE INDEX IF NOT EXISTS city_counts_largest ON city_counts (business_count DESC, city_key);
-- A category's cities, most businesses first (sqlstore.Store.CategoryCities).
CREATE INDEX IF NOT EXISTS city_category_counts_largest ON city_category_counts (category_slug, business_count DESC, city_key);
-- The operator's table (sqlstore/admin_plan.go) shows every business, listed
-- or not, so none of these is partial. Each order has an index to walk the
-- table in, and each filter one to gather its rows; they carry the columns
-- that the other filters and the orders test, so that no row is read until
-- the page's 20. Category, type and city indexes gather in name order; the
-- city and category ones are also the walks of those orders. Walking by
-- name only happens without those three filters (their indexes come in
-- name order), so admin_name carries just country and date.
CREATE INDEX IF NOT EXISTS admin_city ON businesses (city_key, name_key, id, category, type, country_code, created_at, rating, review_count);
CREATE INDEX IF NOT EXISTS admin_category ON businesses (category, name_key, id, type, city_key, country_code, created_at, rating, review_count);
CREATE INDEX IF NOT EXISTS admin_type ON businesses (type, name_key, id, category, city_key, country_code, created_at, rating, review_count);
CREATE INDEX IF NOT EXISTS admin_name ON businesses (name_key, id, country_code, created_at);
CREATE INDEX IF NOT EXISTS admin_rating ON businesses (rating, review_count, id, country_code, created_at, category, type, city_key);
CREATE INDEX IF NOT EXISTS admin_reviews ON businesses (review_count, rating, id, country_code, created_at, category, type, city_key);
CREATE INDEX IF NOT EXISTS admin_created ON businesses (created_at, id);
CREATE INDEX IF NOT EXISTS admin_country ON businesses (country_code, id);
-- The operator's search (migrations/0003_admin.sql).
CREATE INDEX IF NOT EXISTS admin_search_doc ON admin_search USING GIN (doc);
