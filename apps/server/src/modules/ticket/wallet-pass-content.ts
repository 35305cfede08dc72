import type { AlfioInfo } from '@shop/contract';
import type { Config } from '../../config.ts';
import type { Queryable } from '../../db/database.ts';
import { formatDate, wallClock, zoneOffsetSeconds } from '../../lib/date-format.ts';
import { sameDay } from '../../lib/localized-dates.ts';
import { bundleFor } from '../../messages/index.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import type { SystemSettings } from '../settings/settings.ts';
import { readSettings, type ScopedSettings } from '../settings/scoped-settings.ts';
import { isOnlineTicket } from './call-links.ts';
import { codeOf, isAvailable } from './ticket-access.ts';
import { attendeeFullName } from './ticket-code.ts';
import type { TicketRecord } from './ticket-repository.ts';

export type Wallet = 'apple' | 'google';

/**
 * A wallet is offered when the server holds its signing keys and the organizer has not switched
 * it off (`ENABLE_PASS` for Apple Wallet, `ENABLE_WALLET` for Google Wallet, on by default).
 */
const SETTING: Record<Wallet, string> = { apple: 'ENABLE_PASS', google: 'ENABLE_WALLET' };

function isConfigured(config: Config, wallet: Wallet): boolean {
  return wallet === 'apple' ? config.applePass !== null : config.googleWallet !== null;
}

/** The info's `walletConfiguration`: what the system offers before any event narrows it. */
export async function walletConfiguration(
  config: Config,
  settings: SystemSettings,
): Promise<AlfioInfo['walletConfiguration']> {
  const [pass, wallet] = await Promise.all([settings.flag(SETTING.apple, true), settings.flag(SETTING.google, true)]);
  return {
    passEnabled: isConfigured(config, 'apple') && pass,
    gWalletEnabled: isConfigured(config, 'google') && wallet,
  };
}

/** What both wallets show of a ticket, in the holder's language and the event's time zone. */
export interface PassContent {
  /** The public ticket uuid: stable while the ticket keeps its holder. */
  serialNumber: string;
  /** The QR code's text, exactly as on the PDF and the ticket page. */
  code: string;
  lang: string;
  eventName: string;
  organizerName: string;
  organizerEmail: string;
  location: string | null;
  holder: string;
  category: string;
  orderReference: string;
  orderHolder: string;
  timeZone: string;
  start: Date;
  end: Date;
  /** Start and end as ISO 8601 with the event's offset, so they read as the local clock. */
  startLocal: string;
  endLocal: string;
  /** Date and time written out in the holder's language. */
  when: string;
  labels: {
    holder: string;
    category: string;
    location: string;
    dateTime: string;
    reference: string;
    order: string;
    ticket: string;
  };
}

const SETTING_KEYS = [SETTING.apple, SETTING.google, 'USE_INVOICE_NUMBER_AS_ID', 'PARTIAL_RESERVATION_ID_LENGTH'];

/**
 * The pass content of a ticket when `wallet` may carry it: the wallet is configured and enabled
 * for the ticket's category, the ticket is available, and the event takes place on site (an
 * online ticket has no door to scan it at). Null otherwise.
 */
export async function passContentFor(
  db: Queryable,
  config: Config,
  ticket: TicketRecord | null,
  wallet: Wallet,
): Promise<PassContent | null> {
  if (!ticket || !isConfigured(config, wallet) || !isAvailable(ticket) || isOnlineTicket(ticket)) return null;
  const settings = await readSettings(
    db,
    { organizationId: ticket.organizationId, eventId: ticket.eventId, categoryId: ticket.categoryId },
    SETTING_KEYS,
  );
  if (!settings.flag(SETTING[wallet], true)) return null;
  return passContent(ticket, settings);
}

function passContent(ticket: TicketRecord, settings: ScopedSettings): PassContent {
  const lang = ticket.userLanguage ?? ticket.reservationLanguage;
  const bundle = bundleFor(lang);
  const { eventStart: start, eventEnd: end, eventTimeZone: timeZone } = ticket;
  return {
    serialNumber: ticket.publicUuid,
    code: codeOf(ticket),
    lang,
    eventName: ticket.eventDisplayName,
    organizerName: ticket.organizationName,
    organizerEmail: ticket.organizationEmail,
    location: ticket.eventLocation,
    holder: attendeeFullName(ticket),
    category: ticket.categoryName,
    orderReference: shortIdOf({ id: ticket.reservationId, invoiceNumber: ticket.reservationInvoiceNumber }, settings),
    orderHolder: attendeeFullName({
      firstName: ticket.reservationFirstName,
      lastName: ticket.reservationLastName,
      fullName: ticket.reservationFullName,
    }),
    timeZone,
    start,
    end,
    startLocal: localIso(start, timeZone),
    endLocal: localIso(end, timeZone),
    when: writtenOut(start, end, timeZone, lang, bundle),
    labels: {
      holder: bundle['ticket.holder'] ?? 'Ticket holder',
      category: bundle['ticket.type'] ?? 'Category',
      location: bundle['ticket.location'] ?? 'Location',
      dateTime: bundle['ticket.date-time'] ?? 'Date and time',
      reference: bundle['ticket.reference-number'] ?? 'Reference number',
      order: bundle['ticket.order-information'] ?? 'Order',
      ticket: bundle['ticket.ticket'] ?? 'Ticket',
    },
  };
}

/** "Friday 5 June 2026 9:00 AM – 5:00 PM", or both dates written out when the event spans days. */
function writtenOut(start: Date, end: Date, timeZone: string, lang: string, bundle: Record<string, string>): string {
  const date = bundle['date.extended.pattern'] ?? 'EEEE d MMMM yyyy';
  const time = bundle['time.extended.pattern'] ?? 'HH:mm';
  const at = (instant: Date, pattern: string) => formatDate(instant, pattern, timeZone, lang);
  if (sameDay(start, end, timeZone)) return `${at(start, date)} ${at(start, time)} – ${at(end, time)}`;
  return `${at(start, date)} ${at(start, time)} – ${at(end, date)} ${at(end, time)}`;
}

/** `2026-06-05T09:00:00+02:00`: the wall clock of `timeZone` with its offset at that instant. */
export function localIso(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  const offset = zoneOffsetSeconds(instant, timeZone);
  const two = (value: number) => String(value).padStart(2, '0');
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset) / 60;
  return (
    `${clock.year}-${two(clock.month)}-${two(clock.day)}T${two(clock.hour)}:${two(clock.minute)}:${two(clock.second)}` +
    `${sign}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`
  );
}
