-- Languages (issue 33): the language each player chose (a BCP 47 tag of skillgames-i18n's
-- Language; NULL until they choose), in which their emails and pushes are written.
ALTER TABLE players ADD COLUMN language TEXT;
