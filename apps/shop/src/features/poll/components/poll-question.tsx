import { pageHref } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { GlobalErrors } from '../../../components/ui/form-errors.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { pollQuery } from '../api.ts';
import { isPinRefused, pollErrorsOf } from '../poll-form.ts';
import { PinForm } from './pin-form.tsx';
import { VoteForm } from './vote-form.tsx';

interface PollQuestionProps {
  eventName: string;
  pollId: number;
  pin: string;
  onPin: (pin: string) => void;
}

/** One poll: its options to vote on, or why it cannot be shown. */
export function PollQuestion({ eventName, pollId, pin, onPin }: PollQuestionProps) {
  const { t } = useTranslation();
  const poll = useQuery(pollQuery(eventName, pollId, pin));
  const allPolls = (
    <Link className="btn btn-link px-0" to={pageHref.poll(eventName, pin)}>
      {t('shop.poll.all-polls')}
    </Link>
  );
  if (poll.isError) {
    const errors = pollErrorsOf(poll.error);
    if (isPinRefused(errors))
      return <PinForm pinErrors={errors.pin} otherErrors={errors.other} initialPin={pin} onPin={onPin} />;
    return (
      <>
        <GlobalErrors errors={[...errors.pin, ...errors.optionId, ...errors.other]} />
        <div>{allPolls}</div>
      </>
    );
  }
  if (!poll.data) return <PageLoading />;
  return <VoteForm key={pollId} eventName={eventName} pin={pin} poll={poll.data} allPolls={allPolls} />;
}
