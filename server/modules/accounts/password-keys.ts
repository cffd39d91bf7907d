import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import type { Database } from '../../db/database';

export interface PasswordKeyPair {
  publicKeyPem: string;
  privateKeyPem: string;
}

/** The key pair browsers encrypt passwords with before sending them (RSA-OAEP, SHA-256). */
export function generatePasswordKeyPair(): PasswordKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKeyPem: publicKey, privateKeyPem: privateKey };
}

/**
 * Decrypts a password sent as base64 RSA-OAEP-SHA256 ciphertext of its UTF-8 bytes.
 * Returns undefined for anything that is not such a ciphertext. (PKCS#1 v1.5 is refused by Node 20: CVE-2023-46809.)
 */
export function decryptPassword(privateKeyPem: string, ciphertextBase64: string): string | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertextBase64)) return undefined;
  try {
    const plain = privateDecrypt(
      { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertextBase64, 'base64'),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return undefined;
  }
}

/**
 * The server's password-transport key pair, made once and shared by every server on the same database.
 * Two servers starting together both try to insert; the first wins and both read the winner.
 */
export async function loadPasswordKeys(db: Database): Promise<PasswordKeyPair> {
  const read = async () =>
    (
      await db.query<{ public_pem: string; private_pem: string }>(
        'select public_pem, private_pem from password_keys where id = 1',
      )
    ).rows[0];
  const existing = await read();
  if (existing) return { publicKeyPem: existing.public_pem, privateKeyPem: existing.private_pem };
  const made = generatePasswordKeyPair();
  await db.query(
    'insert into password_keys (id, public_pem, private_pem) values (1, $1, $2) on conflict (id) do nothing',
    [made.publicKeyPem, made.privateKeyPem],
  );
  const stored = await read();
  if (!stored) throw new Error('password_keys: the key pair could not be stored');
  return { publicKeyPem: stored.public_pem, privateKeyPem: stored.private_pem };
}
