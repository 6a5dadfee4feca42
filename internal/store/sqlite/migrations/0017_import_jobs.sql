-- Imports run as jobs (docs/import.md): result holds the import's report as
-- far as it is committed (counts, duplicate and error lists, as JSON), written
-- in the same transaction as each batch of rows, so that a runner that takes
-- the job over continues the report where the batch left it.
ALTER TABLE jobs ADD COLUMN result TEXT NOT NULL DEFAULT '';
