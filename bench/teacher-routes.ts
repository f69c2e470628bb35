// The synchronous work per request of every teacher and class route (issue 38 acceptance) on a 300-student × 100-item
// fresh-hands set of a class of 300, every item answered (30,000 answers), on SQLite and on PostgreSQL
// ($TEST_DATABASE_URL; said so when it is not set). Each route's handler is called in-process as Next calls it (a
// NextRequest; the body read to its end, a streamed file too), after one warm-up, 3 times, then once more watched turn
// by turn (bench/support/thread-cpu.ts loopSlices). It is judged by its longest slice of synchronous work — the main
// thread's CPU between two turns of the event loop, the longest it holds every other request — against ≤ 100 ms: a
// streamed file's page, a slice of the item pool's answers, or a whole reply made at once. Beside it: the main thread's
// CPU over the whole request (median of 3; from /proc, the event loop's thread alone) and the whole process's (the item
// pool's threads included, where joins, edits and the system check ask the bidder). Each database runs in a process of
// its own (the routes' store is opened once per process, from the environment).
// Example: `npm run bench -- teacher-routes` →
// 'sqlite  GET …/results.csv  longest slice 40.6 ms  loop 4001.6 ms (max 4078.0)  all threads 4017.0 ms  wall 9200 ms  4331 KB streamed  200  ok'.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NextRequest } from 'next/server';
import { makeItem, topicSources } from '../lib/teach';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';
import { planClass, REQUESTS, SET_SEED, storeBigSet, timed } from './support/big-set';
import { loopSlices } from './support/thread-cpu';

const TARGET_CPU_MS = 100;
const RUNS = 3;
const here = fileURLToPath(import.meta.url);

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PATCH' | 'DELETE', Handler>>;

/** A route's handler called as Next calls it, its body read to the end: status and bytes. */
async function call(route: RouteModule, method: keyof RouteModule, params: Record<string, string>, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const init = { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1', ...headers }, ...(body !== undefined && { body: JSON.stringify(body) }) };
  const response = await route[method]!(new NextRequest(`http://localhost${path}`, init), { params: Promise.resolve(params) });
  // the body read to its end, chunk by chunk (a streamed file's pages are made as they are read)
  const chunks: Uint8Array[] = [];
  const reader = response.body?.getReader();
  let streamed = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    streamed += 1;
  }
  const bytes = Buffer.concat(chunks);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return { status: response.status, bytes: bytes.byteLength, streamed: streamed > 2, json: (): any => JSON.parse(bytes.toString('utf8')) };
}

async function child(db: 'sqlite' | 'postgres'): Promise<boolean> {
  const made = topicSources(REQUESTS, SET_SEED);
  if (!made.ok) throw new Error('topicSources');
  const sources = made.value;
  const plan = planClass(sources).students;
  const { openMigrated } = await import('../server/open-store');
  const options = db === 'sqlite' ? { dataDir: process.env.DATA_DIR! } : { databaseUrl: process.env.DATABASE_URL! };
  const { store, opened } = await openMigrated(options);
  const routes = {
    teacher: (await import('../app/api/teacher/[token]/route')) as unknown as RouteModule,
    student: (await import('../app/api/teacher/[token]/students/[studentId]/route')) as unknown as RouteModule,
    cell: (await import('../app/api/teacher/[token]/cell/route')) as unknown as RouteModule,
    hands: (await import('../app/api/teacher/[token]/hands/route')) as unknown as RouteModule,
    csv: (await import('../app/api/teacher/[token]/results.csv/route')) as unknown as RouteModule,
    summary: (await import('../app/api/teacher/[token]/summary.csv/route')) as unknown as RouteModule,
    pbn: (await import('../app/api/teacher/[token]/set.pbn/route')) as unknown as RouteModule,
    check: (await import('../app/api/teacher/[token]/system-check/route')) as unknown as RouteModule,
    accept: (await import('../app/api/teacher/[token]/accept/route')) as unknown as RouteModule,
    items: (await import('../app/api/teacher/[token]/items/route')) as unknown as RouteModule,
    copy: (await import('../app/api/teacher/[token]/copy/route')) as unknown as RouteModule,
    classes: (await import('../app/api/classes/route')) as unknown as RouteModule,
    classJoin: (await import('../app/api/classes/[code]/students/route')) as unknown as RouteModule,
    classTeacher: (await import('../app/api/class-teacher/[token]/route')) as unknown as RouteModule,
    assign: (await import('../app/api/class-teacher/[token]/sets/route')) as unknown as RouteModule,
    setView: (await import('../app/api/sets/[code]/route')) as unknown as RouteModule,
  };
  // the class of 300, joined through its route (each from an address of its own), then its set stored with every answer
  const setup = performance.now();
  const cls = (await call(routes.classes, 'POST', {}, '/api/classes', { title: 'Bench class', locale: 'en' })).json();
  const members: { studentToken: string }[] = [];
  for (let s = 0; s < plan.length; s++) {
    const joined = await call(routes.classJoin, 'POST', { code: cls.code }, `/api/classes/${cls.code}/students`, { name: `Student ${s + 1}` }, { 'x-forwarded-for': `10.8.${s >> 8}.${s & 255}` });
    members.push(joined.json());
  }
  const classRow = (await store.classes.classByCode(cls.code))!;
  const classStudents = await store.classes.studentsOf(classRow.id);
  const big = await storeBigSet(store, opened.db, sources, plan, { id: classRow.id, students: classStudents });
  // a second such set with no answers yet (items are edited only before the first answer), and sets to assign, 100 items each
  const unanswered = await storeBigSet(store, opened.db, sources, plan, undefined, false);
  const toAssign = await Promise.all(Array.from({ length: RUNS + 2 }, async (_, k) => {
    const { teacherToken, hashToken, setCode } = await import('../server/tokens');
    const token = teacherToken();
    await store.createSet(
      { code: setCode(), teacherHash: hashToken(token), spec: { title: `Assign ${k}`, instructions: '', locale: 'en', mode: 'test', hands: 'same', seed: SET_SEED + k }, opensAt: null, closesAt: null, createdAt: Date.now() },
      sources.map((source) => ({ source, made: makeItem(source, SET_SEED + k) })),
    );
    return token;
  }));
  console.log(`${db} setup: ${((performance.now() - setup) / 1000).toFixed(1)} s (a class of ${plan.length} joined through its route, ${big.items} items, ${big.answers} answers)`);

  const T = big.token;
  const setItems = await store.setItemsOf(big.set.id);
  const student = (k: number) => big.studentIds[k];
  const path = (rest = '') => `/api/teacher/${T}${rest}`;
  let n = 0;
  const measured: [string, (k: number) => ReturnType<typeof call>][] = [
    ['GET /api/teacher/{token} (view)', () => call(routes.teacher, 'GET', { token: T }, path())],
    ['PATCH /api/teacher/{token}', (k) => call(routes.teacher, 'PATCH', { token: T }, path(), { title: `Bench ${k}` })],
    ['PATCH …/students/{id} (rename)', (k) => call(routes.student, 'PATCH', { token: T, studentId: student(k) }, path(`/students/${student(k)}`), { name: `Renamed ${k}` })],
    ['GET …/cell', (k) => call(routes.cell, 'GET', { token: T }, path(`/cell?student=${student(k)}&item=${setItems[k].id}`))],
    ['GET …/hands (a page of 5)', () => call(routes.hands, 'GET', { token: T }, path('/hands'))],
    ['GET …/results.csv', () => call(routes.csv, 'GET', { token: T }, path('/results.csv'))],
    ['GET …/summary.csv', () => call(routes.summary, 'GET', { token: T }, path('/summary.csv'))],
    ['GET …/set.pbn', () => call(routes.pbn, 'GET', { token: T }, path('/set.pbn'))],
    ['GET …/system-check', () => call(routes.check, 'GET', { token: T }, path('/system-check'))],
    ['POST …/accept', (k) => call(routes.accept, 'POST', { token: T }, path('/accept'), { id: setItems[k].id, call: 'P', student: student(k) })],
    ['POST …/items (move, no answers yet)', (k) => call(routes.items, 'POST', { token: unanswered.token }, `/api/teacher/${unanswered.token}/items`, { op: 'move', index: k, to: k + 1 })],
    ['POST …/copy', () => call(routes.copy, 'POST', { token: T }, path('/copy'), { hands: 'same' }, { 'x-forwarded-for': `10.7.0.${n++}` })],
    ['GET /api/class-teacher/{token}', () => call(routes.classTeacher, 'GET', { token: cls.classToken }, `/api/class-teacher/${cls.classToken}`)],
    ['GET /api/sets/{code} (a class student)', (k) => call(routes.setView, 'GET', { code: big.set.code }, `/api/sets/${big.set.code}`, undefined, { 'x-student-token': members[k].studentToken })],
    ['POST /api/class-teacher/{token}/sets (assign)', (k) => call(routes.assign, 'POST', { token: cls.classToken }, `/api/class-teacher/${cls.classToken}/sets`, { link: toAssign[k] })],
  ];
  let ok = true;
  for (const [name, ask] of measured) {
    const warm = await ask(RUNS);
    const runs = [];
    for (let k = 0; k < RUNS; k++) runs.push(await timed(() => ask(k)));
    // one more run watched turn by turn: its longest slice of synchronous work (the CPU between two turns of the loop)
    const watched = await loopSlices(() => ask(RUNS + 1));
    const statuses = new Set([warm.status, watched.value.status, ...runs.map((r) => r.value.status)]);
    const cpu = runs.map((r) => r.main).sort((a, b) => a - b);
    const median = cpu[Math.floor(RUNS / 2)];
    const allThreads = runs.map((r) => r.cpu).sort((a, b) => a - b)[Math.floor(RUNS / 2)];
    const pass = watched.longest <= TARGET_CPU_MS && [...statuses].every((s) => s < 300);
    ok &&= pass;
    console.log(
      `${db.padEnd(8)} ${name.padEnd(46)} longest slice ${watched.longest.toFixed(1).padStart(6)} ms` +
        `  loop ${median.toFixed(1).padStart(7)} ms (max ${cpu[RUNS - 1].toFixed(1).padStart(7)})  all threads ${allThreads.toFixed(1).padStart(7)} ms` +
        `  wall ${runs[Math.floor(RUNS / 2)].wall.toFixed(0).padStart(6)} ms  ${(runs[0].value.bytes / 1024).toFixed(0).padStart(6)} KB${runs[0].value.streamed ? ' streamed' : '         '}` +
        `  ${[...statuses].join('/')}  ${pass ? 'ok' : 'FAIL'}`,
    );
  }
  await store.close();
  return ok;
}

if (process.argv[2] === 'sqlite' || process.argv[2] === 'postgres') {
  process.exit((await child(process.argv[2])) ? 0 : 1);
}

// the parent: each database in a process of its own, with the environment its routes open their store from
const env = { ...process.env, TRUST_PROXY: '1', JOINS_PER_SET_MINUTE: '100000', JOINS_PER_ADDRESS_MINUTE: '100000' };
console.log(`every teacher and class route: its longest slice of synchronous work (target ≤ ${TARGET_CPU_MS} ms), its main thread's cpu per request (median of ${RUNS} after a warm-up) and all threads'`);
const dataDir = mkdtempSync(join(tmpdir(), 'bridge-routes-'));
let failed = 0;
try {
  const sqlite = spawnSync(process.execPath, ['--import', 'tsx', here, 'sqlite'], { stdio: 'inherit', env: { ...env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  if (sqlite.status !== 0) failed++;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.TEST_DATABASE_URL) {
  const fresh = await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
  try {
    const pg = spawnSync(process.execPath, ['--import', 'tsx', here, 'postgres'], { stdio: 'inherit', env: { ...env, DATABASE_URL: fresh.url } });
    if (pg.status !== 0) failed++;
  } finally {
    await fresh.drop();
  }
} else {
  console.log('postgres: not measured (TEST_DATABASE_URL is not set)');
}
process.exit(failed === 0 ? 0 : 1);
