import type { AppContext } from '../../app-context.ts';
import { findRecentMessages } from '../outbox/outbox-repository.ts';

const MAILBOX_SIZE = 50;

/**
 * `GET /dev/mailbox?recipient=…`, only with `PROFILE=dev`: the newest e-mails of the outbox as
 * JSON, sent or not. Without SMTP a newcomer can still read what the shop sends, and the
 * end-to-end journeys follow the links of the e-mails a buyer gets. Not part of alf.io's API.
 */
export function devMailboxRoutes(ctx: AppContext): void {
  if (ctx.config.profile !== 'dev') return;
  ctx.app.get('/dev/mailbox', async (request, reply) => {
    const { recipient } = request.query as { recipient?: unknown };
    const address = typeof recipient === 'string' && recipient.length > 0 && recipient.length <= 320 ? recipient : null;
    const messages = await findRecentMessages(ctx.db, address?.replace(/\0/g, '') ?? null, MAILBOX_SIZE);
    return reply.header('cache-control', 'no-store').send(messages);
  });
}
