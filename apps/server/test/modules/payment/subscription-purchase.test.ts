import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PIN_ALPHABET, pinOf } from '../../../src/lib/subscription-pin.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import {
  bankTransfer,
  descriptorIdOf,
  expectConfirmed,
  onSite,
  paymentClient,
  reservationRow,
  type PaymentClient,
} from './payment-client.ts';
import {
  ALPINE_DEVOPS_DAY,
  ALPINE_SEASON_PASS,
  ALPINE_SUMMIT,
  RIVIERA_CINEMA_CARD,
} from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: PaymentClient;
let seasonPass: string;
let cinemaCard: string;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await paymentClient(t);
  seasonPass = await descriptorIdOf(t.db, ALPINE_SEASON_PASS);
  cinemaCard = await descriptorIdOf(t.db, RIVIERA_CINEMA_CARD);
});
afterAll(() => t.close());

/** The pass asks its owner's company. */
const PASS_FORM = { subscriptionOwner: { additional: { company: ['Keller Software'] } } };

const subscriptionOf = async (reservationId: string) => {
  const [row] = await t.db.query<{
    id: string;
    status: string;
    firstName: string;
    email: string;
    validFrom: Date | null;
    validTo: Date | null;
    maxEntries: number;
  }>(
    `SELECT id, status, first_name AS "firstName", email, valid_from AS "validFrom", valid_to AS "validTo", max_entries AS "maxEntries"
     FROM subscription WHERE reservation_id = $1`,
    [reservationId],
  );
  return row!;
};

describe('PIN of a subscription', () => {
  it('eight characters of the look-alike-free alphabet, from the first nine hex digits of the id', () => {
    expect(pinOf('00000000-0000-4000-8000-000000000000')).toBe('AAAAAAAA');
    expect(pinOf('00000000-1000-4000-8000-000000000000')).toBe('AAAAAAAC');
    const pin = pinOf('ffffffff-ffff-4fff-8fff-ffffffffffff');
    expect(pin).toHaveLength(8);
    expect([...pin].every((char) => PIN_ALPHABET.includes(char))).toBe(true);
  });
});

describe('buying a subscription', () => {
  it('paid at the desk: acquired at once, with its PIN, owned by the contact person', async () => {
    const id = await client.bookSubscription(seasonPass, PASS_FORM);
    const before = await client.info(id);
    expect(before.subscriptionInfos?.[0]).toMatchObject({ id: null, pin: null });
    expect(Object.keys(before.activePaymentMethods).sort()).toEqual(['BANK_TRANSFER', 'ON_SITE']);
    expect(before.orderSummary.summary).toEqual([
      {
        name: ALPINE_SEASON_PASS,
        amount: 1,
        price: '390.00',
        subTotal: '390.00',
        type: 'SUBSCRIPTION',
        taxPercentage: null,
      },
    ]);

    expectConfirmed(await client.confirm(id, onSite));
    expect((await reservationRow(t.db, id))?.status).toBe('COMPLETE');
    const subscription = await subscriptionOf(id);
    expect(subscription).toMatchObject({
      status: 'ACQUIRED',
      firstName: 'Anna',
      email: 'anna.keller@example.com',
      maxEntries: 2,
    });
    // Twelve months from the purchase.
    expect(subscription.validFrom).not.toBeNull();
    expect(subscription.validTo!.getTime() - subscription.validFrom!.getTime()).toBeGreaterThan(364 * 86_400_000);

    const [info] = (await client.info(id)).subscriptionInfos ?? [];
    expect(info).toMatchObject({
      id: subscription.id,
      pin: pinOf(subscription.id),
      usageDetails: { total: 2, used: 0, available: 2 },
      owner: { firstName: 'Anna', lastName: 'Keller', email: 'anna.keller@example.com' },
      configuration: { displayPin: true },
    });
    expect(info?.pin).toMatch(new RegExp(`^[${PIN_ALPHABET}]{8}$`));
    expect(info?.fieldConfigurationBeforeStandard.map((field) => [field.name, field.value])).toEqual([
      ['company', 'Keller Software'],
    ]);
    const compatible = await t.app.inject({ method: 'GET', url: `/api/v2/public/events?subscription=${info!.id}` });
    expect((compatible.json() as { shortName: string }[]).map((event) => event.shortName).sort()).toEqual([
      ALPINE_DEVOPS_DAY,
      ALPINE_SUMMIT,
    ]);

    const [mail] = await t.db.query<{ textBody: string }>(
      'SELECT text_body AS "textBody" FROM email_message WHERE reservation_id = $1',
      [id],
    );
    expect(mail?.textBody).toContain(`Your subscription PIN: ${pinOf(subscription.id)}`);
  });

  it('for someone else: the named owner holds it', async () => {
    const id = await client.bookSubscription(cinemaCard, {
      differentSubscriptionOwner: true,
      subscriptionOwner: { firstName: 'Luca', lastName: 'Bernasconi', email: 'luca@example.com', additional: {} },
    });
    expectConfirmed(await client.confirm(id, onSite));
    const [info] = (await client.info(id)).subscriptionInfos ?? [];
    expect(info).toMatchObject({
      owner: { firstName: 'Luca', lastName: 'Bernasconi', email: 'luca@example.com' },
      usageDetails: { total: 10, used: 0, available: 10 },
    });
    const subscription = await subscriptionOf(id);
    // The card's fixed validity.
    const [descriptor] = await t.db.query<{ from: Date; to: Date }>(
      'SELECT validity_from AS from, validity_to AS to FROM subscription_descriptor WHERE id = $1',
      [cinemaCard],
    );
    expect(subscription.validFrom).toEqual(descriptor!.from);
    expect(subscription.validTo).toEqual(descriptor!.to);
  });

  it('by bank transfer: waiting for the money, no PIN yet', async () => {
    const id = await client.bookSubscription(seasonPass, PASS_FORM);
    expectConfirmed(await client.confirm(id, bankTransfer));
    expect((await reservationRow(t.db, id))?.status).toBe('OFFLINE_PAYMENT');
    expect((await subscriptionOf(id)).status).toBe('TO_BE_PAID');
    expect((await client.info(id)).subscriptionInfos?.[0]).toMatchObject({ id: null, pin: null });
  });
});
