-- The Bot and Board API (issue 29).
-- Personal API tokens: only a digest of each is kept (the token is shown once, when made).
CREATE TABLE api_tokens (
    id TEXT PRIMARY KEY,
    player BIGINT NOT NULL REFERENCES players (id),
    name TEXT NOT NULL,
    scopes TEXT NOT NULL,
    digest TEXT NOT NULL UNIQUE,
    created BIGINT NOT NULL,
    last_used BIGINT,
    revoked BIGINT
);

CREATE INDEX api_tokens_by_player ON api_tokens (player);

-- A bot account (upgraded through the API, for good): 1, else 0.
ALTER TABLE players ADD COLUMN bot BIGINT NOT NULL DEFAULT 0;

-- A challenge by name: the only player who may take the open seat.
ALTER TABLE games ADD COLUMN invited BIGINT;

CREATE INDEX games_by_invited ON games (invited);
