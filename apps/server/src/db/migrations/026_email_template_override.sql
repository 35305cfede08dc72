-- An organizer's own wording of an e-mail the server sends: the subject and the text of one
-- template in one language, for the whole organization (event_id NULL) or for one event, which
-- wins over the organization's. Either part may stay NULL: the server's own wording is used for it.
CREATE TABLE email_template_override (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organization (id) ON DELETE CASCADE,
  event_id integer REFERENCES event (id) ON DELETE CASCADE,
  template text NOT NULL,
  language text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  subject text,
  body text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (subject IS NOT NULL OR body IS NOT NULL),
  UNIQUE NULLS NOT DISTINCT (organization_id, event_id, template, language)
);
