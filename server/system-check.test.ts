// A changed bidder never changes an old grade silently: with a stubbed system (every call item's answer becomes Pass,
// rule O-PASS) the stored grades and the teacher's view stay as they were until "check against today's system" is
// applied; the check lists what would change first. SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASS } from '@/lib/bridge/call';
import type { TodayItem } from '@/lib/teach';
import { openMigrated } from './open-store';
import { createSet, joinSet, putAnswer, studentView, systemCheck, teacherView } from './set-service';
import type { Store } from './store-types';
import { freshPostgresDatabase } from './test-postgres';

/** Today's system, stubbed: every call item is answered Pass by O-PASS; the other kinds as before. */
const passEverything: TodayItem = (item) =>
  item.expected.kind === 'call' ? { ...item, expected: { ...item.expected, call: PASS, rule: 'O-PASS' } } : item;

const NOW = Date.UTC(2026, 11, 5, 9);

function body<T>(reply: { ok: boolean; body?: unknown }): T {
  if (!reply.ok) throw new Error(`refused: ${JSON.stringify(reply)}`);
  return reply.body as T;
}

interface Grade { readonly right: boolean; readonly expected: { readonly text: string; readonly rule: string | null } }

function checkSuite(name: string, open: () => Promise<{ store: Store; done: () => Promise<void> }>): void {
  describe(`system check on ${name}`, () => {
    it('leaves stored grades as they are until the teacher applies the check, which lists the changes first', async () => {
      const { store, done } = await open();
      try {
        const created = body<{ code: string; teacherToken: string }>(await createSet(store, {
          title: 'Provera', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', opensAt: null, closesAt: null,
          items: [{ topic: 'O-1NT', count: 2 }, { topic: 'score', count: 1 }], nearMisses: true,
        }, NOW));
        const { studentToken } = body<{ studentToken: string }>(await joinSet(store, created.code, 'Ana', NOW));
        const view = body<{ items: { id: string; index: number; kind: string }[] }>(await studentView(store, created.code, studentToken, NOW));
        // Ana passes on both opening items (wrong by today's system) and leaves the score item
        for (const item of view.items.filter((i) => i.kind === 'call')) {
          body(await putAnswer(store, created.code, `answer-${item.index}`, { studentToken, itemId: item.id, answer: { call: 'P' }, ms: 1000 }, NOW));
        }
        const grades = async () =>
          body<{ answers: { grade: Grade }[] }>(await studentView(store, created.code, studentToken, NOW)).answers.map((a) => a.grade);
        const before = await grades();
        expect(before.map((g) => g.right)).toEqual([false, false]);
        expect(before.every((g) => g.expected.rule !== null && g.expected.rule !== 'O-PASS')).toBe(true);
        const teacherBefore = body<{ results: unknown }>(await teacherView(store, created.teacherToken, NOW)).results;

        const check = body<{ applied: boolean; items: { position: number; from: { rule: string }; to: { text: string; rule: string } }[]; answerCount: number; answers: { from: boolean; to: boolean }[] }>(
          await systemCheck(store, created.teacherToken, false, passEverything),
        );
        expect(check.applied).toBe(false);
        expect(check.items.map((i) => [i.position, i.from.rule, i.to.text, i.to.rule])).toEqual(before.map((g, k) => [k, g.expected.rule, 'P', 'O-PASS']));
        expect(check.answerCount).toBe(2);
        expect(check.answers.map((a) => [a.from, a.to])).toEqual([[false, true], [false, true]]);
        // looking changed nothing, and the stored grades do not follow the changed system by themselves
        expect(await grades()).toEqual(before);
        expect(body<{ results: unknown }>(await teacherView(store, created.teacherToken, NOW)).results).toEqual(teacherBefore);

        const applied = body<{ applied: boolean; answerCount: number }>(await systemCheck(store, created.teacherToken, true, passEverything));
        expect(applied).toMatchObject({ applied: true, answerCount: 2 });
        expect((await grades()).map((g) => [g.right, g.expected.text, g.expected.rule])).toEqual([[true, 'P', 'O-PASS'], [true, 'P', 'O-PASS']]);
        // the teacher's grid follows: the stored squares were folded again from the regraded answers
        const after = body<{ results: { cells: ({ first: { right: boolean } } | null)[][]; hardestRules: { rule: string }[] } }>(await teacherView(store, created.teacherToken, NOW)).results;
        expect(after.cells[0].map((c) => c?.first.right ?? null)).toEqual([true, true, null]);
        expect(after.hardestRules.map((r) => r.rule)).toEqual(['O-PASS']);
        // once applied, the same system finds nothing more to change
        const again = body<{ items: unknown[]; answerCount: number }>(await systemCheck(store, created.teacherToken, false, passEverything));
        expect(again).toMatchObject({ items: [], answerCount: 0 });
        // and today's real system asks for nothing on items it made itself
        const real = body<{ items: unknown[] }>(await systemCheck(store, created.teacherToken, false));
        expect(real.items).toHaveLength(2); // the stub's answers differ from the real system's: it would turn them back
      } finally {
        await done();
      }
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'bridge-tutor-check-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
checkSuite('SQLite', async () => {
  const { store } = await openMigrated({ dataDir: join(dir, 'data') });
  return { store, done: () => store.close() };
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  checkSuite('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    const { store } = await openMigrated({ databaseUrl: fresh.url });
    return { store, done: async () => { await store.close(); await fresh.drop(); } };
  });
}
