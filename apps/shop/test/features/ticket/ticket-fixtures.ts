import type { BookingInfoTicket, ReservationInfo } from '@shop/contract';
import { http, HttpResponse } from 'msw';
import { infoFixture } from '../../support/fixtures.ts';
import { items } from '../event-page/fixtures.ts';
import { ticket } from '../reservation/booking-fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { reservationFixture, serveReservation } from '../reservation/overview-fixtures.ts';
import { ticketBundle } from './ticket-bundle.ts';

export const assignedUuid = '7b3e9f10-1a2b-4c3d-8e4f-5a6b7c8d9e01';
export const unassignedUuid = '7b3e9f10-1a2b-4c3d-8e4f-5a6b7c8d9e02';

/** A ticket of a complete order, without configured fields. */
export function plainTicket(uuid: string, overrides: Partial<BookingInfoTicket> = {}): BookingInfoTicket {
  return ticket(uuid, {
    acquired: true,
    ticketFieldConfigurationBeforeStandard: [],
    ticketFieldConfigurationAfterStandard: [],
    ...overrides,
  });
}

export const adasTicket = (overrides: Partial<BookingInfoTicket> = {}) =>
  plainTicket(assignedUuid, {
    assigned: true,
    firstName: 'Ada',
    lastName: 'Lovelace',
    fullName: 'Ada Lovelace',
    email: 'ada@example.org',
    ...overrides,
  });

/** A complete, free order of `demo`: Ada's ticket and one not assigned yet. */
export function completeOrder(
  tickets: BookingInfoTicket[] = [adasTicket(), plainTicket(unassignedUuid)],
): ReservationInfo {
  return reservationFixture({
    status: 'COMPLETE',
    paid: true,
    ticketsByCategory: [{ name: 'Standard', ticketAccessType: 'INHERIT', tickets }],
  });
}

/** The success page's server, with the ticket texts and the wallets as given. */
export function serveOrder(reservation: ReservationInfo, wallet = { gWalletEnabled: false, passEnabled: false }) {
  const state = serveReservation({ reservation });
  server.use(
    http.get(apiPath('getBundle'), () => HttpResponse.json(ticketBundle)),
    http.get(apiPath('getInfo'), () => HttpResponse.json(infoFixture({ walletConfiguration: wallet }))),
    // Where a release may lead.
    http.get(apiPath('getTicketCategories'), () => HttpResponse.json(items())),
  );
  return state;
}

export const validatedAnswer = (value: boolean, validationErrors: { fieldName: string; code: string }[] = []) => ({
  success: validationErrors.length === 0,
  errorCount: validationErrors.length,
  validationErrors: validationErrors.map((error) => ({ ...error, arguments: null })),
  warnings: [],
  value,
});
