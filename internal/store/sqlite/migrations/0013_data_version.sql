-- A counter that every write of business data raises in its own
-- transaction (sqlstore.Store.touch), so that any instance can tell with
-- one small read whether an answer it rendered is still current
-- (directory.Store.DataVersion; the API's detail cache).
CREATE TABLE data_version (
    id INTEGER PRIMARY KEY,
    version BIGINT NOT NULL
);
INSERT INTO data_version (id, version) VALUES (1, 0);
