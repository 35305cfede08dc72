import nodemailer, { type Transporter } from 'nodemailer';
import type { Database } from '../../db/database.ts';
import { documentPdf } from '../billing-document/document-pdf.ts';
import { findDocumentContent } from '../billing-document/billing-document-repository.ts';
import { renderTicketAttachment } from '../ticket/ticket-pdf.ts';
import type { WalletPassRenderer } from '../ticket/wallet-attachment.ts';
import {
  claimDueMessages,
  markMessageFailed,
  markMessageRefused,
  markMessageSent,
  type AttachmentRef,
  type ClaimedMessage,
} from '../outbox/outbox-repository.ts';
import type { Mailer } from '../outbox/sender.ts';
import { toICalendar } from '../../lib/ical.ts';
import { findEventForCalendar } from './email-repository.ts';
import { bounceAddress } from './bounce-address.ts';

/**
 * Sends what the outbox holds. Every server process may run it: a batch is claimed with
 * `FOR UPDATE SKIP LOCKED` and leased for ten minutes, so a message is sent by one process, and
 * one whose sender died is picked up again after the lease. Failures are retried with growing
 * pauses, five times. Attachments are drawn when the message is sent. Without SMTP configured a
 * message is written to the log instead of sent.
 */

export interface MailerOptions {
  /** `smtp://user:password@host:587`, `smtps://…`; null writes messages to the log. */
  smtpUrl: string | null;
  from: string;
  /** The shop's address, for the calendar entry's link and identifier. */
  baseUrl: string;
  /** Seconds between two looks at the outbox; 0 only sends when kicked. */
  intervalSeconds: number;
  /** Where bounces go: each message's envelope sender is its own address there; without it, `from`. */
  bounceDomain?: string | null;
  /** Draws the wallet pass that goes with each ticket PDF; null when the server offers none. */
  walletPass?: WalletPassRenderer | null;
}

export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 5;

/**
 * The receiving server answered the recipient or the message with a permanent (5xx) refusal: the
 * address does not exist, the mailbox is full for good, the message is rejected. A 5xx to our
 * greeting, login or sender is our configuration's fault and is retried like any failure.
 */
export function refusedForGood(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { responseCode, command } = error as { responseCode?: unknown; command?: unknown };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    typeof command === 'string' &&
    /^(RCPT|DATA)/i.test(command)
  );
}

const hostOf = (url: string) => new URL(url).hostname;

export function startMailer(db: Database, options: MailerOptions, log: MailLog): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let running: Promise<number> | null = null;
  let again = false;
  let stopped = false;

  async function claim(): Promise<ClaimedMessage[]> {
    return claimDueMessages(db, BATCH_SIZE);
  }

  async function contentOf(message: ClaimedMessage, ref: AttachmentRef): Promise<Buffer | null> {
    switch (ref.kind) {
      case 'BILLING_DOCUMENT': {
        const document = await findDocumentContent(db, ref.params.documentId);
        if (!document) throw new Error(`attachment ${ref.name}: document ${ref.params.documentId} not found`);
        return document.content ? Buffer.from(document.content) : documentPdf(db, document.model);
      }
      case 'TICKET_PDF': {
        // Retrying cannot bring a released ticket back: the message goes out without it.
        const content = await renderTicketAttachment(db, ref.params.ticketId, ref.params.lang);
        if (!content)
          log.info(
            { emailId: message.id, ticketId: ref.params.ticketId },
            'ticket no longer available, its PDF left out',
          );
        return content;
      }
      case 'CALENDAR': {
        const event = await findEventForCalendar(db, ref.params.eventId);
        if (!event) return null;
        const calendar = toICalendar(
          [
            {
              uid: `${event.shortName}@${hostOf(options.baseUrl)}`,
              start: event.startAt,
              end: event.endAt,
              stamp: event.now,
              summary: event.displayName,
              location: event.format === 'ONLINE' ? null : event.location,
              url: `${options.baseUrl}/event/${encodeURIComponent(event.shortName)}`,
              organizer: { name: event.organizationName, email: event.organizationEmail },
            },
          ],
          '-//ticket-shop//event calendar//EN',
        );
        return Buffer.from(calendar, 'utf8');
      }
    }
  }

  async function attachmentsOf(message: ClaimedMessage) {
    const rendered = await Promise.all(
      message.attachments.map(async (ref) => {
        const content = await contentOf(message, ref);
        if (!content) return [];
        const file = { filename: ref.name, contentType: ref.contentType, content };
        // A ticket travels with its wallet pass, as the ticket page offers it.
        const pass =
          ref.kind === 'TICKET_PDF' && options.walletPass ? await options.walletPass(ref.params.ticketId) : null;
        return pass ? [file, pass] : [file];
      }),
    );
    return rendered.flat();
  }

  async function deliver(message: ClaimedMessage): Promise<void> {
    try {
      if (transport) {
        await transport.sendMail({
          from: options.from,
          to: message.recipient,
          cc: message.cc,
          ...(message.replyTo && { replyTo: message.replyTo }),
          subject: message.subject,
          text: message.textBody,
          ...(message.htmlBody && { html: message.htmlBody }),
          attachments: await attachmentsOf(message),
          ...(options.bounceDomain &&
            message.bounceToken && {
              envelope: {
                from: bounceAddress(message.bounceToken, options.bounceDomain),
                to: [message.recipient, ...message.cc],
              },
            }),
        });
      } else {
        log.info(
          { to: message.recipient, subject: message.subject, body: message.textBody },
          'e-mail not sent (no SMTP configured), written to the log',
        );
      }
      await markMessageSent(db, message.id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ err: error, emailId: message.id }, 'e-mail could not be sent');
      if (refusedForGood(error)) {
        await markMessageRefused(db, message.id, reason.slice(0, 1000));
        return;
      }
      const finalStatus = message.attempts >= MAX_ATTEMPTS ? 'ERROR' : 'WAITING';
      await markMessageFailed(db, message.id, finalStatus, reason.slice(0, 1000), message.attempts * message.attempts);
    }
  }

  async function deliverDue(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await claim();
      for (const message of batch) await deliver(message);
      handled += batch.length;
      if (batch.length < BATCH_SIZE) return handled;
    }
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((error: unknown) => {
        log.error({ err: error }, 'outbox run failed');
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const timer = options.intervalSeconds > 0 ? setInterval(run, options.intervalSeconds * 1000) : null;
  timer?.unref();
  return {
    kick: run,
    deliverDue,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
      transport?.close();
    },
  };
}
