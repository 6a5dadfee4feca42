-- Rating order by a review-count-weighted score (directory.RankScore, in
-- hundredths of a star). The score and the search index's rank keys are
-- computed in Go: the 'reindex' task makes the store rebuild both once at
-- its next start (sqlstore.Store.RunMaintenance). The list indexes that
-- ordered by the raw rating are dropped; indexes.sql makes them anew.
ALTER TABLE businesses ADD COLUMN score INTEGER NOT NULL DEFAULT 0;

CREATE TABLE maintenance (
    task TEXT PRIMARY KEY
);
INSERT INTO maintenance (task) VALUES ('reindex');

DROP INDEX IF EXISTS businesses_city;
DROP INDEX IF EXISTS businesses_postal;
DROP INDEX IF EXISTS businesses_popular;
DROP INDEX IF EXISTS businesses_rating;
DROP INDEX IF EXISTS businesses_cat_rating;
DROP INDEX IF EXISTS businesses_cat_city;
DROP INDEX IF EXISTS businesses_cat_reviews;
