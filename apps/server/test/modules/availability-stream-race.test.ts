import { afterEach, describe, expect, it } from 'vitest';
import { buyAllLeft, openStream, updateWhere, type StreamReader } from '../support/availability-stream.ts';
import { ALPINE_SUMMIT } from '../support/demo-fixtures.ts';
import { categoriesOf } from '../support/event-page.ts';
import { twoProcessesOnPostgres } from '../support/two-processes.ts';

describe('live availability across processes, on PostgreSQL', () => {
  const { apps, pools } = twoProcessesOnPostgres();
  const streams: StreamReader[] = [];
  afterEach(() => {
    for (const stream of streams.splice(0)) stream.close();
  });

  it('a stream open on one process sees the last ticket sold on the other turn the category sold out', async () => {
    const students = (await categoriesOf(pools[0]!, ALPINE_SUMMIT))['Student']!;
    const stream = await openStream(apps[1]!.app, ALPINE_SUMMIT);
    streams.push(stream);
    const first = await stream.next();
    expect(first.categories.find((category) => category.id === students)?.soldOutOrLimitReached).toBe(false);

    await buyAllLeft(apps[0]!.app, pools[0]!, ALPINE_SUMMIT, students);

    const soldOut = await updateWhere(
      stream,
      (update) => update.categories.find((category) => category.id === students)?.soldOutOrLimitReached === true,
    );
    expect(soldOut.categories.find((category) => category.id === students)?.maximumSaleableTickets).toBe(0);
  });
});
