// The class API's and teacher keys' acceptance suite, run in-process through the route handlers against a real
// database, as the set API's suite (set-api-suite.ts): a fresh SQLite file (class-api.test.ts) and, with
// TEST_DATABASE_URL, PostgreSQL (class-api-pg.test.ts). Every reply is checked against its route's schema
// (lib/set-api/class-responses.ts, through SET_API_REPLIES), and a term's figures are checked by hand: three sets of a
// class, a student who joined the class once answering all three, the first attempts per rule counted here.
// Example: classApiSuite('SQLite', () => { process.env.DATA_DIR = mkdtempSync(…) }).

import { beforeAll, describe, expect, it } from 'vitest';
import { throughRoute, type RouteModule } from './route-request';
import { CLASS_API_REPLIES } from '@/lib/set-api/class-responses';
import { readReply, type SetApiRoute } from '@/lib/set-api/responses';


/** Each route by its path as lib/set-api names it, with the module that serves it. */
const ROUTES = {
  '/api/teacher-keys': () => import('@/app/api/teacher-keys/route'),
  '/api/teacher-keys/{key}': () => import('@/app/api/teacher-keys/[key]/route'),
  '/api/teacher-keys/{key}/links': () => import('@/app/api/teacher-keys/[key]/links/route'),
  '/api/classes': () => import('@/app/api/classes/route'),
  '/api/classes/{code}': () => import('@/app/api/classes/[code]/route'),
  '/api/classes/{code}/students': () => import('@/app/api/classes/[code]/students/route'),
  '/api/classes/{code}/resume': () => import('@/app/api/classes/[code]/resume/route'),
  '/api/class-teacher/{token}': () => import('@/app/api/class-teacher/[token]/route'),
  '/api/class-teacher/{token}/sets': () => import('@/app/api/class-teacher/[token]/sets/route'),
  '/api/class-teacher/{token}/students/{studentId}': () => import('@/app/api/class-teacher/[token]/students/[studentId]/route'),
  '/api/teacher/{token}/copy': () => import('@/app/api/teacher/[token]/copy/route'),
  '/api/sets': () => import('@/app/api/sets/route'),
  '/api/sets/{code}': () => import('@/app/api/sets/[code]/route'),
  '/api/sets/{code}/students': () => import('@/app/api/sets/[code]/students/route'),
  '/api/sets/{code}/answers/{answerId}': () => import('@/app/api/sets/[code]/answers/[answerId]/route'),
  '/api/teacher/{token}': () => import('@/app/api/teacher/[token]/route'),
  '/api/teacher/{token}/items': () => import('@/app/api/teacher/[token]/items/route'),
  '/api/teacher/{token}/accept': () => import('@/app/api/teacher/[token]/accept/route'),
} as const;
type RoutePath = keyof typeof ROUTES;

interface Answered {
  readonly status: number;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let counter = 0;

export function classApiSuite(name: string, prepare: () => void | Promise<void>) {
  describe(`the class API on ${name}`, () => {
    const modules = new Map<RoutePath, RouteModule>();
    const checked = new Set<string>();
    let address = '';

    beforeAll(async () => {
      await prepare();
      for (const [path, load] of Object.entries(ROUTES)) modules.set(path as RoutePath, (await load()) as RouteModule);
    }, 60_000);

    /** One request through its route handler; the reply checked against its schema (a refusal against the error body's). */
    async function call(route: RoutePath, method: keyof RouteModule, params: Record<string, string>, options: { body?: unknown; headers?: Record<string, string>; query?: string } = {}): Promise<Answered> {
      const { response, path, text, body } = await throughRoute(modules, route, method, params, options, address);
      expect(response.headers.get('cache-control'), `${method} ${path}`).toBe('private, no-store');
      const named = `${method} ${route}`;
      if (response.status !== 204) {
        const read = readReply(named as SetApiRoute, response.status, body);
        if (!read.ok && (response.status >= 400 || Object.hasOwn(CLASS_API_REPLIES, named))) throw new Error(`${read.error}\n${text.slice(0, 1500)}`);
        if (response.status < 400 && Object.hasOwn(CLASS_API_REPLIES, named)) checked.add(`${named} ${response.status}`);
      }
      return { status: response.status, body };
    }

    const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
    const api = {
      newKey: () => call('/api/teacher-keys', 'POST', {}),
      home: (key: string) => call('/api/teacher-keys/{key}', 'GET', { key }),
      attach: (key: string, link: string) => call('/api/teacher-keys/{key}/links', 'POST', { key }, { body: { link } }),
      createClass: (body: unknown, key?: string) => call('/api/classes', 'POST', {}, { body, headers: key ? bearer(key) : {} }),
      classView: (code: string, student?: string, query = false) =>
        call('/api/classes/{code}', 'GET', { code }, student ? (query ? { query: `?student=${student}` } : { headers: { 'x-student-token': student } }) : {}),
      joinClass: (code: string, name: string, pin?: string) => call('/api/classes/{code}/students', 'POST', { code }, { body: { name, ...(pin ? { pin } : {}) } }),
      resumeClass: (code: string, resumeCode: string) => call('/api/classes/{code}/resume', 'POST', { code }, { body: { resumeCode } }),
      classTeacher: (token: string, query?: string) => call('/api/class-teacher/{token}', 'GET', { token }, query ? { query } : {}),
      patchClass: (token: string, body: unknown) => call('/api/class-teacher/{token}', 'PATCH', { token }, { body }),
      assign: (token: string, link: string) => call('/api/class-teacher/{token}/sets', 'POST', { token }, { body: { link } }),
      renameMember: (token: string, studentId: string, name: string) =>
        call('/api/class-teacher/{token}/students/{studentId}', 'PATCH', { token, studentId }, { body: { name } }),
      removeMember: (token: string, studentId: string) => call('/api/class-teacher/{token}/students/{studentId}', 'DELETE', { token, studentId }),
      createSet: (body: unknown, secret?: string) => call('/api/sets', 'POST', {}, { body, headers: secret ? bearer(secret) : {} }),
      setView: (code: string, student: string) => call('/api/sets/{code}', 'GET', { code }, { headers: { 'x-student-token': student } }),
      joinSet: (code: string, name: string) => call('/api/sets/{code}/students', 'POST', { code }, { body: { name } }),
      answer: (code: string, body: unknown) => call('/api/sets/{code}/answers/{answerId}', 'PUT', { code, answerId: crypto.randomUUID() }, { body }),
      teacher: (token: string) => call('/api/teacher/{token}', 'GET', { token }),
      patchSet: (token: string, body: unknown) => call('/api/teacher/{token}', 'PATCH', { token }, { body }),
      items: (token: string, body: unknown) => call('/api/teacher/{token}/items', 'POST', { token }, { body }),
      copy: (token: string, body: unknown, secret?: string) => call('/api/teacher/{token}/copy', 'POST', { token }, { body, headers: secret ? bearer(secret) : {} }),
    };

    function freshAddress() {
      counter += 1;
      address = `203.0.113.${counter % 250}-${Date.now()}-${counter}`;
    }

    /** A set of `count` opening questions on each rule, for the class (its token as the bearer); near misses off, so each item's rule is the one asked. */
    async function classSet(classCode: string, classToken: string, title: string, topics: Record<string, number>, mode = 'practice') {
      const created = await api.createSet({
        title, locale: 'sr', mode, classCode, nearMisses: false, items: Object.entries(topics).map(([topic, count]) => ({ topic, count })),
      }, classToken);
      expect(created.status).toBe(201);
      expect(created.body.teacherKey).toBeUndefined();
      const items = (await api.teacher(created.body.teacherToken)).body.set.items as { id: string; rule: string; expected: string }[];
      return { ...(created.body as { code: string; teacherToken: string }), items };
    }

    /** The student's answers to a set, each right or wrong as `plan` says, in order (a wrong one is a pass: never an opening's expected call). */
    async function answerAll(code: string, studentToken: string, items: readonly { id: string; expected: string }[], plan: readonly boolean[]) {
      await api.setView(code, studentToken);
      for (const [k, right] of plan.entries()) {
        const answered = await api.answer(code, { studentToken, itemId: items[k].id, answer: { call: right ? items[k].expected : 'P' }, ms: 2000 });
        expect(answered.status).toBe(201);
      }
    }

    it('a teacher key lists what is made with it; a set made without one gets a new key at once; old links are attached', async () => {
      freshAddress();
      const key = (await api.newKey()).body.teacherKey as string;
      expect(key.length).toBeGreaterThanOrEqual(43); // 256 bits
      expect((await api.home(key)).body).toEqual({ classes: [], sets: [] });
      const cls = await api.createClass({ title: 'Utorak, početnici', locale: 'sr' }, key);
      expect(cls.status).toBe(201);
      expect(cls.body.teacherKey).toBeUndefined();
      // made without a key: one is made and given back with the set
      const alone = await api.createSet({ title: 'Otvaranja', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 3 }] });
      expect(alone.status).toBe(201);
      const other = alone.body.teacherKey as string;
      expect(other).toBeTruthy();
      expect((await api.home(other)).body.sets.map((s: { code: string }) => s.code)).toEqual([alone.body.code]);
      // the first key's home: the class with its token; attaching the lone set by its whole teacher link adds it
      const home = (await api.home(key)).body;
      expect(home.classes).toMatchObject([{ code: cls.body.code, title: 'Utorak, početnici', classToken: cls.body.classToken, students: 0, sets: 0 }]);
      const attached = await api.attach(key, `https://example.org/sr/t/${alone.body.teacherToken}?x=1`);
      expect(attached.status).toBe(200);
      expect(attached.body.sets).toMatchObject([{ code: alone.body.code, teacherToken: alone.body.teacherToken, classCode: null, items: 3, answers: 0 }]);
      // a set of the class is listed through the class, with its class's code
      const inClass = await classSet(cls.body.code, cls.body.classToken, 'Za grupu', { 'O-1NT': 1 });
      const again = (await api.home(key)).body;
      expect(again.sets.map((s: { code: string; classCode: string | null }) => [s.code, s.classCode])).toEqual([[alone.body.code, null], [inClass.code, cls.body.code]]);
      expect(again.classes[0].sets).toBe(1);
      // what opens nothing is 404
      expect((await api.home('A'.repeat(43))).status).toBe(404);
      expect((await api.attach(key, 'https://example.org/sr/t/' + 'B'.repeat(43))).body.error.code).toBe('bad-teacher-link');
      expect((await api.attach(key, 'not a link')).status).toBe(400);
      expect((await api.createClass({ title: 'X', locale: 'lv' }, 'C'.repeat(43))).body.error.code).toBe('key-not-found');
      expect((await api.createSet({ title: 'X', locale: 'sr', mode: 'test', items: [{ topic: 'open', count: 1 }] }, 'C'.repeat(43))).status).toBe(404);
    });

    it("a term: three sets of a class, a student who joined once answers all three; the first attempts per rule are the hand count", async () => {
      freshAddress();
      const created = await api.createClass({ title: 'Sreda', locale: 'sr' });
      expect(created.status).toBe(201);
      const { code, classToken, teacherKey } = created.body as { code: string; classToken: string; teacherKey: string };
      expect(teacherKey).toBeTruthy();
      const ana = (await api.joinClass(code, 'Ana')).body as { studentToken: string; resumeCode: string };
      const bojan = (await api.joinClass(code, 'Bojan')).body as { studentToken: string };
      const first = await classSet(code, classToken, 'Prva nedelja', { 'O-1NT': 3 });
      const second = await classSet(code, classToken, 'Druga nedelja', { 'O-1NT': 2, 'O-2NT': 2 });
      const third = await classSet(code, classToken, 'Treća nedelja', { 'O-2NT': 3 }, 'test');
      for (const set of [first, second, third]) for (const item of set.items) expect(['O-1NT', 'O-2NT']).toContain(item.rule);
      // by hand: O-1NT 3 + 2 = 5 items, right first time 2 + 1 = 3; O-2NT 2 + 3 = 5 items, right 1 + 0 = 1
      await answerAll(first.code, ana.studentToken, first.items, [true, true, false]);
      // a retry that is right does not change a first attempt
      const retry = await api.answer(first.code, { studentToken: ana.studentToken, itemId: first.items[2].id, answer: { call: first.items[2].expected }, ms: 900 });
      expect(retry.status).toBe(201);
      const second1NT = second.items.filter((i) => i.rule === 'O-1NT');
      const second2NT = second.items.filter((i) => i.rule === 'O-2NT');
      await answerAll(second.code, ana.studentToken, second1NT, [false, true]);
      await answerAll(second.code, ana.studentToken, second2NT, [true, false]);
      // the other device (resume at the class) answers the third set
      const device = await api.resumeClass(code, ana.resumeCode.toLowerCase());
      expect(device.status).toBe(200);
      expect(device.body.name).toBe('Ana');
      await answerAll(third.code, device.body.studentToken, third.items, [false, false, false]);
      // Bojan opened one set and answered one item right
      await answerAll(first.code, bojan.studentToken, first.items, [true]);

      // the same identity in each set: one name, given once
      const view = await api.setView(second.code, ana.studentToken);
      expect(view.body.student).toEqual({ name: 'Ana' });
      expect(view.body.classCode).toBe(code);
      expect(view.body.answers).toHaveLength(4);

      const mine = await api.classView(code, ana.studentToken, true);
      expect(mine.status).toBe(200);
      expect(mine.body.student).toEqual({ name: 'Ana' });
      expect(mine.body.sets.map((s: { code: string; done: number; items: number }) => [s.code, s.done, s.items])).toEqual([
        [first.code, 3, 3], [second.code, 4, 4], [third.code, 3, 3],
      ]);
      // the third set is a test not yet revealed: its first attempts are not the student's to see (O-2NT 2, not 5)
      expect(mine.body.rules).toEqual([{ rule: 'O-1NT', answered: 5, right: 3 }, { rule: 'O-2NT', answered: 2, right: 1 }]);

      const teacher = await api.classTeacher(classToken);
      expect(teacher.status).toBe(200);
      const ids = Object.fromEntries(teacher.body.students.map((s: { id: string; name: string }) => [s.name, s.id]));
      expect(teacher.body.students.map((s: { name: string }) => s.name)).toEqual(['Ana', 'Bojan']);
      expect(teacher.body.sets.map((s: { code: string; teacherToken: string }) => [s.code, s.teacherToken])).toEqual([
        [first.code, first.teacherToken], [second.code, second.teacherToken], [third.code, third.teacherToken],
      ]);
      expect(teacher.body.progress).toEqual([
        { student: ids.Ana, rules: [{ rule: 'O-1NT', answered: 5, right: 3 }, { rule: 'O-2NT', answered: 5, right: 1 }] },
        { student: ids.Bojan, rules: [{ rule: 'O-1NT', answered: 1, right: 1 }] },
      ]);
      expect(teacher.body.trend).toEqual([
        { student: ids.Ana, sets: [{ code: first.code, answered: 3, right: 2 }, { code: second.code, answered: 4, right: 2 }, { code: third.code, answered: 3, right: 0 }] },
        { student: ids.Bojan, sets: [{ code: first.code, answered: 1, right: 1 }] },
      ]);
      // a term window: since today (UTC) every answer counts; since tomorrow none does, the roster and sets as they are
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      const today = await api.classTeacher(classToken, `?since=${day(0)}`);
      expect([today.status, today.body.progress, today.body.trend]).toEqual([200, teacher.body.progress, teacher.body.trend]);
      const tomorrow = await api.classTeacher(classToken, `?since=${day(1)}&locale=sr`);
      expect(tomorrow.body.progress).toEqual([{ student: ids.Ana, rules: [] }, { student: ids.Bojan, rules: [] }]);
      expect(tomorrow.body.trend).toEqual([{ student: ids.Ana, sets: [] }, { student: ids.Bojan, sets: [] }]);
      expect([tomorrow.body.students, tomorrow.body.sets]).toEqual([teacher.body.students, teacher.body.sets]);
      // a day that is not one, or not a day at all, is refused before anything is read
      for (const bad of ['2026-02-30', 'yesterday', '1999-12-31', '2026-1-5']) {
        const refused = await api.classTeacher(classToken, `?since=${bad}`);
        expect([refused.status, refused.body.error.code, refused.body.error.params.time]).toEqual([400, 'bad-time', bad]);
      }
      const long = await api.classTeacher(classToken, `?since=${'2'.repeat(200)}`);
      expect([long.status, long.body.error.code, JSON.stringify(long.body).includes('2'.repeat(11))]).toEqual([400, 'bad-request', false]);
      // revealed, the test's first attempts are Ana's too: the hand count of all three sets
      expect((await api.patchSet(third.teacherToken, { revealed: true })).status).toBe(200);
      expect((await api.classView(code, ana.studentToken)).body.rules).toEqual([{ rule: 'O-1NT', answered: 5, right: 3 }, { rule: 'O-2NT', answered: 5, right: 1 }]);
      // the class's sets are answered by its students only: a new name at a set's link is sent to the class
      const stranger = await api.joinSet(first.code, 'Neko');
      expect([stranger.status, stranger.body.error.code]).toEqual([409, 'class-set']);
      // a token of another class's student opens nothing here
      const elsewhere = (await api.createClass({ title: 'Druga', locale: 'sr' })).body;
      const outsider = (await api.joinClass(elsewhere.code, 'Ivan')).body;
      expect((await api.setView(first.code, outsider.studentToken)).status).toBe(404);
      expect((await api.classView(code, outsider.studentToken)).status).toBe(404);
    });

    it('the class teacher renames and removes a student everywhere, keeps a join gate, archives, and assigns a set made alone', async () => {
      freshAddress();
      const { code, classToken, teacherKey } = (await api.createClass({ title: 'Četvrtak', locale: 'lv' })).body;
      const ana = (await api.joinClass(code, 'Ana')).body;
      const set = await classSet(code, classToken, 'Nedelja', { 'O-1NT': 2 });
      await answerAll(set.code, ana.studentToken, set.items, [true]);
      const id = (await api.classTeacher(classToken)).body.students[0].id as string;
      expect((await api.renameMember(classToken, id, 'Anna')).body).toEqual({ id, name: 'Anna' });
      expect((await api.setView(set.code, ana.studentToken)).body.student).toEqual({ name: 'Anna' });
      expect((await api.teacher(set.teacherToken)).body.results.students.map((s: { name: string }) => s.name)).toEqual(['Anna']);

      // the gate: a PIN, then no new names
      const gated = await api.patchClass(classToken, { joinPin: 'new', title: 'Ceturtdiena' });
      const pin = gated.body.class.joinPin as string;
      expect(gated.body.class.title).toBe('Ceturtdiena');
      expect((await api.joinClass(code, 'Bojan')).body.error.code).toBe('join-pin-needed');
      expect((await api.joinClass(code, 'Bojan', '000000' === pin ? '111111' : '000000')).body.error.code).toBe('bad-join-pin');
      expect((await api.joinClass(code, 'Bojan', pin)).status).toBe(201);
      await api.patchClass(classToken, { joinsClosed: true });
      expect((await api.joinClass(code, 'Cvijeta', pin)).body.error.code).toBe('joins-closed');

      // removed: gone from the class and its sets, answers and all; the token opens nothing
      expect((await api.removeMember(classToken, id)).status).toBe(204);
      expect((await api.classView(code, ana.studentToken)).status).toBe(404);
      expect((await api.teacher(set.teacherToken)).body.set.answers).toBe(0);
      expect((await api.removeMember(classToken, id)).status).toBe(404);

      // archived: kept on the home, marked
      expect((await api.patchClass(classToken, { archived: true })).body.class.archived).toBe(true);
      expect((await api.home(teacherKey)).body.classes[0].archived).toBe(true);

      // a set made alone is assigned later by its teacher link; then the class's students answer it under their names
      const alone = (await api.createSet({ title: 'Kasnije', locale: 'lv', mode: 'practice', nearMisses: false, items: [{ topic: 'O-1NT', count: 1 }] }, teacherKey)).body;
      const assigned = await api.assign(classToken, alone.teacherToken);
      expect(assigned.status).toBe(200);
      expect(assigned.body.sets.map((s: { code: string }) => s.code)).toContain(alone.code);
      const bojan = (await api.classTeacher(classToken)).body.students.find((s: { name: string }) => s.name === 'Bojan');
      expect(bojan).toBeTruthy();
      const other = (await api.createClass({ title: 'Cita', locale: 'lv' }, teacherKey)).body;
      expect((await api.assign(other.classToken, alone.teacherToken)).body.error.code).toBe('set-in-other-class');
      expect((await api.classTeacher('D'.repeat(43))).status).toBe(404);
    });

    it('a name joins a class and a set once: stored normalized, the same name (case and spaces aside) refused with 409, also at once', async () => {
      freshAddress();
      const { code } = (await api.createClass({ title: 'Utorak', locale: 'sr' })).body;
      const ana = await api.joinClass(code, '  Ana   Petrović ');
      expect(ana.status).toBe(201);
      expect(ana.body.name).toBe('Ana Petrović');
      const again = await api.joinClass(code, 'ana  petroviĆ');
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('name-taken');
      expect(again.body.error.message).toContain('resume code');
      expect((await api.joinClass(code, 'Ana P.')).status).toBe(201);
      // five devices at once with one name: one gets in
      const racing = await Promise.all(['Marko', 'marko', ' Marko', 'MARKO ', 'Marko'].map((n) => api.joinClass(code, n)));
      expect(racing.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
      const { code: setCode } = (await api.createSet({ title: 'Sama', locale: 'lv', mode: 'practice', nearMisses: false, items: [{ topic: 'O-1NT', count: 1 }] })).body;
      expect((await api.joinSet(setCode, 'Jānis  Bērziņš')).body.name).toBe('Jānis Bērziņš');
      const twice = await api.joinSet(setCode, ' jānis bērziņš');
      expect(twice.status).toBe(409);
      expect(twice.body.error.code).toBe('name-taken');
      expect(twice.body.error.message).toContain('add an initial');
    });

    it('copies a set with the same hands (accepted calls kept) or new ones, to another class; edits before the first answer', async () => {
      freshAddress();
      const { teacherKey } = (await api.createClass({ title: 'A', locale: 'sr' })).body;
      const made = (await api.createSet({ title: 'Jesen', locale: 'sr', mode: 'test', nearMisses: false, items: [{ topic: 'O-1NT', count: 3 }] }, teacherKey)).body;
      const source = (await api.teacher(made.teacherToken)).body.set;
      // edits before anyone answered: retitle, add questions, then an answer locks the questions (not the title)
      expect((await api.patchSet(made.teacherToken, { title: 'Jesen 2026', instructions: 'Bez žurbe.' })).body.set).toMatchObject({ title: 'Jesen 2026', instructions: 'Bez žurbe.' });
      const added = await api.items(made.teacherToken, { op: 'add', items: [{ topic: 'O-2NT', count: 2 }], nearMisses: false });
      expect(added.status).toBe(200);
      expect(added.body.set.items).toHaveLength(5);
      expect((await api.items(made.teacherToken, { op: 'add', items: [{ topic: 'O-2NT', count: 96 }] })).body.error.code).toBe('too-many-items');
      expect(added.body.set.items[0].code).toBe(source.items[0].code);
      const accepted = await call('/api/teacher/{token}/accept', 'POST', { token: made.teacherToken }, { body: { id: source.items[0].id, call: '2C' } });
      expect(accepted.body.set.items[0].accepted).toEqual(['2C']);

      // copy with the same hands into another class of the key's: the same positions, in a new set
      const target = (await api.createClass({ title: 'B', locale: 'sr' }, teacherKey)).body;
      const same = await api.copy(made.teacherToken, { hands: 'same', classCode: target.code, title: 'Proleće' }, target.classToken);
      expect(same.status).toBe(201);
      expect(same.body.items).toBe(5);
      const copied = (await api.teacher(same.body.teacherToken)).body.set;
      expect(copied.title).toBe('Proleće');
      expect(copied.items.map((i: { code: string }) => i.code)).toEqual(added.body.set.items.map((i: { code: string }) => i.code));
      expect(copied.items[0].accepted).toEqual(['2C']);
      expect((await api.classTeacher(target.classToken)).body.sets.map((s: { code: string }) => s.code)).toEqual([same.body.code]);
      // new hands: the same questions (rules) on other hands
      const fresh = await api.copy(made.teacherToken, { hands: 'new' }, teacherKey);
      const renewed = (await api.teacher(fresh.body.teacherToken)).body.set;
      expect(renewed.items.map((i: { topic: string }) => i.topic)).toEqual(added.body.set.items.map((i: { topic: string }) => i.topic));
      expect(renewed.items.map((i: { code: string }) => i.code)).not.toEqual(added.body.set.items.map((i: { code: string }) => i.code));
      expect(renewed.items[0].accepted).toEqual([]);
      expect((await api.home(teacherKey)).body.sets.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining([made.code, fresh.body.code, same.body.code]));
      // a whole auction copied with new hands is another deal from the same seat; with the same hands, the same deal
      const auction = (await api.createSet({ title: 'Licitacija', locale: 'sr', mode: 'practice', nearMisses: false, items: [{ topic: 'auction', count: 1, seat: 'E' }] }, teacherKey)).body;
      const itemOf = async (token: string) => (await api.teacher(token)).body.set.items[0] as { id: string; code: string; expected: string };
      const original = await itemOf(auction.teacherToken);
      const keptAuction = await itemOf((await api.copy(auction.teacherToken, { hands: 'same' }, teacherKey)).body.teacherToken);
      const newAuction = await itemOf((await api.copy(auction.teacherToken, { hands: 'new' }, teacherKey)).body.teacherToken);
      expect({ ...keptAuction, id: null }).toEqual({ ...original, id: null });
      // (its auction may be the same as the original's: two deals can be bid alike, as in CI once)
      expect(newAuction.code).not.toBe(original.code);
      // a class code with another class's token, or no key at all: refused, or a new key given
      expect((await api.copy(made.teacherToken, { hands: 'same', classCode: target.code }, teacherKey)).body.error.code).toBe('class-not-found');
      expect((await api.copy(made.teacherToken, { hands: 'same' })).body.teacherKey).toBeTruthy();

      // archived sets stay on the home, marked
      expect((await api.patchSet(made.teacherToken, { archived: true })).body.set.archived).toBe(true);
      expect((await api.home(teacherKey)).body.sets.find((s: { code: string }) => s.code === made.code).archived).toBe(true);
    });

    it("one class's or key's secret opens nothing of another's (the audit's surviving mutants C01, K06, K07, R02, V11)", async () => {
      freshAddress();
      const { getStore } = await import('@/server/open-store');
      const store = await getStore();
      const a = (await api.createClass({ title: 'A', locale: 'sr' })).body as { code: string; classToken: string; teacherKey: string };
      const b = (await api.createClass({ title: 'B', locale: 'sr' })).body as { code: string; classToken: string; teacherKey: string };
      await api.joinClass(b.code, 'Berta');
      const berta = (await api.classTeacher(b.classToken)).body.students[0].id as string;
      // C01: class A's teacher removing class B's student by id: 404, and she is still B's
      const removed = await api.removeMember(a.classToken, berta);
      expect([removed.status, removed.body.error.code]).toEqual([404, 'class-not-found']);
      expect((await api.classTeacher(b.classToken)).body.students.map((s: { id: string }) => s.id)).toEqual([berta]);
      // K07: class A's token creating or copying into class B by its code: 404 class-not-found, nothing made for B
      const into = { title: 'Tuđa', locale: 'sr', mode: 'practice', nearMisses: false, classCode: b.code, items: [{ topic: 'O-1NT', count: 1 }] };
      const made = await api.createSet(into, a.classToken);
      expect([made.status, made.body.error.code]).toEqual([404, 'class-not-found']);
      expect((await api.createSet({ ...into, classCode: b.code.toLowerCase() }, a.classToken)).body.error.code).toBe('class-not-found');
      const own = await classSet(a.code, a.classToken, 'Naša', { 'O-1NT': 1 });
      const copied = await api.copy(own.teacherToken, { hands: 'same', classCode: b.code }, a.classToken);
      expect([copied.status, copied.body.error.code]).toEqual([404, 'class-not-found']);
      expect((await api.classTeacher(b.classToken)).body.sets).toEqual([]);
      // R02: an Authorization header of another scheme is a bearer that opens nothing, not "no bearer": no new key
      const basic = await call('/api/sets', 'POST', {}, { body: { title: 'X', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 1 }] }, headers: { authorization: `Basic ${btoa(`x:${a.teacherKey}`)}` } });
      expect([basic.status, basic.body.error.code, basic.body.teacherKey]).toEqual([404, 'key-not-found', undefined]);
      const basicClass = await call('/api/classes', 'POST', {}, { body: { title: 'X', locale: 'sr' }, headers: { authorization: `Basic ${a.teacherKey}` } });
      expect([basicClass.status, basicClass.body.error.code, basicClass.body.teacherKey]).toEqual([404, 'key-not-found', undefined]);
      // K06: a set made with key A attached to key B by its link: listed on both homes, still owned by key A
      const setA = (await api.createSet({ title: 'Ključ A', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 1 }] }, a.teacherKey)).body as { code: string; teacherToken: string };
      const ownerBefore = (await store.setByCode(setA.code))!.keyHash;
      expect(ownerBefore).not.toBeNull();
      expect((await api.attach(b.teacherKey, setA.teacherToken)).status).toBe(200);
      expect((await store.setByCode(setA.code))!.keyHash).toBe(ownerBefore);
      expect((await api.home(a.teacherKey)).body.sets.map((s: { code: string }) => s.code)).toContain(setA.code);
      expect((await api.home(b.teacherKey)).body.sets.map((s: { code: string }) => s.code)).toContain(setA.code);
      // V11: a copy takes neither the join PIN nor closed joins (nor the times)
      const gated = await api.patchSet(own.teacherToken, { joinPin: 'new', joinsClosed: true, opensAt: '2026-01-01T08:00:00.000Z' });
      expect([typeof gated.body.set.joinPin, gated.body.set.joinsClosed]).toEqual(['string', true]);
      const copy = await api.copy(own.teacherToken, { hands: 'same' }, a.teacherKey);
      expect(copy.status).toBe(201);
      expect((await api.teacher(copy.body.teacherToken)).body.set).toMatchObject({ joinPin: null, joinsClosed: false, opensAt: null, closesAt: null });
    });

    it('every reply of lib/set-api/class-responses.ts was seen above and matched its schema', () => {
      const all = Object.entries(CLASS_API_REPLIES).flatMap(([route, statuses]) => Object.keys(statuses).map((status) => `${route} ${status}`));
      expect(all.filter((reply) => !checked.has(reply))).toEqual([]);
    });
  });
}
