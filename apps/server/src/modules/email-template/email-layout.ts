import Handlebars from 'handlebars';
import { renderMarkdown } from '../../lib/markdown.ts';

/**
 * One e-mail as its two parts: the plain text, line by line as the sender wrote it, and the HTML,
 * drawn by one Handlebars layout in the organizer's name, logo and colour. Every value reaches
 * the HTML through `{{…}}`, which escapes it; the only markup passed through is organizer-written
 * Markdown, already rendered with its HTML escaped.
 */

/** A line of text ('' ends a paragraph; lines starting "- " form a list), a section heading, a link or Markdown. */
export type EmailBlock =
  | string
  | { heading: string }
  | {
      href: string;
      /** What the link says in HTML: where it leads. */
      label: string;
      /** The line in the plain text, with the address written out. */
      line: string;
    }
  | { markdown: string };

export interface Brand {
  organizationName: string;
  organizationEmail: string;
  /** An absolute address of the organizer's or event's image, shown as the logo. */
  logoUrl: string | null;
  /** `#rrggbb`: the header band and the buttons. */
  color: string;
  /** The text written on the brand colour, for a contrast of at least 4.5:1. */
  onColor: string;
  /** What the footer's link to the organizer says. */
  contactLabel: string;
}

export interface EmailContent {
  lang: string;
  subject: string;
  brand: Brand;
  blocks: readonly EmailBlock[];
}

export interface RenderedEmail {
  subject: string;
  textBody: string;
  htmlBody: string;
}

type HtmlPart =
  | { paragraph: string[] }
  | { list: string[] }
  | { heading: string }
  | { link: { href: string; label: string } }
  | { markdown: string };

const LAYOUT = `<!doctype html>
<html lang="{{lang}}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>{{subject}}</title>
<style>
body { margin: 0; padding: 0; background: #f3f4f6; color: #1d2433; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; font-size: 16px; line-height: 1.5; }
.frame { max-width: 600px; margin: 0 auto; padding: 16px; }
.card { background: #ffffff; border-radius: 8px; overflow: hidden; }
.band { background: {{brand.color}}; color: {{brand.onColor}}; padding: 16px 24px; }
.band img { max-height: 64px; max-width: 100%; height: auto; display: block; }
.band p { margin: 0; font-weight: 600; font-size: 18px; }
.content { padding: 8px 24px 24px; }
h1 { font-size: 22px; line-height: 1.3; margin: 16px 0; }
h2 { font-size: 18px; margin: 24px 0 8px; }
a { color: #1a56b8; }
.button { display: inline-block; background: {{brand.color}}; color: {{brand.onColor}}; padding: 12px 20px; border-radius: 6px; text-decoration: none; font-weight: 600; }
.footer { padding: 16px 24px; font-size: 14px; color: #4b5565; }
@media (prefers-color-scheme: dark) {
  body { background: #111418; color: #e6e8eb; }
  .card { background: #1c2026; }
  a { color: #8ab4f8; }
  .footer { color: #b4bac4; }
}
@media (max-width: 480px) {
  .frame { padding: 0; }
  .card { border-radius: 0; }
  .content, .band, .footer { padding-left: 16px; padding-right: 16px; }
}
</style>
</head>
<body>
<div class="frame">
<div class="card">
<header class="band" style="background:{{brand.color}};color:{{brand.onColor}}">
{{#if brand.logoUrl}}<img src="{{brand.logoUrl}}" alt="{{brand.organizationName}}">{{else}}<p>{{brand.organizationName}}</p>{{/if}}
</header>
<main class="content">
<h1>{{subject}}</h1>
{{#each parts}}
{{#if paragraph}}<p>{{#each paragraph}}{{this}}{{#unless @last}}<br>{{/unless}}{{/each}}</p>{{/if}}
{{#if list}}<ul>{{#each list}}<li>{{this}}</li>{{/each}}</ul>{{/if}}
{{#if heading}}<h2>{{heading}}</h2>{{/if}}
{{#if link}}<p><a class="button" href="{{link.href}}" style="background:{{@root.brand.color}};color:{{@root.brand.onColor}}">{{link.label}}</a></p>{{/if}}
{{#if markdown}}{{{markdown}}}{{/if}}
{{/each}}
</main>
<footer class="footer">
<p>{{brand.organizationName}} · <a href="mailto:{{brand.organizationEmail}}">{{brand.contactLabel}}</a></p>
</footer>
</div>
</div>
</body>
</html>
`;

const engine = Handlebars.create();
const layout = engine.compile(LAYOUT, { strict: false });

export function renderEmail(content: EmailContent): RenderedEmail {
  const textBody = content.blocks
    .map((block) =>
      typeof block === 'string'
        ? block
        : 'heading' in block
          ? block.heading
          : 'line' in block
            ? block.line
            : block.markdown,
    )
    .join('\n');
  return {
    subject: content.subject,
    textBody,
    htmlBody: layout({
      lang: content.lang,
      subject: content.subject,
      brand: content.brand,
      parts: htmlParts(content.blocks, content.lang),
    }),
  };
}

function htmlParts(blocks: readonly EmailBlock[], lang: string): HtmlPart[] {
  const parts: HtmlPart[] = [];
  let lines: string[] = [];
  const flush = () => {
    let paragraph: string[] = [];
    let list: string[] = [];
    for (const line of lines) {
      if (line.startsWith('- ')) {
        if (paragraph.length > 0) parts.push({ paragraph });
        paragraph = [];
        list.push(line.slice(2));
      } else {
        if (list.length > 0) parts.push({ list });
        list = [];
        paragraph.push(line);
      }
    }
    if (paragraph.length > 0) parts.push({ paragraph });
    if (list.length > 0) parts.push({ list });
    lines = [];
  };
  for (const block of blocks) {
    if (typeof block === 'string') {
      if (block === '') flush();
      else lines.push(...block.split('\n'));
      continue;
    }
    flush();
    if ('heading' in block) parts.push({ heading: block.heading });
    else if ('href' in block) parts.push({ link: { href: block.href, label: block.label } });
    else parts.push({ markdown: renderMarkdown(block.markdown, lang) });
  }
  flush();
  return parts;
}
