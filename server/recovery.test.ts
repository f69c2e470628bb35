// The way back to a lost home (server/recovery.ts) on a fresh SQLite file and, with TEST_DATABASE_URL, on PostgreSQL:
// the right name and passphrase give the key back; a wrong passphrase and a wrong name answer alike; a new recovery
// replaces the old; a name is one home's; attempts are bounded per name and per address; the row holds no secret.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recoveryRequest, type RecoveryRequest } from '@/lib/set-api/recovery-requests';
import { openMigrated } from './open-store';
import { newKey } from './owners';
import { parsePassphraseHash, RECOVERY_LIMITS, recoverKey as recoverAtCost, recoveryNameHash, recoveryStatus, setRecovery as setAtCost, type Cost } from './recovery';
import type { Reply } from './replies';
import type { Store } from './store-types';
import { hashToken } from './tokens';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';

const NOW = Date.UTC(2026, 11, 6, 8);
const HOUR = 3600 * 1000;
const dir = mkdtempSync(join(tmpdir(), 'bridge-recovery-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/**
 * scrypt at N = 2^10 (the least parsePassphraseHash reads) instead of 2^15: these tests make about 40 hashes per
 * database, and the cost is stored in each hash, so nothing else changes. The test of the row checks the real cost.
 */
const CHEAP: Cost = { ln: 10, r: 8, p: 1 };
const setRecovery = (store: Store, key: string, request: RecoveryRequest, now: number) => setAtCost(store, key, request, now, CHEAP);
const recoverKey = (store: Store, request: RecoveryRequest, address: string, now: number) => recoverAtCost(store, request, address, now, CHEAP);

const ask = (name: string, passphrase: string) => recoveryRequest.parse({ name, passphrase });
const body = (answer: Reply) => (answer.ok ? answer.body : answer.issue);

function recoverySuite(name: string, open: () => Promise<{ store: Store; done: () => Promise<void> }>) {
  describe(`the way back to a home on ${name}`, () => {
    let address = 0;
    /** Each test from its own address, so that the per-address limit counts only its own attempts. */
    const from = () => `198.51.100.${++address}`;

    async function withStore(run: (store: Store) => Promise<void>) {
      const { store, done } = await open();
      try {
        await run(store);
      } finally {
        await done();
      }
    }

    it('gives the key back for the right name and passphrase, and the same refusal for a wrong passphrase or name', () =>
      withStore(async (store) => {
        const key = await newKey(store, NOW);
        expect(body(await recoveryStatus(store, key))).toEqual({ recovery: null });
        const set = await setRecovery(store, key, ask('Ana Petrović', 'tri zelene šume'), NOW);
        expect(set).toMatchObject({ ok: true, status: 200, body: { recovery: { since: new Date(NOW).toISOString() } } });
        expect(body(await recoveryStatus(store, key))).toEqual({ recovery: { since: new Date(NOW).toISOString() } });

        const address = from();
        expect(await recoverKey(store, ask('Ana Petrović', 'tri zelene šume'), address, NOW)).toMatchObject({ ok: true, status: 200, body: { teacherKey: key } });
        // the name in another case and spacing finds the same home; the passphrase is exact
        expect(body(await recoverKey(store, ask('  ana   PETROVIĆ', 'tri zelene šume'), address, NOW))).toEqual({ teacherKey: key });
        const wrongPassphrase = await recoverKey(store, ask('Ana Petrović', 'tri zelene sume'), address, NOW);
        const wrongName = await recoverKey(store, ask('Ana Petrovic', 'tri zelene šume'), address, NOW);
        expect(wrongPassphrase).toEqual({ ok: false, status: 403, issue: { code: 'recovery-failed', params: {} }, extra: undefined });
        expect(wrongName).toEqual(wrongPassphrase);
      }));

    it('keeps no secret in the row: the name hashed, the passphrase as a salted scrypt hash (N = 2^15), the key sealed', () =>
      withStore(async (store) => {
        const [a, b] = [await newKey(store, NOW), await newKey(store, NOW)];
        // the real cost here: what the routes store
        await setAtCost(store, a, ask('Razred A', 'ista lozinka za oba'), NOW);
        await setAtCost(store, b, ask('Razred B', 'ista lozinka za oba'), NOW);
        const [rowA, rowB] = [await store.recoveries.byKey(hashToken(a)), await store.recoveries.byKey(hashToken(b))];
        expect(rowA?.nameHash).toBe(recoveryNameHash('razred a'));
        expect(rowA?.passphraseHash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
        const [hashA, hashB] = [parsePassphraseHash(rowA!.passphraseHash)!, parsePassphraseHash(rowB!.passphraseHash)!];
        expect(2 ** hashA.cost.ln).toBeGreaterThanOrEqual(2 ** 15);
        // the same passphrase, a different salt and hash on each row
        expect(hashA.salt.equals(hashB.salt)).toBe(false);
        expect(hashA.verifier.equals(hashB.verifier)).toBe(false);
        const text = JSON.stringify(rowA);
        for (const secret of [a, 'Razred A', 'ista lozinka za oba', Buffer.from(a).toString('base64url')]) expect(text).not.toContain(secret);
        expect(parsePassphraseHash('$scrypt$ln=4,r=8,p=1$' + 'a'.repeat(22) + '$' + 'b'.repeat(43))).toBeNull();
        expect(parsePassphraseHash('plain')).toBeNull();
      }));

    it('replaces the old recovery with a new one, and refuses a name that is another home\'s', () =>
      withStore(async (store) => {
        const [key, other] = [await newKey(store, NOW), await newKey(store, NOW)];
        const address = from();
        await setRecovery(store, key, ask('Učiteljica Mira', 'prva lozinka ovde'), NOW);
        expect(body(await setRecovery(store, key, ask('Mira Jovanović', 'druga lozinka ovde'), NOW + HOUR))).toEqual({ recovery: { since: new Date(NOW + HOUR).toISOString() } });
        expect((await recoverKey(store, ask('Učiteljica Mira', 'prva lozinka ovde'), address, NOW + HOUR)).status).toBe(403);
        expect(body(await recoverKey(store, ask('Mira Jovanović', 'druga lozinka ovde'), address, NOW + HOUR))).toEqual({ teacherKey: key });
        // the key may keep its own name with a new passphrase
        expect((await setRecovery(store, key, ask('Mira Jovanović', 'treća lozinka ovde'), NOW + HOUR)).status).toBe(200);
        expect((await recoverKey(store, ask('Mira Jovanović', 'druga lozinka ovde'), address, NOW + HOUR)).status).toBe(403);

        // another home may not take the name (in any case): it is told so, and the first home's way back stays
        const taken = await setRecovery(store, other, ask('MIRA  jovanović', 'tuđa lozinka ovde'), NOW + HOUR);
        expect(taken).toMatchObject({ ok: false, status: 409, issue: { code: 'recovery-name-taken' } });
        expect(body(await recoveryStatus(store, other))).toEqual({ recovery: null });
        expect(body(await recoverKey(store, ask('Mira Jovanović', 'treća lozinka ovde'), address, NOW + HOUR))).toEqual({ teacherKey: key });
        // the old name is free again
        expect((await setRecovery(store, other, ask('Učiteljica Mira', 'tuđa lozinka ovde'), NOW + HOUR)).status).toBe(200);

        // a key that does not exist has no recovery to set or read
        const unknown = 'x'.repeat(43);
        expect(await setRecovery(store, unknown, ask('Niko Nikić', 'lozinka od niko'), NOW)).toMatchObject({ status: 404, issue: { code: 'key-not-found' } });
        expect(await recoveryStatus(store, unknown)).toMatchObject({ status: 404 });
      }));

    it('bounds attempts per name (10 an hour, the right passphrase too) and per address (20 an hour)', () =>
      withStore(async (store) => {
        const key = await newKey(store, NOW);
        await setRecovery(store, key, ask('Stari Grad', 'lozinka starog grada'), NOW);
        // ten guesses at the name from ten addresses: the eleventh, even right and from a fresh address, waits
        for (let n = 0; n < RECOVERY_LIMITS.perName.count; n++) {
          expect((await recoverKey(store, ask('Stari Grad', `pogrešna lozinka ${n}`), from(), NOW)).status).toBe(403);
        }
        const held = await recoverKey(store, ask('Stari Grad', 'lozinka starog grada'), from(), NOW);
        expect(held).toMatchObject({ ok: false, status: 429, issue: { code: 'recovery-rate-limited', params: { minutes: 60 } }, headers: { 'retry-after': '3600' } });
        // an hour later the name may be tried again
        expect(body(await recoverKey(store, ask('Stari Grad', 'lozinka starog grada'), from(), NOW + HOUR))).toEqual({ teacherKey: key });

        // one address trying many names: twenty, then it waits, whatever the name
        const scanner = from();
        for (let n = 0; n < RECOVERY_LIMITS.perAddress.count; n++) {
          expect((await recoverKey(store, ask(`Ime broj ${n}`, 'bilo koja lozinka'), scanner, NOW)).status).toBe(403);
        }
        expect(await recoverKey(store, ask('Novi Grad', 'bilo koja lozinka'), scanner, NOW)).toMatchObject({ status: 429, issue: { code: 'recovery-rate-limited' } });

        // changing the way back costs a scrypt too: ten an hour per key
        for (let n = 0; n < RECOVERY_LIMITS.perKey.count - 1; n++) {
          expect((await setRecovery(store, key, ask('Stari Grad', `nova lozinka broj ${n}`), NOW)).status).toBe(200);
        }
        expect(await setRecovery(store, key, ask('Stari Grad', 'još jedna lozinka'), NOW)).toMatchObject({ status: 429, issue: { code: 'recovery-rate-limited' } });
      }), 60_000);
  });
}

recoverySuite('SQLite', async () => {
  const { store } = await openMigrated({ dataDir: join(dir, `data-${Math.random().toString(36).slice(2)}`) });
  return { store, done: () => store.close() };
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  recoverySuite('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    const { store } = await openMigrated({ databaseUrl: fresh.url });
    return { store, done: async () => { await store.close(); await fresh.drop(); } };
  });
}
