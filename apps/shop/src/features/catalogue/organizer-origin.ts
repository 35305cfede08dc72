import { pageHref } from '@shop/contract/routes';

/**
 * Router state of the links from a list to a subscription. alf.io's subscription detail has no
 * `websiteUrl`, so its "back to the organizer" link returns to the organizer's
 * list the visitor came from, remembered here; without one it goes home.
 */
export interface OrganizerOrigin {
  organizerSlug: string;
}

export function organizerOrigin(organizerSlug: string | null): OrganizerOrigin | null {
  return organizerSlug ? { organizerSlug } : null;
}

export function organizerHomePath(state: unknown): string {
  const slug = (state as Partial<OrganizerOrigin> | null)?.organizerSlug;
  return pageHref.home(typeof slug === 'string' && slug !== '' ? slug : null);
}
