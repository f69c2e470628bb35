// A changed bidder never changes an old grade silently: with a stubbed system (every call item's answer becomes Pass,
// rule O-PASS) the stored grades and the teacher's view stay as they were until "check against today's system" is
// applied; the check lists what would change first. Each reply is checked against its route's schema
// (lib/set-api/responses.ts). SQLite, and PostgreSQL with TEST_DATABASE_URL.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RuleId } from '@/lib/bidder';
import { parseCall, PASS } from '@/lib/bridge/call';
import { readReply, type ReplyOf, type SetApiRoute } from '@/lib/set-api/responses';
import type { TodayItem } from '@/lib/teach';
import { openMigrated } from './open-store';
import type { Reply } from './replies';
import { createSet } from './set-create';
import { joinSet, studentView } from './set-students';
import { putAnswer } from './set-answers';
import { systemCheck } from './set-check';
import { teacherView } from './set-teacher';
import type { Store } from './store-types';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';

/** Today's system, stubbed: every call item is answered Pass by O-PASS; the other kinds as before. */
const passEverything: TodayItem = (item) =>
  item.expected.kind === 'call' ? { ...item, expected: { ...item.expected, call: PASS, rule: 'O-PASS' } } : item;

const NOW = Date.UTC(2026, 11, 5, 9);

/** A reply's body as its route sends it (JSON), checked against the schema of the route and status (lib/set-api/responses.ts). */
function body<R extends SetApiRoute>(route: R, reply: Reply): ReplyOf<R> {
  if (!reply.ok) throw new Error(`refused: ${JSON.stringify(reply)}`);
  const read = readReply(route, reply.status, JSON.parse(JSON.stringify(reply.body)));
  if (!read.ok) throw new Error(read.error);
  return read.value as ReplyOf<R>;
}

function checkSuite(name: string, open: () => Promise<{ store: Store; done: () => Promise<void> }>): void {
  describe(`system check on ${name}`, () => {
    it('leaves stored grades as they are until the teacher applies the check, which lists the changes first', async () => {
      const { store, done } = await open();
      try {
        const created = body('POST /api/sets', await createSet(store, {
          title: 'Provera', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', opensAt: null, closesAt: null,
          // no near misses: a near miss of O-1NT may be a pass, which Ana's pass would then get right (the set's seed is random)
          items: [{ topic: 'O-1NT', count: 2 }, { topic: 'score', count: 1 }], nearMisses: false,
        }, NOW));
        const { studentToken } = body('POST /api/sets/{code}/students', await joinSet(store, created.code, 'Ana', NOW, undefined, '203.0.113.1'));
        const view = body('GET /api/sets/{code}', await studentView(store, created.code, studentToken, NOW));
        // Ana passes on both opening items (wrong by today's system) and leaves the score item
        for (const item of view.items.filter((i) => i.kind === 'call')) {
          body('PUT /api/sets/{code}/answers/{answerId}', await putAnswer(store, created.code, `answer-${item.index}`, { studentToken, itemId: item.id, answer: { call: 'P' }, ms: 1000 }, NOW));
        }
        const grades = async () =>
          body('GET /api/sets/{code}', await studentView(store, created.code, studentToken, NOW)).answers.map((a) => a.grade!);
        const reviews = async () =>
          body('GET /api/sets/{code}', await studentView(store, created.code, studentToken, NOW)).items.filter((i) => i.kind === 'call').map((i) => i.review!);
        // the review of an answered item: the stored expected call with the explanation stored with it
        const reviewed = await reviews();
        expect(reviewed).toHaveLength(2);
        for (const r of reviewed) expect([r.explanation?.call, r.explanation?.rule]).toEqual([r.expected.call, r.expected.rule]);
        const before = await grades();
        expect(before.map((g) => g.right)).toEqual([false, false]);
        expect(before.every((g) => g.expected.rule !== null && g.expected.rule !== 'O-PASS')).toBe(true);
        const teacherBefore = body('GET /api/teacher/{token}', await teacherView(store, created.teacherToken, NOW)).results;

        const check = body('GET /api/teacher/{token}/system-check', await systemCheck(store, created.teacherToken, false, passEverything));
        expect(check.applied).toBe(false);
        expect(check.items.map((i) => [i.position, i.from.rule, i.to.text, i.to.rule])).toEqual(before.map((g, k) => [k, g.expected.rule, 'P', 'O-PASS']));
        expect(check.answerCount).toBe(2);
        expect(check.answers.map((a) => [a.from, a.to])).toEqual([[false, true], [false, true]]);
        // looking changed nothing, and the stored grades do not follow the changed system by themselves
        expect(await grades()).toEqual(before);
        expect(body('GET /api/teacher/{token}', await teacherView(store, created.teacherToken, NOW)).results).toEqual(teacherBefore);

        const applied = body('POST /api/teacher/{token}/system-check', await systemCheck(store, created.teacherToken, true, passEverything));
        expect(applied).toMatchObject({ applied: true, answerCount: 2 });
        expect((await grades()).map((g) => [g.right, g.expected.text, g.expected.rule])).toEqual([[true, 'P', 'O-PASS'], [true, 'P', 'O-PASS']]);
        // the review follows the stored expected answer; no explanation of another call is shown beside it
        expect((await reviews()).map((r) => [r.expected.call, r.expected.rule, r.explanation])).toEqual([['P', 'O-PASS', null], ['P', 'O-PASS', null]]);
        // the teacher's grid follows: the stored squares were folded again from the regraded answers
        const after = body('GET /api/teacher/{token}', await teacherView(store, created.teacherToken, NOW)).results;
        expect(after.cells[0].map((c) => c?.first.right ?? null)).toEqual([true, true, null]);
        expect(after.hardestRules.map((r) => r.rule)).toEqual(['O-PASS']);
        // once applied, the same system finds nothing more to change
        const again = body('GET /api/teacher/{token}/system-check', await systemCheck(store, created.teacherToken, false, passEverything));
        expect(again).toMatchObject({ items: [], answerCount: 0 });
        // and today's real system asks for nothing on items it made itself
        const real = body('GET /api/teacher/{token}/system-check', await systemCheck(store, created.teacherToken, false));
        expect(real.items).toHaveLength(2); // the stub's answers differ from the real system's: it would turn them back
      } finally {
        await done();
      }
    });

    it('lists an answer whose rule changes while right or wrong stays (the audit\'s surviving mutant V09)', async () => {
      const { store, done } = await open();
      try {
        const created = body('POST /api/sets', await createSet(store, {
          title: 'Pravilo', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', opensAt: null, closesAt: null,
          items: [{ topic: 'O-1NT', count: 1 }], nearMisses: false,
        }, NOW));
        const { studentToken } = body('POST /api/sets/{code}/students', await joinSet(store, created.code, 'Ana', NOW, undefined, '203.0.113.1'));
        const [item] = body('GET /api/sets/{code}', await studentView(store, created.code, studentToken, NOW)).items;
        const put = body('PUT /api/sets/{code}/answers/{answerId}', await putAnswer(store, created.code, 'answer-rule', { studentToken, itemId: item.id, answer: { call: '1N' }, ms: 1000 }, NOW));
        expect('grade' in put && put.grade?.right).toBe(true);
        // today's system, stubbed twice: another call by another rule; the bidder's own 1NT is then wrong, named by that rule
        const expecting = (text: string, rule: RuleId): TodayItem => (quiz) => {
          const call = parseCall(text);
          if (!call.ok || quiz.expected.kind !== 'call') throw new Error('a call item');
          return { ...quiz, expected: { ...quiz.expected, call: call.value, rule } };
        };
        body('POST /api/teacher/{token}/system-check', await systemCheck(store, created.teacherToken, true, expecting('2C', 'O-PASS')));
        const stored = async () => body('GET /api/sets/{code}', await studentView(store, created.code, studentToken, NOW)).answers.map((a) => [a.grade!.right, a.grade!.rule]);
        expect(await stored()).toEqual([[false, 'O-PASS']]);
        // wrong before and after, by another rule: the check lists it, and applied it stores the new rule
        const check = body('GET /api/teacher/{token}/system-check', await systemCheck(store, created.teacherToken, false, expecting('2D', 'O-2NT')));
        expect(check.items.map((i) => [i.from.rule, i.to.rule])).toEqual([['O-PASS', 'O-2NT']]);
        expect(check.answers.map((a) => [a.student, a.answer, a.from, a.to])).toEqual([['Ana', '1N', false, false]]);
        expect(check.answerCount).toBe(1);
        body('POST /api/teacher/{token}/system-check', await systemCheck(store, created.teacherToken, true, expecting('2D', 'O-2NT')));
        expect(await stored()).toEqual([[false, 'O-2NT']]);
      } finally {
        await done();
      }
    });

    it("with fresh hands lists each student's changed items in the set's order, by the students' order, and leaves whole auctions alone", async () => {
      const { store, done } = await open();
      try {
        const created = body('POST /api/sets', await createSet(store, {
          title: 'Svako svoje', instructions: '', locale: 'sr', mode: 'practice', hands: 'fresh', opensAt: null, closesAt: null,
          items: [{ topic: 'O-1NT', count: 2 }, { topic: 'auction', count: 1, seat: 'S' }], nearMisses: false,
        }, NOW));
        const names = ['Ana', 'Bojan', 'Cvijeta'];
        for (const [k, name] of names.entries()) {
          const { studentToken } = body('POST /api/sets/{code}/students', await joinSet(store, created.code, name, NOW + k * 60_000, undefined, `203.0.113.${k + 1}`));
          const view = body('GET /api/sets/{code}', await studentView(store, created.code, studentToken, NOW));
          for (const item of view.items.filter((i) => i.kind === 'call' && !i.wholeAuction)) {
            body('PUT /api/sets/{code}/answers/{answerId}', await putAnswer(store, created.code, `answer-${name}-${item.index}`, { studentToken, itemId: item.id, answer: { call: 'P' }, ms: 1000 }, NOW));
          }
        }
        // today's system is asked of each student's two opening items, never of the whole auctions
        let asked = 0;
        const counting: TodayItem = (item) => {
          asked += 1;
          return passEverything(item);
        };
        const check = body('GET /api/teacher/{token}/system-check', await systemCheck(store, created.teacherToken, false, counting));
        expect(asked).toBe(6);
        // (the students' order is the grid's: teacherView's results)
        const order = body('GET /api/teacher/{token}', await teacherView(store, created.teacherToken, NOW)).results.students.map((st) => st.name);
        expect([...order].sort()).toEqual(names);
        expect(check.items.map((i) => [i.position, i.student])).toEqual([0, 1].flatMap((position) => order.map((n) => [position, n])));
        // each student's pass is graded against their own item: all six turn right
        expect(check.answerCount).toBe(6);
        expect(check.answers.map((a) => [a.student, a.position, a.from, a.to]).sort()).toEqual(
          names.flatMap((n) => [[n, 0, false, true], [n, 1, false, true]]).sort(),
        );
        // a link that opens no set
        const wrong = await systemCheck(store, `${created.teacherToken.slice(0, -1)}${created.teacherToken.endsWith('A') ? 'B' : 'A'}`, false, counting);
        expect(wrong.ok ? wrong.status : [wrong.status, wrong.issue.code]).toEqual([404, 'set-not-found']);
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
