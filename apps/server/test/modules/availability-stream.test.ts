import { afterEach, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../helpers.ts';
import { buyAllLeft, openStream, updateWhere, type StreamReader } from '../support/availability-stream.ts';
import { ALPINE_SUMMIT } from '../support/demo-fixtures.ts';
import { categoriesOf } from '../support/event-page.ts';

describe('GET …/availability-stream', () => {
  let app: TestApp | undefined;
  const streams: StreamReader[] = [];
  afterEach(async () => {
    for (const stream of streams.splice(0)) stream.close();
    await app?.close();
    app = undefined;
  });

  const open = async (target: TestApp, shortName: string) => {
    const stream = await openStream(target.app, shortName);
    streams.push(stream);
    return stream;
  };

  it('is announced in the info while streams are allowed, and not when they are turned off', async () => {
    app = await testApp();
    const info = (await app.app.inject({ method: 'GET', url: '/api/v2/info' })).json<{ capabilities: string[] }>();
    expect(info.capabilities).toContain('live-availability');
    await app.close();

    app = await testApp({ AVAILABILITY_STREAMS_MAX: '0' });
    const without = (await app.app.inject({ method: 'GET', url: '/api/v2/info' })).json<{ capabilities: string[] }>();
    expect(without.capabilities).not.toContain('live-availability');
    const stream = await app.app.inject({
      method: 'GET',
      url: `/api/v2/public/event/${ALPINE_SUMMIT}/availability-stream`,
    });
    expect(stream.statusCode).toBe(404);
  });

  it('answers 404 for an unknown event, as the other event endpoints do', async () => {
    app = await testApp();
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/v2/public/event/no-such-event/availability-stream',
    });
    expect(response.statusCode).toBe(404);
  });

  it('opens with the categories as they are, then tells of the sale of the last student ticket', async () => {
    app = await testApp();
    const students = (await categoriesOf(app.db, ALPINE_SUMMIT))['Student']!;
    const stream = await open(app, ALPINE_SUMMIT);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    const first = await stream.next();
    const before = first.categories.find((category) => category.id === students)!;
    expect(before.soldOutOrLimitReached).toBe(false);
    // Categories that need a code stay unknown to whoever listens.
    expect(first.categories.map((category) => category.id)).not.toContain(
      (await categoriesOf(app.db, ALPINE_SUMMIT))['Speaker & Partner'],
    );

    await buyAllLeft(app.app, app.db, ALPINE_SUMMIT, students);
    const soldOut = await updateWhere(
      stream,
      (update) => update.categories.find((category) => category.id === students)?.soldOutOrLimitReached === true,
    );
    expect(soldOut.categories.find((category) => category.id === students)).toMatchObject({
      maximumSaleableTickets: 0,
      saleableAndLimitNotReached: false,
      containsPendingTickets: true,
    });
  });

  it('refuses a stream beyond the cap with a 503 the client can read, and keeps the open ones', async () => {
    app = await testApp({ AVAILABILITY_STREAMS_MAX: '1' });
    const stream = await open(app, ALPINE_SUMMIT);
    await stream.next();
    const refused = await app.app.inject({
      method: 'GET',
      url: `/api/v2/public/event/${ALPINE_SUMMIT}/availability-stream`,
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      success: false,
      validationErrors: [{ fieldName: 'request', code: 'error.TOO_MANY_STREAMS' }],
    });
  });
});
