import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, metaContent } from '../../helpers.ts';
import { categoriesOf, selection } from '../../support/event-page.ts';
import { ALPINE_SEASON_PASS, ALPINE_SUMMIT } from '../../support/demo-fixtures.ts';
import { completeForm, firstTicket } from '../reservation/booking-client.ts';
import { ADA, GRACE, apiAs, signInApp, signedInAs, type SignInApp } from './sign-in-client.ts';

let app: SignInApp;
beforeAll(async () => {
  app = await signInApp({ EXPIRY_SWEEP_SECONDS: '0' });
});
afterAll(() => app.close());

const anonymousApi = async () => apiAs(app.t, (await browserSession(app.t.app)).sessionId);

type Api = Awaited<ReturnType<typeof apiAs>>;

async function reserveSummit(api: Api): Promise<string> {
  const categories = await categoriesOf(app.t.db, ALPINE_SUMMIT);
  const response = await api.send(
    'POST',
    `/api/v2/public/event/${ALPINE_SUMMIT}/reserve-tickets?lang=en`,
    selection({ [categories.Standard!]: 1 }),
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as string;
}

describe('account endpoints with sign-in configured', () => {
  it('tells the shop that buyers can sign in: the answer, every API GET and the page', async () => {
    const api = await anonymousApi();
    const enabled = await api.send('GET', '/api/v2/public/user/authentication-enabled');
    expect(enabled.json()).toBe(true);
    expect(enabled.headers['alfio-openid-enabled']).toBe('true');
    const page = await app.t.app.inject({ method: 'GET', url: '/' });
    expect(metaContent(page, 'authentication-enabled')).toBe('true');
  });

  it('treats an anonymous visitor as nobody', async () => {
    const api = await anonymousApi();
    expect((await api.me()).statusCode).toBe(204);
    expect((await api.reservations()).statusCode).toBe(204);
    expect((await api.updateMe({ firstName: 'Eve', lastName: 'Dropper' })).statusCode).toBe(401);
    expect((await api.deleteMe()).statusCode).toBe(400);
    const logout = await api.logout();
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ targetUrl: '/', empty: false });
  });

  it('answers the signed-in buyer with their account and an empty order list', async () => {
    const { api } = await signedInAs(app, GRACE);
    const me = await api.me();
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      emailAddress: GRACE.email,
      external: true,
      profile: { billingDetails: { addressLine1: null, hasTaxId: false }, additionalData: {} },
    });
  });

  it('saves a profile that passes the booking rules, keeping the account address', async () => {
    const { api } = await signedInAs(app, ADA);
    const response = await api.updateMe({
      firstName: ' Ada ',
      lastName: 'Byron',
      email: 'someone.else@example.com',
      addCompanyBillingDetails: true,
      billingAddressCompany: 'Analytical Engines Ltd',
      billingAddressLine1: '12 St James Square',
      billingAddressZip: 'SW1Y 4JH',
      billingAddressCity: 'London',
      vatCountryCode: 'GB',
      vatNr: 'GB123456789',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      value: {
        firstName: 'Ada',
        lastName: 'Byron',
        emailAddress: ADA.email,
        profile: {
          billingDetails: {
            companyName: 'Analytical Engines Ltd',
            addressLine1: '12 St James Square',
            city: 'London',
            country: 'GB',
            taxId: 'GB123456789',
            hasTaxId: true,
          },
        },
      },
    });
    expect((await api.me()).json()).toMatchObject({ lastName: 'Byron', emailAddress: ADA.email });
  });

  it('refuses a profile that breaks the booking rules, field by field, and keeps the old one', async () => {
    const { api } = await signedInAs(app, GRACE);
    const response = await api.updateMe({ firstName: '  ', lastName: 'Hopper', invoiceRequested: true });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body).toMatchObject({ success: false, value: null });
    const errors = (body.validationErrors as { fieldName: string; code: string }[]).map(
      (error) => `${error.fieldName}:${error.code}`,
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        'firstName:error.STEP_2_EMPTY_FIRSTNAME',
        'billingAddressLine1:error.emptyField',
        'billingAddressZip:error.emptyField',
        'billingAddressCity:error.emptyField',
        'vatCountryCode:error.emptyField',
      ]),
    );
    expect(body.errorCount).toBe(errors.length);
    expect((await api.me()).json()).toMatchObject({ firstName: 'Grace' });
  });

  it('answers a profile body of the wrong shape with 422 on the profile form', async () => {
    const { api } = await signedInAs(app, GRACE);
    const response = await api.updateMe({ firstName: ['Grace'] });
    expect(response.statusCode).toBe(422);
    expect(response.json().success).toBe(false);
  });

  it('gives a reservation made while signed in to the account, listed under its event', async () => {
    const { api } = await signedInAs(app, ADA);
    const reservationId = await reserveSummit(api);
    const [row] = await app.t.db.query<{ email: string | null }>(
      'SELECT u.email FROM reservation r JOIN app_user u ON u.id = r.user_id WHERE r.id = $1',
      [reservationId],
    );
    expect(row?.email).toBe(ADA.email);

    const list = await api.reservations();
    expect(list.statusCode).toBe(200);
    const summit = (list.json() as { publicIdentifier: string; type: string; reservations: { id: string }[] }[]).find(
      (group) => group.publicIdentifier === ALPINE_SUMMIT,
    );
    expect(summit?.type).toBe('event');
    expect(summit?.reservations.map((reservation) => reservation.id)).toContain(reservationId);
    const header = (list.json() as { reservations: Record<string, unknown>[] }[])
      .flatMap((group) => group.reservations)
      .find((reservation) => reservation.id === reservationId)!;
    expect(header).toMatchObject({ status: 'PENDING', currencyCode: expect.any(String) });
    expect((header.items as unknown[]).length).toBe(1);
    expect(header.formattedCreatedOn).toHaveProperty('de');
  });

  it('leaves out of the list an order cancelled by the organizer, with or without a credit note', async () => {
    const { api } = await signedInAs(app, ADA);
    const cancelled = await reserveSummit(api);
    const credited = await reserveSummit(api);
    const kept = await reserveSummit(api);
    // Set directly: how an organizer cancels is the organizer API's tests' subject, not this list's.
    await app.t.db.query("UPDATE reservation SET status = 'CANCELLED' WHERE id = $1", [cancelled]);
    await app.t.db.query("UPDATE reservation SET status = 'CREDIT_NOTE_ISSUED' WHERE id = $1", [credited]);

    const listed = ((await api.reservations()).json() as { reservations: { id: string }[] }[]).flatMap((group) =>
      group.reservations.map((reservation) => reservation.id),
    );
    expect(listed).toContain(kept);
    expect(listed).not.toContain(cancelled);
    expect(listed).not.toContain(credited);
  });

  it('gives a subscription bought while signed in to the account, listed under its title', async () => {
    const { api } = await signedInAs(app, GRACE);
    const [descriptor] = await app.t.db.query<{ id: string }>(
      "SELECT id FROM subscription_descriptor WHERE title->>'en' = $1",
      [ALPINE_SEASON_PASS],
    );
    const reserved = await api.send('POST', `/api/v2/public/subscription/${descriptor!.id}`, {});
    expect(reserved.statusCode, reserved.body).toBe(200);
    const reservationId = reserved.json().value as string;

    const groups = (await api.reservations()).json() as {
      type: string;
      publicIdentifier: string;
      title: Record<string, string>;
      reservations: { id: string; items: { type: Record<string, string> }[] }[];
    }[];
    const pass = groups.find((group) => group.publicIdentifier === descriptor!.id);
    expect(pass).toMatchObject({ type: 'subscription', title: expect.objectContaining({ en: ALPINE_SEASON_PASS }) });
    const header = pass!.reservations.find((reservation) => reservation.id === reservationId);
    expect(header?.items[0]?.type.en).toBe(ALPINE_SEASON_PASS);
    expect((await (await anonymousApi()).send('GET', `/api/v2/public/reservation/${reservationId}`)).statusCode).toBe(
      401,
    );
  });

  it('keeps a signed-in buyer out of another buyer’s orders and profile', async () => {
    const ada = await signedInAs(app, ADA);
    const reservationId = await reserveSummit(ada.api);
    const grace = await signedInAs(app, GRACE);

    expect((await grace.api.send('GET', `/api/v2/public/reservation/${reservationId}`)).statusCode).toBe(401);
    expect((await (await anonymousApi()).send('GET', `/api/v2/public/reservation/${reservationId}`)).statusCode).toBe(
      401,
    );
    expect((await ada.api.send('GET', `/api/v2/public/reservation/${reservationId}`)).statusCode).toBe(200);
    const graceList = await grace.api.reservations();
    const ids =
      graceList.statusCode === 204
        ? []
        : (graceList.json() as { reservations: { id: string }[] }[]).flatMap((group) =>
            group.reservations.map((reservation) => reservation.id),
          );
    expect(ids).not.toContain(reservationId);

    const adaBefore = (await ada.api.me()).json();
    expect((await grace.api.updateMe({ firstName: 'Grace', lastName: 'Brewster' })).statusCode).toBe(200);
    expect((await ada.api.me()).json()).toEqual(adaBefore);
  });

  it('fills the profile with the invoice address and own ticket answers of a booking made while signed in', async () => {
    const { api } = await signedInAs(app, GRACE);
    const reservationId = await reserveSummit(api);
    const info = await api.send('GET', `/api/v2/public/reservation/${reservationId}`);
    const form = completeForm(info.json(), {
      invoiceRequested: true,
      billingAddressLine1: 'Seestrasse 1',
      billingAddressZip: '8002',
      billingAddressCity: 'Zürich',
      vatCountryCode: 'CH',
    });
    // The buyer holds the first ticket themselves: its answers are the buyer's own.
    const { entry } = firstTicket(form);
    entry.email = GRACE.email;
    const [fieldName, values] = Object.entries(entry.additional as Record<string, (string | null)[]>).find(([, sent]) =>
      sent.some((value) => !!value),
    )!;
    const validated = await api.send(
      'POST',
      `/api/v2/public/reservation/${reservationId}/validate-to-overview?lang=en&ignoreWarnings=true`,
      form,
    );
    expect(validated.statusCode, validated.body).toBe(200);
    const me = (await api.me()).json();
    expect(me).toMatchObject({
      profile: { billingDetails: { addressLine1: 'Seestrasse 1', zip: '8002', city: 'Zürich', country: 'CH' } },
    });
    expect(me.profile.additionalData[fieldName]).toEqual({
      label: expect.objectContaining({ en: expect.any(String) }),
      values: values.filter((value) => !!value),
    });

    // The profile page edits those answers; the label stays, an unknown key is ignored.
    const edited = await api.updateMe({
      firstName: 'Grace',
      lastName: 'Hopper',
      additionalInfo: { [fieldName]: 'edited', unknownField: 'ignored' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const additionalData = edited.json().value.profile.additionalData;
    expect(additionalData[fieldName]).toEqual({
      label: me.profile.additionalData[fieldName].label,
      values: ['edited'],
    });
    expect(additionalData).not.toHaveProperty('unknownField');
  });

  it('signs out: the session is forgotten and the browser goes to the provider’s sign-out', async () => {
    const { api } = await signedInAs(app, GRACE);
    const response = await api.logout();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-auth-token']).toBe('');
    const { targetUrl } = response.json() as { targetUrl: string };
    expect(targetUrl.startsWith(`${app.provider.issuer}/`)).toBe(true);
    expect(new URL(targetUrl).searchParams.get('post_logout_redirect_uri')).toBe(`${app.base}/`);
    expect((await api.me()).statusCode).toBe(204);
  });
});
