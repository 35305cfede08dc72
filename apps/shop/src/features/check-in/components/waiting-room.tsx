import type { OnlineCheckInInfo } from '@shop/contract';
import { browserPaths, buildPath } from '@shop/contract/routes';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';
import type { CheckInRef } from '../api.ts';
import { useWaitingRoomState } from '../use-waiting-room-state.ts';

interface WaitingRoomProps {
  checkIn: CheckInRef;
  info: OnlineCheckInInfo;
}

/**
 * The online event's waiting room: when it starts, the way in while it runs, and that it is
 * over afterwards. The join link goes through the server, which checks the ticket in and
 * forwards to the event's current call link.
 */
export function WaitingRoom({ checkIn, info }: WaitingRoomProps) {
  const { t, lang } = useTranslation();
  const state = useWaitingRoomState(info.datesWithOffset);
  const joinHref = buildPath(browserPaths.onlineCheckIn, checkIn);
  return (
    <div className="shop-waiting-room" role="status">
      {state === 'not-started' ? (
        <>
          <p className="lead">{t('online.check-in.waiting-room.event-not-started')}</p>
          <p>
            {t('online.check-in.waiting-room.event-not-started.start')}{' '}
            <strong>
              {localized(info.formattedBeginDate, lang)} {t('common.time.at')}{' '}
              {localized(info.formattedBeginTime, lang)}
            </strong>
          </p>
        </>
      ) : null}
      {state === 'running' ? (
        <>
          <p className="lead">{t('online.check-in.waiting-room.event-started')}</p>
          <p>
            <a className="btn btn-primary btn-lg" href={joinHref}>
              {t('online.check-in.waiting-room.button')}
            </a>
          </p>
          <p>{t('online.check-in.waiting-room.event-started.contact-organizers')}</p>
        </>
      ) : null}
      {state === 'ended' ? <p className="lead">{t('online.check-in.waiting-room.event-ended')}</p> : null}
    </div>
  );
}
