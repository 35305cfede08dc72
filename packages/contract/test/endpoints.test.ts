import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '../src/endpoints.ts';
import type { AnyRouteKey } from '../src/endpoint.ts';
import { organizerRoutes } from '../src/organizer-routes.ts';
import { routes } from '../src/routes.ts';

const allRoutes = { ...routes, ...organizerRoutes };
const routeKeys = Object.keys(allRoutes).sort();
const entries = Object.entries(endpoints) as [AnyRouteKey, (typeof endpoints)[AnyRouteKey]][];

const placeholders = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('endpoints', () => {
  it('declares every route and nothing else', () => {
    expect(Object.keys(endpoints).sort()).toEqual(routeKeys);
  });

  it.each(entries)('%s keeps the method, path and key of its route', (key, declared) => {
    expect(declared.key).toBe(key);
    expect({ method: declared.method, path: declared.path }).toEqual(allRoutes[key]);
  });

  it.each(entries)('%s declares a schema for exactly the placeholders of its path', (key, declared) => {
    const names = placeholders(declared.path);
    const params = 'params' in declared ? declared.params : undefined;
    if (names.length === 0) {
      expect(params, `${key} has no placeholders`).toBeUndefined();
      return;
    }
    expect(params, `${key} needs a params schema`).toBeInstanceOf(z.ZodObject);
    expect(Object.keys((params as z.ZodObject).shape).sort()).toEqual(names);
  });

  it.each(entries)('%s documents a success status and only valid bodies', (key, declared) => {
    const statuses = Object.keys(declared.responses).map(Number);
    expect(
      statuses.some((status) => status >= 200 && status < 400),
      key,
    ).toBe(true);
    for (const response of Object.values(declared.responses)) {
      const valid =
        response === 'empty' ||
        response instanceof z.ZodType ||
        (typeof response === 'object' && ('binary' in response || 'text' in response));
      expect(valid, `${key}: ${JSON.stringify(response)}`).toBe(true);
    }
  });

  it('lets bodies only on methods that carry one', () => {
    for (const [key, declared] of entries) {
      if ('body' in declared) expect(['POST', 'PUT'], key).toContain(declared.method);
    }
  });

  it('rejects garbage in path parameters instead of passing it on', () => {
    const long = 'x'.repeat(256);
    expect(endpoints.getEvent.params.safeParse({ eventName: long }).success).toBe(false);
    expect(endpoints.getEvent.params.safeParse({ eventName: '' }).success).toBe(false);
    expect(endpoints.getTicket.params.safeParse({ eventName: 'e', ticketUuid: 'not-a-uuid' }).success).toBe(false);
    expect(endpoints.getReservation.params.safeParse({ reservationId: '../../etc/passwd' }).success).toBe(false);
    expect(endpoints.getPoll.params.safeParse({ eventName: 'e', pollId: 'abc' }).success).toBe(false);
    expect(
      endpoints.resendReservationEmail.params.safeParse({
        purchaseContextType: 'organization',
        publicIdentifier: 'e',
        reservationId: '5b0c1d6e-8f3a-4c2b-9e7d-1a2b3c4d5e6f',
      }).success,
    ).toBe(false);
  });

  it('reads numeric path parameters from their string form', () => {
    expect(endpoints.getPoll.params.parse({ eventName: 'e', pollId: '12' })).toEqual({ eventName: 'e', pollId: 12 });
  });

  it('leaves an unknown payment method to the handler, which answers 400 like alf.io', () => {
    const parsed = endpoints.getPaymentStatus.params.safeParse({
      reservationId: '5b0c1d6e-8f3a-4c2b-9e7d-1a2b3c4d5e6f',
      method: 'BITCOIN',
    });
    expect(parsed.success).toBe(true);
  });
});
