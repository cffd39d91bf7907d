import JSEncrypt from 'jsencrypt';
import { publicKey } from './keys';
import { CreatorFacingError } from '../domain/creator-facing-error';

/**
 * Passwords never travel in plain text (spec §5, openapi.yaml EncryptedPassword): the browser encrypts them
 * with the server's RSA public key, RSA-OAEP with SHA-256, and sends base64.
 */

/** jsencrypt reads its input one character per byte; giving it the UTF-8 bytes keeps non-ASCII passwords intact. */
export function utf8ByteString(text: string): string {
  let out = '';
  for (const byte of new TextEncoder().encode(text)) out += String.fromCharCode(byte);
  return out;
}

/** RSA-OAEP-SHA256 of the password's UTF-8 bytes under the PEM key, base64-encoded. */
export function encryptWithKey(publicKeyPem: string, password: string): string {
  const rsa = new JSEncrypt();
  rsa.setPublicKey(publicKeyPem);
  const out = rsa.encryptOAEP(utf8ByteString(password));
  // jsencrypt answers false for a key it cannot use or a password too long for one RSA block.
  if (out === false)
    throw new CreatorFacingError('The password could not be encrypted. Refresh the page and try again.');
  return out;
}

export type PasswordEncryptor = (password: string) => Promise<string>;

/**
 * An encryptor that asks the server for its key once and reuses it: the key pair is shared by every server
 * of a deployment, so one request serves the whole visit. A failed request is forgotten, so the next try
 * asks again instead of failing forever.
 */
export function createPasswordEncryptor(fetchPublicKey: () => Promise<{ publicKey: string }>): PasswordEncryptor {
  let key: Promise<string> | undefined;
  return async (password) => {
    key ??= fetchPublicKey().then(
      (answer) => answer.publicKey,
      (error: unknown) => {
        key = undefined;
        throw error;
      },
    );
    return encryptWithKey(await key, password);
  };
}

/** The app's encryptor, over GET /auth/public-key. */
export const encryptPassword: PasswordEncryptor = createPasswordEncryptor(() => publicKey());
