import {
  globalErrorFieldOf,
  reservationAccessDenied,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type ValidatedResponse,
} from '@shop/contract';
import { routePattern } from '@shop/contract/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { pathsWithNul } from './nul-text.ts';
import { tooManyRequests, unstorableText, validationFailed } from './validated-response.ts';

/**
 * Binds a contract endpoint to a handler: the path, method and schemas come from the contract,
 * so a route cannot drift from what the shop calls. Malformed input never reaches the handler:
 * bad path parameters answer 404 (no such resource), bad query parameters 400, and bad bodies
 * 422 with field errors in the contract's `ValidatedResponse` shape where the endpoint answers
 * 422 at all, else 400. Text with a NUL character, which PostgreSQL cannot store, counts as bad.
 * A request over a rate limit (`RouteOptions.requestLimit`) is answered 429 before the handler.
 */
export interface RouteInput<E> {
  params: ParsedOrRaw<E, 'params', EndpointParams<E>>;
  query: ParsedOrRaw<E, 'query', EndpointQuery<E>>;
  body: ParsedOrRaw<E, 'body', EndpointBody<E>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type ParsedOrRaw<E, Part extends string, Fallback> = E extends { [P in Part]: infer S extends z.ZodType }
  ? z.output<S>
  : Fallback;

/** Whatever the handler returns is sent as the 200 body, unless it already sent a reply. */
export type Handler<E> = (input: RouteInput<E>) => Promise<unknown>;

/**
 * What every binding passes on from `AppContext.routeOptions`; `bind` requires it, since a route
 * bound without it would skip its rate limits and its response checks without a sign.
 */
export interface RouteOptions {
  /** Checks each answer against the contract's schema for its status, throwing when it is off-contract. */
  validateResponses: boolean;
  /** Counts requests against the limits on their endpoint; absent when limits are off. */
  requestLimit?: RequestLimit | undefined;
  /** Whether the request may use what its path names; absent, every request may. */
  access?: AccessRule | undefined;
}

/**
 * Whether the request may use what the endpoint's parsed path parameters name. A refused request is
 * answered before its query and body are read: 401 with the contract's text where the endpoint
 * documents alf.io's access-denied answer, else 404, as for an id that does not exist.
 */
export type AccessRule = (
  endpointKey: string,
  params: Record<string, unknown>,
  request: FastifyRequest,
) => Promise<boolean>;

/**
 * Counts a request with its parsed input; resolves to the seconds the client must wait when a
 * limit is exceeded (answered 429 before the handler runs), else null.
 */
export type RequestLimit = (endpointKey: string, input: Omit<RouteInput<Endpoint>, 'reply'>) => Promise<number | null>;

/**
 * Answers a page of another site may read: the catalogue, the event and its categories whatever the
 * status, and why a reservation was refused.
 */
const readableByAnyOrigin: Partial<Record<string, 'always' | 422>> = {
  listEvents: 'always',
  getEvent: 'always',
  getTicketCategories: 'always',
  reserveTickets: 422,
};

export function bind<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: RouteOptions,
): void {
  const anyOrigin = readableByAnyOrigin[endpoint.key];
  app.route({
    method: endpoint.method,
    url: routePattern(endpoint.path),
    ...(anyOrigin && {
      onSend: async (_request, reply, payload) => {
        if (anyOrigin === 'always' || reply.statusCode === anyOrigin) reply.header('Access-Control-Allow-Origin', '*');
        return payload;
      },
    }),
    handler: async (request, reply) => {
      const schemas = endpoint as Endpoint & { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
      const params = parse(schemas.params, request.params);
      if (!params.success || pathsWithNul(request.params).length > 0) return reply.code(404).send();
      if (options.access && !(await options.access(endpoint.key, params.data as Record<string, unknown>, request)))
        return refuse(endpoint, reply);
      const query = parse(schemas.query, request.query ?? {});
      if (!query.success || pathsWithNul(request.query).length > 0)
        return reply.code(400).type('text/plain').send('bad request');
      // A request without a body reads as `{}`. A JSON `null` does too where the endpoint validates
      // a form (it answers 422 with the fields that are missing); elsewhere it is a body, and not
      // the one asked for.
      const emptyForm = request.body === undefined || (request.body === null && 422 in endpoint.responses);
      const body = parse(schemas.body, emptyForm ? {} : request.body);
      const nulInBody = pathsWithNul(request.body);
      if (!body.success || nulInBody.length > 0) {
        if (!(422 in endpoint.responses)) return reply.code(400).type('text/plain').send('bad request');
        const formName: string = (globalErrorFieldOf as Partial<Record<string, string>>)[endpoint.key] ?? '';
        return reply
          .code(422)
          .send(body.success ? unstorableText(nulInBody, formName) : validationFailed(body.error, formName));
      }

      const input = { params: params.data, query: query.data, body: body.data, request };
      const waitSeconds = await options.requestLimit?.(endpoint.key, input as Omit<RouteInput<Endpoint>, 'reply'>);
      if (waitSeconds != null) return tooManyRequests(reply, endpoint, waitSeconds);

      const result = await handler({ ...input, reply } as RouteInput<E>);
      if (reply.sent) return reply;
      if (options.validateResponses) assertResponse(endpoint, reply.statusCode, result);
      return reply.send(result);
    },
  });
}

function refuse(endpoint: Endpoint, reply: FastifyReply) {
  const denied = (endpoint.responses as Record<number, unknown>)[401];
  if (denied === reservationAccessDenied) return reply.code(401).type('text/plain').send(reservationAccessDenied.text);
  return reply.code(404).send();
}

function parse(schema: z.ZodType | undefined, value: unknown) {
  if (!schema) return { success: true as const, data: value };
  return schema.safeParse(value);
}

function assertResponse(endpoint: Endpoint, status: number, body: unknown): void {
  const schema = (endpoint.responses as Record<number, unknown>)[status];
  if (schema && typeof schema === 'object' && 'safeParse' in schema) {
    const checked = (schema as z.ZodType).safeParse(body);
    if (!checked.success) {
      throw new Error(`${endpoint.method} ${endpoint.path} answered ${status} off-contract: ${checked.error.message}`);
    }
  }
}

export type { ValidatedResponse };
