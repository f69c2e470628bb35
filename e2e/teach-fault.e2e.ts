// Answers are never lost (issue 16): 20 students send 500 answers to a 25-item set; the server is killed with SIGKILL
// in the middle of the burst and started again on the same data; the students' clients resend what got no 2xx.
// Every answer that got a 2xx is stored, and the retries (the same device-made ids) add no duplicates. Runs on the
// embedded SQLite file, and on PostgreSQL too when TEST_DATABASE_URL is set (.ci/run starts a throwaway cluster).

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTopicSet, joinClass, planAnswers, pool, sendAnswer, storedIds, studentItems, type PlannedAnswer } from './support/class-clients';
import { startNext, type NextServer } from './support/server';

const STUDENTS = 20;
const ITEMS = 25;

const dataDir = mkdtempSync(join(tmpdir(), 'bridge-fault-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const databases: [string, Record<string, string>][] = [['SQLite', { DATA_DIR: dataDir }]];
if (process.env.TEST_DATABASE_URL) databases.push(['PostgreSQL', { DATABASE_URL: process.env.TEST_DATABASE_URL }]);

describe.each(databases)('answers survive SIGKILL of the server (%s)', (_name, env) => {
  it('stores every acknowledged answer once, retries included', async () => {
    let server: NextServer = await startNext(env);
    try {
      const set = await createTopicSet(server.baseUrl, 'open', ITEMS);
      const students = await joinClass(server.baseUrl, set.code, STUDENTS);
      const items = await studentItems(server.baseUrl, set.code, students[0]);
      expect(items).toHaveLength(ITEMS);
      const plan = planAnswers(students, items);
      expect(plan).toHaveLength(STUDENTS * ITEMS);

      const acknowledged = new Set<string>();
      let killed: Promise<void> | null = null;
      const base = server.baseUrl;
      // the burst: 20 at a time; once 150 answers are acknowledged, SIGKILL while the others are in flight
      await pool(plan, STUDENTS, async (answer) => {
        const sent = await sendAnswer(base, set.code, answer);
        if (sent.status === 201 || sent.status === 200) acknowledged.add(answer.id);
        if (acknowledged.size >= 150 && killed === null) killed = server.kill('SIGKILL');
      });
      expect(killed).not.toBeNull();
      await killed;
      const beforeRestart = new Set(acknowledged);
      expect(beforeRestart.size).toBeGreaterThanOrEqual(150);
      expect(beforeRestart.size).toBeLessThan(plan.length);

      server = await startNext(env);
      // every answer acknowledged before the kill is there after it
      const storedAfterKill = new Set((await Promise.all(students.map((s) => storedIds(server.baseUrl, set.code, s)))).flat());
      for (const id of beforeRestart) expect(storedAfterKill.has(id)).toBe(true);

      // the clients resend everything they hold, acknowledged or not (a device cannot always tell): no duplicates
      const statuses = await pool(plan, STUDENTS, (answer: PlannedAnswer) => sendAnswer(server.baseUrl, set.code, answer));
      statuses.forEach((sent, k) => {
        expect([200, 201]).toContain(sent.status);
        if (beforeRestart.has(plan[k].id)) expect(sent.status).toBe(200);
      });
      const perStudent = await Promise.all(students.map((s) => storedIds(server.baseUrl, set.code, s)));
      const all = perStudent.flat();
      expect(all).toHaveLength(plan.length);
      expect(new Set(all)).toEqual(new Set(plan.map((a) => a.id)));
      const teacher = (await (await fetch(`${server.baseUrl}/api/teacher/${set.teacherToken}`)).json()) as { set: { answers: number } };
      expect(teacher.set.answers).toBe(plan.length);
    } finally {
      await server.stop();
    }
  });
});
