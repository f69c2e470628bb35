// The class's figures as the database counts them (first-attempt flags, server/class-progress-store.ts) equal a plain
// recount of the stored answers as the class pages counted them before (every answer read, the first per student and
// item by time then id, ruleCounts over them): the class teacher's progress and trend (with and without a term window)
// and a student's page (items done per set, first attempts per rule in the sets whose grades are shown). Random
// histories on SQLite (fast-check: answers arriving out of order, in batches, ties in the same ms, retries, items that
// are not calls, tests revealed or not); a fixed history on PostgreSQL with TEST_DATABASE_URL.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { ruleCounts } from '../lib/teach/class-progress';
import { gradeAnswer, storedGrade } from '../lib/teach/grade';
import { makeCall } from '../lib/bridge/call';
import { gradedBy, makeItem, type MadeItem } from '../lib/teach/made-item';
import type { SetAnswer, SetItemSource, SetSpec, StoredAnswer } from '../lib/teach/set-types';
import type { SetRow } from './set-row';
import { classStudentView, classTeacherView } from './class-service';
import { openMigrated } from './open-store';
import type { Store, StoredItem } from './store-types';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';
import { hashToken, resumeCode, setCode, studentToken, teacherToken } from './tokens';

const BASE = Date.UTC(2026, 8, 1, 8);
const HALF_DAY = 43_200_000;
const SOURCES: readonly SetItemSource[] = [
  { source: 'topic', topic: 'O-1NT', seed: 5, nearMiss: false },
  { source: 'topic', topic: 'O-2NT', seed: 6, nearMiss: false },
  { source: 'topic', topic: 'open', seed: 7, nearMiss: false },
  { source: 'topic', topic: 'evaluate', seed: 8, nearMiss: false },
];
const MADE: readonly MadeItem[] = SOURCES.map((source) => makeItem(source, null));

/** A right answer or a wrong one to an item (a call, or a hand evaluation: an item that is not a call has no rule). */
function answerTo(made: MadeItem, right: boolean): SetAnswer {
  const e = made.item.expected;
  if (e.kind === 'call') return { call: right ? makeCall(e.call) : makeCall(e.call) === 'P' ? '7N' : 'P' };
  if (e.kind !== 'evaluate') throw new Error(`no answer for ${e.kind}`);
  return { h: e.h, d: e.d, hd: e.hd + (right ? 0 : 1), qt: e.qt, hdr: e.trump === null ? null : e.hdr };
}

interface History {
  readonly students: number;
  readonly sets: readonly { readonly mode: 'practice' | 'test'; readonly revealed: boolean; readonly items: readonly number[] }[];
  readonly answers: readonly { readonly student: number; readonly set: number; readonly item: number; readonly right: boolean; readonly at: number; readonly id: string }[];
  readonly batches: readonly number[];
  readonly since: number | null;
}

const history: fc.Arbitrary<History> = fc.record({
  students: fc.integer({ min: 1, max: 4 }),
  sets: fc.array(
    fc.record({
      mode: fc.constantFrom('practice' as const, 'test' as const),
      revealed: fc.boolean(),
      items: fc.array(fc.integer({ min: 0, max: MADE.length - 1 }), { minLength: 1, maxLength: 4 }),
    }),
    { minLength: 1, maxLength: 3 },
  ),
  answers: fc.array(
    fc.record({
      student: fc.nat(), set: fc.nat(), item: fc.nat(), right: fc.boolean(),
      // few distinct times: ties in the same ms are common, and answers arrive out of their time order
      at: fc.integer({ min: 0, max: 6 }), id: fc.stringMatching(/^[a-z0-9]{1,3}$/),
    }),
    { maxLength: 40 },
  ),
  batches: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }),
  since: fc.option(fc.integer({ min: 0, max: 7 }), { nil: null }),
});

/** The history stored through the Store (answers through putAnswer, in batches that commit together). */
async function store_(store: Store, h: History) {
  const classToken = teacherToken();
  const cls = await store.classes.createClass({ code: setCode(), teacherHash: hashToken(classToken), keyHash: null, spec: { title: 'Razred', locale: 'sr' }, createdAt: BASE });
  const students: { id: string; token: string }[] = [];
  for (let s = 0; s < h.students; s++) {
    const token = studentToken();
    const added = await store.classes.addStudent({ classId: cls.id, name: `Učenik ${s + 1}`, tokenHash: hashToken(token), resumeHash: `${s}`.repeat(64), joinedAt: BASE });
    if (typeof added === 'string') throw new Error(added);
    students.push({ id: added.id, token });
  }
  const sets: { set: SetRow; members: string[]; items: readonly StoredItem[] }[] = [];
  for (const [k, plan] of h.sets.entries()) {
    const spec: SetSpec = { title: `Skup ${k + 1}`, instructions: '', locale: 'sr', mode: plan.mode, hands: 'same', seed: k };
    const set = await store.createSet(
      { code: setCode(), teacherHash: hashToken(teacherToken()), spec, opensAt: null, closesAt: null, createdAt: BASE + k, classId: cls.id },
      plan.items.map((m) => ({ source: SOURCES[m], made: MADE[m] })),
    );
    const patched = plan.revealed ? await store.updateSet(set.id, { revealed: true }) : set;
    const shown = typeof patched === 'string' ? null : patched;
    const members = [];
    for (const [s, student] of students.entries()) {
      const added = await store.addStudent({ setId: set.id, name: `Učenik ${s + 1}`, tokenHash: null, classStudentId: student.id, resumeCode: resumeCode(), seed: s, joinedAt: BASE, items: [] });
      if (typeof added === 'string') throw new Error(added);
      members.push(added.id);
    }
    sets.push({ set: shown ?? set, members, items: await store.itemsOf(set.id, null) });
  }
  const puts = h.answers.map((a) => () => {
    const { set, members, items } = sets[a.set % sets.length];
    const item = items[a.item % items.length];
    const grade = storedGrade(gradeAnswer(item.made.item, gradedBy(item.made.expected, []), answerTo(item.made, a.right)), item.made.system);
    return store.putAnswer(
      { setId: set.id, id: a.id, student: members[a.student % members.length], item, answer: answerTo(item.made, a.right), ms: 1000, at: BASE + a.at * HALF_DAY },
      () => grade,
    );
  });
  for (let k = 0, b = 0; k < puts.length; b++) {
    const size = h.batches[b % h.batches.length];
    await Promise.all(puts.slice(k, k + size).map((put) => put()));
    k += size;
  }
  return { cls, classToken, students, sets };
}

/** The figures recounted the plain way from every stored answer. */
async function recount(store: Store, stored: Awaited<ReturnType<typeof store_>>, since: number | null) {
  const classStudentOf = new Map((await store.classes.setStudentsOfClass(stored.cls.id)).map((r) => [r.student, r.classStudent]));
  const all: (StoredAnswer & { setId: string; classStudent: string })[] = [];
  for (const { set } of stored.sets) for (const a of await store.answersOf(set.id)) all.push({ ...a, setId: set.id, classStudent: classStudentOf.get(a.student)! });
  all.sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const seen = new Set<string>();
  const firsts = all.filter((a) => {
    const key = `${a.classStudent}|${a.setId}|${a.setItem}`;
    return seen.has(key) ? false : (seen.add(key), true);
  }).map((a) => ({ student: a.classStudent, setId: a.setId, rule: a.grade.expected.rule, right: a.grade.right, at: a.at }));
  const term = firsts.filter((f) => since === null || f.at >= since);
  // the roster in the class's order (joined, then id)
  const roster = await store.classes.studentsOf(stored.cls.id);
  const shown = new Set(stored.sets.filter(({ set }) => set.spec.mode === 'practice' || set.revealed).map(({ set }) => set.id));
  return {
    progress: roster.map((s) => ({ student: s.id, rules: ruleCounts(term.filter((f) => f.student === s.id)) })),
    trend: roster.map((s) => ({
      student: s.id,
      sets: stored.sets.flatMap(({ set }) => {
        const own = term.filter((f) => f.student === s.id && f.setId === set.id);
        return own.length === 0 ? [] : [{ code: set.code, answered: own.length, right: own.filter((f) => f.right).length }];
      }),
    })),
    student: (id: string) => ({
      done: stored.sets.map(({ set }) => firsts.filter((f) => f.student === id && f.setId === set.id).length),
      rules: ruleCounts(firsts.filter((f) => f.student === id && shown.has(f.setId))),
    }),
  };
}

async function check(store: Store, h: History): Promise<void> {
  const stored = await store_(store, h);
  const since = h.since === null ? null : BASE + h.since * HALF_DAY;
  const expected = await recount(store, stored, since);
  const teacher = await classTeacherView(store, stored.classToken, BASE, since ?? undefined);
  if (!teacher.ok) throw new Error(`teacher view: ${teacher.status}`);
  const body = teacher.body as { progress: unknown; trend: unknown };
  expect({ progress: body.progress, trend: body.trend }).toEqual({ progress: expected.progress, trend: expected.trend });
  for (const student of stored.students) {
    const reply = await classStudentView(store, stored.cls.code, student.token, BASE);
    if (!reply.ok) throw new Error(`class page: ${reply.status}`);
    const page = reply.body as { sets: { done: number }[]; rules: unknown };
    expect({ done: page.sets.map((s) => s.done), rules: page.rules }).toEqual(expected.student(student.id));
  }
}

const dir = mkdtempSync(join(tmpdir(), 'bridge-class-progress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('class progress counted in the database', () => {
  it('equals a recount of every stored answer, on SQLite (random histories)', async () => {
    const { store } = await openMigrated({ dataDir: dir });
    try {
      await fc.assert(fc.asyncProperty(history, (h) => check(store, h)), { numRuns: 30 });
    } finally {
      await store.close();
    }
  }, 120_000);

  const pgUrl = process.env.TEST_DATABASE_URL;
  if (pgUrl) {
    it('equals a recount of every stored answer, on PostgreSQL (a fixed history)', async () => {
      const fresh = await freshPostgresDatabase(pgUrl);
      const { store } = await openMigrated({ databaseUrl: fresh.url });
      try {
        // two students, a practice set and an unrevealed test, ties in the same ms, retries, an evaluation, a term window
        await check(store, {
          students: 2,
          sets: [{ mode: 'practice', revealed: false, items: [0, 1, 3] }, { mode: 'test', revealed: false, items: [2, 0] }],
          answers: [
            { student: 0, set: 0, item: 1, right: false, at: 3, id: 'b' },
            { student: 0, set: 0, item: 1, right: true, at: 3, id: 'a' },
            { student: 0, set: 0, item: 0, right: true, at: 1, id: 'c' },
            { student: 0, set: 0, item: 2, right: false, at: 2, id: 'd' },
            { student: 0, set: 0, item: 0, right: false, at: 0, id: 'z' },
            { student: 1, set: 0, item: 0, right: false, at: 4, id: 'e' },
            { student: 1, set: 0, item: 0, right: true, at: 5, id: 'f' },
            { student: 0, set: 1, item: 0, right: false, at: 2, id: 'g' },
            { student: 0, set: 1, item: 1, right: true, at: 6, id: 'h' },
            { student: 1, set: 1, item: 1, right: true, at: 1, id: 'i' },
          ],
          batches: [3, 1, 4],
          since: 2,
        });
      } finally {
        await store.close();
        await fresh.drop();
      }
    }, 60_000);
  }
});
