import type { EventDetails, TicketCategory } from '@shop/contract';
import { useEffect, useState } from 'react';
import {
  keepServedEventData,
  removeStructuredData,
  servedEventData,
  setStructuredData,
} from '../../lib/structured-data.ts';
import { loadEventStructuredData } from './lazy-parts.ts';

/**
 * The event as schema.org data in the page head while the event page is shown. The data the server
 * wrote into the page it served for this event and language stays; the code computing it loads
 * only when the page must write its own (another event, another language, a server writing none).
 */
export function useEventStructuredData(
  event: EventDetails,
  categories: readonly TicketCategory[] | undefined,
  lang: string,
): void {
  const [served] = useState(() => servedEventData(event.shortName, lang));
  useEffect(() => {
    if (served && keepServedEventData(served, event.shortName, lang)) return;
    let current = true;
    void loadEventStructuredData()
      .then(({ eventStructuredData }) => {
        if (current)
          setStructuredData(eventStructuredData(event, categories ?? [], { lang, origin: window.location.origin }));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [served, event, categories, lang]);
  useEffect(() => removeStructuredData, []);
}
