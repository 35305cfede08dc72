import { describe, expect, it } from 'vitest';
import { intoWorkingTime } from '../../src/lib/working-time.ts';

const ZURICH = 'Europe/Zurich';
/** 2026-06: Wednesday the 17th, Saturday the 20th, Monday the 22nd; Zurich is UTC+2 in summer. */
const zurich = (day: number, time: string) => new Date(`2026-06-${String(day).padStart(2, '0')}T${time}:00+02:00`);

describe('a deadline moved into working time', () => {
  it('stays as it is on a working day between 08:00 and 20:00', () => {
    for (const time of ['08:00', '13:00', '19:59'])
      expect(intoWorkingTime(zurich(17, time), ZURICH)).toEqual(zurich(17, time));
  });

  it('moves from a weekend to Monday at the same time of day', () => {
    expect(intoWorkingTime(zurich(20, '10:00'), ZURICH)).toEqual(zurich(22, '10:00'));
    expect(intoWorkingTime(zurich(21, '15:30'), ZURICH)).toEqual(zurich(22, '15:30'));
  });

  it('moves from before 08:00 to 08:00, and from 20:00 on to 08:00 of the next working day', () => {
    expect(intoWorkingTime(zurich(17, '07:00'), ZURICH)).toEqual(zurich(17, '08:00'));
    expect(intoWorkingTime(zurich(20, '07:00'), ZURICH)).toEqual(zurich(22, '08:00'));
    expect(intoWorkingTime(zurich(17, '21:00'), ZURICH)).toEqual(zurich(18, '08:00'));
    expect(intoWorkingTime(new Date('2026-06-19T22:30:00+02:00'), ZURICH)).toEqual(zurich(22, '08:00'));
  });

  it("reads the clock of the event's time zone", () => {
    // 06:00 UTC is 08:00 in Zurich (working time) and 02:00 in New York (not yet).
    const instant = new Date('2026-06-17T06:00:00Z');
    expect(intoWorkingTime(instant, ZURICH)).toEqual(instant);
    expect(intoWorkingTime(instant, 'America/New_York')).toEqual(new Date('2026-06-17T12:00:00Z'));
  });
});
