-- Businesses, the search index, derived counts and settings.
-- Times are Unix milliseconds (UTC) in both engines.
CREATE TABLE businesses (
    id                INTEGER PRIMARY KEY,
    dedupe_key        TEXT NOT NULL UNIQUE,
    place_id          TEXT NOT NULL DEFAULT '',
    url_slug          TEXT UNIQUE,
    name              TEXT NOT NULL,
    name_key          TEXT NOT NULL,
    category          TEXT NOT NULL DEFAULT '',
    category_slug     TEXT NOT NULL,
    city              TEXT NOT NULL DEFAULT '',
    city_key          TEXT NOT NULL DEFAULT '',
    address           TEXT NOT NULL DEFAULT '',
    full_address      TEXT NOT NULL DEFAULT '',
    postal_code       TEXT NOT NULL DEFAULT '',
    country           TEXT NOT NULL DEFAULT '',
    country_code      TEXT NOT NULL DEFAULT 'DE',
    phone             TEXT NOT NULL DEFAULT '',
    website           TEXT NOT NULL DEFAULT '',
    rating            REAL NOT NULL DEFAULT 0,
    review_count      INTEGER NOT NULL DEFAULT 0,
    reviews_link      TEXT NOT NULL DEFAULT '',
    reviews_per_score TEXT NOT NULL DEFAULT '',
    photos            TEXT NOT NULL DEFAULT '',
    photos_count      INTEGER NOT NULL DEFAULT 0,
    is_open           INTEGER,
    working_hours     TEXT NOT NULL DEFAULT '',
    description       TEXT NOT NULL DEFAULT '',
    about             TEXT NOT NULL DEFAULT '',
    subtypes          TEXT NOT NULL DEFAULT '',
    verified          INTEGER NOT NULL DEFAULT 0,
    latitude          REAL,
    longitude         REAL,
    price_level       INTEGER,
    type              TEXT NOT NULL DEFAULT '',
    business_status   TEXT NOT NULL DEFAULT '',
    hidden            INTEGER NOT NULL DEFAULT 0,
    listed            INTEGER NOT NULL,
    created_at        INTEGER NOT NULL,
    updated_at        INTEGER NOT NULL
);


-- Only listed businesses are indexed. The text is folded by the application
-- (directory.Fold), so the tokenizer only splits on spaces. The rowid is the
-- business's rank key (sqlstore.RankKey): FTS5 returns hits best first.
-- No positions are kept (detail = column): every query is words per column.
-- The city column holds the city's word prefixes joined by '_'
-- ("frankfurt frankfurt_am frankfurt_am_main"), so a location matches the
-- start of a city name as one token; the postcode column likewise holds every
-- start of the code ("8 80 803 8033 80331").
CREATE VIRTUAL TABLE business_fts USING fts5 (
    name, category, subtypes, description, city, postcode, catslug,
    content = '', contentless_delete = 1, detail = column,
    tokenize = "unicode61 remove_diacritics 0 tokenchars '_'"
);

-- Merge index segments less eagerly than FTS5's default (4): bulk loads end
-- with an 'optimize' anyway (sqlstore.Store.BulkLoad).
INSERT INTO business_fts (business_fts, rank) VALUES ('automerge', 8);

CREATE TABLE search_terms (
    term TEXT PRIMARY KEY
) WITHOUT ROWID;

CREATE TABLE city_counts (
    city_key       TEXT PRIMARY KEY,
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
