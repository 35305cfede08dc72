import { reservationLinkRecoveryCapability } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, testApp, type TestApp } from '../../helpers.ts';
import { expectConfirmed, free, onSite, paymentClient, type PaymentClient } from '../payment/payment-client.ts';
import { ALPINE_SUMMIT, OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';

const BASE_URL = 'https://tickets.example.org';

/** The work routes do after answering, held until the test lets it run. */
const held: (() => Promise<void>)[] = [];
async function runHeldWork(): Promise<void> {
  while (held.length > 0) await held.shift()!();
}

let t: TestApp;
let client: PaymentClient;
let session: { sessionId: string; csrf: string };
beforeAll(async () => {
  t = await testApp(
    {
      EXPIRY_SWEEP_SECONDS: '0',
      BASE_URL,
      RATE_LIMIT_LINK_RECOVERIES_PER_EMAIL: '2',
      RATE_LIMIT_LINK_RECOVERIES_PER_ADDRESS: '4',
    },
    undefined,
    { afterReply: (_reply, work) => held.push(work) },
  );
  client = await paymentClient(t);
  session = await browserSession(t.app);
});
afterAll(() => t.close());

interface MailRow {
  recipient: string;
  subject: string;
  textBody: string;
}

const mailsTo = (recipient: string) =>
  t.db.query<MailRow>(
    'SELECT recipient, subject, text_body AS "textBody" FROM email_message WHERE lower(recipient) = lower($1) AND reservation_id IS NULL ORDER BY id',
    [recipient],
  );

/** Each call comes from its own client address unless one is given, so only the e-mail limit applies. */
let nextClient = 1;
const answerOnly = (shortName: string, payload: unknown, remoteAddress = `198.51.100.${nextClient++}`) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v2/public/event/${shortName}/reservation-links`,
    remoteAddress,
    headers: { 'content-type': 'application/json', 'x-auth-token': session.sessionId, 'x-csrf-token': session.csrf },
    payload: JSON.stringify(payload),
  });
/** The answer, once the work after it has run too. */
async function recover(shortName: string, payload: unknown, remoteAddress?: string) {
  const response = await answerOnly(shortName, payload, remoteAddress);
  await runHeldWork();
  return response;
}

async function confirmedReservation(shortName: string, email: string): Promise<string> {
  const id =
    shortName === OPEN_HACK_DAY
      ? await client.book(OPEN_HACK_DAY, { 'General admission': 1 }, { email })
      : await client.book(shortName, { Standard: 1 }, { email });
  expectConfirmed(await client.confirm(id, shortName === OPEN_HACK_DAY ? free : onSite));
  return id;
}

describe('lost reservation links', () => {
  it('is announced in the info', async () => {
    const info = await t.app.inject({ method: 'GET', url: '/api/v2/info' });
    expect(info.json().capabilities).toContain(reservationLinkRecoveryCapability);
  });

  it('answers the same for an address with orders and one without, and e-mails only the first', async () => {
    await confirmedReservation(ALPINE_SUMMIT, 'known.buyer@example.com');
    const known = await recover(ALPINE_SUMMIT, { email: 'known.buyer@example.com', lang: 'en' });
    const unknown = await recover(ALPINE_SUMMIT, { email: 'nobody.here@example.com', lang: 'en' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(await mailsTo('known.buyer@example.com')).toHaveLength(1);
    expect(await mailsTo('nobody.here@example.com')).toHaveLength(0);
  });

  it('answers before looking the address up: its orders are read and e-mailed only after the answer has left', async () => {
    await confirmedReservation(ALPINE_SUMMIT, 'patient.buyer@example.com');
    const known = await answerOnly(ALPINE_SUMMIT, { email: 'patient.buyer@example.com', lang: 'en' });
    const unknown = await answerOnly(ALPINE_SUMMIT, { email: 'nobody.either@example.com', lang: 'en' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(unknown.body).toBe(known.body);
    // Answered alike, each with one piece of work still to do and nothing e-mailed yet.
    expect(held).toHaveLength(2);
    expect(await mailsTo('patient.buyer@example.com')).toHaveLength(0);

    await runHeldWork();
    expect(await mailsTo('patient.buyer@example.com')).toHaveLength(1);
    expect(await mailsTo('nobody.either@example.com')).toHaveLength(0);
  });

  it("lists the address's reservations of that event only, each with the link to its page", async () => {
    const first = await confirmedReservation(ALPINE_SUMMIT, 'lena.berg@example.com');
    const second = await confirmedReservation(ALPINE_SUMMIT, 'Lena.Berg@example.com');
    const otherEvent = await confirmedReservation(OPEN_HACK_DAY, 'lena.berg@example.com');
    const otherBuyer = await confirmedReservation(ALPINE_SUMMIT, 'someone.else@example.com');
    const pending = await client.book(ALPINE_SUMMIT, { Standard: 1 }, { email: 'lena.berg@example.com' });

    expect((await recover(ALPINE_SUMMIT, { email: 'LENA.BERG@example.com', lang: 'de' })).statusCode).toBe(200);

    const mails = await mailsTo('lena.berg@example.com');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Ihre Reservierungen für Alpine Tech Summit');
    for (const id of [first, second]) {
      expect(mail?.textBody).toContain(
        `Reservierung ${id.slice(0, 8).toUpperCase()}: ${BASE_URL}/event/${ALPINE_SUMMIT}/reservation/${id}?lang=de`,
      );
    }
    for (const id of [otherEvent, otherBuyer, pending]) expect(mail?.textBody).not.toContain(id);
  });

  it('the link in the e-mail opens the reservation', async () => {
    const id = await confirmedReservation(ALPINE_SUMMIT, 'link.follower@example.com');
    await recover(ALPINE_SUMMIT, { email: 'link.follower@example.com' });
    const [mail] = await mailsTo('link.follower@example.com');
    const link = mail?.textBody.match(/https:\/\/tickets\.example\.org(\S+)/)?.[1] ?? '';
    const page = await t.app.inject({ method: 'GET', url: link });
    expect(page.statusCode).toBe(302);
    expect(page.headers.location).toContain(`/event/${ALPINE_SUMMIT}/reservation/${id}/success`);
  });

  it('refuses further requests for one address, whichever client asks', async () => {
    const email = { email: 'impatient@example.com' };
    expect((await recover(ALPINE_SUMMIT, email)).statusCode).toBe(200);
    expect((await recover(ALPINE_SUMMIT, email)).statusCode).toBe(200);
    const refused = await recover(ALPINE_SUMMIT, email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().validationErrors.map((error: { code: string }) => error.code)).toEqual([
      'error.TOO_MANY_REQUESTS',
    ]);
  });

  it('refuses further requests from one client, whichever address it names', async () => {
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await recover(ALPINE_SUMMIT, { email: `guess${i}@example.com` }, '203.0.113.9')).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 429]);
  });

  it('refuses what is no e-mail address with a field error, and an unknown event with 404', async () => {
    for (const payload of [{ email: 'not-an-address' }, {}, { email: 'a@example.com', lang: 'english' }]) {
      const response = await recover(ALPINE_SUMMIT, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().success).toBe(false);
    }
    expect((await recover('no-such-event', { email: 'known.buyer@example.com' })).statusCode).toBe(404);
  });
});
