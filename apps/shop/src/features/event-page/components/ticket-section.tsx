import type { EventDetails, ItemsByCategory } from '@shop/contract';
import { Suspense, useId, useRef, useState } from 'react';
import { GlobalErrors } from '../../../components/ui/form-errors.tsx';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { useLatched } from '../../../components/ui/use-latched.ts';
import type { GlobalError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { SafeHtml } from '../../../lib/safe-html.tsx';
import { categoryState, showsEventTicketsLeft } from '../category-state.ts';
import { localized } from '../../../lib/localized.ts';
import { currencyOf } from '../money.ts';
import { buildReservationForm, invalidAmounts, totalTickets } from '../reservation-form.ts';
import { useCategoryRefresh } from '../use-category-refresh.ts';
import { useDynamicDiscount } from '../use-dynamic-discount.ts';
import type { PromoCode } from '../use-promo-code.ts';
import { useReserveTickets } from '../use-reserve-tickets.ts';
import { useTicketSelection } from '../use-ticket-selection.ts';
import { CategoryCard } from './category-card.tsx';
import {
  AdditionalServices,
  ExpiredCategories,
  RecaptchaField,
  SessionExpiredModal,
  WarningConfirm,
} from '../lazy-parts.ts';
import { CodeArea } from './code-area.tsx';
import { ContinueButton } from './continue-button.tsx';

// The services and ended categories have no boundary of their own: the section waits for them
// rather than grow above the buttons once shown. The dialogs stay mounted once opened, so that
// closing returns the focus where it was.

interface TicketSectionProps {
  event: EventDetails;
  items: ItemsByCategory;
  /** The categories are being reloaded (a code applied or removed, a refresh). */
  reloading: boolean;
  reload: () => Promise<{ isError: boolean }>;
  promo: PromoCode;
  /** Codes from the address (`?errors=`), shown until the visitor submits. */
  addressErrors: readonly GlobalError[];
}

/** The ticket selection and its submission. */
export function TicketSection({ event, items, reloading, reload, promo, addressErrors }: TicketSectionProps) {
  const { t, lang } = useTranslation();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  const { selection, setQuantity, setSupplementQuantity, setAmount } = useTicketSelection();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const [clientErrors, setClientErrors] = useState<readonly GlobalError[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const reserve = useReserveTickets(event.shortName);
  const warned = useLatched(reserve.warning.pending !== null);
  const refresh = useCategoryRefresh(reload);

  const categories = items.ticketCategories;
  const services = items.additionalServices;
  const form = buildReservationForm({
    categories,
    services,
    selection,
    promoCode: promo.applied?.code ?? null,
    captcha,
  });
  const discount = useDynamicDiscount(event.shortName, form, promo.applied);
  const selectedTickets = totalTickets(categories, selection);
  const badAmounts = invalidAmounts(services, selection);
  const { captchaForTicketSelection, recaptchaApiKey } = event.captchaConfiguration;
  const captchaKey = captchaForTicketSelection ? recaptchaApiKey : null;
  const currency = currencyOf(event);

  const errors = [
    ...(submitted ? [] : addressErrors),
    ...(event.promotionsConfiguration.hasAccessPromotions ? [] : promo.errors),
    ...clientErrors,
    ...reserve.errors,
  ];

  const serviceProps = {
    currency,
    selectedTickets,
    selection,
    invalidAmounts: badAmounts,
    onQuantity: setSupplementQuantity,
    onAmount: setAmount,
  };

  const showErrors = () => {
    section.current?.scrollIntoView?.({ block: 'start' });
    section.current?.focus({ preventScroll: true });
  };

  /** What the server would refuse anyway, told without asking it. */
  const selectionProblem = (): string | null => {
    if (badAmounts.length > 0) return 'shop.event-page.amount.invalid';
    if (selectedTickets === 0) return 'error.STEP_1_SELECT_AT_LEAST_ONE';
    if (captchaKey !== null && !captcha) return 'error.STEP_2_CAPTCHA_VALIDATION_FAILED';
    return null;
  };

  const onContinue = async () => {
    if (reserve.submitting) return;
    setSubmitted(true);
    const problem = selectionProblem();
    setClientErrors(problem ? [{ code: problem, arguments: null }] : []);
    if (problem) {
      reserve.clearErrors();
      showErrors();
      return;
    }
    const outcome = await reserve.submit(form);
    if (outcome === 'failed') {
      if (captchaKey) setCaptchaReset((count) => count + 1);
      showErrors();
    }
  };

  return (
    <section ref={section} className="shop-ticket-section" aria-labelledby={headingId} tabIndex={-1}>
      <div className="shop-ticket-heading">
        <h2 id={headingId}>{t('show-event.tickets')}</h2>
        {showsEventTicketsLeft(event.availableTicketsCount, categories) ? (
          <span className="badge shop-badge-success">
            {t('show-event.tickets.left', [event.availableTicketsCount ?? 0])}
          </span>
        ) : null}
      </div>
      <GlobalErrors errors={errors} />
      <div className="shop-live" aria-live="polite">
        {discount ? (
          <div className="alert alert-success">
            <SafeHtml html={localized(discount.formattedMessage, lang)} />
          </div>
        ) : null}
      </div>
      <ul className="shop-item-list" aria-busy={reloading || undefined}>
        {categories.map((category) => (
          <CategoryCard
            key={category.id}
            category={category}
            event={event}
            quantity={selection.quantities[category.id] ?? 0}
            onQuantity={(quantity) => setQuantity(category.id, quantity)}
            onRefresh={refresh}
          />
        ))}
      </ul>
      {items.expiredCategories.length > 0 ? <ExpiredCategories categories={items.expiredCategories} /> : null}
      {services.length > 0 ? (
        <>
          <AdditionalServices
            heading={t('show-event.additional-services')}
            services={services.filter((service) => service.type === 'SUPPLEMENT')}
            {...serviceProps}
          />
          <AdditionalServices
            heading={t('show-event.donations')}
            services={services.filter((service) => service.type === 'DONATION')}
            {...serviceProps}
          />
        </>
      ) : null}
      <CodeArea event={event} promo={promo} />
      {categories.some((category) => categoryState(category) === 'saleable') ? (
        <div className="shop-ticket-actions">
          {captchaKey ? (
            <Suspense fallback={null}>
              <RecaptchaField
                siteKey={captchaKey}
                resetSignal={captchaReset}
                errors={reserve.fieldErrors.captcha}
                onToken={setCaptcha}
              />
            </Suspense>
          ) : null}
          <ContinueButton submitting={reserve.submitting} onClick={() => void onContinue()} />
        </div>
      ) : null}
      {event.websiteUrl ? (
        <p className="shop-event-site">
          <NewTabLink href={event.websiteUrl}>{t('to-event-site')}</NewTabLink>
        </p>
      ) : null}
      {reserve.sessionExpired ? (
        <Suspense fallback={null}>
          <SessionExpiredModal open />
        </Suspense>
      ) : null}
      {warned ? (
        <Suspense fallback={null}>
          <WarningConfirm confirm={reserve.warning} onProceed={reserve.proceed} onCheck={reserve.check} />
        </Suspense>
      ) : null}
    </section>
  );
}
