import type { DatesWithOffset } from '@shop/contract';
import { useEffect, useState } from 'react';
import { msUntilNextState, waitingRoomState, type WaitingRoomState } from './waiting-room-state.ts';

/**
 * The waiting room's state, kept current: a timer wakes up when the state can next change (or
 * after a step of a long wait), reads the clock again and so moves the page from waiting to
 * running to ended without a reload.
 */
export function useWaitingRoomState(dates: DatesWithOffset, clock: () => number = Date.now): WaitingRoomState {
  const [now, setNow] = useState(clock);
  useEffect(() => {
    const wait = msUntilNextState(dates, now);
    if (wait === null) return undefined;
    const timer = setTimeout(() => setNow(clock()), wait);
    return () => clearTimeout(timer);
  }, [dates, clock, now]);
  return waitingRoomState(dates, now);
}
