import { get, type IncomingMessage } from 'node:http';
import type { AvailabilityUpdate } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../../src/db/database.ts';
import { selection, shopPoster } from './event-page.ts';

/** An open availability stream read over real HTTP: each `next()` resolves with the following update. */
export interface StreamReader {
  status: number;
  contentType: string | null;
  next(): Promise<AvailabilityUpdate>;
  close(): void;
}

/** Listens on a free loopback port (once per app) and answers its origin. */
export async function originOf(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/**
 * Opens `…/availability-stream` of `shortName` on `app`, as a browser's EventSource would, on a
 * connection of its own that closing destroys (a pooled client would keep spare connections the
 * server then waits for when it stops).
 */
export async function openStream(app: FastifyInstance, shortName: string): Promise<StreamReader> {
  const url = `${await originOf(app)}/api/v2/public/event/${shortName}/availability-stream`;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const sent = get(url, { agent: false, headers: { accept: 'text/event-stream' } }, resolve);
    sent.on('error', reject);
  });
  response.setEncoding('utf8');
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffer = '';
  const next = async (): Promise<AvailabilityUpdate> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const data = lines.find((line) => line.startsWith('data: '));
        if (lines.includes('event: availability') && data) return JSON.parse(data.slice(6)) as AvailabilityUpdate;
        continue;
      }
      const chunk = await chunks.next();
      if (chunk.done) throw new Error('the stream ended');
      buffer += chunk.value;
    }
  };
  return {
    status: response.statusCode ?? 0,
    contentType: response.headers['content-type'] ?? null,
    next,
    close: () => response.destroy(),
  };
}

/** Reads updates until one satisfies `wanted`, and answers it. */
export async function updateWhere(
  stream: StreamReader,
  wanted: (update: AvailabilityUpdate) => boolean,
): Promise<AvailabilityUpdate> {
  for (;;) {
    const update = await stream.next();
    if (wanted(update)) return update;
  }
}

/** Holds every ticket the category has left through `seller`, one buyer per ticket. */
export async function buyAllLeft(
  seller: FastifyInstance,
  db: Queryable,
  shortName: string,
  categoryId: number,
): Promise<void> {
  const [{ left } = { left: 0 }] = await db.query<{ left: number }>(
    "SELECT count(*)::int AS left FROM ticket WHERE category_id = $1 AND status = 'FREE'",
    [categoryId],
  );
  expect(left).toBeGreaterThan(0);
  for (let i = 0; i < left; i++) {
    const post = await shopPoster(seller);
    const reserved = await post(
      `/api/v2/public/event/${shortName}/reserve-tickets?lang=en`,
      selection({ [categoryId]: 1 }),
    );
    expect(reserved.statusCode).toBe(200);
  }
}
