-- The operator's business table (sqlstore/admin*.go): every business, listed
-- or not, with filters, sorts, facet counts and a search over name,
-- address, phone and place id.
--
-- search_key is directory.AdminSearchKey, written by the application with
-- the other columns. Rows from before this migration get an approximation
-- (unfolded, lowercased by to_tsvector) until their next import or edit.
ALTER TABLE businesses ADD COLUMN search_key TEXT NOT NULL DEFAULT '';
UPDATE businesses SET search_key = name_key || ' ' || address || ' ' || place_id || ' ' || phone;

-- The words of search_key, in a narrow table of their own (GIN index in
-- indexes.sql): counting a search's matches visits these small rows, not
-- the wide businesses, and a walk in a sort order tests an id set instead
-- of computing to_tsvector for every row it passes.
CREATE TABLE admin_search (
    id  BIGINT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
    doc TSVECTOR NOT NULL
);
INSERT INTO admin_search (id, doc) SELECT id, to_tsvector('simple', search_key) FROM businesses;

-- Byte order, as in SQLite: the table sorts by the raw category.
ALTER TABLE businesses ALTER COLUMN category TYPE TEXT COLLATE "C";
ALTER TABLE businesses ALTER COLUMN type TYPE TEXT COLLATE "C";

-- Businesses per raw category, type and city key, listed or not: the facet
-- lists, and the total of a one-filter table without counting rows.
CREATE TABLE admin_facets (
    facet TEXT NOT NULL,    -- 'category', 'type' or 'city'
    value TEXT COLLATE "C" NOT NULL, -- the category, the type or the city key
    label TEXT COLLATE "C" NOT NULL, -- what the panel shows: the value, or the city's name
    n     INTEGER NOT NULL,
    PRIMARY KEY (facet, value)
);
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
    hour          BIGINT NOT NULL,
    country       TEXT COLLATE "C" NOT NULL,
    n             INTEGER NOT NULL,
    rated         INTEGER NOT NULL,
    rating_tenths BIGINT NOT NULL,
    PRIMARY KEY (country_code, hour)
);
INSERT INTO admin_hours (country_code, hour, country, n, rated, rating_tenths)
    SELECT country_code, created_at / 3600000, max(country), count(*),
        count(*) FILTER (WHERE listed AND rating > 0),
        coalesce(sum(round(rating * 10)) FILTER (WHERE listed AND rating > 0), 0)
    FROM businesses GROUP BY country_code, created_at / 3600000;

-- The triggers keep the search words and the counts exact whatever writes
-- the businesses (imports, approvals, edits). Inserts are handled per
-- statement, a few hundred rows at once; updates per row, and only when a
-- column that matters changed. Every count change first takes one
-- transaction-level advisory lock: writers that touch the same count rows
-- in different orders would otherwise deadlock.
CREATE FUNCTION admin_count_rows(d INTEGER, _category TEXT, _type TEXT, _city_key TEXT, _city TEXT,
    _country_code TEXT, _country TEXT, _created_at BIGINT, _listed BOOLEAN, _rating DOUBLE PRECISION)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_advisory_xact_lock(7301003);
    INSERT INTO admin_facets AS f (facet, value, label, n)
        VALUES ('category', _category, _category, d), ('type', _type, _type, d), ('city', _city_key, _city, d)
        ON CONFLICT (facet, value) DO UPDATE SET n = f.n + excluded.n,
            label = CASE WHEN excluded.n > 0 THEN excluded.label ELSE f.label END;
    INSERT INTO admin_hours AS h (country_code, hour, country, n, rated, rating_tenths)
        VALUES (_country_code, _created_at / 3600000, _country, d,
            CASE WHEN _listed AND _rating > 0 THEN d ELSE 0 END,
            CASE WHEN _listed AND _rating > 0 THEN d * round(_rating * 10) ELSE 0 END)
        ON CONFLICT (country_code, hour) DO UPDATE SET n = h.n + excluded.n, rated = h.rated + excluded.rated,
            rating_tenths = h.rating_tenths + excluded.rating_tenths,
            country = CASE WHEN excluded.n > 0 THEN excluded.country ELSE h.country END;
END $$;

CREATE FUNCTION admin_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO admin_search (id, doc) SELECT id, to_tsvector('simple', search_key) FROM new_rows;
    PERFORM pg_advisory_xact_lock(7301003);
    INSERT INTO admin_facets AS f (facet, value, label, n)
        SELECT x.facet, x.value, max(x.label), count(*) FROM (
            SELECT 'category' AS facet, category AS value, category AS label FROM new_rows
            UNION ALL SELECT 'type', type, type FROM new_rows
            UNION ALL SELECT 'city', city_key, city FROM new_rows
        ) AS x GROUP BY x.facet, x.value
        ON CONFLICT (facet, value) DO UPDATE SET n = f.n + excluded.n, label = excluded.label;
    INSERT INTO admin_hours AS h (country_code, hour, country, n, rated, rating_tenths)
        SELECT country_code, created_at / 3600000, max(country), count(*),
            count(*) FILTER (WHERE listed AND rating > 0),
            coalesce(sum(round(rating * 10)) FILTER (WHERE listed AND rating > 0), 0)
        FROM new_rows GROUP BY country_code, created_at / 3600000
        ON CONFLICT (country_code, hour) DO UPDATE SET n = h.n + excluded.n, rated = h.rated + excluded.rated,
            rating_tenths = h.rating_tenths + excluded.rating_tenths, country = excluded.country;
    RETURN NULL;
END $$;

CREATE FUNCTION admin_count_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM admin_count_rows(-1, OLD.category, OLD.type, OLD.city_key, OLD.city, OLD.country_code,
            OLD.country, OLD.created_at, OLD.listed, OLD.rating);
    END IF;
    IF TG_OP = 'UPDATE' THEN
        PERFORM admin_count_rows(1, NEW.category, NEW.type, NEW.city_key, NEW.city, NEW.country_code,
            NEW.country, NEW.created_at, NEW.listed, NEW.rating);
    END IF;
    RETURN NULL;
END $$;

CREATE FUNCTION admin_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE admin_search SET doc = to_tsvector('simple', NEW.search_key) WHERE id = NEW.id;
    RETURN NULL;
END $$;

CREATE TRIGGER admin_insert AFTER INSERT ON businesses
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION admin_inserted();
CREATE TRIGGER admin_update_search AFTER UPDATE ON businesses FOR EACH ROW
    WHEN (OLD.search_key IS DISTINCT FROM NEW.search_key) EXECUTE FUNCTION admin_search_changed();
CREATE TRIGGER admin_delete AFTER DELETE ON businesses
    FOR EACH ROW EXECUTE FUNCTION admin_count_changed();
CREATE TRIGGER admin_update AFTER UPDATE ON businesses FOR EACH ROW
    WHEN (OLD.category IS DISTINCT FROM NEW.category OR OLD.type IS DISTINCT FROM NEW.type
        OR OLD.city_key IS DISTINCT FROM NEW.city_key OR OLD.country_code IS DISTINCT FROM NEW.country_code
        OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.listed IS DISTINCT FROM NEW.listed
        OR OLD.rating IS DISTINCT FROM NEW.rating)
    EXECUTE FUNCTION admin_count_changed();
