import type { UpdateTicketOwnerForm, ValidatedResponse } from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { success, failure } from '../../http/validated-response.ts';
import { queueTicketEmail } from './ticket-email.ts';
import { holderOf, itemLinksOf } from '../reservation/booking/attendee-data.ts';
import type { StoredValue } from '../reservation/booking/booking-read-repository.ts';
import { BookingErrors } from '../reservation/booking/booking-errors.ts';
import { replaceFieldValues, saveHolders } from '../reservation/booking/booking-write-repository.ts';
import { checkHolder } from '../reservation/booking/contact-rules.ts';
import { valuesFor } from '../reservation/booking/persist-booking.ts';
import { checkAdditionalFields } from '../reservation/fields/additional-field-rules.ts';
import { attendeeFieldsFor, itemFieldsFor, type FieldConfig } from '../reservation/fields/field-config.ts';
import { fieldRuleContext } from '../reservation/fields/field-rule-context.ts';
import type { VatNumberChecker } from '../reservation/invoicing/eu-vat.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import { isAssigned } from './ticket-access.ts';
import { auditTicket, findEventTicket, lockEventTicket } from './ticket-repository.ts';
import { loadTicketView } from './ticket-view.ts';

export interface UpdateTicketRequest {
  eventShortName: string;
  publicUuid: string;
  form: z.output<typeof UpdateTicketOwnerForm>;
  baseUrl: string;
  vatChecker?: VatNumberChecker;
}

export type UpdateTicketOutcome =
  | { kind: 'not-found' }
  | { kind: 'checked'; status: 200 | 422; response: ValidatedResponse<boolean>; emailQueued: boolean };

const HELD = new Set(['ACQUIRED', 'CHECKED_IN']);

/**
 * `PUT …/ticket/{uuid}` (`endpoints.updateTicket` in the contract): assigns the ticket or changes
 * its holder, with the booking step's rules for the attendee, their fields and the fields of the
 * items linked to the ticket, in one transaction on the locked ticket. Error field names are the
 * booking step's without the `tickets[…]` prefix; a form that does not say where the linked items'
 * values go is one error with an empty field name. A locked assignment keeps its names and e-mail,
 * and so does an assigned ticket while the organizer does not allow transfers.
 * A new holder, or a new e-mail address, gets the ticket by e-mail.
 */
export async function updateTicket(db: Database, request: UpdateTicketRequest): Promise<UpdateTicketOutcome> {
  return db.transaction(async (tx) => {
    const found = await findEventTicket(tx, request.eventShortName, request.publicUuid);
    if (!found) return { kind: 'not-found' };
    await lockEventTicket(tx, found.id);
    // Read again under the lock: a release in between gave the ticket new uuids.
    const record = await findEventTicket(tx, request.eventShortName, request.publicUuid);
    if (!record || record.reservationStatus !== 'COMPLETE' || !HELD.has(record.status)) return { kind: 'not-found' };
    const view = await loadTicketView(tx, record);
    if (!view) return { kind: 'not-found' };
    const { reservation, fields } = view;
    const { form } = request;
    // With transfers off (ENABLE_TICKET_TRANSFER, on by default) a ticket keeps its holder once it
    // has one, as alf.io keeps a ticket it locked at the purchase: the answer is still a success.
    const transferable = view.settings.context.flag('ENABLE_TICKET_TRANSFER', true) || !isAssigned(record);
    const ticket = transferable ? view.ticket : { ...view.ticket, locked: true };
    const writable = writableFields(view.values);

    const errors = new BookingErrors();
    const rules = fieldRuleContext(reservation, request.vatChecker);
    const holder = holderOf(ticket, form, reservation, reservation.userLanguage);
    checkHolder(holder, '', reservation.useFirstAndLastName, errors);
    const attendeeFields = attendeeFieldsFor(fields, ticket.categoryId);
    await checkAdditionalFields(attendeeFields, form.additional, '', errors, rules);

    // Only items that ask for something need an entry in the form.
    const itemsWithFields = view.linkedItems.filter((item) => itemFieldsFor(fields, item.serviceId).length > 0);
    const { links, complete } = itemLinksOf(form, [ticket], itemsWithFields);
    if (itemsWithFields.length > 0) {
      if (!complete) errors.reject('', 'error.emptyField');
      for (const link of links) {
        await checkAdditionalFields(
          itemFieldsFor(fields, link.item.serviceId),
          link.additional,
          `additionalServices[${link.ticketUuid}][${link.position}].`,
          errors,
          rules,
        );
      }
    }

    if (errors.count > 0) {
      return { kind: 'checked', status: 422, response: failure(errors.list(), false), emailQueued: false };
    }

    await saveHolders(tx, [holder]);
    await replaceFieldValues(
      tx,
      'ticket',
      valuesFor(attendeeFields.filter(writable({ ticketId: ticket.id })), ticket.id, form.additional),
    );
    await replaceFieldValues(
      tx,
      'item',
      links.flatMap((link) =>
        valuesFor(
          itemFieldsFor(fields, link.item.serviceId).filter(writable({ itemId: link.item.id })),
          link.item.id,
          link.additional,
        ),
      ),
    );
    const assigned = !isAssigned(record) || !sameAddress(record.email, holder.email);
    await auditTicket(tx, record, 'TICKET_UPDATE', { newHolder: assigned });

    let emailQueued = false;
    if (assigned) {
      const updated = await findEventTicket(tx, request.eventShortName, request.publicUuid);
      if (updated) {
        emailQueued = await queueTicketEmail(tx, {
          ticket: updated,
          shortId: shortIdOf(reservation, view.settings.context),
          baseUrl: request.baseUrl,
        });
      }
    }
    return { kind: 'checked', status: 200, response: success(true), emailQueued };
  });
}

/**
 * Which fields an update may write: an answer the organizer made not editable keeps the value it
 * has, as alf.io keeps it; one still empty may be given.
 */
function writableFields(values: readonly StoredValue[]) {
  const answered = new Set(
    values
      .filter((value) => value.value !== null && value.value !== '')
      .map((value) => `${value.ticketId ?? ''}:${value.itemId ?? ''}:${value.fieldId}`),
  );
  return (owner: { ticketId?: number; itemId?: number }) => (field: FieldConfig) =>
    field.editable || !answered.has(`${owner.ticketId ?? ''}:${owner.itemId ?? ''}:${field.id}`);
}

function sameAddress(before: string | null, after: string | null): boolean {
  return (before ?? '').trim().toLowerCase() === (after ?? '').trim().toLowerCase();
}
