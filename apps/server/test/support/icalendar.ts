import { expect } from 'vitest';

/**
 * Reads an iCalendar file as RFC 5545 has it: lines end in CRLF, a line starting with a blank
 * continues the one before, BEGIN and END pair up around one VEVENT in one VCALENDAR. Throws on
 * anything else; answers the properties by name.
 */
export function parseICalendar(file: string): Record<string, string> {
  expect(file.endsWith('\r\n')).toBe(true);
  const lines = file
    .slice(0, -2)
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n');
  const open: string[] = [];
  const properties: Record<string, string> = {};
  for (const line of lines) {
    const match = /^([A-Z-]+)((?:;[A-Z-]+=[^:;]*)*):(.*)$/.exec(line);
    if (!match) throw new Error(`not a content line: ${line}`);
    const [, name, , value] = match as unknown as [string, string, string, string];
    if (name === 'BEGIN') open.push(value);
    else if (name === 'END') expect(open.pop()).toBe(value);
    else properties[name] = value;
  }
  expect(open).toEqual([]);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
  return properties;
}
