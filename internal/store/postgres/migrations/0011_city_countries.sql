-- The country of each city (the country of the business last added to it),
-- so that the home page counts and lists the home country first
-- (directory.HomeCountrySetting). The 'reindex' task fills it once.
ALTER TABLE city_counts ADD COLUMN country_code TEXT NOT NULL DEFAULT '';
INSERT INTO maintenance (task) VALUES ('reindex') ON CONFLICT DO NOTHING;
