-- FREE tickets per event and category (NULL: the event's shared pool), kept by the database
-- itself on every insert, update and delete of a ticket row, in the transaction that makes the
-- change: pages read what is for sale in time independent of the stock, and no code path that
-- moves a ticket can forget to count it.
--
-- Each connection adds to a slot of its own (its backend pid modulo 16), so claims of the same
-- category from concurrent transactions rarely wait for each other's commit on one counter row.
-- A count is the sum of its slots; a single slot may be negative.
CREATE TABLE ticket_stock (
  event_id integer NOT NULL REFERENCES event (id) ON DELETE CASCADE,
  category_id integer REFERENCES ticket_category (id) ON DELETE CASCADE,
  slot smallint NOT NULL,
  free integer NOT NULL,
  CONSTRAINT ticket_stock_key UNIQUE NULLS NOT DISTINCT (event_id, category_id, slot)
);

-- The counter rows are written in (event, category) order, so two transactions never take
-- their locks in opposite orders within one statement.
CREATE FUNCTION ticket_stock_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_stock AS s (event_id, category_id, slot, free)
  SELECT event_id, category_id, pg_backend_pid() % 16, count(*)
  FROM added WHERE status = 'FREE'
  GROUP BY event_id, category_id ORDER BY event_id, category_id
  ON CONFLICT ON CONSTRAINT ticket_stock_key DO UPDATE SET free = s.free + excluded.free;
  RETURN NULL;
END
$$;

CREATE FUNCTION ticket_stock_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_stock AS s (event_id, category_id, slot, free)
  SELECT event_id, category_id, pg_backend_pid() % 16, sum(change)
  FROM (
    SELECT event_id, category_id, 1 AS change FROM added WHERE status = 'FREE'
    UNION ALL
    SELECT event_id, category_id, -1 AS change FROM removed WHERE status = 'FREE'
  ) AS changes
  GROUP BY event_id, category_id HAVING sum(change) <> 0 ORDER BY event_id, category_id
  ON CONFLICT ON CONSTRAINT ticket_stock_key DO UPDATE SET free = s.free + excluded.free;
  RETURN NULL;
END
$$;

CREATE FUNCTION ticket_stock_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ticket_stock AS s (event_id, category_id, slot, free)
  SELECT event_id, category_id, pg_backend_pid() % 16, -count(*)
  FROM removed WHERE status = 'FREE'
  GROUP BY event_id, category_id ORDER BY event_id, category_id
  ON CONFLICT ON CONSTRAINT ticket_stock_key DO UPDATE SET free = s.free + excluded.free;
  RETURN NULL;
END
$$;

CREATE FUNCTION ticket_stock_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ticket_stock;
  RETURN NULL;
END
$$;

CREATE TRIGGER ticket_stock_insert AFTER INSERT ON ticket REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_stock_after_insert();
CREATE TRIGGER ticket_stock_update AFTER UPDATE ON ticket REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_stock_after_update();
CREATE TRIGGER ticket_stock_delete AFTER DELETE ON ticket REFERENCING OLD TABLE AS removed
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_stock_after_delete();
CREATE TRIGGER ticket_stock_truncate AFTER TRUNCATE ON ticket
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_stock_after_truncate();

-- The triggers above hold writes to ticket off until this migration commits, so the counts start
-- from exactly the rows the triggers go on from, even with other processes running.
INSERT INTO ticket_stock (event_id, category_id, slot, free)
SELECT event_id, category_id, 0, count(*) FROM ticket WHERE status = 'FREE' GROUP BY event_id, category_id;
