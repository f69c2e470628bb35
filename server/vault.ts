// Teacher links sealed for their owner: a set's or a class's teacher token is kept encrypted with the secret that lists
// it (a teacher key, or a class's token), never in clear; only a request that brings that secret opens it again.
// AES-256-GCM with a key derived by HKDF-SHA-256 from the secret; the database holds the secret's hash only.
// Example: const sealed = seal(key, token); open(key, sealed) → token (null when the secret is not the one it was sealed with).

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const INFO = 'bridge-tutor sealed teacher link v1';

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), INFO, 32));
}

/** The text sealed with `secret`: base64url of a random 12-byte nonce, the 16-byte tag and the ciphertext. */
export function seal(secret: string, text: string): string {
  return sealWith(keyOf(secret), text);
}

/** The sealed text, or null when `secret` is not the one it was sealed with or the text was changed. */
export function unseal(secret: string, sealed: string): string | null {
  return unsealWith(keyOf(secret), sealed);
}

/** `text` sealed with a 32-byte key derived elsewhere (a passphrase's scrypt: server/recovery.ts), as seal() writes it. */
export function sealWith(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The text sealWith() sealed with `key`, or null when the key is another or the text was changed. */
export function unsealWith(key: Buffer, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 28) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
