import { browserPaths } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { signInStatusQuery } from '../api.ts';

// Most visitors are not signed in: the menu's code and styles load only for those who are.
const SignedInMenu = lazy(async () => ({ default: (await import('./signed-in-menu.tsx')).SignedInMenu }));

/** Nothing without sign-in; the login link for anonymous visitors; the menu for a signed-in user. */
export function UserMenu() {
  const { t } = useTranslation();
  const { data: status } = useQuery(signInStatusQuery());
  if (!status?.enabled) return null;
  if (!status.user) {
    return (
      <a className="btn btn-outline-primary btn-sm" href={browserPaths.openIdLogin}>
        {t('user.menu.login')}
      </a>
    );
  }
  return (
    <Suspense fallback={null}>
      <SignedInMenu />
    </Suspense>
  );
}
