-- Tournaments (issue 31): arenas, Swiss and round-robins. Each is directed by one server at a
-- time: the one whose name is in `director` while `lease_until` is ahead; another takes it over
-- once the lease has run out. Every change the director makes is one transaction that first
-- checks it still holds the lease (a server that lost it changes nothing).
CREATE TABLE tournaments (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    game TEXT NOT NULL,
    size BIGINT NOT NULL,
    time_control TEXT NOT NULL,
    rated BIGINT NOT NULL,
    starts BIGINT NOT NULL,
    -- An arena's length; a Swiss's or round-robin's rounds (a round-robin's are set at its start).
    minutes BIGINT,
    rounds BIGINT,
    -- A round-robin played with both colours.
    twice BIGINT NOT NULL DEFAULT 0,
    -- A correspondence Swiss: days from one round's start to the next's.
    round_days BIGINT,
    max_players BIGINT NOT NULL,
    min_rating BIGINT,
    max_rating BIGINT,
    bots BIGINT NOT NULL,
    password TEXT,
    -- NULL for the site's own (from the schedule), whose `schedule_key` makes each once.
    creator BIGINT REFERENCES players (id),
    schedule_key TEXT UNIQUE,
    status TEXT NOT NULL,
    round BIGINT NOT NULL DEFAULT 0,
    round_started BIGINT,
    director TEXT,
    lease_until BIGINT NOT NULL DEFAULT 0,
    created BIGINT NOT NULL,
    finished BIGINT
);

CREATE INDEX tournaments_by_status ON tournaments (status, starts);

CREATE TABLE tournament_players (
    tournament TEXT NOT NULL REFERENCES tournaments (id),
    player BIGINT NOT NULL REFERENCES players (id),
    -- The rating in the tournament's game and board when they joined.
    rating BIGINT NOT NULL,
    joined BIGINT NOT NULL,
    -- The first round they can be paired in (a late entrant missed the ones before).
    first_round BIGINT NOT NULL DEFAULT 1,
    withdrawn BIGINT NOT NULL DEFAULT 0,
    paused BIGINT NOT NULL DEFAULT 0,
    -- The game they are playing now in it: set and cleared with the game's row below, so that
    -- no one is ever paired into two games at once.
    playing TEXT,
    PRIMARY KEY (tournament, player)
);

CREATE TABLE tournament_games (
    game TEXT PRIMARY KEY REFERENCES games (id),
    tournament TEXT NOT NULL REFERENCES tournaments (id),
    round BIGINT NOT NULL,
    white BIGINT NOT NULL REFERENCES players (id),
    black BIGINT NOT NULL REFERENCES players (id),
    -- white, black or draw once the game has ended (NULL while it is played).
    result TEXT,
    white_berserk BIGINT NOT NULL DEFAULT 0,
    black_berserk BIGINT NOT NULL DEFAULT 0,
    created BIGINT NOT NULL,
    ended BIGINT
);

CREATE INDEX tournament_games_by_tournament ON tournament_games (tournament, round);
-- A round of a Swiss or round-robin pairs each player once (an arena's games are round 0).
CREATE UNIQUE INDEX tournament_games_white_once ON tournament_games (tournament, round, white) WHERE round > 0;
CREATE UNIQUE INDEX tournament_games_black_once ON tournament_games (tournament, round, black) WHERE round > 0;

-- Byes and missed rounds of a Swiss, one row per player and round.
CREATE TABLE tournament_byes (
    tournament TEXT NOT NULL REFERENCES tournaments (id),
    player BIGINT NOT NULL REFERENCES players (id),
    round BIGINT NOT NULL,
    -- bye (a point) or absent (none).
    kind TEXT NOT NULL,
    PRIMARY KEY (tournament, player, round)
);
