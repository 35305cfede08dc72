import { useParams } from 'react-router';
import { EventNav } from '../../components/event-nav.tsx';
import { WaitingListPage } from '../../features/waiting-list/components/waiting-list-page.tsx';

export default function EventWaitingListRoute() {
  const slug = useParams().slug ?? '';
  return (
    <>
      <EventNav slug={slug} />
      <WaitingListPage slug={slug} />
    </>
  );
}
