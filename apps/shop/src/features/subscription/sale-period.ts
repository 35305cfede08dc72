import type { DatesWithOffset } from '@shop/contract';

export type SaleState = 'not-started' | 'open' | 'ended';

/** Where `now` lies in the sale window; 0 marks an open start or end. */
export function saleState(salePeriod: DatesWithOffset, now: number): SaleState {
  if (salePeriod.startDateTime > 0 && now < salePeriod.startDateTime) return 'not-started';
  if (salePeriod.endDateTime > 0 && now > salePeriod.endDateTime) return 'ended';
  return 'open';
}
