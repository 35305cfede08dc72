import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { languagesQuery } from '../../features/i18n/api.ts';
import { infoQuery } from '../../features/info/api.ts';
import { LanguageGate } from '../../features/i18n/language-gate.tsx';
import type { LanguageScope } from '../../features/i18n/language-control.ts';
import { useAnalytics } from './use-analytics.ts';
import { useParentHeight } from '../shell/use-parent-height.ts';

/** Routes outside an event or subscription offer the application's languages and the system's analytics. */
export function AppScope() {
  const languages = useQuery(languagesQuery());
  const { data: info } = useQuery(infoQuery());
  useAnalytics(info?.analyticsConfiguration);
  useParentHeight(null);
  const settled = !languages.isPending;
  const scope = useMemo<LanguageScope | null>(
    () => (settled ? { key: 'app', offered: languages.data ?? [] } : null),
    [settled, languages.data],
  );
  if (!scope) return <PageLoading />;
  return (
    <LanguageGate scope={scope}>
      <Outlet />
    </LanguageGate>
  );
}
