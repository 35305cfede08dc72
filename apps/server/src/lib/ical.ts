/**
 * A minimal iCalendar (RFC 5545) writer for "add to calendar" links: one VEVENT per entry, times
 * in UTC, text values escaped, lines folded at 75 octets, CRLF line ends.
 */
export interface CalendarEntry {
  /** Globally unique and stable, so a calendar updates the entry instead of duplicating it. */
  uid: string;
  start: Date;
  end: Date;
  /** When the file was produced (DTSTAMP). */
  stamp: Date;
  summary: string;
  /** Plain text; newlines are kept. */
  description?: string | null;
  location?: string | null;
  url?: string | null;
  organizer?: { name: string; email: string } | null;
}

export function toICalendar(entries: readonly CalendarEntry[], productId: string): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${text(productId)}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${text(entry.uid)}`,
      `DTSTAMP:${utc(entry.stamp)}`,
      `DTSTART:${utc(entry.start)}`,
      `DTEND:${utc(entry.end)}`,
      `SUMMARY:${text(entry.summary)}`,
    );
    if (entry.description) lines.push(`DESCRIPTION:${text(entry.description)}`);
    if (entry.location) lines.push(`LOCATION:${text(entry.location)}`);
    if (entry.url) lines.push(`URL:${uri(entry.url)}`);
    if (entry.organizer)
      lines.push(`ORGANIZER;CN=${parameter(entry.organizer.name)}:mailto:${uri(entry.organizer.email)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** `20250314T090000Z`. */
export function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** iCalendar TEXT value (RFC 5545): backslash, semicolon and comma escaped, line breaks as `\n`, other controls dropped. */
export function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .split('')
    .filter(isPrintable)
    .join('');
}

/** A URI value is not escaped, but may not break the line. */
function uri(value: string): string {
  return value.split('').filter(isPrintable).join('');
}

/** A parameter value, always quoted; a quote cannot appear inside (RFC 5545). */
function parameter(value: string): string {
  return `"${value
    .split('')
    .filter((c) => c !== '"' && isPrintable(c))
    .join('')}"`;
}

function isPrintable(character: string): boolean {
  const code = character.charCodeAt(0);
  return code >= 0x20 && code !== 0x7f;
}

/**
 * Line folding as RFC 5545 requires: no line longer than 75 octets; continuation lines start with a space, so they
 * carry 74 octets of content. A multi-byte character is never split.
 */
export function fold(line: string): string {
  if (Buffer.byteLength(line, 'utf8') <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const character of line) {
    const octets = Buffer.byteLength(character, 'utf8');
    if (size + octets > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += character;
    size += octets;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
