import type { PaymentProxyWithParameters } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import type { EffectiveBooking, SentBookingForm } from './booking/booking-form.ts';
import type { BookingState } from './booking/persist-booking.ts';

/**
 * What the reservation's endpoints ask of the modules above it (payment, account). `app.ts` passes
 * them in, so the reservation module never imports a module that imports it.
 */
export interface ReservationHooks {
  /** The payment methods the buyer may pay the reservation with; empty for a free order. */
  activePaymentMethodsOf(q: Queryable, reservationId: string): Promise<Record<string, PaymentProxyWithParameters>>;
  /** Remembers what a signed-in buyer's validated booking teaches their profile. */
  saveBookingToProfile(
    q: Queryable,
    userId: number,
    state: BookingState,
    form: SentBookingForm,
    booking: EffectiveBooking,
  ): Promise<void>;
}
