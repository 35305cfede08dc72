import { useEffect } from 'react';

/** Every screen names itself in the tab title (WCAG 2.4.2), in the visitor's language. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
