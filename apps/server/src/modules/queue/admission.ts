/**
 * The admission rate as a schedule: admissions are spaced 60 s / rate apart, and the schedule may
 * run at most one burst ahead of the clock, a burst being one second's worth of admissions (at
 * least one). So in any span of T seconds the queue lets in no more than burst + T × rate / 60,
 * however many processes admit, since each decision is taken under the event's gate lock.
 */
export interface AdmissionSlots {
  /** How many buyers may be let in now. */
  count: number;
  /** Where the schedule stands after `admitted` of them were let in. */
  nextSlotAt(admitted: number): Date;
}

export function spacingMs(admissionsPerMinute: number): number {
  return 60_000 / admissionsPerMinute;
}

export function burstOf(admissionsPerMinute: number): number {
  return Math.max(1, Math.ceil(admissionsPerMinute / 60));
}

export function admissionSlots(nextSlotAt: Date, now: Date, admissionsPerMinute: number): AdmissionSlots {
  const spacing = spacingMs(admissionsPerMinute);
  const burst = burstOf(admissionsPerMinute);
  const start = Math.max(nextSlotAt.getTime(), now.getTime());
  const ahead = start - now.getTime();
  const count = Math.max(0, Math.floor((burst * spacing - ahead) / spacing + 1e-9));
  return { count, nextSlotAt: (admitted) => new Date(start + admitted * spacing) };
}
