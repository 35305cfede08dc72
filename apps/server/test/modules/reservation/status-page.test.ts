import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SEASON_PASS, OPEN_HACK_DAY } from '../../support/demo-fixtures.ts';
import { descriptorIdOf, expectConfirmed, free, paymentClient, type PaymentClient } from '../payment/payment-client.ts';

describe('the reservation address without a page', () => {
  let t: TestApp;
  let client: PaymentClient;
  beforeAll(async () => {
    t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
    client = await paymentClient(t);
  });
  afterAll(() => t.close());

  const open = (url: string) => t.app.inject({ method: 'GET', url });
  const location = async (url: string) => {
    const response = await open(url);
    expect(response.statusCode, response.body).toBe(302);
    return response.headers.location;
  };

  it('leads to the page of the reservation’s status, keeping the language and the subscription', async () => {
    const id = await client.reserve(OPEN_HACK_DAY, { 'General admission': 1 });
    const base = `/event/${OPEN_HACK_DAY}/reservation/${id}`;
    expect(await location(base)).toBe(`${base}/book`);
    const subscription = '6f1d7a52-0c1e-4b8e-9d7e-2a4f3c5b6d7e';
    expect(await location(`${base}?subscription=${subscription}&lang=de`)).toBe(
      `${base}/book?subscription=${subscription}&lang=de`,
    );
    expect(await location(`${base}?lang=<script>&subscription=x`)).toBe(`${base}/book`);

    const validated = await client.book(OPEN_HACK_DAY, { 'General admission': 1 });
    expect(await location(`/event/${OPEN_HACK_DAY}/reservation/${validated}`)).toBe(
      `/event/${OPEN_HACK_DAY}/reservation/${validated}/overview`,
    );
    expectConfirmed(await client.confirm(validated, free));
    expect(await location(`/event/${OPEN_HACK_DAY}/reservation/${validated}?lang=en`)).toBe(
      `/event/${OPEN_HACK_DAY}/reservation/${validated}/success?lang=en`,
    );
  });

  it('leads to the not-found page for an unknown reservation, and home for an unknown event', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await location(`/event/${OPEN_HACK_DAY}/reservation/${unknown}`)).toBe(
      `/event/${OPEN_HACK_DAY}/reservation/${unknown}/not-found`,
    );
    expect(await location(`/event/${OPEN_HACK_DAY}/reservation/nonsense`)).toBe(
      `/event/${OPEN_HACK_DAY}/reservation/nonsense/not-found`,
    );
    expect(await location(`/event/no-such-event/reservation/${unknown}`)).toBe('/');
  });

  it('works the same under a subscription', async () => {
    const descriptor = await descriptorIdOf(t.db, ALPINE_SEASON_PASS);
    const id = await client.reserveSubscription(descriptor);
    expect(await location(`/subscription/${descriptor}/reservation/${id}?lang=it`)).toBe(
      `/subscription/${descriptor}/reservation/${id}/book?lang=it`,
    );
    expect(await location(`/subscription/${descriptor}/reservation/00000000-0000-4000-8000-000000000000`)).toBe(
      `/subscription/${descriptor}/reservation/00000000-0000-4000-8000-000000000000/not-found`,
    );
    expect(await location(`/subscription/00000000-0000-4000-8000-000000000000/reservation/${id}`)).toBe('/');
    expect(await location(`/subscription/nonsense/reservation/${id}`)).toBe('/');
    // The reservation of a subscription is not one of an event.
    expect(await location(`/event/${OPEN_HACK_DAY}/reservation/${id}`)).toBe(
      `/event/${OPEN_HACK_DAY}/reservation/${id}/not-found`,
    );
  });

  it('leaves the pages of a reservation to the shop', async () => {
    const page = await open(`/event/${OPEN_HACK_DAY}/reservation/00000000-0000-4000-8000-000000000000/success`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
