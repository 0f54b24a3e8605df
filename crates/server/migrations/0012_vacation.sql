-- Vacation (issue 30): the days an account took each year (at most 30), when its current
-- vacation ends, and in each game until when each side's clock is stopped by one (0: none).
CREATE TABLE vacations (
    player BIGINT NOT NULL REFERENCES players (id),
    year BIGINT NOT NULL,
    days BIGINT NOT NULL,
    PRIMARY KEY (player, year)
);

ALTER TABLE players ADD COLUMN away_until BIGINT;
ALTER TABLE games ADD COLUMN white_away BIGINT NOT NULL DEFAULT 0;
ALTER TABLE games ADD COLUMN black_away BIGINT NOT NULL DEFAULT 0;
