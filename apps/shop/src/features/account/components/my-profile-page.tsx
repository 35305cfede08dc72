import type { InvoicingConfiguration } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { signInStatusQuery } from '../api.ts';
import { DeleteProfile } from './delete-profile.tsx';
import { ProfileEditor } from './profile-editor.tsx';

/** The signed-in buyer's profile; deleting it is offered for buyer accounts only. */
export function MyProfilePage({ invoicing }: { invoicing: InvoicingConfiguration | null }) {
  const { t } = useTranslation();
  const { data: status } = useQuery(signInStatusQuery());
  useDocumentTitle(t('user.menu.my-profile'));
  const user = status?.user;
  if (!user) return <PageLoading />;
  return (
    <section className="shop-account-page">
      <h1 tabIndex={-1}>{t('user.menu.my-profile')}</h1>
      <p>{t('my-profile.description')}</p>
      <ProfileEditor user={user} invoicing={invoicing} />
      {user.external ? <DeleteProfile /> : null}
    </section>
  );
}
