// Issuing an e-mailed single-use link (proof of an address, password reset): the user's earlier
// links of the same purpose stop working, and only the new secret's hash is stored.
import type { Db } from '../../db/client.ts';
import { hashLinkToken, newLinkToken } from './secret-links.ts';
import { createTokenRepository, type TokenPurpose } from './token-repository.ts';

export interface LinkRequest {
  userId: string;
  purpose: TokenPurpose;
  /** The address the link is sent to. */
  email: string;
  at: Date;
  validForMs: number;
}

/** Stores a new link in `tx` and returns its secret, to be sent once. */
export async function issueLinkToken(tx: Db, link: LinkRequest): Promise<string> {
  const token = newLinkToken();
  const tokens = createTokenRepository(tx);
  await tokens.spendAllOf(link.userId, link.purpose, link.at);
  await tokens.insert({
    userId: link.userId,
    purpose: link.purpose,
    tokenHash: hashLinkToken(token),
    email: link.email,
    createdAt: link.at,
    expiresAt: new Date(link.at.getTime() + link.validForMs),
  });
  return token;
}
