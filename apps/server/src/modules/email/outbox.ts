import type { Queryable } from '../../db/database.ts';

/**
 * The e-mail outbox (table `email_message`): a message is written in the transaction of the
 * change it reports, so it exists exactly when the change does, and a worker sends it later.
 */

/** An attachment rendered when the message is sent, so the outbox stays small. */
export interface AttachmentRef {
  name: string;
  contentType: string;
  kind: 'BILLING_DOCUMENT';
  params: { documentId: number };
}

export interface OutgoingEmail {
  purchaseContextType: 'event' | 'subscription';
  eventId: number | null;
  subscriptionDescriptorId: string | null;
  reservationId: string;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: AttachmentRef[];
}

export async function enqueueEmail(q: Queryable, email: OutgoingEmail): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO email_message (purchase_context_type, event_id, subscription_descriptor_id, reservation_id, recipient,
       subject, text_body, html_body, attachments)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb)
     RETURNING id`,
    [
      email.purchaseContextType,
      email.eventId,
      email.subscriptionDescriptorId,
      email.reservationId,
      email.recipient,
      email.subject,
      email.textBody,
      email.htmlBody,
      JSON.stringify(email.attachments),
    ],
  );
  if (!row) throw new Error('e-mail insert returned no row');
  return row.id;
}
