import type { ReservationInfo } from '@shop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Queryable } from '../../../src/db/database.ts';
import type { TestApp } from '../../helpers.ts';
import { bookingClient, completeForm } from '../reservation/booking-client.ts';

/** The overview and payment calls as the shop makes them, on top of the booking calls. */
export async function paymentClient(t: TestApp) {
  const booking = await bookingClient(t);
  const path = (id: string) => `/api/v2/public/reservation/${id}`;
  return {
    ...booking,
    /** Reserves and passes the booking step: the reservation is ready for its overview. */
    async book(
      shortName: string,
      quantities: Record<string, number>,
      form: Record<string, unknown> = {},
      extra: Record<string, unknown> = {},
    ): Promise<string> {
      const id = await booking.reserve(shortName, quantities, extra);
      await validated(id, form);
      return id;
    },
    async bookSubscription(descriptorId: string, form: Record<string, unknown> = {}): Promise<string> {
      const id = await booking.reserveSubscription(descriptorId);
      await validated(id, form);
      return id;
    },
    confirm: (id: string, body: Record<string, unknown>, lang = 'en') =>
      booking.send('POST', `${path(id)}?lang=${lang}`, body),
    applyCode: (id: string, code: string, email: string | null = null) =>
      booking.send('POST', `${path(id)}/apply-code`, { code, email, amount: 1, type: 'SUBSCRIPTION' }),
    removeCode: (id: string, type = 'SUBSCRIPTION') => booking.send('DELETE', `${path(id)}/remove-code?type=${type}`),
    resend: (type: string, publicIdentifier: string, id: string, lang = 'en') =>
      booking.send(
        'POST',
        `/api/v2/public/${type}/${publicIdentifier}/reservation/${id}/re-send-email?lang=${lang}`,
        {},
      ),
    document: (shortName: string, id: string, kind: 'invoice' | 'receipt') =>
      t.app.inject({ method: 'GET', url: `/api/v2/public/event/${shortName}/reservation/${id}/${kind}` }),
  };

  async function validated(id: string, overrides: Record<string, unknown>): Promise<void> {
    const form = completeForm(await booking.info(id), overrides);
    const response = await booking.validate(id, form, 'lang=en&ignoreWarnings=true');
    expect(response.statusCode, response.body).toBe(200);
  }
}

export type PaymentClient = Awaited<ReturnType<typeof paymentClient>>;

/** Invoice details of a buyer in Zürich: the order gets an invoice number. */
export const INVOICE_IN_ZURICH = {
  invoiceRequested: true,
  billingAddressLine1: 'Bahnhofstrasse 1',
  billingAddressZip: '8001',
  billingAddressCity: 'Zürich',
  vatCountryCode: 'CH',
};

/** A Swiss company's invoice details, VAT number included: what the billing documents are drawn for. */
export const COMPANY_INVOICE_IN_ZURICH = {
  invoiceRequested: true,
  addCompanyBillingDetails: true,
  billingAddressCompany: 'Keller Software AG',
  billingAddressLine1: 'Bahnhofstrasse 10',
  billingAddressZip: '8001',
  billingAddressCity: 'Zürich',
  vatCountryCode: 'CH',
  vatNr: 'CHE-987.654.321',
};

export const ACCEPTED = { termAndConditionsAccepted: true, privacyPolicyAccepted: true };

export const bankTransfer = { ...ACCEPTED, selectedPaymentMethod: 'BANK_TRANSFER', paymentProxy: 'OFFLINE' };
export const onSite = { ...ACCEPTED, selectedPaymentMethod: 'ON_SITE', paymentProxy: 'ON_SITE' };
export const free = { ...ACCEPTED, selectedPaymentMethod: 'NONE', paymentProxy: null };

/** A 200 confirmation with alf.io's non-redirect value. */
export function expectConfirmed(response: LightMyRequestResponse): void {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({
    success: true,
    errorCount: 0,
    validationErrors: [],
    warnings: [],
    value: { success: true, redirect: false, redirectUrl: null, failure: true, gatewayIdOrNull: null },
  });
}

export function errorCodesOf(response: LightMyRequestResponse): (string | null)[] {
  return (response.json().validationErrors as { code: string | null }[]).map((error) => error.code);
}

export async function reservationRow(q: Queryable, id: string) {
  const [row] = await q.query<{
    status: string;
    validity: Date;
    paymentProxy: string | null;
    paymentMethod: string | null;
    invoiceNumber: string | null;
    finalPrice: number;
  }>(
    `SELECT status, validity, payment_proxy AS "paymentProxy", payment_method AS "paymentMethod", invoice_number AS "invoiceNumber",
       final_price_cents AS "finalPrice" FROM reservation WHERE id = $1`,
    [id],
  );
  return row;
}

export async function descriptorIdOf(q: Queryable, title: string): Promise<string> {
  const [row] = await q.query<{ id: string }>("SELECT id FROM subscription_descriptor WHERE title->>'en' = $1", [
    title,
  ]);
  if (!row) throw new Error(`no subscription ${title}`);
  return row.id;
}

export type { ReservationInfo };

/**
 * What an order came to after its payment: its status, the e-mails queued, invoices issued,
 * tickets acquired and its payments' statuses in the order they were made.
 */
export async function paymentOutcome(q: Queryable, id: string) {
  const [row] = await q.query<{
    status: string;
    mails: number;
    invoices: number;
    acquired: number;
    payments: string[];
  }>(
    `SELECT (SELECT status FROM reservation WHERE id = $1) AS status,
       (SELECT count(*)::int FROM email_message WHERE reservation_id = $1) AS mails,
       (SELECT count(*)::int FROM billing_document WHERE reservation_id = $1 AND type = 'INVOICE') AS invoices,
       (SELECT count(*)::int FROM ticket WHERE reservation_id = $1 AND status = 'ACQUIRED') AS acquired,
       (SELECT coalesce(array_agg(status ORDER BY id), '{}') FROM payment_transaction WHERE reservation_id = $1) AS payments`,
    [id],
  );
  return row!;
}

/** The next invoice number of the event's organizer: one more for each invoice issued. */
export async function nextInvoiceNumber(q: Queryable, shortName: string): Promise<number> {
  const [row] = await q.query<{ next: number }>(
    `SELECT next_value AS next FROM invoice_sequence s JOIN event e ON e.organization_id = s.organization_id
     WHERE e.short_name = $1`,
    [shortName],
  );
  return row!.next;
}
