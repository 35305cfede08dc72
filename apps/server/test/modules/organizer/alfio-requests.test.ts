import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { bankTransfer, expectConfirmed, paymentClient } from '../payment/payment-client.ts';
import { adminApi, keyForEventOrganizer, organizationOfEvent, SYSTEM_KEY } from './organizer-client.ts';

/** The request bodies alf.io's own tests of its admin API v1 send, as Jackson writes them. */

let t: TestApp;
let key: string;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
});

afterAll(async () => {
  await t.close();
});

describe('alf.io’s requests', () => {
  it('saves the invoicing settings of an event as alf.io’s configuration test does', async () => {
    const organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
    const answer = await adminApi(t, key)(
      'PUT',
      `/api/v1/admin/configuration/organization/${organizationId}/event/${ALPINE_SUMMIT}`,
      {
        GENERATE_ONLY_INVOICE: 'false',
        USE_INVOICE_NUMBER_AS_ID: 'true',
        VAT_NUMBER_IS_REQUIRED: 'true',
      },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body).toBe('OK');
  });

  it('confirms with alf.io’s confirmation request: transaction, notification and no billing data', async () => {
    const buyer = await paymentClient(t);
    const id = await buyer.book(ALPINE_SUMMIT, { Standard: 1 });
    expectConfirmed(await buyer.confirm(id, bankTransfer));
    const answer = await adminApi(t, key)('PUT', `/api/v1/admin/reservation/${id}/confirm`, {
      transaction: {
        id: 'TRID',
        paidAmount: 100.0,
        timestamp: '2026-02-01T09:30:00.123',
        notes: 'notes',
        paymentProvider: 'ON_SITE',
      },
      notification: { customer: true, attendees: true },
      billingData: null,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      holders: [
        {
          id: expect.any(String),
          firstName: expect.any(String),
          lastName: expect.any(String),
          email: expect.any(String),
        },
      ],
    });
  });
});
