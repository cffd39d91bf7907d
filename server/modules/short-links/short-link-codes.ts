import { randomBytes } from 'node:crypto';

/**
 * Short-link codes: 8 characters of base62 from the system's cryptographic random source, so a code cannot be
 * guessed from another (62^8, about 2 x 10^14 codes: finding any live link by trying is hopeless, and the
 * redirect answers unknown codes without touching the database). Uniqueness is still checked where the code is
 * claimed: a code is the id of its link's stream, which can only be started once.
 */

export const SHORT_CODE_LENGTH = 8;
export const SHORT_CODE_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The largest multiple of 62 that fits a byte: bytes from 248 up are drawn again, so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % SHORT_CODE_ALPHABET.length);
export const SHORT_CODE = /^[0-9A-Za-z]{8}$/;

/**
 * A code of `length` base62 characters from the given byte source (the real one by default; tests hand in their
 * own bytes). Other tracked addresses use longer codes, so theirs never collide with a short link's.
 */
export function newShortCode(
  random: (size: number) => Uint8Array = randomBytes,
  length: number = SHORT_CODE_LENGTH,
): string {
  let code = '';
  while (code.length < length) {
    for (const byte of random(length * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      code += SHORT_CODE_ALPHABET[byte % SHORT_CODE_ALPHABET.length];
      if (code.length === length) break;
    }
  }
  return code;
}
