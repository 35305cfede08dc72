import type { LocalizedText } from '@shop/contract';
import { createContext, useContext } from 'react';
import { useTranslation } from '../../lib/i18n.tsx';

/** The event or subscription a route belongs to, as far as headings need it. */
export type PurchaseContextTitle =
  { kind: 'event'; displayName: string } | { kind: 'subscription'; title: LocalizedText };

export const PurchaseContextTitleContext = createContext<PurchaseContextTitle | null>(null);

/** The context's name in the current language (empty outside event and subscription routes). */
export function usePurchaseContextTitle(): string {
  const context = useContext(PurchaseContextTitleContext);
  const { lang } = useTranslation();
  if (!context) return '';
  if (context.kind === 'event') return context.displayName;
  return context.title[lang] ?? Object.values(context.title)[0] ?? '';
}
