import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sharedSecret } from '../../../../src/db/server-secret.ts';
import {
  approvalEventBody,
  signTestGatewayBody,
  TEST_GATEWAY_SIGNATURE_HEADER,
  TEST_GATEWAY_WEBHOOK_PATH,
} from '../../../../src/modules/payment/test-gateway/test-gateway-adapter.ts';
import { ALPINE_SUMMIT } from '../../../support/demo-fixtures.ts';
import { twoProcessesOnPostgres } from '../../../support/two-processes.ts';
import { expectTicketStockKept } from '../../../support/ticket-stock.ts';
import {
  ACCEPTED,
  INVOICE_IN_ZURICH,
  nextInvoiceNumber,
  paymentClient,
  paymentOutcome,
  type PaymentClient,
} from '../payment-client.ts';

describe('test gateway payment reported on two processes at once, on PostgreSQL', () => {
  const { apps, pools } = twoProcessesOnPostgres({ EXPIRY_SWEEP_SECONDS: '0' });
  afterEach(() => expectTicketStockKept(pools[0]!));
  let clients: PaymentClient[] = [];

  beforeAll(async () => {
    clients = await Promise.all(apps.map((app) => paymentClient(app)));
  });

  it('webhook, return, forced checks and status polls: one confirmation, one invoice number, one e-mail', async () => {
    const [first, second] = apps;
    const id = await clients[0]!.book(ALPINE_SUMMIT, { Standard: 1 }, INVOICE_IN_ZURICH);
    const confirmed = await clients[0]!.confirm(id, {
      ...ACCEPTED,
      selectedPaymentMethod: 'CREDIT_CARD',
      paymentProxy: 'TEST_GATEWAY',
    });
    const page = new URL((confirmed.json().value as { redirectUrl: string }).redirectUrl).pathname;
    const approved = await second!.app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'decision=approve',
    });
    expect(approved.statusCode).toBe(303);
    const returnPath = new URL(approved.headers.location as string).pathname;

    const db = pools[0]!;
    const secret = await sharedSecret(db, 'test-gateway-webhook');
    const body = approvalEventBody(page.split('/').pop()!);
    const signature = signTestGatewayBody(secret, body, Math.floor(Date.now() / 1000));
    const forceCheck = `/api/v2/public/reservation/${id}/transaction/force-check`;
    const status = `/api/v2/public/reservation/${id}/payment/CREDIT_CARD/status`;
    const responses = await Promise.all(
      [first!, second!].flatMap((app) => [
        app.app.inject({
          method: 'POST',
          url: TEST_GATEWAY_WEBHOOK_PATH,
          headers: { 'content-type': 'application/json', [TEST_GATEWAY_SIGNATURE_HEADER]: signature },
          payload: body,
        }),
        app.app.inject({ method: 'GET', url: returnPath }),
        app.app.inject({ method: 'GET', url: forceCheck }),
        app.app.inject({ method: 'GET', url: status }),
      ]),
    );
    // The same webhook event on both processes: one applies it, the other is told it is a replay.
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 204, 303, 303, 409]);

    expect(await paymentOutcome(db, id)).toMatchObject({
      status: 'COMPLETE',
      mails: 1,
      invoices: 1,
      payments: ['COMPLETE'],
    });
    expect(await nextInvoiceNumber(db, ALPINE_SUMMIT)).toBe(2);
  });
});
