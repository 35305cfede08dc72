import { renderMarkdown } from '../../lib/markdown.ts';
import { escapeHtml } from '../../lib/html.ts';

/** The text lines as HTML paragraphs (blank lines separate them), then organizer-written markdown. */
export function htmlOf(lines: readonly string[], instructions: string | null, lang: string): string {
  const paragraphs = lines
    .join('\n')
    .split(/\n{2,}/)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  return `<!doctype html><html lang="${lang}"><body>${paragraphs}${instructions ? `\n${renderMarkdown(instructions, lang)}` : ''}</body></html>`;
}
