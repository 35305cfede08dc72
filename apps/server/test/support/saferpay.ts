import type { LightMyRequestResponse } from 'fastify';
import type { Queryable } from '../../src/db/database.ts';
import { turnOnPaymentProvider } from '../../src/modules/payment/provider-setup-repository.ts';
import { SAFERPAY_NOTIFY_PATH } from '../../src/modules/payment/saferpay/saferpay-adapter.ts';
import type { TestApp } from '../helpers.ts';

/** The organizer's JSON API user of a Saferpay test account; the fake accepts any `API_{customer}_{number}` user. */
export const SAFERPAY_ACCOUNT = {
  customerId: '245294',
  terminalId: '17757531',
  username: 'API_245294_80003225',
  password: 'alpine-saferpay-secret',
};

/** Saferpay for one event, as an organizer turns it on: the proxy allowed, SAFERPAY_ENABLED and the account. */
export function turnOnSaferpay(q: Queryable, shortName: string, account = SAFERPAY_ACCOUNT): Promise<void> {
  return turnOnPaymentProvider(q, shortName, 'SAFERPAY', {
    SAFERPAY_ENABLED: 'true',
    SAFERPAY_API_USERNAME: account.username,
    SAFERPAY_API_PASSWORD: account.password,
    SAFERPAY_CUSTOMER_ID: account.customerId,
    SAFERPAY_TERMINAL_ID: account.terminalId,
  });
}

/** Saferpay's notification as Saferpay makes it: a bare GET of the URL we gave it. */
export function saferpayNotify(t: Pick<TestApp, 'app'>, reservationId: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'GET', url: `${SAFERPAY_NOTIFY_PATH}/${reservationId}` });
}
