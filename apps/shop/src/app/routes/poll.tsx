import { useParams, useSearchParams } from 'react-router';
import { PollPage } from '../../features/poll/components/poll-page.tsx';
import { usePurchaseContextTitle } from '../guards/purchase-context.tsx';
import '../../styles/later-steps.scss';

/** Poll area of an event (`poll` and `poll/:pollId`), the PIN in the `pin` query parameter. */
export default function PollRoute() {
  const { eventShortName = '', pollId } = useParams();
  const [search] = useSearchParams();
  const title = usePurchaseContextTitle();
  const id = pollId !== undefined && /^\d+$/.test(pollId) ? Number(pollId) : null;
  return <PollPage eventName={eventShortName} title={title} pollId={id} pin={search.get('pin') || null} />;
}
