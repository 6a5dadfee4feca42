-- Storefront filters (directory.Filters). "Jetzt geöffnet" joins a
-- business's schedule (directory.ScheduleOf: its hours in its time zone)
-- with the schedules table, whose open flag the store keeps current for the
-- minute a visitor asks about (sqlstore/open_now.go); businesses that can
-- never be open have none. The 'reindex' task fills both once.
ALTER TABLE businesses ADD COLUMN schedule BIGINT;

CREATE TABLE schedules (
    key BIGINT PRIMARY KEY,
    definition TEXT NOT NULL,
    open BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX schedules_open ON schedules (key) WHERE open;
INSERT INTO maintenance (task) VALUES ('reindex') ON CONFLICT DO NOTHING;
