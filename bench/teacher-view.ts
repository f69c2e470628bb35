// The teacher's view of a full set (issue acceptance): GET /api/teacher/{token} (teacherView, then the JSON the route
// sends) of a 300-student × 100-item fresh-hands set with every item answered (30,000 answers), measured in the
// server process's CPU time, once on SQLite and once on PostgreSQL. The set is made through the Store (no HTTP, no
// rate limits); the answers are graded for real and inserted in large batches with the columns putAnswer writes.
// Prints the setup times, then for 10 views after a warm-up: CPU ms (process.cpuUsage) and wall ms p50/p90/max and the
// reply's size, and a breakdown of where the view's time goes (store reads, results, JSON).
// PostgreSQL: $TEST_DATABASE_URL, else a throwaway cluster (scripts/pg-test-cluster.sh), else skipped.
// Example: `npm run bench -- teacher-view` → 'teacher-view sqlite: cpu p50 42 ms, p90 47 ms, max 51 ms (target ≤ 100 ms: ok) · wall … · reply 812 KB'.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Insertable } from 'kysely';
import { isRuleId } from '../lib/bidder';
import { SYSTEM_VERSION } from '../lib/bidder/system-version';
import { legalCalls } from '../lib/bridge/auction';
import { makeCall, sameCall } from '../lib/bridge/call';
import type { QuizItem } from '../lib/quiz/item-types';
import { resultsJson } from '../lib/set-api/views';
import {
  cellsOfAnswers, packCells, gradeAnswer, gradedBy, makeItem, mixSeeds, resultsOfCells, setResults, storedGrade, topicSources,
  type ItemLabel, type MadeItem, type SetAnswer, type SetItemSource, type SetSpec, type StoredGrade,
} from '../lib/teach';
import { gradeOf, gradeValues, type GradeColumns } from '../server/item-rows';
import { openMigrated } from '../server/open-store';
import type { AnswersTable } from '../server/schema';
import { teacherView } from '../server/set-teacher';
import type { Store } from '../server/store-types';
import { hashToken, resumeCode, setCode, studentToken, teacherToken } from '../server/tokens';

const STUDENTS = 300;
const REQUESTS = [
  { topic: 'open', count: 50 },
  { topic: 'respond', count: 30 },
  { topic: 'evaluate', count: 10 },
  { topic: 'score', count: 10 },
] as const;
const SET_SEED = 20_260_601;
/** Share of answers that are right. */
const RIGHT = 0.7;
const VIEWS = 10;
const TARGET_CPU_MS = 100;
const BATCH = 1000;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

// ---------- figures

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const cpuNow = (): NodeJS.CpuUsage => process.cpuUsage();
const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** `work` timed in the process's CPU (user + system) and wall ms. */
async function timed<T>(work: () => Promise<T> | T): Promise<{ value: T; cpu: number; wall: number }> {
  const start = performance.now();
  const used = cpuNow();
  const value = await work();
  return { value, cpu: cpuMs(used), wall: performance.now() - start };
}

const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const seconds = (x: number): string => `${(x / 1000).toFixed(1)} s`;
const spread = (xs: readonly number[]): { p50: number; p90: number; max: number } => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p90: percentile(sorted, 90), max: sorted[sorted.length - 1] };
};

// ---------- the class's answers, made once for both databases

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
  }
}

interface Planned {
  readonly made: MadeItem;
  readonly answer: SetAnswer;
  readonly grade: StoredGrade;
  readonly ms: number;
  /** ms after the student joined. */
  readonly after: number;
}

interface PlannedStudent {
  readonly seed: number;
  readonly items: readonly Planned[];
}

function planClass(sources: readonly SetItemSource[]): { students: PlannedStudent[]; makeMs: number; gradeMs: number; right: number } {
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

// ---------- one database

/** The kind of item a question makes, as set-json.ts's itemLabels names a fresh-hands item. */
function labelOf(source: SetItemSource): ItemLabel {
  if (source.source !== 'topic') return { kind: 'call', rule: null };
  const t = source.topic;
  const kind = t === 'evaluate' || t === 'legal' || t === 'score' ? t : 'call';
  return { kind, rule: isRuleId(t) ? t : null };
}

async function bench(name: 'sqlite' | 'postgres', options: { dataDir: string } | { databaseUrl: string }, sources: readonly SetItemSource[], plan: readonly PlannedStudent[]): Promise<boolean> {
  const { store, opened } = await openMigrated(options);
  const db = opened.db;
  let setId: string | null = null;
  try {
    const now = Date.now() - 2 * 3600_000;
    const token = teacherToken();
    const spec: SetSpec = { title: 'Teacher view bench', instructions: '', locale: 'en', mode: 'test', hands: 'fresh', seed: SET_SEED };
    const setup = performance.now();
    const set = await store.createSet(
      { code: setCode(), teacherHash: hashToken(token), spec, opensAt: null, closesAt: null, createdAt: now },
      sources.map((source) => ({ source, made: null })),
    );
    setId = set.id;
    const setItems = await store.setItemsOf(set.id);

    const joined = await timed(async () => {
      const ids: string[] = [];
      for (const [s, student] of plan.entries()) {
        const added = await store.addStudent({
          setId: set.id, name: `Student ${s + 1}`, tokenHash: hashToken(studentToken()), resumeCode: resumeCode(),
          seed: student.seed, joinedAt: now + s * 1000, items: student.items.map((p, k) => ({ setItem: setItems[k].id, made: p.made })),
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
    if (count !== STUDENTS * sources.length) throw new Error(`${count} answers stored, not ${STUDENTS * sources.length}`);
    console.log(
      `${name} setup: ${seconds(performance.now() - setup)} in all · ${STUDENTS} students joined with ${stored.length} items in ${seconds(joined.wall)}` +
        ` · ${inserted.value} answers inserted in ${seconds(inserted.wall)} (batches of ${BATCH}, one transaction)`,
    );

    // the view: teacherView, then the body as the route sends it (NextResponse.json stringifies it)
    const view = async () => {
      const reply = await teacherView(store, token, Date.now());
      if (!reply.ok) throw new Error(`teacherView: ${reply.status}`);
      return JSON.stringify(reply.body);
    };
    await view(); // warm-up
    const cpu: number[] = [];
    const wall: number[] = [];
    let bytes = 0;
    for (let k = 0; k < VIEWS; k++) {
      const run = await timed(view);
      cpu.push(run.cpu);
      wall.push(run.wall);
      bytes = Buffer.byteLength(run.value, 'utf8');
    }
    const c = spread(cpu);
    const w = spread(wall);
    const ok = c.p50 <= TARGET_CPU_MS;
    console.log(
      `teacher-view ${name}: cpu p50 ${ms(c.p50)} ms, p90 ${ms(c.p90)} ms, max ${ms(c.max)} ms (target ≤ ${TARGET_CPU_MS} ms: ${ok ? 'ok' : 'MISSED'})` +
        ` · wall p50 ${ms(w.p50)} ms, p90 ${ms(w.p90)} ms, max ${ms(w.max)} ms · reply ${(bytes / 1024).toFixed(0)} KB (${VIEWS} views after a warm-up)`,
    );
    await breakdown(name, store, opened.db, set.id, token, sources);
    return ok;
  } finally {
    // the throwaway SQLite folder and cluster go anyway; a given TEST_DATABASE_URL keeps nothing of the bench
    if (setId !== null) await store.deleteSet(setId).catch(() => undefined);
    await store.close();
  }
}

/** Each part of the view alone, the median of 5 runs: the store's reads, the results, their JSON. */
async function breakdown(name: string, store: Store, db: Awaited<ReturnType<typeof openMigrated>>['opened']['db'], setId: string, token: string, sources: readonly SetItemSource[]) {
  const parts: { label: string; cpu: number; wall: number }[] = [];
  const part = async <T>(label: string, work: () => Promise<T> | T): Promise<T> => {
    const runs: { value: T; cpu: number; wall: number }[] = [];
    for (let k = 0; k < 5; k++) runs.push(await timed(work));
    const cpu = spread(runs.map((r) => r.cpu)).p50;
    const wall = spread(runs.map((r) => r.wall)).p50;
    parts.push({ label, cpu, wall });
    return runs[0].value;
  };
  await part('setByTeacherHash', () => store.setByTeacherHash(hashToken(token)));
  await part('setItemsOf', () => store.setItemsOf(setId));
  const students = await part('studentsOf', () => store.studentsOf(setId));
  const setItems = await store.setItemsOf(setId);
  const cells = await part('cellsOf (one row per student)', () => store.cellsOf(setId));
  await part('answerCount', () => store.answerCount(setId));
  const labels = sources.map(labelOf);
  const results = await part('resultsOfCells', () =>
    resultsOfCells({ items: labels, students, cell: (student, position) => cells.get(student.id)?.[setItems[position].id] }),
  );
  // for comparison: what the view cost when it read and folded every answer
  const answers = await part('  (not in the view) answersOf', () => store.answersOf(setId));
  await part('  (not in the view) setResults from the answers', () => setResults({ items: labels, students, answers }));
  await part('resultsJson', () => resultsJson(results));
  const reply = await teacherView(store, token, Date.now());
  if (!reply.ok) throw new Error(`teacherView: ${reply.status}`);
  await part('JSON.stringify(reply body)', () => JSON.stringify(reply.body));
  await part('teacherView (whole, no JSON)', () => teacherView(store, token, Date.now()));
  const width = Math.max(...parts.map((p) => p.label.length));
  console.log(`  ${name} breakdown (each part alone, median of 5; the view runs the three reads side by side):`);
  for (const p of parts) console.log(`    ${p.label.padEnd(width)}  cpu ${ms(p.cpu).padStart(6)} ms  wall ${ms(p.wall).padStart(6)} ms`);
  // the reply's size by part
  const body = reply.body as { set: unknown; results: Record<string, unknown> };
  const kb = (value: unknown) => `${(Buffer.byteLength(JSON.stringify(value), 'utf8') / 1024).toFixed(0)} KB`;
  const big = Object.entries(body.results).filter(([, v]) => JSON.stringify(v).length >= 1024);
  console.log(`    reply: set ${kb(body.set)}, ${big.map(([k, v]) => `results.${k} ${kb(v)}`).join(', ')}, the rest < 1 KB each`);
}

// ---------- main

const made = topicSources(REQUESTS, SET_SEED);
if (!made.ok) throw new Error(`topicSources: ${JSON.stringify(made.error)}`);
const sources = made.value;
const planned = planClass(sources);
console.log(
  `class: ${STUDENTS} students × ${sources.length} items (${REQUESTS.map((r) => `${r.topic} ${r.count}`).join(', ')}), fresh hands · ` +
    `${STUDENTS * sources.length} items made in ${seconds(planned.makeMs)} · answers planned and graded in ${seconds(planned.gradeMs)}` +
    ` (${((100 * planned.right) / (STUDENTS * sources.length)).toFixed(0)}% right)`,
);

let ok = true;
const dataDir = mkdtempSync(join(tmpdir(), 'bridge-teacher-view-'));
try {
  ok = (await bench('sqlite', { dataDir }, sources, planned.students)) && ok;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

let url = process.env.TEST_DATABASE_URL ?? '';
let cluster: string | null = null;
if (!url) {
  try {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-teacher-view-pg-'));
    cluster = dir;
    url = execFileSync('bash', [join(ROOT, 'scripts', 'pg-test-cluster.sh'), 'start', dir], { encoding: 'utf8' }).trim().split('\n').pop() ?? '';
  } catch (error) {
    console.log(`teacher-view postgres: skipped: no TEST_DATABASE_URL and no throwaway cluster (${(error as Error).message.split('\n')[0]})`);
  }
}
try {
  if (url) {
    ok = (await bench('postgres', { databaseUrl: url }, sources, planned.students)) && ok;
    console.log('  (postgres: the CPU is the Node process\'s only; the database server\'s own CPU is not counted)');
  }
} finally {
  if (cluster) execFileSync('bash', [join(ROOT, 'scripts', 'pg-test-cluster.sh'), 'stop', cluster], { stdio: 'inherit' });
}
process.exit(ok ? 0 : 1);
