-- business_search keeps each business's coordinates beside its words, so
-- that a circle search with words (a radius, or a text + place search
-- widened to the surroundings) has its matches' coordinates from the
-- statement that finds them, instead of reading every match from the
-- businesses table in a second one (sqlstore.Matches).
--
-- The table is written anew rather than updated: an update leaves a dead
-- copy of every row, which a CLUSTER in the same transaction keeps, and
-- walks in rank order read the table's blocks. Its secondary indexes go
-- with the old table; the start after the migration builds them and first
-- rewrites the table in rank order (indexes.sql).
CREATE TABLE business_search_coordinates (
    id            BIGINT NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
    rank_key      BIGINT NOT NULL,
    doc           TSVECTOR NOT NULL,
    city_key      TEXT COLLATE "C" NOT NULL,
    postal_code   TEXT COLLATE "C" NOT NULL,
    category_slug TEXT NOT NULL,
    latitude      DOUBLE PRECISION,
    longitude     DOUBLE PRECISION
);

INSERT INTO business_search_coordinates
SELECT s.id, s.rank_key, s.doc, s.city_key, s.postal_code, s.category_slug, b.latitude, b.longitude
FROM business_search s JOIN businesses b ON b.id = s.id
ORDER BY s.rank_key;

DROP TABLE business_search;
ALTER TABLE business_search_coordinates RENAME TO business_search;
ALTER TABLE business_search ADD CONSTRAINT business_search_pkey PRIMARY KEY (id);
ALTER TABLE business_search RENAME CONSTRAINT business_search_coordinates_id_fkey TO business_search_id_fkey;
