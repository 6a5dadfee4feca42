-- The operator's password hash, sessions and the login throttle
-- (docs/security.md, "The operator's sign-in"). Times are Unix milliseconds (UTC).

-- One row: the operator's password as an Argon2id hash (PHC string).
CREATE TABLE admin_credentials (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    password_hash TEXT NOT NULL,
    changed_at    BIGINT NOT NULL
);

-- id is the SHA-256 (hex) of the cookie's token; the token itself is never stored.
CREATE TABLE admin_sessions (
    id           TEXT PRIMARY KEY,
    client_ip    TEXT NOT NULL DEFAULT '',
    created_at   BIGINT NOT NULL,
    last_seen_at BIGINT NOT NULL,
    expires_at   BIGINT NOT NULL
);

-- Failed logins per client address (an IPv6 client by its /64).
CREATE TABLE login_throttle (
    client        TEXT PRIMARY KEY,
    failures      INTEGER NOT NULL,
    window_start  BIGINT NOT NULL,
    last_failure  BIGINT NOT NULL,
    blocked_until BIGINT NOT NULL,
    blocks        INTEGER NOT NULL
);
