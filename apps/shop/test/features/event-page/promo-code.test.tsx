import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { apiPath, server } from '../../support/msw-server.ts';
import { category, discountCode, fullEvent, items, validated } from './fixtures.ts';
import { renderEventPage } from './render-event-page.tsx';

const withDiscount = items({ ticketCategories: [category({ hasDiscount: true, formattedDiscountedPrice: '261.00' })] });
const codeNotFound = { fieldName: 'promoCode', code: 'error.STEP_1_CODE_NOT_FOUND' };

function validateCodeAnswers() {
  const asked: string[] = [];
  server.use(
    http.get(apiPath('validateCode'), ({ request }) => {
      const code = new URL(request.url).searchParams.get('code') ?? '';
      asked.push(code);
      return code === 'SUMMIT10'
        ? HttpResponse.json(validated(discountCode))
        : HttpResponse.json(validated({ code, type: null, discountType: null, discountAmount: null }, [codeNotFound]), {
            status: 422,
          });
    }),
  );
  return asked;
}

async function openCodeEntry(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Enter your promo code' }));
  return screen.getByRole('textbox', { name: 'Enter your promo code' });
}

describe('promo codes', () => {
  test('a valid code reloads the categories with it and shows what it gives', async () => {
    const asked = validateCodeAnswers();
    const { user, categoryCalls } = await renderEventPage('/event/demo', { itemsByCode: { SUMMIT10: withDiscount } });

    const input = await openCodeEntry(user);
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    await user.type(input, 'summit10');
    expect((input as HTMLInputElement).value).toBe('SUMMIT10');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('CHF 261.00')).toBeTruthy();
    expect(asked).toEqual(['SUMMIT10']);
    expect(categoryCalls.at(-1)).toBe('SUMMIT10');
    expect(screen.getByText('Applied promo code:', { exact: false }).textContent).toContain('SUMMIT10');
    expect(screen.getByText('Discount of 10%')).toBeTruthy();
  });

  test('a refused code is cleared, its error shown under the field, and the categories reload without it', async () => {
    validateCodeAnswers();
    const { user, categoryCalls } = await renderEventPage();
    const before = categoryCalls.length;

    const input = await openCodeEntry(user);
    await user.type(input, 'nope{Enter}');

    await screen.findByText('This code is not valid.');
    expect((input as HTMLInputElement).value).toBe('');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('This code is not valid.').id);
    expect(document.activeElement).toBe(input);
    await waitFor(() => expect(categoryCalls.length).toBeGreaterThan(before));
    expect(categoryCalls.at(-1)).toBeNull();
  });

  test('removing a code reloads without it and returns focus to the code entry', async () => {
    validateCodeAnswers();
    const { user, categoryCalls } = await renderEventPage('/event/demo', { itemsByCode: { SUMMIT10: withDiscount } });
    await user.type(await openCodeEntry(user), 'SUMMIT10{Enter}');
    await screen.findByText('CHF 261.00');

    await user.click(screen.getByRole('button', { name: 'Remove code SUMMIT10' }));

    expect(await screen.findByText('CHF 290.00')).toBeTruthy();
    expect(categoryCalls.at(-1)).toBeNull();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Enter your promo code' })),
    );
  });

  test('a code in the address is applied on arrival, before any categories are loaded', async () => {
    const asked = validateCodeAnswers();
    const { categoryCalls } = await renderEventPage('/event/demo?code=SUMMIT10', {
      itemsByCode: { SUMMIT10: withDiscount },
    });

    expect(await screen.findByText('CHF 261.00')).toBeTruthy();
    expect(asked).toEqual(['SUMMIT10']);
    expect(categoryCalls).toEqual(['SUMMIT10']);
  });

  test('partner wording when the event uses partner codes', async () => {
    await renderEventPage('/event/demo', {
      event: fullEvent({ promotionsConfiguration: { hasAccessPromotions: true, usePartnerCode: true } }),
    });
    expect(screen.getByRole('button', { name: 'Enter your partner code' })).toBeTruthy();
  });

  test('no code entry when the event has no codes to offer', async () => {
    await renderEventPage('/event/demo', {
      event: fullEvent({ promotionsConfiguration: { hasAccessPromotions: false, usePartnerCode: false } }),
    });
    expect(screen.queryByRole('button', { name: /Enter your/ })).toBeNull();
  });

  test('error codes in the address are shown as translated global errors', async () => {
    await renderEventPage('/event/demo?errors=error.STEP_1_CODE_NOT_FOUND,error.STEP_1_NOT_ENOUGH_TICKETS');

    const alert = screen
      .getAllByRole('alert')
      .find((element) => element.textContent?.includes('This code is not valid.'));
    expect(alert?.textContent).toContain('Not enough tickets left.');
  });
});
