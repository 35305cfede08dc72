import type { BasicEventInfo, BasicSubscriptionDescriptorInfo } from '@shop/contract';
import { useLocation } from 'react-router';
import type { CatalogueSettings } from '../catalogue-rules.ts';
import { EventCard } from './event-card.tsx';
import { SubscriptionCard } from './subscription-card.tsx';

/** The first row's images load at once (what a phone shows first); the others lazily. */
const eagerImages = 2;

export function EventCards({ events, settings }: { events: readonly BasicEventInfo[]; settings: CatalogueSettings }) {
  const { search } = useLocation();
  return (
    <ul className="shop-card-grid">
      {events.map((event, index) => (
        <EventCard
          key={event.shortName}
          event={event}
          settings={settings}
          search={search}
          eagerImage={index < eagerImages}
        />
      ))}
    </ul>
  );
}

interface SubscriptionCardsProps {
  subscriptions: readonly BasicSubscriptionDescriptorInfo[];
  headingLevel: 2 | 3;
  organizerSlug: string | null;
}

export function SubscriptionCards({ subscriptions, headingLevel, organizerSlug }: SubscriptionCardsProps) {
  const { search } = useLocation();
  return (
    <ul className="shop-card-grid">
      {subscriptions.map((subscription, index) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          headingLevel={headingLevel}
          organizerSlug={organizerSlug}
          search={search}
          eagerImage={index < eagerImages}
        />
      ))}
    </ul>
  );
}
