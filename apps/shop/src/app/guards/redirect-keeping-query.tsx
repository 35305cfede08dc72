import { Navigate, useLocation } from 'react-router';

/** A replacing redirect that keeps the query string (e-mail links carry `lang`). */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
