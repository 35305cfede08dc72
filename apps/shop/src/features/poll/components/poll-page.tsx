import { pageHref } from '@shop/contract/routes';
import { useNavigate } from 'react-router';
import { AlfioCredits } from '../../../components/ui/alfio-credits.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { PinForm } from './pin-form.tsx';
import { PollList } from './poll-list.tsx';
import { PollQuestion } from './poll-question.tsx';

interface PollPageProps {
  eventName: string;
  /** The event's name, for the heading. */
  title: string;
  /** Null on the list. */
  pollId: number | null;
  /** From the address, so a link shared at the venue can carry it; null until entered. */
  pin: string | null;
}

/** The poll area of an event: the PIN first, then the open polls, then one poll to vote on. */
export function PollPage({ eventName, title, pollId, pin }: PollPageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const heading = t('poll.page.title', [title]);
  useDocumentTitle(heading);
  const onPin = (entered: string) =>
    void navigate(
      pollId === null ? pageHref.poll(eventName, entered) : pageHref.pollQuestion(eventName, pollId, entered),
    );
  return (
    <section className="shop-poll-page">
      <h1 tabIndex={-1}>{heading}</h1>
      {pin === null ? (
        <PinForm onPin={onPin} />
      ) : pollId === null ? (
        <PollList key={pin} eventName={eventName} pin={pin} onPin={onPin} />
      ) : (
        <PollQuestion key={pin} eventName={eventName} pollId={pollId} pin={pin} onPin={onPin} />
      )}
      <AlfioCredits />
    </section>
  );
}
