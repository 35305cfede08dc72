import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

/**
 * The event's open polls for the attendee with this PIN. A wrong PIN rejects with the server's
 * validation errors, which the PIN form shows; they are not worth asking again.
 */
export const pollsQuery = (eventName: string, pin: string) =>
  queryOptions({
    queryKey: ['polls', eventName, pin],
    queryFn: async ({ signal }) =>
      (await request('listPolls', { params: { eventName }, query: { pin }, signal, validated: true })).value ?? [],
    retry: false,
  });

export const pollQuery = (eventName: string, pollId: number, pin: string) =>
  queryOptions({
    queryKey: ['poll', eventName, pollId, pin],
    queryFn: async ({ signal }) =>
      (await request('getPoll', { params: { eventName, pollId }, query: { pin }, signal, validated: true })).value,
    retry: false,
  });

/** Records the vote; a 422 rejects with the field errors. */
export async function answerPoll(eventName: string, pollId: number, pin: string, optionId: number): Promise<boolean> {
  const answer = await request('answerPoll', {
    params: { eventName, pollId },
    body: { pin, optionId },
    validated: true,
  });
  return answer.value === true;
}
