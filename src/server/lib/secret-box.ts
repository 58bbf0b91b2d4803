// Secrets stored in the database (AI provider keys, two-factor secrets) are sealed with AES-256-GCM under a key
// derived (HKDF-SHA256) from the server secret, so a database dump alone reveals no key.
// Changing JWT_SECRET makes stored keys unreadable: they must then be entered again (ADR 15).
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the text was sealed under another secret or altered. */
  open(sealed: string): string;
}

/**
 * `purpose` names what the box holds (provider keys, two-factor secrets): each purpose gets its
 * own key, so a text sealed for one cannot be opened as the other.
 */
export function createSecretBox(serverSecret: string, purpose = 'provider keys'): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'boardwise', `boardwise ${purpose} v1`, 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !data) throw new Error('Malformed sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    },
  };
}

/** What may be shown of a key: '…' and its last 4 characters. */
export const keyHint = (last4: string | null) => (last4 ? `…${last4}` : null);
export const lastFour = (key: string) => key.slice(-4);
