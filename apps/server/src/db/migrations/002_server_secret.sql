-- Secrets every server process must share (the CSRF key), created once by whichever process
-- starts first.
CREATE TABLE IF NOT EXISTS server_secret (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
