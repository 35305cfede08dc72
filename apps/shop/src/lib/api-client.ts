import type {
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  Endpoints,
  ErrorDescriptor,
  ValidatedResponse,
} from '@shop/contract';
import { buildPath, routes, type PathParams, type RouteKey } from '@shop/contract/routes';
import { readMeta, writeMeta } from './preload.ts';

/**
 * The one road to the server. Every request carries the session id and, when state changes, the
 * CSRF token; every response may renew both, the session id in `X-Auth-Token`, the CSRF token in
 * `XSRF-TOKEN`. Failures reach callers as one typed `ApiError`, whose validation errors are the
 * contract's `ErrorDescriptor`s.
 */

export const errorCodes = {
  /** Any answer above 499: the server failed, whatever the request. */
  server: 'error.STEP_2_PAYMENT_REQUEST_CREATION',
  /** The human challenge the server asked for could not be passed. */
  challenge: 'error.STEP_2_CAPTCHA_VALIDATION_FAILED',
  /** Network failures and statuses the contract gives no meaning to. */
  generic: 'shop.error.generic',
  /** A rate limit without a message of the server's: argument 0 the seconds from `Retry-After`. */
  tooManyRequests: 'shop.error.too-many-requests',
  /** A rate limit that does not say how long to wait. */
  tooManyRequestsLater: 'shop.error.too-many-requests-later',
} as const;

export interface GlobalError {
  code: string;
  arguments: ErrorDescriptor['arguments'];
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when no answer arrived; 200 for a `ValidatedResponse` with `success` false. */
    readonly status: number,
    /**
     * The parsed body of a 422 (or of a failed 200 `ValidatedResponse` when asked for): the server
     * judged the input. Null for every other failure, a 429 included.
     */
    readonly validation: ValidatedResponse<unknown> | null,
    /**
     * Codes to show when no form field claims them: the single code of a server or challenge
     * failure, or every error of a validation answer (forms map `validation` to fields instead).
     */
    readonly globalErrors: readonly GlobalError[],
  ) {
    super(globalErrors[0]?.code ?? `HTTP ${status}`);
  }
}

type Path<K extends RouteKey> = (typeof routes)[K]['path'];
type Endpoint<K extends RouteKey> = K extends keyof Endpoints ? Endpoints[K] : { path: Path<K> };
type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** What a successful call resolves to: the 200 body, or undefined where the endpoint answers 204. */
export type ApiResponse<K extends RouteKey> =
  EndpointResponse<Endpoint<K>, 200> | (Endpoint<K> extends { responses: { 204: unknown } } ? undefined : never);

export type RequestOptions<K extends RouteKey> = {
  query?: EndpointQuery<Endpoint<K>> | Record<string, QueryValue>;
  body?: EndpointBody<Endpoint<K>>;
  signal?: AbortSignal;
  /** Treat a 200 `ValidatedResponse` whose `success` is false as a validation error. */
  validated?: boolean;
} & (PathParams<Path<K>> extends Record<string, never>
  ? { params?: undefined }
  : { params: EndpointParams<Endpoint<K>> });

type OptionsArgument<K extends RouteKey> =
  PathParams<Path<K>> extends Record<string, never> ? [options?: RequestOptions<K>] : [options: RequestOptions<K>];

/** Answers a human challenge with a fresh token, or rejects when the visitor could not pass it. */
export type ChallengeHandler = () => Promise<string>;
type SignInListener = (enabled: boolean) => void;

let challengeHandler: ChallengeHandler | null = null;
let pendingChallenge: Promise<string> | null = null;
let verificationToken: string | null = null;
const signInListeners = new Set<SignInListener>();

/** The shell registers the challenge modal here; returns the unregistration. */
export function registerChallengeHandler(handler: ChallengeHandler): () => void {
  challengeHandler = handler;
  return () => {
    if (challengeHandler === handler) challengeHandler = null;
  };
}

/** Called with `Alfio-OpenId-Enabled` of every GET answer that carries it; returns the unsubscription. */
export function onSignInAvailability(listener: SignInListener): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

/** Forgets the challenge token (tests, and a visitor who leaves the page state behind). */
export function resetChallengeState(): void {
  verificationToken = null;
  pendingChallenge = null;
}

export async function request<K extends RouteKey>(key: K, ...[options]: OptionsArgument<K>): Promise<ApiResponse<K>> {
  const route = routes[key];
  const opts = (options ?? {}) as RequestOptions<RouteKey> & { params?: Record<string, string | number> };
  const url =
    buildPath(route.path, (opts.params ?? {}) as never) + queryString(opts.query as Record<string, QueryValue>);
  const send = () => fetchWithSession(route.method, url, opts.body, opts.signal);

  let response = await send();
  if (isChallenge(response)) response = await passChallenge(send);
  return (await readAnswer(response, opts.validated ?? false)) as ApiResponse<K>;
}

async function fetchWithSession(
  method: string,
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json', 'X-Auth-Token': readMeta('GID') ?? '' });
  if (method !== 'GET') headers.set('X-CSRF-TOKEN', csrfToken());
  if (verificationToken) headers.set('Alfio-Verification', verificationToken);
  if (body !== undefined) headers.set('Content-Type', 'application/json');

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, null, [{ code: errorCodes.generic, arguments: null }]);
  }
  keepSessionCurrent(method, response.headers);
  return response;
}

/** The CSRF meta is created when the page came without one (development proxy). */
function csrfToken(): string {
  const token = readMeta('XSRF_TOKEN');
  if (token === null) writeMeta('XSRF_TOKEN', '');
  return token ?? '';
}

function keepSessionCurrent(method: string, headers: Headers): void {
  // A changed session id replaces ours; an empty one (after logout) blanks it.
  const sessionId = headers.get('X-Auth-Token');
  if (sessionId !== null && sessionId !== readMeta('GID')) writeMeta('GID', sessionId);
  if (method !== 'GET') return;
  // The server hands out a CSRF token for us to keep only on GET answers.
  const csrf = headers.get('XSRF-TOKEN');
  if (csrf) writeMeta('XSRF_TOKEN', csrf);
  const signIn = headers.get('Alfio-OpenId-Enabled');
  if (signIn !== null) for (const listener of signInListeners) listener(signIn === 'true');
}

function isChallenge(response: Response): boolean {
  return (
    response.status === 403 &&
    (response.headers.has('Alfio-Verification-Missing') || response.headers.get('cf-mitigated') === 'challenge')
  );
}

/** Obtains a token (one modal for simultaneous challenges) and replays the request once. */
async function passChallenge(send: () => Promise<Response>): Promise<Response> {
  try {
    if (!challengeHandler) throw new Error('no challenge handler');
    pendingChallenge ??= challengeHandler().finally(() => (pendingChallenge = null));
    verificationToken = await pendingChallenge;
  } catch {
    throw challengeFailure();
  }
  const replayed = await send();
  if (isChallenge(replayed)) throw challengeFailure();
  return replayed;
}

function challengeFailure(): ApiError {
  verificationToken = null;
  return new ApiError(403, null, [{ code: errorCodes.challenge, arguments: null }]);
}

async function readAnswer(response: Response, validated: boolean): Promise<unknown> {
  if (response.status > 499) throw new ApiError(response.status, null, [{ code: errorCodes.server, arguments: null }]);
  const body = await readBody(response);
  if (response.status === 422) {
    const validation = isValidatedResponse(body) ? body : null;
    throw new ApiError(
      422,
      validation,
      validation ? globalErrorsOf(validation) : [{ code: errorCodes.generic, arguments: null }],
    );
  }
  if (response.status === 429) throw tooManyRequests(response, body);
  if (!response.ok) throw new ApiError(response.status, null, [{ code: errorCodes.generic, arguments: null }]);
  if (validated && isValidatedResponse(body) && !body.success)
    throw new ApiError(response.status, body, globalErrorsOf(body));
  return body;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  if (!(response.headers.get('Content-Type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isValidatedResponse(body: unknown): body is ValidatedResponse<unknown> {
  return (
    typeof body === 'object' &&
    body !== null &&
    'success' in body &&
    Array.isArray((body as { validationErrors?: unknown }).validationErrors)
  );
}

function globalErrorsOf(validation: ValidatedResponse<unknown>): GlobalError[] {
  return validation.validationErrors.flatMap((error) =>
    error.code ? [{ code: error.code, arguments: error.arguments }] : [],
  );
}

/**
 * Over a rate limit the input was not judged, so it has no field errors: the buyer keeps what
 * they typed and reads when to try again, from the server's own global error (ours sends
 * `error.TOO_MANY_REQUESTS` with the seconds) or else from `Retry-After`.
 */
function tooManyRequests(response: Response, body: unknown): ApiError {
  const fromServer = isValidatedResponse(body) ? globalErrorsOf(body) : [];
  if (fromServer.length > 0) return new ApiError(429, null, fromServer);
  const seconds = retryAfterSeconds(response.headers.get('Retry-After'));
  return new ApiError(429, null, [
    seconds === null
      ? { code: errorCodes.tooManyRequestsLater, arguments: null }
      : { code: errorCodes.tooManyRequests, arguments: { '0': seconds } },
  ]);
}

/** `Retry-After` holds whole seconds or an HTTP date. */
function retryAfterSeconds(value: string | null): number | null {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) return Number(text);
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(1, Math.ceil((at - Date.now()) / 1000));
}

function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
