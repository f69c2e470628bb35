// The join gate (server/join-gate.ts) on a real store's counters, with small limits given to it: one address never
// spends another's allowance, wrong PINs throttle their own address, the PIN's day cap locks that PIN (a right one too)
// and a new PIN starts at 0, the shared budget stops only an address past its own allowance; the windows end. SQLite,
// and PostgreSQL with TEST_DATABASE_URL.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openMigrated } from './open-store';
import { passJoinGate, PIN_DAY_SECONDS, WRONG_PIN_WINDOW_SECONDS, wrongPinsToday, type JoinLimits, type JoinTarget } from './join-gate';
import type { Reply } from './replies';
import type { Store } from './store-types';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';

const NOW = Date.UTC(2026, 11, 6, 8);
const LIMITS: JoinLimits = { joinsPerAddressMinute: 3, joinsPerSetMinute: 5, wrongPinsPerAddress: 4, wrongPinsPerPinDay: 6 };
const A = '203.0.113.11';
const B = '203.0.113.12';

/** A refusal's status and code, or 'pass'. */
function verdict(reply: Reply | null): string {
  if (reply === null) return 'pass';
  return reply.ok ? `${reply.status}` : `${reply.status} ${reply.issue.code}`;
}

function gateSuite(name: string, open: () => Promise<{ store: Store; done: () => Promise<void> }>): void {
  describe(`the join gate on ${name}`, () => {
    let ids = 0;
    const target = (pin: string | null, kind: 'set' | 'class' = 'class'): JoinTarget => ({ kind, id: `00000000-0000-4000-8000-${String(++ids).padStart(12, '0')}-${Date.now()}`, pin });

    async function run(test: (gate: (t: JoinTarget, address: string, pin?: string, at?: number) => Promise<string>, store: Store) => Promise<void>) {
      const { store, done } = await open();
      try {
        await test(async (t, address, pin, at = NOW) => verdict(await passJoinGate(store, t, address, pin, at, LIMITS)), store);
      } finally {
        await done();
      }
    }

    it("wrong PINs from one address throttle that address alone: a right PIN from another gets in", async () => {
      await run(async (gate) => {
        const cls = target('482913');
        const seen = [];
        for (let k = 0; k < 10; k++) seen.push(await gate(cls, A, '000001'));
        expect(seen).toEqual([...Array(4).fill('403 bad-join-pin'), ...Array(6).fill('429 rate-limited')]);
        // A's right PIN is refused as its wrong ones are: its budget is spent, guessing faster gains nothing
        expect(await gate(cls, A, '482913')).toBe('429 rate-limited');
        expect(await gate(cls, B, '482913')).toBe('pass');
        expect(await gate(cls, B, '482 913')).toBe('pass'); // as read out
        // no PIN given is not a guess
        expect(await gate(cls, B)).toBe('403 join-pin-needed');
        expect(await gate(cls, B, '')).toBe('403 join-pin-needed');
        // the address's window ends: it may try again
        expect(await gate(cls, A, '482913', NOW + WRONG_PIN_WINDOW_SECONDS * 1000)).toBe('pass');
      });
    });

    it("the PIN's day: at the cap every join with it is refused, a right one too, until a new PIN or the next day", async () => {
      await run(async (gate, store) => {
        const cls = target('135790');
        const addresses = ['198.51.100.1', '198.51.100.2'];
        for (let k = 0; k < 6; k++) expect(await gate(cls, addresses[k % 2], String(k).padStart(6, '0'))).toBe('403 bad-join-pin');
        expect(await wrongPinsToday(store, cls, NOW, LIMITS)).toEqual({ today: 6, cap: 6 });
        // the cap reached: a right PIN from an address that never guessed is refused, with what to do
        expect(await gate(cls, B, '135790')).toBe('403 join-pin-locked');
        expect(await gate(cls, '198.51.100.3', '999999')).toBe('403 join-pin-locked');
        // a new PIN is a new count: joins go on at once
        const renewed = { ...cls, pin: '246801' };
        expect(await wrongPinsToday(store, renewed, NOW, LIMITS)).toEqual({ today: 0, cap: 6 });
        expect(await gate(renewed, B, '246801')).toBe('pass');
        // the same PIN, a day after its first wrong guess: a new window
        expect(await gate(cls, '198.51.100.4', '135790', NOW + PIN_DAY_SECONDS * 1000)).toBe('pass');
        // the same id as a set is another target
        expect(await gate({ ...cls, kind: 'set' }, '198.51.100.5', '135790')).toBe('pass');
        expect(await wrongPinsToday(store, target(null), NOW, LIMITS)).toBeNull();
      });
    });

    it("the shared budget stops only an address past its own allowance: one address never spends another's", async () => {
      await run(async (gate) => {
        const set = target(null, 'set');
        // A: its own 3, then the shared budget's 5 (its own 3 counted there too), then 429
        const seen = [];
        for (let k = 0; k < 7; k++) seen.push(await gate(set, A));
        expect(seen).toEqual([...Array(5).fill('pass'), '429 rate-limited', '429 rate-limited']);
        // B and C have their own allowance whatever A did
        for (let k = 0; k < 3; k++) expect(await gate(set, B)).toBe('pass');
        expect(await gate(set, B)).toBe('429 rate-limited');
        expect(await gate(set, '203.0.113.13')).toBe('pass');
        // a minute later A has its allowance again
        expect(await gate(set, A, undefined, NOW + 60_000)).toBe('pass');
      });
    });

    it('wrong PINs do not spend the shared budget: an address behind many right PINs still joins past its own allowance', async () => {
      await run(async (gate) => {
        const cls = target('111222');
        for (let k = 0; k < 3; k++) expect(await gate(cls, '192.0.2.7', '000000')).toBe('403 bad-join-pin');
        // one school address, five classmates with the right PIN: its own 3 were spent on typos, the shared 5 take them
        for (let k = 0; k < 5; k++) expect(await gate(cls, '192.0.2.7', '111222')).toBe('pass');
        expect(await gate(cls, '192.0.2.7', '111222')).toBe('429 rate-limited');
      });
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'bridge-join-gate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
gateSuite('SQLite', async () => {
  const { store } = await openMigrated({ dataDir: dir });
  return { store, done: () => store.close() };
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  gateSuite('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    const { store } = await openMigrated({ databaseUrl: fresh.url });
    return { store, done: async () => { await store.close(); await fresh.drop(); } };
  });
}
