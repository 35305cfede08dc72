import type { ReservationInfo } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../helpers.ts';
import { servicesOf } from '../../support/event-page.ts';
import { bookingClient, completeForm, FORM, rejections, type BookingClient } from './booking-client.ts';
import { FILM_FESTIVAL_INVOICE, RIVIERA_FILM_FESTIVAL } from '../../support/demo-fixtures.ts';

/**
 * Supplements linked to tickets, as validate-to-overview checks them: two festival passes come with a programme
 * booklet each (mandatory), and one aperitivo bought for the order asks for the drink.
 */
let t: TestApp;
let client: BookingClient;
let aperitivo: number;
beforeAll(async () => {
  t = await testApp({ EXPIRY_SWEEP_SECONDS: '0' });
  client = await bookingClient(t);
  aperitivo = (await servicesOf(t.db, RIVIERA_FILM_FESTIVAL))['Aperitivo on the terrace']!;
});
afterAll(() => t.close());

interface Link {
  additionalServiceItemId: number | null;
  ticketUUID: string | null;
  additional: Record<string, (string | null)[]> | null;
}

async function booking(): Promise<{
  id: string;
  info: ReservationInfo;
  form: Record<string, unknown>;
  links: Record<string, Link[]>;
}> {
  const id = await client.reserve(
    RIVIERA_FILM_FESTIVAL,
    { 'Festival pass': 2 },
    { additionalService: [{ additionalServiceId: aperitivo, quantity: 1 }] },
  );
  const info = await client.info(id);
  const form = completeForm(info, FILM_FESTIVAL_INVOICE);
  return { id, info, form, links: form.additionalServices as Record<string, Link[]> };
}

const notAssigned = { fieldName: FORM, code: 'error.STEP_2_ADDITIONAL_ITEMS_NOT_ASSIGNED', arguments: null };

describe('validate-to-overview: supplements linked to tickets', () => {
  it('every item, each once, with a ticket and its values, else the items are not assigned', async () => {
    const { id, form, links, info } = await booking();
    const [first] = Object.keys(links);
    expect((await client.validate(id, form)).statusCode).toBe(200);

    expect(rejections(await client.validate(id, { ...form, additionalServices: {} }))).toEqual([notAssigned]);
    const withoutOne = { [first!]: links[first!]!.slice(1) };
    expect(rejections(await client.validate(id, { ...form, additionalServices: { ...links, ...withoutOne } }))).toEqual(
      [notAssigned],
    );
    const twice = { [first!]: [...links[first!]!, links[first!]![0]!] };
    expect(rejections(await client.validate(id, { ...form, additionalServices: { ...links, ...twice } }))).toEqual([
      notAssigned,
    ]);

    const broken: [string, Partial<Link>][] = [
      ['no item', { additionalServiceItemId: null }],
      ['an item of another reservation', { additionalServiceItemId: 999_999 }],
      ['no ticket', { ticketUUID: null }],
      ['no values', { additional: null }],
    ];
    for (const [why, change] of broken) {
      const changed = { [first!]: links[first!]!.map((link, index) => (index === 0 ? { ...link, ...change } : link)) };
      expect(
        rejections(await client.validate(id, { ...form, additionalServices: { ...links, ...changed } })),
        why,
      ).toEqual([notAssigned]);
    }
    const otherTicket = { '00000000-0000-4000-8000-000000000000': links[first!]! };
    expect(
      rejections(
        await client.validate(id, { ...form, additionalServices: { ...links, [first!]: [], ...otherTicket } }),
      ),
    ).toEqual([notAssigned]);
    expect(info.additionalServiceWithData).toHaveLength(3);
  });

  it('the fields of an item: errors under additionalServices[uuid][i], and missing attendee data', async () => {
    const { id, form, links } = await booking();
    const [first] = Object.keys(links);
    const position = links[first!]!.findIndex(
      (link) => link.additional !== null && 'aperitivoDrink' in link.additional,
    );
    const drink = (value: string | null) => ({
      ...links,
      [first!]: links[first!]!.map((link, index) =>
        index === position ? { ...link, additional: { aperitivoDrink: [value] } } : link,
      ),
    });
    const field = `additionalServices[${first}][${position}].additional[aperitivoDrink][0]`;
    expect(rejections(await client.validate(id, { ...form, additionalServices: drink('') }))).toEqual([
      { fieldName: field, code: 'error.emptyField', arguments: null },
      { fieldName: FORM, code: 'error.STEP_2_MISSING_ATTENDEE_DATA', arguments: null },
    ]);
    expect(rejections(await client.validate(id, { ...form, additionalServices: drink('beer') }))[0]).toEqual({
      fieldName: field,
      code: 'error.restrictedValue',
      arguments: null,
    });
    const missing = {
      ...links,
      [first!]: links[first!]!.map((link, index) => (index === position ? { ...link, additional: {} } : link)),
    };
    expect(rejections(await client.validate(id, { ...form, additionalServices: missing }))[0]).toEqual({
      fieldName: field,
      code: 'error.emptyField',
      arguments: null,
    });
  });

  it('moves an item to the ticket the buyer chose, with its values', async () => {
    const { id, form, info, links } = await booking();
    const [first, second] = info.ticketsByCategory[0]!.tickets.map((ticket) => ticket.uuid);
    const aperitivoItem = info.additionalServiceWithData.find((item) => item.serviceId === aperitivo)!;
    const moved = links[first!]!.filter((link) => link.additionalServiceItemId !== aperitivoItem.itemId);
    const link = {
      additionalServiceItemId: aperitivoItem.itemId,
      ticketUUID: second!,
      additional: { aperitivoDrink: ['wine'] },
    };
    const response = await client.validate(id, {
      ...form,
      additionalServices: { [first!]: moved, [second!]: [...links[second!]!, link] },
    });
    expect(response.statusCode, response.body).toBe(200);

    const after = (await client.info(id)).additionalServiceWithData.find(
      (item) => item.itemId === aperitivoItem.itemId,
    )!;
    expect(after.ticketUUID).toBe(second);
    expect(after.ticketFieldConfiguration[0]).toMatchObject({
      name: 'aperitivoDrink',
      value: 'wine',
      fields: [{ fieldIndex: 0, fieldValue: 'wine' }],
    });
  });
});
