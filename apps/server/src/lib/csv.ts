/**
 * CSV for spreadsheets (RFC 4180): fields joined by commas, lines ended by CRLF, a field quoted when
 * it holds a comma, a quote or a line break, its quotes doubled. The text starts with a UTF-8 byte
 * order mark, without which Excel reads the file in the machine's legacy code page and garbles every
 * accented name.
 */
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one) gets a leading apostrophe, so a buyer's answer such as `=HYPERLINK(…)` shows as the
 * text it is instead of acting on the organizer's machine.
 */
export function defuseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvField(value: string): string {
  const safe = defuseFormula(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (fields: readonly string[]) => fields.map(csvField).join(',');
  return BYTE_ORDER_MARK + [header, ...rows].map(line).join('\r\n') + '\r\n';
}
