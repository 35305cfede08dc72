import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  reservationIdOf,
  reservationStep,
  reserveTickets,
  type Buyer,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { SYSTEM_API_KEY } from '../journey-settings.ts';

/** A 1×1 PNG: the event's poster, which the server downloads from `imageUrl`. */
const POSTER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const IBAN = 'CH56 0483 5012 3456 7800 9';
const CATEGORY = 'Lakeside seat';

interface MailboxEntry {
  subject: string;
  textBody: string;
  attachments: { name: string; contentType: string }[];
}

interface ReservationSummary {
  id: string;
  status: string;
  email: string | null;
  finalPriceCents: number;
  currency: string | null;
}

let posters: Server;
let posterUrl: string;

test.beforeAll(async () => {
  posters = createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(POSTER));
  await new Promise<void>((resolve) => posters.listen(0, '127.0.0.1', resolve));
  posterUrl = `http://127.0.0.1:${(posters.address() as AddressInfo).port}/poster.png`;
});
test.afterAll(() => new Promise<void>((resolve) => posters.close(() => resolve())));

/** Calls alf.io's admin API v1 as an organizer's script does: the key in `Authorization: ApiKey …`. */
function adminApi(request: APIRequestContext, key: string) {
  const headers = { authorization: `ApiKey ${key}` };
  return {
    get: (path: string) => request.get(path, { headers }),
    post: (path: string, data: unknown) => request.post(path, { headers, data }),
    put: (path: string, data: unknown) => request.put(path, { headers, data }),
  };
}

async function ok(answer: APIResponse, what: string): Promise<APIResponse> {
  expect(answer.status(), `${what}: ${await answer.text()}`).toBe(200);
  return answer;
}

/** A day counted from today, as alf.io's local dates write it. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test.describe('an organizer running a sale through the admin API', () => {
  test('creates an event that a buyer books by bank transfer, and confirms the money: the buyer gets the tickets', async ({
    page,
    visit,
    request,
  }, testInfo) => {
    const en = await englishBundle(request);
    // Its own organization, event and buyer per project and run, so the journeys never meet.
    const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const slug = `lakeside-${run}`;
    const title = `Lakeside Night ${run}`;
    const buyer: Buyer = { firstName: 'Clara', lastName: 'Schumann', email: `clara.${run}@example.org` };

    // The installation's administrator creates the organization and its first key.
    const system = adminApi(request, SYSTEM_API_KEY);
    const organization = (await (
      await ok(
        await system.post('/api/v1/admin/system/organization/create', {
          name: `Lakeside Jazz ${run}`,
          email: `office.${run}@example.org`,
          description: 'Concerts by the lake',
        }),
        'organization',
      )
    ).json()) as { id: number; slug: string };
    const { apiKey } = (await (
      await ok(
        await system.put(`/api/v1/admin/system/organization/${organization.id}/api-key`, {
          type: 'API_CLIENT',
          description: 'Box office script',
        }),
        'API key',
      )
    ).json()) as { apiKey: string };
    const organizer = adminApi(request, apiKey);

    // The bank account buyers pay into, then the event with alf.io's body, then its sale opens.
    await ok(
      await organizer.put(`/api/v1/admin/configuration/organization/${organization.id}`, {
        BANK_ACCOUNT_NR: IBAN,
        BANK_ACCOUNT_OWNER: `Lakeside Jazz ${run}`,
      }),
      'organization settings',
    );
    const created = await ok(
      await organizer.post('/api/v1/admin/event/create', {
        title,
        slug,
        description: [{ lang: 'en', body: 'Jazz by the lake, doors at seven.' }],
        location: { fullAddress: 'Quai 1, 6004 Lucerne' },
        timezone: 'Europe/Zurich',
        startDate: `${day(30)}T19:00:00`,
        endDate: `${day(30)}T23:00:00`,
        websiteUrl: 'https://lakeside.example',
        termsAndConditionsUrl: 'https://lakeside.example/terms',
        imageUrl: posterUrl,
        tickets: {
          max: 20,
          currency: 'CHF',
          taxPercentage: 8.1,
          taxIncludedInPrice: true,
          paymentMethods: ['OFFLINE', 'ON_SITE'],
          categories: [
            {
              name: CATEGORY,
              description: [{ lang: 'en', body: 'Free seating' }],
              price: 45,
              startSellingDate: `${day(-1)}T09:00:00`,
              endSellingDate: `${day(30)}T18:00:00`,
            },
          ],
        },
      }),
      'event',
    );
    expect(await created.text()).toBe(slug);
    await ok(
      await organizer.put(`/api/v1/admin/configuration/organization/${organization.id}/event/${slug}`, {
        OFFLINE_PAYMENT_DAYS: '10',
      }),
      'event settings',
    );
    await ok(await organizer.put(`/api/v1/admin/event/${slug}/status`, { active: true }), 'on sale');

    // The shop lists it on the organizer's page and in the catalogue of all events.
    await visit(`/o/${organization.slug}`);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([title]);
    await visit('/events-all');
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: title })).toBeVisible();

    await visit(`/event/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // A buyer books a seat and pays by bank transfer: the page waits for the money.
    await reserveTickets(page, visit, en, slug, CATEGORY);
    await fillContact(page, en, buyer);
    await continueToOverview(page, en, 'event', slug);
    await page.getByRole('radio', { name: en['reservation-page.offline'], exact: true }).check();
    await acceptTerms(page, en);
    await page.getByRole('button', { name: en['common.confirm'], exact: true }).click();
    await expect(page).toHaveURL(reservationStep('event', slug, 'waiting-payment'));
    const instructions = page.locator('.shop-instructions');
    await expect(instructions).toContainText(IBAN);
    await expect(instructions).toContainText(/CHF\s45\.00/);
    await expectAccessible(page);
    const reservationId = reservationIdOf(page)!;

    // The organizer finds the order among the transfers still to arrive, and confirms the money.
    const awaited = (await (
      await ok(await organizer.get(`/api/v1/admin/event/${slug}/reservations?status=OFFLINE_PAYMENT`), 'orders')
    ).json()) as ReservationSummary[];
    expect(awaited).toEqual([
      expect.objectContaining({ id: reservationId, email: buyer.email, finalPriceCents: 4500, currency: 'CHF' }),
    ]);
    const received = {
      transaction: {
        id: `BANK-${run}`,
        paidAmount: 45,
        timestamp: `${day(0)}T10:15:00`,
        paymentProvider: 'OFFLINE',
      },
    };
    const confirmed = await ok(
      await organizer.put(`/api/v1/admin/reservation/${reservationId}/confirm`, received),
      'confirmation',
    );
    expect(((await confirmed.json()) as { holders: unknown[] }).holders).toEqual([
      expect.objectContaining({ firstName: buyer.firstName, lastName: buyer.lastName, email: buyer.email }),
    ]);
    // Once only: the same transfer reported again changes nothing.
    expect((await organizer.put(`/api/v1/admin/reservation/${reservationId}/confirm`, received)).status()).toBe(400);

    // The buyer's page, opened again, shows the order complete with the ticket.
    await page.reload();
    await expect(page).toHaveURL(reservationStep('event', slug, 'success'));
    await expect(page.getByRole('region', { name: en['reservation-page-complete.your-tickets'] })).toContainText(
      `${buyer.firstName} ${buyer.lastName}`,
    );

    // The outbox holds one e-mail to the buyer with the ticket attached.
    const withTickets = async () => {
      const answer = await request.get(`/dev/mailbox?recipient=${encodeURIComponent(buyer.email)}`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as MailboxEntry[]).filter((mail) =>
        mail.attachments.some((file) => /^ticket-.+\.pdf$/.test(file.name) && file.contentType === 'application/pdf'),
      );
    };
    await expect.poll(async () => (await withTickets()).length).toBe(1);
    const [ticketsMail] = await withTickets();
    expect(ticketsMail!.subject).toContain(title);

    // The sale closes: the other journeys find the catalogue as the demo has it.
    await ok(await organizer.put(`/api/v1/admin/event/${slug}/status`, { active: false }), 'sale closed');
  });
});
