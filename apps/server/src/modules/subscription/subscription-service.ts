import type { SubscriptionDetails } from '@shop/contract';
import type { Database, Queryable } from '../../db/database.ts';
import { datesWithOffset, formatForLanguages } from '../../lib/localized-dates.ts';
import { renderLocalizedMarkdown } from '../../lib/markdown.ts';
import { currencyDescriptor, formatCents } from '../../lib/money.ts';
import { languageOf, matchAcceptLanguage } from '../../lib/languages.ts';
import { sweepExpiredReservations } from '../reservation/hold/expiry-sweep.ts';
import { holdMinutes } from '../reservation/hold/hold-duration.ts';
import { holdClaimedSubscription, insertHeldSubscription } from '../reservation/hold/subscription-rows-repository.ts';
import { priceOf, vatStatusOf } from '../reservation/pricing/item-price.ts';
import {
  analyticsConfiguration,
  captchaConfiguration,
  embeddingConfiguration,
  invoicingConfiguration,
  purchaseContextSettingKeys,
} from '../settings/purchase-context-configuration.ts';
import { readSettings } from '../settings/scoped-settings.ts';
import {
  auditReservationCreated,
  claimFreeSubscription,
  countFreeSubscriptions,
  findActiveDescriptor,
  type DescriptorRow,
} from './subscription-repository.ts';
import { insertPendingReservation, type NewReservation } from '../reservation/status/reservation-repository.ts';

/** alf.io's `Integer.MAX_VALUE`: what `numAvailable` says for an unlimited supply. */
const UNLIMITED_AVAILABILITY = 2_147_483_647;
const DATE_FORMAT = 'common.event.date-format';

/**
 * `GET /api/v2/public/subscription/{id}` (`endpoints.getSubscription` in the contract); undefined
 * for an unknown or inactive descriptor.
 */
export async function subscriptionDetails(
  db: Queryable,
  id: string,
  sessionId: string,
): Promise<SubscriptionDetails | undefined> {
  const descriptor = await findActiveDescriptor(db, id);
  if (!descriptor) return undefined;
  const [settings, numAvailable] = await Promise.all([
    readSettings(db, { organizationId: descriptor.organizationId, subscriptionDescriptorId: descriptor.id }, [
      ...purchaseContextSettingKeys,
      'BANK_ACCOUNT_NR',
      'BANK_ACCOUNT_OWNER',
    ]),
    availability(db, descriptor),
  ]);
  const languages = descriptor.contentLanguages;
  const formatted = (instant: Date | null) =>
    instant ? formatForLanguages(instant, DATE_FORMAT, descriptor.timeZone, languages) : null;
  const free = descriptor.priceCents === 0;
  return {
    title: descriptor.title,
    description: renderLocalizedMarkdown(descriptor.description),
    fileBlobId: descriptor.fileBlobId ?? '',
    formattedPrice: formatCents(descriptor.priceCents, descriptor.currency),
    currency: descriptor.currency ?? '',
    currencyDescriptor: free ? null : currencyDescriptor(descriptor.currency),
    vat: descriptor.vat,
    vatIncluded: descriptor.vatIncluded,
    free,
    privacyPolicyUrl: descriptor.privacyUrl?.trim() ? descriptor.privacyUrl : null,
    termsAndConditionsUrl: descriptor.termsUrl,
    bankAccount: settings.text('BANK_ACCOUNT_NR') ?? '',
    bankAccountOwner: (settings.text('BANK_ACCOUNT_OWNER') ?? '').split('\n'),
    organizationEmail: descriptor.organizationEmail,
    organizationName: descriptor.organizationName,
    salePeriod: datesWithOffset(descriptor.onSaleFrom, descriptor.onSaleTo, descriptor.timeZone),
    formattedOnSaleFrom: formatted(descriptor.onSaleFrom),
    formattedOnSaleTo: formatted(descriptor.onSaleTo),
    timeZone: descriptor.timeZone,
    validityType: descriptor.validityType,
    usageType: descriptor.usageType,
    validityTimeUnit: descriptor.validityTimeUnit,
    validityUnits: descriptor.validityUnits,
    formattedValidFrom: formatted(descriptor.validityFrom),
    formattedValidTo: formatted(descriptor.validityTo),
    // The list sends the raw -1; the detail says "unlimited" with null.
    maxEntries: descriptor.maxEntries > 0 ? descriptor.maxEntries : null,
    numAvailable,
    contentLanguages: languages.map(languageOf),
    invoicingConfiguration: invoicingConfiguration(settings),
    analyticsConfiguration: analyticsConfiguration(settings, sessionId),
    captchaConfiguration: captchaConfiguration(settings),
    embeddingConfiguration: embeddingConfiguration(settings),
    assignmentConfiguration: { forceAssignment: false, enableAttendeeAutocomplete: false, enableTicketTransfer: false },
    offlinePaymentConfiguration: null,
    canApplySubscriptions: false,
  };
}

async function availability(db: Queryable, descriptor: DescriptorRow): Promise<number> {
  if (!descriptor.onSale) return 0;
  if (descriptor.maxAvailable === -1) return UNLIMITED_AVAILABILITY;
  return countFreeSubscriptions(db, descriptor.id);
}

export type SubscriptionReservationOutcome =
  | { kind: 'reserved'; reservationId: string; validity: Date }
  | { kind: 'not-found' }
  /** Nothing left to sell now: no FREE row of a limited supply, or outside the sale window. */
  | { kind: 'sold-out' }
  /** A paid subscription that offers no payment method could never be completed. */
  | { kind: 'no-payment-method' };

export interface SubscriptionReservationRequest {
  descriptorId: string;
  acceptLanguage: string | undefined;
  userId: number | null;
}

/**
 * `POST /api/v2/public/subscription/{id}` (`endpoints.reserveSubscription` in the contract): holds
 * one subscription for the buyer. In one transaction it claims a FREE row of a limited supply (or
 * creates the row of an unlimited one), and records a PENDING reservation owning it, priced, valid
 * for the RESERVATION_TIMEOUT minutes of the subscription's settings. When the hold expires the
 * reservation sweep gives the row back.
 */
export async function reserveSubscription(
  db: Database,
  request: SubscriptionReservationRequest,
): Promise<SubscriptionReservationOutcome> {
  const descriptor = await findActiveDescriptor(db, request.descriptorId);
  if (!descriptor) return { kind: 'not-found' };
  // The page shows "sold out" whenever numAvailable is 0, which includes outside the sale window.
  if (!descriptor.onSale) return { kind: 'sold-out' };

  const price = priceOf(descriptor.priceCents, 0, descriptor.vat, descriptor.vatIncluded);
  if (price.final > 0 && descriptor.allowedPaymentProxies.length === 0) return { kind: 'no-payment-method' };

  const settings = await readSettings(
    db,
    { organizationId: descriptor.organizationId, subscriptionDescriptorId: descriptor.id },
    ['RESERVATION_TIMEOUT'],
  );
  const languages = descriptor.contentLanguages;
  const language = matchAcceptLanguage(request.acceptLanguage, languages) ?? languages[0] ?? 'en';

  const hold: NewReservation = {
    descriptorId: descriptor.id,
    language,
    holdMinutes: holdMinutes(settings),
    price,
    currency: descriptor.currency,
    vatPercent: descriptor.currency === null ? null : descriptor.vat,
    vatStatus: vatStatusOf(descriptor.currency, descriptor.vat, descriptor.vatIncluded),
    userId: request.userId,
  };
  const outcome = await holdOne(db, descriptor, hold);
  // As for tickets: a supply whose last rows sit in expired holds is for sale again at once.
  if (outcome.kind !== 'sold-out') return outcome;
  return (await sweepExpiredReservations(db)) > 0 ? holdOne(db, descriptor, hold) : outcome;
}

async function holdOne(
  db: Database,
  descriptor: DescriptorRow,
  hold: NewReservation,
): Promise<SubscriptionReservationOutcome> {
  return db.transaction(async (tx): Promise<SubscriptionReservationOutcome> => {
    const limited = descriptor.maxAvailable !== -1;
    const claimed = limited ? await claimFreeSubscription(tx, descriptor.id) : undefined;
    if (limited && claimed === undefined) return { kind: 'sold-out' };

    const reservation = await insertPendingReservation(tx, hold);
    if (claimed !== undefined) {
      await holdClaimedSubscription(tx, claimed, reservation.id, hold.price, descriptor.currency);
    } else {
      await insertHeldSubscription(
        tx,
        descriptor.id,
        reservation.id,
        descriptor.maxEntries,
        hold.price,
        descriptor.currency,
      );
    }
    await auditReservationCreated(tx, reservation.id, descriptor.id);
    return { kind: 'reserved', reservationId: reservation.id, validity: reservation.validity };
  });
}
