-- For several servers sharing one database. Every change of a game is written on the
-- condition that the game is still at the version the writer read (`version`), so of two
-- servers changing the same game at once exactly one succeeds. `deadline` is when the side
-- to move runs out of time, for the sweep that finds flags in games no server is holding;
-- `swept_until` keeps other servers' sweeps off a game one of them has taken.
ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN deadline BIGINT;
ALTER TABLE games ADD COLUMN swept_until BIGINT;
CREATE INDEX games_by_deadline ON games (status, deadline);
-- Games being played when this migration runs get their deadline (White moves at even plies).
UPDATE games SET deadline = turn_started + (CASE WHEN ply % 2 = 0 THEN white_ms ELSE black_ms END)
    WHERE status = 'playing';
