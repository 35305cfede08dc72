import { lazy } from 'react';

/**
 * The event page's own parts that stay off its first screen and load when a visit needs them:
 * what few events offer, dialogs few visits see, and the handling of a refused reservation. The
 * event route lazily composes the other features it shows (waiting list, queue).
 */

/** Supplements and donations: few events offer them, so their code loads only on those pages. */
export const loadAdditionalServices = () => import('./components/additional-services.tsx');
export const AdditionalServices = lazy(async () => ({
  default: (await loadAdditionalServices()).AdditionalServices,
}));

/** Listed only once some category's sale has ended. */
export const ExpiredCategories = lazy(async () => ({
  default: (await import('./components/expired-categories.tsx')).ExpiredCategories,
}));

/** Few events ask for a captcha. */
export const RecaptchaField = lazy(async () => ({
  default: (await import('./components/recaptcha-field.tsx')).RecaptchaField,
}));

/** A code shows as applied only once the server has accepted it: its code loads while the server checks. */
export const loadAppliedCode = () => import('./components/applied-code.tsx');
export const AppliedCode = lazy(async () => ({ default: (await loadAppliedCode()).AppliedCode }));

/** Dialogs: their code loads when one first opens. */
export const WarningConfirm = lazy(async () => ({
  default: (await import('../../components/ui/warning-confirm.tsx')).WarningConfirm<string>,
}));
export const SessionExpiredModal = lazy(async () => ({
  default: (await import('./components/session-expired-modal.tsx')).SessionExpiredModal,
}));

/** The schema.org computation, for a page the server did not write it into. */
export const loadEventStructuredData = () => import('./event-structured-data.ts');

/** Only a refused reservation needs its errors sorted by field. */
export const loadServerErrors = () => import('../../lib/server-errors.ts');
