-- The listed businesses per postal code and city (the SQLite migration of the
-- same name says why). Both keys in byte order, as in SQLite, so that a
-- postal prefix is a range of the primary key.
CREATE TABLE postal_city_counts (
    postal_code    TEXT COLLATE "C" NOT NULL,
    city_key       TEXT COLLATE "C" NOT NULL,
    business_count INTEGER NOT NULL,
    PRIMARY KEY (postal_code, city_key)
);

INSERT INTO postal_city_counts (postal_code, city_key, business_count)
SELECT postal_code, city_key, count(*) FROM businesses WHERE listed AND postal_code <> ''
GROUP BY postal_code, city_key;
