import {
  acceptTerms,
  continueToOverview,
  englishBundle,
  fillContact,
  message,
  reservationStep,
  reserveTickets,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

const event = 'alpine-devops-day';
/** The server's default: three re-sent confirmations per reservation within ten minutes. */
const RESENDS_ALLOWED = 3;

test('a buyer who re-sends the confirmation e-mail too often is told when to try again', async ({
  page,
  visit,
  request,
}) => {
  const en = await englishBundle(request);
  await reserveTickets(page, visit, en, event, 'On site');
  await fillContact(page, en);
  await continueToOverview(page, en, 'event', event);
  await page.getByRole('radio', { name: en['reservation-page.on-site']!, exact: true }).check();
  await acceptTerms(page, en);
  await page.getByRole('button', { name: en['common.confirm'], exact: true }).click();
  await expect(page).toHaveURL(reservationStep('event', event, 'success'));

  const resend = page.getByRole('button', { name: en['reservation-page-complete.resend-reservation-email'] });
  const resendAnswered = async () => {
    const answer = page.waitForResponse((response) => response.url().includes('/re-send-email'));
    await resend.click();
    const status = (await answer).status();
    await expect(resend).not.toHaveAttribute('aria-disabled', 'true');
    return status;
  };
  for (let i = 0; i < RESENDS_ALLOWED; i++) expect(await resendAnswered()).toBe(200);
  expect(await resendAnswered()).toBe(429);

  const [before, after] = en['shop.error.too-many-requests']!.split('{{0}}') as [string, string];
  const refusal = page.getByRole('alert').filter({ hasText: before });
  await expect(refusal).toBeVisible();
  const seconds = Number((await refusal.textContent())!.slice(before.length, -after.length));
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(600);
  await expect(refusal).toHaveText(message(en, 'shop.error.too-many-requests', seconds));
  await expect(page.getByRole('region', { name: en['shop.toasts.label'] })).not.toContainText(
    en['shop.error.generic']!,
  );
  await expectAccessible(page);
});
