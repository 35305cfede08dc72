import PostalMime from 'postal-mime';

/**
 * What a delivery status notification (RFC 3464: a multipart/report whose
 * message/delivery-status part holds one block of fields per recipient) says for good: the
 * recipients the reporting server failed to deliver to with a permanent status (5.x.x). A delay
 * or a transient failure (4.x.x) is left out, since the reporting server goes on trying; so is
 * any mail that carries no delivery status at all (an auto-reply, spam).
 */
export interface PermanentFailure {
  /** Lowercase; from Final-Recipient and Original-Recipient. */
  recipients: string[];
  /** The status and the server's diagnostic, for the organizer: `5.1.1 smtp; 550 no such user`. */
  reason: string;
}

const STATUS_PARTS = new Set(['message/delivery-status', 'message/global-delivery-status']);

export async function permanentFailureIn(raw: Uint8Array): Promise<PermanentFailure | null> {
  // The returned original is kept whole, not parsed: only the report's own part is read. Mail
  // the parser refuses (headers past its limits) is no report we can act on.
  const email = await PostalMime.parse(raw, { maxRfc822NestingDepth: 0, attachmentEncoding: 'utf8' }).catch(() => null);
  const report = email?.attachments.find((part) => STATUS_PARTS.has(part.mimeType));
  if (!report || typeof report.content !== 'string') return null;
  const failed = recipientBlocks(report.content).filter(
    (fields) => fields.get('action')?.toLowerCase() === 'failed' && /^5\.\d{1,3}\.\d{1,3}$/.test(statusOf(fields)),
  );
  if (failed.length === 0) return null;
  const recipients = failed.flatMap((fields) =>
    ['final-recipient', 'original-recipient'].flatMap((name) => {
      const address = addressOf(fields.get(name));
      return address ? [address] : [];
    }),
  );
  const first = failed[0]!;
  const diagnostic = first.get('diagnostic-code');
  return {
    recipients: [...new Set(recipients)],
    reason: [statusOf(first), diagnostic].filter(Boolean).join(' ').slice(0, 1000),
  };
}

const statusOf = (fields: Map<string, string>) => (fields.get('status') ?? '').split(/\s/)[0] ?? '';

/** `rfc822; someone@example.net` → `someone@example.net`. */
function addressOf(value: string | undefined): string | null {
  if (!value) return null;
  const semicolon = value.indexOf(';');
  const address = (semicolon === -1 ? value : value.slice(semicolon + 1)).trim().replace(/^<|>$/g, '');
  return address.includes('@') ? address.toLowerCase() : null;
}

/** The per-recipient blocks: the first block of fields is about the message, the others each about one recipient. */
function recipientBlocks(text: string): Map<string, string>[] {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .replace(/\n[ \t]+/g, ' ')
    .split(/\n\s*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
  return blocks.slice(1);
}
