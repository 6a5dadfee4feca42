-- Background jobs (docs/jobs.md): one row per job, claimed by a runner with a
-- lease (lease_owner until lease_expires, Unix milliseconds). The runner
-- commits progress and the position it has reached (cursor: every item with
-- an id up to it is done) together with the items' results, so that a job
-- whose runner died is taken over where it stopped. active_key is the kind
-- while a job of a kind that runs once at a time is queued or running, and
-- NULL otherwise: its unique index lets only one such job exist.
CREATE TABLE jobs (
    id            INTEGER PRIMARY KEY,
    kind          TEXT NOT NULL,
    state         TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
    active_key    TEXT UNIQUE,
    params        TEXT NOT NULL DEFAULT '',
    total         INTEGER NOT NULL DEFAULT 0,
    processed     INTEGER NOT NULL DEFAULT 0,
    counters      TEXT NOT NULL DEFAULT '',
    cursor        INTEGER NOT NULL DEFAULT 0,
    current_item  TEXT NOT NULL DEFAULT '',
    report_file   TEXT NOT NULL DEFAULT '',
    error         TEXT NOT NULL DEFAULT '',
    created_at    INTEGER NOT NULL,
    started_at    INTEGER,
    finished_at   INTEGER,
    lease_owner   TEXT NOT NULL DEFAULT '',
    lease_expires INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX jobs_kind_id ON jobs (kind, id);
CREATE INDEX jobs_state ON jobs (state, id);

-- The last check of each business's website: the URL checked (a check of
-- an earlier website no longer counts), valid or not with a reason, and the
-- job that checked it (its report lists the job's rows).
CREATE TABLE website_checks (
    business_id INTEGER PRIMARY KEY,
    job_id      INTEGER NOT NULL,
    url         TEXT NOT NULL,
    valid       INTEGER NOT NULL,
    reason      TEXT NOT NULL DEFAULT '',
    status_code INTEGER NOT NULL DEFAULT 0,
    checked_at  INTEGER NOT NULL
);
CREATE INDEX website_checks_job ON website_checks (job_id, business_id);

-- Mirrored photos: media holds the content keys of the stored copies (a
-- JSON list, see directory/photos.go), media_source the photos value they
-- were made from. A business whose photos differ from media_source waits
-- for mirroring (index businesses_media_pending in indexes.sql).
ALTER TABLE businesses ADD COLUMN media TEXT NOT NULL DEFAULT '';
ALTER TABLE businesses ADD COLUMN media_source TEXT NOT NULL DEFAULT '';
