// Items made for `add` and `replace` and for joins, in the item pool and never inside the store's write transaction:
// a student joins while an `add` is making its items (the add then makes them again for everyone), the bound of
// MAX_EDIT_ITEMS (items × students) refuses more, the system check asks the pool in slices, and a full pool is 503
// items-busy with Retry-After. SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MAX_EDIT_ITEMS } from '@/lib/teach/set-types';
import { formatIssue } from '@/lib/i18n/translate';
import { openMigrated } from './open-store';
import { ItemsBusy, itemPool, useItemPool, type ItemPool } from './item-pool';
import { createSet } from './set-create';
import { editItems } from './set-items';
import { systemCheck } from './set-check';
import { CHECK_SLICE } from './item-making';
import { joinSet } from './set-students';
import type { Store } from './store-types';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';

const NOW = Date.UTC(2026, 11, 6, 9);

/** A fresh-hands set of `count` `open` questions: its code and teacher token. */
async function freshSet(store: Store, count = 1): Promise<{ code: string; teacherToken: string; setId: string }> {
  const created = await createSet(store, {
    title: 'Čas', instructions: '', locale: 'sr', mode: 'practice', hands: 'fresh', opensAt: null, closesAt: null,
    items: [{ topic: 'open', count }], nearMisses: false,
  }, NOW);
  if (!created.ok) throw new Error('not created');
  const { code, teacherToken } = created.body as { code: string; teacherToken: string };
  return { code, teacherToken, setId: (await store.setByCode(code))!.id };
}

async function enrol(store: Store, code: string, name: string, k: number): Promise<void> {
  const joined = await joinSet(store, code, name, NOW, undefined, `203.0.113.${k % 250}`);
  if (!joined.ok) throw new Error(`${name} not joined: ${JSON.stringify(joined)}`);
}

/** The process's pool with its jobs held until `release()`; `held` resolves when the first job arrives. */
function heldPool(): { pool: ItemPool; held: Promise<void>; release: () => void; jobs: () => number } {
  const real = itemPool();
  let arrived!: () => void;
  let open!: () => void;
  const held = new Promise<void>((r) => (arrived = r));
  const gate = new Promise<void>((r) => (open = r));
  let jobs = 0;
  const pool: ItemPool = {
    run: async (job) => {
      jobs++;
      arrived();
      await gate;
      return real.run(job);
    },
    load: () => real.load(),
    close: () => real.close(),
  };
  return { pool, held, release: open, jobs: () => jobs };
}

function editSuite(name: string, open: () => Promise<{ store: Store; done: () => Promise<void> }>): void {
  describe(`item edits on ${name}`, () => {
    let before: ItemPool | null = null;
    afterEach(() => {
      if (before) useItemPool(before);
      before = null;
    });

    it("makes an add's items outside its transaction: a student joins meanwhile, and the add makes them again for everyone", async () => {
      const { store, done } = await open();
      try {
        const { code, teacherToken, setId } = await freshSet(store);
        await enrol(store, code, 'Ana', 1);
        const held = heldPool();
        before = useItemPool(held.pool);
        const adding = editItems(store, teacherToken, { op: 'add', items: [{ topic: 'respond', count: 2 }], nearMisses: false }, NOW);
        await held.held;
        // the add is making Ana's items (held): no transaction is open, so Ben's join commits now, its items made
        // through the same held pool once released — the join is stored before the add
        const joining = (async () => {
          const joined = await joinSet(store, code, 'Ben', NOW, undefined, '203.0.113.2');
          return joined;
        })();
        held.release();
        const [added, joined] = await Promise.all([adding, joining]);
        expect(joined.status).toBe(201);
        expect(added.status, JSON.stringify(added)).toBe(200);
        // made again once Ben was in: both have their own item for each of the three questions
        const setItems = await store.setItemsOf(setId);
        expect(setItems).toHaveLength(3);
        for (const student of await store.studentsOf(setId)) {
          expect((await store.itemsOf(setId, student.id)).map((i) => i.setItem)).toEqual(setItems.map((i) => i.id));
        }
        expect(held.jobs()).toBeGreaterThanOrEqual(3); // Ana's items, Ben's join, then Ana's and Ben's again
      } finally {
        await done();
      }
    });

    it('holds no transaction while making: a join to another set commits while an add is making its items', async () => {
      const { store, done } = await open();
      try {
        const edited = await freshSet(store);
        await enrol(store, edited.code, 'Ana', 3);
        const other = await createSet(store, {
          title: 'Drugi', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', opensAt: null, closesAt: null,
          items: [{ topic: 'open', count: 1 }], nearMisses: false,
        }, NOW);
        if (!other.ok) throw new Error('not created');
        const held = heldPool();
        before = useItemPool(held.pool);
        const adding = editItems(store, edited.teacherToken, { op: 'replace', id: (await store.setItemsOf(edited.setId))[0].id }, NOW);
        await held.held;
        // a same-hands join makes nothing: it writes while the replace's items are still being made
        const joined = await joinSet(store, (other.body as { code: string }).code, 'Ben', NOW, undefined, '203.0.113.4');
        expect(joined.status).toBe(201);
        held.release();
        expect((await adding).status).toBe(200);
      } finally {
        await done();
      }
    });

    it(`refuses an add or replace that would make more than MAX_EDIT_ITEMS (${MAX_EDIT_ITEMS}) items: questions × students`, async () => {
      const { store, done } = await open();
      try {
        const { code, teacherToken, setId } = await freshSet(store);
        for (let k = 0; k < 20; k++) await enrol(store, code, `S${k}`, 10 + k);
        const itemsBefore = (await store.allItemsOf(setId)).length;
        // 20 students × 51 questions = 1,020
        const refused = await editItems(store, teacherToken, { op: 'add', items: [{ topic: 'open', count: 51 }], nearMisses: false }, NOW);
        expect(refused).toMatchObject({ ok: false, status: 413, issue: { code: 'edit-too-large', params: { items: 1020, questions: 51, students: 20, max: MAX_EDIT_ITEMS } } });
        expect((await store.setItemsOf(setId)).length).toBe(1);
        expect((await store.allItemsOf(setId)).length).toBe(itemsBefore);
        if (!refused.ok) {
          for (const locale of ['sr', 'lv', 'en'] as const) expect(formatIssue(locale, refused.issue)).toMatch(/1\D?020/);
        }
        // 20 × 50 = 1,000: at the bound, made
        const made = await editItems(store, teacherToken, { op: 'add', items: [{ topic: 'open', count: 50 }], nearMisses: false }, NOW);
        expect(made.status).toBe(200);
        expect((await store.allItemsOf(setId)).length).toBe(itemsBefore + 1000);
      } finally {
        await done();
      }
    });

    it(`asks today's system for every stored item in the pool, in jobs of at most CHECK_SLICE (${CHECK_SLICE})`, async () => {
      const { store, done } = await open();
      try {
        const { code, teacherToken, setId } = await freshSet(store, 2);
        for (let k = 0; k < 60; k++) await enrol(store, code, `S${k}`, 40 + k);
        const real = itemPool();
        const checks: number[] = [];
        before = useItemPool({
          ...real,
          run: (job) => {
            if (job.kind === 'check') checks.push(job.items.length);
            return real.run(job);
          },
        });
        const checked = await systemCheck(store, teacherToken, false);
        expect(checked).toMatchObject({ ok: true, status: 200, body: { applied: false, items: [], answerCount: 0 } });
        expect(checks).toEqual([CHECK_SLICE, 120 - CHECK_SLICE]);
        expect((await store.allItemsOf(setId)).length).toBe(120);
      } finally {
        await done();
      }
    });

    it('answers 503 items-busy with Retry-After when the pool refuses, and stores nothing', async () => {
      const { store, done } = await open();
      try {
        const { code, teacherToken, setId } = await freshSet(store, 2);
        await enrol(store, code, 'Ana', 5);
        before = useItemPool({ run: () => Promise.reject(new ItemsBusy()), load: () => ({ running: 0, waiting: 32 }), close: async () => {} });
        const joined = await joinSet(store, code, 'Ben', NOW, undefined, '203.0.113.6');
        expect(joined).toMatchObject({ ok: false, status: 503, issue: { code: 'items-busy' }, headers: { 'retry-after': '2' } });
        const added = await editItems(store, teacherToken, { op: 'add', items: [{ topic: 'open', count: 1 }], nearMisses: false }, NOW);
        expect(added).toMatchObject({ ok: false, status: 503, issue: { code: 'items-busy' } });
        expect((await store.studentsOf(setId)).map((s) => s.name)).toEqual(['Ana']);
        expect(await store.setItemsOf(setId)).toHaveLength(2);
        if (!joined.ok) expect(formatIssue('sr', joined.issue)).toMatch(/pokušajte ponovo za 2 sekunde/);
      } finally {
        await done();
      }
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'bridge-item-edits-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
editSuite('SQLite', async () => {
  const { store } = await openMigrated({ dataDir: mkdtempSync(join(dir, 'db-')) });
  return { store, done: () => store.close() };
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  editSuite('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    const { store } = await openMigrated({ databaseUrl: fresh.url });
    return { store, done: async () => { await store.close(); await fresh.drop(); } };
  });
}
