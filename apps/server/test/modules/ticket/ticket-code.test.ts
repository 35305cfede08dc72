import { describe, expect, it } from 'vitest';
import { checkInHash, matchesCheckInHash, normalizeName, ticketCode } from '../../../src/modules/ticket/ticket-code.ts';

// Expected values computed outside this code base with `openssl dgst -sha256 -hmac k3y -binary | base64`
// and `sha256sum`, so the test checks the format alf.io's check-in app reads, not our own arithmetic.
const base = {
  reservationId: 'res-1',
  ticketUuid: '11111111-2222-3333-4444-555555555555',
  fullName: null,
  caseInsensitive: false,
};

describe('ticket code', () => {
  it('is the internal uuid and the Base64 HMAC of reservation, uuid, holder and e-mail', () => {
    const code = ticketCode({ ...base, firstName: 'Zoë', lastName: 'Ångström', email: 'zoe@example.org' }, 'k3y');
    expect(code).toBe('11111111-2222-3333-4444-555555555555/ueSKJMYtXEbolbzVcqU0zKjiaVx9ejBihQngEsMhKT8=');
    expect(checkInHash(code)).toBe('cc8878d82b4a6b05a71f123e94babf88752cec058af3ef47873a23df31b3d407');
  });

  it('uses the stored full name when first and last name are not both there', () => {
    const split = ticketCode({ ...base, firstName: 'Zoë', lastName: 'Ångström', email: 'zoe@example.org' }, 'k3y');
    const single = ticketCode(
      { ...base, firstName: null, lastName: null, fullName: 'Zoë Ångström', email: 'zoe@example.org' },
      'k3y',
    );
    expect(single).toBe(split);
  });

  it('hashes a normalised name and a lower-cased e-mail for case-insensitive events', () => {
    const code = ticketCode(
      { ...base, firstName: 'Σ', lastName: 'Ηλίας', email: 'Ilias@Example.org', caseInsensitive: true },
      'k3y',
    );
    expect(code).toBe('11111111-2222-3333-4444-555555555555/yd/t71SCkBNmuhxjO7Kd39PjBVwG4fF9zigbK/o8mN4=');
    expect(normalizeName('Iİı')).toBe('ii̇i');
  });

  it('changes when the holder changes, which invalidates the old QR code', () => {
    const before = ticketCode({ ...base, firstName: 'Ana', lastName: 'Novák', email: 'ana@example.org' }, 'k3y');
    const after = ticketCode({ ...base, firstName: 'Ana', lastName: 'Nováková', email: 'ana@example.org' }, 'k3y');
    expect(after).not.toBe(before);
  });

  it('compares check-in codes whatever their case, and refuses others', () => {
    const hash = checkInHash('x/y');
    expect(matchesCheckInHash(hash, hash.toUpperCase())).toBe(true);
    expect(matchesCheckInHash(hash, hash.slice(1))).toBe(false);
    expect(matchesCheckInHash(hash, checkInHash('x/z'))).toBe(false);
  });
});
