import { describe, expect, it } from 'vitest';
import { ALPINE_SUMMIT, SUMMIT_CHECKED_IN_TICKET, SUMMIT_OPEN_POLLS } from '../../support/demo-fixtures.ts';
import { twoProcessesOnPostgres } from '../../support/two-processes.ts';
import { answersOf, optionsOf, pollClient, pollsOf, ticketPin } from './poll-client.ts';

describe('poll answers under a crowd, on PostgreSQL with two processes', () => {
  const { apps, pools } = twoProcessesOnPostgres();

  it('keeps one answer per ticket when the same PIN votes from both processes at the same moment', async () => {
    const db = pools[0]!;
    const pollId = (await pollsOf(db, ALPINE_SUMMIT))[SUMMIT_OPEN_POLLS[0]!]!;
    const options = await optionsOf(db, pollId);
    const clients = await Promise.all(apps.map((t) => pollClient(t.app, ALPINE_SUMMIT)));
    const pin = ticketPin(SUMMIT_CHECKED_IN_TICKET);
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, n) =>
        clients[n % 2]!.answer(pollId, { pin, optionId: options[n % options.length] }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array<number>(12).fill(200));
    const recorded = await answersOf(db, SUMMIT_CHECKED_IN_TICKET);
    expect(recorded).toHaveLength(1);
    expect(options).toContain(recorded[0]!.optionId);
  });
});
