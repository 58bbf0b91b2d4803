// The codes themselves: recovery codes' shape and strength, and which app codes match a secret
// at a moment (one step either side, nothing else).
import { describe, expect, it } from 'vitest';
import { totpCode } from '../../test/two-factor.ts';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { matchingStep, newTotpSecret } from './totp.ts';

describe('recovery codes', () => {
  it('are ten distinct codes of 24 characters without look-alikes (120 bits)', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{6}(-[0-9a-hjkmnp-tv-z]{6}){3}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
    expect(looksLikeRecoveryCode('123456')).toBe(false);
  });

  it('hash the same however they are typed', () => {
    const [code] = newRecoveryCodes();
    expect(hashRecoveryCode(` ${code!.toUpperCase().replaceAll('-', ' ')} `)).toBe(hashRecoveryCode(code!));
    expect(hashRecoveryCode(code!)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('authenticator codes', () => {
  const secret = newTotpSecret();
  const at = new Date('2026-11-25T12:00:10Z');
  const step = Math.floor(at.getTime() / 30_000);

  it('match the current step, and the one either side for drifting clocks', () => {
    expect(matchingStep(secret, totpCode(secret, at), at)).toBe(step);
    expect(matchingStep(secret, totpCode(secret, new Date(at.getTime() - 30_000)), at)).toBe(step - 1);
    expect(matchingStep(secret, totpCode(secret, new Date(at.getTime() + 30_000)), at)).toBe(step + 1);
  });

  it('refuse older codes, other secrets and anything but six digits', () => {
    expect(matchingStep(secret, totpCode(secret, new Date(at.getTime() - 90_000)), at)).toBeNull();
    expect(matchingStep(newTotpSecret(), totpCode(secret, at), at)).toBeNull();
    expect(matchingStep(secret, `${totpCode(secret, at)}0`, at)).toBeNull();
    expect(matchingStep('', totpCode(secret, at), at)).toBeNull();
  });
});
