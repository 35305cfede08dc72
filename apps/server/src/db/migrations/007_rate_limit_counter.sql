-- Requests counted per key ("code:session:…", "email:reservation:…") within a window that starts
-- with the key's first request: every server process counts in the same row.
CREATE TABLE rate_limit_counter (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL
);

CREATE INDEX rate_limit_counter_window_ends_at ON rate_limit_counter (window_ends_at);
