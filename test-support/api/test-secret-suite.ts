// Issue 37 §2's API suite, "a test stays a test", run in-process through the route handlers against a real database as
// the set and class suites are: a fresh SQLite file (test-secret-api.test.ts) and, with TEST_DATABASE_URL, PostgreSQL
// (test-secret-api-pg.test.ts). Before a test is revealed no student route carries anything of its grades (the class
// view's figures per rule, the set's view, an answer's reply and its repeat, resume); after it, they do. A test's
// questions go only to a joined student. The stored grade keeps the rule of the student's own call (D4).
// Example: testSecretSuite('SQLite', () => { process.env.DATA_DIR = mkdtempSync(…) }).

import { beforeAll, describe, expect, it } from 'vitest';
import { throughRoute, type RouteModule } from './route-request';
import { describeCall } from '@/lib/bidder';
import { parseCall } from '@/lib/bridge/call';
import type { Call } from '@/lib/bridge/types';
import { itemFromCode } from '@/lib/quiz/item-code';
import { readReply, type SetApiRoute } from '@/lib/set-api/responses';


const ROUTES = {
  '/api/classes': () => import('@/app/api/classes/route'),
  '/api/classes/{code}': () => import('@/app/api/classes/[code]/route'),
  '/api/classes/{code}/students': () => import('@/app/api/classes/[code]/students/route'),
  '/api/classes/{code}/resume': () => import('@/app/api/classes/[code]/resume/route'),
  '/api/sets': () => import('@/app/api/sets/route'),
  '/api/sets/{code}': () => import('@/app/api/sets/[code]/route'),
  '/api/sets/{code}/students': () => import('@/app/api/sets/[code]/students/route'),
  '/api/sets/{code}/resume': () => import('@/app/api/sets/[code]/resume/route'),
  '/api/sets/{code}/answers/{answerId}': () => import('@/app/api/sets/[code]/answers/[answerId]/route'),
  '/api/teacher/{token}': () => import('@/app/api/teacher/[token]/route'),
  '/api/teacher/{token}/cell': () => import('@/app/api/teacher/[token]/cell/route'),
  '/api/teacher/{token}/accept': () => import('@/app/api/teacher/[token]/accept/route'),
} as const;
type RoutePath = keyof typeof ROUTES;

interface Answered {
  readonly status: number;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  readonly text: string;
}

interface TeacherItem {
  readonly id: string;
  readonly rule: string;
  readonly expected: string;
  readonly code: string;
}

let counter = 0;

export function testSecretSuite(name: string, prepare: () => void | Promise<void>) {
  describe(`a test stays a test, on ${name}`, () => {
    const modules = new Map<RoutePath, RouteModule>();
    let address = '';

    beforeAll(async () => {
      await prepare();
      for (const [path, load] of Object.entries(ROUTES)) modules.set(path as RoutePath, (await load()) as RouteModule);
    }, 60_000);

    /** One request through its route handler; the reply checked against its route's schema (a refusal against the error body's). */
    async function call(route: RoutePath, method: keyof RouteModule, params: Record<string, string>, options: { body?: unknown; headers?: Record<string, string>; query?: string } = {}): Promise<Answered> {
      const { response, text, body } = await throughRoute(modules, route, method, params, options, address);
      if (response.status !== 204) {
        const read = readReply(`${method} ${route}` as SetApiRoute, response.status, body);
        if (!read.ok) throw new Error(`${method} ${route}: ${read.error}\n${text.slice(0, 1500)}`);
      }
      return { status: response.status, body, text };
    }

    const student = (token: string) => ({ headers: { 'x-student-token': token } });
    const api = {
      createClass: (title: string) => call('/api/classes', 'POST', {}, { body: { title, locale: 'sr' } }),
      classView: (code: string, token?: string) => call('/api/classes/{code}', 'GET', { code }, token ? student(token) : {}),
      joinClass: (code: string, studentName: string) => call('/api/classes/{code}/students', 'POST', { code }, { body: { name: studentName } }),
      resumeClass: (code: string, resumeCode: string) => call('/api/classes/{code}/resume', 'POST', { code }, { body: { resumeCode } }),
      createSet: (body: Record<string, unknown>, bearer?: string) =>
        call('/api/sets', 'POST', {}, { body: { locale: 'sr', nearMisses: false, ...body }, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} }),
      view: (code: string, token?: string) => call('/api/sets/{code}', 'GET', { code }, token ? student(token) : {}),
      join: (code: string, studentName: string) => call('/api/sets/{code}/students', 'POST', { code }, { body: { name: studentName } }),
      resume: (code: string, resumeCode: string) => call('/api/sets/{code}/resume', 'POST', { code }, { body: { resumeCode } }),
      answer: (code: string, body: Record<string, unknown>, answerId: string = crypto.randomUUID()) =>
        call('/api/sets/{code}/answers/{answerId}', 'PUT', { code, answerId }, { body: { ms: 1500, ...body } }),
      teacher: (token: string) => call('/api/teacher/{token}', 'GET', { token }),
      patch: (token: string, body: unknown) => call('/api/teacher/{token}', 'PATCH', { token }, { body }),
      accept: (token: string, id: string, acceptedCall: string) => call('/api/teacher/{token}/accept', 'POST', { token }, { body: { id, call: acceptedCall } }),
      cell: (token: string, studentId: string, item: string) => call('/api/teacher/{token}/cell', 'GET', { token }, { query: `?student=${studentId}&item=${item}` }),
    };

    function freshAddress() {
      counter += 1;
      address = `198.51.100.${counter % 250}-${Date.now()}-${counter}`;
    }

    async function teacherItems(token: string): Promise<TeacherItem[]> {
      return (await api.teacher(token)).body.set.items as TeacherItem[];
    }

    /** What a call shows in an item's position (the bidder's reading of the call, without the hand). */
    function shows(item: TeacherItem, text: string): string | null {
      const full = itemFromCode(item.code);
      const call = parseCall(text);
      if (!full.ok || !call.ok) throw new Error('not a call item');
      return describeCall({ dealer: full.value.dealer, calls: full.value.calls }, call.value as Call)?.rule ?? null;
    }

    /** Every trace of a grade a student's reply could carry: keys and the rules of the test's items. */
    function expectNoGrade(reply: Answered, testRule: string) {
      for (const key of ['"grade"', '"review"', '"right"', '"ownRule"', '"expected"', '"record"']) expect(reply.text, key).not.toContain(key);
      expect(reply.text).not.toContain(testRule);
    }

    it("before the reveal no student route carries the test's grades; after it they all do", async () => {
      freshAddress();
      const cls = (await api.createClass('Sreda, test')).body as { code: string; classToken: string };
      const ana = (await api.joinClass(cls.code, 'Ana')).body as { studentToken: string; resumeCode: string };
      // a practice set on O-1NT, a test on O-2NT (near misses off: each item's rule is the one asked)
      const practice = (await api.createSet({ title: 'Vežba', mode: 'practice', classCode: cls.code, items: [{ topic: 'O-1NT', count: 2 }] }, cls.classToken)).body;
      const test = (await api.createSet({ title: 'Provera', mode: 'test', classCode: cls.code, items: [{ topic: 'O-2NT', count: 3 }] }, cls.classToken)).body;
      const [practiceItems, testItems] = [await teacherItems(practice.teacherToken), await teacherItems(test.teacherToken)];
      expect(testItems.every((i) => i.rule === 'O-2NT')).toBe(true);

      // the test's questions: none without a token (L-4), all to the class's student
      const stranger = await api.view(test.code);
      expect(stranger.body).toMatchObject({ mode: 'test', count: 3, items: [], student: null, answers: [] });
      expectNoGrade(stranger, 'O-2NT');
      const asked = await api.view(test.code, ana.studentToken);
      expect(asked.body.items.map((i: { id: string }) => i.id)).toEqual(testItems.map((i) => i.id));
      expectNoGrade(asked, 'O-2NT');

      // Ana answers the practice set (one right, one wrong) and the test (first wrong, then right, right)
      for (const [k, item] of practiceItems.entries()) {
        const reply = await api.answer(practice.code, { studentToken: ana.studentToken, itemId: item.id, answer: { call: k === 0 ? item.expected : 'P' } });
        expect([reply.status, reply.body.grade.right]).toEqual([201, k === 0]);
      }
      const firstId = crypto.randomUUID();
      for (const [k, item] of testItems.entries()) {
        const body = { studentToken: ana.studentToken, itemId: item.id, answer: { call: k === 0 ? 'P' : item.expected } };
        const reply = await api.answer(test.code, body, k === 0 ? firstId : undefined);
        // the reply says it is stored, nothing of its grade
        expect([reply.status, reply.body]).toEqual([201, { stored: 'created' }]);
        expectNoGrade(reply, 'O-2NT');
      }
      // a resend of a test's answer, and the device that resumes: still nothing of a grade
      const repeat = await api.answer(test.code, { studentToken: ana.studentToken, itemId: testItems[0].id, answer: { call: 'P' } }, firstId);
      expect([repeat.status, repeat.body]).toEqual([200, { stored: 'repeat' }]);
      const device = await api.resumeClass(cls.code, ana.resumeCode);
      expect(Object.keys(device.body).sort()).toEqual(['name', 'studentToken']);

      // the class page's view: the practice set's first attempts only, and how many of the test she answered (a count)
      const before = await api.classView(cls.code, device.body.studentToken);
      expect(before.body.rules).toEqual([{ rule: 'O-1NT', answered: 2, right: 1 }]);
      expect(before.body.sets.map((s: { code: string; done: number }) => [s.code, s.done])).toEqual([[practice.code, 2], [test.code, 3]]);
      // (the practice set's figures say "right"; nothing names the test's rule)
      expect(before.text).not.toContain('O-2NT');
      // the set's own view to her: her answers as given, no grade, no review, no share code (it holds the expected call)
      const hidden = await api.view(test.code, ana.studentToken);
      expect(hidden.body.answers).toHaveLength(3);
      expect(hidden.body.items.every((i: Record<string, unknown>) => i.code === undefined && i.review === undefined)).toBe(true);
      expectNoGrade(hidden, 'O-2NT');
      // the teacher sees everything meanwhile
      expect((await api.teacher(test.teacherToken)).body.results.students[0]).toMatchObject({ answered: 3, firstRight: 2 });

      // revealed: the figures per rule, the grades and the reviews are hers
      expect((await api.patch(test.teacherToken, { revealed: true })).status).toBe(200);
      const after = await api.classView(cls.code, ana.studentToken);
      expect(after.body.rules).toEqual([{ rule: 'O-1NT', answered: 2, right: 1 }, { rule: 'O-2NT', answered: 3, right: 2 }]);
      const shown = await api.view(test.code, ana.studentToken);
      expect(shown.body.answers.map((a: { grade: { right: boolean } }) => a.grade.right)).toEqual([false, true, true]);
      expect(shown.body.items.every((i: Record<string, unknown>) => typeof i.code === 'string' && i.review !== undefined)).toBe(true);
      const again = await api.answer(test.code, { studentToken: ana.studentToken, itemId: testItems[0].id, answer: { call: 'P' } }, firstId);
      expect([again.status, again.body.grade.right]).toEqual([200, false]);
    });

    it("a test's questions go only to its joined students; a practice set's too", async () => {
      freshAddress();
      for (const mode of ['test', 'practice'] as const) {
        for (const hands of ['same', 'fresh'] as const) {
          const set = (await api.createSet({ title: `Sam ${mode} ${hands}`, mode, hands, items: [{ topic: 'open', count: 4 }] })).body;
          const open = await api.view(set.code);
          expect(open.body).toMatchObject({ count: 4, items: [], answers: [] });
          expect(open.text).not.toContain('"hand"');
          const joined = (await api.join(set.code, 'Bojan')).body as { studentToken: string; resumeCode: string };
          expect((await api.view(set.code, joined.studentToken)).body.items).toHaveLength(4);
          // another device by the resume code: its own token opens the items too; a made-up token opens nothing
          const resumed = await api.resume(set.code, joined.resumeCode);
          expect((await api.view(set.code, resumed.body.studentToken)).body.items).toHaveLength(4);
          expect((await api.view(set.code, 'A'.repeat(43))).status).toBe(404);
        }
      }
    });

    it("the stored grade keeps the rule of the student's own call: the review captions each call with its own (D4)", async () => {
      freshAddress();
      const cls = (await api.createClass('Petak')).body as { code: string; classToken: string };
      const ana = (await api.joinClass(cls.code, 'Ana')).body as { studentToken: string };
      const set = (await api.createSet({ title: 'Otvaranja', mode: 'practice', classCode: cls.code, items: [{ topic: 'O-1NT', count: 3 }] }, cls.classToken)).body;
      const items = await teacherItems(set.teacherToken);
      expect(items.map((i) => [i.rule, i.expected])).toEqual(items.map(() => ['O-1NT', '1N']));
      // 1♥ on a 1NT hand: wrong, rejected by O-1NT, and read as what 1♥ shows here (an opening of one in a suit)
      const heartRule = shows(items[0], '1H');
      expect(heartRule).not.toBeNull();
      expect(heartRule).not.toBe('O-1NT');
      const heart = await api.answer(set.code, { studentToken: ana.studentToken, itemId: items[0].id, answer: { call: '1H' } });
      expect(heart.body.grade).toMatchObject({ right: false, rule: 'O-1NT', ownRule: heartRule, expected: { rule: 'O-1NT' } });
      // the expected call: its own rule is the bidder's; 7NT: no rule of the system makes it
      const right = await api.answer(set.code, { studentToken: ana.studentToken, itemId: items[1].id, answer: { call: '1N' } });
      expect(right.body.grade).toMatchObject({ right: true, ownRule: 'O-1NT' });
      expect(shows(items[2], '7N')).toBeNull();
      const none = await api.answer(set.code, { studentToken: ana.studentToken, itemId: items[2].id, answer: { call: '7N' } });
      expect(none.body.grade).toMatchObject({ right: false, ownRule: null });
      // as stored: the student's view and the teacher's square give the same
      const view = await api.view(set.code, ana.studentToken);
      expect(view.body.answers.map((a: { grade: { ownRule: string | null } }) => a.grade.ownRule)).toEqual([heartRule, 'O-1NT', null]);
      const teacher = (await api.teacher(set.teacherToken)).body;
      const anaId = teacher.results.students[0].id as string;
      const cells = await Promise.all(items.map((i) => api.cell(set.teacherToken, anaId, i.id)));
      expect(cells.map((c) => c.body.attempts[0].ownRule)).toEqual([heartRule, 'O-1NT', null]);
      // a call the teacher accepts is right, and still read by its own rule (never the expected answer's)
      expect((await api.accept(set.teacherToken, items[0].id, '1H')).status).toBe(200);
      const accepted = (await api.answer(set.code, { studentToken: ana.studentToken, itemId: items[0].id, answer: { call: '1H' } })).body.grade;
      expect(accepted).toMatchObject({ right: true, ownRule: heartRule });
      const regraded = (await api.view(set.code, ana.studentToken)).body.answers[0].grade;
      expect(regraded).toMatchObject({ right: true, ownRule: heartRule });
    });
  });
}
