import { reservationStatuses, type ReservationStatus } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  canMove,
  ForbiddenTransition,
  moveStatus,
  statusGroups,
} from '../../../src/modules/reservation/status/reservation-status.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { bookingClient, completeForm, type BookingClient } from './booking-client.ts';
import { ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';

let t: TestApp;
let client: BookingClient;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
});
afterAll(() => t.close());

describe('the allowed status transitions', () => {
  it('names every status once; nothing leaves CREDIT_NOTE_ISSUED, and CANCELLED only for a late online payment', () => {
    expect(Object.keys(allowedTransitions).sort()).toEqual([...reservationStatuses].sort());
    expect(allowedTransitions.CANCELLED).toEqual(['COMPLETE']);
    expect(allowedTransitions.CREDIT_NOTE_ISSUED).toEqual([]);
    for (const [from, targets] of Object.entries(allowedTransitions) as [
      ReservationStatus,
      readonly ReservationStatus[],
    ][]) {
      expect(targets, from).not.toContain(from);
      expect(new Set(targets).size, from).toBe(targets.length);
    }
  });

  it('follows the flows of the contract: bank transfer, card payment, a failed payment back to the overview', () => {
    expect(canMove('PENDING', 'OFFLINE_PAYMENT')).toBe(true);
    expect(canMove('OFFLINE_PAYMENT', 'COMPLETE')).toBe(true);
    expect(canMove('PENDING', 'EXTERNAL_PROCESSING_PAYMENT')).toBe(true);
    expect(canMove('EXTERNAL_PROCESSING_PAYMENT', 'COMPLETE')).toBe(true);
    expect(canMove('IN_PAYMENT', 'PENDING')).toBe(true);
    expect(canMove('FINALIZING', 'COMPLETE')).toBe(true);
    expect(canMove('COMPLETE', 'PENDING')).toBe(false);
    expect(canMove('OFFLINE_PAYMENT', 'PENDING')).toBe(false);
    expect(canMove('CANCELLED', 'PENDING')).toBe(false);
    expect(canMove('CANCELLED', 'EXTERNAL_PROCESSING_PAYMENT')).toBe(false);
  });

  it('walks the whole map: every allowed move succeeds, every other one is refused with ForbiddenTransition', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    for (const from of reservationStatuses) {
      for (const to of reservationStatuses) {
        await t.db.query('UPDATE reservation SET status = $2 WHERE id = $1', [id, from]);
        const move = t.db.transaction((tx) => moveStatus(tx, id, to, [from]));
        if (canMove(from, to)) expect(await move, `${from} -> ${to}`).toBe(true);
        else await expect(move, `${from} -> ${to}`).rejects.toBeInstanceOf(ForbiddenTransition);
      }
    }
  });

  it('names groups of statuses the map knows: every confirmed status is reached from PENDING, nothing leaves an ended one but a late payment', () => {
    for (const status of statusGroups.alreadyConfirmed) expect(canMove('PENDING', status), status).toBe(true);
    for (const status of statusGroups.paymentUnderWay) expect(canMove(status, 'PENDING'), status).toBe(true);
    for (const status of statusGroups.ended)
      expect(
        allowedTransitions[status].filter((to) => to !== 'COMPLETE'),
        status,
      ).toEqual([]);
    expect(statusGroups.unconfirmed).toEqual(['PENDING', ...statusGroups.ended]);
    for (const status of statusGroups.awaitingPayment) expect(canMove(status, 'COMPLETE'), status).toBe(true);
    expect(statusGroups.alreadyConfirmed).toEqual(expect.arrayContaining([...statusGroups.awaitingPayment]));
  });

  it('moves a reservation only from a status the map allows into the new one, checked by the database when it moves', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    await expect(
      t.db.transaction((tx) => moveStatus(tx, id, 'CREDIT_NOTE_ISSUED', ['PENDING'])),
    ).rejects.toBeInstanceOf(ForbiddenTransition);
    expect(await t.db.transaction((tx) => moveStatus(tx, id, 'CREDIT_NOTE_ISSUED'))).toBe(false);
    expect(await t.db.transaction((tx) => moveStatus(tx, id, 'COMPLETE', ['OFFLINE_PAYMENT']))).toBe(false);
    expect(await t.db.transaction((tx) => moveStatus(tx, id, 'OFFLINE_PAYMENT', ['PENDING']))).toBe(true);
    // A second process making the same move finds it made.
    expect(await t.db.transaction((tx) => moveStatus(tx, id, 'OFFLINE_PAYMENT', ['PENDING']))).toBe(false);
    expect((await client.status(id)).json()).toEqual({ status: 'OFFLINE_PAYMENT', validatedBookingInformation: false });
  });
});

describe('a move the status map does not allow, asked for through an endpoint', () => {
  const cancelPayment = (id: string) => client.send('DELETE', `/api/v2/public/reservation/${id}/payment`);
  const statusOf = async (id: string) =>
    (await t.db.query<{ status: string }>('SELECT status FROM reservation WHERE id = $1', [id]))[0]?.status;

  it('confirming a cancelled reservation: 422 error.STEP_2_ORDER_HAS_EXPIRED, and it stays cancelled', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expect(
      (await client.validate(id, completeForm(await client.info(id)), 'lang=en&ignoreWarnings=true')).statusCode,
    ).toBe(200);
    await t.db.query("UPDATE reservation SET status = 'CANCELLED' WHERE id = $1", [id]);
    const response = await client.send('POST', `/api/v2/public/reservation/${id}?lang=en`, {
      termAndConditionsAccepted: true,
      privacyPolicyAccepted: true,
      selectedPaymentMethod: 'BANK_TRANSFER',
      paymentProxy: 'OFFLINE',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().validationErrors).toEqual([
      { fieldName: 'paymentForm', code: 'error.STEP_2_ORDER_HAS_EXPIRED', arguments: null },
    ]);
    expect(await statusOf(id)).toBe('CANCELLED');
    expect(await t.db.query('SELECT id FROM payment_transaction WHERE reservation_id = $1', [id])).toEqual([]);
  });

  it('giving up the payment of a reservation that is not paying online: false, and nothing moves', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    for (const status of ['PENDING', 'OFFLINE_PAYMENT', 'COMPLETE', 'CANCELLED']) {
      await t.db.query('UPDATE reservation SET status = $2 WHERE id = $1', [id, status]);
      const response = await cancelPayment(id);
      expect(response.statusCode, status).toBe(200);
      expect(response.json(), status).toBe(false);
      expect(await statusOf(id)).toBe(status);
    }
    await t.db.query("UPDATE reservation SET status = 'EXTERNAL_PROCESSING_PAYMENT' WHERE id = $1", [id]);
    expect((await cancelPayment(id)).json()).toBe(true);
    expect(await statusOf(id)).toBe('PENDING');
  });
});

describe('GET /reservation/{id}/status and the booking step', () => {
  it('goes book → overview → back to book → overview', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    expect((await client.status(id)).json()).toEqual({ status: 'PENDING', validatedBookingInformation: false });

    const form = completeForm(await client.info(id));
    expect((await client.validate(id, form)).statusCode).toBe(200);
    expect((await client.status(id)).json()).toEqual({ status: 'PENDING', validatedBookingInformation: true });

    const back = await client.backToBooking(id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toBe(true);
    expect((await client.status(id)).json()).toEqual({ status: 'PENDING', validatedBookingInformation: false });

    expect((await client.validate(id, form)).statusCode).toBe(200);
    expect((await client.status(id)).json()).toEqual({ status: 'PENDING', validatedBookingInformation: true });
  });

  it('takes the overview away again when a later submission fails', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    const form = completeForm(await client.info(id));
    expect((await client.validate(id, form)).statusCode).toBe(200);
    expect((await client.validate(id, { ...form, email: '' })).statusCode).toBe(422);
    expect((await client.status(id)).json().validatedBookingInformation).toBe(false);
  });

  it('leaves a reservation that is no longer PENDING as it is, and still answers true', async () => {
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    await t.db.query("UPDATE reservation SET status = 'OFFLINE_PAYMENT', validated = true WHERE id = $1", [id]);
    const back = await client.backToBooking(id);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toBe(true);
    expect((await client.status(id)).json()).toEqual({ status: 'OFFLINE_PAYMENT', validatedBookingInformation: true });
    // The booking step of a reservation past it is gone.
    expect((await client.validate(id, completeForm(await client.info(id)))).statusCode).toBe(404);
    expect((await client.backToBooking('00000000-0000-4000-8000-000000000000')).json()).toBe(true);
  });

  it('answers 404 for an unknown id and for a hold past its validity', async () => {
    expect((await client.status('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await client.status('garbage')).statusCode).toBe(404);
    const id = await client.reserve(ALPINE_SUMMIT, { Standard: 1 });
    await t.db.query("UPDATE reservation SET validity = now() - interval '1 second' WHERE id = $1", [id]);
    const expired = await client.status(id);
    expect(expired.statusCode).toBe(404);
    expect(expired.body).toBe('');
  });
});
