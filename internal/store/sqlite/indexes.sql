-- Secondary indexes of businesses, applied at every start (IF NOT EXISTS) and
-- rebuilt after bulk loads, which drop them (sqlstore.Store.BulkLoad).
CREATE INDEX IF NOT EXISTS businesses_city ON businesses (city_key, rating DESC, review_count DESC, id) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_postal ON businesses (postal_code, rating DESC, review_count DESC, id) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_popular ON businesses (review_count DESC, rating DESC, id) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_rating ON businesses (rating DESC, review_count DESC, id) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_cat_rating ON businesses (category_slug, rating DESC, review_count DESC, id) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_cat_reviews ON businesses (category_slug, review_count DESC, rating DESC, id) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_cat_name ON businesses (category_slug, name_key, id) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_cat_city ON businesses (category_slug, city_key, rating DESC, id) WHERE listed;
CREATE INDEX IF NOT EXISTS businesses_geo ON businesses (latitude, longitude) WHERE listed;
-- Sitemaps skip to where a businesses file starts; this walks ids only, not rows.
CREATE INDEX IF NOT EXISTS businesses_listed_id ON businesses (id) WHERE listed;
-- The city list reads the largest cities first.
CREATE INDEX IF NOT EXISTS city_counts_largest ON city_counts (business_count DESC, city_key);
