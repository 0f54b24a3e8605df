-- Who may challenge a player by name (issue 29): anyone, accounts or nobody.
ALTER TABLE players ADD COLUMN challenges TEXT NOT NULL DEFAULT 'anyone';
