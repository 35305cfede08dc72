import { AlfioCredits } from '../../../components/ui/alfio-credits.tsx';
import { pageHref } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { checkInInfoQuery, type CheckInRef } from '../api.ts';
import { WaitingRoom } from './waiting-room.tsx';

/** The browser's IANA zone, in which the server formats the dates; none when the browser has none. */
function browserTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

/** The waiting room of an online ticket; an unknown ticket or a wrong code leads home. */
export function WaitingRoomPage({ checkIn, title }: { checkIn: CheckInRef; title: string }) {
  const { t } = useTranslation();
  const info = useQuery(checkInInfoQuery(checkIn, browserTimeZone()));
  const heading = t('show-ticket.header.title', [title]);
  useDocumentTitle(heading);
  if (info.isError) return <Navigate to={pageHref.home()} replace />;
  if (!info.data) return <PageLoading />;
  return (
    <section className="shop-ticket-page">
      <h1 tabIndex={-1}>{heading}</h1>
      <WaitingRoom checkIn={checkIn} info={info.data} />
      <AlfioCredits />
    </section>
  );
}
