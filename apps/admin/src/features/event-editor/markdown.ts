import DOMPurify from 'dompurify';
import { marked } from 'marked';

/**
 * An event's description as the shop shows it: Markdown through marked (the renderer the server
 * uses for the shop's pages), then cleaned by DOMPurify (the shop's sanitizer), so the preview
 * never runs what the organizer pasted. Loaded only when a preview is asked for.
 */
export function renderMarkdown(text: string): string {
  return DOMPurify.sanitize(marked.parse(text, { async: false, gfm: true }));
}
