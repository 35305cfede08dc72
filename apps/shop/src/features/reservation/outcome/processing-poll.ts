/** The processing page asks every 2 s, offers a forced check every 10th time, and warns after 120. */
export const processingPollIntervalMs = 2000;
export const forceCheckEveryPolls = 10;
export const warningAfterPolls = 120;

export interface ProcessingPollState {
  polls: number;
  /** The "check payment status" button. */
  forceCheckVisible: boolean;
  /** The provider has not answered for about 4 minutes: a warning replaces the delay message. */
  warning: boolean;
}

export const initialPollState: ProcessingPollState = { polls: 0, forceCheckVisible: false, warning: false };

/**
 * After each poll: every 10th one shows the button unless it is shown
 * already or a forced check runs; past 120 polls the warning takes over and the button goes.
 */
export function afterPoll(state: ProcessingPollState, forceCheckRunning: boolean): ProcessingPollState {
  const polls = state.polls + 1;
  if (polls > warningAfterPolls) return { polls, warning: true, forceCheckVisible: false };
  const due = polls % forceCheckEveryPolls === 0 && !state.forceCheckVisible && !forceCheckRunning;
  return due ? { polls, warning: false, forceCheckVisible: true } : { ...state, polls };
}
