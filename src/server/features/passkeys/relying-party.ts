// The WebAuthn ceremonies through @simplewebauthn/server, for this server's relying party (its
// domain and origins come from config: PUBLIC_URL, or WEBAUTHN_RP_ID and WEBAUTHN_ORIGINS).
// Challenges are made and kept here, server-side: 256 random bits, only their SHA-256 stored,
// short-lived, and spent before the answer is checked, so each works once whatever happens.
import { createHash, randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  PASSKEY_CHALLENGE_EXPIRED,
  PASSKEY_CHALLENGE_TTL_MINUTES,
  PASSKEY_NOT_VERIFIED,
} from '../../../contracts/passkeys.ts';
import type { UserRow } from '../../db/actor-columns.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { type ChallengePurpose, createPasskeyRepository, type PasskeyRow } from './repository.ts';

export interface RelyingPartyConfig {
  rpId: string;
  origins: string[];
}

const RP_NAME = 'Boardwise';
/**
 * EdDSA, ES256 and RS256: what every authenticator offers. The library would also offer ML-DSA,
 * whose verification in Node 24 is still an experimental WebCrypto feature.
 */
const SIGNATURE_ALGORITHMS = [-8, -7, -257];
/** Options as the JSON sent to the browser, which passes them to WebAuthn untouched. */
const toJson = async (options: Promise<object>): Promise<Record<string, unknown>> => ({ ...(await options) });
/** The library loads with the first ceremony, not at start: many servers never see a passkey. */
const webauthn = () => import('@simplewebauthn/server');
const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

/** The challenge the browser signed, read from its client data (checked again by the library). */
function challengeIn(clientDataJSON: string): string {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    if (typeof data.challenge === 'string' && data.challenge.length <= 200) return data.challenge;
  } catch {
    // Falls through: not client data at all.
  }
  throw new AppError(401, PASSKEY_NOT_VERIFIED);
}

export function createRelyingParty(deps: { db: Db; now: () => Date; config: RelyingPartyConfig }) {
  const { db, now, config } = deps;
  const repository = createPasskeyRepository(db);

  async function issue(purpose: ChallengePurpose, userId: string | null, sessionId: string | null) {
    // Given to the library as bytes: it base64url-encodes them, which is what the browser signs.
    const bytes = new Uint8Array(randomBytes(32));
    const challenge = Buffer.from(bytes).toString('base64url');
    const at = now();
    await repository.createChallenge({
      challengeHash: hashOf(challenge),
      purpose,
      userId,
      sessionId,
      createdAt: at,
      expiresAt: new Date(at.getTime() + PASSKEY_CHALLENGE_TTL_MINUTES * 60_000),
    });
    return bytes;
  }

  /** Spends the challenge this answer signed: the stored row, or 401 if unknown, used or expired. */
  async function spend(purpose: ChallengePurpose, clientDataJSON: string) {
    const challenge = challengeIn(clientDataJSON);
    const row = await repository.spendChallenge(hashOf(challenge), purpose, now());
    if (!row) throw new AppError(401, PASSKEY_CHALLENGE_EXPIRED);
    return { row, challenge };
  }

  const timeout = PASSKEY_CHALLENGE_TTL_MINUTES * 60_000;

  return {
    spend,

    /** Options to create a discoverable passkey for `user`; its existing ones are excluded. */
    async registrationOptions(user: UserRow, existing: readonly PasskeyRow[]) {
      const challenge = await issue('register', user.id, null);
      return toJson(
        (await webauthn()).generateRegistrationOptions({
          rpName: RP_NAME,
          rpID: config.rpId,
          userID: new TextEncoder().encode(user.id),
          userName: user.email ?? user.username,
          userDisplayName: user.fullName ?? user.email ?? user.username,
          challenge,
          timeout,
          attestationType: 'none',
          excludeCredentials: existing.map((row) => ({ id: row.credentialId, transports: row.transports })),
          authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
          supportedAlgorithmIDs: SIGNATURE_ALGORITHMS,
        }),
      );
    },

    /** Checks a new passkey against a challenge already spent for this purpose. */
    async verifyRegistration(credential: RegistrationResponseJSON, challenge: string) {
      const result = await (await webauthn())
        .verifyRegistrationResponse({
          response: credential,
          expectedChallenge: challenge,
          expectedOrigin: config.origins,
          expectedRPID: config.rpId,
          requireUserVerification: false,
          supportedAlgorithmIDs: SIGNATURE_ALGORITHMS,
        })
        .catch(() => ({ verified: false as const }));
      if (!result.verified) throw new AppError(422, PASSKEY_NOT_VERIFIED);
      return result.registrationInfo;
    },

    /**
     * Options to sign with a passkey. With `allow` (a known user), only theirs; without, the
     * browser offers the passkeys it holds for this site (a passwordless sign-in).
     */
    async authenticationOptions(
      purpose: ChallengePurpose,
      who: { userId: string; sessionId?: string; allow: readonly PasskeyRow[] } | null,
    ) {
      const challenge = await issue(purpose, who?.userId ?? null, who?.sessionId ?? null);
      return toJson(
        (await webauthn()).generateAuthenticationOptions({
          rpID: config.rpId,
          challenge,
          timeout,
          userVerification: purpose === 'sign_in' ? 'required' : 'preferred',
          allowCredentials: who?.allow.map((row) => ({ id: row.credentialId, transports: row.transports })),
        }),
      );
    },

    /**
     * Checks a signature by `passkey` over a spent challenge: origin, RP ID, user presence (and
     * verification when `requireUserVerification`), a counter moving forward, and backup flags
     * that agree with the registration. Records the use; 401 on any failure.
     */
    async verifyAuthentication(
      credential: AuthenticationResponseJSON,
      challenge: string,
      passkey: PasskeyRow,
      requireUserVerification: boolean,
    ) {
      const result = await (await webauthn())
        .verifyAuthenticationResponse({
          response: credential,
          expectedChallenge: challenge,
          expectedOrigin: config.origins,
          expectedRPID: config.rpId,
          requireUserVerification,
          credential: {
            id: passkey.credentialId,
            publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
            counter: passkey.signCount,
            transports: passkey.transports as never,
          },
        })
        .catch(() => null);
      if (!result?.verified) throw new AppError(401, PASSKEY_NOT_VERIFIED);
      const info = result.authenticationInfo;
      // Backup eligibility is fixed when a credential is made: one that changes is not the same key.
      if (info.credentialDeviceType !== passkey.deviceType) throw new AppError(401, PASSKEY_NOT_VERIFIED);
      if (!(await repository.recordUse(passkey, info.newCounter, info.credentialBackedUp, now())))
        throw new AppError(401, PASSKEY_NOT_VERIFIED);
    },
  };
}
export type RelyingParty = ReturnType<typeof createRelyingParty>;
