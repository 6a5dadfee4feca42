-- Named locks held by one process at a time across every instance, such as
-- the import lock. A lock is a lease: expires_at (Unix milliseconds) is
-- renewed while the holder works, and a lock whose holder died is free again
-- once it has expired.
CREATE TABLE locks (
    name       TEXT PRIMARY KEY,
    holder     TEXT NOT NULL,
    expires_at BIGINT NOT NULL
);
