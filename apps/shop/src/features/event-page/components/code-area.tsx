import type { EventDetails } from '@shop/contract';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import { AppliedCode, loadAppliedCode } from '../lazy-parts.ts';
import { currencyOf } from '../money.ts';
import type { PromoCode } from '../use-promo-code.ts';
import { PromoCodeForm } from './promo-code-form.tsx';

type CodeEvent = Pick<EventDetails, 'promotionsConfiguration' | 'currency' | 'currencyDescriptor'>;

/**
 * The applied code with its remove button, or the entry for one when the event has codes to
 * offer. Focus follows the visitor: to the applied code after applying, back to the entry
 * toggle after removing.
 */
export function CodeArea({ event, promo }: { event: CodeEvent; promo: PromoCode }) {
  const { t } = useTranslation();
  const [focus, setFocus] = useState<'applied' | 'entry' | null>(null);
  const { usePartnerCode, hasAccessPromotions } = event.promotionsConfiguration;
  const wording = t(usePartnerCode ? 'show-event.promo-code-type.partner' : 'show-event.promo-code-type.promotional');
  const checking = promo.validating || promo.awaitingInitialCode;
  useEffect(() => {
    if (checking) void loadAppliedCode().catch(() => undefined);
  }, [checking]);

  if (promo.applied) {
    return (
      <Suspense fallback={null}>
        <AppliedCode
          code={promo.applied}
          wording={wording}
          currency={currencyOf(event)}
          focusOnShow={focus === 'applied'}
          onRemove={() => {
            promo.remove();
            setFocus('entry');
          }}
        />
      </Suspense>
    );
  }
  if (!hasAccessPromotions) return null;
  return (
    <PromoCodeForm
      wording={wording}
      errors={promo.errors}
      validating={promo.validating}
      focusOnShow={focus === 'entry'}
      onApply={async (code) => {
        const outcome = await promo.apply(code);
        if (outcome === 'accepted') setFocus('applied');
        return outcome;
      }}
      onCancel={promo.clearErrors}
    />
  );
}
