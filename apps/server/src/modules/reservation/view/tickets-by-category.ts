import type { AdditionalServiceWithData, BookingInfoTicket, TicketsByTicketCategory } from '@shop/contract';
import { toAdditionalField } from '../fields/additional-field-view.ts';
import type {
  BookingReservation,
  ReservedItem,
  ReservedTicket,
  StoredValue,
} from '../booking/booking-read-repository.ts';
import type { BookingSettings } from '../booking/booking-settings.ts';
import { attendeeFieldsFor, itemFieldsFor, type FieldConfig } from '../fields/field-config.ts';

/**
 * The tickets of a reservation grouped by category, each with its attendee fields and values
 * (`BookingInfoTicket` in the contract), and its supplements and donations with their fields.
 */
export interface TicketViewInput {
  reservation: BookingReservation;
  tickets: readonly ReservedTicket[];
  items: readonly ReservedItem[];
  fields: readonly FieldConfig[];
  values: readonly StoredValue[];
  settings: BookingSettings;
}

export function ticketsByCategory(input: TicketViewInput): TicketsByTicketCategory[] {
  const groups = new Map<number, TicketsByTicketCategory>();
  for (const ticket of input.tickets) {
    let group = groups.get(ticket.categoryId);
    if (!group) {
      group = { name: ticket.categoryName, ticketAccessType: ticket.ticketAccessType, tickets: [] };
      groups.set(ticket.categoryId, group);
    }
    group.tickets.push(bookingInfoTicket(ticket, input));
  }
  return [...groups.values()];
}

function bookingInfoTicket(ticket: ReservedTicket, input: TicketViewInput): BookingInfoTicket {
  const { reservation, settings } = input;
  const fields = attendeeFieldsFor(input.fields, ticket.categoryId).map((field) =>
    toAdditionalField(
      field,
      input.values.filter((v) => v.ticketId === ticket.id && v.fieldId === field.id),
      reservation.languages,
    ),
  );
  const fullName = ticket.fullName ?? ([ticket.firstName, ticket.lastName].filter(Boolean).join(' ') || null);
  const acquired = ticket.status === 'ACQUIRED' || ticket.status === 'CHECKED_IN';
  return {
    uuid: ticket.uuid,
    firstName: ticket.firstName,
    lastName: ticket.lastName,
    email: ticket.email,
    fullName,
    userLanguage: ticket.userLanguage,
    assigned: !!ticket.email && (!!ticket.fullName || (!!ticket.firstName && !!ticket.lastName)),
    locked: ticket.locked,
    acquired,
    cancellationEnabled: acquired && isFreelyCancellable(ticket, input),
    sendMailEnabled: settings.context.flag('SEND_TICKETS_AUTOMATICALLY', true),
    downloadEnabled: settings.context.flag('ALLOW_TICKET_DOWNLOAD', true),
    ticketFieldConfigurationBeforeStandard: fields.filter((field) => field.beforeStandardFields),
    ticketFieldConfigurationAfterStandard: fields.filter((field) => !field.beforeStandardFields),
    formattedOnlineCheckInDate: {},
    onlineEventStarted: false,
  };
}

/**
 * A free ticket of an event not over yet, with no paid supplement in the order, where the category
 * allows it: what the success page offers to release and what releasing a ticket accepts.
 */
export function isFreelyCancellable(
  ticket: Pick<ReservedTicket, 'finalPriceCents' | 'categoryId'>,
  { reservation, items, settings }: Pick<TicketViewInput, 'reservation' | 'items' | 'settings'>,
): boolean {
  const eventOver = reservation.eventEnd !== null && reservation.eventEnd.getTime() < reservation.now.getTime();
  return (
    ticket.finalPriceCents === 0 &&
    !eventOver &&
    !items.some((item) => item.finalPriceCents > 0) &&
    settings.category(ticket.categoryId).flag('ALLOW_FREE_TICKETS_CANCELLATION', false)
  );
}

/**
 * Every supplement and donation of an event reservation, sorted by service. An item bought for
 * the whole order is shown with the first ticket on the page, where alf.io asks for the fields
 * of such items, until the buyer links it to another one.
 */
export function additionalServicesWithData(input: TicketViewInput): AdditionalServiceWithData[] {
  const { reservation, tickets } = input;
  if (reservation.purchaseContextType !== 'event' || tickets.length === 0) return [];
  const uuidOf = new Map(tickets.map((ticket) => [ticket.id, ticket.uuid]));
  const firstTicket = tickets[0]!;
  return input.items.map((item) => ({
    title: Object.fromEntries(
      reservation.languages.filter((lang) => item.title[lang] !== undefined).map((lang) => [lang, item.title[lang]!]),
    ),
    itemId: item.id,
    serviceId: item.serviceId,
    ticketUUID: (item.ticketId !== null ? uuidOf.get(item.ticketId) : undefined) ?? firstTicket.uuid,
    ticketFieldConfiguration: itemFieldsFor(input.fields, item.serviceId).map((field) =>
      toAdditionalField(
        field,
        input.values.filter((v) => v.itemId === item.id && v.fieldId === field.id),
        reservation.languages,
      ),
    ),
    type: item.type,
  }));
}
