import { describe, expect, it } from 'vitest';
import { screensFor } from '../src/app/screens.ts';
import { errorMessage } from '../src/components/query-state.tsx';
import { fieldProblems } from '../src/features/organization/organization-rules.ts';
import { passwordFailure } from '../src/features/session/password-rules.ts';
import { isLastOwner, usersFailure } from '../src/features/users/users-rules.ts';
import { ApiError } from '../src/lib/api-client.ts';

const person = (userId: number, role: 'OWNER' | 'OPERATOR') => ({
  userId,
  email: `${userId}@example.org`,
  firstName: null,
  lastName: null,
  role,
});

describe('what each role sees', () => {
  it('offers an owner the orders, the people and the organization, check-in staff only their account', () => {
    expect(screensFor('OWNER')).toEqual(['events', 'orders', 'users', 'organization', 'account']);
    expect(screensFor('API_CLIENT')).not.toContain('users');
    expect(screensFor('API_CLIENT')).toContain('orders');
    for (const role of ['OPERATOR', 'SUPERVISOR', 'SPONSOR'] as const) expect(screensFor(role)).toEqual(['account']);
  });
});

describe('the organization’s people', () => {
  it('does not offer to demote or remove the last owner, and does once there is another', () => {
    expect(isLastOwner([person(1, 'OWNER'), person(2, 'OPERATOR')], 1)).toBe(true);
    expect(isLastOwner([person(1, 'OWNER'), person(2, 'OPERATOR')], 2)).toBe(false);
    expect(isLastOwner([person(1, 'OWNER'), person(2, 'OWNER')], 1)).toBe(false);
  });

  it('says why a change was refused, and falls back to the common words', () => {
    expect(usersFailure(new ApiError(400, { problem: 'last-owner' }))).toBe('users.last-owner');
    expect(usersFailure(new ApiError(400, { problem: 'already-member' }))).toBe('users.already-member');
    expect(usersFailure(new ApiError(403, null))).toBe('error.forbidden');
    expect(usersFailure(new ApiError(0, null))).toBe('error.offline');
    // An invitation used or a person removed meanwhile: said as gone, not as a fault to retry.
    expect(usersFailure(new ApiError(404, null))).toBe('error.not-found');
    expect(errorMessage(new ApiError(404, null))).toBe('error.not-found');
    expect(errorMessage(new ApiError(500, null))).toBe('error.server');
  });
});

describe('passwords and invitation links', () => {
  it('puts a refused password under its field and says why a link no longer works', () => {
    expect(passwordFailure(new ApiError(400, { problem: 'wrong-current-password' }))).toEqual({
      field: 'currentPassword',
      message: 'password.problem.wrong-current-password',
    });
    expect(passwordFailure(new ApiError(400, { problem: 'too-short' }))).toEqual({
      field: 'newPassword',
      message: 'password.problem.too-short',
    });
    expect(passwordFailure(new ApiError(410, { reason: 'used' }))).toEqual({ field: null, message: 'invitation.used' });
    expect(passwordFailure(new ApiError(410, { reason: 'expired' })).message).toBe('invitation.expired');
    expect(passwordFailure(new ApiError(404, null)).message).toBe('invitation.unknown');
  });

  it('says that a disabled account cannot accept a link, above the form rather than under the password', () => {
    expect(passwordFailure(new ApiError(403, { problem: 'account-disabled' }))).toEqual({
      field: null,
      message: 'invitation.account-disabled',
    });
  });
});

describe('the organization’s settings', () => {
  it('puts each of the server’s problems under its field', () => {
    expect(fieldProblems(new ApiError(400, { problems: ['slug-taken', 'name-required'] }))).toEqual([
      { field: 'slug', message: 'organization.problem.slug-taken' },
      { field: 'name', message: 'organization.problem.name-required' },
    ]);
    expect(fieldProblems(new ApiError(500, null))).toEqual([]);
  });
});
