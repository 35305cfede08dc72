import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { membershipsQuery, sessionQuery, switchOrganization, type OrganizerSession } from '../api.ts';

/**
 * For someone in several organizations: moves the session to another one. Everything loaded for
 * the one before is dropped, since every organizer endpoint answers for the session's organization.
 */
export function OrganizationSwitch({ session }: { session: OrganizerSession }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const memberships = useQuery(membershipsQuery());
  const [switched, setSwitched] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: switchOrganization,
    onSuccess: (moved) => {
      const kept = [sessionQuery().queryKey[0], membershipsQuery().queryKey[0]];
      queryClient.removeQueries({ predicate: (query) => !kept.includes(query.queryKey[0] as string) });
      queryClient.setQueryData(sessionQuery().queryKey, moved);
      setSwitched(moved.organizationName);
      void navigate('/');
    },
  });
  if (!memberships.data || memberships.data.length < 2) return null;
  return (
    <form
      className="d-flex align-items-center gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        const chosen = Number(new FormData(event.currentTarget).get('organizationId'));
        if (chosen !== session.organizationId) mutation.mutate(chosen);
      }}
    >
      <label className="small" htmlFor={`${id}-organization`}>
        {t('app.organization')}
      </label>
      <select
        id={`${id}-organization`}
        name="organizationId"
        className="form-select form-select-sm w-auto"
        defaultValue={session.organizationId}
        key={session.organizationId}
      >
        {memberships.data.map((membership) => (
          <option key={membership.organizationId} value={membership.organizationId}>
            {membership.organizationName}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn-outline-dark btn-sm" disabled={mutation.isPending}>
        {t('app.organization-switch')}
      </button>
      <span role="status" className="visually-hidden">
        {switched && t('app.organization-switched', [switched])}
      </span>
      {mutation.isError && (
        <span role="alert" className="small text-danger">
          {t(errorMessage(mutation.error))}
        </span>
      )}
    </form>
  );
}
