/**
 * Reads the offline list as alf.io's scan app does: each entry is keyed by the hex SHA-256 of the
 * ticket code's HMAC part and encrypted with AES-256-CBC under a key derived from the whole code
 * (PBKDF2-HMAC-SHA1, the code as password and salt, 1000 rounds), written
 * `base64url(iv)|base64url(data)`. Only a device that scanned the code can read the holder.
 */
const text = new TextEncoder();

function hex(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromBase64Url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export async function offlineKey(code: string): Promise<string> {
  const hmac = code.slice(code.indexOf('/') + 1);
  return hex(await crypto.subtle.digest('SHA-256', text.encode(hmac)));
}

/** The entry's JSON, or null when `code` is not the one it was encrypted under. */
export async function decryptOfflineEntry(code: string, entry: string): Promise<unknown> {
  const [iv, data] = entry.split('|');
  if (!iv || !data) return null;
  const password = await crypto.subtle.importKey('raw', text.encode(code), 'PBKDF2', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-1', salt: text.encode(code), iterations: 1000 },
    password,
    { name: 'AES-CBC', length: 256 },
    false,
    ['decrypt'],
  );
  try {
    const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: fromBase64Url(iv) }, key, fromBase64Url(data));
    return JSON.parse(new TextDecoder().decode(plain)) as unknown;
  } catch {
    return null;
  }
}
