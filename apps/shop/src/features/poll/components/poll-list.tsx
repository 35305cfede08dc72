import { pageHref } from '@shop/contract/routes';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';
import { pollsQuery } from '../api.ts';
import { pollErrorsOf } from '../poll-form.ts';
import { PinForm } from './pin-form.tsx';

/** The event's open polls, each a link to vote; a refused PIN brings the PIN form back. */
export function PollList({ eventName, pin, onPin }: { eventName: string; pin: string; onPin: (pin: string) => void }) {
  const { t, lang } = useTranslation();
  const polls = useQuery(pollsQuery(eventName, pin));
  if (polls.isError) {
    const errors = pollErrorsOf(polls.error);
    return <PinForm pinErrors={errors.pin} otherErrors={errors.other} initialPin={pin} onPin={onPin} />;
  }
  if (!polls.data) return <PageLoading />;
  if (polls.data.length === 0) return <p>{t('shop.poll.no-open-polls')}</p>;
  return (
    <nav aria-labelledby="shop-poll-select">
      <h2 id="shop-poll-select" className="h4">
        {t('poll.select')}
      </h2>
      <ul className="list-group">
        {polls.data.map((poll) => (
          <li key={poll.id} className="list-group-item">
            <Link to={pageHref.pollQuestion(eventName, poll.id, pin)}>{localized(poll.title, lang)}</Link>
            {localized(poll.description, lang) ? (
              <p className="shop-last">{localized(poll.description, lang)}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
