-- A buyer's sign-in between the redirect to the identity provider and its callback: the callback
-- must come back with the state, in the browser session that started it, once, within minutes.
CREATE TABLE openid_login (
  state text PRIMARY KEY,
  session_id text NOT NULL,
  nonce text NOT NULL,
  code_verifier text NOT NULL,
  -- Path inside the shop the buyer returns to
  return_path text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX openid_login_created_at ON openid_login (created_at);
