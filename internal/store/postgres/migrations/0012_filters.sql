-- Storefront filters (directory.Filters). "Jetzt geöffnet" joins a
-- business's schedule (directory.ScheduleOf: its hours in its time zone)
-- with the schedules table, whose open flag the store keeps current for the
-- minute a visitor asks about (sqlstore/open_now.go); businesses that can
-- never be open have none. The 'reindex' task fills both once.
ALTER TABLE businesses ADD COLUMN schedule BIGINT;

-- "Mit Website" and "Mit Fotos" as small columns that the list indexes
-- carry (indexes.sql), so that a filtered count reads no table rows.
-- has_photos follows the mirrored copies (media), which only the photo job writes.
ALTER TABLE businesses ADD COLUMN has_website BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE businesses ADD COLUMN has_photos BOOLEAN NOT NULL DEFAULT FALSE;
UPDATE businesses SET has_website = (website <> ''), has_photos = (media <> '');
DROP INDEX IF EXISTS businesses_city;
DROP INDEX IF EXISTS businesses_postal;
DROP INDEX IF EXISTS businesses_popular;
DROP INDEX IF EXISTS businesses_cat_rating;
DROP INDEX IF EXISTS businesses_cat_reviews;
DROP INDEX IF EXISTS businesses_cat_name;
DROP INDEX IF EXISTS businesses_cat_city;
DROP INDEX IF EXISTS businesses_listed_id;

CREATE TABLE schedules (
    key BIGINT PRIMARY KEY,
    definition TEXT NOT NULL,
    open BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX schedules_open ON schedules (key) WHERE open;
INSERT INTO maintenance (task) VALUES ('reindex') ON CONFLICT DO NOTHING;
