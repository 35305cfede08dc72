import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { validateWaitingList, type WaitingListValues } from '../../../src/features/waiting-list/validation.ts';
import { english } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { category, fullEvent, items, validated } from '../event-page/fixtures.ts';
import { renderEventPage } from '../event-page/render-event-page.tsx';

const soldOut = items({
  ticketCategories: [category({ saleableAndLimitNotReached: false, soldOutOrLimitReached: true })],
  waitingList: true,
  ticketCategoriesForWaitingList: [
    { id: 1, name: 'Table seat' },
    { id: 2, name: 'Standing' },
  ],
});

function subscriptions(answer: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(apiPath('subscribeWaitingList'), async ({ request }) => {
      bodies.push(await request.json());
      return answer();
    }),
  );
  return bodies;
}

describe('waiting-list validation', () => {
  const valid: WaitingListValues = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.org',
    userLanguage: 'en',
    selectedCategory: '',
    termAndConditionsAccepted: true,
    privacyPolicyAccepted: true,
  };

  test.each([
    ['a complete form', {}, {}],
    ['an empty first name', { firstName: ' ' }, { firstName: 'error.firstname' }],
    ['a last name over 255 characters', { lastName: 'x'.repeat(256) }, { lastName: 'error.tooLong' }],
    ['an e-mail without a domain', { email: 'ada@' }, { email: 'error.email' }],
    ['no language', { userLanguage: '' }, { userLanguage: 'error.userLanguage' }],
    [
      'terms not accepted',
      { termAndConditionsAccepted: false },
      { termAndConditionsAccepted: 'error.STEP_2_TERMS_CONDITIONS' },
    ],
    [
      'privacy not accepted',
      { privacyPolicyAccepted: false },
      { privacyPolicyAccepted: 'shop.event-page.waiting-list.privacy-required' },
    ],
  ] as const)('%s', (_name, overrides, expected) => {
    const errors = validateWaitingList({ ...valid, ...overrides }, { privacyRequired: true });
    expect(Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list?.[0]?.code]))).toEqual(
      expected,
    );
  });

  test('privacy acceptance is required only with a privacy policy', () => {
    expect(validateWaitingList({ ...valid, privacyPolicyAccepted: false }, { privacyRequired: false })).toEqual({});
  });
});

describe('the waiting-list form', () => {
  test('appears when the event is sold out, with the sold-out wording', async () => {
    await renderEventPage('/event/demo', { itemsByCode: { null: soldOut } });

    const form = await screen.findByRole('region', { name: 'This event is sold out' });
    expect(within(form).getByText('Join the waiting list.')).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Category' })).toBeTruthy();
    expect(within(form).getByRole('checkbox', { name: /privacy policy/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });

  test('before sales it is a pre-registration; one language is preset, one category needs no choice, no privacy box without a policy', async () => {
    await renderEventPage('/event/demo', {
      event: fullEvent({ contentLanguages: [english], privacyPolicyUrl: null }),
      itemsByCode: {
        null: { ...soldOut, preSales: true, ticketCategoriesForWaitingList: [{ id: 1, name: 'Table seat' }] },
      },
    });

    const form = await screen.findByRole('region', { name: 'Not on sale yet' });
    expect((within(form).getByRole('combobox', { name: 'Preferred language' }) as HTMLSelectElement).value).toBe('en');
    expect(within(form).queryByRole('combobox', { name: 'Category' })).toBeNull();
    expect(within(form).queryByRole('checkbox', { name: /privacy policy/ })).toBeNull();
  });

  test('checks the form before sending: errors under the fields, focus on the first', async () => {
    const bodies = subscriptions(() => HttpResponse.json(validated(true)));
    const { user } = await renderEventPage('/event/demo', { itemsByCode: { null: soldOut } });

    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));

    const firstName = screen.getByRole('textbox', { name: 'First name' });
    expect(document.activeElement).toBe(firstName);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter your first name.',
    );
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Please choose a language.')).toBeTruthy();
    expect(screen.getByText('Please accept the terms and conditions.')).toBeTruthy();
    expect(screen.getByText('Please accept the privacy policy.')).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  test('subscribes and says so', async () => {
    const bodies = subscriptions(() => HttpResponse.json(validated(true)));
    const { user } = await renderEventPage('/event/demo', { itemsByCode: { null: soldOut } });

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred language' }), 'de');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Standing');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));

    const done = await screen.findByText('You are on the waiting list.');
    expect(done.getAttribute('role')).toBe('status');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('You are on the waiting list.'));
    expect(bodies).toEqual([
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        userLanguage: 'de',
        selectedCategory: 2,
        termAndConditionsAccepted: true,
        privacyPolicyAccepted: true,
      },
    ]);
  });

  test('a refusal without errors shows the subscription error; field errors go under their fields', async () => {
    let answer = () => HttpResponse.json(validated(false));
    subscriptions(() => answer());
    const { user } = await renderEventPage('/event/demo', { itemsByCode: { null: soldOut } });
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lovelace');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ada@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Preferred language' }), 'en');
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(screen.getByRole('checkbox', { name: /privacy policy/ }));

    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText('We could not add you to the waiting list.')).toBeTruthy();

    answer = () => HttpResponse.json(validated(false, [{ fieldName: 'email', code: 'error.email' }]), { status: 422 });
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(email);
    expect(screen.getByText('We could not add you to the waiting list.')).toBeTruthy();
  });
});
