// Rate limits kept in the database (several servers may share one PostgreSQL): a fixed-window counter per key, and
// the client address a limit is keyed by. Example: await consume(db, 'join:203.0.113.9', 600, 60, Date.now()) → { ok: true }.

import { isIPv6 } from 'node:net';
import { sql, type Kysely } from 'kysely';
import { toNumber } from './rows';
import type { Database } from './schema';

export type Consumed = { readonly ok: true } | { readonly ok: false; readonly retryAfter: number };

/** Counters whose window ended this long ago are deleted, now and then, by consume itself. */
const PRUNE_EVERY = 500;
let consumedSincePrune = 0;

/**
 * One action of `key`: counted in its current window of `windowSeconds` (a window starts with the key's first
 * action after the last one ended). One atomic upsert on either database: the row is locked while it is counted,
 * so concurrent requests on any number of servers never count less than they did.
 */
export async function consume(db: Kysely<Database>, key: string, limit: number, windowSeconds: number, now: number): Promise<Consumed> {
  const row = await countAction(db, key, windowSeconds, now);
  if (++consumedSincePrune >= PRUNE_EVERY) {
    consumedSincePrune = 0;
    await pruneRateLimits(db, now);
  }
  if (toNumber(row.count) <= limit) return { ok: true };
  return { ok: false, retryAfter: Math.max(1, Math.ceil((toNumber(row.expires_at) - now) / 1000)) };
}

/**
 * consume on the SQLite file: a counter need not survive a power cut, so its commit skips the fsync (synchronous=NORMAL
 * for that one statement, on the held connection, FULL again after it) — an answer then costs one fsync, not two.
 * The answers' own commits stay FULL, and a FULL commit makes everything before it in the WAL durable too.
 */
export async function consumeOnSqlite(db: Kysely<Database>, key: string, limit: number, windowSeconds: number, now: number): Promise<Consumed> {
  return db.connection().execute(async (connection) => {
    await sql`pragma synchronous = NORMAL`.execute(connection);
    try {
      return await consume(connection, key, limit, windowSeconds, now);
    } finally {
      await sql`pragma synchronous = FULL`.execute(connection);
    }
  });
}

/** The key's count in its window now (0 and 0 s when its window ended or it has none). */
export async function peekCount(db: Kysely<Database>, key: string, now: number): Promise<{ count: number; retryAfter: number }> {
  const row = await db.selectFrom('rate_limits').select(['count', 'expires_at']).where('bucket', '=', key).where('expires_at', '>', now).executeTakeFirst();
  return row ? { count: toNumber(row.count), retryAfter: Math.max(1, Math.ceil((toNumber(row.expires_at) - now) / 1000)) } : { count: 0, retryAfter: 0 };
}

async function countAction(db: Kysely<Database>, key: string, windowSeconds: number, now: number) {
  const windowMs = Math.round(windowSeconds * 1000);
  const ended = sql<boolean>`rate_limits.expires_at <= ${now}`;
  return db
    .insertInto('rate_limits')
    .values({ bucket: key, window_start: now, expires_at: now + windowMs, count: 1 })
    .onConflict((oc) =>
      oc.column('bucket').doUpdateSet({
        count: sql<number>`case when ${ended} then 1 else rate_limits.count + 1 end`,
        window_start: sql<number>`case when ${ended} then ${now} else rate_limits.window_start end`,
        expires_at: sql<number>`case when ${ended} then ${now + windowMs} else rate_limits.expires_at end`,
      }),
    )
    .returning(['count', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** Deletes the counters whose window ended before `now` (the keys hold client addresses: README "How long data is kept"). */
export async function pruneRateLimits(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('expires_at', '<', now).execute();
}

/** What a request tells of its sender. In Next's route handlers there is no socket: see clientAddress. */
export interface RequestOrigin {
  readonly headers: { get(name: string): string | null };
  /** The TCP peer's address, when the caller has it (a custom server, a test); Next's route handlers do not. */
  readonly socketAddress?: string | null;
}

/**
 * The address a per-client limit is keyed by. With a trusted proxy (TRUST_PROXY): the last hop of X-Forwarded-For,
 * the one the proxy appended. Without one: the socket's address when the caller has it; otherwise the last hop of
 * X-Forwarded-For as `next start` leaves it — Next sets the header to the socket's address when the request has
 * none (node_modules/next/dist/server/base-server.js: `x-forwarded-for ??= socket.remoteAddress`), so for a client
 * that sends no such header it is the socket's; a client that sends one chooses its own key. 'unknown' when nothing
 * is known. README "Storage" says what this means for a deployment.
 */
export function clientAddress(origin: RequestOrigin, trustProxy: boolean): string {
  if (!trustProxy && origin.socketAddress) return normalizeAddress(origin.socketAddress);
  const hops = (origin.headers.get('x-forwarded-for') ?? '').split(',').map((h) => h.trim()).filter((h) => h !== '');
  const last = hops[hops.length - 1];
  if (last) return normalizeAddress(last);
  return origin.socketAddress ? normalizeAddress(origin.socketAddress) : 'unknown';
}

/**
 * '::ffff:203.0.113.9' (IPv4 on a dual-stack socket) is 203.0.113.9; an IPv6 address is its /64 ('2001:db8:0:1::/64'),
 * since one client holds a whole /64; at most 64 characters are kept of a header's value.
 */
export function normalizeAddress(address: string): string {
  const a = address.trim().toLowerCase().slice(0, 64).replace(/%.*$/, '');
  if (a.startsWith('::ffff:') && a.includes('.')) return a.slice(7);
  return isIPv6(a) ? ipv6Prefix(a) : a;
}

/** The first four groups of an IPv6 address, as numbers ('2001:0db8::1' → '2001:db8:0:0::/64'). */
function ipv6Prefix(address: string): string {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, null];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // an IPv4 tail (::1.2.3.4) is two groups; only the first four groups count, so its value does not matter here
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups = tail === null ? left : [...left, ...Array<string>(Math.max(0, 8 - left.length - rightGroups.length)).fill('0'), ...rightGroups];
  return `${groups.slice(0, 4).map((g) => parseInt(g || '0', 16).toString(16)).join(':')}::/64`;
}
