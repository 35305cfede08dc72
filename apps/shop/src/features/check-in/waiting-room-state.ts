import type { DatesWithOffset } from '@shop/contract';

export type WaitingRoomState = 'not-started' | 'running' | 'ended';

/**
 * alf.io answers with an open call link's opening as both start and end: the link runs from then
 * on, until a closing it does not tell. Such a link may open before the event itself starts.
 */
const isOpenEnded = (dates: DatesWithOffset) => dates.endDateTime === dates.startDateTime;

/**
 * Where the online event stands at `now` (epoch milliseconds, the browser's clock). The dates are
 * instants, so the offsets that come with them matter for showing them, not for comparing: the
 * event runs from its start up to and including its end.
 */
export function waitingRoomState(dates: DatesWithOffset, now: number): WaitingRoomState {
  if (now < dates.startDateTime) return 'not-started';
  if (isOpenEnded(dates) || now <= dates.endDateTime) return 'running';
  return 'ended';
}

/** Timers run late or not at all beyond about 24.8 days; a long wait is cut into steps. */
const longestWaitMs = 60 * 60 * 1000;

/** Milliseconds until the state can next change, or null once it cannot (ended, or open-ended). */
export function msUntilNextState(dates: DatesWithOffset, now: number): number | null {
  switch (waitingRoomState(dates, now)) {
    case 'not-started':
      return Math.min(dates.startDateTime - now, longestWaitMs);
    case 'running':
      return isOpenEnded(dates) ? null : Math.min(dates.endDateTime - now + 1, longestWaitMs);
    case 'ended':
      return null;
  }
}
