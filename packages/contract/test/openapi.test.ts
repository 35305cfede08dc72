import { describe, expect, it } from 'vitest';
import { endpoints } from '../src/endpoints.ts';
import { openApiDocument } from '../src/openapi.ts';

interface Operation {
  operationId: string;
  parameters: { name: string; in: string; required: boolean }[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
}

const document = openApiDocument() as { openapi: string; paths: Record<string, Record<string, Operation>> };

describe('the OpenAPI document', () => {
  it('describes every endpoint under its path and method, with its path parameters and answers', () => {
    expect(document.openapi).toBe('3.1.0');
    for (const endpoint of Object.values(endpoints)) {
      const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()];
      expect(operation?.operationId, endpoint.key).toBe(endpoint.key);
      const pathNames = [...endpoint.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
      const declared = operation!.parameters.filter((parameter) => parameter.in === 'path');
      expect(declared.map((parameter) => parameter.name).sort(), endpoint.key).toEqual(pathNames.sort());
      expect(Object.keys(operation!.responses).sort(), endpoint.key).toEqual(Object.keys(endpoint.responses).sort());
      expect(operation!.requestBody !== undefined, endpoint.key).toBe('body' in endpoint);
    }
  });

  it('names the fields a reservation request needs', () => {
    const body = document.paths['/api/v2/public/event/{eventName}/reserve-tickets']?.post?.requestBody as {
      content: { 'application/json': { schema: { properties: Record<string, unknown> } } };
    };
    expect(Object.keys(body.content['application/json'].schema.properties)).toContain('reservation');
  });
});
