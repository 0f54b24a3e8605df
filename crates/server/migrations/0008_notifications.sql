-- Notifications (issue 30): what a player is told of their games while elsewhere, kept 30
-- days. `seen` is 1 once the player opened it. Ids are made by the server.
CREATE TABLE notifications (
    id BIGINT PRIMARY KEY,
    player BIGINT NOT NULL REFERENCES players (id),
    kind TEXT NOT NULL,
    game TEXT,
    opponent TEXT,
    outcome TEXT,
    at BIGINT NOT NULL,
    seen BIGINT NOT NULL DEFAULT 0
);

CREATE INDEX notifications_by_player ON notifications (player, at);
CREATE INDEX notifications_by_at ON notifications (at);

-- When a correspondence game's side to move is told its time is almost up: set with each
-- turn, NULL once told (and for live games).
ALTER TABLE games ADD COLUMN alarm_at BIGINT;

CREATE INDEX games_by_alarm ON games (alarm_at);
