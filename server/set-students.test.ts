// A set's student side on the server (set-students.ts): the student page's set by its code, an unknown code counted
// against the asking address until it is told nothing more; the page before the set opens shows no question; a
// class's set names its class; unknown codes and resume codes open nothing. SQLite.

import { describe, expect, it } from 'vitest';
import { createSetRequest } from '@/lib/set-api/requests';
import { createClass } from './class-service';
import { MISSES_PER_10_MIN } from './code-lookups';
import { putAnswer } from './set-answers';
import { createSet } from './set-create';
import { joinSet, resumeStudent, setForStudentPage, studentView } from './set-students';
import { okBody, refused, sqliteStorePerFile } from '@/test-support/store/service-test';

const NOW = Date.UTC(2026, 11, 7, 9);
const HOUR = 3_600_000;
const store = sqliteStorePerFile('bridge-set-students-');

const from = (address: string) => ({ get: (name: string) => (name === 'x-forwarded-for' ? address : null) });

async function newSet(extra: Record<string, unknown> = {}, bearer: string | null = null) {
  const request = createSetRequest.parse({ title: 'Otvaranja', locale: 'lv', mode: 'practice', items: [{ topic: 'O-1NT', count: 2 }], ...extra });
  return okBody<{ code: string; teacherToken: string }>(await createSet(store(), request, NOW, bearer));
}

interface StudentPage { student: unknown; items: unknown[]; count: number; classCode: string | null }

describe("a set's student side", () => {
  it("finds the student page's set by its code in any case; counts misses per address and then tells that address nothing", async () => {
    const set = await newSet();
    expect(await setForStudentPage(store(), set.code, from('203.0.113.20'), NOW)).toEqual({ title: 'Otvaranja', locale: 'lv' });
    expect(await setForStudentPage(store(), set.code.toLowerCase(), from('203.0.113.20'), NOW)).toEqual({ title: 'Otvaranja', locale: 'lv' });
    expect(await setForStudentPage(store(), 'ZZZZZZZZ', from('203.0.113.21'), NOW)).toBeNull();
    for (let k = 1; k < MISSES_PER_10_MIN; k++) await setForStudentPage(store(), 'ZZZZZZZZ', from('203.0.113.21'), NOW);
    expect(await setForStudentPage(store(), set.code, from('203.0.113.21'), NOW)).toBe('blocked');
    expect(await setForStudentPage(store(), set.code, from('203.0.113.22'), NOW)).toEqual({ title: 'Otvaranja', locale: 'lv' });
  });

  it('shows no question before the set opens, to anyone; then its questions to a student who joined', async () => {
    const set = await newSet();
    const { studentToken, resumeCode } = okBody<{ studentToken: string; resumeCode: string }>(await joinSet(store(), set.code, 'Anna', NOW, undefined, '203.0.113.30'));
    // the teacher moves the opening an hour on after Anna joined
    expect(await store().updateSet((await store().setByCode(set.code))!.id, { opensAt: NOW + HOUR })).not.toBeNull();
    const before = okBody<StudentPage>(await studentView(store(), set.code, studentToken, NOW));
    expect([before.items.length, before.count]).toEqual([0, 2]);
    const after = okBody<StudentPage>(await studentView(store(), set.code, studentToken, NOW + 2 * HOUR));
    expect(after.items).toHaveLength(2);
    // without a token: the set, no student, no questions
    const open = okBody<StudentPage>(await studentView(store(), set.code, null, NOW + 2 * HOUR));
    expect([open.student, open.items.length, open.classCode]).toEqual([null, 0, null]);

    expect(refused(await studentView(store(), 'ZZZZZZZZ', null, NOW))).toEqual([404, 'set-not-found']);
    expect(refused(await resumeStudent(store(), 'ZZZZZZZZ', resumeCode))).toEqual([404, 'set-not-found']);
    expect(refused(await resumeStudent(store(), set.code, 'ZZZZZZZZ'))).toEqual([404, 'bad-resume-code']);
    expect(okBody<{ name: string }>(await resumeStudent(store(), set.code, resumeCode)).name).toBe('Anna');
  });

  it('refuses an answer to an item the student does not have, naming it and how many there are', async () => {
    const set = await newSet();
    const { studentToken } = okBody<{ studentToken: string }>(await joinSet(store(), set.code, 'Jānis', NOW, undefined, '203.0.113.31'));
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [request, item] of [[{ itemId: unknown }, unknown], [{ item: 9 }, 9]] as const) {
      const put = await putAnswer(store(), set.code, `answer-${item}`, { studentToken, ...request, answer: { call: 'P' }, ms: 1000 }, NOW);
      expect(put.ok ? put.status : [put.status, put.issue.code, put.issue.params]).toEqual([400, 'bad-item', { item, count: 2 }]);
    }
  });

  it("names a class's set's class on its page", async () => {
    const cls = okBody<{ code: string; classToken: string }>(await createClass(store(), { title: 'Klase', locale: 'lv' }, null, NOW));
    const set = await newSet({ classCode: cls.code }, cls.classToken);
    expect(okBody<StudentPage>(await studentView(store(), set.code, null, NOW)).classCode).toBe(cls.code);
  });
});
