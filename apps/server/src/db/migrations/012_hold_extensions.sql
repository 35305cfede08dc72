-- How many times the buyer asked for more time on this hold; the server allows a configured number.
ALTER TABLE reservation ADD COLUMN hold_extensions integer NOT NULL DEFAULT 0 CHECK (hold_extensions >= 0);
