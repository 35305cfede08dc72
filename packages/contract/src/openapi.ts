import { z } from 'zod';
import { emptyBody, type EndpointSchemas } from './endpoint.ts';
import { endpoints } from './endpoints.ts';

/**
 * The public API as an OpenAPI 3.1 document, built from the same schemas the server validates
 * with and the shop reads: each endpoint's path, method, parameters, body and documented answers.
 * OpenAPI 3.1 uses JSON Schema 2020-12, which is what zod writes, so no converter stands between.
 */

type JsonSchema = Record<string, unknown>;

const statusText: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  302: 'Redirect',
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  412: 'Precondition failed',
  422: 'Validation errors',
  429: 'Too many requests: `Retry-After` gives the seconds to wait',
  500: 'Unexpected exception',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  // Dates and transforms have no JSON form: they are described by what travels on the wire.
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(where: 'path' | 'query', schema: z.ZodType | undefined, path: string): Record<string, unknown>[] {
  if (!schema) {
    if (where === 'query') return [];
    return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
  }
  const object = jsonSchema(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function responses(declared: EndpointSchemas['responses']): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(declared).map(([status, body]) => {
      const description = statusText[Number(status)] ?? `Status ${status}`;
      if (body === undefined || body === emptyBody) return [status, { description }];
      if ('binary' in body) {
        return [status, { description, content: { [body.binary]: { schema: { type: 'string', format: 'binary' } } } }];
      }
      if ('text' in body) {
        const schema = body.text === null ? { type: 'string' } : { type: 'string', const: body.text };
        return [status, { description, content: { 'text/plain': { schema } } }];
      }
      return [status, { description, content: { 'application/json': { schema: jsonSchema(body, 'output') } } }];
    }),
  );
}

/** alf.io's admin API v1: the organizer's endpoints, authenticated by an API key. */
const organizerPathPrefix = '/api/v1/admin/';
/** alf.io's check-in API, for its scan app: organizer endpoints too. */
const checkInPathPrefix = '/admin/api/check-in/';
/** alf.io's back-office API for an order's money (cancel, refund): organizer endpoints too. */
const reservationAdminPathPrefix = '/admin/api/reservation/';
const organizerTag = 'organizer';

export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const declared of Object.values(endpoints)) {
    const endpoint = declared as typeof declared & EndpointSchemas;
    const forOrganizers = [organizerPathPrefix, checkInPathPrefix, reservationAdminPathPrefix].some((prefix) =>
      endpoint.path.startsWith(prefix),
    );
    const operation: Record<string, unknown> = {
      operationId: endpoint.key,
      ...(forOrganizers && { tags: [organizerTag], security: [{ apiKey: [] }] }),
      parameters: [
        ...parameters('path', endpoint.params, endpoint.path),
        ...parameters('query', endpoint.query, endpoint.path),
      ],
      ...(endpoint.body && {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } },
        },
      }),
      responses: responses(endpoint.responses),
    };
    paths[endpoint.path] = { ...paths[endpoint.path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ticket shop public API',
      version: '2',
      description:
        'The buyer-facing API v2 of alf.io, as this shop calls it and its reference server answers it. State-changing calls carry the session id (X-Auth-Token header or ALFIO_SESSION cookie) and the CSRF token (X-CSRF-TOKEN header) of a page the server rendered.',
    },
    tags: [
      {
        name: organizerTag,
        description:
          "Organizer endpoints: alf.io's admin API v1, for an organization's programs, its check-in API (/admin/api/check-in/) for the scan app at the door, and its order operations (/admin/api/reservation/). Each call carries `Authorization: ApiKey <key>`, an organization's key or, under /api/v1/admin/system/, the installation's system key.",
      },
    ],
    components: {
      securitySchemes: {
        apiKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The word ApiKey, a space and the key: `Authorization: ApiKey <key>`.',
        },
      },
    },
    paths,
  };
}
