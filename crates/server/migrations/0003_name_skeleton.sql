-- Names are compared by how they look: Unicode TR39's confusable skeleton of the name after
-- NFKC and case folding (identity::name_skeleton), so a name that looks like another
-- player's (a Cyrillic, Greek or fullwidth letter in place of a Latin one) is refused. The
-- server fills the column for the rows stored before it when it starts (SQL cannot compute
-- it); a row left NULL (an old name that already looked like another) constrains nothing.
ALTER TABLE players ADD COLUMN name_skeleton TEXT;
CREATE UNIQUE INDEX players_by_skeleton ON players (name_skeleton);
