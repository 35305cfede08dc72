import type {
  LinkedEvent,
  OrganizerError,
  OrganizerSubscription,
  SubscriptionDescriptorModificationRequest,
  LinkEventsToSubscriptionRequest,
  LinkedSubscription,
  LinkSubscriptionsToEventRequest,
  SubscriptionDescriptorWithStatistics,
} from '@shop/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { isApplicationLanguage } from '../../lib/languages.ts';
import { fetchAndStoreImage, ImageFetchError, type ImageFetchOptions } from '../file/image-fetch.ts';
import { fractionDigits } from '../../lib/money.ts';
import { insertOrganizerChange } from '../organizer/organizer-audit-repository.ts';
import { resizeSupply } from '../reservation/hold/subscription-rows-repository.ts';
import type { Organizer } from '../organizer/organizer-roles.ts';
import { errorOf, isTimeZone, localTime } from '../organizer-events/event-creation.ts';
import {
  deactivateDescriptor,
  findDescriptorWithStatistics,
  findEventLinks,
  findOrganizationDescriptorIds,
  replaceEventLinks,
  findLinkedEvents,
  findOrganizationEvents,
  insertDescriptor,
  isOrganizationDescriptor,
  listOrganizationDescriptors,
  lockOrganizationDescriptor,
  replaceLinkedEvents,
  updateDescriptor,
  type DescriptorValues,
} from '../subscription/subscription-descriptor-repository.ts';

type Request = z.output<typeof SubscriptionDescriptorModificationRequest>;
type SubscriptionLinkRequest = z.output<typeof LinkSubscriptionsToEventRequest>;
type LinkRequest = z.output<typeof LinkEventsToSubscriptionRequest>;

export type Outcome<T> = { ok: true; value: T } | { ok: false; status: 400 | 404; errors: OrganizerError[] };

/** Payment methods a subscription may offer (the descriptor's own list). */
const SUBSCRIPTION_PROXIES = new Set([
  'STRIPE',
  'ON_SITE',
  'OFFLINE',
  'PAYPAL',
  'MOLLIE',
  'SAFERPAY',
  'CUSTOM_OFFLINE',
]);

/**
 * alf.io's checks of a `SubscriptionDescriptorModificationRequest`, then the row's values. Our
 * table also needs what alf.io leaves optional for a shop page: a sale start, a title in one of
 * the languages the shop speaks and the terms of sale.
 */
export function descriptorValues(
  organizationId: number,
  request: Request,
): { ok: true; values: DescriptorValues } | { ok: false; errors: OrganizerError[] } {
  const errors: OrganizerError[] = [];
  const fail = (field: string, description: string) => errors.push(errorOf(field, field, description));
  const timeZone = request.timezone?.trim() ?? '';
  if (!timeZone || !isTimeZone(timeZone)) fail('timezone', 'Timezone is mandatory');
  if (!request.usageType) fail('usageType', 'UsageType is mandatory');

  const term = request.term ?? {};
  let validity: Pick<
    DescriptorValues,
    'validityType' | 'validityTimeUnit' | 'validityUnits' | 'validityFrom' | 'validityTo' | 'maxEntries'
  > | null = null;
  if (request.termType === 'standard' && term.timeUnit && (term.units ?? 0) > 0) {
    validity = {
      validityType: 'STANDARD',
      validityTimeUnit: term.timeUnit,
      validityUnits: term.units!,
      validityFrom: null,
      validityTo: null,
      maxEntries: -1,
    };
  } else if (
    request.termType === 'custom' &&
    term.validityFrom &&
    term.validityTo &&
    localTime(term.validityFrom) < localTime(term.validityTo)
  ) {
    validity = {
      validityType: 'CUSTOM',
      validityTimeUnit: null,
      validityUnits: null,
      validityFrom: localTime(term.validityFrom),
      validityTo: localTime(term.validityTo),
      maxEntries: -1,
    };
  } else if (request.termType === 'numEntries' && (term.numEntries ?? 0) > 0) {
    validity = {
      validityType: 'NOT_SET',
      validityTimeUnit: null,
      validityUnits: null,
      validityFrom: null,
      validityTo: null,
      maxEntries: term.numEntries!,
    };
  }
  if (!validity) fail('term', 'Term is not valid');

  const title = Object.fromEntries((request.title ?? []).filter((t) => t.body.trim()).map((t) => [t.lang, t.body]));
  const languages = Object.keys(title);
  if (languages.length === 0 || !languages.every(isApplicationLanguage)) fail('title', 'Invalid title');
  const description = Object.fromEntries((request.description ?? []).map((d) => [d.lang, d.body]));
  if (!request.onSaleFrom) fail('onSaleFrom', 'The start of sales is required');
  if (request.onSaleFrom && request.onSaleTo && localTime(request.onSaleTo) <= localTime(request.onSaleFrom))
    fail('onSaleTo', 'The end of sales must follow its start');
  const price = request.price ?? 0;
  const currency = request.currencyCode?.trim().toUpperCase() || null;
  if (price < 0) fail('price', 'Invalid price');
  if (currency !== null && !/^[A-Z]{3}$/.test(currency)) fail('currencyCode', 'Invalid currency');
  if (price > 0 && currency === null) fail('currencyCode', 'A price needs a currency');
  const vat = request.taxPercentage ?? 0;
  if (vat < 0 || vat > 100) fail('taxPercentage', 'Invalid tax percentage');
  if (!request.termsAndConditionsUrl?.trim()) fail('termsAndConditionsUrl', 'The terms and conditions are required');
  const maxAvailable = request.maxAvailable ?? -1;
  if (maxAvailable < -1) fail('maxAvailable', 'Invalid maximum');
  if (errors.length > 0 || !validity) return { ok: false, errors };

  return {
    ok: true,
    values: {
      organizationId,
      title,
      description,
      priceCents: currency ? Math.round(price * 10 ** fractionDigits(currency)) : Math.round(price * 100),
      currency,
      vat,
      vatIncluded: request.taxPolicy !== 'NOT_INCLUDED' && request.taxPolicy !== 'NOT_INCLUDED_EXEMPT',
      ...validity,
      usageType: request.usageType!,
      onSaleFrom: localTime(request.onSaleFrom!),
      onSaleTo: request.onSaleTo ? localTime(request.onSaleTo) : null,
      maxAvailable,
      isPublic: request.isPublic === true,
      termsUrl: request.termsAndConditionsUrl!.trim(),
      privacyUrl: request.privacyPolicyUrl?.trim() || null,
      timeZone,
      contentLanguages: languages,
      paymentProxies: (request.paymentMethods ?? []).filter((proxy) => SUBSCRIPTION_PROXIES.has(proxy)),
      supportsTicketsGeneration: request.supportsTicketsGeneration === true,
    },
  };
}

const audited = (values: DescriptorValues) => ({
  title: values.title,
  priceCents: values.priceCents,
  currency: values.currency,
  validityType: values.validityType,
  maxEntries: values.maxEntries,
  usageType: values.usageType,
  onSaleFrom: values.onSaleFrom,
  onSaleTo: values.onSaleTo,
  maxAvailable: values.maxAvailable,
  isPublic: values.isPublic,
  supportsTicketsGeneration: values.supportsTicketsGeneration,
});

const IMAGE_ERROR = errorOf('imageUrl', 'invalid.image', 'Image is either missing or too big (max 200kb)');

/** The image of `imageUrl`, fetched and stored as for events; null without a URL, an error when it cannot be fetched. */
async function imageOf(
  db: Database,
  request: Request,
  imageFetch: ImageFetchOptions,
): Promise<{ ok: true; fileBlobId: string | null } | { ok: false }> {
  const url = request.imageUrl?.trim();
  if (!url) return { ok: true, fileBlobId: null };
  try {
    return { ok: true, fileBlobId: await fetchAndStoreImage(db, url, imageFetch) };
  } catch (error) {
    if (error instanceof ImageFetchError) return { ok: false };
    throw error;
  }
}

const tooFewAvailable = errorOf('maxAvailable', 'maxAvailable', 'More subscriptions were sold than the new maximum');

export async function createSubscription(
  db: Database,
  organizer: Organizer,
  request: Request,
  imageFetch: ImageFetchOptions = {},
): Promise<Outcome<string>> {
  const checked = descriptorValues(organizer.organizationId, request);
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
  const { values } = checked;
  const image = await imageOf(db, request, imageFetch);
  if (!image.ok) return { ok: false, status: 400, errors: [IMAGE_ERROR] };
  const id = await db.transaction(async (tx) => {
    const created = await insertDescriptor(tx, values, image.fileBlobId);
    await resizeSupply(tx, created, values.maxAvailable, values.maxEntries);
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'SUBSCRIPTION_CREATE',
      organizationId: organizer.organizationId,
      entityType: 'subscription_descriptor',
      entityId: created,
      before: null,
      after: audited(values),
    });
    return created;
  });
  return { ok: true, value: id };
}

export async function updateSubscription(
  db: Database,
  organizer: Organizer,
  id: string,
  request: Request,
  imageFetch: ImageFetchOptions = {},
): Promise<Outcome<string>> {
  const checked = descriptorValues(organizer.organizationId, request);
  if (!(await isOrganizationDescriptor(db, organizer.organizationId, id)))
    return { ok: false, status: 404, errors: [] };
  if (!checked.ok) return { ok: false, status: 400, errors: checked.errors };
  const image = await imageOf(db, request, imageFetch);
  if (!image.ok) return { ok: false, status: 400, errors: [IMAGE_ERROR] };
  return db.transaction(async (tx): Promise<Outcome<string>> => {
    const before = await lockOrganizationDescriptor(tx, organizer.organizationId, id);
    if (!before) return { ok: false, status: 404, errors: [] };
    const { values } = checked;
    if (before.maxAvailable !== values.maxAvailable || before.maxEntries !== values.maxEntries) {
      if (!(await resizeSupply(tx, id, values.maxAvailable, values.maxEntries)))
        return { ok: false, status: 400, errors: [tooFewAvailable] };
    }
    await updateDescriptor(tx, id, values, image.fileBlobId);
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'SUBSCRIPTION_UPDATE',
      organizationId: organizer.organizationId,
      entityType: 'subscription_descriptor',
      entityId: id,
      before,
      after: audited(values),
    });
    return { ok: true, value: id };
  });
}

export async function organizationSubscriptions(db: Database, organizer: Organizer): Promise<OrganizerSubscription[]> {
  return (await listOrganizationDescriptors(db, organizer.organizationId)).map((row) => ({
    ...row,
    onSaleFrom: row.onSaleFrom.toISOString(),
    onSaleTo: row.onSaleTo?.toISOString() ?? null,
  }));
}

/** The organization's subscription as alf.io shows it, with its counts; null when not the organization's. */
export async function subscriptionWithStatistics(
  db: Database,
  organizer: Organizer,
  id: string,
): Promise<SubscriptionDescriptorWithStatistics | null> {
  const row = await findDescriptorWithStatistics(db, organizer.organizationId, id);
  if (!row) return null;
  const unit = 10 ** (row.currency ? fractionDigits(row.currency) : 2);
  return {
    descriptor: {
      id: row.id,
      title: row.title,
      description: row.description,
      maxAvailable: row.maxAvailable,
      creation: row.createdAt.toISOString(),
      onSaleFrom: row.onSaleFrom.toISOString(),
      onSaleTo: row.onSaleTo?.toISOString() ?? null,
      price: row.priceCents,
      vat: Number(row.vat),
      vatStatus: row.vatIncluded ? 'INCLUDED' : 'NOT_INCLUDED',
      currency: row.currency,
      public: row.isPublic,
      organizationId: row.organizationId,
      maxEntries: row.maxEntries,
      validityType: row.validityType as SubscriptionDescriptorWithStatistics['descriptor']['validityType'],
      validityTimeUnit: row.validityTimeUnit as SubscriptionDescriptorWithStatistics['descriptor']['validityTimeUnit'],
      validityUnits: row.validityUnits,
      validityFrom: row.validityFrom?.toISOString() ?? null,
      validityTo: row.validityTo?.toISOString() ?? null,
      usageType: row.usageType as SubscriptionDescriptorWithStatistics['descriptor']['usageType'],
      termsAndConditionsUrl: row.termsUrl,
      privacyPolicyUrl: row.privacyUrl,
      fileBlobId: row.fileBlobId,
      paymentProxies: row.paymentProxies as SubscriptionDescriptorWithStatistics['descriptor']['paymentProxies'],
      timeZone: row.timeZone,
      supportsTicketsGeneration: row.supportsTicketsGeneration,
      status: row.status,
    },
    soldCount: row.soldCount,
    pendingCount: row.pendingCount,
    linkedEventsCount: row.linkedEventsCount,
    reservationsCount: row.reservationsCount,
    unitPrice: row.priceCents / unit,
    availableCount: row.maxAvailable > 0 ? Math.max(0, row.maxAvailable - row.soldCount - row.pendingCount) : 0,
  };
}

/**
 * Takes the subscription off sale and out of its events, as alf.io's deactivation; the buyers'
 * subscriptions stay valid. False when it is not the organization's.
 */
export async function deactivateSubscription(db: Database, organizer: Organizer, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockOrganizationDescriptor(tx, organizer.organizationId, id);
    if (!before) return false;
    const linked = await findLinkedEvents(tx, id);
    await deactivateDescriptor(tx, id);
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'SUBSCRIPTION_DEACTIVATE',
      organizationId: organizer.organizationId,
      entityType: 'subscription_descriptor',
      entityId: id,
      before: { status: before.status, linkedEvents: linked },
      after: { status: 'NOT_ACTIVE', linkedEvents: [] },
    });
    return true;
  });
}

export async function linkedEvents(db: Database, organizer: Organizer, id: string): Promise<LinkedEvent[] | null> {
  if (!(await isOrganizationDescriptor(db, organizer.organizationId, id))) return null;
  return findLinkedEvents(db, id);
}

/**
 * Sets the events a subscription is valid for. Each must be the organization's, and the categories
 * named must be the event's; otherwise nothing changes and the answer is 400, as alf.io's.
 */
export async function linkEvents(
  db: Database,
  organizer: Organizer,
  id: string,
  links: readonly LinkRequest[],
): Promise<Outcome<LinkedEvent[]>> {
  return db.transaction(async (tx): Promise<Outcome<LinkedEvent[]>> => {
    const before = await lockOrganizationDescriptor(tx, organizer.organizationId, id);
    if (!before) return { ok: false, status: 404, errors: [] };
    const events = new Map(
      (
        await findOrganizationEvents(
          tx,
          organizer.organizationId,
          links.map((link) => link.slug),
        )
      ).map((e) => [e.slug, e]),
    );
    const resolved: { eventId: number; categoryIds: number[] }[] = [];
    for (const link of links) {
      const event = events.get(link.slug);
      const categoryIds = [...new Set(link.categories ?? [])];
      if (!event || !categoryIds.every((categoryId) => event.categoryIds.includes(categoryId)))
        return { ok: false, status: 400, errors: [] };
      resolved.push({ eventId: event.id, categoryIds });
    }
    const previous = await findLinkedEvents(tx, id);
    await replaceLinkedEvents(tx, id, resolved);
    const now = await findLinkedEvents(tx, id);
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'SUBSCRIPTION_EVENTS_LINK',
      organizationId: organizer.organizationId,
      entityType: 'subscription_descriptor',
      entityId: id,
      before: previous,
      after: now,
    });
    return { ok: true, value: now };
  });
}

const linkedSubscription = (
  slug: string,
  links: { descriptorId: string; categoryIds: number[] }[],
): LinkedSubscription => ({
  eventSlug: slug,
  subscriptions: Object.fromEntries(links.map((link) => [link.descriptorId, link.categoryIds])),
});

export async function eventLinkedSubscriptions(
  db: Database,
  organizer: Organizer,
  slug: string,
): Promise<LinkedSubscription | null> {
  const [event] = await findOrganizationEvents(db, organizer.organizationId, [slug]);
  if (!event) return null;
  return linkedSubscription(event.slug, await findEventLinks(db, event.id));
}

/**
 * Sets the subscriptions the event accepts. Each must be the organization's, and the categories
 * named must be the event's; otherwise nothing changes and the answer is 400.
 */
export async function linkEventSubscriptions(
  db: Database,
  organizer: Organizer,
  slug: string,
  links: readonly SubscriptionLinkRequest[],
): Promise<Outcome<LinkedSubscription>> {
  return db.transaction(async (tx): Promise<Outcome<LinkedSubscription>> => {
    const [event] = await findOrganizationEvents(tx, organizer.organizationId, [slug]);
    if (!event) return { ok: false, status: 404, errors: [] };
    const ids = links.map((link) => link.descriptorId.toLowerCase());
    const owned = new Set(await findOrganizationDescriptorIds(tx, organizer.organizationId, ids));
    const resolved = links.map((link, index) => ({
      descriptorId: ids[index]!,
      categoryIds: [...new Set(link.categories ?? [])],
    }));
    if (
      resolved.some(
        (link) => !owned.has(link.descriptorId) || !link.categoryIds.every((id) => event.categoryIds.includes(id)),
      )
    )
      return { ok: false, status: 400, errors: [] };
    const before = linkedSubscription(event.slug, await findEventLinks(tx, event.id));
    await replaceEventLinks(tx, event.id, resolved);
    const after = linkedSubscription(event.slug, await findEventLinks(tx, event.id));
    await insertOrganizerChange(tx, organizer.actor, {
      action: 'EVENT_SUBSCRIPTIONS_LINK',
      organizationId: organizer.organizationId,
      entityType: 'event',
      entityId: event.slug,
      before,
      after,
      eventId: event.id,
    });
    return { ok: true, value: after };
  });
}
