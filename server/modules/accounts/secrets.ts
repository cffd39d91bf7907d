import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token a creator's browser keeps. Only its hash is stored. */
export function newSessionToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A uniformly random 6-digit code (leading zeros kept). */
export function newVerificationCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Codes are stored salted and hashed; the salt also binds the code to one address and purpose. */
export function hashVerificationCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

export function newSalt(): string {
  return randomBytes(16).toString('base64url');
}
