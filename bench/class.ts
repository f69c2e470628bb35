// A class answering at once (issues 16 and 26): 200 students join a 10-item set and answer it all at the same time against
// the production server, once on the embedded SQLite file and once on PostgreSQL. Each student thinks 1–4 s before
// each answer (a class at its own pace: about 80 answers a second in all) while a teacher's page polls another set of
// 300 students with their 3,000 answers, as the dashboard does (its reply, then 5 s); a second run without any thinking
// time shows the server's ceiling. Prints answers/s, p50 / p99 of the answer request (targets: ≤ 150 ms at a class's
// pace, ≤ 1 s without thinking time), the teacher's polls, and the count stored against the count acknowledged (they
// must be equal: nothing lost, no duplicates).
// The servers run with TRUST_PROXY and each student joins from an address of their own (a school's devices): the
// per-address join limit would otherwise stop the bench's 500 joins from one address; JOINS_PER_SET_MINUTE is raised so
// that they join at once rather than over three minutes (the answers, which the bench measures, are not limited by it).
// Needs `npm run build`. PostgreSQL: $TEST_DATABASE_URL, else a throwaway cluster (scripts/pg-test-cluster.sh).
// Example: `npm run bench -- class` → 'SQLite      at a class's pace  2000 answers  62/s  p50 10 ms  p99 72 ms (target ≤ 150 ms: ok) …'.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createTopicSet, joinClass, planAnswers, pool, sendAnswer, storedIds, studentItems } from '../e2e/support/class-clients';
import { ROOT, startNext } from '../e2e/support/server';
import { onBothDatabases, percentile } from './support/both-databases';

const STUDENTS = 200;
const ITEMS = 10;
const TARGET_P99_MS = 150;
const TARGET_FULL_SPEED_P99_MS = 1000;
/** The set the teacher's page polls meanwhile, and how often (components/teach: the dashboard's POLL_MS). */
const POLLED_STUDENTS = 300;
const POLL_MS = 5000;
/** A student's own address: 10.x.y.z, one per student of the run. */
const address = (run: number) => (k: number) => `10.${run}.${k >> 8}.${k & 255}`;
let runs = 0;

if (!existsSync(join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('no production build in .next: run `npm run build` first');
  process.exit(1);
}


const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The teacher's page of a 300-student set with every answer in: its polls' times until `stop` says so. */
async function teacherPolling(baseUrl: string, stop: { done: boolean }): Promise<number[]> {
  const set = await createTopicSet(baseUrl, 'respond', ITEMS);
  const students = await joinClass(baseUrl, set.code, POLLED_STUDENTS, address(++runs));
  const items = await studentItems(baseUrl, set.code, students[0]);
  await pool(planAnswers(students, items), 20, (answer) => sendAnswer(baseUrl, set.code, answer));
  const times: number[] = [];
  void (async () => {
    while (!stop.done) {
      const start = performance.now();
      const response = await fetch(`${baseUrl}/api/teacher/${set.teacherToken}`);
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`teacher view: ${response.status}`);
      times.push(performance.now() - start);
      await sleep(POLL_MS);
    }
  })();
  return times;
}

/** `thinking`: each answer waits 1–4 s first (a class at its pace, a teacher's page polling), or none (as fast as it can). */
async function run(name: string, env: Record<string, string>, thinking: boolean): Promise<boolean> {
  // the bench's classes join as fast as they can: the per-set join limit (120 a minute) is raised for it
  const server = await startNext({ ...env, TRUST_PROXY: '1', JOINS_PER_SET_MINUTE: '1000' });
  const stop = { done: false };
  try {
    const polls = thinking ? await teacherPolling(server.baseUrl, stop) : [];
    const set = await createTopicSet(server.baseUrl, 'respond', ITEMS);
    const students = await joinClass(server.baseUrl, set.code, STUDENTS, address(++runs));
    const items = await studentItems(server.baseUrl, set.code, students[0]);
    const plan = planAnswers(students, items);
    // each student answers their items in order; all students at once
    const byStudent = students.map((s) => plan.filter((a) => a.student === s));
    const times: number[] = [];
    let acknowledged = 0;
    let failed = 0;
    const start = performance.now();
    await pool(byStudent, STUDENTS, async (answers) => {
      for (const answer of answers) {
        if (thinking) await sleep(1000 + Math.random() * 3000);
        const sent = await sendAnswer(server.baseUrl, set.code, answer);
        times.push(sent.ms);
        if (sent.status === 201) acknowledged += 1;
        else failed += 1;
      }
    });
    const seconds = (performance.now() - start) / 1000;
    stop.done = true;
    const stored = (await pool(students, 20, (s) => storedIds(server.baseUrl, set.code, s))).flat();
    const unique = new Set(stored).size;
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    const target = thinking ? TARGET_P99_MS : TARGET_FULL_SPEED_P99_MS;
    const fast = p99 <= target;
    const whole = stored.length === acknowledged && unique === stored.length && failed === 0;
    const polled = [...polls].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(11)} ${thinking ? 'at a class\'s pace' : 'no thinking time'.padEnd(17)}  ${plan.length} answers  ${Math.round(plan.length / seconds)}/s  p50 ${p50.toFixed(0)} ms  p99 ${p99.toFixed(0)} ms` +
        ` (target ≤ ${target} ms: ${fast ? 'ok' : 'MISSED'})` +
        `  stored ${stored.length} ${whole ? '=' : '≠'} acknowledged ${acknowledged}${failed ? `, ${failed} refused` : ''}${unique !== stored.length ? ', DUPLICATES' : ''}` +
        (polled.length ? `  teacher's page of ${POLLED_STUDENTS}: ${polled.length} polls, p50 ${percentile(polled, 50).toFixed(0)} ms, max ${polled[polled.length - 1].toFixed(0)} ms` : ''),
    );
    return fast && whole;
  } finally {
    stop.done = true;
    await server.stop();
  }
}

await onBothDatabases('class', async (database, env) => {
  const paced = await run(database, env, true);
  const flat = await run(database, env, false);
  return paced && flat;
});
