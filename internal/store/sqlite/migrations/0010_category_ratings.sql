-- A category's average rating, weighted by reviews: the sums of its listed
-- businesses' reviews and of their stars (in tenths) times their reviews
-- (directory.RatingWeight), kept exact by every write like the counts. The
-- 'reindex' task fills them once (sqlstore.Store.RunMaintenance).
ALTER TABLE category_counts ADD COLUMN review_sum BIGINT NOT NULL DEFAULT 0;
ALTER TABLE category_counts ADD COLUMN star_sum BIGINT NOT NULL DEFAULT 0;
INSERT INTO maintenance (task) VALUES ('reindex') ON CONFLICT DO NOTHING;
