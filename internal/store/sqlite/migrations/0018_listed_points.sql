-- businesses_listed_id now carries the coordinates too (indexes.sql); the
-- narrower one goes and is built anew at start.
DROP INDEX IF EXISTS businesses_listed_id;
