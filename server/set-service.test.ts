// The set service where a teacher's action meets a student's at the same moment: an answer whose student the teacher
// removes between its lookup and its store is 404, as for any unknown token (not a server error), and nothing is kept.
// A class's student opening a set from two devices at once is made its student once. SQLite, and PostgreSQL with
// TEST_DATABASE_URL.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openMigrated } from './open-store';
import { createClass, joinClass } from './class-service';
import { createSet } from './set-create';
import { joinSet, studentView } from './set-students';
import { putAnswer } from './set-answers';
import type { Store } from './store-types';
import { MAX_STUDENTS } from '@/lib/teach/set-types';
import { freshPostgresDatabase } from '@/test-support/store/test-postgres';

const NOW = Date.UTC(2026, 11, 5, 9);

function raceSuite(name: string, open: () => Promise<{ store: Store; done: () => Promise<void> }>): void {
  describe(`the set service on ${name}`, () => {
    it('answers 404 when the student is removed while their answer is on its way, and keeps nothing of it', async () => {
      const { store, done } = await open();
      try {
        const created = await createSet(store, {
          title: 'Čas', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', opensAt: null, closesAt: null,
          items: [{ topic: 'open', count: 2 }], nearMisses: false,
        }, NOW);
        if (!created.ok) throw new Error('not created');
        const { code } = created.body as { code: string };
        const joined = await joinSet(store, code, 'Ana', NOW, undefined, '203.0.113.1');
        if (!joined.ok) throw new Error('not joined');
        const { studentToken } = joined.body as { studentToken: string };
        const set = (await store.setByCode(code))!;
        // the teacher's removal lands after the service found Ana, before her answer is stored
        const racing: Store = {
          ...store,
          putAnswer: async (answer, grade) => {
            await store.removeStudent(set.id, answer.student);
            return store.putAnswer(answer, grade);
          },
        };
        const reply = await putAnswer(racing, code, '0b2d9c3e-6f0a-4c1e-9f3a-1b2c3d4e5f60', { studentToken, item: 0, answer: { call: 'P' }, ms: 1000 }, NOW);
        expect(reply, JSON.stringify(reply)).toMatchObject({ ok: false, status: 404, issue: { code: 'set-not-found' } });
        expect(await store.answerCount(set.id)).toBe(0);
        expect((await studentView(store, code, studentToken, NOW)).status).toBe(404);
      } finally {
        await done();
      }
    });

    it("makes a class's student the set's student once, when two devices open the set at the same moment", async () => {
      const { store, done } = await open();
      try {
        const made = await createClass(store, { title: 'Grupa', locale: 'sr' }, null, NOW);
        if (!made.ok) throw new Error('no class');
        const { code: classCode, classToken } = made.body as { code: string; classToken: string };
        const created = await createSet(store, {
          title: 'Čas', instructions: '', locale: 'sr', mode: 'practice', hands: 'fresh', opensAt: null, closesAt: null,
          items: [{ topic: 'open', count: 2 }], nearMisses: false, classCode,
        }, NOW, classToken);
        if (!created.ok) throw new Error('not created');
        const { code } = created.body as { code: string };
        const joined = await joinClass(store, classCode, 'Ana', NOW, undefined, '203.0.113.1');
        if (!joined.ok) throw new Error('not joined');
        const { studentToken } = joined.body as { studentToken: string };
        const views = await Promise.all([studentView(store, code, studentToken, NOW), studentView(store, code, studentToken, NOW), studentView(store, code, studentToken, NOW)]);
        expect(views.map((v) => v.status)).toEqual([200, 200, 200]);
        const set = (await store.setByCode(code))!;
        expect((await store.studentsOf(set.id)).map((s) => s.name)).toEqual(['Ana']);
        // fresh hands: her own items, made once
        const items = await store.allItemsOf(set.id);
        expect(items).toHaveLength(2);
        const bodies = views.map((v) => (v.ok ? JSON.stringify((v.body as { items: unknown }).items) : ''));
        expect(new Set(bodies).size).toBe(1);
      } finally {
        await done();
      }
    });

    it('answers 409 set-full (not 404) to a class member opening or answering in a class set that has MAX_STUDENTS students (R6)', async () => {
      const { store, done } = await open();
      try {
        const made = await createClass(store, { title: 'Grupa', locale: 'sr' }, null, NOW);
        if (!made.ok) throw new Error('no class');
        const { code: classCode, classToken } = made.body as { code: string; classToken: string };
        const created = await createSet(store, {
          title: 'Čas', instructions: '', locale: 'sr', mode: 'practice', hands: 'same', opensAt: null, closesAt: null,
          items: [{ topic: 'open', count: 1 }], nearMisses: false, classCode,
        }, NOW, classToken);
        if (!created.ok) throw new Error('not created');
        const { code } = created.body as { code: string };
        const joined = await joinClass(store, classCode, 'Ana', NOW, undefined, '203.0.113.1');
        if (!joined.ok) throw new Error('not joined');
        const { studentToken } = joined.body as { studentToken: string };
        const set = (await store.setByCode(code))!;
        for (let i = 0; i < MAX_STUDENTS; i++) {
          await store.addStudent({ setId: set.id, name: `S${i}`, tokenHash: null, resumeCode: `R${String(i).padStart(7, '0')}`, seed: i, joinedAt: NOW, items: [] });
        }
        const full = { ok: false, status: 409, issue: { code: 'set-full', params: { max: MAX_STUDENTS } } };
        expect(await studentView(store, code, studentToken, NOW)).toMatchObject(full);
        const answer = await putAnswer(store, code, '0b2d9c3e-6f0a-4c1e-9f3a-1b2c3d4e5f61', { studentToken, item: 0, answer: { call: 'P' }, ms: 1000 }, NOW);
        expect(answer).toMatchObject(full);
        expect(await store.studentsOf(set.id)).toHaveLength(MAX_STUDENTS);
        // a token that is no one's stays a 404
        expect(await studentView(store, code, 'x'.repeat(43), NOW)).toMatchObject({ ok: false, status: 404 });
      } finally {
        await done();
      }
    });
  });
}

const dir = mkdtempSync(join(tmpdir(), 'bridge-service-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
raceSuite('SQLite', async () => {
  const { store } = await openMigrated({ dataDir: dir });
  return { store, done: () => store.close() };
});

const pgUrl = process.env.TEST_DATABASE_URL;
if (pgUrl) {
  raceSuite('PostgreSQL', async () => {
    const fresh = await freshPostgresDatabase(pgUrl);
    const { store } = await openMigrated({ databaseUrl: fresh.url });
    return { store, done: async () => { await store.close(); await fresh.drop(); } };
  });
}
