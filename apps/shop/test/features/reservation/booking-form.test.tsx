import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { latestBirthDate } from '../../../src/features/reservation/booking/additional-field-rules.ts';
import { bookingPathOf, firstTicket, refused, secondTicket } from './booking-fixtures.ts';
import { card, fillAttendee, fillContact, renderBooking } from './booking-render.tsx';

describe('the booking form', () => {
  test('shows the stepper at step 2, the countdown and one card per ticket under its category', async () => {
    await renderBooking();

    expect(screen.getByRole('heading', { level: 1, name: 'Your reservation – Demo Conference' })).toBeTruthy();
    const steps = within(screen.getByRole('navigation', { name: 'Steps of your order' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'completedSelection',
      '2Details',
      'Payment',
      '4Confirmation',
    ]);
    expect(steps[1]?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText(/Please complete your reservation within/).textContent).toMatch(/within (19|20) minutes/);
    expect(screen.getByRole('heading', { level: 3, name: 'Standard' })).toBeTruthy();
    expect(
      screen
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-labelledby') && article.querySelector('h4')?.textContent),
    ).toEqual(['Ticket #1', 'Ticket #2']);
  });

  test('renders every kind of attendee field, required ones marked', async () => {
    await renderBooking();
    const inCard = card(1);

    expect(inCard.getByRole('textbox', { name: 'Name on badge' }).getAttribute('aria-required')).toBe('true');
    expect(inCard.getByRole('textbox', { name: 'Mobile number' }).getAttribute('type')).toBe('tel');
    expect(inCard.getByRole('textbox', { name: 'Employer VAT' })).toBeTruthy();
    expect(inCard.getByRole('textbox', { name: 'Notes' }).tagName).toBe('TEXTAREA');
    const birthDate = inCard.getByLabelText(/^Date of birth/);
    expect(birthDate.getAttribute('type')).toBe('date');
    expect(birthDate.getAttribute('max')).toBe(latestBirthDate(new Date()));
    const residence = inCard.getByRole('combobox', { name: 'Country of residence' });
    expect(
      within(residence)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a country', 'Switzerland', 'Italy']);
    const tshirt = inCard.getByRole('combobox', { name: 'T-shirt size' });
    expect(
      within(tshirt)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please choose', 'Small', 'Medium', 'Large']);
    expect(inCard.getByRole('group', { name: 'Lunch (required)' })).toBeTruthy();
    expect(inCard.getAllByRole('radio').map((radio) => radio.closest('div')?.textContent)).toEqual([
      'Vegetarian',
      'No preference',
    ]);
    expect(inCard.getByRole('group', { name: 'Workshops' })).toBeTruthy();
    expect(inCard.getAllByRole('checkbox').map((box) => box.closest('div')?.textContent)).toEqual([
      'Green software',
      'Secure supply chains',
      'Accessible interfaces',
    ]);
    // The field configured before the standard ones comes first.
    const inputs = [
      ...screen.getByRole('article', { name: 'Ticket #1' }).querySelectorAll('input, select, textarea'),
    ].map((element) => element.getAttribute('name'));
    expect(inputs.indexOf(`tickets.${firstTicket}.additional.badge.0`)).toBeLessThan(
      inputs.indexOf(`tickets.${firstTicket}.firstName`),
    );
    // Two languages: the attendee's language can be chosen.
    expect(inCard.getByRole('combobox', { name: 'Preferred language' })).toBeTruthy();
  });

  test('sends the booking in the shape of the contract and goes to the overview, keeping the query', async () => {
    const { user, sent, location, navigationType } = await renderBooking({ search: '?lang=en' });
    await fillContact(user);
    await fillAttendee(user, 1, { first: 'Ada', last: 'Lovelace', email: 'ada@example.org' });
    await fillAttendee(user, 2, { first: 'Charles', last: 'Babbage', email: 'charles@example.org' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location().pathname).toBe(bookingPathOf('overview')));
    expect(location().search).toBe('?lang=en');
    expect(navigationType()).toBe('PUSH');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query.get('lang')).toBe('en');
    expect(sent[0]?.query.get('ignoreWarnings')).toBe('false');
    const body = sent[0]?.body as { tickets: Record<string, unknown> };
    expect(body).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.org',
      invoiceRequested: false,
      postponeAssignment: false,
      subscriptionOwner: null,
      additionalServices: {},
    });
    expect(body.tickets[secondTicket]).toEqual({
      firstName: 'Charles',
      lastName: 'Babbage',
      email: 'charles@example.org',
      userLanguage: 'en',
      additional: {
        badge: ['Charles'],
        phone: ['+41 79 000 00 00'],
        employerVat: ['DE123456789'],
        notes: ['Front row'],
        birthDate: ['1990-04-01'],
        residence: ['IT'],
        tshirt: ['m'],
        lunch: ['veg'],
        workshops: ['green', null, 'a11y'],
      },
    });
  }, 30_000);

  test('checks the form first: nothing is sent while required fields are empty, the first is focused', async () => {
    const { user, sent } = await renderBooking();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const contact = within(screen.getByRole('region', { name: 'Your details' }));
    const firstName = contact.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(document.activeElement).toBe(firstName));
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    expect(contact.getAllByText('Please enter a first name.')).toHaveLength(1);
    expect(card(1).getByRole('combobox', { name: 'T-shirt size' }).getAttribute('aria-invalid')).toBe('true');
    expect(card(1).getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(sent).toHaveLength(0);
  });

  test("a server error on a ticket's additional field shows under that field and takes the focus; the rest shows on top", async () => {
    const { user, location } = await renderBooking({
      answer: () =>
        refused([
          {
            fieldName: `tickets[${secondTicket}].additional[badge][0]`,
            code: 'error.tooShort',
            arguments: { '0': '3' },
          },
          { fieldName: 'contactAndTicketsForm', code: 'error.STEP_2_MISSING_ATTENDEE_DATA' },
        ]),
    });
    await fillContact(user);
    await fillAttendee(user, 1, { first: 'Ada', last: 'Lovelace', email: 'ada@example.org' });
    await fillAttendee(user, 2, { first: 'Ch', last: 'Babbage', email: 'charles@example.org' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const badge = card(2).getByRole('textbox', { name: 'Name on badge' });
    await waitFor(() => expect(document.activeElement).toBe(badge));
    expect(badge.getAttribute('aria-invalid')).toBe('true');
    const description = document.getElementById(badge.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Please enter at least 3 characters.');
    expect(screen.getByRole('alert').textContent).toContain('Please fill in the details of every attendee.');
    expect(card(2).getByRole('textbox', { name: 'Email' })).toHaveProperty('value', 'charles@example.org');
    expect(location().pathname).toBe(bookingPathOf('book'));
  }, 30_000);
});
