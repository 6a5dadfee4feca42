-- The operator's work queue: submissions from the add-business wizard,
-- messages from the contact form, and the audit log of the panel's changes.
-- Times are Unix milliseconds (UTC). Lists page newest first by status, so
-- each table has an index on (status, id): ids grow with time.
CREATE TABLE submissions (
    id          BIGSERIAL PRIMARY KEY,
    status      TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    name        TEXT NOT NULL,
    category    TEXT NOT NULL,
    description TEXT NOT NULL,
    address     TEXT NOT NULL,
    city        TEXT NOT NULL,
    postal_code TEXT NOT NULL,
    phone       TEXT NOT NULL,
    email       TEXT NOT NULL,
    website     TEXT NOT NULL DEFAULT '',
    hours       TEXT NOT NULL DEFAULT '',
    created_at  BIGINT NOT NULL,
    decided_at  BIGINT,
    business_id BIGINT REFERENCES businesses (id) ON DELETE SET NULL
);
CREATE INDEX submissions_status_id ON submissions (status, id);

CREATE TABLE contact_messages (
    id         BIGSERIAL PRIMARY KEY,
    status     TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
    name       TEXT NOT NULL,
    email      TEXT NOT NULL,
    subject    TEXT NOT NULL,
    category   TEXT NOT NULL,
    message    TEXT NOT NULL,
    created_at BIGINT NOT NULL,
    done_at    BIGINT
);
CREATE INDEX contact_messages_status_id ON contact_messages (status, id);

-- Append-only: the store never updates or deletes an entry.
CREATE TABLE audit_log (
    id      BIGSERIAL PRIMARY KEY,
    at      BIGINT NOT NULL,
    actor   TEXT NOT NULL,
    action  TEXT NOT NULL,
    target  TEXT NOT NULL,
    details TEXT NOT NULL DEFAULT ''
);
