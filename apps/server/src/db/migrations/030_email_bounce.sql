-- A message accepted by the receiving server can still bounce later: that server then sends a
-- delivery status notification to the envelope sender. Each message goes out from its own
-- envelope address, bounces+<bounce_token>@<the bounce domain>, so the notification names the
-- message it is about. Messages written before this have none (their bounces cannot be told
-- apart). BOUNCED: reported undeliverable for good after it was sent, shown like REFUSED.
ALTER TABLE email_message ADD COLUMN bounce_token text;
CREATE UNIQUE INDEX email_message_bounce_token ON email_message (bounce_token) WHERE bounce_token IS NOT NULL;
ALTER TABLE email_message DROP CONSTRAINT email_message_status_check;
ALTER TABLE email_message ADD CONSTRAINT email_message_status_check
  CHECK (status IN ('WAITING', 'IN_PROCESS', 'SENT', 'ERROR', 'REFUSED', 'BOUNCED'));
