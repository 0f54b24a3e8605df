-- Conditional moves (issue 30): a correspondence player's plan in a game, kept privately while
-- the opponent is to move. `ply` is the number of moves before its first; `lines` JSON.
CREATE TABLE plans (
    game TEXT NOT NULL,
    player BIGINT NOT NULL REFERENCES players (id),
    ply BIGINT NOT NULL,
    lines TEXT NOT NULL,
    PRIMARY KEY (game, player)
);
