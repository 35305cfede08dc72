import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { eventQuery } from '../../features/event-page/api.ts';
import { infoQuery } from '../../features/info/api.ts';
import { TicketViewPage } from '../../features/ticket/components/ticket-view-page.tsx';
import { walletOffer } from '../../features/ticket/ticket-rules.ts';
import { PaidCancellation } from '../../features/payment/components/paid-cancellation.tsx';
import { offersCapability, paidCancellationCapability } from '@shop/contract/routes';
import { usePurchaseContextTitle } from '../guards/purchase-context.tsx';
import '../../styles/later-steps.scss';

/**
 * A ticket to show at the door; the event is loaded already by the route's scope. Where our server
 * offers it, the payment feature's cancellation of this one paid ticket sits under it.
 */
export default function TicketViewRoute() {
  const { eventShortName = '', ticketId = '' } = useParams();
  const title = usePurchaseContextTitle();
  const { data: info } = useQuery(infoQuery());
  const { data: event } = useQuery(eventQuery(eventShortName));
  // The ticket page knows the event's format only: an ONLINE event has no passes.
  const offer = walletOffer(info?.walletConfiguration, event?.format === 'ONLINE');
  return (
    <TicketViewPage
      key={ticketId}
      ticketRef={{ eventShortName, ticketUuid: ticketId }}
      title={title}
      offer={offer}
      paidCancellation={
        offersCapability(info, paidCancellationCapability)
          ? (ref, onCancelled) => <PaidCancellation target={ref} onCancelled={onCancelled} />
          : undefined
      }
    />
  );
}
