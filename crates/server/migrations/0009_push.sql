-- Web Push subscriptions (issue 30): one per device (its push service's address), the player
-- it notifies, its keys and the kinds it wants (keys separated by commas). The VAPID key pair
-- is kept in `secrets` (`vapid`), as the visitors' key is.
CREATE TABLE push_subscriptions (
    endpoint TEXT PRIMARY KEY,
    player BIGINT NOT NULL REFERENCES players (id),
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    kinds TEXT NOT NULL,
    created BIGINT NOT NULL
);

CREATE INDEX push_subscriptions_by_player ON push_subscriptions (player);
