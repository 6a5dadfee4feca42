-- Businesses, the search index, derived counts and settings.
-- Times are Unix milliseconds (UTC) in both engines. Keys compared by range
-- (city_key, postal_code, term) use the C collation: byte order, as in SQLite.
CREATE TABLE businesses (
    id                BIGSERIAL PRIMARY KEY,
    dedupe_key        TEXT NOT NULL UNIQUE,
    place_id          TEXT NOT NULL DEFAULT '',
    url_slug          TEXT UNIQUE,
    name              TEXT NOT NULL,
    name_key          TEXT COLLATE "C" NOT NULL,
    category          TEXT NOT NULL DEFAULT '',
    category_slug     TEXT NOT NULL,
    city              TEXT NOT NULL DEFAULT '',
    city_key          TEXT COLLATE "C" NOT NULL DEFAULT '',
    address           TEXT NOT NULL DEFAULT '',
    full_address      TEXT NOT NULL DEFAULT '',
    postal_code       TEXT COLLATE "C" NOT NULL DEFAULT '',
    country           TEXT NOT NULL DEFAULT '',
    country_code      TEXT NOT NULL DEFAULT 'DE',
    phone             TEXT NOT NULL DEFAULT '',
    website           TEXT NOT NULL DEFAULT '',
    rating            DOUBLE PRECISION NOT NULL DEFAULT 0,
    review_count      INTEGER NOT NULL DEFAULT 0,
    reviews_link      TEXT NOT NULL DEFAULT '',
    reviews_per_score TEXT NOT NULL DEFAULT '',
    photos            TEXT NOT NULL DEFAULT '',
    photos_count      INTEGER NOT NULL DEFAULT 0,
    is_open           BOOLEAN,
    working_hours     TEXT NOT NULL DEFAULT '',
    description       TEXT NOT NULL DEFAULT '',
    about             TEXT NOT NULL DEFAULT '',
    subtypes          TEXT NOT NULL DEFAULT '',
    verified          BOOLEAN NOT NULL DEFAULT FALSE,
    latitude          DOUBLE PRECISION,
    longitude         DOUBLE PRECISION,
    price_level       INTEGER,
    type              TEXT NOT NULL DEFAULT '',
    business_status   TEXT NOT NULL DEFAULT '',
    hidden            BOOLEAN NOT NULL DEFAULT FALSE,
    listed            BOOLEAN NOT NULL,
    created_at        BIGINT NOT NULL,
    updated_at        BIGINT NOT NULL
);


-- Only listed businesses are indexed. Lexemes are the application's folded
-- words (directory.Fold), weighted A name, B category, C subtypes, D description.
CREATE TABLE business_search (
    id            BIGINT PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
    rank_key      BIGINT NOT NULL,
    doc           TSVECTOR NOT NULL,
    city_key      TEXT COLLATE "C" NOT NULL,
    postal_code   TEXT COLLATE "C" NOT NULL,
    category_slug TEXT NOT NULL
);

CREATE TABLE search_terms (
    term TEXT COLLATE "C" PRIMARY KEY
);

CREATE TABLE city_counts (
    city_key       TEXT COLLATE "C" PRIMARY KEY,
    city           TEXT NOT NULL,
    business_count INTEGER NOT NULL
);

CREATE TABLE category_counts (
    slug           TEXT PRIMARY KEY,
    business_count INTEGER NOT NULL
);

CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
