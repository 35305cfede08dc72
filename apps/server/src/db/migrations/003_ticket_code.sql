-- Events created with case-insensitive QR codes hash the holder's name and e-mail lower-cased,
-- so a check-in app that normalises what it scans still matches.
ALTER TABLE event ADD COLUMN IF NOT EXISTS case_insensitive_qr_code boolean NOT NULL DEFAULT false;
