import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/**
 * The e-mail outbox (table `email_message`): a message is written in the transaction of the
 * change it reports, so it exists exactly when the change does, and a worker sends it later.
 */

/** An attachment rendered when the message is sent, so the outbox stays small. */
export type AttachmentRef = { name: string; contentType: string } & (
  | { kind: 'BILLING_DOCUMENT'; params: { documentId: number } }
  /** One ticket's PDF, in the language given. */
  | { kind: 'TICKET_PDF'; params: { ticketId: number; lang: string } }
  /** The event as an iCalendar file, so the buyer's mail program offers to add it. */
  | { kind: 'CALENDAR'; params: { eventId: number } }
);

export interface OutgoingEmail {
  /** Null for a message about no event or subscription (an invitation to the back office). */
  purchaseContextType: 'event' | 'subscription' | null;
  eventId: number | null;
  subscriptionDescriptorId: string | null;
  /** Null for an e-mail about several reservations. */
  reservationId: string | null;
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: AttachmentRef[];
}

/**
 * The message's bounce token, part of its envelope sender: whoever sends a delivery status
 * notification about it must have seen the message, so 128 random bits keep others from marking
 * a stranger's e-mail as bounced.
 */
const newBounceToken = () => randomBytes(16).toString('hex');

export async function enqueueEmail(q: Queryable, email: OutgoingEmail): Promise<number> {
  const [row] = await q.query<{ id: number }>(
    `INSERT INTO email_message (purchase_context_type, event_id, subscription_descriptor_id, reservation_id, recipient,
       subject, text_body, html_body, attachments, bounce_token)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10)
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
      newBounceToken(),
    ],
  );
  if (!row) throw new Error('e-mail insert returned no row');
  return row.id;
}

export interface ClaimedMessage {
  id: number;
  recipient: string;
  cc: string[];
  subject: string;
  textBody: string;
  htmlBody: string | null;
  attachments: AttachmentRef[];
  attempts: number;
  replyTo: string | null;
  /** Null for a message written before messages had one. */
  bounceToken: string | null;
}

/**
 * Leases up to `limit` due messages for ten minutes, counting the attempt; `SKIP LOCKED` leaves
 * those another process is claiming to it, and a message whose lease ran out is due again.
 */
export async function claimDueMessages(q: Queryable, limit: number): Promise<ClaimedMessage[]> {
  return q.query<ClaimedMessage>(
    `UPDATE email_message m SET status = 'IN_PROCESS', attempts = m.attempts + 1, next_attempt_at = now() + interval '10 minutes'
       FROM (SELECT id FROM email_message
             WHERE (status = 'WAITING' AND next_attempt_at <= now()) OR (status = 'IN_PROCESS' AND next_attempt_at < now())
             ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED) due
       WHERE m.id = due.id
       RETURNING m.id, m.recipient, m.cc, m.subject, m.text_body AS "textBody", m.html_body AS "htmlBody", m.attachments, m.attempts,
         m.bounce_token AS "bounceToken",
         coalesce(
           (SELECT o.email FROM event e JOIN organization o ON o.id = e.organization_id WHERE e.id = m.event_id),
           (SELECT o.email FROM subscription_descriptor d JOIN organization o ON o.id = d.organization_id WHERE d.id = m.subscription_descriptor_id)
         ) AS "replyTo"`,
    [limit],
  );
}

export async function markMessageSent(q: Queryable, id: number): Promise<void> {
  await q.query("UPDATE email_message SET status = 'SENT', sent_at = now(), last_error = NULL WHERE id = $1", [id]);
}

/** Records the failure; a WAITING message is tried again after `pauseMinutes`. */
export async function markMessageFailed(
  q: Queryable,
  id: number,
  status: 'ERROR' | 'WAITING',
  reason: string,
  pauseMinutes: number,
): Promise<void> {
  await q.query(
    `UPDATE email_message SET status = $2, last_error = $3, next_attempt_at = now() + make_interval(mins => $4) WHERE id = $1`,
    [id, status, reason, pauseMinutes],
  );
}

/** The receiving server refused the recipient or the message for good (a 5xx): not tried again. */
export async function markMessageRefused(q: Queryable, id: number, reason: string): Promise<void> {
  await q.query("UPDATE email_message SET status = 'REFUSED', last_error = $2 WHERE id = $1", [id, reason]);
}

/**
 * A delivery status notification reported the message undeliverable for good after the receiving
 * server had accepted it. Only a SENT message changes: a notification about an older attempt of
 * a message being tried again, or a second one, changes nothing. With copies to others, only a
 * failure of the main recipient counts; without, any failed recipient does, as a forwarding
 * server may report the address it forwarded to. Resolves to whether the message was marked.
 */
export async function markMessageBounced(
  q: Queryable,
  bounceToken: string,
  failedRecipients: readonly string[],
  reason: string,
): Promise<boolean> {
  const rows = await q.query<{ id: number }>(
    `UPDATE email_message SET status = 'BOUNCED', last_error = $3
     WHERE bounce_token = $1 AND status = 'SENT' AND (cardinality(cc) = 0 OR lower(recipient) = ANY($2::text[]))
     RETURNING id`,
    [bounceToken, failedRecipients.map((address) => address.toLowerCase()), reason],
  );
  return rows.length > 0;
}

/**
 * What became of the newest e-mail to the reservation's buyer (ticket holders' own e-mails
 * aside): on its way (WAITING, IN_PROCESS), SENT, REFUSED by the receiving server, BOUNCED
 * after it was accepted, or ERROR (our side gave up after retrying).
 */
export interface EmailDelivery {
  status: 'WAITING' | 'IN_PROCESS' | 'SENT' | 'ERROR' | 'REFUSED' | 'BOUNCED';
  recipient: string;
  /** The receiving server's answer when it refused, or the bounce's status and diagnostic, for the organizer. */
  lastError: string | null;
}

export async function findLatestDelivery(q: Queryable, reservationId: string): Promise<EmailDelivery | null> {
  const [row] = await q.query<EmailDelivery>(
    `SELECT status, recipient, last_error AS "lastError" FROM email_message
     WHERE reservation_id = $1 AND lower(recipient) = (SELECT lower(email) FROM reservation WHERE id = $1)
     ORDER BY id DESC LIMIT 1`,
    [reservationId],
  );
  return row ?? null;
}

export interface MailboxMessage {
  id: number;
  recipient: string;
  subject: string;
  textBody: string;
  attachments: { name: string; contentType: string }[];
  status: string;
  createdAt: Date;
}

/** The newest messages first, optionally those to one address (compared without regard to case). */
export async function findRecentMessages(
  q: Queryable,
  recipient: string | null,
  limit: number,
): Promise<MailboxMessage[]> {
  return q.query<MailboxMessage>(
    `SELECT id, recipient, subject, text_body AS "textBody",
       (SELECT coalesce(jsonb_agg(jsonb_build_object('name', a->>'name', 'contentType', a->>'contentType')), '[]'::jsonb)
        FROM jsonb_array_elements(attachments) a) AS attachments,
       status, created_at AS "createdAt"
     FROM email_message
     WHERE $1::text IS NULL OR lower(recipient) = lower($1::text)
     ORDER BY id DESC LIMIT $2`,
    [recipient, limit],
  );
}
