import { NavLink } from 'react-router';
import { useTranslation } from '../lib/i18n.tsx';

/** The screens of one event: its dashboard, its attendees, its waiting list, its e-mails' wording. */
export function EventNav({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const base = `/events/${encodeURIComponent(slug)}`;
  const links = [
    { to: base, label: t('event-nav.dashboard'), end: true },
    { to: `${base}/attendees`, label: t('event-nav.attendees'), end: false },
    { to: `${base}/waiting-list`, label: t('event-nav.waiting-list'), end: false },
    { to: `${base}/email-templates`, label: t('event-nav.email-templates'), end: false },
  ];
  return (
    <nav aria-label={t('event-nav.label')} className="mb-3">
      <ul className="nav nav-underline">
        {links.map((link) => (
          <li key={link.to} className="nav-item">
            <NavLink className="nav-link admin-nav-link" to={link.to} end={link.end}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
