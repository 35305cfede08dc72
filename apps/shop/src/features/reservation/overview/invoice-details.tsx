import type { ReservationInfo } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import { taxIdLine } from './summary-rules.ts';

interface InvoiceDetailsProps {
  reservation: Pick<ReservationInfo, 'invoiceRequested' | 'skipVatNr' | 'billingDetails' | 'billingAddress'>;
  italianEInvoicing: boolean;
  /** Back to the booking step, where the invoice form is. */
  onEdit: () => void;
  disabled: boolean;
}

/** The billing details the invoice will carry, and the way back to change or request them. */
export function InvoiceDetails({ reservation, italianEInvoicing, onEdit, disabled }: InvoiceDetailsProps) {
  const { t } = useTranslation();
  const taxId = taxIdLine(reservation);
  const eInvoicing = italianEInvoicing ? reservation.billingDetails.invoicingAdditionalInfo.italianEInvoicing : null;

  return (
    <section className="shop-invoice-details" aria-labelledby="shop-invoice-details-title">
      <h2 id="shop-invoice-details-title" className="h5">
        {t('reservation-page.invoice-details')}
      </h2>
      {reservation.invoiceRequested ? (
        <address className="shop-billing-address">
          <span className="shop-preformatted">{reservation.billingAddress}</span>
          {taxId ? (
            <span>
              {t(taxId.labelKey)}: {taxId.value}
            </span>
          ) : null}
          {eInvoicing ? (
            <>
              <strong>{t('invoice-fields.addresseeItalyEInvoice')}</strong>
              <span>
                {t('invoice-fields.fiscalCode')}: {eInvoicing.fiscalCode}
              </span>
              {eInvoicing.reference ? (
                <span>
                  {t(
                    eInvoicing.referenceType === 'ADDRESSEE_CODE'
                      ? 'invoice-fields.addressee-code'
                      : 'invoice-fields.pec',
                  )}
                  : {eInvoicing.reference}
                </span>
              ) : null}
            </>
          ) : null}
        </address>
      ) : (
        <p>{t('reservation-page.no-invoice-requested')}</p>
      )}
      <button type="button" className="btn btn-outline-secondary" onClick={onEdit} disabled={disabled}>
        {t(reservation.invoiceRequested ? 'common.edit' : 'reservation-page.request-invoice')}
      </button>
    </section>
  );
}
