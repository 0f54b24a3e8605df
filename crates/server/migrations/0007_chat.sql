-- The players' chat of each game (issues 29 and 32): kept with the game, shown in its review.
-- `seq` numbers a game's lines in the order they were kept.
CREATE TABLE chat (
    game TEXT NOT NULL,
    seq BIGINT NOT NULL,
    player BIGINT NOT NULL REFERENCES players (id),
    text TEXT NOT NULL,
    at BIGINT NOT NULL,
    PRIMARY KEY (game, seq)
);
