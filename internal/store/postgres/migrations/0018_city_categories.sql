-- The listed businesses per city and taxonomy category, for the pages of one
-- category in one city (/city/{city}/{category}), the city page's categories
-- and the category page's cities. Kept exact by the count deltas of every
-- write (sqlstore/counts.go), like city_counts; counted here once from what
-- is stored (and again by the 'reindex' task, sqlstore/reindex.go). Both
-- keys in byte order, as in SQLite: sitemaps page through the primary key.
CREATE TABLE city_category_counts (
    city_key       TEXT COLLATE "C" NOT NULL,
    category_slug  TEXT COLLATE "C" NOT NULL,
    business_count INTEGER NOT NULL,
    PRIMARY KEY (city_key, category_slug)
);

INSERT INTO city_category_counts (city_key, category_slug, business_count)
SELECT city_key, category_slug, count(*) FROM businesses WHERE listed AND city_key <> ''
GROUP BY city_key, category_slug;

-- businesses_cat_city carries the whole rank order now (indexes.sql), so that
-- it walks one city's category best first; the old one goes and is built anew
-- at start.
DROP INDEX IF EXISTS businesses_cat_city;
