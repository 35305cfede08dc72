-- Organizer staff sign in to the back office through the buyers' identity provider too.

-- Which sign-in an attempt belongs to: a buyer's callback never finishes a back-office sign-in,
-- nor the other way round.
ALTER TABLE openid_login ADD COLUMN purpose text NOT NULL DEFAULT 'buyer' CHECK (purpose IN ('buyer', 'organizer'));

-- The provider's subject of a staff account, once it signed in there. Kept apart from
-- app_user.external_subject, which names the buyer's account of the same person: one person may
-- be both, with two rows. The organizer module owns this table.
CREATE TABLE organizer_identity (
  subject text PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES app_user (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
