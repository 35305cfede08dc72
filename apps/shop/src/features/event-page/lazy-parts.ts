import { lazy } from 'react';

/**
 * The event page's own parts that stay off its first screen and load when a visit needs them:
 * what few events offer, dialogs few visits see, and the handling of a refused reservation. The
 * event route lazily composes the other features it shows (waiting list, queue).
 */

/** Supplements and donations: few events offer them, so their code loads only on those pages. */
export const loadAdditionalServices = () => import('./components/additional-services.tsx');
export const AdditionalServices = lazy(() =>
  loadAdditionalServices().then((module) => ({ default: module.AdditionalServices })),
);

/** Listed only once some category's sale has ended. */
export const ExpiredCategories = lazy(() =>
  import('./components/expired-categories.tsx').then((module) => ({ default: module.ExpiredCategories })),
);

/** Few events ask for a captcha. */
export const RecaptchaField = lazy(() =>
  import('./components/recaptcha-field.tsx').then((module) => ({ default: module.RecaptchaField })),
);

/** A code shows as applied only once the server has accepted it: its code loads while the server checks. */
export const loadAppliedCode = () => import('./components/applied-code.tsx');
export const AppliedCode = lazy(() => loadAppliedCode().then((module) => ({ default: module.AppliedCode })));

/** Dialogs: their code loads when one first opens. */
export const WarningConfirm = lazy(() =>
  import('../../components/ui/warning-confirm.tsx').then((module) => ({ default: module.WarningConfirm<string> })),
);
export const SessionExpiredModal = lazy(() =>
  import('./components/session-expired-modal.tsx').then((module) => ({ default: module.SessionExpiredModal })),
);

/** The schema.org computation, for a page the server did not write it into. */
export const loadEventStructuredData = () => import('./event-structured-data.ts');

/** Only a refused reservation needs its errors sorted by field. */
export const loadServerErrors = () => import('../../lib/server-errors.ts');
