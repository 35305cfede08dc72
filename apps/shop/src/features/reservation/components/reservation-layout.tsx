import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NewTabLink } from '../../../components/ui/new-tab-link.tsx';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { reservationLoginUrl } from '../api.ts';
import { useReservationScope } from '../reservation-scope.tsx';

interface ReservationLayoutProps {
  /** The page heading; by default `reservation-page.header.title` with the context's name. */
  title?: string;
  children: ReactNode;
}

/**
 * The frame of every reservation page: a header naming the
 * event or subscription, a sign-in button on the success page only (for anonymous visitors where
 * sign-in exists) and the context's terms and privacy links on the booking page only.
 */
export function ReservationLayout({ title, children }: ReservationLayoutProps) {
  const { t } = useTranslation();
  const scope = useReservationScope();
  const step = useLocation().pathname.split('/').at(-1);
  const heading = title ?? t('reservation-page.header.title', [scope.title]);
  useDocumentTitle(heading);
  const offerLogin = step === 'success' && scope.signIn.enabled && !scope.signIn.user;
  const { termsAndConditionsUrl, privacyPolicyUrl } = scope.purchaseContext;
  const footerLinks = [
    { url: termsAndConditionsUrl, key: 'reservation-page.tc.link.text' },
    { url: privacyPolicyUrl, key: 'reservation-page.privacy.link.text' },
  ].filter((link): link is { url: string; key: string } => Boolean(link.url));

  return (
    <div className="shop-reservation">
      <header className="shop-reservation-header">
        <h1 tabIndex={-1}>{heading}</h1>
        {offerLogin ? (
          <a
            className="btn btn-outline-primary btn-sm"
            href={reservationLoginUrl(scope.type, scope.publicIdentifier, scope.reservationId)}
          >
            {t('user.menu.login')}
          </a>
        ) : null}
      </header>
      {children}
      {step === 'book' && footerLinks.length > 0 ? (
        <footer className="shop-reservation-footer">
          <ul>
            {footerLinks.map((link) => (
              <li key={link.key}>
                <NewTabLink href={link.url}>{t(link.key)}</NewTabLink>
              </li>
            ))}
          </ul>
        </footer>
      ) : null}
    </div>
  );
}
