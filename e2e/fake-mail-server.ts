import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { FAKE_BOUNCE_PORT, FAKE_SMTP_PORT, REFUSED_MAILBOX, BOUNCING_MAILBOX } from './journey-settings.ts';

/**
 * The buyers' mail servers as the journeys need them, behind the server's SMTP_URL: mail to
 * REFUSED_MAILBOX is refused at RCPT TO (550), as a server without that mailbox answers; mail to
 * BOUNCING_MAILBOX is taken, but first reported undeliverable to its envelope sender, a bounce
 * address the server listens for (MAIL_BOUNCE_PORT), as a relay that cannot pass it on reports
 * it. Everything else is taken and dropped.
 */

const smtpError = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });

function report(recipient: string): string {
  return [
    'From: Mail Delivery System <MAILER-DAEMON@mx.example.net>',
    'Subject: Undelivered Mail Returned to Sender',
    'MIME-Version: 1.0',
    'Content-Type: multipart/report; report-type=delivery-status; boundary="report"',
    '',
    '--report',
    'Content-Type: message/delivery-status',
    '',
    'Reporting-MTA: dns; mx.example.net',
    '',
    `Final-Recipient: rfc822; ${recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    'Diagnostic-Code: smtp; 550 5.1.1 user unknown',
    '',
    '--report--',
    '',
  ].join('\r\n');
}

const bounceTransport = nodemailer.createTransport({
  host: '127.0.0.1',
  port: FAKE_BOUNCE_PORT,
  secure: false,
  ignoreTLS: true,
});

const server = new SMTPServer({
  disabledCommands: ['AUTH', 'STARTTLS'],
  authOptional: true,
  logger: false,
  onRcptTo(address, _session, callback) {
    if (address.address.toLowerCase() === REFUSED_MAILBOX) return callback(smtpError(550, '5.1.1 no such mailbox'));
    callback();
  },
  onData(stream, session, callback) {
    stream.resume();
    stream.on('end', () => {
      const bouncing = session.envelope.rcptTo.some(({ address }) => address.toLowerCase() === BOUNCING_MAILBOX);
      const sender = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
      if (!bouncing || !sender) return callback();
      bounceTransport.sendMail({ envelope: { from: '', to: sender }, raw: report(BOUNCING_MAILBOX) }).then(
        () => callback(),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    });
  },
});
server.listen(FAKE_SMTP_PORT, '127.0.0.1');
