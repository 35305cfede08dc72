-- A message the receiving mail server refused for good (a 5xx answer to the recipient or to the
-- message) is REFUSED: retrying cannot help, and the buyer is told on the success page so they
-- can correct their address. The outbox module owns the table.
ALTER TABLE email_message DROP CONSTRAINT email_message_status_check;
ALTER TABLE email_message ADD CONSTRAINT email_message_status_check
  CHECK (status IN ('WAITING', 'IN_PROCESS', 'SENT', 'ERROR', 'REFUSED'));
