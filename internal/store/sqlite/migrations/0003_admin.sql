-- The operator's business table (sqlstore/admin*.go): every business, listed
-- or not, with filters, sorts, facet counts and a search over name, address,
-- place id and phone.
--
-- search_key is directory.AdminSearchKey, written by the application with
-- the other columns. Rows from before this migration get an approximation
-- (unfolded; the tokenizer lowercases and strips diacritics) until their next
-- import or edit.
ALTER TABLE businesses ADD COLUMN search_key TEXT NOT NULL DEFAULT '';
UPDATE businesses SET search_key = name_key || ' ' || address || ' ' || place_id || ' ' || phone;

-- Contentless word index of search_key; the rowid is the business id.
CREATE VIRTUAL TABLE admin_search USING fts5 (
    key,
    content = '', contentless_delete = 1, detail = none,
    tokenize = "unicode61 remove_diacritics 2"
);
INSERT INTO admin_search (rowid, key) SELECT id, search_key FROM businesses;
-- Its words: a typed prefix becomes the few words it starts, which FTS5
-- matches far faster than a prefix query.
CREATE VIRTUAL TABLE admin_search_terms USING fts5vocab (admin_search, 'row');

-- Businesses per raw category, type and city key, listed or not: the facet
-- lists, and the total of a one-filter table without counting rows.
CREATE TABLE admin_facets (
    facet TEXT NOT NULL,    -- 'category', 'type' or 'city'
    value TEXT NOT NULL,    -- the category, the type or the city key
    label TEXT NOT NULL,    -- what the panel shows: the value, or the city's name
    n     INTEGER NOT NULL,
    PRIMARY KEY (facet, value)
) WITHOUT ROWID;
INSERT INTO admin_facets (facet, value, label, n)
    SELECT 'category', category, category, count(*) FROM businesses GROUP BY category
    UNION ALL SELECT 'type', type, type, count(*) FROM businesses GROUP BY type
    UNION ALL SELECT 'city', city_key, max(city), count(*) FROM businesses GROUP BY city_key;

-- Businesses per country and hour of creation (created_at / 3,600,000): a
-- day in Europe/Berlin is 23 to 25 whole hours, so the total of a country
-- and date filter is a sum of a few rows. rated and rating_tenths are the
-- listed businesses with a rating and the sum of those ratings in tenths:
-- the dashboard's average without reading 500,000 rows.
CREATE TABLE admin_hours (
    country_code  TEXT NOT NULL,
    hour          INTEGER NOT NULL,
    country       TEXT NOT NULL,
    n             INTEGER NOT NULL,
    rated         INTEGER NOT NULL,
    rating_tenths INTEGER NOT NULL,
    PRIMARY KEY (country_code, hour)
) WITHOUT ROWID;
INSERT INTO admin_hours (country_code, hour, country, n, rated, rating_tenths)
    SELECT country_code, created_at / 3600000, max(country), count(*),
        sum(listed AND rating > 0), sum(CASE WHEN listed AND rating > 0 THEN CAST(round(rating * 10) AS INTEGER) ELSE 0 END)
    FROM businesses GROUP BY country_code, created_at / 3600000;

-- The triggers keep the index and the counts exact whatever writes the
-- businesses (imports, approvals, edits), each write in its own transaction.
CREATE TRIGGER admin_insert AFTER INSERT ON businesses BEGIN
    INSERT INTO admin_search (rowid, key) VALUES (new.id, new.search_key);
    INSERT INTO admin_facets (facet, value, label, n)
        VALUES ('category', new.category, new.category, 1), ('type', new.type, new.type, 1), ('city', new.city_key, new.city, 1)
        ON CONFLICT (facet, value) DO UPDATE SET n = n + 1, label = excluded.label;
    INSERT INTO admin_hours (country_code, hour, country, n, rated, rating_tenths)
        VALUES (new.country_code, new.created_at / 3600000, new.country, 1, new.listed AND new.rating > 0,
            CASE WHEN new.listed AND new.rating > 0 THEN CAST(round(new.rating * 10) AS INTEGER) ELSE 0 END)
        ON CONFLICT (country_code, hour) DO UPDATE SET n = n + 1, rated = rated + excluded.rated,
            rating_tenths = rating_tenths + excluded.rating_tenths, country = excluded.country;
END;

CREATE TRIGGER admin_delete AFTER DELETE ON businesses BEGIN
    DELETE FROM admin_search WHERE rowid = old.id;
    UPDATE admin_facets SET n = n - 1 WHERE facet = 'category' AND value = old.category;
    UPDATE admin_facets SET n = n - 1 WHERE facet = 'type' AND value = old.type;
    UPDATE admin_facets SET n = n - 1 WHERE facet = 'city' AND value = old.city_key;
    UPDATE admin_hours SET n = n - 1, rated = rated - (old.listed AND old.rating > 0),
        rating_tenths = rating_tenths - CASE WHEN old.listed AND old.rating > 0 THEN CAST(round(old.rating * 10) AS INTEGER) ELSE 0 END
        WHERE country_code = old.country_code AND hour = old.created_at / 3600000;
END;

-- Updates rewrite every column; only real changes touch the index and counts.
CREATE TRIGGER admin_update_search AFTER UPDATE OF search_key ON businesses
WHEN old.search_key IS NOT new.search_key BEGIN
    DELETE FROM admin_search WHERE rowid = old.id;
    INSERT INTO admin_search (rowid, key) VALUES (new.id, new.search_key);
END;

CREATE TRIGGER admin_update_facets AFTER UPDATE OF category, type, city_key ON businesses
WHEN old.category IS NOT new.category OR old.type IS NOT new.type OR old.city_key IS NOT new.city_key BEGIN
    UPDATE admin_facets SET n = n - 1 WHERE facet = 'category' AND value = old.category;
    UPDATE admin_facets SET n = n - 1 WHERE facet = 'type' AND value = old.type;
    UPDATE admin_facets SET n = n - 1 WHERE facet = 'city' AND value = old.city_key;
    INSERT INTO admin_facets (facet, value, label, n)
        VALUES ('category', new.category, new.category, 1), ('type', new.type, new.type, 1), ('city', new.city_key, new.city, 1)
        ON CONFLICT (facet, value) DO UPDATE SET n = n + 1, label = excluded.label;
END;

CREATE TRIGGER admin_update_hours AFTER UPDATE OF country_code, created_at, listed, rating ON businesses
WHEN old.country_code IS NOT new.country_code OR old.created_at IS NOT new.created_at
    OR old.listed IS NOT new.listed OR old.rating IS NOT new.rating BEGIN
    UPDATE admin_hours SET n = n - 1, rated = rated - (old.listed AND old.rating > 0),
        rating_tenths = rating_tenths - CASE WHEN old.listed AND old.rating > 0 THEN CAST(round(old.rating * 10) AS INTEGER) ELSE 0 END
        WHERE country_code = old.country_code AND hour = old.created_at / 3600000;
    INSERT INTO admin_hours (country_code, hour, country, n, rated, rating_tenths)
        VALUES (new.country_code, new.created_at / 3600000, new.country, 1, new.listed AND new.rating > 0,
            CASE WHEN new.listed AND new.rating > 0 THEN CAST(round(new.rating * 10) AS INTEGER) ELSE 0 END)
        ON CONFLICT (country_code, hour) DO UPDATE SET n = n + 1, rated = rated + excluded.rated,
            rating_tenths = rating_tenths + excluded.rating_tenths, country = excluded.country;
END;
