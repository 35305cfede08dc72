import type { EventDetails, LocalizedText, SubscriptionDetails } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo } from 'react';
import type { Params } from 'react-router';
import { eventQuery } from '../../features/event-page/api.ts';
import type { PurchaseContextKind } from '../../features/reservation/api.ts';
import { subscriptionQuery } from '../../features/subscription/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';

/** A loaded event or subscription, tagged with its kind so each one's own fields stay typed. */
export type LoadedPurchaseContext =
  { kind: 'event'; details: EventDetails } | { kind: 'subscription'; details: SubscriptionDetails };

/** The route parameter that names the purchase context: the event's short name or the subscription's id. */
export function purchaseContextIdentifier(kind: PurchaseContextKind, params: Readonly<Params>): string {
  return (kind === 'event' ? params.eventShortName : params.id) ?? '';
}

/** Hooks cannot be conditional, so both queries are declared and only the kind's own one runs. */
export function usePurchaseContext(
  kind: PurchaseContextKind,
  publicIdentifier: string,
): { context: LoadedPurchaseContext | null; isError: boolean } {
  const event = useQuery({ ...eventQuery(publicIdentifier), enabled: kind === 'event' });
  const subscription = useQuery({ ...subscriptionQuery(publicIdentifier), enabled: kind === 'subscription' });
  const context = useMemo<LoadedPurchaseContext | null>(() => {
    if (kind === 'event') return event.data ? { kind, details: event.data } : null;
    return subscription.data ? { kind, details: subscription.data } : null;
  }, [kind, event.data, subscription.data]);
  return { context, isError: kind === 'event' ? event.isError : subscription.isError };
}

/** The event or subscription a route belongs to, as far as headings need it. */
export type PurchaseContextTitle =
  { kind: 'event'; displayName: string } | { kind: 'subscription'; title: LocalizedText };

export function purchaseContextTitle(context: LoadedPurchaseContext): PurchaseContextTitle {
  return context.kind === 'event'
    ? { kind: 'event', displayName: context.details.displayName }
    : { kind: 'subscription', title: context.details.title };
}

export const PurchaseContextTitleContext = createContext<PurchaseContextTitle | null>(null);

/** The context's name in the current language (empty outside event and subscription routes). */
export function usePurchaseContextTitle(): string {
  const context = useContext(PurchaseContextTitleContext);
  const { lang } = useTranslation();
  if (!context) return '';
  if (context.kind === 'event') return context.displayName;
  return context.title[lang] ?? Object.values(context.title)[0] ?? '';
}
