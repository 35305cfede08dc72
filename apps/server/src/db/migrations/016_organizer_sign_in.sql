-- Organizer staff sign in to the back office with a password; the organizer module owns both tables.

-- The argon2id hash of a staff member's password, in the PHC string format (parameters and salt
-- included), so stronger parameters later still verify the hashes made before.
CREATE TABLE organizer_password (
  user_id integer PRIMARY KEY REFERENCES app_user (id) ON DELETE CASCADE,
  password_hash text NOT NULL CHECK (password_hash LIKE '$argon2id$%'),
  changed_at timestamptz NOT NULL DEFAULT now()
);

-- A signed-in back-office session, for one organization in the member's role there. Only the
-- SHA-256 of the session id is kept: the table read by someone else signs nobody in.
CREATE TABLE organizer_session (
  id_hash text PRIMARY KEY CHECK (id_hash ~ '^[0-9a-f]{64}$'),
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  organization_id integer NOT NULL REFERENCES organization (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organizer_session_user ON organizer_session (user_id);
CREATE INDEX organizer_session_last_seen ON organizer_session (last_seen_at);
