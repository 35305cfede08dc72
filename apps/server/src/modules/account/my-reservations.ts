import { applicationLanguages, type PurchaseContextWithReservations, type ReservationHeader } from '@shop/contract';
import type { Queryable } from '../../db/database.ts';
import { formatForLanguages, sameDay } from '../../lib/localized-dates.ts';
import { formatCents } from '../../lib/money.ts';
import {
  findUserReservationItems,
  findUserReservations,
  type MyReservationItemRow,
  type MyReservationRow,
} from './my-reservations-repository.ts';

const dateText = (date: Date | null, timeZone: string) =>
  date ? formatForLanguages(date, 'datetime.pattern', timeZone, applicationLanguages) : null;

/**
 * The signed-in buyer's orders, one group per event or subscription in the order of each group's
 * newest order. Dates are written in every application language, as the orders page may be read
 * in any of them.
 */
export async function myReservations(q: Queryable, userId: number): Promise<PurchaseContextWithReservations[]> {
  const rows = await findUserReservations(q, userId);
  if (rows.length === 0) return [];
  const items = await findUserReservationItems(q, userId);
  const groups = new Map<string, PurchaseContextWithReservations>();
  for (const row of rows) {
    const key = `${row.type}:${row.publicIdentifier}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        title: row.type === 'event' ? { en: row.eventName ?? '' } : (row.subscriptionTitle ?? {}),
        publicIdentifier: row.publicIdentifier,
        type: row.type,
        formattedStartDate: dateText(row.contextStart, row.timeZone),
        formattedEndDate: dateText(row.contextEnd, row.timeZone),
        sameDay:
          row.contextStart !== null && row.contextEnd !== null
            ? sameDay(row.contextStart, row.contextEnd, row.timeZone)
            : false,
        reservations: [],
      };
      groups.set(key, group);
    }
    group.reservations.push(headerOf(row, items));
  }
  return [...groups.values()];
}

function headerOf(row: MyReservationRow, items: MyReservationItemRow[]): ReservationHeader {
  return {
    id: row.id,
    status: row.status,
    formattedExpiresOn: dateText(row.validity, row.timeZone),
    formattedConfirmedOn: dateText(row.confirmedAt, row.timeZone),
    formattedCreatedOn: dateText(row.createdAt, row.timeZone),
    invoiceNumber: row.invoiceNumber,
    finalPrice: Number(formatCents(row.finalPriceCents, row.currencyCode)),
    currencyCode: row.currencyCode ?? '',
    usedVatPercent: row.usedVatPercent === null ? null : Number(row.usedVatPercent),
    vatStatus: row.vatStatus ?? 'NONE',
    items: items
      .filter((item) => item.reservationId === row.id)
      .map((item) => ({
        id: item.id,
        firstName: item.firstName,
        lastName: item.lastName,
        type: item.subscriptionTitle ?? { en: item.categoryName ?? '' },
      })),
  };
}
