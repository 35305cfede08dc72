import type { ItemsByCategory } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { followAvailability } from '../../lib/availability-stream.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import { codeOfTicketCategoriesKey, ticketCategoriesOf } from './api.ts';
import { applyAvailability, type CategoryClosed } from './live-availability.ts';

/**
 * Keeps the event's ticket categories current while the page is open, when the server pushes
 * availability (`enabled`). The pushed view is the one without a code: the categories seen with a
 * code are asked for again instead. Answers the sentence a screen reader should hear when
 * categories stop being for sale, or null.
 */
export function useLiveAvailability(eventName: string, enabled: boolean): string | null {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const translate = useRef(t);
  const [announcement, setAnnouncement] = useState<string | null>(null);

  useEffect(() => {
    translate.current = t;
  }, [t]);

  useEffect(() => {
    if (!enabled) return undefined;
    return followAvailability(eventName, (update) => {
      const closed: CategoryClosed[] = [];
      for (const [key, items] of queryClient.getQueriesData<ItemsByCategory>({
        queryKey: ticketCategoriesOf(eventName),
      })) {
        if (!items) continue;
        if (codeOfTicketCategoriesKey(key)) {
          void queryClient.invalidateQueries({ queryKey: key, exact: true });
          continue;
        }
        const applied = applyAvailability(items, update);
        if (applied.items !== items) queryClient.setQueryData(key, applied.items);
        closed.push(...applied.closed);
      }
      if (closed.length > 0) {
        setAnnouncement(
          closed
            .map(({ name, state }) =>
              translate.current(
                state === 'all-reserved'
                  ? 'shop.event-page.category-all-reserved'
                  : 'shop.event-page.category-sold-out',
                [name],
              ),
            )
            .join(' '),
        );
      }
    });
  }, [eventName, enabled, queryClient]);

  return announcement;
}
