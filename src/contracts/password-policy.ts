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
} as const;

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
  .refine((password) => !isCommonPassword(password), PASSWORD_MESSAGES.common);
