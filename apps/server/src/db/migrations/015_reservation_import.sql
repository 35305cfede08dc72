-- An organizer's bulk import of attendees (alf.io's admin reservation requests): one row per
-- attendee, each becoming a confirmed reservation of its own, made in the background.
CREATE TABLE reservation_import_request (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The import's id, shared by its attendees' rows; the organizer asks its status with it
  request_id uuid NOT NULL,
  -- The attendee's place in the import, so a row is written once per attendee
  position integer NOT NULL,
  organization_id integer NOT NULL REFERENCES organization (id) ON DELETE CASCADE,
  event_id integer NOT NULL REFERENCES event (id) ON DELETE CASCADE,
  -- Who asked, as the audit log names them (`api-key:12`), and the same as JSON to act as them
  actor jsonb NOT NULL,
  user_id integer NOT NULL,
  role text NOT NULL,
  -- The one-attendee reservation request: the category, the attendee, the language
  body jsonb NOT NULL,
  -- A subscriber's ticket generated from their subscription, which pays for it
  subscription_id uuid,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'SUCCESS', 'ERROR')),
  -- The reservation made for the attendee, written as soon as it is held, so a run that resumes
  -- the row confirms that one instead of making another
  reservation_id uuid,
  failure_code text,
  -- A process working on the row holds it until then; a crashed one's rows are taken up again
  claimed_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (request_id, position)
);
CREATE INDEX reservation_import_request_pending ON reservation_import_request (id) WHERE status = 'PENDING';
CREATE INDEX reservation_import_request_event ON reservation_import_request (event_id, request_id);
-- A subscriber waits for one generated ticket of an event at a time, however often generation is asked.
CREATE UNIQUE INDEX reservation_import_request_subscriber ON reservation_import_request (event_id, subscription_id)
  WHERE status = 'PENDING' AND subscription_id IS NOT NULL;

-- alf.io's flag: the organizer may give every holder of the subscription a ticket of each linked event.
ALTER TABLE subscription_descriptor ADD COLUMN supports_tickets_generation boolean NOT NULL DEFAULT false;
