import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
  );

/**
 * scrypt cost of new hashes as log2(N), with r=8, p=1: 15 (N=2^15, 32 MB, 60-160 ms a hash) is OWASP's current
 * floor and the default. PASSWORD_HASH_COST lowers it for test servers only, where thousands of sign-ups would
 * otherwise spend minutes hashing; a stored hash names its own cost, so any hash verifies under any setting.
 */
export const PASSWORD_HASH_COST = { default: 15, min: 10, max: 20 } as const;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const maxmem = (n: number) => 128 * R * n * 2;

export interface PasswordHasher {
  /** A self-describing hash: `scrypt$N$r$p$salt$key`, so the cost can rise later without breaking old hashes. */
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spent on unknown accounts so a failed login takes as long whether or not the account exists. */
  burn(password: string): Promise<void>;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password.normalize('NFC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(Number(n)),
  });
  return timingSafeEqual(actual, expected);
}

export function passwordHasher(cost: number = PASSWORD_HASH_COST.default): PasswordHasher {
  const N = 2 ** cost;
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r: R, p: P, maxmem: maxmem(N) });
    return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
  };
  let dummyHash: Promise<string> | undefined;
  return {
    hash,
    verify: verifyPassword,
    async burn(password) {
      dummyHash ??= hash('not-a-real-password-1');
      await verifyPassword(password, await dummyHash);
    },
  };
}
