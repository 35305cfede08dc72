-- Tells every listening server process which events' stock changed, when the change commits:
-- open availability streams on any process then recompute what they show. One notification per
-- event and transaction (PostgreSQL folds identical payloads of one transaction), whatever the
-- number of tickets moved; the payload is the event id.
CREATE FUNCTION ticket_stock_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  FOR changed IN SELECT DISTINCT event_id FROM changed_stock LOOP
    PERFORM pg_notify('ticket_stock', changed::text);
  END LOOP;
  RETURN NULL;
END
$$;

-- A trigger with a transition table serves one kind of statement, hence two. The counters are
-- written with INSERT … ON CONFLICT DO UPDATE, which fires both.
CREATE TRIGGER ticket_stock_notify_insert AFTER INSERT ON ticket_stock REFERENCING NEW TABLE AS changed_stock
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_stock_notify();
CREATE TRIGGER ticket_stock_notify_update AFTER UPDATE ON ticket_stock REFERENCING NEW TABLE AS changed_stock
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_stock_notify();
