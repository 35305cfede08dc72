import { useParams } from 'react-router';
import { WaitingRoomPage } from '../../features/check-in/components/waiting-room-page.tsx';
import { usePurchaseContextTitle } from '../guards/purchase-context.tsx';
import '../../styles/later-steps.scss';

/** Online check-in waiting room, reached through the check-in link before or after the event. */
export default function CheckInWaitingRoomRoute() {
  const { eventShortName = '', ticketId = '', ticketCodeHash = '' } = useParams();
  const title = usePurchaseContextTitle();
  return (
    <WaitingRoomPage
      key={`${ticketId}/${ticketCodeHash}`}
      checkIn={{ eventShortName, ticketUuid: ticketId, checkInCode: ticketCodeHash }}
      title={title}
    />
  );
}
