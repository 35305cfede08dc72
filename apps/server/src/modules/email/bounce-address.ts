/**
 * The envelope sender of one message (VERP): `bounces+<token>@<bounce domain>`. A delivery status
 * notification goes to the envelope sender, so its recipient names the message it is about.
 */
export function bounceAddress(token: string, domain: string): string {
  return `bounces+${token}@${domain}`;
}

const TOKEN = /^bounces\+([0-9a-f]{32})@(.+)$/i;

/**
 * The token of a bounce address of our domain, or null for any other address: the inbound
 * listener takes mail for nothing else, so it never relays.
 */
export function bounceTokenOf(address: string, domain: string): string | null {
  const match = TOKEN.exec(address.trim());
  if (!match || match[2]!.toLowerCase() !== domain.toLowerCase()) return null;
  return match[1]!.toLowerCase();
}
