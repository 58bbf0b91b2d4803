// Recovery codes: ten random codes of 24 characters from Crockford's base32 alphabet (no I, L, O
// or U), 120 bits each. With at least 112 bits a plain SHA-256 may store them (OWASP ASVS
// 6.5.2), so a code is found by its hash in one indexed, conditional UPDATE — no slow hashing.
import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '../../../contracts/two-factor.ts';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 24;
const GROUP = 6;

const oneCode = () => Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** As shown to the user: `abcdef-ghjkmn-pqrstv-wxyz01`. */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    oneCode()
      .match(new RegExp(`.{${GROUP}}`, 'g'))!
      .join('-'),
  );

/** What is hashed and compared: no dashes or spaces, lower case (the code schema does this too). */
export const normalizeRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** Whether a typed code has the shape of a recovery code (the app's codes are six digits). */
export const looksLikeRecoveryCode = (code: string) => normalizeRecoveryCode(code).length === LENGTH;
