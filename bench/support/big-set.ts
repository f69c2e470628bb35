// A full class for the benches (issue acceptance): 300 students × 100 items with fresh hands, every item answered,
// made once (seeded: the same class every run) and stored through the Store, the answers graded for real and inserted
// in large batches with the columns putAnswer writes, each student's squares folded as putAnswer folds them.
// Example: const plan = planClass(sources); const big = await storeBigSet(store, db, sources, plan.students) → { set, token, studentIds, … }.

import type { Insertable, Kysely } from 'kysely';
import { SYSTEM_VERSION } from '../../lib/bidder/system-version';
import { legalCalls } from '../../lib/bridge/auction';
import { makeCall, sameCall } from '../../lib/bridge/call';
import type { QuizItem } from '../../lib/quiz/item-types';
import {
  cellsOfAnswers, packCells, gradeAnswer, gradedBy, makeItem, mixSeeds, storedGrade,
  type MadeItem, type SetAnswer, type SetItemSource, type SetSpec, type StoredGrade,
} from '../../lib/teach';
import { gradeOf, gradeValues, type GradeColumns } from '../../server/item-rows';
import type { AnswersTable, Database } from '../../server/schema';
import type { SetRow, Store } from '../../server/store-types';
import { hashToken, resumeCode, setCode, studentToken, teacherToken } from '../../server/tokens';
import { mainThreadCpuMs } from './thread-cpu';

export const STUDENTS = 300;
export const REQUESTS = [
  { topic: 'open', count: 50 },
  { topic: 'respond', count: 30 },
  { topic: 'evaluate', count: 10 },
  { topic: 'score', count: 10 },
] as const;
export const SET_SEED = 20_260_601;
/** Share of answers that are right. */
const RIGHT = 0.7;
const BATCH = 1000;

const cpuNow = (): NodeJS.CpuUsage => process.cpuUsage();
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/**
 * `work` timed in the process's CPU (user + system, every thread), in the main thread's CPU (the event loop's: what
 * the issue's ≤ 100 ms is about; the process's CPU where /proc cannot tell) and in wall ms.
 */
export async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; cpu: number; main: number; wall: number }> {
  const start = performance.now();
  const used = cpuNow();
  const mainStart = mainThreadCpuMs();
  const value = await work();
  const cpu = cpuMs(used);
  const mainEnd = mainThreadCpuMs();
  return { value, cpu, main: mainStart === null || mainEnd === null ? cpu : mainEnd - mainStart, wall: performance.now() - start };
}

export const seconds = (x: number): string => `${(x / 1000).toFixed(1)} s`;


/** A small seeded generator (mulberry32): the same class every run. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** A student's answer to an item: the expected one, or a plausible wrong one (a legal call near the bottom of the box, a count off by one, a score off by a trick's worth). */
function answerTo(item: QuizItem, right: boolean, rand: () => number): SetAnswer {
  const e = item.expected;
  switch (e.kind) {
    case 'call': {
      if (right) return { call: makeCall(e.call) };
      const legal = legalCalls({ dealer: item.dealer, calls: item.calls }).filter((c) => !sameCall(c, e.call));
      return { call: makeCall(legal[Math.floor(rand() * Math.min(legal.length, 10))]) };
    }
    case 'evaluate': {
      const off = right ? 0 : rand() < 0.5 ? 1 : -1;
      return { h: e.h, d: e.d, hd: e.hd + off, qt: e.qt, hdr: e.trump === null ? null : e.hdr };
    }
    case 'score': {
      const off = right ? 0 : [30, -30, 50, 100, -100][Math.floor(rand() * 5)];
      return { score: e.score + off };
    }
    case 'legal':
      // not in this set's mix: a plausible answer all the same
      return { index: null, code: null, contract: null, declarer: null };
    case 'roles':
      // not in this set's mix either
      return { contract: null, declarer: null, leader: null, dummy: null };
  }
}

export interface Planned {
  readonly made: MadeItem;
  readonly answer: SetAnswer;
  readonly grade: StoredGrade;
  readonly ms: number;
  /** ms after the student joined. */
  readonly after: number;
}

export interface PlannedStudent {
  readonly seed: number;
  readonly items: readonly Planned[];
}

export function planClass(sources: readonly SetItemSource[]): { students: PlannedStudent[]; makeMs: number; gradeMs: number; right: number } {
  const rand = random(SET_SEED);
  let makeMs = 0;
  let gradeMs = 0;
  let right = 0;
  const students = Array.from({ length: STUDENTS }, (_, s): PlannedStudent => {
    const seed = mixSeeds(SET_SEED, s + 1);
    let t0 = performance.now();
    const made = sources.map((source) => makeItem(source, seed));
    makeMs += performance.now() - t0;
    t0 = performance.now();
    let after = 0;
    const items = made.map((m): Planned => {
      const answer = answerTo(m.item, rand() < RIGHT, rand);
      // graded as putAnswer grades it (server/set-common.ts gradeNow), with no accepted calls
      const grade = storedGrade(gradeAnswer(m.item, gradedBy(m.expected, []), answer), SYSTEM_VERSION);
      if (grade.right) right += 1;
      const thinking = 4000 + Math.floor(rand() * 40_000);
      after += thinking + 500;
      return { made: m, answer, grade, ms: thinking, after };
    });
    gradeMs += performance.now() - t0;
    return { seed, items };
  });
  return { students, makeMs, gradeMs, right };
}

/** What storeBigSet made: the set, its teacher token, its students' ids in order (and their class students', with a class). */
export interface BigSet {
  readonly set: SetRow;
  readonly token: string;
  readonly studentIds: readonly string[];
  readonly answers: number;
  readonly items: number;
  readonly joinedMs: number;
  readonly insertedMs: number;
}

/**
 * The planned class stored as a fresh-hands set (of the class `classStudents` belong to, when given: each set student
 * is that class student, as a class member's first view makes them), every planned answer in (none without `withAnswers`).
 */
export async function storeBigSet(
  store: Store, db: Kysely<Database>, sources: readonly SetItemSource[], plan: readonly PlannedStudent[],
  cls?: { readonly id: string; readonly students: readonly { readonly id: string; readonly name: string }[] },
  withAnswers = true,
): Promise<BigSet> {
  const now = Date.now() - 2 * 3600_000;
  const token = teacherToken();
  const spec: SetSpec = { title: 'Teacher view bench', instructions: '', locale: 'en', mode: 'test', hands: 'fresh', seed: SET_SEED };
  const set = await store.createSet(
    { code: setCode(), teacherHash: hashToken(token), spec, opensAt: null, closesAt: null, createdAt: now, classId: cls?.id ?? null },
    sources.map((source) => ({ source, made: null })),
  );
  const setItems = await store.setItemsOf(set.id);

  const joined = await timed(async () => {
    const ids: string[] = [];
    for (const [s, student] of plan.entries()) {
      const member = cls?.students[s];
      const added = await store.addStudent({
        setId: set.id, name: member?.name ?? `Student ${s + 1}`, tokenHash: member ? null : hashToken(studentToken()), resumeCode: resumeCode(),
        seed: student.seed, joinedAt: now + s * 1000, items: student.items.map((p, k) => ({ setItem: setItems[k].id, made: p.made })),
        ...(member && { classStudentId: member.id }),
      });
      if (typeof added === 'string') throw new Error(`student ${s + 1}: ${added}`);
      ids.push(added.id);
    }
    return ids;
  });
  const studentIds = joined.value;

  // the stored items (ids), checked against what was made: the grades below are those of the stored items
  const stored = await store.allItemsOf(set.id);
  const byKey = new Map(stored.map((i) => [`${i.student}|${i.position}`, i]));
  const inserted = await timed(async () => {
    if (!withAnswers) return 0;
    const rows: Insertable<AnswersTable>[] = [];
    for (const [s, student] of plan.entries()) {
      for (const [k, p] of student.items.entries()) {
        const item = byKey.get(`${studentIds[s]}|${k}`);
        if (!item || JSON.stringify(item.made.expected) !== JSON.stringify(p.made.expected) || item.made.item.seed !== p.made.item.seed) {
          throw new Error(`stored item ${s}/${k} is not the one made`);
        }
        rows.push({
          set_id: set.id, id: `bench-${s}-${k}-${item.id.slice(0, 8)}`, student_id: studentIds[s], item: item.position,
          answer: JSON.stringify(p.answer), ms: p.ms, at: now + s * 1000 + p.after, set_item_id: item.setItem, item_id: item.id,
          ...gradeValues(p.grade),
        });
      }
    }
    // each student's results squares, as putAnswer folds them answer by answer (lib/teach/cells.ts)
    const squares = cellsOfAnswers(
      rows.map((r) => ({
        id: String(r.id), student: String(r.student_id), setItem: String(r.set_item_id), position: Number(r.item),
        answer: JSON.parse(String(r.answer)) as SetAnswer, ms: Number(r.ms), at: Number(r.at), grade: gradeOf(r as GradeColumns),
      })),
    );
    await db.transaction().execute(async (trx) => {
      for (let k = 0; k < rows.length; k += BATCH) await trx.insertInto('answers').values(rows.slice(k, k + BATCH)).execute();
      for (const [student, cells] of squares) {
        await trx.updateTable('student_results').set({ cells: packCells(cells) }).where('student_id', '=', student).execute();
      }
    });
    return rows.length;
  });
  const count = await store.answerCount(set.id);
  if (count !== (withAnswers ? plan.length * sources.length : 0)) throw new Error(`${count} answers stored, not ${plan.length * sources.length}`);
  return { set, token, studentIds, answers: inserted.value, items: stored.length, joinedMs: joined.wall, insertedMs: inserted.wall };
}

/** The batch size the answers are inserted in, for the benches' lines. */
export const ANSWER_BATCH = BATCH;
