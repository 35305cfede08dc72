import DOMPurify from 'dompurify';
import { useMemo, type ElementType } from 'react';

/** Links that open a new tab must not hand the opener to the target page. */
export function protectNewTabLink(node: Element): void {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
}

DOMPurify.addHook('afterSanitizeAttributes', protectNewTabLink);

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'] });
}

interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
}

/** Operator- or server-written HTML (announcement, descriptions), after DOMPurify. */
export function SafeHtml({ html, as: Element = 'div', className }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Element className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
