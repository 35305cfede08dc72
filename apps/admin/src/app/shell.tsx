import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { sessionQuery, signOut, type OrganizerSession } from '../features/session/api.ts';
import { OrganizationSwitch } from '../features/session/components/organization-switch.tsx';
import { useTranslation } from '../lib/i18n.tsx';
import { languageNames, languages, type Language } from '../messages/index.ts';
import { screenPaths, screensFor } from './screens.ts';

/** The frame of every signed-in screen: who is signed in, the navigation, the language and signing out. */
export function Shell({ session, children }: { session: OrganizerSession; children: ReactNode }) {
  const { t, lang, setLanguage } = useTranslation();
  const queryClient = useQueryClient();
  const leave = useMutation({
    mutationFn: signOut,
    // Signed out, nothing the organizer saw stays in memory; the sign-in takes the screen.
    onSettled: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQuery().queryKey[0] });
      queryClient.setQueryData(sessionQuery().queryKey, null);
    },
  });
  return (
    <>
      <a className="visually-hidden-focusable" href="#content">
        {t('app.skip-to-content')}
      </a>
      <header className="border-bottom">
        <div className="container py-2 d-flex flex-wrap gap-2 align-items-center justify-content-between">
          <nav aria-label={t('app.nav')}>
            <ul className="nav">
              {screensFor(session.role).map((screen, index) => (
                <li className="nav-item" key={screen}>
                  <NavLink
                    className={`nav-link admin-nav-link${index === 0 ? ' ps-0' : ''}`}
                    to={screenPaths[screen]}
                    end
                  >
                    {t(`app.nav.${screen}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="d-flex flex-wrap gap-2 align-items-center">
            <span className="small text-body-secondary">
              {t('app.signed-in-as', [session.email, t(`role.${session.role}`), session.organizationName])}
            </span>
            <OrganizationSwitch session={session} />
            <LanguageMenu lang={lang} onChange={setLanguage} label={t('app.language')} />
            <button type="button" className="btn btn-outline-dark btn-sm" onClick={() => leave.mutate()}>
              {t('app.sign-out')}
            </button>
          </div>
        </div>
      </header>
      <main id="content" className="container py-3">
        {children}
      </main>
    </>
  );
}

export function LanguageMenu({
  lang,
  onChange,
  label,
}: {
  lang: Language;
  onChange: (lang: Language) => void;
  label: string;
}) {
  return (
    <select
      className="form-select form-select-sm w-auto"
      aria-label={label}
      value={lang}
      onChange={(event) => onChange(event.target.value as Language)}
    >
      {languages.map((code) => (
        <option key={code} value={code} lang={code}>
          {languageNames[code]}
        </option>
      ))}
    </select>
  );
}
