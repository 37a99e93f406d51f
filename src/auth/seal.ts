/**
 * Reversible copies of secrets that must be shown again later (a wallet sub-account's token pair, which the
 * specification has GET show): AES-256-GCM under a configured key, each with its own random IV. Verification never
 * uses them (tokens are still checked by hash); without the key the copies cannot be read, so a database leak alone
 * does not reveal live tokens.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

export interface Sealer {
  seal(plain: string): string;
  /** The plain text, or null when the copy was sealed under another key or is damaged. */
  open(sealed: string): string | null;
}

export function createSealer(key: string): Sealer {
  const k = createHash('sha256').update(key).digest();
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', k, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1.${iv.toString('base64url')}.${body.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}`;
    },
    open(sealed) {
      const [version, iv, body, tag] = sealed.split('.');
      if (version !== 'v1' || !iv || body === undefined || !tag) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', k, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
