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
import { isRuleId } from '../lib/bidder';
import { resultsJson } from '../lib/set-api/views';
import { resultsOfCells, setResults, topicSources, type ItemLabel, type SetItemSource } from '../lib/teach';
import { openMigrated } from '../server/open-store';
import { teacherView } from '../server/set-teacher';
import type { Store } from '../server/store-types';
import { hashToken } from '../server/tokens';
import { ANSWER_BATCH, planClass, REQUESTS, seconds, SET_SEED, STUDENTS, storeBigSet, timed, type PlannedStudent } from './support/big-set';

const VIEWS = 10;
const TARGET_CPU_MS = 100;

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

// ---------- figures

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x.toFixed(1));
const spread = (xs: readonly number[]): { p50: number; p90: number; max: number } => {
  const sorted = [...xs].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p90: percentile(sorted, 90), max: sorted[sorted.length - 1] };
};

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
    const setup = performance.now();
    const big = await storeBigSet(store, db, sources, plan);
    setId = big.set.id;
    const { token } = big;
    const set = big.set;
    console.log(
      `${name} setup: ${seconds(performance.now() - setup)} in all · ${STUDENTS} students joined with ${big.items} items in ${seconds(big.joinedMs)}` +
        ` · ${big.answers} answers inserted in ${seconds(big.insertedMs)} (batches of ${ANSWER_BATCH}, one transaction)`,
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
