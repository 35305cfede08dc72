import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT, SUMMIT_CHECKED_IN_TICKET } from '../../support/demo-fixtures.ts';
import { ticketPin } from './poll-client.ts';

const pin = ticketPin(SUMMIT_CHECKED_IN_TICKET);
const wrongPins = ['BBBBBB', 'CCCCCC', 'DDDDDD', 'EEEEEE', 'FFFFFF', '999999', '888888', '777777'];

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ RATE_LIMIT_REFUSED_PINS_PER_SESSION: '3', RATE_LIMIT_REFUSED_PINS_PER_ADDRESS: '5' });
});
afterAll(() => t.close());

/** An attendee's phone: one session, from one network address. */
async function phone(remoteAddress: string) {
  const { sessionId } = await browserSession(t.app);
  return (candidate: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v2/public/event/${ALPINE_SUMMIT}/poll?pin=${encodeURIComponent(candidate)}`,
      headers: { 'x-auth-token': sessionId },
      remoteAddress,
    });
}

describe('poll PINs are limited like codes, counting only the refused ones', () => {
  it('answers a guesser 429 with Retry-After in the contract’s shape once its refused PINs are used up, even for the right PIN', async () => {
    const guess = await phone('198.51.100.1');
    for (const wrong of wrongPins.slice(0, 3)) expect((await guess(wrong)).statusCode).toBe(422);
    for (const next of [wrongPins[3]!, pin]) {
      const refused = await guess(next);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json()).toMatchObject({
        success: false,
        value: null,
        validationErrors: [{ fieldName: 'pin', code: 'error.TOO_MANY_REQUESTS' }],
      });
    }
  });

  it('counts PINs sent all at once as well', async () => {
    const guess = await phone('198.51.100.2');
    const answers = await Promise.all(wrongPins.map((wrong) => guess(wrong)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([422, 422, 422, 429, 429, 429, 429, 429]);
  });

  it('never holds back a venue’s attendees behind one network who type their PIN right', async () => {
    const venue = '203.0.113.50';
    for (let round = 0; round < 30; round++) {
      const attendee = await phone(venue);
      expect((await attendee(pin)).statusCode, `round ${round}`).toBe(200);
    }
    // A few typing mistakes among them are within the network's budget, and the next PIN still passes.
    const clumsy = await phone(venue);
    for (const wrong of wrongPins.slice(0, 2)) expect((await clumsy(wrong)).statusCode).toBe(422);
    expect((await clumsy(pin)).statusCode).toBe(200);
    expect((await (await phone(venue))(pin)).statusCode).toBe(200);
  });

  it('counts a guesser who drops the session on its network address', async () => {
    const address = '198.51.100.3';
    const statuses = [];
    for (const wrong of wrongPins.slice(0, 6)) statuses.push((await (await phone(address))(wrong)).statusCode);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  });
});
