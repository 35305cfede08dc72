import { describe, expect, it } from 'vitest';
import { admissionSlots } from '../../../src/modules/queue/admission.ts';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('the admission schedule', () => {
  it('holds the rate over any span: one second of admissions at once, then one per interval', () => {
    // 600 a minute: every 100 ms, at most ten at once.
    let next = at(-3_600_000);
    let admitted = 0;
    for (let ms = 0; ms <= 10_000; ms += 7) {
      const slots = admissionSlots(next, at(ms), 600);
      admitted += slots.count;
      next = slots.nextSlotAt(slots.count);
      expect(admitted).toBeLessThanOrEqual(10 + Math.floor(ms / 100));
    }
    expect(admitted).toBeGreaterThanOrEqual(10 + Math.floor(10_000 / 100) - 1);
  });

  it('lets nobody in while the schedule is a burst ahead of the clock', () => {
    const slots = admissionSlots(at(60_000), at(0), 60);
    expect(slots.count).toBe(0);
  });
});
