import type { AlfioInfo } from '@shop/contract';
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';
import { readPreload } from '../../lib/preload.ts';

/** Info changes only with the server's settings: cached and kept for 10 minutes. */
export const infoStaleTimeMs = 10 * 60 * 1000;

/**
 * Application info. A page that came with `preload-info` never fetches it:
 * the element stays in the page and answers every refresh too.
 */
export const infoQuery = () =>
  queryOptions({
    queryKey: ['info'],
    queryFn: ({ signal }) => readPreload<AlfioInfo>('preload-info') ?? request('getInfo', { signal }),
    staleTime: infoStaleTimeMs,
    gcTime: infoStaleTimeMs,
    initialData: () => readPreload<AlfioInfo>('preload-info'),
  });
