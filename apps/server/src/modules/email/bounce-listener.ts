import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Database } from '../../db/database.ts';
import { markMessageBounced } from '../outbox/outbox-repository.ts';
import { bounceTokenOf } from './bounce-address.ts';
import { permanentFailureIn } from './delivery-report.ts';
import type { MailLog } from './mailer.ts';

/**
 * Takes the delivery status notifications that receiving servers send to a message's envelope
 * sender (`bounce-address.ts`) after they had accepted it, and marks the message BOUNCED when
 * one reports a permanent failure. It is a mail server for the bounce domain's addresses only:
 * any other recipient is refused, so it relays nothing, and it never signs anyone in.
 */

export interface BounceListenerOptions {
  domain: string;
  host: string;
  /** 0 takes a free port. */
  port: number;
}

export interface BounceListener {
  port: number;
  close(): Promise<void>;
}

/** Larger reports are refused; they carry the returned message, a confirmation with its PDFs. */
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;
/** What is read of a report: the status part comes before the returned message (RFC 3464). */
const KEPT_BYTES = 256 * 1024;
/** A report goes to one envelope sender; a few more allow a server that batches them. */
const MAX_RECIPIENTS = 10;
const MAX_CLIENTS = 50;

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

export async function startBounceListener(
  db: Database,
  options: BounceListenerOptions,
  log: MailLog,
): Promise<BounceListener> {
  async function record(tokens: readonly string[], raw: Uint8Array): Promise<void> {
    const failure = await permanentFailureIn(raw);
    if (!failure) return;
    for (const token of tokens) {
      // An unknown token, or a message that is not SENT, changes nothing.
      if (await markMessageBounced(db, token, failure.recipients, failure.reason))
        log.info({ reason: failure.reason }, 'e-mail bounced, marked on its order');
    }
  }

  function read(stream: SMTPServerDataStream): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let kept = 0;
      stream.on('data', (chunk: Buffer) => {
        if (kept >= KEPT_BYTES) return;
        const part = chunk.subarray(0, KEPT_BYTES - kept);
        chunks.push(part);
        kept += part.length;
      });
      stream.on('end', () => resolve(Buffer.concat(chunks)));
      stream.on('error', reject);
    });
  }

  const server = new SMTPServer({
    name: options.domain,
    banner: 'delivery status notifications only',
    // Nobody signs in and nothing is relayed; a report is no secret to encrypt.
    disabledCommands: ['AUTH', 'STARTTLS'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    maxClients: MAX_CLIENTS,
    socketTimeout: 30_000,
    closeTimeout: 5_000,
    logger: false,
    onRcptTo(address, session, callback) {
      if (!bounceTokenOf(address.address, options.domain))
        return callback(smtpError(550, '5.7.1 this server takes mail for its bounce addresses only'));
      if (session.envelope.rcptTo.length >= MAX_RECIPIENTS)
        return callback(smtpError(452, '4.5.3 too many recipients'));
      callback();
    },
    onData(stream, session, callback) {
      read(stream)
        .then(async (raw) => {
          if (stream.sizeExceeded) return callback(smtpError(552, '5.3.4 message too big'));
          const tokens = session.envelope.rcptTo.flatMap(({ address }) => bounceTokenOf(address, options.domain) ?? []);
          await record(tokens, raw);
          callback();
        })
        .catch((error: unknown) => {
          // Our side failed (the database): the reporting server keeps the report and tries again.
          log.error({ err: error }, 'delivery status notification not recorded');
          callback(smtpError(451, '4.3.0 try again later'));
        });
    },
  });
  server.on('error', (error) => log.error({ err: error }, 'bounce listener connection failed'));

  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
