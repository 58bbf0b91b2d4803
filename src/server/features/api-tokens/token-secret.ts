// The secret of a personal API token: `bw_` and 256 random bits in base64url. Only its SHA-256
// is stored: the secret is random and long, so a slow password hash would add nothing but cost
// on every request.
import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_PREFIX, API_TOKEN_VISIBLE_CHARS } from '../../../contracts/api-tokens.ts';

const SHAPE = /^bw_[A-Za-z0-9_-]{43}$/;

export function newTokenSecret(): { token: string; hash: string; prefix: string } {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashTokenSecret(token), prefix: token.slice(0, API_TOKEN_VISIBLE_CHARS) };
}

export const hashTokenSecret = (token: string) => createHash('sha256').update(token).digest('hex');

/** A bearer credential that is a personal token rather than a sign-in session's JWT. */
export const isApiTokenShaped = (credential: string) => credential.startsWith(API_TOKEN_PREFIX);

/** Only tokens of the right shape are looked up: anything else cannot be one. */
export const isWellFormedToken = (credential: string) => SHAPE.test(credential);
