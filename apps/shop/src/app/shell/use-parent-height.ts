import type { EmbeddingConfiguration } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { infoQuery } from '../../features/info/api.ts';
import { heightTarget, reportHeight } from '../../lib/embedding.ts';

/**
 * Keeps an embedding page told of the shop's height. `configuration` is the purchase context's
 * (null on pages without one); undefined while it loads, so nothing goes to an origin the
 * context may not name.
 */
export function useParentHeight(configuration: EmbeddingConfiguration | null | undefined): void {
  const { data: info } = useQuery(infoQuery());
  const allowed = info?.embedAllowedOrigins;
  const target = useMemo(
    () => (configuration === undefined ? null : heightTarget(configuration, allowed ?? [])),
    [configuration, allowed],
  );
  useEffect(() => (target ? reportHeight(target) : undefined), [target]);
}
