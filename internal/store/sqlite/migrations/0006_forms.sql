-- What protects the public forms, and the newsletter's addresses
-- (docs/forms.md). Times are Unix milliseconds (UTC).

-- Posts counted per form and client address, and per form overall, in
-- fixed windows. A row is dead once expires_at (window start + window) has
-- passed; pruning deletes it, so the table holds only the current windows.
CREATE TABLE form_rates (
    bucket       TEXT PRIMARY KEY,
    window_start INTEGER NOT NULL,
    hits         INTEGER NOT NULL,
    expires_at   INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX form_rates_expires ON form_rates (expires_at);

-- Newsletter addresses with double opt-in. token_hash is the SHA-256 (hex)
-- of the confirmation token; the token itself is never stored. Confirming
-- clears it, so a token works once.
CREATE TABLE newsletter_subscribers (
    id               INTEGER PRIMARY KEY,
    email            TEXT NOT NULL UNIQUE,
    status           TEXT NOT NULL,
    token_hash       TEXT UNIQUE,
    token_expires_at INTEGER,
    created_at       INTEGER NOT NULL,
    requested_at     INTEGER NOT NULL,
    confirmed_at     INTEGER
);
CREATE INDEX newsletter_subscribers_status_id ON newsletter_subscribers (status, id);
CREATE INDEX newsletter_subscribers_pending ON newsletter_subscribers (status, token_expires_at);
