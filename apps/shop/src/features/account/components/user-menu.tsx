import { browserPaths } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n.tsx';
import { signInStatusQuery } from '../api.ts';
import { SignedInMenu } from './signed-in-menu.tsx';

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
  return <SignedInMenu />;
}
