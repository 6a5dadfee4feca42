-- The circle search reads the box row by row through businesses_geo_box
-- (indexes.sql), created at start; the latitude band index goes.
DROP INDEX IF EXISTS businesses_geo;
