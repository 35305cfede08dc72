import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { CheckIcon, FileIcon, MoneyIcon } from './step-icons.tsx';

export type StepNumber = 1 | 2 | 3 | 4;

interface StepperProps {
  current: StepNumber;
  /** A free order: step 3 is a review, not a payment. */
  free: boolean;
  /** The payment (step 3) is being processed. */
  paymentInProgress?: boolean;
}

const steps: readonly StepNumber[] = [1, 2, 3, 4];

/**
 * Where the buyer is: selection, details, payment or review,
 * confirmation. Done steps carry a check; step 3 a spinner while the payment runs, otherwise a
 * money or a file icon. Each picture comes with its words for screen readers.
 */
export function Stepper({ current, free, paymentInProgress = false }: StepperProps) {
  const { t } = useTranslation();
  const label = (step: StepNumber) => t(step === 3 && free ? 'breadcrumb.step3.free' : `breadcrumb.step${step}`);

  const marker = (step: StepNumber): ReactNode => {
    if (step < current) {
      return (
        <>
          <CheckIcon />
          <span className="visually-hidden">{t('shop.reservation.stepper.done')}</span>
        </>
      );
    }
    if (step !== 3) return <span aria-hidden="true">{step}</span>;
    if (paymentInProgress) {
      return (
        <>
          <span className="spinner-border spinner-border-sm" aria-hidden="true" />
          <span className="visually-hidden">{t('shop.reservation.stepper.in-progress')}</span>
        </>
      );
    }
    return free ? <FileIcon /> : <MoneyIcon />;
  };

  return (
    <nav className="shop-stepper" aria-label={t('shop.reservation.stepper.label')}>
      <ol>
        {steps.map((step) => {
          const state = step < current ? 'done' : step === current ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className={`shop-step shop-step-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="shop-step-marker">{marker(step)}</span>
              <span className="shop-step-label">{label(step)}</span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
