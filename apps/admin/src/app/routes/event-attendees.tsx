import { useParams } from 'react-router';
import { EventNav } from '../../components/event-nav.tsx';
import { AttendeesPage } from '../../features/attendees/components/attendees-page.tsx';

export default function EventAttendeesRoute() {
  const slug = useParams().slug ?? '';
  return (
    <>
      <EventNav slug={slug} />
      <AttendeesPage slug={slug} />
    </>
  );
}
