// Random secrets and short codes for the teachers' sets (node:crypto), their SHA-256 hashes and a constant-time compare.
// Example: const token = teacherToken(); store hashToken(token) (64 hex chars); setCode() → 'K7M2Q9XD'.

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Crockford's base32 without I, L, O and U: no letter is read as a digit or another letter when typed. */
export const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CODE_LENGTH = 8;

/** A teacher link's token: 32 random bytes (256 bits) in base64url (43 characters). */
export function teacherToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A student device's token: 24 random bytes (192 bits) in base64url (32 characters). */
export function studentToken(): string {
  return randomBytes(24).toString('base64url');
}

/** `length` characters of CODE_ALPHABET, uniformly (32 symbols: 5 bits each, 40 bits for 8). */
export function randomCode(length = CODE_LENGTH): string {
  const bytes = randomBytes(length);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte & 31];
  return code;
}

/** The student link's code (/<locale>/s/<code>). */
export const setCode = (): string => randomCode();
/** A student's code to continue on another device. */
export const resumeCode = (): string => randomCode();

/** A seed for a set or a student: a random integer in [0, 2^30). */
export function randomSeed(): number {
  return randomInt(0, 2 ** 30);
}

/** SHA-256 of a token, lower-case hex: what the database keeps instead of the token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Two hashes (or any two strings) compared in time that does not depend on where they differ. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  // Different lengths give false at once: the length of a SHA-256 hex hash is public.
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What the database keeps of a resume code: SHA-256 of the set's id and the code (upper-case), hex. */
export function resumeHash(setId: string, code: string): string {
  return hashToken(`${setId}:${code.toUpperCase()}`);
}

/** A join PIN: 6 digits, read out or shown on a projector; wrong guesses are bounded per address and per PIN a day (join-gate.ts). */
export function newJoinPin(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Whether `given` is the set's PIN, compared in constant time. */
export function pinMatches(pin: string, given: string | undefined): boolean {
  const a = Buffer.from(pin);
  const b = Buffer.from((given ?? '').replace(/\s+/g, '').slice(0, 16));
  return a.length === b.length && timingSafeEqual(a, b);
}
