import type { TicketInfo } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';
import { fieldValues } from '../supplement-values.ts';
import { ticketDocumentUrl, type TicketRef } from '../api.ts';
import type { WalletOffer } from '../ticket-rules.ts';
import { WalletLinks } from './wallet-links.tsx';

interface TicketViewProps {
  ticketRef: TicketRef;
  ticket: TicketInfo;
  offer: WalletOffer;
}

/** The ticket to show at the door: its QR code, holder, category, reference and order, its supplements and documents. */
export function TicketView({ ticketRef, ticket, offer }: TicketViewProps) {
  const { t, lang } = useTranslation();
  const supplements = ticket.additionalServiceWithData
    .map((item) => ({ item, values: fieldValues(item.ticketFieldConfiguration, lang) }))
    .filter(({ item, values }) => item.type === 'SUPPLEMENT' || values.length > 0);
  return (
    <div className="card shop-ticket-view">
      <div className="card-body">
        {ticket.deskPaymentRequired ? (
          <p className="alert alert-warning" role="note">
            {t('ticket.payment-required')}
          </p>
        ) : null}
        <div className="shop-ticket-view-body">
          <img
            className="shop-ticket-qr"
            src={ticketDocumentUrl(ticketRef, 'qr-code')}
            alt={t('shop.ticket.qr-code.alt', [ticket.fullName])}
            width={240}
            height={240}
          />
          <dl className="shop-ticket-facts">
            <dt>{t('ticket.holder')}</dt>
            <dd>
              {ticket.fullName}
              <br />
              {ticket.email}
            </dd>
            <dt>{t('ticket.type')}</dt>
            <dd>{ticket.ticketCategoryName}</dd>
            <dt>{t('ticket.date-time')}</dt>
            <dd>
              {localized(ticket.formattedBeginDate, lang)} {localized(ticket.formattedBeginTime, lang)}
            </dd>
            <dt>{t('ticket.reference-number')}</dt>
            <dd>{ticket.uuid}</dd>
            <dt>{t('ticket.order-information')}</dt>
            <dd>{t('ticket.order-information-values', [ticket.reservationId, ticket.reservationFullName])}</dd>
          </dl>
        </div>
        {supplements.length > 0 ? (
          <section className="shop-ticket-supplements" aria-labelledby="shop-ticket-supplements-title">
            <h2 id="shop-ticket-supplements-title" className="h5">
              {t('show-event.additional-services')}
            </h2>
            <ul>
              {supplements.map(({ item, values }) => (
                <li key={item.itemId}>
                  <strong>{localized(item.title, lang)}</strong>
                  {values.length > 0 ? (
                    <dl>
                      {values.map((field) => (
                        <div key={field.label}>
                          <dt>{field.label}</dt>
                          <dd>{field.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="shop-ticket-downloads">
          <a className="btn btn-primary" href={ticketDocumentUrl(ticketRef, 'pdf')} download>
            {t('reservation-page-complete.download-ticket')}
          </a>
          <WalletLinks ticketRef={ticketRef} offer={offer} />
        </div>
      </div>
    </div>
  );
}
