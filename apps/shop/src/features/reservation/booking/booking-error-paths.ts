import type { BookingFormValues } from './booking-values.ts';

const ticketAdditional = /^tickets\.([^.]+)\.additional\.([^.]+)(?:\.(\d+))?$/;

/**
 * Where a server error lands in the booking form: on the
 * control the path names when it is on screen; a field error without slot index on the field's
 * first slot (a checkbox group); and an additional-field error reported on a ticket for a
 * field that ticket does not have, on the supplement of that ticket which has it. Anything
 * else is a global error.
 */
export function bookingErrorResolver(values: BookingFormValues, shown: (path: string) => boolean) {
  return (path: string): string | null => {
    if (shown(path)) return path;
    if (shown(`${path}.0`)) return `${path}.0`;
    const match = ticketAdditional.exec(path);
    if (!match) return null;
    const [, uuid = '', field = '', slot = '0'] = match;
    const index = (values.additionalServices[uuid] ?? []).findIndex((entry) => field in entry.additional);
    if (index < 0) return null;
    const remapped = `additionalServices.${uuid}.${index}.additional.${field}.${slot}`;
    return shown(remapped) ? remapped : null;
  };
}

/** A control is on screen when the document holds an element with its form path as name. */
export function shownInDocument(path: string): boolean {
  return document.getElementsByName(path).length > 0;
}

/**
 * Where an error of the ticket update lands in the ticket owner form: its field names lack the
 * booking form's `tickets[uuid]` prefix, which the form's paths carry; supplements keep theirs.
 */
export function ticketOwnerErrorResolver(uuid: string, values: BookingFormValues, shown: (path: string) => boolean) {
  const booking = bookingErrorResolver(values, shown);
  return (path: string): string | null =>
    booking(path.startsWith('additionalServices.') ? path : `tickets.${uuid}.${path}`);
}
