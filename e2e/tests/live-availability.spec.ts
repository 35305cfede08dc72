import { LAST_TICKET_CATEGORY, LAST_TICKET_EVENT } from '../journey-settings.ts';
import { englishBundle, message, otherBuyer } from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

test.describe('live availability', () => {
  test('a buyer with the event page open sees another buyer take the last ticket of a category, told politely, the quantities chosen elsewhere kept, and sees it back on sale once released', async ({
    page,
    visit,
    request,
  }) => {
    const en = await englishBundle(request);
    await visit(`/event/${LAST_TICKET_EVENT}`);
    const lastTicketCard = page.locator('li.card', {
      has: page.getByRole('heading', { level: 3, name: LAST_TICKET_CATEGORY }),
    });
    const lastTicketQuantity = page.getByRole('combobox', {
      name: message(en, 'shop.event-page.quantity-for', LAST_TICKET_CATEGORY),
    });
    const general = page.getByRole('combobox', {
      name: message(en, 'shop.event-page.quantity-for', 'General admission'),
    });
    await expect(lastTicketQuantity).toBeVisible();
    await general.selectOption('2');
    await general.focus();
    await expect(general).toBeFocused();

    const other = await otherBuyer(request);
    const reservationId = await other.reserve(LAST_TICKET_EVENT, LAST_TICKET_CATEGORY);
    try {
      await expect(lastTicketCard.getByText(en['show-event.all-tickets-reserved']!, { exact: true })).toBeVisible();
      await expect(lastTicketQuantity).toHaveCount(0);
      await expect(
        page.getByRole('status').filter({
          hasText: message(en, 'shop.event-page.category-all-reserved', LAST_TICKET_CATEGORY),
        }),
      ).toHaveCount(1);
      await expect(general).toHaveValue('2');
      await expect(general).toBeFocused();
      await expectAccessible(page);
    } finally {
      await other.release(reservationId);
    }
    await expect(lastTicketQuantity).toBeVisible();
    await expect(general).toHaveValue('2');
  });
});
