import { valibotResolver } from '@hookform/resolvers/valibot';
import type { CustomPaymentMethod, ReservationInfo } from '@shop/contract';
import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { GlobalErrors } from '../../../components/ui/form-errors.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';
import { OverviewActions } from './overview-actions.tsx';
import { overviewFormDefaults, overviewFormSchema, type OverviewFormValues } from './overview-form.ts';
import { confirmButtonKey, type OverviewPayment, type PaymentSlot } from './overview-payment.ts';
import { TermsFields } from './terms-fields.tsx';

interface OverviewFormProps {
  reservation: ReservationInfo;
  customMethods: readonly CustomPaymentMethod[];
  termsUrl: string;
  privacyUrl: string | null;
  /** The total in the visitor's language, shown on the Pay button. */
  price: string;
  payment: PaymentSlot;
  expired: boolean;
  busy: boolean;
  submitting: boolean;
  errors: readonly GlobalError[];
  onErrors: (errors: readonly GlobalError[]) => void;
  onConfirm: (values: OverviewFormValues, payment: OverviewPayment) => Promise<void>;
  onBack: () => void;
  onClearToken: () => void;
}

const missingMethod: GlobalError = { code: 'error.STEP_2_MISSING_PAYMENT_METHOD', arguments: null };
const paymentNotReady: GlobalError = { code: 'shop.payment.not-ready', arguments: null };

/**
 * The part of the overview that is submitted: payment, consents, and the
 * buttons. Confirming needs valid consents and a payment handler that is ready; while it runs
 * the form gives way to the progress bar.
 */
export function OverviewForm(props: OverviewFormProps) {
  const { reservation, customMethods, payment, expired, busy, submitting, errors, onErrors, onConfirm } = props;
  const schema = useMemo(() => overviewFormSchema(Boolean(props.privacyUrl)), [props.privacyUrl]);
  const form = useForm<OverviewFormValues>({
    resolver: valibotResolver(schema),
    defaultValues: overviewFormDefaults(reservation.tokenAcquired),
  });
  const [chosen, setChosen] = useState<OverviewPayment | null>(null);
  const [attempt, setAttempt] = useState(0);
  const confirmId = useId();
  const free = reservation.orderSummary.free;
  const confirmKey = confirmButtonKey(free, reservation.tokenAcquired, chosen);

  const submit = form.handleSubmit(async (values) => {
    if (busy || expired) return;
    if (!chosen) return onErrors([missingMethod]);
    if (!chosen.handler.ready) return onErrors([paymentNotReady]);
    await onConfirm(values, chosen);
    setAttempt((count) => count + 1);
    // Still here: the attempt failed, and the hidden form is back. Focus returns where it was.
    requestAnimationFrame(() => document.getElementById(confirmId)?.focus());
  });

  return (
    <form className="shop-overview-form" noValidate onSubmit={(event) => void submit(event)}>
      <GlobalErrors errors={errors} />
      {payment({ reservation, customMethods, submitting, attempt, onChange: setChosen })}
      <div hidden={submitting}>
        <TermsFields form={form} termsUrl={props.termsUrl} privacyUrl={props.privacyUrl} />
        <OverviewActions
          confirmId={confirmId}
          confirmKey={confirmKey}
          price={confirmKey === 'reservation-page.pay' ? props.price : null}
          expired={expired}
          busy={busy}
          waiting={chosen?.handler.kind === 'card' && !chosen.handler.ready}
          tokenAcquired={reservation.tokenAcquired}
          onBack={props.onBack}
          onClearToken={props.onClearToken}
        />
      </div>
    </form>
  );
}
