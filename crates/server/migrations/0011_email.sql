-- Email (issue 30): an account's address (one), whether its owner proved it theirs by the
-- link sent to it, whether it wants the "your turn" digest, and when the last one went.
CREATE TABLE emails (
    player BIGINT PRIMARY KEY REFERENCES players (id),
    address TEXT NOT NULL,
    address_key TEXT NOT NULL,
    verified BIGINT NOT NULL DEFAULT 0,
    digest BIGINT NOT NULL DEFAULT 1,
    last_digest BIGINT
);

CREATE INDEX emails_by_address ON emails (address_key);

-- The links emailed to verify an address or reset a password: kept hashed (as sessions are),
-- deleted when used (each works once) or when they expire.
CREATE TABLE email_tokens (
    token TEXT PRIMARY KEY,
    player BIGINT NOT NULL REFERENCES players (id),
    purpose TEXT NOT NULL,
    address TEXT NOT NULL,
    created BIGINT NOT NULL,
    expires BIGINT NOT NULL
);

CREATE INDEX email_tokens_by_player ON email_tokens (player, purpose, created);
CREATE INDEX email_tokens_by_expiry ON email_tokens (expires);
