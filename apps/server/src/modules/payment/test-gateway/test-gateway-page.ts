import { bundleFor } from '../../../messages/index.ts';
import type { TestGatewayPayment } from './test-gateway-repository.ts';
import { escapeHtml } from '../../../lib/html.ts';

/**
 * The test gateway's payment page: plain HTML and one form, so it works without JavaScript and
 * a script can drive it as a person does. Texts come from the server's message bundles.
 */

function formatAmount(payment: TestGatewayPayment): string {
  try {
    return new Intl.NumberFormat(payment.language, { style: 'currency', currency: payment.currency }).format(
      payment.amountCents / 100,
    );
  } catch {
    return `${payment.currency} ${(payment.amountCents / 100).toFixed(2)}`;
  }
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1d2433}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dt{font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.5rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:1px solid #1d2433;background:#fff;cursor:pointer}
button[value=approve]{background:#1d6b3a;border-color:#1d6b3a;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #2f6fde;outline-offset:2px}`;

export function renderTestGatewayPage(payment: TestGatewayPayment, actionPath: string): string {
  const messages = bundleFor(payment.language);
  const t = (key: string) => escapeHtml(messages[key] ?? key);
  const open = payment.status === 'OPEN';
  const body = open
    ? `<p>${t('test-gateway.explanation')}</p>
<form method="post" action="${escapeHtml(actionPath)}">
<div class="actions">
<button type="submit" name="decision" value="approve">${t('test-gateway.approve')}</button>
<button type="submit" name="decision" value="decline">${t('test-gateway.decline')}</button>
<button type="submit" name="decision" value="later">${t('test-gateway.approve-later')}</button>
</div>
</form>`
    : `<p role="status">${t('test-gateway.decided')}</p>
<p><a href="${escapeHtml(payment.returnUrl)}">${t('test-gateway.back')}</a></p>`;
  return `<!doctype html>
<html lang="${escapeHtml(payment.language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('test-gateway.title')}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${t('test-gateway.title')}</h1>
<dl>
<dt>${t('test-gateway.amount')}</dt><dd>${escapeHtml(formatAmount(payment))}</dd>
</dl>
<p>${escapeHtml(payment.description)}</p>
${body}
</main>
</body>
</html>`;
}
