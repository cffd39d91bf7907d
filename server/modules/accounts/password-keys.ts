import type { Database } from '../../db/database';
import { generatePasswordKeyPair, type PasswordKeyPair } from '../auth/password-key';

/**
 * The server's password-transport key pair, made once and shared by every server on the same database.
 * Two servers starting together both try to insert; the first wins and both read the winner.
 */
export async function loadPasswordKeys(db: Database): Promise<PasswordKeyPair> {
  const read = async () =>
    (await db.query<{ public_pem: string; private_pem: string }>('select public_pem, private_pem from password_keys where id = 1')).rows[0];
  const existing = await read();
  if (existing) return { publicKeyPem: existing.public_pem, privateKeyPem: existing.private_pem };
  const made = generatePasswordKeyPair();
  await db.query('insert into password_keys (id, public_pem, private_pem) values (1, $1, $2) on conflict (id) do nothing', [
    made.publicKeyPem,
    made.privateKeyPem,
  ]);
  const stored = await read();
  if (!stored) throw new Error('password_keys: the key pair could not be stored');
  return { publicKeyPem: stored.public_pem, privateKeyPem: stored.private_pem };
}
