import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import {
  ALPINE_DEVOPS_DAY,
  ALPINE_SUMMIT,
  SUMMIT_CHECKED_IN_TICKET,
  SUMMIT_CLOSED_POLL,
  SUMMIT_OPEN_POLLS,
} from '../../support/demo-fixtures.ts';
import { answersOf, optionsOf, pollClient, pollsOf, ticketIn, ticketPin } from './poll-client.ts';

let t: TestApp;
let polls: Awaited<ReturnType<typeof pollClient>>;
let pollIds: Record<string, number>;
const pin = ticketPin(SUMMIT_CHECKED_IN_TICKET);
const [keynotePoll, travelPoll] = SUMMIT_OPEN_POLLS as [string, string];

beforeAll(async () => {
  t = await testApp();
  polls = await pollClient(t.app, ALPINE_SUMMIT);
  pollIds = await pollsOf(t.db, ALPINE_SUMMIT);
});
afterAll(() => t.close());

const errorsOn = (response: { json(): unknown }) =>
  (response.json() as { validationErrors: { fieldName: string; code: string }[] }).validationErrors.map(
    (error) => `${error.fieldName}:${error.code}`,
  );

describe('GET …/poll', () => {
  it('shows a checked-in attendee the open polls in the organizer’s order, without the closed one', async () => {
    const response = await polls.list(pin);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.value.map((poll: { title: { en: string } }) => poll.title.en)).toEqual([keynotePoll, travelPoll]);
    expect(body.value.map((poll: { status: string }) => poll.status)).toEqual(['OPEN', 'OPEN']);
    expect(body.value.map((poll: { title: { en: string } }) => poll.title.en)).not.toContain(SUMMIT_CLOSED_POLL);
  });

  it('takes the PIN in any case and with one leading padding character more', async () => {
    expect((await polls.list(pin.toLowerCase())).statusCode).toBe(200);
    expect((await polls.list(`A${pin}`)).statusCode).toBe(200);
  });

  it('refuses a PIN that is not one, a sold ticket not checked in and a checked-in ticket of another event', async () => {
    const notCheckedIn = ticketPin(await ticketIn(t.db, ALPINE_SUMMIT, 'ACQUIRED'));
    const otherEvent = await pollClient(t.app, ALPINE_DEVOPS_DAY);
    for (const response of [
      await polls.list('12'),
      await polls.list('BBBBBB'),
      await polls.list(notCheckedIn),
      await otherEvent.list(pin),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(errorsOn(response)).toEqual(['pin:pin.invalid']);
      expect(response.json().success).toBe(false);
    }
  });

  it('takes a request without a PIN for a bad one, as every malformed query', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v2/public/event/${ALPINE_SUMMIT}/poll` });
    expect(response.statusCode).toBe(400);
  });

  it('answers not_found for an event that does not exist', async () => {
    const response = await (await pollClient(t.app, 'no-such-event')).list(pin);
    expect(response.statusCode).toBe(422);
    expect(errorsOn(response)).toEqual(['pin:not_found']);
  });

  it('refuses a PIN that two checked-in tickets of the event share', async () => {
    const tickets = await t.db.query<{ id: number }>(
      `SELECT t.id FROM ticket t JOIN event e ON e.id = t.event_id
       WHERE e.short_name = $1 AND t.status = 'ACQUIRED' ORDER BY t.id LIMIT 2`,
      [ALPINE_DEVOPS_DAY],
    );
    const shared = ['abcdef12-0000-4000-8000-000000000001', 'abcdef1f-0000-4000-8000-000000000002'];
    for (const [index, ticket] of tickets.entries()) {
      await t.db.query("UPDATE ticket SET uuid = $2, status = 'CHECKED_IN', checked_in_at = now() WHERE id = $1", [
        ticket.id,
        shared[index],
      ]);
    }
    const response = await (await pollClient(t.app, ALPINE_DEVOPS_DAY)).list(ticketPin(shared[0]!));
    expect(response.statusCode).toBe(422);
    expect(errorsOn(response)).toEqual(['pin:pin.duplicate']);
  });
});

describe('GET …/poll/{pollId}', () => {
  it('shows the poll with its options in order', async () => {
    const response = await polls.get(pollIds[keynotePoll]!, pin);
    expect(response.statusCode).toBe(200);
    const { poll, options } = response.json().value;
    expect(poll.title.en).toBe(keynotePoll);
    expect(options.map((option: { id: number }) => option.id)).toEqual(await optionsOf(t.db, pollIds[keynotePoll]!));
    expect(options[0].title.en).toBe('Low-footprint software');
    expect(options.every((option: { pollId: number }) => option.pollId === poll.id)).toBe(true);
  });

  it('answers not_found for a closed poll, an unknown one and one of another event', async () => {
    const otherEvent = await pollClient(t.app, ALPINE_DEVOPS_DAY);
    for (const response of [
      await polls.get(pollIds[SUMMIT_CLOSED_POLL!]!, pin),
      await polls.get(999_999, pin),
      await otherEvent.get(pollIds[keynotePoll]!, pin),
    ]) {
      expect(response.statusCode).toBe(422);
    }
    expect(errorsOn(await polls.get(pollIds[SUMMIT_CLOSED_POLL!]!, pin))).toEqual(['pin:not_found']);
    expect(errorsOn(await polls.get(999_999, pin))).toEqual(['pin:not_found']);
  });

  it('refuses a wrong PIN before showing anything', async () => {
    const response = await polls.get(pollIds[keynotePoll]!, 'CCCCCC');
    expect(response.statusCode).toBe(422);
    expect(errorsOn(response)).toEqual(['pin:pin.invalid']);
    expect(response.json().value).toBeNull();
  });
});

describe('POST …/poll/{pollId}/answer', () => {
  it('records the vote of a checked-in ticket, and a second vote replaces the first', async () => {
    const pollId = pollIds[travelPoll]!;
    const [train, bike] = (await optionsOf(t.db, pollId)) as [number, number];
    const first = await polls.answer(pollId, { pin, optionId: train });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, errorCount: 0, validationErrors: [], warnings: [], value: true });
    expect(await answersOf(t.db, SUMMIT_CHECKED_IN_TICKET)).toEqual([{ pollId, optionId: train }]);

    const second = await polls.answer(pollId, { pin: pin.toLowerCase(), optionId: bike });
    expect(second.statusCode).toBe(200);
    expect(await answersOf(t.db, SUMMIT_CHECKED_IN_TICKET)).toEqual([{ pollId, optionId: bike }]);
  });

  it('refuses a wrong PIN, a ticket not checked in, a closed poll and an option of another poll, recording nothing', async () => {
    const keynote = pollIds[keynotePoll]!;
    const closed = pollIds[SUMMIT_CLOSED_POLL!]!;
    const [keynoteOption] = (await optionsOf(t.db, keynote)) as [number];
    const [closedOption] = (await optionsOf(t.db, closed)) as [number];
    const [travelOption] = (await optionsOf(t.db, pollIds[travelPoll]!)) as [number];
    const notCheckedIn = await ticketIn(t.db, ALPINE_SUMMIT, 'ACQUIRED');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ pin: 'QQQQQQ', optionId: keynoteOption }, keynote, 'pin:pin.invalid'],
      [{ pin: '', optionId: keynoteOption }, keynote, 'pin:pin.invalid'],
      [{ pin: ticketPin(notCheckedIn), optionId: keynoteOption }, keynote, 'pin:pin.invalid'],
      [{ pin, optionId: closedOption }, closed, 'pin:not_found'],
      [{ pin, optionId: travelOption }, keynote, 'optionId:error.restrictedValue'],
      [{ pin }, keynote, 'optionId:error.emptyField'],
      [{ pin, optionId: 'first' }, keynote, 'optionId:error.restrictedValue'],
    ];
    for (const [body, pollId, error] of cases) {
      const response = await polls.answer(pollId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(errorsOn(response)).toEqual([error]);
    }
    const recorded = await answersOf(t.db, SUMMIT_CHECKED_IN_TICKET);
    expect(recorded.filter((answer) => answer.pollId === keynote || answer.pollId === closed)).toEqual([]);
    expect(await answersOf(t.db, notCheckedIn)).toEqual([]);
  });

  it('answers malformed poll ids and option ids with a 4xx, never a server error', async () => {
    const base = `/api/v2/public/event/${ALPINE_SUMMIT}/poll`;
    for (const pollId of ['abc', '3000000000', '-']) {
      const response = await t.app.inject({ method: 'GET', url: `${base}/${pollId}?pin=${pin}` });
      expect(response.statusCode, pollId).toBe(404);
    }
    const response = await polls.answer(pollIds[keynotePoll]!, { pin, optionId: 99_999_999_999 });
    expect(response.statusCode).toBe(422);
    expect(errorsOn(response)).toEqual(['optionId:error.restrictedValue']);
  });
});
