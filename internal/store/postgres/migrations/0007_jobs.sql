-- Background jobs (docs/jobs.md): one row per job, claimed by a runner with a
-- lease (lease_owner until lease_expires, Unix milliseconds). The runner
-- commits progress and the position it has reached (cursor: every item with
-- an id up to it is done) together with the items' results, so that a job
-- whose runner died is taken over where it stopped. active_key is the kind
-- while a job of a kind that runs once at a time is queued or running, and
-- NULL otherwise: its unique index lets only one such job exist.
CREATE TABLE jobs (
    id            BIGSERIAL PRIMARY KEY,
    kind          TEXT NOT NULL,
    state         TEXT NOT NULL CHECK (state IN ('queued', 'running', 'done', 'failed', 'cancelled')),
    active_key    TEXT UNIQUE,
    params        TEXT NOT NULL DEFAULT '',
    total         BIGINT NOT NULL DEFAULT 0,
    processed     BIGINT NOT NULL DEFAULT 0,
    counters      TEXT NOT NULL DEFAULT '',
    cursor        BIGINT NOT NULL DEFAULT 0,
    current_item  TEXT NOT NULL DEFAULT '',
    report_file   TEXT NOT NULL DEFAULT '',
    error         TEXT NOT NULL DEFAULT '',
    created_at    BIGINT NOT NULL,
    started_at    BIGINT,
    finished_at   BIGINT,
    lease_owner   TEXT NOT NULL DEFAULT '',
    lease_expires BIGINT NOT NULL DEFAULT 0
);
CREATE INDEX jobs_kind_id ON jobs (kind, id);
CREATE INDEX jobs_state ON jobs (state, id);

-- The last check of each business's website: the URL checked (a check of
-- an earlier website no longer counts), valid or not with a reason, and the
-- job that checked it (its report lists the job's rows).
CREATE TABLE website_checks (
    business_id BIGINT PRIMARY KEY,
    job_id      BIGINT NOT NULL,
    url         TEXT NOT NULL,
    valid       BIGINT NOT NULL,
    reason      TEXT NOT NULL DEFAULT '',
    status_code BIGINT NOT NULL DEFAULT 0,
    checked_at  BIGINT NOT NULL
);
CREATE INDEX website_checks_job ON website_checks (job_id, business_id);

-- Mirrored photos: media holds the content keys of the stored copies (a
-- JSON list, see directory/photos.go), media_source the photos value they
-- were made from. A business whose photos differ from media_source waits
-- for mirroring (index businesses_media_pending in indexes.sql).
ALTER TABLE businesses ADD COLUMN media TEXT NOT NULL DEFAULT '';
ALTER TABLE businesses ADD COLUMN media_source TEXT NOT NULL DEFAULT '';
