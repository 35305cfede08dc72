import { describe, expect, test } from 'vitest';
import { billingStarted, profileBody, profileDefaults } from '../../../src/features/account/profile-form.ts';
import { signedInUser } from '../../support/fixtures.ts';
import { profileUser } from './account-fixtures.ts';

describe('the profile form', () => {
  test('an account without a profile starts blank, with no billing address begun', () => {
    const values = profileDefaults(signedInUser);
    expect(values).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      billingAddressLine1: '',
      additionalInfo: {},
    });
    expect(billingStarted(values)).toBe(false);
    expect(billingStarted(profileDefaults(profileUser))).toBe(true);
  });

  test('a private profile sends no company, VAT number or split payment, whatever was typed before', () => {
    const values = {
      ...profileDefaults(profileUser),
      addCompanyBillingDetails: false,
      billingAddressCompany: 'Analytical Engines Ltd',
      vatNr: 'CHE-123',
      skipVatNr: true,
      italyEInvoicingSplitPayment: true,
    };
    expect(profileBody(values)).toMatchObject({
      billingAddressCompany: '',
      vatNr: '',
      skipVatNr: false,
      italyEInvoicingSplitPayment: false,
      italyEInvoicingReferenceType: null,
    });
    expect(profileBody({ ...values, addCompanyBillingDetails: true })).toMatchObject({
      billingAddressCompany: 'Analytical Engines Ltd',
      vatNr: 'CHE-123',
    });
  });
});
