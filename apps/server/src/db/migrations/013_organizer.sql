-- Organizers: who works for an organization and as what, the API keys programs act with, and
-- the audit trail of what they changed.
--
-- Roles keep alf.io's names: OWNER runs the organization; API_CLIENT is a program using the
-- admin API; SUPERVISOR and OPERATOR are check-in staff (the supervisor also reads the attendee
-- list); SPONSOR scans attendees' badges.

-- alf.io's external id of an organization (a name in an identity provider), kept for its API.
ALTER TABLE organization ADD COLUMN external_id text;

-- Organizer staff are app_user rows of type INTERNAL; one role per organization.
CREATE TABLE organization_member (
  organization_id integer NOT NULL REFERENCES organization (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES app_user (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('OWNER', 'API_CLIENT', 'SUPERVISOR', 'OPERATOR', 'SPONSOR')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_member_user ON organization_member (user_id);

-- An API key acts for one organization in one role. The key is 256 random bits shown once, when
-- it is created; only its SHA-256 is kept, which is enough for a key nobody can guess (a slow
-- password hash would only slow every request down).
CREATE TABLE api_key (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organization (id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  -- The key's last four characters, so that a list of keys can tell them apart
  key_hint text NOT NULL,
  role text NOT NULL CHECK (role IN ('API_CLIENT', 'SUPERVISOR', 'OPERATOR', 'SPONSOR')),
  description text NOT NULL,
  created_by_user_id integer REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- No longer accepted from this instant on; NULL never expires
  expires_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_key_organization ON api_key (organization_id);

-- The organizer's changes join the audit log: which organization, who (`api-key:12`,
-- `system-key`, `command-line`, `user:3`), and the entity before and after the change.
ALTER TABLE audit_log ADD COLUMN organization_id integer;
ALTER TABLE audit_log ADD COLUMN actor text;
ALTER TABLE audit_log ADD COLUMN before_data jsonb;
ALTER TABLE audit_log ADD COLUMN after_data jsonb;
CREATE INDEX audit_log_organization ON audit_log (organization_id, created_at) WHERE organization_id IS NOT NULL;
