import { pageHref } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import { signInStatusQuery } from '../../features/account/api.ts';

/** my-orders and my-profile: home unless sign-in is enabled and someone is signed in. */
export function SignedInGuard() {
  const { data: status, isPending } = useQuery(signInStatusQuery());
  if (isPending) return <PageLoading />;
  if (!status?.enabled || !status.user) return <Navigate to={pageHref.home()} replace />;
  return <Outlet />;
}
