// Passkeys (WebAuthn): registering one from account settings, signing in with one instead of a
// password, using one as the second step of a password sign-in, and re-authenticating with one.
// The browser's credential JSON is checked for shape here; its signatures on the server.
import { z } from 'zod';
import { reauthFields } from './account.ts';
import { textSchema } from './text.ts';
import { challengeTokenSchema } from './two-factor.ts';

/** How long a browser has to answer a passkey prompt, and so how long its challenge lives. */
export const PASSKEY_CHALLENGE_TTL_MINUTES = 5;
/** Passkeys one account may hold. */
export const MAX_PASSKEYS_PER_USER = 20;

const base64url = (max: number) =>
  textSchema
    .max(max, 'The passkey answer is too long')
    .regex(/^[A-Za-z0-9_-]*$/, 'The passkey answer is malformed');

/** What `navigator.credentials.create()` gave, as @simplewebauthn/browser encodes it. */
export const registrationCredentialSchema = z.looseObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(40_000),
    transports: z.array(textSchema.max(40)).max(10).optional(),
  }),
  clientExtensionResults: z.looseObject({}).optional().default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

/** What `navigator.credentials.get()` gave. */
export const authenticationCredentialSchema = z.looseObject({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(8000),
    userHandle: base64url(200).optional(),
  }),
  clientExtensionResults: z.looseObject({}).optional().default({}),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
});

export const passkeyNameSchema = textSchema
  .trim()
  .min(1, 'Name the passkey')
  .max(60, 'Use at most 60 characters');

/** The options a browser passes to WebAuthn (from @simplewebauthn/server), sent as they are. */
export const passkeyOptionsSchema = z.record(z.string(), z.unknown());

export const registrationOptionsBodySchema = z.strictObject({ ...reauthFields });
export const addPasskeyBodySchema = z.strictObject({
  name: passkeyNameSchema.optional(),
  credential: registrationCredentialSchema,
});
export const renamePasskeyBodySchema = z.strictObject({ name: passkeyNameSchema });
export const removePasskeyBodySchema = z.strictObject({ ...reauthFields });

export const passkeySignInBodySchema = z.strictObject({ credential: authenticationCredentialSchema });
export const passkeySecondStepOptionsBodySchema = z.strictObject({ challenge: challengeTokenSchema });
export const passkeySecondStepBodySchema = z.strictObject({
  challenge: challengeTokenSchema,
  credential: authenticationCredentialSchema,
});
export const passkeyReauthBodySchema = z.strictObject({ credential: authenticationCredentialSchema });

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  /** Whether the passkey is synced (multi-device) and currently backed up. */
  synced: z.boolean(),
  backed_up: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.object({ passkeys: z.array(passkeySchema) });
export type PasskeyList = z.infer<typeof passkeyListSchema>;

export const PASSKEY_CHALLENGE_EXPIRED = 'The passkey request expired or was already used: try again';
export const PASSKEY_NOT_VERIFIED = 'The passkey could not be verified';
export const PASSKEY_UNKNOWN = 'This passkey is not registered with Boardwise';
