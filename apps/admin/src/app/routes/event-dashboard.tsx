import { useParams } from 'react-router';
import { EventNav } from '../../components/event-nav.tsx';
import { EventDashboard } from '../../features/event-dashboard/components/event-dashboard.tsx';
import { WaitingListCount } from '../../features/waiting-list/components/waiting-list-count.tsx';

/** An event's dashboard, with the waiting list's count laid in; loaded with its chart library only here. */
export default function EventDashboardRoute() {
  const slug = useParams().slug ?? '';
  return (
    <>
      <EventNav slug={slug} />
      <EventDashboard slug={slug} waitingList={<WaitingListCount slug={slug} />} />
    </>
  );
}
