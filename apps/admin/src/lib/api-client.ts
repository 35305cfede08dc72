import type { EndpointBody, EndpointQuery, EndpointResponse, Endpoints } from '@shop/contract';
import { organizerRoutes, type OrganizerRouteKey } from '@shop/contract/organizer-routes';
import { buildPath, type PathParams } from '@shop/contract/routes';

/**
 * The back office's one road to the server: the organizer's endpoints, authenticated by the
 * session's cookie. Every answer of the sign-in endpoints carries the CSRF token in `XSRF-TOKEN`;
 * it is kept here and sent with each change.
 */
let csrfToken = '';

type Key = OrganizerRouteKey & keyof Endpoints;
type Path<K extends Key> = (typeof organizerRoutes)[K]['path'];

export type ApiResponse<K extends Key> = EndpointResponse<Endpoints[K], 200>;

export interface RequestOptions<K extends Key> {
  params?: PathParams<Path<K>>;
  query?: EndpointQuery<Endpoints[K]>;
  body?: EndpointBody<Endpoints[K]>;
  signal?: AbortSignal;
}

/** A failed call: the status (0 when no answer arrived) and the parsed body when it was JSON. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** `Retry-After` of a 429, in seconds as the server wrote them. */
    readonly retryAfter: string | null = null,
  ) {
    super(`HTTP ${status}`);
  }
}

/** The endpoint's path with its params, and its query when there is one. */
function urlOf<K extends Key>(key: K, options: Pick<RequestOptions<K>, 'params' | 'query'>): string {
  const path = buildPath(organizerRoutes[key].path, (options.params ?? {}) as PathParams<string>);
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((options.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  }
  return query.size > 0 ? `${path}?${query}` : path;
}

export async function request<K extends Key>(key: K, options: RequestOptions<K> = {}): Promise<ApiResponse<K>> {
  const route = organizerRoutes[key];
  const headers = new Headers({ Accept: 'application/json' });
  if (route.method !== 'GET') headers.set('X-CSRF-TOKEN', csrfToken);
  if (options.body !== undefined) headers.set('Content-Type', 'application/json');
  let response: Response;
  try {
    response = await fetch(urlOf(key, options), {
      method: route.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null);
  }
  const token = response.headers.get('XSRF-TOKEN');
  if (token) csrfToken = token;
  const text = await response.text();
  let body: unknown = text;
  if (response.headers.get('Content-Type')?.includes('json') && text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok) throw new ApiError(response.status, body, response.headers.get('Retry-After'));
  return (text === '' ? undefined : body) as ApiResponse<K>;
}

/** A file the server made (an export): its content and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

/** Fetches a file endpoint (a GET answering a document, not JSON); failures as `request`'s. */
export async function download<K extends Key>(
  key: K,
  options: Pick<RequestOptions<K>, 'params' | 'query' | 'signal'> = {},
): Promise<DownloadedFile> {
  let response: Response;
  try {
    response = await fetch(urlOf(key, options), { credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null);
  }
  if (!response.ok) throw new ApiError(response.status, null, response.headers.get('Retry-After'));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}
