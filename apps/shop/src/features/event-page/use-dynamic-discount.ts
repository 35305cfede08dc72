import type { EventCode } from '@shop/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dynamicDiscountQuery } from './api.ts';
import { shouldCheckDynamicDiscount, type ReservationFormBody } from './reservation-form.ts';

/**
 * The automatic discount for the current ticket quantities, asked again on
 * every change of quantities, and only when no code or an ACCESS code is applied. Returns the
 * server's message (HTML, per language), or null.
 */
export function useDynamicDiscount(eventName: string, form: ReservationFormBody, appliedCode: EventCode | null) {
  const reservation = form.reservation ?? [];
  const enabled = shouldCheckDynamicDiscount(appliedCode) && reservation.length > 0;
  const body: ReservationFormBody = {
    reservation,
    additionalService: [],
    promoCode: form.promoCode ?? null,
    captcha: null,
  };
  const { data } = useQuery({ ...dynamicDiscountQuery(eventName, body), enabled, placeholderData: keepPreviousData });
  return enabled ? (data ?? null) : null;
}
