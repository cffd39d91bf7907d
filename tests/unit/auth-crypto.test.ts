import JSEncrypt from 'jsencrypt';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { PASSWORD_HASH_COST, passwordHasher } from '../../server/modules/accounts/password-hashes';
import { decryptPassword, generatePasswordKeyPair } from '../../server/modules/accounts/password-keys';
import { hashToken, newSessionToken, newVerificationCode } from '../../server/modules/accounts/secrets';

/** What the browser does: OAEP over the UTF-8 bytes, given to jsencrypt as a byte string. */
function encryptLikeTheBrowser(publicKeyPem: string, password: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const bytes = String.fromCharCode(...new TextEncoder().encode(password));
  const out = rsa.encryptOAEP(bytes);
  if (!out) throw new Error('encryption failed');
  return out;
}

describe('password transport and storage', () => {
  const keys = generatePasswordKeyPair();

  it.each(['simple1pass', 'pässwörd-ünïcode-9', '密码安全12345', 'emoji 🔐 pass 7'])(
    'decrypts what the browser encrypted: %s',
    (pw) => {
      expect(decryptPassword(keys.privateKeyPem, encryptLikeTheBrowser(keys.publicKeyPem, pw))).toBe(pw);
    },
  );

  it('refuses garbage and ciphertext for another key', () => {
    expect(decryptPassword(keys.privateKeyPem, 'not base64 !!')).toBeUndefined();
    expect(decryptPassword(keys.privateKeyPem, Buffer.from('hello').toString('base64'))).toBeUndefined();
    const other = generatePasswordKeyPair();
    expect(decryptPassword(keys.privateKeyPem, encryptLikeTheBrowser(other.publicKeyPem, 'abc12345'))).toBeUndefined();
  });

  it('hashes with a random salt and verifies only the right password', async () => {
    const { hash, verify, burn } = passwordHasher(PASSWORD_HASH_COST.min);
    const a = await hash('correct horse 1');
    const b = await hash('correct horse 1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('correct horse');
    expect(await verify('correct horse 1', a)).toBe(true);
    expect(await verify('correct horse 2', a)).toBe(false);
    expect(await verify('x', 'garbage')).toBe(false);
    await burn('whatever');
  });

  it('hashes at N=2^15 unless told otherwise, and a hash verifies under any cost setting', async () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe(15);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
    const strong = await passwordHasher().hash('correct horse 1');
    expect(strong.split('$').slice(0, 4)).toEqual(['scrypt', String(2 ** 15), '8', '1']);
    const cheap = await passwordHasher(PASSWORD_HASH_COST.min).hash('correct horse 1');
    expect(cheap.split('$')[1]).toBe(String(2 ** 10));
    expect(await passwordHasher(PASSWORD_HASH_COST.min).verify('correct horse 1', strong)).toBe(true);
    expect(await passwordHasher().verify('correct horse 1', cheap)).toBe(true);
  });

  it('issues 256-bit tokens stored only as a hash, and 6-digit codes', () => {
    const { token, tokenHash } = newSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(tokenHash).toBe(hashToken(token));
    expect(tokenHash).not.toContain(token);
    const codes = Array.from({ length: 200 }, newVerificationCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });
});
