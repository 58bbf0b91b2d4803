// Single sign-on contracts (ADR 41): an organization's identity provider settings, the proof of
// its e-mail domain, and the steps of signing in through the provider.
import { z } from 'zod';
import { currentPasswordSchema, linkTokenSchema, reauthFields } from './account.ts';
import { emailSchema } from './email.ts';
import { textSchema } from './text.ts';
import { codeSchema } from './two-factor.ts';

/** Where the identity provider sends people back (registered at the provider as a redirect URI). */
export const SSO_CALLBACK_PATH = '/sso/callback';
/** How long a sign-in may stay at the provider, and a link waits for the account's password. */
export const SSO_SIGN_IN_TTL_MINUTES = 10;
export const DOMAIN_PROOF_TTL_HOURS = 24;

export const SSO_REQUIRED =
  'Your organization signs in with single sign-on: use "Sign in with SSO" with your work address.';
export const NO_SSO_FOR_DOMAIN = 'Single sign-on is not set up for this address. Sign in with your password.';
export const SSO_SIGN_IN_FAILED =
  'Single sign-on did not complete: the answer from your identity provider could not be trusted. Start again.';

export const SSO_ROLES = ['member', 'manager'] as const;

/** A DNS name of at least two labels, lower-cased. */
export const domainSchema = textSchema
  .trim()
  .toLowerCase()
  .min(3, 'Enter the domain, like example.com')
  .max(253, 'That domain is too long')
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, 'Enter the domain, like example.com');

const issuerSchema = textSchema
  .trim()
  .max(500, 'That address is too long')
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter the issuer URL, like https://login.example.com' }));

export const ssoSettingsBodySchema = z.strictObject({
  issuer: issuerSchema,
  client_id: textSchema.trim().min(1, 'Enter the client ID').max(300),
  /** Omitted: keep the stored secret (required the first time). */
  client_secret: textSchema.min(1, 'Enter the client secret').max(1000).optional(),
  domain: domainSchema,
  mandatory: z.boolean(),
  default_role: z.enum(SSO_ROLES),
  ...reauthFields,
});
export type SsoSettingsBody = z.infer<typeof ssoSettingsBodySchema>;

export const ssoSettingsSchema = z.object({
  configured: z.boolean(),
  issuer: z.string().nullable(),
  client_id: z.string().nullable(),
  /** '…' and the last four characters of the secret; the secret itself never leaves the server. */
  client_secret_hint: z.string().nullable(),
  domain: z.string().nullable(),
  domain_verified_at: z.string().nullable(),
  /** A verification link is waiting at this address. */
  verification_sent_to: z.string().nullable(),
  mandatory: z.boolean(),
  default_role: z.enum(SSO_ROLES),
  /** The redirect URI to register at the identity provider. */
  redirect_uri: z.string(),
  /** While the domain is unproven: the TXT record whose publication proves it. */
  dns_record: z.object({ name: z.string(), value: z.string() }).nullable(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

export const reauthOnlySsoBodySchema = z.strictObject({ ...reauthFields });

export const domainVerificationBodySchema = z.strictObject({ email: emailSchema, ...reauthFields });
export const domainProofBodySchema = z.strictObject({ token: linkTokenSchema });
export const domainProofSchema = z.object({ domain: z.string(), message: z.string() });

export const ssoStartBodySchema = z.strictObject({ email: emailSchema });
/** The provider's answer re-authenticated the signed-in session that asked (no new session). */
export const ssoReauthenticatedSchema = z.object({ reauthenticated: z.literal(true) });

/** Whether the account can confirm itself through its identity provider (it signs in by SSO). */
export const ssoReauthAvailableSchema = z.object({ available: z.boolean() });
export type SsoReauthAvailable = z.infer<typeof ssoReauthAvailableSchema>;

export const ssoStartSchema = z.object({ authorization_url: z.string() });

/** The query string the identity provider sent the browser back with, as it came. */
export const ssoCallbackBodySchema = z.strictObject({ query: textSchema.min(1).max(8000) });

/** An account with this address exists and is not linked: its password proves it is the same person. */
export const ssoLinkStepSchema = z.object({
  sso: z.literal('link'),
  challenge: z.string(),
  email: z.string(),
  /** The account has two-factor: its code is asked too. */
  two_factor: z.boolean(),
});
export type SsoLinkStep = z.infer<typeof ssoLinkStepSchema>;

export const ssoLinkBodySchema = z.strictObject({
  challenge: linkTokenSchema,
  password: currentPasswordSchema,
  code: codeSchema.optional(),
});

export const LINK_WRONG_PASSWORD = 'The password is not correct. Start "Sign in with SSO" again.';
export const LINK_WRONG_CODE = 'That code is not correct. Start "Sign in with SSO" again.';
