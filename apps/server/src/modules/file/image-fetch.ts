import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Queryable } from '../../db/database.ts';
import { isAllowedAddress, type AddressPolicy } from './address-policy.ts';
import { insertBlob } from './file-repository.ts';
import { imageKindOf, type ImageKind } from './image-kind.ts';

/** An image as alf.io takes it from `imageUrl`: at most 200 kB. */
export const IMAGE_URL_MAX_BYTES = 200 * 1024;

export interface ImageFetchOptions extends AddressPolicy {
  maxBytes?: number;
  /** For the whole download, redirects included. */
  timeoutMs?: number;
  maxRedirects?: number;
}

export type ImageFetchFailure =
  | 'invalid-url'
  | 'refused-address'
  | 'not-found'
  | 'too-large'
  | 'not-an-image'
  | 'timeout'
  | 'too-many-redirects'
  | 'unreachable';

export class ImageFetchError extends Error {
  constructor(
    readonly reason: ImageFetchFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface FetchedImage extends ImageKind {
  content: Uint8Array;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Downloads an organizer's image. The address is checked where the connection is made (every
 * name resolved, every redirect followed), so neither a name that resolves to a private address
 * nor a redirect to one reaches it; the body stops being read past `maxBytes`; what is kept must
 * be an image by its own bytes, whatever the server calls it.
 */
export async function fetchImage(url: string, options: ImageFetchOptions = {}): Promise<FetchedImage> {
  const maxBytes = options.maxBytes ?? IMAGE_URL_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? 3;
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs ?? 10_000);
  try {
    let target = parseTarget(url);
    for (let redirects = 0; ; redirects++) {
      const response = await get(target, options, deadline.signal);
      if (REDIRECTS.has(response.statusCode ?? 0)) {
        response.resume();
        if (redirects >= maxRedirects)
          throw new ImageFetchError('too-many-redirects', `more than ${maxRedirects} redirects`);
        const location = response.headers.location;
        if (!location) throw new ImageFetchError('not-found', 'a redirect without a location');
        target = parseTarget(new URL(location, target).href);
        continue;
      }
      if (response.statusCode !== 200) {
        response.resume();
        throw new ImageFetchError('not-found', `the image's server answered ${response.statusCode}`);
      }
      const content = await readAtMost(response, maxBytes);
      const kind = imageKindOf(content);
      if (!kind) throw new ImageFetchError('not-an-image', 'not a PNG, JPEG, GIF or WebP image');
      return { ...kind, content };
    }
  } catch (error) {
    if (error instanceof ImageFetchError) throw error;
    if (deadline.signal.aborted) throw new ImageFetchError('timeout', 'the image did not arrive in time');
    throw new ImageFetchError('unreachable', error instanceof Error ? error.message : String(error));
  } finally {
    clearTimeout(timer);
  }
}

/** Downloads the image and stores it among the files; answers its digest, as `fileBlobId`. */
export async function fetchAndStoreImage(db: Queryable, url: string, options: ImageFetchOptions = {}): Promise<string> {
  const image = await fetchImage(url, options);
  const attributes: Record<string, number> =
    image.width && image.height ? { width: image.width, height: image.height } : {};
  return insertBlob(db, { contentType: image.contentType, content: image.content, attributes });
}

function parseTarget(url: string): URL {
  let target: URL;
  try {
    target = new URL(url);
  } catch {
    throw new ImageFetchError('invalid-url', 'not a URL');
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:')
    throw new ImageFetchError('invalid-url', 'only http and https URLs');
  if (target.username || target.password) throw new ImageFetchError('invalid-url', 'a URL with credentials');
  return target;
}

function get(target: URL, policy: AddressPolicy, signal: AbortSignal): Promise<IncomingMessage> {
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address is never looked up, so it is judged here; names are judged as resolved.
  if (isIP(host) !== 0 && !isAllowedAddress(host, policy))
    return Promise.reject(new ImageFetchError('refused-address', `${host} is not a public address`));
  // No pooled connection: each download connects, and so passes the address check, anew.
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      target,
      { agent: false, lookup: checkedLookup(policy), signal, headers: { accept: 'image/*' } },
      resolve,
    );
    request.once('error', reject);
  });
}

function checkedLookup(policy: AddressPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !isAllowedAddress(entry.address, policy));
      if (refused || addresses.length === 0)
        return callback(new ImageFetchError('refused-address', `${hostname} is not a public address`), '', 0);
      if (options.all) return callback(null, addresses as unknown as string, 0);
      const [first] = addresses;
      callback(null, first!.address, first!.family);
    });
  };
}

async function readAtMost(response: IncomingMessage, maxBytes: number): Promise<Uint8Array> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    response.destroy();
    throw new ImageFetchError('too-large', `more than ${maxBytes} bytes`);
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw new ImageFetchError('too-large', `more than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
