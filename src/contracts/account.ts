// Account security contracts: password reset, e-mail verification and change, re-authentication
// and the list of one's sign-in sessions. Shared by the routes, the OpenAPI document and the forms.
import { z } from 'zod';
import { emailSchema } from './email.ts';
import { passwordSchema } from './password-policy.ts';
import { textSchema } from './text.ts';

/** A reset link works once, for this long. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
/** A link proving an address works once, for this long. */
export const EMAIL_VERIFICATION_TTL_HOURS = 24;
/** A password given this recently lets a session make sensitive changes without asking again. */
export const REAUTH_WINDOW_MINUTES = 10;

/** What the request answers, whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED =
  'If an account uses this address, a link to choose a new password is on its way. It works once, for 30 minutes.';

/** A password typed to confirm it is the owner; checked against the stored hash, never a policy. */
export const currentPasswordSchema = textSchema.min(1, 'Password is required').max(256);

/** A token from a link: base64url, bounded so nothing long reaches a hash. */
export const linkTokenSchema = textSchema
  .trim()
  .min(1, 'The link is incomplete')
  .max(100, 'The link is not valid')
  .regex(/^[A-Za-z0-9_-]+$/, 'The link is not valid');

export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

export const passwordResetConfirmSchema = z.strictObject({
  token: linkTokenSchema,
  password: passwordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

export const verifyEmailBodySchema = z.strictObject({ token: linkTokenSchema });

export const verifiedEmailSchema = z.object({ email: z.string(), message: z.string() });
export type VerifiedEmail = z.infer<typeof verifiedEmailSchema>;

/**
 * Sensitive changes carry the current password, unless the session gave it within the
 * re-authentication window (then it may be left out).
 */
export const reauthFields = { current_password: currentPasswordSchema.optional() };

export const emailChangeBodySchema = z.strictObject({ email: emailSchema, ...reauthFields });
export type EmailChangeBody = z.infer<typeof emailChangeBodySchema>;

export const passwordChangeBodySchema = z.strictObject({ new_password: passwordSchema, ...reauthFields });
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>;

export const reauthBodySchema = z.strictObject({ password: currentPasswordSchema });

export const endOtherSessionsBodySchema = z.strictObject({ ...reauthFields });

export const reauthStatusSchema = z.object({
  /** Until when sensitive changes need no password; null: the password is needed now. */
  recent_until: z.string().nullable(),
});
export type ReauthStatus = z.infer<typeof reauthStatusSchema>;

export const authSessionSchema = z.object({
  id: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
  last_seen_at: z.string().nullable(),
  expires_at: z.string(),
  current: z.boolean(),
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

/** Refusals a client recognises to ask for the password and try again. */
export const REAUTH_REQUIRED = 'Confirm your password to make this change';

/** An administrator removed a member's lost second factor (authenticator, recovery codes, passkeys). */
export const factorsResetSchema = z.object({
  totp_removed: z.boolean(),
  passkeys_removed: z.number().int(),
  sessions_ended: z.number().int(),
});
export type FactorsReset = z.infer<typeof factorsResetSchema>;
export const factorsResetBodySchema = z.strictObject({ ...reauthFields });

/** Deleting one's account: the password again (unless recent) and one's address typed to confirm. */
export const deleteAccountBodySchema = z.strictObject({
  confirmation: z.string().max(320),
  ...reauthFields,
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
export const exportAccountBodySchema = z.strictObject({ ...reauthFields });

/** How long a zip export stays downloadable once made. */
export const EXPORT_KEPT_DAYS = 7;
/** One export of one's data (zip of JSON and Markdown), made in the background. */
export const accountExportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready', 'failed', 'expired']),
  requested_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  size_bytes: z.number().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
export const accountExportListSchema = z.object({ exports: z.array(accountExportSchema) });
export const exportLinkQuerySchema = z.object({ token: z.string().min(20).max(100) });
