import { useCallback } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { autocompletesAttendee, type BookingConfig } from './booking-config.ts';
import { bookingPath, type BookingFormValues } from './booking-values.ts';
import type { ContactField } from './components/contact-section.tsx';

/**
 * With exactly one ticket, and where the organizer allows it, what the buyer types
 * as contact goes to the attendee too, but only into a field nobody has touched and that is empty.
 */
export function useAttendeeAutocomplete(form: UseFormReturn<BookingFormValues>, config: BookingConfig) {
  return useCallback(
    (field: ContactField) => {
      const only = config.tickets[0];
      if (!autocompletesAttendee(config) || !only) return;
      const target = bookingPath('tickets', only.ticket.uuid, field);
      if (form.getFieldState(target).isDirty || form.getValues(target)) return;
      form.setValue(target, form.getValues(field));
    },
    [form, config],
  );
}
