import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { apiPath, server } from '../../support/msw-server.ts';
import { renderApp } from '../../support/render-app.tsx';
import { profileUser, serveAccount } from './account-fixtures.ts';

afterEach(() => vi.restoreAllMocks());

/** The profile page, recording every update the server receives. */
async function renderProfile(answer: () => Response = () => saved()) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post(apiPath('updateMe'), async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answer();
    }),
  );
  const view = renderApp('/my-profile');
  await screen.findByRole('heading', { level: 1, name: 'My profile' });
  await screen.findByRole('heading', { level: 2, name: 'Billing details' });
  return { ...view, sent };
}

const saved = () =>
  HttpResponse.json({ success: true, errorCount: 0, validationErrors: [], warnings: [], value: profileUser });

const refused = (validationErrors: { fieldName: string; code: string }[]) =>
  HttpResponse.json(
    {
      success: false,
      errorCount: validationErrors.length,
      validationErrors: validationErrors.map((error) => ({ ...error, arguments: null })),
      warnings: [],
      value: null,
    },
    { status: 422 },
  );

const field = (name: string) => screen.getByRole('textbox', { name });

describe('my profile', () => {
  test('shows the account as the server knows it, the e-mail read-only, and saves what was changed', async () => {
    serveAccount();
    const { user, sent } = await renderProfile();

    expect(field('First name')).toHaveProperty('value', 'Ada');
    expect(field('Email')).toHaveProperty('readOnly', true);
    expect(field('Address')).toHaveProperty('value', 'Bahnhofstrasse 1');
    expect(field('Phone number')).toHaveProperty('value', '+41 44 000 00 00');
    await user.clear(field('Phone number'));
    await user.type(field('Phone number'), '+41 79 111 11 11');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await notifications.findByText('Your profile has been saved.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      billingAddressLine1: 'Bahnhofstrasse 1',
      vatCountryCode: 'CH',
      additionalInfo: { phone: '+41 79 111 11 11' },
    });
    expect(sent[0]).not.toHaveProperty('email');
  });

  test('the booking step’s rules apply: a missing first name or a half billing address is not sent', async () => {
    serveAccount();
    const { user, sent } = await renderProfile();

    await user.clear(field('First name'));
    await user.clear(field('City'));
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Please enter a first name.')).toBeTruthy();
    expect(field('City').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This field is required.').id).toBe(field('City').getAttribute('aria-describedby'));
    expect(document.activeElement).toBe(field('First name'));
    expect(sent).toHaveLength(0);
  });

  test('the server’s refusals land under their fields, the rest at the top', async () => {
    serveAccount();
    const { user } = await renderProfile(() =>
      refused([
        { fieldName: 'billingAddressZip', code: 'error.emptyField' },
        { fieldName: 'additionalInfo[phone]', code: 'error.STEP_2_INVALID_VAT' },
        { fieldName: 'profile', code: 'shop.error.generic' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(field('Postal code').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Phone number').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This VAT number is not valid.').id).toBe(
      field('Phone number').getAttribute('aria-describedby'),
    );
    expect(within(screen.getByRole('alert')).getByText('Something went wrong.')).toBeTruthy();
    expect(screen.queryByText('Your profile has been saved.')).toBeNull();
  });
});

describe('deleting the profile', () => {
  test('needs the buyer to tick that they understand; going back deletes nothing', async () => {
    serveAccount();
    let deletions = 0;
    server.use(
      http.delete(apiPath('deleteMe'), () => (deletions++, HttpResponse.json({ targetUrl: '/', empty: false }))),
    );
    const { user } = await renderProfile();

    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete profile' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete profile' });
    expect(confirm).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletions).toBe(0);
  });

  test('once confirmed, the next page is told and the identity provider’s logout follows', async () => {
    serveAccount();
    server.use(
      http.delete(apiPath('deleteMe'), () =>
        HttpResponse.json({ targetUrl: 'https://id.example/logout?redirect_uri=x', empty: false }),
      ),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user } = await renderProfile();

    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete profile' });
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete profile' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example/logout?redirect_uri=x'));
    expect(window.sessionStorage.getItem('alfio.delete-account.confirmation')).toBe('y');
  });

  test('when the server refuses, the failure is logged, the buyer stays signed in on the page and is told', async () => {
    serveAccount();
    server.use(http.delete(apiPath('deleteMe'), () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { user, location } = await renderProfile();

    await user.click(screen.getByRole('button', { name: 'Delete profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete profile' });
    await user.click(within(dialog).getByRole('checkbox', { name: /I understand/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete profile' }));

    const notifications = within(screen.getByRole('region', { name: 'Notifications' }));
    expect(await notifications.findByText('Something went wrong.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('The account could not be deleted', expect.anything());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(assign).not.toHaveBeenCalled();
    expect(location().pathname).toBe('/my-profile');
    expect(window.sessionStorage.getItem('alfio.delete-account.confirmation')).toBeNull();
  });

  test('is not offered for an account that is not a buyer’s', async () => {
    serveAccount({ ...profileUser, external: false });
    await renderProfile();

    expect(screen.queryByRole('button', { name: 'Delete profile' })).toBeNull();
  });
});
