-- An owner invites someone by e-mail to work for the organization in a role. The link carries a
-- token of 256 random bits; only its SHA-256 is kept, as for API keys. A link works once
-- (accepted_at), until it expires or an owner revokes it; a new invitation to the same address
-- revokes the one before.
CREATE TABLE organizer_invitation (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  organization_id integer NOT NULL REFERENCES organization (id) ON DELETE CASCADE,
  email text NOT NULL,
  role text NOT NULL CHECK (role IN ('OWNER', 'SUPERVISOR', 'OPERATOR', 'SPONSOR')),
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  invited_by_user_id integer REFERENCES app_user (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  accepted_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX organizer_invitation_organization ON organizer_invitation (organization_id, email);
