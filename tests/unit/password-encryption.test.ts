import { describe, expect, it } from 'vitest';
import { createPasswordEncryptor, encryptWithKey } from '../../src/api/password-encryption';
import { decryptPassword, generatePasswordKeyPair } from '../../server/modules/accounts/password-keys';

describe('password encryption in the browser', () => {
  const keys = generatePasswordKeyPair();

  it.each(['Secret-pass-1', 'pässwörd-ünïcode-9', '密码安全12345', 'emoji 🔐 pass 7'])(
    'the server reads back what the app encrypted: %s',
    async (password) => {
      const encrypt = createPasswordEncryptor(async () => ({ publicKey: keys.publicKeyPem }));
      const ciphertext = await encrypt(password);
      expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(ciphertext).not.toContain(password);
      expect(decryptPassword(keys.privateKeyPem, ciphertext)).toBe(password);
    },
  );

  it('asks for the public key once per visit', async () => {
    let fetched = 0;
    const encrypt = createPasswordEncryptor(async () => {
      fetched += 1;
      return { publicKey: keys.publicKeyPem };
    });
    await Promise.all([encrypt('first-pass-1'), encrypt('second-pass-2')]);
    await encrypt('third-pass-3');
    expect(fetched).toBe(1);
  });

  it('asks again after a failed key request instead of failing for good', async () => {
    let attempts = 0;
    const encrypt = createPasswordEncryptor(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Cannot reach Linkmint.');
      return { publicKey: keys.publicKeyPem };
    });
    await expect(encrypt('Secret-pass-1')).rejects.toThrow('Cannot reach Linkmint.');
    expect(decryptPassword(keys.privateKeyPem, await encrypt('Secret-pass-1'))).toBe('Secret-pass-1');
    expect(attempts).toBe(2);
  });

  it('refuses a key it cannot use rather than sending anything', () => {
    expect(() => encryptWithKey('-----BEGIN PUBLIC KEY-----\nnope\n-----END PUBLIC KEY-----', 'Secret-pass-1')).toThrow(
      'The password could not be encrypted',
    );
  });
});
