// Live classes and polls through their routes, in-process against a real database (as pair-api-suite.ts): a fresh
// SQLite file (live-api.test.ts) and, with TEST_DATABASE_URL, PostgreSQL (live-api-pg.test.ts). One vote per device
// (and per class student, on any device), votes closed once the tally is shown, steps only with the teacher's token and
// only on the problem the class is on (two presses at once: one moves it), a class student's votes in the class's
// progress per rule, and a shared hand's poll: nothing before the device votes, no count under five.
// Example: liveApiSuite('SQLite', () => { process.env.DATA_DIR = mkdtempSync(…) }).

import { beforeAll, describe, expect, it } from 'vitest';
import { legalCalls } from '@/lib/bridge/auction';
import { makeCall, parseCalls } from '@/lib/bridge/call';
import { itemCode } from '@/lib/quiz/item-code';
import { quizItem } from '@/lib/quiz/item';
import { LIVE_API_REPLIES, type LivePhoneView, type LiveTeacherView } from '@/lib/set-api/live-responses';
import { readReply, type SetApiRoute } from '@/lib/set-api/responses';
import { checkedRoutes, type Answered } from './route-request';

const ROUTES = {
  '/api/live': () => import('@/app/api/live/route'),
  '/api/live-teacher/{token}': () => import('@/app/api/live-teacher/[token]/route'),
  '/api/live/{code}': () => import('@/app/api/live/[code]/route'),
  '/api/live/{code}/votes/{position}': () => import('@/app/api/live/[code]/votes/[position]/route'),
  '/api/polls/{code}': () => import('@/app/api/polls/[code]/route'),
  '/api/polls/{code}/votes': () => import('@/app/api/polls/[code]/votes/route'),
  '/api/classes': () => import('@/app/api/classes/route'),
  '/api/classes/{code}/students': () => import('@/app/api/classes/[code]/students/route'),
  '/api/classes/{code}': () => import('@/app/api/classes/[code]/route'),
  '/api/class-teacher/{token}': () => import('@/app/api/class-teacher/[token]/route'),
} as const;
type RoutePath = keyof typeof ROUTES;

let counter = 0;

/** The calls a phone may vote after a problem's auction so far (the bidding box's). */
function choices(view: { problem: { dealer: string; calls: string[] } }): string[] {
  const calls = parseCalls(view.problem.calls.join(' '));
  if (!calls.ok) throw new Error('calls');
  return legalCalls({ dealer: view.problem.dealer as 'N', calls: calls.value }).map(makeCall);
}

export function liveApiSuite(name: string, prepare: () => void | Promise<void>) {
  describe(`live classes and polls on ${name}`, () => {
    const routes = checkedRoutes(ROUTES, LIVE_API_REPLIES, (named, status, body) => readReply(named as SetApiRoute, status, body));
    let address = '';

    beforeAll(async () => {
      await prepare();
      await routes.load();
    }, 60_000);

    async function call(route: RoutePath, method: 'GET' | 'POST' | 'PUT' | 'PATCH', params: Record<string, string>, options: { body?: unknown; headers?: Record<string, string>; query?: string } = {}): Promise<Answered> {
      const answered = await routes.call(route, method, params, { ...options, query: `?locale=sr${options.query ?? ''}` }, address);
      if (!route.startsWith('/api/polls')) expect(answered.cache, `${method} ${answered.path}`).toBe('private, no-store');
      return answered;
    }

    const api = {
      create: (body: unknown, bearer?: string) => call('/api/live', 'POST', {}, { body: { locale: 'sr', ...(body as object) }, headers: bearer ? { authorization: `Bearer ${bearer}` } : {} }),
      teacher: (token: string) => call('/api/live-teacher/{token}', 'GET', { token }),
      step: (token: string, action: string, position: number) => call('/api/live-teacher/{token}', 'PATCH', { token }, { body: { action, position } }),
      phone: (code: string, device: string, student?: string) => call('/api/live/{code}', 'GET', { code }, { query: `&device=${device}`, headers: student ? { 'x-student-token': student } : {} }),
      vote: (code: string, position: number, device: string, callText: string, student?: string) =>
        call('/api/live/{code}/votes/{position}', 'PUT', { code, position: String(position) }, { body: { device, call: callText }, headers: student ? { 'x-student-token': student } : {} }),
      poll: (code: string, device: string) => call('/api/polls/{code}', 'GET', { code }, { query: `&device=${device}` }),
      pollVote: (code: string, device: string, callText: string) => call('/api/polls/{code}/votes', 'PUT', { code }, { body: { device, call: callText } }),
    };

    function freshAddress() {
      counter += 1;
      address = `192.0.2.${counter % 250}-${Date.now()}-${counter}`;
    }
    const device = () => crypto.randomUUID();

    it('one vote per device; votes close with the tally; the system\'s call comes when the teacher shows it', async () => {
      freshAddress();
      const made = await api.create({ title: 'Utorak', source: { source: 'topics', topics: ['rebid'], count: 2, seed: 5 } });
      expect(made).toMatchObject({ status: 201, body: { problems: 2 } });
      const { code, teacherToken } = made.body as { code: string; teacherToken: string };
      const start = (await api.teacher(teacherToken)).body as LiveTeacherView;
      expect(start).toMatchObject({ title: 'Utorak', position: 0, phase: 'voting', votes: 0, tally: null, answer: null, results: [], classCode: null });

      const [a, b, c] = [device(), device(), device()];
      const first = (await api.phone(code, a)).body as LivePhoneView;
      expect(first).toMatchObject({ position: 0, phase: 'voting', mine: null, tally: null, answer: null, student: null });
      expect(first.problem.deal).toBeNull();
      const legal = choices(first);
      // a step pressed on a problem the class is not on changes nothing
      expect((await api.step(teacherToken, 'reveal', 5)).body.error.code).toBe('live-moved');
      // the right call is not said before the answer: vote two calls and read them back in the tally
      const other = legal.find((x) => x !== legal[0]) ?? legal[0];
      expect(await api.vote(code, 0, a, legal[0])).toMatchObject({ status: 201, body: { stored: 'created', call: legal[0] } });
      expect(await api.vote(code, 0, a, other)).toMatchObject({ status: 200, body: { stored: 'repeat', call: legal[0] } });
      expect(await api.vote(code, 0, b, other)).toMatchObject({ status: 201 });
      expect((await api.vote(code, 0, c, '8N')).status).toBe(400);
      expect((await api.vote(code, 0, c, '1X')).status).toBe(400);
      expect((await api.vote(code, 1, c, 'P')).body.error.code).toBe('live-votes-closed');
      expect((await api.vote(code, 7, c, 'P')).body.error.code).toBe('live-bad-problem');
      expect((await api.vote(code, 0, 'bad device!', 'P')).status).toBe(400);
      const counted = (await api.teacher(teacherToken)).body as LiveTeacherView;
      expect(counted).toMatchObject({ votes: 2, tally: null });
      expect(((await api.phone(code, a)).body as LivePhoneView)).toMatchObject({ mine: legal[0], tally: null });

      // an outsider steps nothing
      expect((await api.step('C'.repeat(43), 'reveal', 0)).status).toBe(404);
      const revealed = (await api.step(teacherToken, 'reveal', 0)).body as LiveTeacherView;
      expect(revealed.tally?.total).toBe(2);
      expect(revealed.answer).toBeNull();
      expect((await api.vote(code, 0, c, legal[0])).body.error.code).toBe('live-votes-closed');
      const seen = (await api.phone(code, c)).body as LivePhoneView;
      expect(seen).toMatchObject({ phase: 'tally', mine: null, answer: null });
      expect(seen.tally?.bars.map((bar) => bar.count)).toEqual(legal[0] === other ? [2] : [1, 1]);
      const answered = (await api.step(teacherToken, 'answer', 0)).body as LiveTeacherView;
      const system = answered.answer?.call ?? '';
      expect(answered.tally?.bars.filter((bar) => bar.right).map((bar) => bar.call)).toEqual([legal[0], other].includes(system) ? [system] : []);
      expect(((await api.phone(code, b)).body as LivePhoneView).answer?.rule).toBe(answered.answer?.rule);

      // next, twice at once: one moves the class, the other is told it moved
      const [n1, n2] = await Promise.all([api.step(teacherToken, 'next', 0), api.step(teacherToken, 'next', 0)]);
      expect([n1.status, n2.status].sort()).toEqual([200, 409]);
      const second = (await api.teacher(teacherToken)).body as LiveTeacherView;
      expect(second).toMatchObject({ position: 1, phase: 'voting', votes: 0 });
      expect(second.results.map((r) => [r.index, r.tally.total, r.call])).toEqual([[0, 2, system]]);
      expect((await api.step(teacherToken, 'next', 1)).body).toMatchObject({ phase: 'closed' });
      expect((await api.step(teacherToken, 'reveal', 1)).body.error.code).toBe('live-closed');
      expect((await api.phone('NOSUCH12', a)).status).toBe(404);
    });

    it('a PBN file\'s boards keep their numbers as stored problems', async () => {
      freshAddress();
      const pbn = '[Board "7"]\n[Deal "N:AKQ2.KJ3.T8.Q432 JT9.AQ42.KJ9.AJ5 876.T98.AQ76.KT9 543.765.5432.876"]\n';
      const made = await api.create({ source: { source: 'pbn', pbn } });
      expect(((await api.teacher(made.body.teacherToken)).body as LiveTeacherView).problem).toMatchObject({ index: 0, board: 7, dealer: 'S' });
      expect(((await api.phone(made.body.code, device())).body as LivePhoneView).problem.board).toBe(7);
    });

    it('a class\'s live class: its students vote under their names (once each, on any device), counted in the class\'s progress per rule', async () => {
      freshAddress();
      const cls = (await call('/api/classes', 'POST', {}, { body: { title: 'Četvrtak', locale: 'sr' } })).body as { code: string; classToken: string };
      const join = async (studentName: string) => (await call('/api/classes/{code}/students', 'POST', { code: cls.code }, { body: { name: studentName } })).body.studentToken as string;
      const [ana, bojan] = [await join('Ana'), await join('Bojan')];
      const source = { source: 'item', code: itemCode(quizItem('O-1NT', 3)) };
      expect((await api.create({ source, classCode: cls.code })).status).toBe(404);
      expect((await api.create({ source, classCode: cls.code }, 'C'.repeat(43))).status).toBe(404);
      const made = await api.create({ source, classCode: cls.code, show: 'table' }, cls.classToken);
      expect(made.status).toBe(201);
      const { code, teacherToken } = made.body as { code: string; teacherToken: string };
      const view = (await api.phone(code, device(), ana)).body as LivePhoneView;
      expect(view.student).toEqual({ name: 'Ana' });
      expect(view.problem.deal).toMatch(/^N:/);
      const system = (await api.step(teacherToken, 'answer', 0)).body.answer.call as string;
      // the room votes in a second class on the same hand (the first one's answer is out)
      const again = (await api.create({ source, classCode: cls.code }, cls.classToken)).body as { code: string; teacherToken: string };
      const wrong = choices(view).find((x) => x !== system) ?? 'P';
      expect((await api.vote(again.code, 0, device(), system, ana)).status).toBe(201);
      expect(await api.vote(again.code, 0, device(), wrong, ana)).toMatchObject({ status: 200, body: { stored: 'repeat', call: system } });
      expect((await api.vote(again.code, 0, device(), wrong, bojan)).status).toBe(201);
      expect((await api.vote(again.code, 0, device(), wrong)).status).toBe(201);
      const results = (await api.teacher(again.teacherToken)).body as LiveTeacherView;
      expect(results.classCode).toBe(cls.code);
      expect(results.students).toEqual([
        { name: 'Ana', votes: [{ index: 0, call: system, right: true }] },
        { name: 'Bojan', votes: [{ index: 0, call: wrong, right: false }] },
      ]);
      const progress = (await call('/api/class-teacher/{token}', 'GET', { token: cls.classToken })).body as { students: { id: string; name: string }[]; progress: { student: string; rules: { rule: string; answered: number; right: number }[] }[] };
      const rulesOf = (who: string) => progress.progress.find((p) => p.student === progress.students.find((s) => s.name === who)?.id)?.rules;
      expect(rulesOf('Ana')).toEqual([{ rule: 'O-1NT', answered: 1, right: 1 }]);
      expect(rulesOf('Bojan')).toEqual([{ rule: 'O-1NT', answered: 1, right: 0 }]);
      // the class's page lists the live classes going on to its students (not to a visitor without a token)
      const listed = async (token?: string) => ((await call('/api/classes/{code}', 'GET', { code: cls.code }, { headers: token ? { 'x-student-token': token } : {} })).body as { live: { code: string }[] }).live;
      expect((await listed(bojan)).map((l) => l.code).sort()).toEqual([code, again.code].sort());
      expect(await listed()).toEqual([]);
      await api.step(again.teacherToken, 'close', 0);
      expect((await listed(ana)).map((l) => l.code)).toEqual([code]);
    });

    it('a shared hand as a poll: the tally and the system\'s call only after voting, no count under five', async () => {
      freshAddress();
      const item = quizItem('O-1', 8);
      const code = itemCode(item);
      const before = await api.poll(code, device());
      expect(before).toMatchObject({ status: 200, body: { mine: null, tally: null, answer: null } });
      const legal = choices(before.body);
      const system = makeCall(item.expected.kind === 'call' ? item.expected.call : { kind: 'pass' });
      const voters = Array.from({ length: 9 }, device);
      const plan = [system, system, system, 'P', system, system, 'P', legal.at(-1) ?? 'P', system];
      const replies = [];
      for (const [k, voter] of voters.entries()) replies.push(await api.pollVote(code, voter, plan[k]));
      expect(replies.map((r) => r.status)).toEqual(Array(9).fill(201));
      // four votes: the total only; five: the counts of five or more
      expect(replies[3].body.tally).toEqual({ total: 4, bars: [] });
      expect(replies[4].body.tally).toEqual({ total: 5, bars: [{ call: system, count: 4 < 5 ? null : 4, right: true }, { call: 'P', count: null, right: false }] });
      expect(replies[8].body.tally.bars[0]).toEqual({ call: system, count: 6, right: true });
      for (const bar of replies[8].body.tally.bars) expect(bar.count === null || bar.count >= 5).toBe(true);
      expect(replies[8].body.answer.call).toBe(system);
      // a second vote of a device: its first stands
      expect(await api.pollVote(code, voters[3], system)).toMatchObject({ status: 200, body: { mine: 'P' } });
      expect((await api.poll(code, voters[0])).body).toMatchObject({ mine: system, answer: { call: system } });
      expect((await api.pollVote(itemCode(quizItem('evaluate', 2)), device(), 'P')).body.error.code).toBe('poll-not-call');
      expect((await api.poll('not-a-code', device())).body.error.code).toBe('bad-quiz-link');
    });

    it('every reply of lib/set-api/live-responses.ts was seen above and matched its schema', () => {
      expect(routes.unseen()).toEqual([]);
    });
  });
}
