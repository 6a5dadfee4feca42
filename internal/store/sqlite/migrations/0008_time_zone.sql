-- The IANA time zone a business keeps its opening hours in, from the
-- import's time_zone column; '' means Europe/Berlin (directory.ZoneOf).
ALTER TABLE businesses ADD COLUMN time_zone TEXT NOT NULL DEFAULT '';
