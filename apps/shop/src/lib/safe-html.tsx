import type { Config as PurifyConfig, DOMPurify } from 'dompurify';
import { useLayoutEffect, useRef, type ElementType } from 'react';

/**
 * What operator- and server-written HTML may keep: text structure, links, images and tables. No
 * styles, ids, forms, frames, SVG or MathML: a description cannot restyle, clobber or overlay the
 * shop around it. Both sanitisers below get this one list.
 */
const allowedElements = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
];
const allowedAttributes = [
  'alt',
  'class',
  'colspan',
  'datetime',
  'dir',
  'height',
  'href',
  'lang',
  'rowspan',
  'scope',
  'src',
  'start',
  'target',
  'title',
  'width',
];

/** Links that open a new tab must not hand the opener to the target page. */
export function protectNewTabLink(node: Element): void {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
}

/** The browser's own sanitiser: it also drops script URLs and handlers whatever the lists allow. */
type NativeSanitizing = Element & {
  setHTML(html: string, options: { sanitizer: { elements: string[]; attributes: string[] } }): void;
};
const hasNativeSanitizer = typeof Element !== 'undefined' && 'setHTML' in Element.prototype;

let purify: DOMPurify | undefined;
const purifyConfig: PurifyConfig = { ALLOWED_TAGS: allowedElements, ALLOWED_ATTR: allowedAttributes };

/**
 * Settled once HTML can be sanitised. Browsers without a native sanitiser load DOMPurify, from the
 * start of the app and apart from its first screen's code.
 */
export const sanitizerReady: Promise<void> = hasNativeSanitizer
  ? Promise.resolve()
  : import('dompurify').then(({ default: loaded }) => {
      loaded.addHook('afterSanitizeAttributes', protectNewTabLink);
      purify = loaded;
    });

/** Puts the sanitised `html` into `target`; false while no sanitiser has loaded yet. */
function fillSafely(target: Element, html: string): boolean {
  if (hasNativeSanitizer) {
    (target as NativeSanitizing).setHTML(html, {
      sanitizer: { elements: allowedElements, attributes: allowedAttributes },
    });
    target.querySelectorAll('a').forEach(protectNewTabLink);
    return true;
  }
  if (!purify) return false;
  target.innerHTML = purify.sanitize(html, purifyConfig);
  return true;
}

interface SafeHtmlProps {
  html: string;
  as?: ElementType;
  className?: string;
}

/**
 * Operator- or server-written HTML (announcement, descriptions), sanitised into the element. React
 * renders the element empty and never touches what is put in it.
 */
export function SafeHtml({ html, as: Element = 'div', className }: SafeHtmlProps) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const target = ref.current;
    if (!target || fillSafely(target, html)) return;
    let current = true;
    void sanitizerReady.then(() => {
      if (current) fillSafely(target, html);
    });
    return () => {
      current = false;
    };
  }, [html]);
  return <Element ref={ref} className={className} />;
}
