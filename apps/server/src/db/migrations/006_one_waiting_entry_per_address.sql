-- One waiting entry per address and event, kept by the database itself: two processes checking
-- "not yet waiting" at the same moment could otherwise both insert. Duplicates an older version
-- let in are cancelled first, keeping the earliest, which holds the place in the queue.
UPDATE waiting_queue AS later
SET status = 'CANCELLED'
WHERE later.status = 'WAITING'
  AND EXISTS (
    SELECT 1 FROM waiting_queue AS earlier
    WHERE earlier.event_id = later.event_id
      AND lower(earlier.email) = lower(later.email)
      AND earlier.status = 'WAITING'
      AND earlier.id < later.id
  );

CREATE UNIQUE INDEX waiting_queue_one_waiting_per_address
  ON waiting_queue (event_id, lower(email))
  WHERE status = 'WAITING';
