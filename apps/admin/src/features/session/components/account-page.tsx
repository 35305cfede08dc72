import { useTranslation } from '../../../lib/i18n.tsx';
import type { OrganizerSession } from '../api.ts';
import { ChangePasswordForm } from './change-password-form.tsx';

/** Who the person is here and in which role, and their password. */
export function AccountPage({ session }: { session: OrganizerSession }) {
  const { t } = useTranslation();
  const worksAtTheDoor = session.role !== 'OWNER' && session.role !== 'API_CLIENT';
  return (
    <>
      <h1 className="h3 mb-3">{t('account.heading')}</h1>
      <p>{t('account.role', [session.organizationName, t(`role.${session.role}`)])}</p>
      {worksAtTheDoor && (
        <p>
          {t('account.door')}{' '}
          <a className="admin-nav-link" href="/admin/door/">
            {t('account.door-link')}
          </a>
        </p>
      )}
      <ChangePasswordForm />
    </>
  );
}
