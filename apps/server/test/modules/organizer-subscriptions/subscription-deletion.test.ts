import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SEASON_PASS, ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import {
  bankTransfer,
  descriptorIdOf,
  expectConfirmed,
  paymentClient,
  reservationRow,
  type PaymentClient,
} from '../payment/payment-client.ts';
import {
  adminApi,
  auditEntries,
  BANK_TRANSFER_RECEIVED,
  keyForEventOrganizer,
  organizationOfEvent,
  organizationWithKey,
  SYSTEM_KEY,
} from '../organizer/organizer-client.ts';

let t: TestApp;
let buyer: PaymentClient;
let key: string;
let organizationId: number;
let seasonPass: string;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  buyer = await paymentClient(t);
  key = await keyForEventOrganizer(t, ALPINE_SUMMIT);
  organizationId = await organizationOfEvent(t.db, ALPINE_SUMMIT);
  seasonPass = await descriptorIdOf(t.db, ALPINE_SEASON_PASS);
});

afterAll(async () => {
  await t.close();
});

const PASS_FORM = { subscriptionOwner: { additional: { company: ['Keller Software'] } } };
const deletePath = (subscription: string, descriptor = seasonPass) =>
  `/api/v1/admin/subscription/${descriptor}/reservation/delete-subscription/${subscription}`;

/** A season pass bought by bank transfer; `paid`: the organizer confirmed the money. */
async function soldPass(paid: boolean): Promise<{ reservationId: string; subscriptionId: string }> {
  const reservationId = await buyer.bookSubscription(seasonPass, PASS_FORM);
  expectConfirmed(await buyer.confirm(reservationId, bankTransfer));
  if (paid) {
    const confirmed = await adminApi(t, key)(
      'PUT',
      `/api/v1/admin/reservation/${reservationId}/confirm`,
      BANK_TRANSFER_RECEIVED,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }
  const [row] = await t.db.query<{ id: string }>('SELECT id FROM subscription WHERE reservation_id = $1', [
    reservationId,
  ]);
  return { reservationId, subscriptionId: row!.id };
}

const subscriptionStatus = async (id: string) =>
  (await t.db.query<{ status: string }>('SELECT status FROM subscription WHERE id = $1', [id]))[0]!.status;

describe('deleting a sold subscription', () => {
  it('cancels a paid one with its order, answers true once then false, and writes the audit entry', async () => {
    const { reservationId, subscriptionId } = await soldPass(true);
    expect((await reservationRow(t.db, reservationId))?.status).toBe('COMPLETE');
    const api = adminApi(t, key);

    const answer = await api('DELETE', deletePath(subscriptionId));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toBe(true);
    expect(await subscriptionStatus(subscriptionId)).toBe('CANCELLED');
    expect((await reservationRow(t.db, reservationId))?.status).toBe('CANCELLED');
    const entry = (await auditEntries(t.db, organizationId)).find(
      (row) => row.action === 'SUBSCRIPTION_DELETE' && row.entityId === subscriptionId,
    );
    expect(entry).toMatchObject({
      entityType: 'subscription',
      before: { status: 'ACQUIRED', reservationStatus: 'COMPLETE' },
      after: { status: 'CANCELLED', reservationStatus: 'CANCELLED' },
    });

    const again = await api('DELETE', deletePath(subscriptionId));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toBe(false);
  });

  it('cancels one whose bank transfer is still awaited', async () => {
    const { reservationId, subscriptionId } = await soldPass(false);
    expect((await adminApi(t, key)('DELETE', deletePath(subscriptionId))).json()).toBe(true);
    expect((await reservationRow(t.db, reservationId))?.status).toBe('CANCELLED');
  });

  it('answers 404 for another organization, an unknown or malformed id, 403 to a check-in key, 401 without a key', async () => {
    const { subscriptionId } = await soldPass(true);
    const other = await organizationWithKey(t, 'Pass Rivals');
    expect((await adminApi(t, other.key)('DELETE', deletePath(subscriptionId))).statusCode).toBe(404);
    const api = adminApi(t, key);
    expect((await api('DELETE', deletePath('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await api('DELETE', deletePath('not-a-uuid'))).statusCode).toBe(404);
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    expect((await adminApi(t, operator)('DELETE', deletePath(subscriptionId))).statusCode).toBe(403);
    expect((await adminApi(t, null)('DELETE', deletePath(subscriptionId))).statusCode).toBe(401);
    expect(await subscriptionStatus(subscriptionId)).toBe('ACQUIRED');
  });
});
