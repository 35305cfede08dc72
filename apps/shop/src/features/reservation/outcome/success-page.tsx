import { AlfioCredits } from '../../../components/ui/alfio-credits.tsx';
import { pageHref } from '@shop/contract/routes';
import type { ReservationInfo } from '@shop/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { reservationQuery } from '../api.ts';
import { ReservationLayout } from '../components/reservation-layout.tsx';
import { Stepper } from '../components/stepper.tsx';
import { useReservationScope } from '../reservation-scope.tsx';
import { contactName, eventOf, isFinalized, showsOwnButtons, websiteOf } from './outcome-rules.ts';
import { SubscriptionDetails } from './subscription-details.tsx';
import { SuccessBanner } from './success-banner.tsx';
import { EmailDeliveryNotice } from './email-delivery-notice.tsx';
import type { TicketsSlot } from './tickets-slot.ts';
import { parentOffersWaysOn, useParentStatus } from './use-parent-status.ts';

interface SuccessPageProps {
  /** Events the bought subscription can be used for; the route fills it from the catalogue. */
  compatibleEvents: (subscriptionId: string) => ReactNode;
  /** The order's tickets, for an event's order; the route fills it from the ticket feature. */
  tickets: TicketsSlot;
  /** The server serves a subscription's invoice (it lists `subscriptionInvoiceCapability`). */
  subscriptionInvoice: boolean;
  /** The buyer's cancellation of a paid order, where the server offers it; the route fills it from the payment feature. */
  paidCancellation?: (reservationId: string) => ReactNode;
  /** The server tells when the confirmation e-mail was refused (it lists `emailDeliveryCapability`). */
  emailDelivery?: boolean;
  /** The server also reads bounces that come after the e-mail was sent (it lists `emailBounceCapability`). */
  emailBounces?: boolean;
}

/**
 * The order is confirmed. While the server finalizes, the status
 * guard polls and this page follows; each load is told to an embedding page.
 */
export function SuccessPage({
  compatibleEvents,
  tickets,
  subscriptionInvoice,
  paidCancellation,
  emailDelivery = false,
  emailBounces = false,
}: SuccessPageProps) {
  const { t } = useTranslation();
  const scope = useReservationScope();
  const context = scope.purchaseContext;
  const { data: reservation } = useQuery(reservationQuery(scope.reservationId));
  const queryClient = useQueryClient();
  const event = eventOf(context);
  const reload = () => void queryClient.invalidateQueries({ queryKey: reservationQuery(scope.reservationId).queryKey });
  useParentStatus(context.embeddingConfiguration, scope.reservationId, reservation?.status);
  if (!reservation) return <PageLoading />;

  const ownButtons = showsOwnButtons(reservation, parentOffersWaysOn(context.embeddingConfiguration));
  const subscription = scope.type === 'subscription' ? reservation.subscriptionInfos?.[0] : undefined;
  return (
    <ReservationLayout title={t('reservation-page-complete.header.title', [scope.title])}>
      <Stepper current={4} free={reservation.orderSummary.free} />
      <SuccessBanner reservation={reservation} subscriptionInvoice={subscriptionInvoice} />
      {emailDelivery && isFinalized(reservation.status) ? (
        <EmailDeliveryNotice reservationId={reservation.id} bounces={emailBounces} />
      ) : null}
      {event
        ? tickets({
            event,
            reservationId: reservation.id,
            categories: reservation.ticketsByCategory,
            items: reservation.additionalServiceWithData,
            lockEmailEdit: reservation.metadata.lockEmailEdit,
            finalized: isFinalized(reservation.status),
            onChanged: reload,
          })
        : null}
      {event && reservation.status === 'COMPLETE' ? paidCancellation?.(reservation.id) : null}
      {subscription ? <SubscriptionDetails subscription={subscription} /> : null}
      {ownButtons && subscription?.id ? compatibleEvents(subscription.id) : null}
      {ownButtons ? <SuccessFooter reservation={reservation} subscriptionId={subscription?.id ?? null} /> : null}
    </ReservationLayout>
  );
}

function SuccessFooter({
  reservation,
  subscriptionId,
}: {
  reservation: ReservationInfo;
  subscriptionId: string | null;
}) {
  const { t } = useTranslation();
  const scope = useReservationScope();
  const website = websiteOf(scope.purchaseContext);
  return (
    <footer className="shop-order-footer">
      <div className="shop-outcome-actions">
        {scope.type === 'event' ? (
          <Link className="btn btn-success" to={pageHref.purchaseContext(scope)}>
            {t('buy-other-tickets')}
          </Link>
        ) : (
          <Link
            className="btn btn-success"
            to={{
              pathname: pageHref.list('events-all'),
              search: subscriptionId ? `?subscription=${encodeURIComponent(subscriptionId)}` : '',
            }}
          >
            {t('reservation-page-complete.buy-tickets')}
          </Link>
        )}
        {website ? (
          <a className="btn btn-outline-secondary" href={website}>
            {t('to-event-site')}
          </a>
        ) : (
          <Link className="btn btn-outline-secondary" to={pageHref.home()}>
            {t('to-home')}
          </Link>
        )}
      </div>
      <p className="shop-order-information">
        {t('reservation-page-complete.order-information', [reservation.id, contactName(reservation)])}
      </p>
      <AlfioCredits />
    </footer>
  );
}
