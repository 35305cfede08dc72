import type { z } from 'zod';
import { organizerRoutes, type OrganizerRouteKey } from './organizer-routes.ts';
import { routes, type PathParams, type RouteKey } from './routes.ts';

/** Every route an endpoint may be declared for: the shop's and the organizer's. */
export type AnyRouteKey = RouteKey | OrganizerRouteKey;
const allRoutes = { ...routes, ...organizerRoutes };

/**
 * Everything the wire says about one endpoint: its route (from `routes.ts`) plus request and
 * response schemas. `responses` maps each documented status to the schema of its body;
 * `emptyBody` marks bodiless answers (204, 302, bare 403/404), `binary` documents that are
 * not JSON (PDF, PNG, iCalendar), named by their content type, and `plainText` alf.io's
 * text/plain error messages, which clients match on status only.
 */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly responses: Readonly<Partial<Record<number, z.ZodType | typeof emptyBody | Binary | PlainText>>>;
}

export const emptyBody = 'empty' as const;

export interface Binary {
  readonly binary: string;
}
export const binary = (contentType: string): Binary => ({ binary: contentType });

export interface PlainText {
  /** The fixed message, or null when alf.io sends an exception's message. */
  readonly text: string | null;
}
export const plainText = (message: string | null = null): PlainText => ({ text: message });

export const endpoint = <const K extends AnyRouteKey, const S extends EndpointSchemas>(key: K, schemas: S) =>
  ({ key, ...allRoutes[key], ...schemas }) as const;

export type Endpoint = ReturnType<typeof endpoint<AnyRouteKey, EndpointSchemas>>;

type SchemaInput<S> = S extends z.ZodType ? z.input<S> : never;
type SchemaOutput<S> = S extends z.ZodType ? z.output<S> : never;

export type EndpointParams<E> = E extends { params: infer P }
  ? SchemaInput<P>
  : E extends { path: infer Path extends string }
    ? PathParams<Path>
    : never;
export type EndpointQuery<E> = E extends { query: infer Q } ? SchemaInput<Q> : undefined;
export type EndpointBody<E> = E extends { body: infer B } ? SchemaInput<B> : undefined;
/** Body of the given status (default 200) as the server sends it. */
export type EndpointResponse<E, Status extends number = 200> = E extends { responses: infer R }
  ? Status extends keyof R
    ? R[Status] extends typeof emptyBody
      ? undefined
      : R[Status] extends PlainText
        ? string
        : SchemaOutput<R[Status]>
    : never
  : never;
