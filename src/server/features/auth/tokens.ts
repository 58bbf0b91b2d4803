// Access tokens: HS256 JWTs naming the user (`sub`) and the sign-in session (`sid`). The token
// alone is not enough: the session row must still be live, so logout revokes it at once.
import { createSigner, createVerifier } from 'fast-jwt';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export function createTokenService(secret: string) {
  const sign = createSigner({ key: secret, algorithm: 'HS256', iss: 'boardwise' });
  // A token without `exp` would never expire if its session row outlived it: refuse it.
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    allowedIss: 'boardwise',
    requiredClaims: ['exp', 'sub', 'sid'],
  });
  return {
    issue(claims: TokenClaims, expiresAt: Date): string {
      return sign({ sub: claims.userId, sid: claims.sessionId, exp: Math.floor(expiresAt.getTime() / 1000) });
    },
    /** The claims of a valid, unexpired token, or null. */
    read(token: string): TokenClaims | null {
      try {
        const payload = verify(token) as { sub?: unknown; sid?: unknown };
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, sessionId: payload.sid };
      } catch {
        return null;
      }
    },
  };
}
export type TokenService = ReturnType<typeof createTokenService>;
