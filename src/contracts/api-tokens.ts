// Personal API tokens: a user's own credential for scripts and integrations. Shared by the
// routes, the OpenAPI document and the settings form.
import { z } from 'zod';
import { reauthFields } from './account.ts';
import { textSchema } from './text.ts';

/**
 * What a token may do, each including the one before: `read` is GET requests; `ask` adds
 * starting sessions and asking follow-up questions; `manage` is everything its user may do
 * except account security (tokens, password, address, factors, sessions).
 */
export const API_TOKEN_SCOPES = ['read', 'ask', 'manage'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Lifetimes one may choose, in days. Bounded on purpose: a forgotten token dies by itself. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;
export type ApiTokenExpiryDays = (typeof API_TOKEN_EXPIRY_DAYS)[number];

/** Every token starts with this, so secret scanners (and people) recognise a leaked one. */
export const API_TOKEN_PREFIX = 'bw_';
/** How many characters of a token stay visible in the list, to tell tokens apart. */
export const API_TOKEN_VISIBLE_CHARS = 11;
/** Tokens one account may hold at once (live or not yet cleaned up). */
export const MAX_API_TOKENS_PER_USER = 50;

export const createApiTokenBodySchema = z.strictObject({
  name: textSchema.trim().min(1, 'Name the token').max(80, 'Use at most 80 characters'),
  scope: z.enum(API_TOKEN_SCOPES, { message: 'Choose read, ask or manage' }),
  expires_in_days: z.union(
    API_TOKEN_EXPIRY_DAYS.map((days) => z.literal(days)),
    { message: 'Choose 7, 30, 90 or 365 days' },
  ),
  ...reauthFields,
});
export type CreateApiTokenBody = z.infer<typeof createApiTokenBodySchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  /** The first characters of the token (`bw_` and a few more), never enough to use it. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
  /** Tokens that expired stay listed until revoked, so their owner sees what stopped working. */
  expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating a token: the only time the secret itself is shown. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** 401 details a client can show as they are. */
export const API_TOKEN_EXPIRED = 'This API token has expired. Create a new one in Settings.';
export const API_TOKEN_REVOKED = 'This API token was revoked. Create a new one in Settings.';
export const API_TOKEN_INVALID = 'This API token is not valid';
