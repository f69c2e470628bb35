// The class teacher's view of a term (issue 38 §2, audit R3): GET /api/class-teacher/{token} (classTeacherView, then the
// JSON the route sends) and one student's class page (classStudentView) of a 30-student class with 20 sets of 20
// same-hands items, every item answered once and a fifth of them twice (12,000 first attempts, 14,400 answers),
// measured in the server process's CPU time, on SQLite and on PostgreSQL. The class is made through the Store (no HTTP,
// no rate limits); the answers go through putAnswer (graded for real, folded as the route folds them).
// Prints the setup time, then for 10 views after a warm-up: CPU ms (process.cpuUsage) p50/p90/max and wall p50.
// PostgreSQL: a fresh database made from $TEST_DATABASE_URL and dropped afterwards (the given one is left as it was), else
// a throwaway cluster (scripts/pg-test-cluster.sh), else skipped.
// Example: `npm run bench -- class-progress` → 'class-progress sqlite teacher view: cpu p50 9.1 ms, p90 …'.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SYSTEM_VERSION } from '../lib/bidder/system-version';
import { legalCalls } from '../lib/bridge/auction';
import { makeCall, sameCall } from '../lib/bridge/call';
import { gradeAnswer, gradedBy, makeItem, storedGrade, topicSources, type SetAnswer, type SetSpec } from '../lib/teach';
import { classStudentView, classTeacherView, createClass, joinClass } from '../server/class-service';
import { openMigrated } from '../server/open-store';
import type { Store } from '../server/store-types';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';
import { hashToken, resumeCode, setCode, teacherToken } from '../server/tokens';

const STUDENTS = 30;
const SETS = 20;
const ITEMS = 20;
/** Share of first attempts that are right, and of items answered a second time. */
const RIGHT = 0.7;
const RETRY = 0.2;
const VIEWS = 10;
const SEED = 20_261_206;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

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

const ms = (x: number): string => (x >= 100 ? x.toFixed(0) : x.toFixed(1));

async function timedViews(view: () => Promise<string>): Promise<{ cpu: number[]; wall: number[]; bytes: number }> {
  await view(); // warm-up
  const cpu: number[] = [];
  const wall: number[] = [];
  let bytes = 0;
  for (let k = 0; k < VIEWS; k++) {
    const start = performance.now();
    const used = process.cpuUsage();
    bytes = Buffer.byteLength(await view(), 'utf8');
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
    wall.push(performance.now() - start);
  }
  return { cpu: cpu.sort((a, b) => a - b), wall: wall.sort((a, b) => a - b), bytes };
}

/** The class, its sets and every answer, through the Store and the class service. */
async function makeClass(store: Store, now: number): Promise<{ classToken: string; studentToken: string }> {
  const rand = random(SEED);
  const made = await createClass(store, { title: 'Bench class', locale: 'en' }, null, now);
  if (!made.ok) throw new Error('class not created');
  const { code, classToken } = made.body as { code: string; classToken: string };
  const cls = await store.classes.classByCode(code);
  const students: { id: string; token: string }[] = [];
  for (let s = 0; s < STUDENTS; s++) {
    const joined = await joinClass(store, code, `Student ${s + 1}`, now, undefined, `10.0.0.${s + 1}`);
    if (!joined.ok) throw new Error(`join ${s}: ${joined.status}`);
    const token = (joined.body as { studentToken: string }).studentToken;
    const student = await store.classes.studentByToken(cls!.id, hashToken(token));
    students.push({ id: student!.id, token });
  }
  const topics = ['open', 'respond'] as const;
  let at = now;
  for (let k = 0; k < SETS; k++) {
    const sources = topicSources([{ topic: topics[k % 2], count: ITEMS }], SEED + k);
    if (!sources.ok) throw new Error('topicSources');
    const spec: SetSpec = { title: `Week ${k + 1}`, instructions: '', locale: 'en', mode: 'practice', hands: 'same', seed: SEED + k };
    const set = await store.createSet(
      { code: setCode(), teacherHash: hashToken(teacherToken()), spec, opensAt: null, closesAt: null, createdAt: now + k, classId: cls!.id },
      sources.value.map((source) => ({ source, made: makeItem(source, null) })),
    );
    const items = await store.itemsOf(set.id, null);
    const answers: Promise<unknown>[] = [];
    for (const [s, student] of students.entries()) {
      const added = await store.addStudent({ setId: set.id, name: `Student ${s + 1}`, tokenHash: null, classStudentId: student.id, resumeCode: resumeCode(), seed: s, joinedAt: now, items: [] });
      if (typeof added === 'string') throw new Error(`set student: ${added}`);
      for (const item of items) {
        for (let attempt = 0; attempt < (rand() < RETRY ? 2 : 1); attempt++) {
          const e = item.made.item.expected;
          if (e.kind !== 'call') throw new Error(`${e.kind}: the bench's sets are calls only`);
          let answer: SetAnswer = { call: makeCall(e.call) };
          if (rand() >= RIGHT) {
            const legal = legalCalls({ dealer: item.made.item.dealer, calls: item.made.item.calls }).filter((c) => !sameCall(c, e.call));
            answer = { call: makeCall(legal[Math.floor(rand() * Math.min(legal.length, 10))]) };
          }
          const grade = storedGrade(gradeAnswer(item.made.item, gradedBy(item.made.expected, []), answer), SYSTEM_VERSION);
          at += 1 + Math.floor(rand() * 3);
          answers.push(store.putAnswer({ setId: set.id, id: `a-${k}-${s}-${item.position}-${attempt}`, student: added.id, item, answer, ms: 5000, at }, () => grade));
        }
      }
    }
    await Promise.all(answers);
  }
  return { classToken, studentToken: students[0].token };
}

async function bench(name: 'sqlite' | 'postgres', options: { dataDir: string } | { databaseUrl: string }): Promise<void> {
  const { store } = await openMigrated(options);
  try {
    const now = Date.now() - 30 * 86_400_000;
    const setup = performance.now();
    const { classToken, studentToken } = await makeClass(store, now);
    console.log(`${name} setup: ${((performance.now() - setup) / 1000).toFixed(1)} s for ${STUDENTS} students × ${SETS} sets × ${ITEMS} items`);
    const views: [string, () => Promise<string>][] = [
      ['teacher view', async () => {
        const reply = await classTeacherView(store, classToken, Date.now());
        if (!reply.ok) throw new Error(`classTeacherView: ${reply.status}`);
        return JSON.stringify(reply.body);
      }],
      ["a student's class page", async () => {
        const reply = await classStudentView(store, (await store.classes.classByTeacherHash(hashToken(classToken)))!.code, studentToken, Date.now());
        if (!reply.ok) throw new Error(`classStudentView: ${reply.status}`);
        return JSON.stringify(reply.body);
      }],
    ];
    for (const [label, view] of views) {
      const { cpu, wall, bytes } = await timedViews(view);
      console.log(
        `class-progress ${name} ${label}: cpu p50 ${ms(percentile(cpu, 50))} ms, p90 ${ms(percentile(cpu, 90))} ms, max ${ms(cpu[cpu.length - 1])} ms` +
          ` · wall p50 ${ms(percentile(wall, 50))} ms · reply ${(bytes / 1024).toFixed(0)} KB (${VIEWS} views after a warm-up)`,
      );
    }
  } finally {
    await store.close();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bridge-class-progress-'));
try {
  await bench('sqlite', { dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
let url = process.env.TEST_DATABASE_URL ?? '';
let cluster: string | null = null;
if (!url) {
  try {
    const dir = mkdtempSync(join(tmpdir(), 'bridge-class-progress-pg-'));
    cluster = dir;
    url = execFileSync('bash', [join(ROOT, 'scripts', 'pg-test-cluster.sh'), 'start', dir], { encoding: 'utf8' }).trim().split('\n').pop() ?? '';
  } catch (error) {
    console.log(`class-progress postgres: skipped (${(error as Error).message.split('\n')[0]})`);
  }
}
try {
  if (url) {
    const fresh = await freshPostgresDatabase(url);
    try {
      await bench('postgres', { databaseUrl: fresh.url });
    } finally {
      await fresh.drop();
    }
    console.log("  (postgres: the CPU is the Node process's only; the database server's own CPU is not counted)");
  }
} finally {
  if (cluster) execFileSync('bash', [join(ROOT, 'scripts', 'pg-test-cluster.sh'), 'stop', cluster], { stdio: 'inherit' });
}
