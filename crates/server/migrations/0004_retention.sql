-- What is kept, and for how long (docs/online.md, "Retention"): the periodic clean-up
-- (retention.rs) finds what has had its time through these indexes.
-- `secrets` holds the server's own secrets, made once and shared by the servers of a
-- cluster: the key that signs the cookies of visitors not stored yet.
CREATE TABLE secrets (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE INDEX sessions_by_expiry ON sessions (expires);
CREATE INDEX sessions_by_player ON sessions (player);
CREATE INDEX players_by_created ON players (created);
CREATE INDEX games_by_creator ON games (creator);
CREATE INDEX games_by_status_and_time ON games (status, updated);
