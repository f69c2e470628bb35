import { describe, expect, it } from 'vitest';
import { readServerConfig } from './config';
import { clientAddress } from './rate-limit';

const origin = (xff: string | null, socketAddress?: string) => ({
  headers: new Headers(xff === null ? {} : { 'x-forwarded-for': xff }),
  socketAddress,
});

describe('clientAddress', () => {
  it('is the socket address when there is one and no proxy is trusted, whatever the header says', () => {
    expect(clientAddress(origin('6.6.6.6', '::ffff:203.0.113.9'), false)).toBe('203.0.113.9');
  });

  it('is the last hop of X-Forwarded-For behind a trusted proxy (the one the proxy appended)', () => {
    expect(clientAddress(origin('6.6.6.6, 198.51.100.7', '10.0.0.2'), true)).toBe('198.51.100.7');
    // an IPv6 client is its /64: one household or phone holds all of it
    expect(clientAddress(origin(' 2001:DB8::1 '), true)).toBe('2001:db8:0:0::/64');
    expect(clientAddress(origin('2001:db8:0:0:ffff:1:2:3'), true)).toBe('2001:db8:0:0::/64');
    expect(clientAddress(origin('2001:db8:aa:bb:cc::9'), true)).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress(origin('fe80::1%eth0'), true)).toBe('fe80:0:0:0::/64');
    expect(clientAddress(origin('::1'), true)).toBe('0:0:0:0::/64');
    expect(clientAddress(origin(null, '10.0.0.2'), true)).toBe('10.0.0.2');
  });

  it('skips empty hops and spaces, and reads IPv6 in all its spellings to the same /64', () => {
    expect(clientAddress(origin('6.6.6.6, 198.51.100.7 , ,'), true)).toBe('198.51.100.7');
    expect(clientAddress(origin(' , '), true)).toBe('unknown');
    expect(clientAddress(origin(null, '  ::FFFF:203.0.113.9 '), false)).toBe('203.0.113.9');
    // an IPv4-mapped spelling without a dot is IPv6
    expect(clientAddress(origin('::ffff:abcd'), true)).toBe('0:0:0:0::/64');
    // groups after '::' fill from the right
    expect(clientAddress(origin('2001:db8::aa:bb:cc:dd'), true)).toBe('2001:db8:0:0::/64');
    expect(clientAddress(origin('1::2:3:4:5:6:7'), true)).toBe('1:0:2:3::/64');
    // an IPv4 tail counts as two groups
    expect(clientAddress(origin('1::2:3:4:5:6.7.8.9'), true)).toBe('1:0:2:3::/64');
  });

  it('is the header that next start sets to the socket address when there is no socket', () => {
    expect(clientAddress(origin('::ffff:192.0.2.1'), false)).toBe('192.0.2.1');
    expect(clientAddress(origin(null), false)).toBe('unknown');
    expect(clientAddress(origin('x'.repeat(500)), false)).toHaveLength(64);
  });
});

describe('readServerConfig', () => {
  it('reads DATA_DIR, DATABASE_URL, TRUST_PROXY, the join and create limits with their defaults', () => {
    const gate = { joinsPerAddressMinute: 10, wrongPinsPerAddress: 10, wrongPinsPerPinDay: 1000, createsPerHour: 60 };
    expect(readServerConfig({})).toEqual({ dataDir: 'data', databaseUrl: null, trustProxy: false, joinsPerSetMinute: 120, ...gate });
    expect(readServerConfig({ DATA_DIR: '/var/bt', DATABASE_URL: 'postgres://h/db', TRUST_PROXY: '1', JOINS_PER_SET_MINUTE: ' 600 ' })).toEqual({
      dataDir: '/var/bt',
      databaseUrl: 'postgres://h/db',
      trustProxy: true,
      joinsPerSetMinute: 600,
      ...gate,
    });
    expect(readServerConfig({ JOINS_PER_ADDRESS_MINUTE: '20', WRONG_PINS_PER_ADDRESS: '5', WRONG_PINS_PER_PIN_DAY: '500' })).toMatchObject({
      joinsPerAddressMinute: 20, wrongPinsPerAddress: 5, wrongPinsPerPinDay: 500,
    });
    // the default cap: half of the million PINs at the day's wrong guesses is longer than a school year
    expect(500_000 / readServerConfig({}).wrongPinsPerPinDay).toBeGreaterThanOrEqual(365);
    expect(readServerConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(readServerConfig({ CREATES_PER_HOUR: '600' }).createsPerHour).toBe(600);
    expect(readServerConfig({ CREATES_PER_HOUR: 'lots' }).createsPerHour).toBe(60);
    for (const unread of ['0', '-5', '1e3', 'many', '']) expect(readServerConfig({ JOINS_PER_SET_MINUTE: unread }).joinsPerSetMinute).toBe(120);
  });
});

describe('consumeOnSqlite', () => {
  it('counts like consume and leaves the connection at synchronous=FULL for the answers after it', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { sql } = await import('kysely');
    const { openMigrated } = await import('./open-store');
    const { consumeOnSqlite } = await import('./rate-limit');
    const dir = mkdtempSync(join(tmpdir(), 'bridge-rate-'));
    const { store, opened } = await openMigrated({ dataDir: dir });
    try {
      const now = 1_764_633_600_000;
      expect(await consumeOnSqlite(opened.db, 'k', 2, 60, now)).toEqual({ ok: true });
      expect(await consumeOnSqlite(opened.db, 'k', 2, 60, now + 1)).toEqual({ ok: true });
      expect(await consumeOnSqlite(opened.db, 'k', 2, 60, now + 2)).toEqual({ ok: false, retryAfter: 60 });
      const mode = await sql<{ synchronous: number }>`pragma synchronous`.execute(opened.db);
      expect(mode.rows[0].synchronous).toBe(2);
      // the window ends a minute after its first action: the next action starts a new one, counted from 1 again
      const later = now + 61_000;
      expect(await consumeOnSqlite(opened.db, 'k', 2, 60, later)).toEqual({ ok: true });
      expect(await consumeOnSqlite(opened.db, 'k', 2, 60, later + 1)).toEqual({ ok: true });
      expect(await consumeOnSqlite(opened.db, 'k', 2, 60, later + 2)).toEqual({ ok: false, retryAfter: 60 });
      // counters whose window ended are deleted now and then (every 500 actions) by consume itself
      const { consume } = await import('./rate-limit');
      const bucket = async (key: string) => opened.db.selectFrom('rate_limits').select('count').where('bucket', '=', key).executeTakeFirst();
      expect(await bucket('k')).toBeDefined();
      for (let k = 0; k < 500; k++) await consume(opened.db, `other:${k % 7}`, 1_000, 60, later + 120_000);
      expect(await bucket('k')).toBeUndefined();
      expect(await bucket('other:0')).toBeDefined();
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) describe('consume on PostgreSQL', () => {
  it("counts on connections whose commits do not wait for the disk, while the answers' own commits do", async () => {
    const { sql } = await import('kysely');
    const { freshPostgresDatabase } = await import('@/test-support/store/test-postgres');
    const { openMigrated } = await import('./open-store');
    const fresh = await freshPostgresDatabase(pgUrl);
    const { store, opened } = await openMigrated({ databaseUrl: fresh.url });
    try {
      const now = 1_764_633_600_000;
      expect(await store.consume('k', 1, 60, now)).toEqual({ ok: true });
      expect(await store.consume('k', 1, 60, now + 1)).toEqual({ ok: false, retryAfter: 60 });
      const setting = (db: typeof opened.db) => sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db);
      expect((await setting(opened.counters!)).rows[0].synchronous_commit).toBe('off');
      expect((await setting(opened.db)).rows[0].synchronous_commit).toBe('on');
    } finally {
      await store.close();
      await fresh.drop();
    }
  });
});
