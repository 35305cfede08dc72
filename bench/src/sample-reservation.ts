import { openSession } from './api-load.ts';

/**
 * The booking step of a real hold of one ticket on the first listed event that sells one, so the
 * bench opens it the way a buyer reaches it (reservation routes send an unknown id to not-found).
 */
export async function reserveOneTicket(baseUrl: string, eventShortNames: readonly string[]): Promise<string> {
  for (const shortName of eventShortNames) {
    const id = await tryReserve(baseUrl, shortName).catch(() => null);
    if (id) return `/event/${shortName}/reservation/${id}/book`;
  }
  throw new Error('no listed event sells a ticket');
}

async function tryReserve(baseUrl: string, eventShortName: string): Promise<string> {
  const session = await openSession(baseUrl);
  const headers = { 'content-type': 'application/json', 'x-auth-token': session.id, 'x-csrf-token': session.csrf };
  const categories = (await (
    await fetch(`${baseUrl}/api/v2/public/event/${eventShortName}/ticket-categories`, { headers })
  ).json()) as {
    ticketCategories: { id: number; saleableAndLimitNotReached: boolean; price?: string }[];
  };
  const category = categories.ticketCategories.find((c) => c.saleableAndLimitNotReached);
  if (!category) throw new Error(`${eventShortName} has nothing on sale`);
  const response = await fetch(`${baseUrl}/api/v2/public/event/${eventShortName}/reserve-tickets?lang=en`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ reservation: [{ ticketCategoryId: category.id, amount: 1 }], additionalService: [] }),
  });
  const body = (await response.json()) as { success: boolean; value: string | null };
  if (!body.success || !body.value) throw new Error(`reserving on ${eventShortName} failed (${response.status})`);
  return body.value;
}
