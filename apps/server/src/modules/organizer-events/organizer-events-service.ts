import type {
  CheckInLogEntry,
  DownloadedAttendeesByCategory,
  OrganizerEventSetup,
  OrganizerError,
  OrganizerEvent,
  WaitingQueueSubscription,
} from '@shop/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { zoneOffsetSeconds } from '../../lib/date-format.ts';
import { fractionDigits } from '../../lib/money.ts';
import { fetchAndStoreImage, ImageFetchError, type ImageFetchOptions } from '../file/image-fetch.ts';
import { insertOrganizerChange } from '../organizer/organizer-audit-repository.ts';
import { settingNamesOf } from '../organizer/organizer-settings.ts';
import type { Actor } from '../organizer/organizer-roles.ts';
import { findAllEntries } from '../waiting-list/offer-repository.ts';
import { holdExpiriesOf } from './event-reports-repository.ts';
import { additionalInfoTypes } from '@shop/contract';
import {
  checkCreation,
  errorOf,
  isTimeZone,
  localTime,
  parseRequest,
  slugOf,
  allowedProxies,
  type NewCategory,
} from './event-creation.ts';
import {
  attendeeFieldsOf,
  attendeesOf,
  categoriesOf,
  checkInLogOf,
  deleteEventWithoutOrders,
  discountCodesOf,
  findOrganizerEvent,
  hasOrders,
  insertCategory,
  insertEvent,
  insertFreeTickets,
  insertService,
  isSlugTaken,
  listOrganizerEvents,
  lockEvent,
  removeFreeTickets,
  servicesOf,
  setEventStatus,
  ticketCountsOf,
  updateCategory,
  updateEventHeader,
  updateService,
  upsertField,
  upsertPromoCode,
  type OrganizerCategoryRow,
  type OrganizerEventRow,
  type TicketCounts,
} from './organizer-events-repository.ts';

/** What an organizer endpoint answers: its value, or alf.io's list of errors with a status. */
export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; errors: OrganizerError[] };

/** The organization an API key acts for, every call scoped to it, and who acts (for the audit log). */
export interface OrganizerScope {
  organizationId: number;
  actor: Actor;
}

/** What the audit log keeps of an event before and after a change. */
function auditedEvent(event: {
  shortName: string;
  displayName: string;
  timeZone: string;
  start: string;
  end: string;
  capacity: number;
  status?: string;
  categories: { name: string; priceCents: number; maxTickets: number | null }[];
}) {
  return {
    shortName: event.shortName,
    displayName: event.displayName,
    status: event.status ?? 'DRAFT',
    timeZone: event.timeZone,
    start: event.start,
    end: event.end,
    capacity: event.capacity,
    categories: event.categories.map(({ name, priceCents, maxTickets }) => ({ name, priceCents, maxTickets })),
  };
}

async function auditedEventOf(db: Queryable, event: OrganizerEventRow) {
  const categories = await categoriesOf(db, [event.id]);
  return auditedEvent({
    ...event,
    start: event.startLocal,
    end: event.endLocal,
    categories: categories.map((c) => ({ ...c, maxTickets: c.bounded ? c.maxTickets : null })),
  });
}

export interface OrganizerEventOptions {
  /** How the image of `imageUrl` is downloaded (tests allow the loopback server that serves it). */
  imageFetch?: ImageFetchOptions;
}

const notFound = (slug: string): Outcome<never> => ({
  ok: false,
  status: 404,
  errors: [errorOf('slug', 'event.not-found', `No event ${slug}`)],
});
const refused = (errors: OrganizerError[]): Outcome<never> => ({ ok: false, status: 400, errors });

const IMAGE_ERROR = errorOf('imageUrl', 'invalid.image', 'Image is either missing or too big (max 200kb)');

/**
 * Creates an event from alf.io's `EventCreationRequest`, as a draft (alf.io's rule: the organizer
 * publishes it afterwards); answers its slug. The image is downloaded only once everything else
 * passed, so a malformed request costs no download.
 */
export async function createOrganizerEvent(
  db: Database,
  scope: OrganizerScope,
  body: unknown,
  options: OrganizerEventOptions = {},
): Promise<Outcome<string>> {
  const parsed = parseRequest(body);
  if (!parsed.ok) return refused(parsed.errors);
  const request = parsed.request;
  const requestedSlug = request.slug?.trim() || null;
  const checked = checkCreation(request, requestedSlug ? await isSlugTaken(db, requestedSlug) : false);
  if (!checked.ok) return refused(checked.errors);
  const shortName = requestedSlug ?? (await freeSlug(db, slugOf(checked.event.displayName)));

  let fileBlobId: string;
  try {
    fileBlobId = await fetchAndStoreImage(db, request.imageUrl!.trim(), options.imageFetch);
  } catch (error) {
    if (error instanceof ImageFetchError) return refused([IMAGE_ERROR]);
    throw error;
  }
  try {
    await db.transaction(async (tx) => {
      const eventId = await insertEvent(tx, scope.organizationId, { ...checked.event, shortName }, fileBlobId);
      await insertOrganizerChange(tx, scope.actor, {
        action: 'EVENT_CREATE',
        organizationId: scope.organizationId,
        entityType: 'EVENT',
        entityId: String(eventId),
        eventId,
        before: null,
        after: auditedEvent({ ...checked.event, shortName }),
      });
    });
  } catch (error) {
    // Two creations racing for one slug: the database's unique index decides.
    if (isUniqueViolation(error)) return refused([errorOf('slug', 'invalid.slug', 'Invalid slug')]);
    throw error;
  }
  return { ok: true, value: shortName };
}

async function freeSlug(db: Database, base: string): Promise<string> {
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await isSlugTaken(db, candidate))) return candidate;
  }
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === '23505';
}

/**
 * Changes an event as alf.io's update does: a field left out keeps its value; categories are
 * matched by id, else by name, and changed, the others added; the seats and a category's tickets
 * grow or shrink by FREE tickets, never below what is sold or held.
 */
export async function updateOrganizerEvent(
  db: Database,
  scope: OrganizerScope,
  slug: string,
  body: unknown,
  options: OrganizerEventOptions = {},
): Promise<Outcome<string>> {
  const parsed = parseRequest(body);
  if (!parsed.ok) return refused(parsed.errors);
  const request = parsed.request;
  const event = await findOrganizerEvent(db, scope.organizationId, slug);
  if (!event) return notFound(slug);
  const existing = await categoriesOf(db, [event.id]);

  // The request merged over the event, then checked as a creation would be.
  const merged = {
    title: request.title ?? event.displayName,
    slug: null,
    description: request.description ?? Object.entries(event.description).map(([lang, text]) => ({ lang, body: text })),
    format: request.format ?? event.format,
    location: request.location ?? {
      fullAddress: event.location,
      coordinate: event.latitude === null ? null : { latitude: event.latitude, longitude: event.longitude },
    },
    timezone: request.timezone ?? event.timeZone,
    startDate: request.startDate ?? event.startLocal,
    endDate: request.endDate ?? event.endLocal,
    websiteUrl: request.websiteUrl ?? event.websiteUrl,
    termsAndConditionsUrl: request.termsAndConditionsUrl ?? event.termsUrl,
    privacyPolicyUrl: request.privacyPolicyUrl ?? event.privacyUrl,
    // The image stays unless a new URL is given; a placeholder passes the creation's check for one.
    imageUrl: request.imageUrl ?? 'kept',
    tickets: {
      freeOfCharge: request.tickets?.freeOfCharge ?? event.currency === null,
      max: request.tickets?.max ?? event.capacity,
      currency: request.tickets?.currency ?? event.currency,
      taxPercentage: request.tickets?.taxPercentage ?? Number(event.vat),
      taxIncludedInPrice: request.tickets?.taxIncludedInPrice ?? event.vatIncluded,
      paymentMethods:
        request.tickets?.paymentMethods ??
        (event.allowedPaymentProxies.filter((proxy) => allowedProxies.includes(proxy)) as never[]),
      categories: mergeCategories(existing, request.tickets?.categories ?? [], event.currency),
      promoCodes: request.tickets?.promoCodes ?? [],
    },
    additionalInfo: request.additionalInfo ?? [],
    additionalServices: request.additionalServices ?? [],
  };
  const checked = checkCreation(merged, false);
  if (!checked.ok) return refused(checked.errors);
  const next = checked.event;
  const categories: NewCategory[] = next.categories.map((category, index) => ({
    ...category,
    id: merged.tickets.categories[index]!.id ?? null,
    ordinal: merged.tickets.categories[index]!.ordinal,
  }));

  let fileBlobId = event.fileBlobId;
  if (request.imageUrl) {
    try {
      fileBlobId = await fetchAndStoreImage(db, request.imageUrl.trim(), options.imageFetch);
    } catch (error) {
      if (error instanceof ImageFetchError) return refused([IMAGE_ERROR]);
      throw error;
    }
  }

  const audited = await auditedEventOf(db, event);
  return db
    .transaction(async (tx): Promise<Outcome<string>> => {
      await lockEvent(tx, event.id);
      await updateEventHeader(tx, event.id, { ...next, fileBlobId });
      const byId = new Map(existing.map((category) => [category.id, category]));
      for (const category of categories) {
        const before = category.id === null ? undefined : byId.get(category.id);
        if (!before) {
          const id = await insertCategory(tx, event.id, next.timeZone, category);
          if (category.maxTickets !== null) await insertFreeTickets(tx, event.id, id, category.maxTickets);
          continue;
        }
        await updateCategory(tx, next.timeZone, { ...category, id: before.id });
        const change = (category.maxTickets ?? 0) - (before.bounded ? (before.maxTickets ?? 0) : 0);
        if (change > 0) await insertFreeTickets(tx, event.id, before.id, change);
        if (change < 0 && (await removeFreeTickets(tx, event.id, before.id, -change)) < -change)
          throw new ShrinkRefused(`tickets.categories`, `${before.name} has fewer unsold tickets than asked to remove`);
      }
      const boundedBefore = existing.reduce((sum, c) => sum + (c.bounded ? (c.maxTickets ?? 0) : 0), 0);
      const boundedAfter = categories.reduce((sum, c) => sum + (c.maxTickets ?? 0), 0);
      const poolChange = next.capacity - boundedAfter - (event.capacity - boundedBefore);
      if (poolChange > 0) await insertFreeTickets(tx, event.id, null, poolChange);
      if (poolChange < 0 && (await removeFreeTickets(tx, event.id, null, -poolChange)) < -poolChange)
        throw new ShrinkRefused('tickets.max', 'fewer unsold seats than asked to remove');
      for (const field of next.fields) await upsertField(tx, event.id, field);
      for (const code of next.promoCodes) await upsertPromoCode(tx, scope.organizationId, event.id, next, code);
      for (const service of next.services) {
        const changed =
          service.id !== null && (await updateService(tx, event.id, next.timeZone, { ...service, id: service.id }));
        if (!changed) await insertService(tx, event.id, next.timeZone, service);
      }
      await insertOrganizerChange(tx, scope.actor, {
        action: 'EVENT_UPDATE',
        organizationId: scope.organizationId,
        entityType: 'EVENT',
        entityId: String(event.id),
        eventId: event.id,
        before: audited,
        after: auditedEvent({ ...next, shortName: event.shortName, status: event.status, categories }),
      });
      return { ok: true, value: event.shortName };
    })
    .catch((error: unknown) => {
      if (error instanceof ShrinkRefused)
        return refused([errorOf(error.fieldName, 'not_enough_free_token_for_shrink', error.message)]);
      throw error;
    });
}

class ShrinkRefused extends Error {
  constructor(
    readonly fieldName: string,
    message: string,
  ) {
    super(message);
  }
}

type MergedCategory = NonNullable<NonNullable<Parameters<typeof checkCreation>[0]['tickets']>['categories']>[number] & {
  ordinal: number;
};

/** The existing categories with the requested changes laid over them, then the new ones. */
function mergeCategories(
  existing: OrganizerCategoryRow[],
  requested: NonNullable<NonNullable<Parameters<typeof checkCreation>[0]['tickets']>['categories']>,
  currency: string | null,
): MergedCategory[] {
  const unit = 10 ** (currency ? fractionDigits(currency) : 2);
  const taken = new Set<number>();
  const changes = new Map<number, (typeof requested)[number]>();
  const added: (typeof requested)[number][] = [];
  for (const request of requested) {
    const match = existing.find((category) =>
      request.id !== null && request.id !== undefined ? category.id === request.id : category.name === request.name,
    );
    if (match && !taken.has(match.id)) {
      taken.add(match.id);
      changes.set(match.id, request);
    } else added.push({ ...request, id: null });
  }
  const kept: MergedCategory[] = existing.map((category) => {
    const change = changes.get(category.id);
    return {
      id: category.id,
      name: change?.name ?? category.name,
      description: change?.description ?? Object.entries(category.description).map(([lang, body]) => ({ lang, body })),
      maxTickets: change?.maxTickets !== undefined ? change.maxTickets : category.bounded ? category.maxTickets : null,
      accessRestricted: change?.accessRestricted ?? category.accessRestricted,
      price: change?.price ?? category.priceCents / unit,
      startSellingDate: change?.startSellingDate ?? category.inceptionLocal,
      endSellingDate: change?.endSellingDate ?? category.expirationLocal,
      accessCode: change?.accessCode ?? category.accessCode,
      ticketAccessType: change?.ticketAccessType ?? category.ticketAccessType,
      ordinal: category.ordinal,
    };
  });
  const last = Math.max(0, ...existing.map((category) => category.ordinal));
  return [...kept, ...added.map((request, index) => ({ ...request, ordinal: last + index + 1 }))];
}

/** What the editor shows beyond `stats`: fields, services and codes in the request's shapes, and the settings' names. */
export async function organizerEventSetup(
  db: Database,
  scope: OrganizerScope,
  slug: string,
): Promise<Outcome<OrganizerEventSetup>> {
  const event = await findOrganizerEvent(db, scope.organizationId, slug);
  if (!event) return notFound(slug);
  const [fields, services, codes, settingsSet] = await Promise.all([
    attendeeFieldsOf(db, event.id),
    servicesOf(db, event.id),
    discountCodesOf(db, event.id),
    settingNamesOf(db, scope.organizationId, event.id),
  ]);
  const unit = 10 ** (event.currency ? fractionDigits(event.currency) : 2);
  const typeNames = Object.fromEntries(Object.entries(additionalInfoTypes).map(([name, type]) => [type, name]));
  const dateTime = (local: string) => ({ date: local.slice(0, 10), time: local.slice(11, 16) });
  const texts = (values: Record<string, string>, type: 'TITLE' | 'DESCRIPTION') =>
    Object.entries(values).map(([locale, value]) => ({ id: null, locale, value, type }));
  return {
    ok: true,
    value: {
      additionalInfo: fields.map((field) => ({
        ordinal: field.ordinal,
        name: field.name,
        type: typeNames[field.type] as OrganizerEventSetup['additionalInfo'][number]['type'],
        required: field.required,
        label: Object.entries(field.description).map(([lang, text]) => ({ lang, body: text.label })),
        placeholder: Object.entries(field.description)
          .filter(([, text]) => text.placeholder)
          .map(([lang, text]) => ({ lang, body: text.placeholder! })),
        restrictedValues: field.restrictedValues.map((value) => ({
          value,
          enabled: !field.disabledValues.includes(value),
          descriptions: Object.entries(field.description)
            .filter(([, text]) => text.restrictedValuesDescription?.[value])
            .map(([lang, text]) => ({ lang, body: text.restrictedValuesDescription![value]! })),
        })),
        contentLength: { min: field.minLength, max: field.maxLength },
        displayAtCheckIn: false,
      })),
      additionalServices: services.map((service) => ({
        id: service.id,
        type: service.type,
        supplementPolicy: service.policy,
        fixPrice: service.fixPrice,
        price: service.fixPrice ? service.priceCents / unit : null,
        minPrice: service.fixPrice ? null : service.priceCents / unit,
        ordinal: service.ordinal,
        availableQuantity: service.availableQuantity,
        maxQtyPerOrder: service.maxQtyPerOrder,
        inception: dateTime(service.inceptionLocal),
        expiration: dateTime(service.expirationLocal),
        vatType: service.vatType,
        vat: service.vat === null ? null : Number(service.vat),
        title: texts(service.title, 'TITLE'),
        description: texts(service.description, 'DESCRIPTION'),
      })),
      promoCodes: codes.map((code) => ({
        name: code.code,
        validFrom: code.validFrom,
        validTo: code.validTo,
        discountType: code.discountType,
        discount: code.discountAmount,
      })),
      settingsSet,
    },
  };
}

/** The organization's events with their categories and ticket counts (alf.io's `list`). */
export async function listOrganizerEventsWithStatistics(
  db: Database,
  scope: OrganizerScope,
): Promise<OrganizerEvent[]> {
  return withStatistics(db, await listOrganizerEvents(db, scope.organizationId));
}

/** One event with its categories and ticket counts (alf.io's `stats`). */
export async function organizerEventStatistics(
  db: Database,
  scope: OrganizerScope,
  slug: string,
): Promise<Outcome<OrganizerEvent>> {
  const event = await findOrganizerEvent(db, scope.organizationId, slug);
  if (!event) return notFound(slug);
  const [withCounts] = await withStatistics(db, [event]);
  return { ok: true, value: withCounts! };
}

async function withStatistics(db: Database, events: OrganizerEventRow[]): Promise<OrganizerEvent[]> {
  if (events.length === 0) return [];
  const ids = events.map((event) => event.id);
  const [categories, counts] = await Promise.all([categoriesOf(db, ids), ticketCountsOf(db, ids)]);
  return events.map((event) => {
    const digits = event.currency ? fractionDigits(event.currency) : 2;
    const amount = (cents: number) => cents / 10 ** digits;
    const own = counts.find((count) => count.eventId === event.id)!;
    return {
      id: event.id,
      shortName: event.shortName,
      displayName: event.displayName,
      organizationId: event.organizationId,
      status: event.status,
      format: event.format,
      timeZone: event.timeZone,
      begin: withOffset(event.startLocal, event.startAt, event.timeZone),
      end: withOffset(event.endLocal, event.endAt, event.timeZone),
      websiteUrl: event.websiteUrl,
      termsAndConditionsUrl: event.termsUrl,
      privacyPolicyUrl: event.privacyUrl,
      location: event.location,
      latitude: event.latitude === null ? null : String(event.latitude),
      longitude: event.longitude === null ? null : String(event.longitude),
      fileBlobId: event.fileBlobId,
      currency: event.currency,
      vatPercentage: Number(event.vat),
      vatIncluded: event.vatIncluded,
      freeOfCharge: event.currency === null,
      allowedPaymentProxies: event.allowedPaymentProxies as OrganizerEvent['allowedPaymentProxies'],
      description: event.description,
      availableSeats: event.capacity,
      grossIncome: amount(own.grossCents),
      ...countsOf(own),
      ticketCategories: categories
        .filter((category) => category.eventId === event.id)
        .map((category) => ({
          id: category.id,
          name: category.name,
          ordinal: category.ordinal,
          bounded: category.bounded,
          maxTickets: category.maxTickets ?? 0,
          price: amount(category.priceCents),
          accessRestricted: category.accessRestricted,
          inception: withOffset(category.inceptionLocal, category.inceptionAt, event.timeZone),
          expiration: withOffset(category.expirationLocal, category.expirationAt, event.timeZone),
          ticketAccessType: category.ticketAccessType,
          description: category.description,
          ...countsOf(category),
        })),
    };
  });
}

function countsOf(counts: TicketCounts) {
  return {
    soldTickets: counts.soldTickets,
    checkedInTickets: counts.checkedInTickets,
    pendingTickets: counts.pendingTickets,
    notSoldTickets: counts.notSoldTickets,
    releasedTickets: counts.releasedTickets,
  };
}

/** `2026-12-08T08:00:00+01:00`: the wall clock with the zone's offset at that moment. */
function withOffset(local: string, instant: Date, timeZone: string): string {
  const offset = isTimeZone(timeZone) ? zoneOffsetSeconds(instant, timeZone) : 0;
  const sign = offset < 0 ? '-' : '+';
  const minutes = Math.abs(offset) / 60;
  return `${localTime(local)}${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The holders of sold tickets by category, with their answers (alf.io's `download-attendees`). */
export async function organizerEventAttendees(
  db: Database,
  scope: OrganizerScope,
  slug: string,
): Promise<Outcome<DownloadedAttendeesByCategory[]>> {
  const event = await findOrganizerEvent(db, scope.organizationId, slug);
  if (!event) return notFound(slug);
  const byCategory = new Map<number, DownloadedAttendeesByCategory['attendees']>();
  for (const row of await attendeesOf(db, event.id)) {
    const attendees = byCategory.get(row.categoryId) ?? [];
    byCategory.set(row.categoryId, attendees);
    attendees.push({
      firstName: row.firstName ?? row.fullName,
      lastName: row.lastName,
      email: row.email,
      userLanguage: row.userLanguage,
      metadata: {},
      additional: row.additional ?? {},
      externalReference: null,
      status: row.status,
      confirmationTimestamp: row.confirmedAt
        ? withOffset(
            new Date(row.confirmedAt.getTime() + zoneOffsetSeconds(row.confirmedAt, event.timeZone) * 1000)
              .toISOString()
              .slice(0, 19),
            row.confirmedAt,
            event.timeZone,
          )
        : null,
    });
  }
  return {
    ok: true,
    value: [...byCategory.entries()].map(([ticketCategoryId, attendees]) => ({ ticketCategoryId, attendees })),
  };
}

/**
 * alf.io's check-in log: each checked-in ticket, its holder and its scans. A revert is listed as
 * alf.io lists it (operation REVERT, the ticket ready to be checked in again).
 */
export async function organizerEventCheckInLog(
  db: Database,
  scope: OrganizerScope,
  slug: string,
): Promise<Outcome<CheckInLogEntry[]>> {
  const event = await findOrganizerEvent(db, scope.organizationId, slug);
  if (!event) return notFound(slug);
  return {
    ok: true,
    value: (await checkInLogOf(db, event.id)).map((row) => ({
      ticketId: row.ticketId,
      attendeeData: {
        firstName: row.firstName ?? row.fullName,
        lastName: row.lastName,
        email: row.email,
        userLanguage: row.userLanguage,
        metadata: {},
        additional: null,
        externalReference: null,
      },
      audit: row.scans.map((scan) => ({
        scanTimestamp: new Date(scan.scanTimestamp).toISOString(),
        username: scan.username,
        checkInStatus: scan.action === 'REVERT_CHECK_IN' ? 'OK_READY_TO_BE_CHECKED_IN' : 'SUCCESS',
        operation: scan.action === 'REVERT_CHECK_IN' ? 'REVERT' : 'SCAN',
      })),
    })),
  };
}

/**
 * Deletes an event, refused once any order names it (sold, paid or only held): its buyers' tickets,
 * invoices and e-mails must keep their event.
 */
export async function deleteOrganizerEvent(db: Database, scope: OrganizerScope, slug: string): Promise<Outcome<'Ok'>> {
  const event = await findOrganizerEvent(db, scope.organizationId, slug);
  if (!event) return notFound(slug);
  return db.transaction(async (tx): Promise<Outcome<'Ok'>> => {
    await lockEvent(tx, event.id);
    if (await hasOrders(tx, event.id))
      return refused([errorOf('slug', 'event.has-orders', 'The event has orders and cannot be deleted')]);
    const before = await auditedEventOf(tx, event);
    await deleteEventWithoutOrders(tx, event.id);
    await insertOrganizerChange(tx, scope.actor, {
      action: 'EVENT_DELETE',
      organizationId: scope.organizationId,
      entityType: 'EVENT',
      entityId: String(event.id),
      eventId: event.id,
      before,
      after: null,
    });
    return { ok: true, value: 'Ok' };
  });
}

/** Our own extension: puts the event on sale (or back to a draft), which alf.io does from its back office. */
export async function publishOrganizerEvent(
  db: Database,
  scope: OrganizerScope,
  slug: string,
  active: boolean,
): Promise<Outcome<'Ok'>> {
  const event = await findOrganizerEvent(db, scope.organizationId, slug);
  if (!event) return notFound(slug);
  const status = active ? 'PUBLIC' : 'DRAFT';
  await db.transaction(async (tx) => {
    await setEventStatus(tx, event.id, status);
    await insertOrganizerChange(tx, scope.actor, {
      action: 'EVENT_STATUS',
      organizationId: scope.organizationId,
      entityType: 'EVENT',
      entityId: String(event.id),
      eventId: event.id,
      before: { shortName: event.shortName, status: event.status },
      after: { shortName: event.shortName, status },
    });
  });
  return { ok: true, value: 'Ok' };
}

/** The event's waiting list, first come first, each entry with its state and the reservation offered. */
export async function organizerWaitingList(
  db: Database,
  scope: OrganizerScope,
  slug: string,
): Promise<Outcome<WaitingQueueSubscription[]>> {
  const event = await findOrganizerEvent(db, scope.organizationId, slug);
  if (!event) return notFound(slug);
  const entries = await findAllEntries(db, event.id);
  const offered = entries.filter((entry) => entry.status === 'PENDING' && entry.reservationId !== null);
  const expiries = await holdExpiriesOf(
    db,
    offered.map((entry) => entry.reservationId!),
  );
  return {
    ok: true,
    value: entries.map((entry) => ({
      id: entry.id,
      creation: entry.createdAt.toISOString(),
      eventId: event.id,
      status: entry.status,
      fullName: entry.fullName,
      firstName: entry.firstName,
      lastName: entry.lastName,
      emailAddress: entry.email,
      reservationId: entry.reservationId,
      userLanguage: entry.language,
      selectedCategoryId: entry.selectedCategoryId,
      subscriptionType: entry.type,
      offerExpiresAt:
        entry.status === 'PENDING' && entry.reservationId
          ? (expiries.get(entry.reservationId)?.toISOString() ?? null)
          : null,
    })),
  };
}
