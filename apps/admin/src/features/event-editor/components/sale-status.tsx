import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizerEvent } from '@shop/contract';
import { errorMessage } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { organizerEventsQuery } from '../../../lib/organizer-queries.ts';
import { editedEventQuery, setEventOnSale } from '../api.ts';

/** Whether buyers see the event, and the button that puts it on sale or takes it off. */
export function SaleStatus({ slug, status }: { slug: string; status: OrganizerEvent['status'] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: setEventOnSale,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: editedEventQuery(slug).queryKey }),
        queryClient.invalidateQueries({ queryKey: organizerEventsQuery().queryKey }),
      ]),
  });
  const onSale = status === 'PUBLIC';
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center mb-4 border rounded p-3">
      <p className="mb-0 me-auto">{t('editor.status-is', [t(`events.status.${status}`)])}</p>
      <button
        type="button"
        className={onSale ? 'btn btn-outline-dark' : 'btn btn-success'}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ slug, active: !onSale })}
      >
        {onSale ? t('editor.unpublish') : t('editor.publish')}
      </button>
      {toggle.isError && (
        <p className="text-danger mb-0 w-100" role="alert">
          {t(errorMessage(toggle.error))}
        </p>
      )}
    </div>
  );
}
