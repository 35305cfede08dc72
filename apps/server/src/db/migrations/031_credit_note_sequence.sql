-- Credit notes are numbered from a sequence of their own per organization, formatted with the
-- invoice number pattern, unless the organizer reuses the credited invoice's number
-- (REUSE_INVOICE_NUMBER_FOR_CREDIT_NOTE). Gap-free as invoice_sequence: the row stays locked
-- until the transaction that draws from it ends.
CREATE TABLE credit_note_sequence (
  organization_id integer PRIMARY KEY REFERENCES organization (id),
  next_value integer NOT NULL DEFAULT 1 CHECK (next_value >= 1)
);

-- A reused invoice number appears on each credit note of that invoice (a refund, then the
-- cancellation), so credit notes are left out of the uniqueness of numbers.
DROP INDEX billing_document_number;
CREATE UNIQUE INDEX billing_document_number ON billing_document (organization_id, type, number)
  WHERE number IS NOT NULL AND status = 'VALID' AND type <> 'CREDIT_NOTE';
