import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fullEvent } from '../event-page/fixtures.ts';
import { bookingReservation, firstTicket, invoicingEvent, ticket } from './booking-fixtures.ts';
import { fillContact, renderBooking } from './booking-render.tsx';

const oneTicket = () =>
  bookingReservation({
    ticketsByCategory: [
      {
        name: 'Standard',
        ticketAccessType: 'INHERIT',
        tickets: [
          ticket(firstTicket, {
            ticketFieldConfigurationBeforeStandard: [],
            ticketFieldConfigurationAfterStandard: [],
          }),
        ],
      },
    ],
  });
const invoice = () => within(screen.getByRole('region', { name: 'Billing details' }));

describe('the invoice form', () => {
  test('opens on request; a private invoice asks for the address only', async () => {
    const { user } = await renderBooking({ reservation: oneTicket(), event: invoicingEvent() });
    expect(screen.queryByRole('region', { name: 'Billing details' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'I need an invoice' }));

    expect(invoice().getByRole('radio', { name: 'A private individual' })).toHaveProperty('checked', true);
    expect(invoice().getByRole('textbox', { name: 'Address' }).getAttribute('aria-required')).toBe('true');
    expect(invoice().getByRole('textbox', { name: 'Postal code' }).getAttribute('maxlength')).toBe('50');
    expect(invoice().queryByRole('textbox', { name: 'Company name' })).toBeNull();
    expect(invoice().queryByRole('textbox', { name: 'VAT number' })).toBeNull();
    expect(
      within(invoice().getByRole('combobox', { name: 'Country' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a country', 'Switzerland (CH)', 'Italy (IT)']);
  });

  test('a business invoice from Italy with e-invoicing: fiscal code, delivery, split payment, and the body to match', async () => {
    const { user, sent } = await renderBooking({ reservation: oneTicket(), event: invoicingEvent() });
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'I need an invoice' }));
    await user.click(invoice().getByRole('radio', { name: 'A company' }));
    await user.type(invoice().getByRole('textbox', { name: 'Company name' }), 'Analytical Engines Srl');
    await user.type(invoice().getByRole('textbox', { name: 'Address' }), 'Via Roma 1');
    await user.type(invoice().getByRole('textbox', { name: 'Postal code' }), '20121');
    await user.type(invoice().getByRole('textbox', { name: 'City' }), 'Milano');
    await user.type(invoice().getByRole('textbox', { name: 'State / Province' }), 'MI');
    expect(invoice().queryByRole('textbox', { name: 'Fiscal code' })).toBeNull();
    await user.selectOptions(invoice().getByRole('combobox', { name: 'Country' }), 'IT');
    await user.type(invoice().getByRole('textbox', { name: 'VAT number' }), '01234567890');
    expect(invoice().getByRole('checkbox', { name: 'I don’t have a VAT number' })).toBeTruthy();
    await user.type(invoice().getByRole('textbox', { name: 'Fiscal code' }), 'rssmra80a01f205x');

    const delivery = invoice().getByRole('combobox', { name: 'Electronic invoice delivery' });
    await user.selectOptions(delivery, 'PEC');
    await user.type(invoice().getByRole('textbox', { name: 'PEC address' }), 'ae@pec.example.it');
    await user.selectOptions(delivery, 'ADDRESSEE_CODE');
    expect(invoice().queryByRole('textbox', { name: 'PEC address' })).toBeNull();
    const code = invoice().getByRole('textbox', { name: 'Recipient code (SDI)' });
    expect(code.getAttribute('maxlength')).toBe('7');
    await user.type(code, 'ABC1234');
    await user.click(invoice().getByRole('checkbox', { name: 'Split payment applies' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      invoiceRequested: true,
      addCompanyBillingDetails: true,
      billingAddressCompany: 'Analytical Engines Srl',
      billingAddressLine1: 'Via Roma 1',
      billingAddressZip: '20121',
      billingAddressCity: 'Milano',
      billingAddressState: 'MI',
      vatCountryCode: 'IT',
      vatNr: '01234567890',
      skipVatNr: false,
      italyEInvoicingFiscalCode: 'rssmra80a01f205x',
      italyEInvoicingReferenceType: 'ADDRESSEE_CODE',
      italyEInvoicingReferenceAddresseeCode: 'ABC1234',
      // Choosing the recipient code emptied the PEC typed before.
      italyEInvoicingReferencePEC: null,
      italyEInvoicingSplitPayment: true,
    });
  }, 30_000);

  test('switching back to a private invoice sends no company details', async () => {
    const { user, sent } = await renderBooking({
      reservation: oneTicket(),
      event: invoicingEvent({
        invoicingConfiguration: { ...invoicingEvent().invoicingConfiguration, enabledItalyEInvoicing: false },
      }),
    });
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: 'I need an invoice' }));
    await user.click(invoice().getByRole('radio', { name: 'A company' }));
    await user.type(invoice().getByRole('textbox', { name: 'Company name' }), 'ACME');
    await user.type(invoice().getByRole('textbox', { name: 'VAT number' }), 'CHE-1');
    await user.click(invoice().getByRole('radio', { name: 'A private individual' }));
    await user.type(invoice().getByRole('textbox', { name: 'Address' }), 'Seestrasse 1');
    await user.type(invoice().getByRole('textbox', { name: 'Postal code' }), '8002');
    await user.type(invoice().getByRole('textbox', { name: 'City' }), 'Zürich');
    await user.selectOptions(invoice().getByRole('combobox', { name: 'Country' }), 'CH');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({
      invoiceRequested: true,
      addCompanyBillingDetails: false,
      billingAddressCompany: null,
      vatNr: null,
      skipVatNr: false,
    });
  }, 20_000);

  test('outside Italy, e-invoicing asks for a tax id only', async () => {
    const { user } = await renderBooking({ reservation: oneTicket(), event: invoicingEvent() });
    await user.click(screen.getByRole('checkbox', { name: 'I need an invoice' }));
    await user.selectOptions(invoice().getByRole('combobox', { name: 'Country' }), 'CH');

    expect(invoice().getByRole('textbox', { name: 'Tax ID' })).toBeTruthy();
    expect(invoice().queryByRole('combobox', { name: 'Electronic invoice delivery' })).toBeNull();
  });

  test('only-invoice organizers show the form without the checkbox; a strictly required VAT number has no way out', async () => {
    const event = invoicingEvent();
    const { user } = await renderBooking({
      reservation: oneTicket(),
      event: invoicingEvent({
        invoicingConfiguration: {
          ...event.invoicingConfiguration,
          onlyInvoice: true,
          vatNumberStrictlyRequired: true,
          customerReferenceEnabled: true,
        },
      }),
    });
    expect(screen.queryByRole('checkbox', { name: 'I need an invoice' })).toBeNull();
    expect(invoice().queryByRole('textbox', { name: 'Your reference' })).toBeNull();
    await user.click(invoice().getByRole('radio', { name: 'A company' }));
    expect(invoice().queryByRole('checkbox', { name: 'I don’t have a VAT number' })).toBeNull();
    expect(invoice().getByRole('textbox', { name: 'VAT number' }).getAttribute('aria-required')).toBe('true');
    expect(invoice().getByRole('textbox', { name: 'Your reference' })).toBeTruthy();
  });

  test('no invoice where the organizer issues none', async () => {
    await renderBooking({ reservation: oneTicket(), event: fullEvent() });
    expect(screen.queryByRole('checkbox', { name: 'I need an invoice' })).toBeNull();
  });

  test('the overview asking for an invoice opens the form', async () => {
    await renderBooking({ reservation: oneTicket(), event: invoicingEvent(), search: '?requestInvoice=true' });
    expect(screen.getByRole('checkbox', { name: 'I need an invoice' })).toHaveProperty('checked', true);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Billing details' })),
    );
  });
});
