import type { InvitableRole, OrganizationUser, PendingInvitation } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { changeRole, removeUser, revokeInvitation, usersQuery } from '../api.ts';
import { invitableRoles, isLastOwner, usersFailure } from '../users-rules.ts';
import { InviteForm } from './invite-form.tsx';

/** The organization's people with their roles, and the invitations still open. */
export function UsersPage({ currentUserId }: { currentUserId: number }) {
  const { t } = useTranslation();
  const users = useQuery(usersQuery());
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  return (
    <>
      <h1 className="h3 mb-3">{t('users.heading')}</h1>
      <div role="status" aria-live="polite">
        {notice && <p className={`alert ${notice.failed ? 'alert-danger' : 'alert-success'}`}>{notice.text}</p>}
      </div>
      <QueryState query={users}>
        {(data) => (
          <>
            <div className="table-responsive mb-4">
              <table className="table align-middle">
                <caption>{t('users.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('users.name')}</th>
                    <th scope="col">{t('users.email')}</th>
                    <th scope="col">{t('users.role')}</th>
                    <th scope="col">{t('users.actions')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.users.map((user) => (
                    <UserRow
                      key={user.userId}
                      user={user}
                      isYou={user.userId === currentUserId}
                      lastOwner={isLastOwner(data.users, user.userId)}
                      onNotice={setNotice}
                    />
                  ))}
                </tbody>
              </table>
            </div>
            <Invitations invitations={data.invitations} onNotice={setNotice} />
          </>
        )}
      </QueryState>
      <InviteForm />
    </>
  );
}

type Notice = (notice: { text: string; failed: boolean }) => void;

function UserRow({
  user,
  isYou,
  lastOwner,
  onNotice,
}: {
  user: OrganizationUser;
  isYou: boolean;
  lastOwner: boolean;
  onNotice: Notice;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<string>(user.role);
  const [confirming, setConfirming] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: usersQuery().queryKey });
  const roleChange = useMutation({
    mutationFn: changeRole,
    onSuccess: async (_, change) => {
      onNotice({ text: t('users.role-changed', [user.email, t(`role.${change.role}`)]), failed: false });
      await refresh();
    },
    onError: async (error) => {
      onNotice({ text: t(usersFailure(error)), failed: true });
      // A person removed meanwhile answers 404: the list then shows who is still there.
      await refresh();
    },
  });
  const removal = useMutation({
    mutationFn: removeUser,
    onSuccess: async () => {
      onNotice({ text: t('users.removed', [user.email]), failed: false });
      await refresh();
    },
    onError: async (error) => {
      setConfirming(false);
      onNotice({ text: t(usersFailure(error)), failed: true });
      await refresh();
    },
  });
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  const changeable = (invitableRoles as readonly string[]).includes(user.role) && !lastOwner;
  return (
    <tr>
      <td>
        {name} {isYou && <span className="text-body-secondary">{t('users.you')}</span>}
      </td>
      <td>{user.email}</td>
      <td>
        {changeable ? (
          <form
            className="d-flex gap-1"
            onSubmit={(event) => {
              event.preventDefault();
              if (role !== user.role) roleChange.mutate({ userId: user.userId, role: role as InvitableRole });
            }}
          >
            <select
              className="form-select form-select-sm w-auto"
              aria-label={t('users.role-of', [user.email])}
              value={role}
              onChange={(event) => setRole(event.target.value)}
            >
              {invitableRoles.map((option) => (
                <option key={option} value={option}>
                  {t(`role.${option}`)}
                </option>
              ))}
            </select>
            <button type="submit" className="btn btn-outline-dark btn-sm" disabled={roleChange.isPending}>
              {t('users.change-role')}
            </button>
          </form>
        ) : (
          t(`role.${user.role}`)
        )}
      </td>
      <td>
        {lastOwner ? null : confirming ? (
          <div className="d-flex flex-wrap gap-1 align-items-center">
            <span>{t('users.remove-confirm', [user.email])}</span>
            <button
              type="button"
              className="btn btn-danger btn-sm"
              disabled={removal.isPending}
              onClick={() => removal.mutate(user.userId)}
            >
              {t('users.remove-yes')}
            </button>
            <button type="button" className="btn btn-outline-dark btn-sm" onClick={() => setConfirming(false)}>
              {t('form.cancel')}
            </button>
          </div>
        ) : (
          <button
            type="button"
            className="btn btn-outline-danger btn-sm"
            aria-label={t('users.remove-of', [user.email])}
            onClick={() => setConfirming(true)}
          >
            {t('users.remove')}
          </button>
        )}
      </td>
    </tr>
  );
}

function Invitations({ invitations, onNotice }: { invitations: readonly PendingInvitation[]; onNotice: Notice }) {
  const { t, lang } = useTranslation();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: (invitation: PendingInvitation) => revokeInvitation(invitation.id),
    onSuccess: async (_, invitation) => {
      onNotice({ text: t('users.revoked', [invitation.email]), failed: false });
      await queryClient.invalidateQueries({ queryKey: usersQuery().queryKey });
    },
    onError: async (error) => {
      onNotice({ text: t(usersFailure(error)), failed: true });
      // An invitation used, expired or revoked meanwhile answers 404: the list then drops it.
      await queryClient.invalidateQueries({ queryKey: usersQuery().queryKey });
    },
  });
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section aria-labelledby="pending-invitations" className="mb-4">
      <h2 id="pending-invitations" className="h5">
        {t('users.invitations')}
      </h2>
      {invitations.length === 0 ? (
        <p className="text-body-secondary">{t('users.invitations-empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="table align-middle">
            <caption>{t('users.invitations-caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.role')}</th>
                <th scope="col">{t('users.expires')}</th>
                <th scope="col">{t('users.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {invitations.map((invitation) => (
                <tr key={invitation.id}>
                  <td>{invitation.email}</td>
                  <td>{t(`role.${invitation.role}`)}</td>
                  <td>{format.format(new Date(invitation.expiresAt))}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn-outline-danger btn-sm"
                      aria-label={t('users.revoke-of', [invitation.email])}
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(invitation)}
                    >
                      {t('users.revoke')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
