import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

/** A link that opens a new tab, says so to screen readers, and hands the new page no opener. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> ({t('link.new-tab')})</span>
    </a>
  );
}
