import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { bookingPathOf, serveBooking, validated } from './booking-fixtures.ts';

type ServeOptions = Parameters<typeof serveBooking>[0];

/**
 * The booking step as a visitor reaches it, the server answering from fixtures. Validation
 * answers with `answer` and records each request; once validated, the status says so.
 */
export async function renderBooking(
  options: ServeOptions & { search?: string; answer?: () => Response | Promise<Response> } = {},
) {
  const { search = '', answer = () => validated(), ...serve } = options;
  serveBooking(serve);
  const sent: { body: Record<string, unknown>; query: URLSearchParams }[] = [];
  let validatedNow = false;
  const reservation = serve.reservation;
  server.use(
    http.post(apiPath('validateToOverview'), async ({ request }) => {
      sent.push({ body: (await request.json()) as Record<string, unknown>, query: new URL(request.url).searchParams });
      const response = await answer();
      if (!response.ok) return response;
      const json = (await response.clone().json()) as { success: boolean; warnings: unknown[] };
      const ignored = new URL(request.url).searchParams.get('ignoreWarnings') === 'true';
      if (json.success && (json.warnings.length === 0 || ignored)) validatedNow = true;
      return response;
    }),
    http.get(apiPath('getReservationStatus'), () =>
      HttpResponse.json({
        status: reservation?.status ?? 'PENDING',
        validatedBookingInformation: validatedNow || (reservation?.validatedBookingInformation ?? false),
      }),
    ),
    http.get(apiPath('getApplicableCustomPaymentMethods'), () => HttpResponse.json([])),
  );
  const view = renderApp(bookingPathOf('book', search));
  await screen.findByRole('heading', { level: 2, name: 'Your details' });
  return { ...view, sent };
}

/** The attendee card of ticket number `n`. */
export function card(n: number) {
  return within(screen.getByRole('article', { name: `Ticket #${n}` }));
}

/** Fills the nine kinds of attendee field of one card. */
export async function fillAttendee(user: UserEvent, n: number, person: { first: string; last: string; email: string }) {
  const inCard = card(n);
  await user.type(inCard.getByRole('textbox', { name: 'Name on badge' }), person.first);
  await user.type(inCard.getByRole('textbox', { name: 'First name' }), person.first);
  await user.type(inCard.getByRole('textbox', { name: 'Last name' }), person.last);
  await user.type(inCard.getByRole('textbox', { name: 'Email' }), person.email);
  await user.type(inCard.getByRole('textbox', { name: 'Mobile number' }), '+41 79 000 00 00');
  await user.type(inCard.getByRole('textbox', { name: 'Employer VAT' }), 'DE123456789');
  await user.type(inCard.getByRole('textbox', { name: 'Notes' }), 'Front row');
  // A date picked fires `input`, as typing does: the event the form listens to.
  fireEvent.input(inCard.getByLabelText(/^Date of birth/), { target: { value: '1990-04-01' } });
  await user.selectOptions(inCard.getByRole('combobox', { name: 'Country of residence' }), 'IT');
  await user.selectOptions(inCard.getByRole('combobox', { name: 'T-shirt size' }), 'm');
  await user.click(inCard.getByRole('radio', { name: 'Vegetarian' }));
  await user.click(inCard.getByRole('checkbox', { name: 'Green software' }));
  await user.click(inCard.getByRole('checkbox', { name: 'Accessible interfaces' }));
}

export async function fillContact(user: UserEvent, email = 'ada@example.org') {
  const contact = within(screen.getByRole('region', { name: 'Your details' }));
  await user.type(contact.getByRole('textbox', { name: 'First name' }), 'Ada');
  await user.type(contact.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
  await user.type(contact.getByRole('textbox', { name: 'Email' }), email);
}
