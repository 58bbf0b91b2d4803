// Which new passwords are accepted — the same rule in the registration form and on the server.
// Common passwords come from zxcvbn-ts's maintained list (leaked-password corpora, by
// frequency); only entries long enough to pass the length rule matter, compared lower-case.
import { dictionary } from '@zxcvbn-ts/language-common';
import { textSchema } from './text.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  blank: 'Password cannot be only spaces',
  common: 'This password is too common: choose one that is harder to guess',
  context: 'This password is only words about Boardwise and boards: choose one that is harder to guess',
} as const;

/**
 * Words an attacker guessing a Boardwise password tries first: the product's name and a board's
 * vocabulary. A password made of nothing but these (whatever digits, symbols, spaces or case
 * surround them, e.g. "Boardwise2026!" or "board meeting 1") is refused.
 */
export const CONTEXT_WORDS = [
  'boardwise',
  'board',
  'boards',
  'boardroom',
  'director',
  'directors',
  'chair',
  'chairman',
  'chairperson',
  'minutes',
  'meeting',
  'meetings',
  'resolution',
  'governance',
  'password',
] as const;
const ONLY_CONTEXT_WORDS = new RegExp(
  `^(?:${[...CONTEXT_WORDS].sort((a, b) => b.length - a.length).join('|')})+$`,
);

function isContextPassword(password: string): boolean {
  const letters = password.toLowerCase().replace(/[^a-z]/g, '');
  return letters.length > 0 && ONLY_CONTEXT_WORDS.test(letters);
}

let commonPasswords: Set<string> | undefined;
/** Built on first use: the list is ~50,000 entries, most shorter than the minimum. */
function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** A new password (registration): long enough, not only whitespace, not a common one. */
export const passwordSchema = textSchema
  .min(PASSWORD_MIN_LENGTH, PASSWORD_MESSAGES.tooShort)
  .max(PASSWORD_MAX_LENGTH, PASSWORD_MESSAGES.tooLong)
  .refine((password) => password.trim().length > 0, PASSWORD_MESSAGES.blank)
  .refine((password) => !isCommonPassword(password), PASSWORD_MESSAGES.common)
  .refine(
    (password) => isCommonPassword(password) || !isContextPassword(password),
    PASSWORD_MESSAGES.context,
  );
