import { Marked, type Tokens } from 'marked';
import { bundleFor } from '../messages/index.ts';
import { memoize } from './memo.ts';

/**
 * Markdown written by organisers, rendered to HTML the way alf.io delivers it:
 * CommonMark, any HTML in the source escaped rather than passed through, and links opening in a
 * new tab with a translated title. Only http(s) and mailto links survive.
 */
const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

const safeHref = (href: string) => /^(https?:|mailto:)/i.test(href.trim());

function renderer(lang: string) {
  const marked = new Marked({ gfm: true, breaks: false, async: false });
  marked.use({
    renderer: {
      html: (token: Tokens.HTML | Tokens.Tag) => escapeHtml(token.text),
      link(token: Tokens.Link) {
        const text = this.parser.parseInline(token.tokens);
        if (!safeHref(token.href)) return text;
        const title = bundleFor(lang)['link.new-tab'] ?? '';
        return `<a href="${escapeHtml(token.href)}" target="_blank" rel="noopener noreferrer" title="${escapeHtml(title)}">${text}</a>`;
      },
      image(token: Tokens.Image) {
        return safeHref(token.href)
          ? `<img src="${escapeHtml(token.href)}" alt="${escapeHtml(token.text)}">`
          : escapeHtml(token.text);
      },
    },
  });
  return marked;
}

const renderers = new Map<string, Marked>();

export function renderMarkdown(source: string, lang: string): string {
  return rendered(`${lang}\n${source}`);
}

/** Keyed by the text itself: an organizer's edit is a new key, rendered on the next request. */
const rendered = memoize((key) => {
  const lang = key.slice(0, key.indexOf('\n'));
  let marked = renderers.get(lang);
  if (!marked) {
    marked = renderer(lang);
    renderers.set(lang, marked);
  }
  return (marked.parse(key.slice(lang.length + 1)) as string).trim();
}, 500);

/** Renders each language's text of a localized map. */
export function renderLocalizedMarkdown(texts: Record<string, string> | null | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(texts ?? {}).map(([lang, text]) => [lang, renderMarkdown(text, lang)]));
}
