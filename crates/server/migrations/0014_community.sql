-- Playing together safely (issue 32): the chat's rooms, follows, blocks and mutes, reports,
-- moderators and what they did.

-- A game's chat has two rooms (the players', the spectators'); a tournament's chat is kept
-- under the tournament's id, in the room 'event'.
ALTER TABLE chat ADD COLUMN room TEXT NOT NULL DEFAULT 'players';

-- A moderator (granted on the server's machine, never from the web); an account closed by a
-- moderator (no session, no login, no play; its finished games stay); until when a player
-- may not write in public rooms (milliseconds since 1970, 0: never muted).
ALTER TABLE players ADD COLUMN moderator BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN closed BIGINT NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN muted_until BIGINT NOT NULL DEFAULT 0;
-- Whether the player is told when someone they follow begins a tournament game.
ALTER TABLE players ADD COLUMN follow_alerts BIGINT NOT NULL DEFAULT 1;

-- What a player thinks of another: 'follow', 'block' or 'mute'.
CREATE TABLE relations (
    player BIGINT NOT NULL REFERENCES players (id),
    other BIGINT NOT NULL REFERENCES players (id),
    kind TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (player, other, kind)
);
CREATE INDEX relations_by_other ON relations (other, kind);

-- A player's report of another: why ('cheating', 'chat', 'name', 'other'), in which game, in
-- their words; handled (by whom, when) once a moderator acted on it or dismissed it.
CREATE TABLE reports (
    id BIGINT PRIMARY KEY,
    reporter BIGINT NOT NULL REFERENCES players (id),
    player BIGINT NOT NULL REFERENCES players (id),
    reason TEXT NOT NULL,
    game TEXT,
    text TEXT NOT NULL,
    at BIGINT NOT NULL,
    handled_by BIGINT,
    handled_at BIGINT
);
CREATE INDEX reports_by_player ON reports (player, at);
CREATE INDEX reports_by_reporter ON reports (reporter, at);

-- Every moderator's action: who did what to whom, why, when (and what it was about).
CREATE TABLE moderation (
    id BIGINT PRIMARY KEY,
    moderator BIGINT NOT NULL REFERENCES players (id),
    player BIGINT NOT NULL REFERENCES players (id),
    action TEXT NOT NULL,
    reason TEXT NOT NULL,
    detail TEXT NOT NULL,
    report BIGINT,
    at BIGINT NOT NULL
);
CREATE INDEX moderation_by_player ON moderation (player, at);
CREATE INDEX moderation_by_time ON moderation (at);
