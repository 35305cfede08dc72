-- The fair queue of an event at an on-sale peak: one row per buyer's session. `place` orders the
-- queue: a random number below 1 for those who arrived before the on-sale start (drawn once, at
-- arrival, so they come first in an order nobody can influence by being quicker), the arrival
-- sequence plus one for everyone later.
CREATE SEQUENCE queue_arrival;
CREATE TABLE queue_entry (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id integer NOT NULL REFERENCES event (id) ON DELETE CASCADE,
  session_id text NOT NULL,
  place double precision NOT NULL,
  last_seen_at timestamptz NOT NULL,
  admitted_at timestamptz,
  UNIQUE (event_id, session_id)
);
CREATE INDEX queue_entry_waiting ON queue_entry (event_id, place) WHERE admitted_at IS NULL;

-- One row per event with a queue, locked by the process that admits: `next_slot_at` is where the
-- admission schedule stands (each admission moves it one interval of 60 s / rate later).
CREATE TABLE queue_gate (
  event_id integer PRIMARY KEY REFERENCES event (id) ON DELETE CASCADE,
  next_slot_at timestamptz NOT NULL DEFAULT 'epoch'
);
