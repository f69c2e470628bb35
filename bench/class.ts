// A class answering at once (issue 16): 200 students join a 10-item set and answer it all at the same time against
// the production server, once on the embedded SQLite file and once on PostgreSQL. Each student thinks 1–4 s before
// each answer (a class at its own pace: about 80 answers a second in all); a second run without any thinking time
// shows the server's ceiling. Prints answers/s, p50 / p99 of the answer request, and the count stored against the
// count acknowledged (they must be equal: nothing lost, no duplicates).
// Needs `npm run build`. PostgreSQL: $TEST_DATABASE_URL, else a throwaway cluster (scripts/pg-test-cluster.sh).
// Example: `npm run bench -- class` → 'SQLite      2000 answers  412/s  p50 38 ms  p99 121 ms (target ≤ 150 ms: ok)  stored 2000 = acknowledged 2000'.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTopicSet, joinClass, planAnswers, pool, sendAnswer, storedIds, studentItems } from '../e2e/support/class-clients';
import { ROOT, startNext } from '../e2e/support/server';

const STUDENTS = 200;
const ITEMS = 10;
const TARGET_P99_MS = 150;

if (!existsSync(join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('no production build in .next: run `npm run build` first');
  process.exit(1);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `thinking`: each answer waits 1–4 s first (a class at its pace), or none (every student sends as fast as it can). */
async function run(name: string, env: Record<string, string>, target: number | null, thinking: boolean): Promise<boolean> {
  const server = await startNext(env);
  try {
    const set = await createTopicSet(server.baseUrl, 'respond', ITEMS);
    const students = await joinClass(server.baseUrl, set.code, STUDENTS);
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
    const stored = (await pool(students, 20, (s) => storedIds(server.baseUrl, set.code, s))).flat();
    const unique = new Set(stored).size;
    times.sort((a, b) => a - b);
    const p50 = percentile(times, 50);
    const p99 = percentile(times, 99);
    const fast = target === null || p99 <= target;
    const whole = stored.length === acknowledged && unique === stored.length && failed === 0;
    console.log(
      `${name.padEnd(11)} ${thinking ? 'at a class\'s pace' : 'no thinking time'.padEnd(17)}  ${plan.length} answers  ${Math.round(plan.length / seconds)}/s  p50 ${p50.toFixed(0)} ms  p99 ${p99.toFixed(0)} ms` +
        (target === null ? '' : ` (target ≤ ${target} ms: ${fast ? 'ok' : 'MISSED'})`) +
        `  stored ${stored.length} ${whole ? '=' : '≠'} acknowledged ${acknowledged}${failed ? `, ${failed} refused` : ''}${unique !== stored.length ? ', DUPLICATES' : ''}`,
    );
    return fast && whole;
  } finally {
    await server.stop();
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'bridge-class-'));
let ok = true;
try {
  ok = (await run('SQLite', { DATA_DIR: dataDir }, TARGET_P99_MS, true)) && ok;
  await run('SQLite', { DATA_DIR: dataDir }, null, false);
  let url = process.env.TEST_DATABASE_URL ?? '';
  let cluster: string | null = null;
  if (!url) {
    try {
      const dir = mkdtempSync(join(tmpdir(), 'bridge-class-pg-'));
      url = execFileSync('bash', [join(ROOT, 'scripts', 'pg-test-cluster.sh'), 'start', dir], { encoding: 'utf8' }).trim().split('\n').pop() ?? '';
      cluster = dir;
    } catch (error) {
      console.log(`PostgreSQL  skipped: no TEST_DATABASE_URL and no throwaway cluster (${(error as Error).message.split('\n')[0]})`);
    }
  }
  if (url) {
    try {
      ok = (await run('PostgreSQL', { DATABASE_URL: url }, null, true)) && ok;
      await run('PostgreSQL', { DATABASE_URL: url }, null, false);
    } finally {
      if (cluster) execFileSync('bash', [join(ROOT, 'scripts', 'pg-test-cluster.sh'), 'stop', cluster], { stdio: 'inherit' });
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
