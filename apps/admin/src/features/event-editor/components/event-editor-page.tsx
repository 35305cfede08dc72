import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { editedEventQuery, eventSetupQuery } from '../api.ts';
import { emptyEvent, fromOrganizerEvent } from '../event-form.ts';
import { EventEditor } from './event-editor.tsx';
import { SaleStatus } from './sale-status.tsx';

export function NewEventPage() {
  const { t, lang } = useTranslation();
  const initial = useMemo(() => emptyEvent(lang, Intl.DateTimeFormat().resolvedOptions().timeZone), [lang]);
  return (
    <>
      <BackToEvents />
      <h1 className="h3 mb-3">{t('editor.new-heading')}</h1>
      <EventEditor slug={null} initial={initial} />
    </>
  );
}

export function EditEventPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  const event = useQuery(editedEventQuery(slug));
  const setup = useQuery(eventSetupQuery(slug));
  return (
    <>
      <BackToEvents />
      <QueryState query={event}>
        {(loaded) => (
          <QueryState query={setup}>
            {(extras) => (
              <>
                <h1 className="h3 mb-3">{t('editor.edit-heading', [loaded.displayName])}</h1>
                {created && (
                  <p className="alert alert-success" role="status">
                    {t('editor.created')}
                  </p>
                )}
                <SaleStatus slug={slug} status={loaded.status} />
                {/* Keyed by the event's id: another event's page starts from its own values. */}
                <EventEditor
                  key={loaded.id}
                  slug={slug}
                  initial={fromOrganizerEvent(loaded, extras)}
                  organizationId={loaded.organizationId}
                  settingsSet={extras.settingsSet}
                />
              </>
            )}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}

function BackToEvents() {
  const { t } = useTranslation();
  return (
    <p className="mb-2">
      <Link to="/">{t('editor.back')}</Link>
    </p>
  );
}
