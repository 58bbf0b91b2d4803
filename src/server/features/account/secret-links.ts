// The secret in an e-mailed link: 256 random bits, sent once; only its SHA-256 is stored, so a
// copy of the database opens nothing.
import { createHash, randomBytes } from 'node:crypto';

export const newLinkToken = () => randomBytes(32).toString('base64url');
export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
