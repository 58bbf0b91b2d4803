// Access tokens: HS256 JWTs naming the user (`sub`) and the sign-in session (`sid`). The token
// alone is not enough: the session row must still be live, so logout revokes it at once.
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/** Valid tokens remembered: more than the sign-ins one process serves at once (ADR 114). */
const CHECKED_TOKENS = 2000;

export function createTokenService(secret: string) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', iss: 'boardwise' });
  // A token without `exp` would never expire if its session row outlived it: refuse it.
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: 'boardwise',
    requiredClaims: ['exp', 'sub', 'sid'],
  });
  // Every request carries its token again: one found valid is not checked again until its `exp`
  // (its session row is still read each time, through the actor cache). Oldest out first.
  const checked = new Map<string, { claims: TokenClaims; expiresAtMs: number }>();
  return {
    issue(claims: TokenClaims, expiresAt: Date): string {
      return sign({ sub: claims.userId, sid: claims.sessionId, exp: Math.floor(expiresAt.getTime() / 1000) });
    },
    /** The claims of a valid, unexpired token, or null. */
    read(token: string): TokenClaims | null {
      const known = checked.get(token);
      if (known && Date.now() < known.expiresAtMs) return known.claims;
      if (known) checked.delete(token);
      try {
        const payload = verify(token) as { sub?: unknown; sid?: unknown; exp: number };
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, sessionId: payload.sid };
        if (checked.size >= CHECKED_TOKENS) checked.delete(checked.keys().next().value!);
        checked.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
