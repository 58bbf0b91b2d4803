// Two-factor authentication contracts: the account's authenticator app and recovery codes, the
// second step of signing in, and an organization requiring two-factor of its members.
import { z } from 'zod';
import { reauthFields } from './account.ts';
import { textSchema } from './text.ts';

/** Recovery codes given at enrolment and on regeneration; each works once. */
export const RECOVERY_CODE_COUNT = 10;
/** Wrong codes (app or recovery) an account may send before it must wait. */
export const WRONG_CODE_LIMIT = 10;
export const WRONG_CODE_WINDOW_MINUTES = 15;
/** How long the second step of a sign-in may wait after the password was right. */
export const CHALLENGE_TTL_MINUTES = 10;

/** A code typed or pasted: six digits from the app, or a recovery code (spaces and dashes ignored). */
export const codeSchema = textSchema
  .trim()
  .min(1, 'Enter the code')
  .max(40, 'That is not a code')
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .refine((value) => /^[0-9a-z]{6,32}$/.test(value), 'That is not a code');

/** The token of a sign-in waiting for its second step: base64url, bounded. */
export const challengeTokenSchema = textSchema
  .trim()
  .min(1, 'The sign-in expired: sign in again')
  .max(100, 'The sign-in expired: sign in again')
  .regex(/^[A-Za-z0-9_-]+$/, 'The sign-in expired: sign in again');

/** What the password step answers when a second step is needed instead of a token. */
export const secondStepSchema = z.object({
  /** `verify`: send a code; `enrol`: an organization requires two-factor and the account has none. */
  two_factor: z.enum(['verify', 'enrol']),
  challenge: z.string(),
  expires_at: z.string(),
  /** Organizations requiring two-factor (for `enrol`, to say who asks). */
  required_by: z.array(z.string()),
  /** Whether one of the account's passkeys may answer (`verify`) instead of a code. */
  passkey: z.boolean(),
  /**
   * Whether an authenticator app (or a recovery code) may answer `verify`. False when an
   * organization's requirement is met by the account's passkeys alone: the passkey answers.
   */
  app: z.boolean(),
});
export type SecondStep = z.infer<typeof secondStepSchema>;

export const secondStepBodySchema = z.strictObject({ challenge: challengeTokenSchema, code: codeSchema });
export const enrolChallengeBodySchema = z.strictObject({ challenge: challengeTokenSchema });

/** A new authenticator app to scan: the QR code as an SVG data URL, and the key to type instead. */
export const totpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_data_url: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** Enrolment finished at sign-in: the session's token, and the recovery codes shown once. */
export const enrolledSignInSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  recovery_codes: z.array(z.string()),
});
export type EnrolledSignIn = z.infer<typeof enrolledSignInSchema>;

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  /** Names of the caller's organizations that require two-factor (it cannot be turned off then). */
  required_by: z.array(z.string()),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const reauthCodeBodySchema = z.strictObject({ code: codeSchema });
export const reauthOnlyBodySchema = z.strictObject({ ...reauthFields });
export const confirmTotpBodySchema = z.strictObject({ code: codeSchema, ...reauthFields });

export const organizationTwoFactorSchema = z.object({
  required: z.boolean(),
  /** Members without two-factor: walked through enrolment at their next sign-in. */
  members_without: z.number().int(),
});
export type OrganizationTwoFactor = z.infer<typeof organizationTwoFactorSchema>;
export const organizationTwoFactorBodySchema = z.strictObject({ required: z.boolean() });

export const TOO_MANY_CODES = `Too many wrong codes. Wait ${WRONG_CODE_WINDOW_MINUTES} minutes, then try again.`;
export const WRONG_CODE = 'That code is not correct (or was already used)';
export const CHALLENGE_EXPIRED = 'The sign-in expired: sign in again';
