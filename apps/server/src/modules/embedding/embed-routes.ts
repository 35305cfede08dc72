import type { AppContext } from '../../app-context.ts';
import { escapeHtml } from '../../lib/html.ts';
import { newNonce } from '../../http/security-headers.ts';
import { embedScript } from './embed-script.ts';

/** The demo organizer page frames this event of the demo data. */
const demoEventShortName = 'alpine-summit';

/**
 * `GET /embed.js` for organizers' pages, and in demo mode `GET /demo/embed`, an organizer's page
 * that uses it. The script runs on pages of other origins, so any of them may load it; an hour of
 * caching lets a fix reach every organizer's page the same day.
 */
export function embedRoutes({ app, config }: AppContext): void {
  app.get('/embed.js', async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .header('Access-Control-Allow-Origin', '*')
      .header('Cross-Origin-Resource-Policy', 'cross-origin')
      .send(embedScript),
  );

  if (!config.demoMode) return;
  app.get('/demo/embed', async (_request, reply) => {
    const nonce = newNonce();
    return reply
      .type('text/html; charset=utf-8')
      .header(
        'Content-Security-Policy',
        [
          "default-src 'none'",
          `script-src 'self' 'nonce-${nonce}'`,
          "style-src 'unsafe-inline'",
          "frame-src 'self'",
          "base-uri 'none'",
          "frame-ancestors 'none'",
        ].join('; '),
      )
      .header('Cache-Control', 'no-store')
      .send(demoPage(nonce));
  });
}

/** Written as an organizer would: the snippet, and a few lines showing what the page is told. */
function demoPage(nonce: string): string {
  const snippet = `<div data-ticket-shop-event="${demoEventShortName}"></div>\n<script src="/embed.js" async></script>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo organizer page with the shop embedded</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem}pre{background:#f3f3f3;padding:.5rem;overflow:auto}</style>
</head>
<body>
<header><h1>Demo organizer page</h1>
<p>This page stands for an organizer's own site. It embeds the shop with two lines:</p>
<pre><code>${escapeHtml(snippet)}</code></pre></header>
<main>
<div data-ticket-shop-event="${demoEventShortName}" data-ticket-shop-title="Tickets for the demo event"></div>
<h2>What this page was told</h2>
<p>Reservation statuses arrive when the setting EMBED_POST_MESSAGE_ORIGIN names this page's origin.</p>
<ul id="status-log" aria-live="polite"></ul>
</main>
<script src="/embed.js" async></script>
<script nonce="${nonce}">
document.addEventListener('ticket-shop-status', function (event) {
  var item = document.createElement('li');
  item.textContent = event.detail.status + ' ' + event.detail.id + (event.detail.error ? ' (' + event.detail.error + ')' : '');
  document.getElementById('status-log').appendChild(item);
});
</script>
</body>
</html>
`;
}
