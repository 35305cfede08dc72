import type { EndpointBody, Endpoints } from '@shop/contract';
import { request } from '../../lib/api-client.ts';

export type LinkRecoveryBody = EndpointBody<Endpoints['recoverReservationLinks']>;

/**
 * Asks the server to e-mail the links to the reservations of the event bought with the address.
 * The answer is the same whether or not there are any; a 422 or a 429 rejects with its errors.
 */
export async function recoverReservationLinks(eventName: string, body: LinkRecoveryBody): Promise<void> {
  await request('recoverReservationLinks', { params: { eventName }, body, validated: true });
}
