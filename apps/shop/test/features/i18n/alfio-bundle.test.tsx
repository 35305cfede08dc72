import { shopMessagesDe } from '@shop/contract/shop-messages/de';
import { shopMessagesEn } from '@shop/contract/shop-messages/en';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { eventPageBundle, fullEvent, items } from '../event-page/fixtures.ts';
import { bookingBundle, bookingPathOf, serveBooking } from '../reservation/booking-fixtures.ts';
import {
  eventPath,
  reservationBundle,
  reservationFixture,
  serveReservation,
} from '../reservation/overview-fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';

const isOwnKey = (key: string) => Object.hasOwn(shopMessagesEn, key);

/**
 * alf.io's German bundle: its own keys in German (marked here, the fixtures being English) and
 * none of the shop's, which only our server adds.
 */
const alfioGerman: Record<string, string> = Object.fromEntries(
  Object.entries({ ...eventPageBundle, ...bookingBundle, ...reservationBundle })
    .filter(([key]) => !isOwnKey(key))
    .map(([key, text]) => [key, `${text} (de)`]),
);

/** The shop's English texts, in pieces between placeholders and markup, that German does not share. */
const englishPieces = Object.entries(shopMessagesEn).flatMap(([key, text]) =>
  text
    .split(/\{\{\d+\}\}|<[^>]*>/)
    .map((piece) => piece.trim())
    .filter((piece) => piece.length >= 4 && !shopMessagesDe[key as keyof typeof shopMessagesDe].includes(piece)),
);

/** Every text the page shows or announces. */
function pageTexts(): string {
  const attributes = [...document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap(
    (element) => ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.body.textContent ?? '', ...attributes].join('\n');
}

async function expectGermanOnly() {
  await waitFor(() => expect(screen.queryByText(shopMessagesDe['shop.loading'])).toBeNull());
  const texts = pageTexts();
  expect(englishPieces.filter((piece) => texts.includes(piece))).toEqual([]);
  expect(texts).not.toMatch(/\bshop\.[a-z-]+\.[a-z-.]+/);
  // The language selector's label is one of the shop's own texts.
  expect(screen.getByRole('combobox', { name: shopMessagesDe['shop.language.select'] })).toBeTruthy();
}

describe('in front of a real alf.io, in German', () => {
  beforeEach(() => {
    window.sessionStorage.setItem('ALFIO_LANG', 'de');
  });

  const serveAlfioBundle = () =>
    server.use(
      http.get(apiPath('getBundle'), ({ params }) =>
        params.lang === 'de' ? HttpResponse.json(alfioGerman) : new HttpResponse(null, { status: 404 }),
      ),
    );

  test('the event page shows no English', async () => {
    server.use(
      http.get(apiPath('getEvent'), () => HttpResponse.json(fullEvent())),
      http.get(apiPath('getTicketCategories'), () => HttpResponse.json(items())),
      http.post(apiPath('checkDiscount'), () => new HttpResponse(null, { status: 204 })),
    );
    serveAlfioBundle();
    renderApp('/event/demo');
    expect(await screen.findByRole('heading', { level: 2, name: `${eventPageBundle['show-event.tickets']} (de)` }));
    await expectGermanOnly();
  });

  test('the booking step shows no English', async () => {
    serveBooking();
    server.use(http.get(apiPath('getApplicableCustomPaymentMethods'), () => HttpResponse.json([])));
    serveAlfioBundle();
    renderApp(bookingPathOf('book'));
    expect(
      await screen.findByRole('heading', { level: 2, name: `${bookingBundle['reservation-page.your-details']} (de)` }),
    );
    await expectGermanOnly();
  });

  test('the overview shows no English', async () => {
    serveReservation({ reservation: reservationFixture() });
    serveAlfioBundle();
    renderApp(eventPath('overview'));
    expect(
      await screen.findByRole('heading', { level: 2, name: `${reservationBundle['reservation-page.title']} (de)` }),
    );
    await expectGermanOnly();
  });
});
