-- Nobody jumps the waiting list: a seat freed while people wait for it (a hold that ends, a ticket
-- released, an order cancelled, seats the organizer adds) does not go back on sale as FREE but
-- becomes RELEASED, which no buyer's claim takes and no availability count shows. The waiting
-- list's offers take RELEASED seats first and put back on sale (FREE) those nobody waiting can
-- take. The status is decided here, once, by every statement that frees or adds a ticket.
--
-- A seat of a bounded category is owed to entries waiting for that category or for any; a seat of
-- the event's shared pool to anyone waiting.
CREATE FUNCTION freed_ticket_status(p_event_id integer, p_category_id integer) RETURNS text
  LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN EXISTS (
    SELECT 1 FROM waiting_queue w
    WHERE w.event_id = p_event_id AND w.status = 'WAITING'
      AND (p_category_id IS NULL OR w.selected_category_id IS NULL OR w.selected_category_id = p_category_id)
  ) THEN 'RELEASED' ELSE 'FREE' END
$$;

-- The offers find the few RELEASED seats of an event without reading its sold tickets.
CREATE INDEX ticket_released ON ticket (event_id, category_id, id) WHERE status = 'RELEASED';

-- RELEASED seats leave the FREE counts of ticket_stock unchanged, so they tell the listening
-- processes themselves that the event has seats for its waiting list (same channel and payload).
CREATE FUNCTION ticket_released_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  FOR changed IN SELECT DISTINCT event_id FROM added WHERE status = 'RELEASED' LOOP
    PERFORM pg_notify('ticket_stock', changed::text);
  END LOOP;
  RETURN NULL;
END
$$;

CREATE TRIGGER ticket_released_notify_insert AFTER INSERT ON ticket REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_released_notify();
CREATE TRIGGER ticket_released_notify_update AFTER UPDATE ON ticket REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_released_notify();
