import { useLayoutEffect, type ReactNode } from 'react';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { useLanguageControl, type LanguageScope } from './language-control.ts';

/**
 * Declares the route's language scope and renders its content once translations for it are on
 * screen, so no page ever shows raw keys or misses its event's overrides. `scope` must keep its
 * identity between renders (memoise it).
 */
export function LanguageGate({ scope, children }: { scope: LanguageScope; children: ReactNode }) {
  const { declare, ready, scopeKey } = useLanguageControl();
  useLayoutEffect(() => declare(scope), [declare, scope]);
  return ready && scopeKey === scope.key ? children : <PageLoading />;
}
