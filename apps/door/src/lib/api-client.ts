import { buildPath } from '@shop/contract/routes';
import { organizerRoutes } from '@shop/contract/organizer-routes';

/** Where the gate sends its scans and with which check-in staff key, as alf.io's scan app keeps them. */
export interface Connection {
  baseUrl: string;
  apiKey: string;
  /** The gate's name, recorded on the server as who checked each ticket in. */
  gate: string;
}

type Routes = typeof organizerRoutes;

/** An answer the server gave, with its status: 401, 403 and 404 are the check-in API's refusals. */
export class ApiError extends Error {
  constructor(readonly status: number) {
    super(`the server answered ${status}`);
  }
}

/** The server could not be reached at all: the gate then works from its offline list. */
export class NetworkError extends Error {}

interface CallOptions {
  /** The path's `{name}` placeholders; a missing one throws. */
  params?: Record<string, string>;
  query?: Record<string, string | undefined>;
  body?: unknown;
}

/** Calls the check-in API on the gate's server, authenticated as the scan app is (`ApiKey`). */
export async function callApi<T>(connection: Connection, key: keyof Routes, options: CallOptions = {}): Promise<T> {
  return (await callApiWithHeaders<T>(connection, key, options)).value;
}

/** `callApi`, with the answer's headers (the offline list's `Alfio-TIME`). */
export async function callApiWithHeaders<T>(
  connection: Connection,
  key: keyof Routes,
  options: CallOptions = {},
): Promise<{ value: T; headers: Headers }> {
  const { method, path } = organizerRoutes[key];
  const url = new URL(buildPath(path, (options.params ?? {}) as never), connection.baseUrl);
  for (const [name, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) url.searchParams.set(name, value);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: {
        Authorization: `ApiKey ${connection.apiKey}`,
        Accept: 'application/json',
        ...(options.body !== undefined && { 'Content-Type': 'application/json' }),
      },
      ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
    });
  } catch {
    throw new NetworkError('no network');
  }
  if (!response.ok) throw new ApiError(response.status);
  return { value: (await response.json()) as T, headers: response.headers };
}
