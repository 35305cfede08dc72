import type { AlfioInfo, BasicEventInfo, BasicSubscriptionDescriptorInfo } from '@shop/contract';
import { eventListAvailabilityCapability, offersCapability } from '@shop/contract/routes';

/** The home list shows at most four of each and offers 'view all' beyond. */
export const homeItemLimit = 4;

/** The home list refreshes every 30 seconds. */
export const homeRefreshIntervalMs = 30_000;

/** What the list screens take from the application info. */
export interface CatalogueSettings {
  /** The server advertises availability on the event list (ours does, alf.io does not). */
  showsAvailability: boolean;
  termsUrl: string | null;
  privacyUrl: string | null;
}

/** Without info (failed to load) the lists behave as in front of alf.io, without footer links. */
export function catalogueSettings(info: AlfioInfo | undefined): CatalogueSettings {
  return {
    showsAvailability: offersCapability(info, eventListAvailabilityCapability),
    termsUrl: info?.globalTermsUrl || null,
    privacyUrl: info?.globalPrivacyPolicyUrl || null,
  };
}

/** The event's availability when the server advertises it and sent it, else nothing is known. */
export function knownAvailability(event: BasicEventInfo, settings: Pick<CatalogueSettings, 'showsAvailability'>) {
  return settings.showsAvailability ? (event.availability ?? null) : null;
}

export function exceedsHomeLimit(items: readonly unknown[]): boolean {
  return items.length > homeItemLimit;
}

/**
 * On the home list, exactly one event, no subscriptions and nothing known about its
 * tickets sends the visitor straight to that event (alf.io's list never carries ticket
 * information, so in front of alf.io this is its rule unchanged). The short name, or null.
 */
export function homeRedirectTarget(
  events: readonly BasicEventInfo[],
  subscriptions: readonly BasicSubscriptionDescriptorInfo[],
  settings: Pick<CatalogueSettings, 'showsAvailability'>,
): string | null {
  const [only] = events;
  if (events.length !== 1 || subscriptions.length !== 0 || !only) return null;
  return knownAvailability(only, settings) ? null : only.shortName;
}
