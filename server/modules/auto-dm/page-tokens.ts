import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Page tokens are secrets Linkmint must use again (every DM is sent with one), so unlike passwords and session
 * tokens they cannot be kept as a hash: they are kept sealed (AES-256-GCM) under a key derived from
 * FACEBOOK_APP_SECRET, which lives in the configuration, never in the database. The simulator has no app secret;
 * its tokens open nothing outside Linkmint, and are sealed the same way under a fixed key so one code path stores
 * both. A token sealed under another app secret (the secret rotated) does not open: the creator reconnects.
 */

const SIMULATOR_KEY_MATERIAL = 'linkmint built-in messaging simulator';

export interface TokenSeal {
  seal(token: string): string;
  /** The token, or undefined when it was sealed under another key or is damaged. */
  open(sealed: string): string | undefined;
}

export function tokenSeal(appSecret: string | undefined): TokenSeal {
  const key = Buffer.from(
    hkdfSync('sha256', appSecret ?? SIMULATOR_KEY_MATERIAL, 'linkmint', 'auto-dm page tokens v1', 32),
  );
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
