import type { EventDetails, TicketCategory } from '@shop/contract';
import { useEffect } from 'react';
import { removeStructuredData, setStructuredData } from '../../lib/structured-data.ts';
import { eventStructuredData } from './event-structured-data.ts';

/** The event as schema.org data in the page head while the event page is shown. */
export function useEventStructuredData(
  event: EventDetails,
  categories: readonly TicketCategory[] | undefined,
  lang: string,
): void {
  useEffect(() => {
    setStructuredData(eventStructuredData(event, categories ?? [], { lang, origin: window.location.origin }));
  }, [event, categories, lang]);
  useEffect(() => removeStructuredData, []);
}
