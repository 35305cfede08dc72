import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repriceReservation } from '../../../src/modules/reservation/pricing/order-summary.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { paymentClient, reservationRow, type PaymentClient } from './payment-client.ts';
import {
  ALPINE_SUMMIT,
  OPEN_HACK_DAY,
  REMOTE_FIRST_SUMMIT,
  SUMMIT_DISCOUNT_CODE,
} from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: PaymentClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await paymentClient(t);
});
afterAll(() => t.close());

const summaryOf = async (id: string) => (await client.info(id)).orderSummary;

describe('order summary of a reservation', () => {
  it('VAT included: the total contains the VAT', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 2, Student: 1 });
    expect(await summaryOf(id)).toEqual({
      summary: [
        { name: 'Standard', amount: 2, price: '290.00', subTotal: '580.00', type: 'TICKET', taxPercentage: null },
        { name: 'Student', amount: 1, price: '90.00', subTotal: '90.00', type: 'TICKET', taxPercentage: null },
      ],
      totalPrice: '670.00',
      free: false,
      displayVat: true,
      priceInCents: 67_000,
      descriptionForPayment: '2 x Standard, 1 x Student',
      totalVAT: '50.20',
      vatPercentage: '8.10',
      notYetPaid: false,
    });
  });

  it('VAT added: the total is the listed prices plus VAT', async () => {
    const id = await client.reserve(REMOTE_FIRST_SUMMIT, { 'Online pass': 1 });
    expect(await summaryOf(id)).toMatchObject({
      summary: [
        { name: 'Online pass', amount: 1, price: '49.00', subTotal: '49.00', type: 'TICKET', taxPercentage: null },
      ],
      totalPrice: '58.31',
      totalVAT: '9.31',
      vatPercentage: '19.00',
      priceInCents: 5_831,
    });
  });

  it('a percentage code', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 2 }, { promoCode: SUMMIT_DISCOUNT_CODE });
    const summary = await summaryOf(id);
    expect(summary.summary.at(-1)).toEqual({
      name: SUMMIT_DISCOUNT_CODE,
      amount: 2,
      price: '-10%',
      subTotal: '-58.00',
      type: 'PROMOTION_CODE',
      taxPercentage: null,
    });
    expect(summary).toMatchObject({
      totalPrice: '522.00',
      priceInCents: 52_200,
      descriptionForPayment: '2 x Standard',
    });
  });

  it('a fixed amount per ticket, limited to some categories: the code names them', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1, Student: 1 }, { promoCode: 'TEAM50' });
    const summary = await summaryOf(id);
    expect(summary.summary.at(-1)).toEqual({
      name: 'TEAM50 (Standard)',
      amount: 1,
      price: '-50.00',
      subTotal: '-50.00',
      type: 'PROMOTION_CODE',
      taxPercentage: null,
    });
    expect(summary.priceInCents).toBe(29_000 - 5_000 + 9_000);
  });

  it('a fixed amount per reservation', async () => {
    await t.db.query(
      `INSERT INTO promo_code (organization_id, event_id, code, type, discount_type, discount_amount, valid_from, valid_to)
       SELECT organization_id, id, 'WELCOME20', 'DISCOUNT', 'FIXED_AMOUNT_RESERVATION', 2000, now() - interval '1 day', now() + interval '30 days'
       FROM event WHERE short_name = 'alpine-summit'`,
    );
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 }, { promoCode: 'WELCOME20' });
    const summary = await summaryOf(id);
    expect(summary.summary.at(-1)).toEqual({
      name: 'WELCOME20',
      amount: 1,
      price: '-20.00',
      subTotal: '-20.00',
      type: 'PROMOTION_CODE',
      taxPercentage: null,
    });
    // The VAT of 290.00 (21.73) shrinks in proportion to 270.00.
    expect(summary).toMatchObject({ totalPrice: '270.00', totalVAT: '20.23' });
  });

  it('the automatic discount for groups', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 4 });
    const summary = await summaryOf(id);
    expect(summary.summary.at(-1)).toEqual({
      name: 'Discount',
      amount: 4,
      price: '-10%',
      subTotal: '-116.00',
      type: 'DYNAMIC_DISCOUNT',
      taxPercentage: null,
    });
    expect(summary.priceInCents).toBe(4 * 26_100);
  });

  it('the automatic discount next to an access code keeps its row and its amount', async () => {
    const id = await client.reserve(
      ALPINE_SUMMIT,
      { Standard: 3, 'Speaker & Partner': 1 },
      { promoCode: 'ALPINE-PARTNER' },
    );
    const summary = await summaryOf(id);
    expect(summary.summary.at(-1)).toMatchObject({ name: 'Discount', type: 'DYNAMIC_DISCOUNT', subTotal: '-102.00' });
    expect(summary.priceInCents).toBe(3 * 26_100 + 13_500);
    await t.db.transaction((tx) => repriceReservation(tx, id));
    expect((await summaryOf(id)).priceInCents).toBe(3 * 26_100 + 13_500);
  });

  it('in the reservation language: the automatic discount in German', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 4 });
    await t.db.query("UPDATE reservation SET user_language = 'de' WHERE id = $1", [id]);
    expect((await summaryOf(id)).summary.at(-1)?.name).toBe('Rabatt');
  });

  it('a free order', async () => {
    const id = await client.reserve(OPEN_HACK_DAY, { 'General admission': 2 });
    expect(await summaryOf(id)).toMatchObject({
      free: true,
      totalPrice: '0.00',
      totalVAT: '0.00',
      priceInCents: 0,
      vatPercentage: '0.00',
    });
  });

  it('reverse charge: the VAT comes out of included prices and is not shown', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    await t.db.query("UPDATE reservation SET vat_status = 'INCLUDED_EXEMPT' WHERE id = $1", [id]);
    await t.db.transaction((tx) => repriceReservation(tx, id));
    expect(await summaryOf(id)).toMatchObject({
      summary: [
        { name: 'Standard', amount: 1, price: '268.27', subTotal: '268.27', type: 'TICKET', taxPercentage: null },
      ],
      totalPrice: '268.27',
      totalVAT: '0.00',
      displayVat: false,
    });
    expect((await reservationRow(t.db, id))?.finalPrice).toBe(26_827);

    await t.db.query("UPDATE reservation SET vat_status = 'INCLUDED' WHERE id = $1", [id]);
    await t.db.transaction((tx) => repriceReservation(tx, id));
    expect((await reservationRow(t.db, id))?.finalPrice).toBe(29_000);
  });

  it('reverse charge with VAT added: nothing is added', async () => {
    const id = await client.reserve(REMOTE_FIRST_SUMMIT, { 'Online pass': 1 });
    await t.db.query("UPDATE reservation SET vat_status = 'NOT_INCLUDED_EXEMPT' WHERE id = $1", [id]);
    await t.db.transaction((tx) => repriceReservation(tx, id));
    expect(await summaryOf(id)).toMatchObject({ totalPrice: '49.00', totalVAT: '0.00', displayVat: false });
  });

  it('a tax-free category is listed with its own rate', async () => {
    await t.db.query(
      "UPDATE ticket_category SET tax_free = true WHERE name = 'Student' AND event_id = (SELECT id FROM event WHERE short_name = 'alpine-summit')",
    );
    try {
      const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1, Student: 1 });
      const summary = await summaryOf(id);
      expect(summary.summary).toContainEqual({
        name: null,
        amount: 0,
        price: '',
        subTotal: '0.00',
        type: 'TAX_DETAIL',
        taxPercentage: '0',
      });
      expect(summary.totalVAT).toBe('21.73');
    } finally {
      await t.db.query("UPDATE ticket_category SET tax_free = false WHERE name = 'Student'");
    }
  });

  it('repricing keeps the stored price columns equal to the summary', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 2 }, { promoCode: SUMMIT_DISCOUNT_CODE });
    const before = await reservationRow(t.db, id);
    await t.db.transaction((tx) => repriceReservation(tx, id));
    const after = await reservationRow(t.db, id);
    expect(after?.finalPrice).toBe(before?.finalPrice);
    expect(after?.finalPrice).toBe((await summaryOf(id)).priceInCents);
  });
});
