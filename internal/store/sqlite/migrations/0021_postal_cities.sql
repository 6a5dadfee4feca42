-- The listed businesses per postal code and city, so that a text search in a
-- postal area without a city asks its words as place words of the area's
-- cities (sqlstore.Store.postalCities, docs/search.md "Text in a place")
-- instead of intersecting a common word's country-wide list with the
-- area's. Kept exact by the count deltas of every write (sqlstore/counts.go)
-- like city_category_counts; counted here once from what is stored (and
-- again by the 'reindex' task). A business without a city counts under the
-- city key ''.
CREATE TABLE postal_city_counts (
    postal_code    TEXT NOT NULL,
    city_key       TEXT NOT NULL,
    business_count INTEGER NOT NULL,
    PRIMARY KEY (postal_code, city_key)
) WITHOUT ROWID;

INSERT INTO postal_city_counts (postal_code, city_key, business_count)
SELECT postal_code, city_key, count(*) FROM businesses WHERE listed AND postal_code <> ''
GROUP BY postal_code, city_key;
