// A teacher's way back to a lost home without e-mail or account (issue 37 §3): a recovery name (the lookup, kept as the
// SHA-256 of its normalized form) and a passphrase (kept only as a slow scrypt hash). The server keeps the teacher key as
// a hash only, so the key itself is kept sealed (AES-256-GCM) with a key the same scrypt derives from the passphrase.
// Example: await setRecovery(store, key, { name: 'Ana Petrović', passphrase: 'tri zelene šume' }, now) → 200 { recovery: { since } };
// await recoverKey(store, same, '203.0.113.9', now) → 200 { teacherKey: key }.

import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { issue } from '@/lib/result';
import { recoveryLookupName, type RecoveryRequest } from '@/lib/set-api/recovery-requests';
import { keyExists } from './owners';
import { refusal, reply, type Reply } from './replies';
import type { RecoveryRow } from './recovery-store';
import type { Store } from './store-types';
import { hashToken } from './tokens';
import { sealWith, unsealWith } from './vault';

/**
 * scrypt's cost: N = 2^15 (32 MiB of memory with r = 8), a few tens of milliseconds on a server core, run on libuv's
 * thread pool (the async scrypt) so that the event loop never waits for it. Stored with each hash: raising it later
 * leaves old rows readable.
 */
export const SCRYPT_COST = { ln: 15, r: 8, p: 1 } as const;
/** Node's default maxmem (32 MiB) is just below what N = 2^15, r = 8 needs (128·N·r plus a little). */
const MAX_MEMORY = 96 * 1024 * 1024;
/** The first 32 bytes of scrypt's output are the stored verifier; the next 32 the sealing key, which is never stored. */
const OUTPUT_BYTES = 64;

/** Recovery attempts: per name, so that one name's passphrase is guessed at most this often; per address, for a scanner of names. */
export const RECOVERY_LIMITS = {
  perName: { count: 10, seconds: 3600 },
  perAddress: { count: 20, seconds: 3600 },
  /** Changes of one key's recovery (each costs a scrypt). */
  perKey: { count: 10, seconds: 3600 },
} as const;

/** A wrong name and a wrong passphrase answer alike: nothing tells which. */
const RECOVERY_FAILED = refusal(403, issue('recovery-failed'));
const KEY_NOT_FOUND = refusal(404, issue('key-not-found'));

/** scrypt's parameters (log2 of N, r, p). Tests pass a cheaper one where the cost itself is not what they check. */
export interface Cost {
  readonly ln: number;
  readonly r: number;
  readonly p: number;
}

/** The recovery name's lookup hash: SHA-256 of its normalized form (lib/set-api/recovery-requests.ts). */
export function recoveryNameHash(name: string): string {
  return hashToken(`recovery-name:${recoveryLookupName(name)}`);
}

function derive(passphrase: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  const options: ScryptOptions = { N: 2 ** cost.ln, r: cost.r, p: cost.p, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) => scrypt(passphrase.normalize('NFC'), salt, OUTPUT_BYTES, options, (error, out) => (error ? reject(error) : resolve(out))));
}

/** `$scrypt$ln=15,r=8,p=1$<salt>$<verifier>` (the PHC string format; base64url). */
function phcString(cost: Cost, salt: Buffer, verifier: Buffer): string {
  return `$scrypt$ln=${cost.ln},r=${cost.r},p=${cost.p}$${salt.toString('base64url')}$${verifier.toString('base64url')}`;
}

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9_-]{16,64})\$([A-Za-z0-9_-]{43})$/;

/** A stored hash read back: its cost, salt and verifier; null when it is not one this module wrote. */
export function parsePassphraseHash(text: string): { readonly cost: Cost; readonly salt: Buffer; readonly verifier: Buffer } | null {
  const match = PHC.exec(text);
  if (!match) return null;
  const [ln, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (ln < 10 || ln > 20 || r < 1 || p < 1) return null;
  return { cost: { ln, r, p }, salt: Buffer.from(match[4], 'base64url'), verifier: Buffer.from(match[5], 'base64url') };
}

/** The row a recovery is kept as: the passphrase hashed with a fresh salt, the key sealed with what the passphrase derives. */
export async function recoveryRow(key: string, request: RecoveryRequest, now: number, cost: Cost = SCRYPT_COST): Promise<RecoveryRow> {
  const salt = randomBytes(16);
  const out = await derive(request.passphrase, salt, cost);
  return {
    nameHash: recoveryNameHash(request.name),
    keyHash: hashToken(key),
    passphraseHash: phcString(cost, salt, out.subarray(0, 32)),
    sealedKey: sealWith(out.subarray(32), key),
    createdAt: now,
  };
}

/** The key a row keeps, opened with `passphrase`; null when it is not the passphrase. */
export async function openRecovery(row: RecoveryRow, passphrase: string): Promise<string | null> {
  const stored = parsePassphraseHash(row.passphraseHash);
  if (!stored) return null;
  const out = await derive(passphrase, stored.salt, stored.cost);
  if (!timingSafeEqual(out.subarray(0, 32), stored.verifier)) return null;
  const key = unsealWith(out.subarray(32), row.sealedKey);
  // the key must be the row's own: a sealed text moved from another row opens nothing
  return key !== null && hashToken(key) === row.keyHash ? key : null;
}

/** A row with a salt that no row has: a wrong name costs the same scrypt as a wrong passphrase. */
function decoy(cost: Cost): RecoveryRow {
  return { nameHash: '', keyHash: '', passphraseHash: phcString(cost, Buffer.alloc(16, 7), Buffer.alloc(32)), sealedKey: '', createdAt: 0 };
}

function since(row: RecoveryRow) {
  return { recovery: { since: new Date(row.createdAt).toISOString() } };
}

/** 429 with the minutes to wait: too many attempts at a recovery (per name or per address). */
function tooManyAttempts(seconds: number): Reply {
  return { ok: false, status: 429, issue: issue('recovery-rate-limited', { minutes: Math.max(1, Math.ceil(seconds / 60)) }), headers: { 'retry-after': String(seconds) } };
}

/** GET /api/teacher-keys/{key}/recovery: whether the key has a way back, and since when. */
export async function recoveryStatus(store: Store, key: string): Promise<Reply> {
  if (!(await keyExists(store, key))) return KEY_NOT_FOUND;
  const row = await store.recoveries.byKey(hashToken(key));
  return reply('GET /api/teacher-keys/{key}/recovery', 200, row ? since(row) : { recovery: null });
}

/** PUT /api/teacher-keys/{key}/recovery {name, passphrase}: the key's way back, replacing the one it had; 409 when the name is another's. */
export async function setRecovery(store: Store, key: string, request: RecoveryRequest, now: number, cost: Cost = SCRYPT_COST): Promise<Reply> {
  if (!(await keyExists(store, key))) return KEY_NOT_FOUND;
  const { count, seconds } = RECOVERY_LIMITS.perKey;
  const verdict = await store.consume(`recovery-set:${hashToken(key)}`, count, seconds, now);
  if (!verdict.ok) return tooManyAttempts(verdict.retryAfter);
  const row = await recoveryRow(key, request, now, cost);
  if ((await store.recoveries.put(row)) === 'taken') return refusal(409, issue('recovery-name-taken'));
  return reply('PUT /api/teacher-keys/{key}/recovery', 200, since(row));
}

/**
 * POST /api/teacher-keys/recover {name, passphrase}: the key whose recovery they are. Counted per address and per name
 * before any scrypt runs; a wrong name and a wrong passphrase both answer 403 `recovery-failed`, after the same work
 * (`cost`: the decoy's, the cost rows are made with).
 */
export async function recoverKey(store: Store, request: RecoveryRequest, address: string, now: number, cost: Cost = SCRYPT_COST): Promise<Reply> {
  const nameHash = recoveryNameHash(request.name);
  for (const [bucket, limit] of [[`recover-address:${address}`, RECOVERY_LIMITS.perAddress], [`recover-name:${nameHash}`, RECOVERY_LIMITS.perName]] as const) {
    const verdict = await store.consume(bucket, limit.count, limit.seconds, now);
    if (!verdict.ok) return tooManyAttempts(verdict.retryAfter);
  }
  const row = await store.recoveries.byName(nameHash);
  const key = await openRecovery(row ?? decoy(cost), request.passphrase);
  if (row === null || key === null || !(await keyExists(store, key))) return RECOVERY_FAILED;
  return reply('POST /api/teacher-keys/recover', 200, { teacherKey: key });
}
