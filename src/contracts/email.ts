// An e-mail address as typed into a form: kept apart so screens that only need it (seat
// assignment) do not load the account contracts and their common-password list.
import { z } from 'zod';
import { textSchema } from './text.ts';

export const emailSchema = textSchema.trim().min(1, 'Email is required').pipe(z.email('Enter a valid email'));

/**
 * Why board mail no longer goes to an address: the mail service reported a permanent bounce
 * (its reason, and when). It lasts until the person confirms the address again or changes it.
 */
export const emailBounceSchema = z.object({ at: z.string(), reason: z.string() });
export type EmailBounce = z.infer<typeof emailBounceSchema>;
