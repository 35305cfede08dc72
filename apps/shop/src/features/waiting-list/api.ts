import type { EndpointBody, Endpoints } from '@shop/contract';
import { request } from '../../lib/api-client.ts';

export type WaitingListBody = EndpointBody<Endpoints['subscribeWaitingList']>;

/**
 * Puts the visitor on the event's waiting list. Resolves with the server's `value`: false when
 * it refused without saying why; a 422 rejects with the field errors.
 */
export async function subscribeWaitingList(eventName: string, body: WaitingListBody): Promise<boolean> {
  const answer = await request('subscribeWaitingList', { params: { eventName }, body, validated: true });
  return answer.value === true;
}
