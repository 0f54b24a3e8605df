-- The online service's tables, in SQL that SQLite and PostgreSQL both read: integers are
-- BIGINT (flags 0 or 1), times are milliseconds since the Unix epoch, ids are made by the
-- server (no sequences).
CREATE TABLE players (
    id BIGINT PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL UNIQUE,
    password TEXT,
    created BIGINT NOT NULL
);

CREATE TABLE sessions (
    token TEXT PRIMARY KEY,
    player BIGINT NOT NULL REFERENCES players (id),
    expires BIGINT NOT NULL
);

CREATE TABLE games (
    id TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    size BIGINT NOT NULL,
    time_control TEXT NOT NULL,
    rated BIGINT NOT NULL,
    private BIGINT NOT NULL,
    colour TEXT NOT NULL,
    creator BIGINT NOT NULL REFERENCES players (id),
    white BIGINT REFERENCES players (id),
    black BIGINT REFERENCES players (id),
    status TEXT NOT NULL,
    winner TEXT,
    reason TEXT,
    ply BIGINT NOT NULL,
    white_ms BIGINT NOT NULL,
    black_ms BIGINT NOT NULL,
    turn_started BIGINT NOT NULL,
    offer TEXT,
    rematch TEXT,
    ratings TEXT,
    created BIGINT NOT NULL,
    updated BIGINT NOT NULL
);

CREATE INDEX games_by_status ON games (status);
CREATE INDEX games_by_white ON games (white, updated);
CREATE INDEX games_by_black ON games (black, updated);

-- One row per move: the key makes a second move for the same ply impossible.
CREATE TABLE moves (
    game TEXT NOT NULL REFERENCES games (id),
    ply BIGINT NOT NULL,
    mv TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game, ply)
);

CREATE TABLE ratings (
    player BIGINT NOT NULL REFERENCES players (id),
    game TEXT NOT NULL,
    size BIGINT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    games BIGINT NOT NULL,
    PRIMARY KEY (player, game, size)
);

CREATE TABLE rating_history (
    player BIGINT NOT NULL REFERENCES players (id),
    game TEXT NOT NULL,
    size BIGINT NOT NULL,
    game_id TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    at BIGINT NOT NULL
);

CREATE INDEX rating_history_by_player ON rating_history (player, game, size, at);
