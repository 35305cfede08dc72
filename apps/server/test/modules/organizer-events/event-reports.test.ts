import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../../src/lib/csv.ts';
import { granularityOf } from '../../../src/modules/organizer-events/event-reports.ts';
import { testApp, type TestApp } from '../../helpers.ts';
import { ALPINE_SUMMIT, SUMMIT_COMPANY_FIELD } from '../../support/demo-fixtures.ts';
import { bankTransfer, expectConfirmed, paymentClient, type PaymentClient } from '../payment/payment-client.ts';
import { completeForm, firstTicket } from '../reservation/booking-client.ts';
import {
  adminApi,
  BANK_TRANSFER_RECEIVED,
  keyForEventOrganizer,
  organizationWithKey,
  SYSTEM_KEY,
} from '../organizer/organizer-client.ts';

let t: TestApp;
let buyer: PaymentClient;
let owner: string;

beforeAll(async () => {
  t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY, EXPIRY_SWEEP_SECONDS: '0' });
  buyer = await paymentClient(t);
  owner = await keyForEventOrganizer(t, ALPINE_SUMMIT);
});

afterAll(async () => {
  await t.close();
});

const EVENT = `/api/v1/admin/event/${ALPINE_SUMMIT}`;

/** A paid order of `count` Standard tickets, its first ticket's company answered with `company`. */
async function paidOrder(count: number, company = 'Acme AG'): Promise<string> {
  const id = await buyer.reserve(ALPINE_SUMMIT, { Standard: count });
  const form = completeForm(await buyer.info(id));
  firstTicket(form).entry.additional.company = [company];
  const validated = await buyer.validate(id, form, 'lang=en&ignoreWarnings=true');
  expect(validated.statusCode, validated.body).toBe(200);
  expectConfirmed(await buyer.confirm(id, bankTransfer));
  const confirmed = await adminApi(t, owner)('PUT', `/api/v1/admin/reservation/${id}/confirm`, BANK_TRANSFER_RECEIVED);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return id;
}

/** Moves an order's confirmation to an instant of the past, so its sales fall in a known period. */
async function confirmedAt(id: string, instant: string): Promise<void> {
  await t.db.query('UPDATE reservation SET confirmed_at = $2 WHERE id = $1', [id, instant]);
}

interface Sales {
  granularity: string;
  from: string;
  to: string;
  periods: { start: string; categoryId: number; tickets: number; amount: number }[];
}

describe('the sales of an event over time', () => {
  it('counts the tickets sold per day and category in the event’s time zone, with what they brought', async () => {
    const late = await paidOrder(2);
    const next = await paidOrder(1);
    // 23:30 UTC is already the next day in Zürich (UTC+1 in March).
    await confirmedAt(late, '2020-03-01T23:30:00Z');
    await confirmedAt(next, '2020-03-02T10:00:00Z');
    const answer = await adminApi(t, owner)('GET', `${EVENT}/sales?from=2020-03-01&to=2020-03-05`);
    expect(answer.statusCode, answer.body).toBe(200);
    const sales = answer.json<Sales>();
    expect(sales).toMatchObject({ granularity: 'day', from: '2020-03-01', to: '2020-03-05' });
    expect(sales.periods).toHaveLength(1);
    expect(sales.periods[0]).toMatchObject({ start: '2020-03-02', tickets: 3 });
    expect(sales.periods[0]!.amount).toBeGreaterThan(0);

    // Over more than three months the periods are weeks, starting on Mondays.
    const weekly = (await adminApi(t, owner)('GET', `${EVENT}/sales?from=2020-01-01&to=2020-06-30`)).json<Sales>();
    expect(weekly.granularity).toBe('week');
    expect(weekly.periods.map((period) => [period.start, period.tickets])).toEqual([['2020-03-02', 3]]);
  });

  it('by default runs from the first sale to today', async () => {
    const sales = (await adminApi(t, owner)('GET', `${EVENT}/sales`)).json<Sales>();
    expect(sales.from <= sales.to).toBe(true);
    expect(sales.periods.reduce((sum, period) => sum + period.tickets, 0)).toBeGreaterThan(0);
  });

  it('answers 400 for a malformed day or a range that ends before it starts', async () => {
    const api = adminApi(t, owner);
    expect((await api('GET', `${EVENT}/sales?from=yesterday`)).statusCode).toBe(400);
    expect((await api('GET', `${EVENT}/sales?from=2020-02-30`)).statusCode).toBe(400);
    const reversed = await api('GET', `${EVENT}/sales?from=2020-03-05&to=2020-03-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toEqual([expect.objectContaining({ fieldName: 'from' })]);
  });

  it('follows alf.io’s periods: days up to three months, weeks up to a year, then months', () => {
    expect(granularityOf('2026-01-15', '2026-04-15')).toBe('day');
    expect(granularityOf('2026-01-15', '2026-05-15')).toBe('week');
    expect(granularityOf('2026-01-15', '2027-01-15')).toBe('week');
    expect(granularityOf('2026-01-15', '2027-02-15')).toBe('month');
  });
});

interface AttendeesPage {
  fields: { name: string; label: string }[];
  total: number;
  page: number;
  size: number;
  attendees: { ticketId: string; email: string | null; reservationId: string; additional: Record<string, string[]> }[];
}

describe('the attendees of an event', () => {
  it('lists them page by page with their answers to the additional fields', async () => {
    const id = await paidOrder(1, 'Käserei Müller');
    const api = adminApi(t, owner);
    const first = (await api('GET', `${EVENT}/attendees?page=0&size=2`)).json<AttendeesPage>();
    expect(first.fields.map((field) => field.name)).toEqual(expect.arrayContaining(['company', 'badgeName']));
    expect(first.attendees).toHaveLength(2);
    expect(first.total).toBeGreaterThan(2);
    const pages = Math.ceil(first.total / 2);
    const all: AttendeesPage['attendees'] = [];
    for (let page = 0; page < pages; page++) {
      all.push(...(await api('GET', `${EVENT}/attendees?page=${page}&size=2`)).json<AttendeesPage>().attendees);
    }
    expect(new Set(all.map((attendee) => attendee.ticketId)).size).toBe(first.total);
    const mine = all.find((attendee) => attendee.reservationId === id)!;
    expect(mine.additional.company).toEqual(['Käserei Müller']);

    expect((await api('GET', `${EVENT}/attendees?size=0`)).statusCode).toBe(400);
    expect((await api('GET', `${EVENT}/attendees?page=-1`)).statusCode).toBe(400);
    expect((await api('GET', `${EVENT}/attendees?page=two`)).statusCode).toBe(400);
  });

  it('heads each additional field with its label in the organizer’s language, else in the event’s first language', async () => {
    const api = adminApi(t, owner);
    const company = (answer: { json: () => AttendeesPage }) =>
      answer.json().fields.find((field) => field.name === SUMMIT_COMPANY_FIELD.name)?.label;
    expect(company(await api('GET', `${EVENT}/attendees?lang=en`))).toBe(SUMMIT_COMPANY_FIELD.en);
    expect(company(await api('GET', `${EVENT}/attendees?lang=cs`))).toBe(SUMMIT_COMPANY_FIELD.inFirstLanguage);
    expect(company(await api('GET', `${EVENT}/attendees`))).toBe(SUMMIT_COMPANY_FIELD.inFirstLanguage);
    expect((await api('GET', `${EVENT}/attendees?lang=xx`)).statusCode).toBe(400);

    const csv = (await api('GET', `${EVENT}/attendees/export?lang=en`)).rawPayload.subarray(3).toString('utf8');
    const header = csv.split('\r\n')[0]!;
    expect(header.split(',')).toContain(SUMMIT_COMPANY_FIELD.en);
    expect(header.split(',')).not.toContain(SUMMIT_COMPANY_FIELD.name);
  });

  it('exports them as CSV for a spreadsheet: a byte order mark, quoted fields, formulas defused', async () => {
    const id = await paidOrder(1, '=HYPERLINK("http://evil.example","Click, here")');
    const answer = await adminApi(t, owner)('GET', `${EVENT}/attendees/export`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="${ALPINE_SUMMIT}-attendees.csv"`);
    const bytes = answer.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toMatch(/^Ticket,Category,First name,Last name,E-mail,Status,Reservation,/);
    expect(lines[0]).toContain(SUMMIT_COMPANY_FIELD.inFirstLanguage);
    const line = lines.find((candidate) => candidate.includes(id))!;
    expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Click, here"")"`);
    // The demo's phone answers start with +, which a spreadsheet would also read as a formula.
    expect(line).toContain(`'+41 79 123 45 67`);
  });

  it('writes CSV by RFC 4180: quotes only where needed, doubled quotes, line breaks kept inside quotes', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['plain', 'with "quote"'],
          ['line\nbreak', '-1'],
          ['@sum', '+x'],
        ],
      ),
    ).toBe('\uFEFFa,b\r\nplain,"with ""quote"""\r\n"line\nbreak",\'-1\r\n\'@sum,\'+x\r\n');
  });
});

describe('who reads an event’s reports', () => {
  it('answers 404 to another organization, 403 to check-in staff, 401 without a key', async () => {
    const other = await organizationWithKey(t, 'Report Readers Club');
    const operator = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'OPERATOR');
    const supervisor = await keyForEventOrganizer(t, ALPINE_SUMMIT, 'SUPERVISOR');
    for (const path of [`${EVENT}/sales`, `${EVENT}/attendees`, `${EVENT}/attendees/export`]) {
      const intruder = await adminApi(t, other.key)('GET', path);
      expect(intruder.statusCode, path).toBe(404);
      expect(intruder.body).toBe('');
      expect((await adminApi(t, owner)('GET', path.replace(ALPINE_SUMMIT, 'no-such-event'))).statusCode).toBe(404);
      expect((await adminApi(t, operator)('GET', path)).statusCode, path).toBe(403);
      expect((await adminApi(t, null)('GET', path)).statusCode, path).toBe(401);
    }
    // The supervisor reads the attendees, not the sales.
    expect((await adminApi(t, supervisor)('GET', `${EVENT}/attendees`)).statusCode).toBe(200);
    expect((await adminApi(t, supervisor)('GET', `${EVENT}/sales`)).statusCode).toBe(403);
  });
});
