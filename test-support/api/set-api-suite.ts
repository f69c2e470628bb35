// The set API's acceptance suite, run in-process through the route handlers against a real database: a fresh SQLite
// file (set-api.test.ts) and, when TEST_DATABASE_URL is set, PostgreSQL (set-api-pg.test.ts). Each file sets the
// environment before the routes are first imported, so the store is opened as `next start` would open it. Every reply
// is checked against the schema of its route and status (lib/set-api/responses.ts): one that does not match fails.
// Example: setApiSuite('SQLite', () => { process.env.DATA_DIR = mkdtempSync(…) }).

import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { advise, describeCall } from '@/lib/bidder';
import { legalCalls } from '@/lib/bridge/auction';
import { makeCall, parseCall, PASS, sameCall } from '@/lib/bridge/call';
import { handOf, makeDeal, parseDeal } from '@/lib/bridge/deal';
import { makeHand } from '@/lib/bridge/hand';
import { SEATS, type Call, type Seat } from '@/lib/bridge/types';
import { writtenCalls } from '@/lib/i18n/call-words';
import { formatIssue, translator } from '@/lib/i18n/translate';
import { playAuction, type AuctionQuestion, type AuctionRails } from '@/lib/teach/auction-item';
import { itemFromCode } from '@/lib/quiz/item-code';
import { quizItem } from '@/lib/quiz/item';
import { itemsPbn } from '@/lib/quiz/pbn-export';
import { CLASS_API_REPLIES } from '@/lib/set-api/class-responses';
import { PAIR_API_REPLIES } from '@/lib/set-api/pair-responses';
import { PAIR_CLASS_API_REPLIES } from '@/lib/set-api/pair-class-responses';
import { LIVE_API_REPLIES } from '@/lib/set-api/live-responses';
import { RECOVERY_API_REPLIES } from '@/lib/set-api/recovery-responses';
import { readError, readReply, SET_API_REPLIES, type SetApiRoute } from '@/lib/set-api/responses';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route names its own params
type Handler = (request: NextRequest, context: { params: Promise<any> }) => Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', Handler>>;

interface Routes {
  sets: RouteModule;
  set: RouteModule;
  students: RouteModule;
  resume: RouteModule;
  answer: RouteModule;
  step: RouteModule;
  teacher: RouteModule;
  accept: RouteModule;
  items: RouteModule;
  cell: RouteModule;
  hands: RouteModule;
  check: RouteModule;
  csv: RouteModule;
  summary: RouteModule;
  pbn: RouteModule;
  student: RouteModule;
}

/** Each route's path as lib/set-api/responses.ts names it (SET_API_REPLIES: "<METHOD> <path>"). */
const PATHS: Readonly<Record<keyof Routes, string>> = {
  sets: '/api/sets',
  set: '/api/sets/{code}',
  students: '/api/sets/{code}/students',
  resume: '/api/sets/{code}/resume',
  answer: '/api/sets/{code}/answers/{answerId}',
  step: '/api/sets/{code}/items/{itemId}/auction',
  teacher: '/api/teacher/{token}',
  accept: '/api/teacher/{token}/accept',
  items: '/api/teacher/{token}/items',
  cell: '/api/teacher/{token}/cell',
  hands: '/api/teacher/{token}/hands',
  check: '/api/teacher/{token}/system-check',
  csv: '/api/teacher/{token}/results.csv',
  summary: '/api/teacher/{token}/summary.csv',
  pbn: '/api/teacher/{token}/set.pbn',
  student: '/api/teacher/{token}/students/{studentId}',
};

/** The downloads: files, not JSON (their refusals are JSON). */
const FILES: ReadonlySet<keyof Routes> = new Set(['csv', 'summary', 'pbn']);

async function loadRoutes(): Promise<Routes> {
  return {
    sets: await import('@/app/api/sets/route'),
    set: await import('@/app/api/sets/[code]/route'),
    students: await import('@/app/api/sets/[code]/students/route'),
    resume: await import('@/app/api/sets/[code]/resume/route'),
    answer: await import('@/app/api/sets/[code]/answers/[answerId]/route'),
    step: await import('@/app/api/sets/[code]/items/[itemId]/auction/route'),
    teacher: await import('@/app/api/teacher/[token]/route'),
    accept: await import('@/app/api/teacher/[token]/accept/route'),
    items: await import('@/app/api/teacher/[token]/items/route'),
    cell: await import('@/app/api/teacher/[token]/cell/route'),
    hands: await import('@/app/api/teacher/[token]/hands/route'),
    check: await import('@/app/api/teacher/[token]/system-check/route'),
    csv: await import('@/app/api/teacher/[token]/results.csv/route'),
    summary: await import('@/app/api/teacher/[token]/summary.csv/route'),
    pbn: await import('@/app/api/teacher/[token]/set.pbn/route'),
    student: await import('@/app/api/teacher/[token]/students/[studentId]/route'),
  };
}

export interface Answered {
  readonly status: number;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The body as decoded (a byte-order mark is not text: read it in `bytes`). */
  readonly text: string;
  readonly bytes: Uint8Array;
  readonly headers: Headers;
}

let counter = 0;

/**
 * A reply checked against the schema of its route and status: a refusal (400 and up) against the error body's, a 204
 * has no body, a download is not JSON, every other reply is the JSON its route's schema says, exactly (no field more or
 * less). Throws what does not match, with the reply. Gives the route and status checked, for the list of those seen.
 */
function checkReply(route: keyof Routes, method: string, response: Response, text: string, body: unknown): string | null {
  const name = `${method} ${PATHS[route]}`;
  const shown = `${name} → ${response.status}`;
  const failed = (problem: string) => new Error(`${problem}\nthe reply: ${text.length > 1500 ? `${text.slice(0, 1500)}…` : text}`);
  if (response.status >= 400) {
    const read = readError(body);
    if (!read.ok) throw failed(`${shown}, ${read.error}`);
    return null;
  }
  if (response.status === 204) {
    if (text !== '') throw failed(`${shown}: a 204 has no body`);
    return null;
  }
  if (FILES.has(route)) {
    if ((response.headers.get('content-type') ?? '').includes('json')) throw failed(`${shown}: a download is not JSON`);
    return null;
  }
  if (!Object.hasOwn(SET_API_REPLIES, name)) throw failed(`${shown}: no schema in lib/set-api/responses.ts SET_API_REPLIES`);
  const read = readReply(name as SetApiRoute, response.status, body);
  if (!read.ok) throw failed(read.error);
  return `${name} ${response.status}`;
}

export function setApiSuite(name: string, prepare: () => void | Promise<void>) {
  describe(`the set API on ${name}`, () => {
    let routes: Routes;
    // each test's requests come from their own address, so the write limits of one test never meet another's
    let address = '';
    /** The routes and statuses whose replies were checked against their schemas. */
    const checked = new Set<string>();

    beforeAll(async () => {
      await prepare();
      routes = await loadRoutes();
    }, 60_000);

    async function call(route: keyof Routes, method: keyof RouteModule, params: Record<string, string>, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answered> {
      const handler = routes[route][method];
      if (!handler) throw new Error(`${route} has no ${method}`);
      const init: RequestInit = { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers } };
      if (body !== undefined) init.body = typeof body === 'string' ? body : JSON.stringify(body);
      const response = await handler(new NextRequest(`http://localhost${path}`, init as ConstructorParameters<typeof NextRequest>[1]), { params: Promise.resolve(params) });
      const bytes = new Uint8Array(await response.arrayBuffer());
      const text = new TextDecoder().decode(bytes);
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = null;
      }
      // every answer, download and refusal is the student's or the teacher's own: never kept by a browser or a cache
      expect(response.headers.get('cache-control'), `${method} ${path} ${response.status}`).toBe('private, no-store');
      const seen = checkReply(route, method, response, text, parsed);
      if (seen) checked.add(seen);
      return { status: response.status, body: parsed, text, bytes, headers: response.headers };
    }

    const api = {
      create: (body: unknown, query = '') => call('sets', 'POST', {}, `/api/sets${query}`, body),
      view: (code: string, student?: string) => call('set', 'GET', { code }, `/api/sets/${code}`, undefined, student ? { 'x-student-token': student } : {}),
      join: (code: string, name: string, pin?: string) => call('students', 'POST', { code }, `/api/sets/${code}/students`, { name, ...(pin === undefined ? {} : { pin }) }),
      resume: (code: string, resumeCode: string) => call('resume', 'POST', { code }, `/api/sets/${code}/resume`, { resumeCode }),
      answer: (code: string, answerId: string, body: unknown) => call('answer', 'PUT', { code, answerId }, `/api/sets/${code}/answers/${answerId}`, body),
      step: (code: string, itemId: string, student: string | null, body: unknown) =>
        call('step', 'POST', { code, itemId }, `/api/sets/${code}/items/${itemId}/auction`, body, student === null ? {} : { 'x-student-token': student }),
      teacher: (token: string) => call('teacher', 'GET', { token }, `/api/teacher/${token}`),
      patch: (token: string, body: unknown) => call('teacher', 'PATCH', { token }, `/api/teacher/${token}`, body),
      remove: (token: string) => call('teacher', 'DELETE', { token }, `/api/teacher/${token}`),
      accept: (token: string, body: unknown) => call('accept', 'POST', { token }, `/api/teacher/${token}/accept`, body),
      items: (token: string, body: unknown) => call('items', 'POST', { token }, `/api/teacher/${token}/items`, body),
      cell: (token: string, student: string, item: string) => call('cell', 'GET', { token }, `/api/teacher/${token}/cell?student=${student}&item=${item}`),
      hands: (token: string, query = '') => call('hands', 'GET', { token }, `/api/teacher/${token}/hands${query}`),
      check: (token: string) => call('check', 'GET', { token }, `/api/teacher/${token}/system-check`),
      applyCheck: (token: string) => call('check', 'POST', { token }, `/api/teacher/${token}/system-check`, {}),
      csv: (token: string, query = '') => call('csv', 'GET', { token }, `/api/teacher/${token}/results.csv${query}`),
      summary: (token: string, query = '') => call('summary', 'GET', { token }, `/api/teacher/${token}/summary.csv${query}`),
      pbn: (token: string) => call('pbn', 'GET', { token }, `/api/teacher/${token}/set.pbn`),
      removeStudent: (token: string, studentId: string, headers: Record<string, string> = {}) =>
        call('student', 'DELETE', { token, studentId }, `/api/teacher/${token}/students/${studentId}`, undefined, headers),
      renameStudent: (token: string, studentId: string, name: string, headers: Record<string, string> = {}) =>
        call('student', 'PATCH', { token, studentId }, `/api/teacher/${token}/students/${studentId}`, { name }, headers),
    };

    function freshAddress() {
      counter += 1;
      address = `198.51.100.${counter % 250}-${Date.now()}-${counter}`;
    }

    async function topicSet(extra: Record<string, unknown> = {}) {
      freshAddress();
      const created = await api.create({ title: 'Odgovori', locale: 'sr', mode: 'practice', items: [{ topic: 'respond', count: 5 }], ...extra });
      expect(created.status).toBe(201);
      return created.body as { code: string; teacherToken: string; items: number };
    }

    async function joined(code: string, name = 'Ana') {
      const response = await api.join(code, name);
      expect(response.status).toBe(201);
      return response.body as { studentToken: string; resumeCode: string; name: string };
    }

    /** The expected call of a student's item, from its share code (practice mode shows it). */
    function expectedCall(item: { code: string }): string {
      const full = itemFromCode(item.code);
      if (!full.ok || full.value.expected.kind !== 'call') throw new Error('not a call item');
      return makeCall(full.value.expected.call);
    }

    it('creates a set from topics; the student link shows it, the teacher token is long and random', async () => {
      const set = await topicSet();
      expect(set.items).toBe(5);
      expect(set.code).toMatch(/^[0-9A-Z]{8}$/);
      expect(set.teacherToken.length).toBeGreaterThanOrEqual(22);
      // without a student token: the set's settings and how many questions, no question itself (L-4)
      const view = await api.view(set.code);
      expect(view.status).toBe(200);
      expect(view.body).toMatchObject({ title: 'Odgovori', mode: 'practice', closed: false, open: true, count: 5, items: [] });
      const own = await api.view(set.code, (await joined(set.code)).studentToken);
      expect(own.body.items).toHaveLength(5);
      for (const item of own.body.items) {
        expect(item.kind).toBe('call');
        expect(item.hand).toMatch(/^[AKQJT2-9]*\.[AKQJT2-9]*\.[AKQJT2-9]*\.[AKQJT2-9]*$/);
        expect(JSON.stringify(item)).not.toContain('expected');
      }
      // the student's view never holds the teacher's token
      expect(view.text).not.toContain(set.teacherToken);
      expect(own.text).not.toContain(set.teacherToken);
    });

    it('joins, answers, repeats an answer id once, and resumes on another device', async () => {
      const set = await topicSet();
      const ana = await joined(set.code, 'Ana');
      const items = (await api.view(set.code, ana.studentToken)).body.items;
      const id = crypto.randomUUID();
      const body = { studentToken: ana.studentToken, item: 0, answer: { call: expectedCall(items[0]) }, ms: 4200 };
      const first = await api.answer(set.code, id, body);
      expect(first.status).toBe(201);
      expect(first.body.grade).toMatchObject({ right: true, answer: body.answer.call, expected: { call: body.answer.call, by: 'system' } });
      const again = await api.answer(set.code, id, body);
      expect(again.status).toBe(200);
      const resumed = await api.resume(set.code, ana.resumeCode.toLowerCase());
      expect(resumed.status).toBe(200);
      expect(resumed.body.name).toBe('Ana');
      const secondDevice = await api.view(set.code, resumed.body.studentToken);
      expect(secondDevice.body.answers).toHaveLength(1);
      expect(secondDevice.body.answers[0]).toMatchObject({ id, item: 0 });
      // both devices' tokens keep working
      // (Pass is legal in every auction so far)
      const fromFirst = await api.answer(set.code, crypto.randomUUID(), { ...body, item: 1, answer: { call: 'P' } });
      expect(fromFirst.status).toBe(201);
      const fromSecond = await api.answer(set.code, crypto.randomUUID(), { ...body, studentToken: resumed.body.studentToken, item: 2, answer: { call: 'P' } });
      expect(fromSecond.status).toBe(201);
      expect((await api.teacher(set.teacherToken)).body.set.answers).toBe(3);
      expect((await api.resume(set.code, 'ZZZZZZZZ')).status).toBe(404);
    });

    /**
     * A whole auction's calls for the student: the system's at every turn but a wrong one at turn `wrongAt` (0-based),
     * the `nth` legal call that is not the system's (0: the first).
     */
    function auctionCalls(q: AuctionQuestion, rails: AuctionRails, wrongAt: number | null, nth = 0): string[] {
      const deal = parseDeal(q.deal);
      if (!deal.ok) throw new Error('deal');
      const given: Call[] = [];
      for (;;) {
        const played = playAuction(q, given, rails);
        if (!played.ok) throw new Error(played.error.code);
        if (played.value.finished) return given.map(makeCall);
        const calls = played.value.steps.map((step) => {
          const read = parseCall(step.call);
          if (!read.ok) throw new Error(step.call);
          return read.value;
        });
        const auction = { dealer: q.dealer, calls };
        const want = advise({ hand: handOf(deal.value, q.seat), auction, vul: q.vul }).call;
        given.push(given.length === wrongAt ? legalCalls(auction).filter((c) => !sameCall(c, want))[nth] : want);
      }
    }

    /**
     * A whole auction's question as the teacher's hands give it (the worksheet's: the full deal, from the item's share
     * code), for the item `itemId` of the set's own hands or of the student named `student` (fresh hands).
     */
    async function teacherQuestion(teacherToken: string, itemId: string, student: string | null = null): Promise<AuctionQuestion> {
      const groups = (await api.hands(teacherToken)).body.groups as { student: { name: string } | null; items: { id: string; code: string }[] }[];
      const group = groups.find((g) => (student === null ? g.student === null : g.student?.name === student))!;
      const full = itemFromCode(group.items.find((i) => i.id === itemId)!.code);
      if (!full.ok) throw new Error('the teacher\'s code does not read');
      return { seed: 0, deal: makeDeal(full.value.deal, 'N'), dealer: full.value.dealer, vul: full.value.vul, seat: full.value.seat };
    }

    /** A seat's hand in `q`'s deal, as the API writes a hand ('AKQ2.KJ3.T8.Q432'). */
    function handIn(q: AuctionQuestion, seat: Seat): string {
      const deal = parseDeal(q.deal);
      if (!deal.ok) throw new Error('deal');
      return makeHand(handOf(deal.value, seat));
    }

    /** The hands of `q` other than the student's seat: none may be in what the student gets before it may. */
    function otherHands(q: AuctionQuestion): string[] {
      return SEATS.filter((seat) => seat !== q.seat).map((seat) => handIn(q, seat));
    }

    /** What a student's view gives of a whole-auction item: the own hand only (no deal, seed or share code), or with the deal. */
    function expectOneHand(item: Record<string, unknown> & { wholeAuction: Record<string, unknown> }, q: AuctionQuestion) {
      expect(item.wholeAuction).toMatchObject({ seat: q.seat, dealer: q.dealer, vul: q.vul, hand: item.hand });
      expect(item.wholeAuction.deal).toBeUndefined();
      expect(item.wholeAuction.seed).toBeUndefined();
      expect(item.code).toBeUndefined();
      const text = JSON.stringify(item);
      for (const hand of otherHands(q)) expect(text).not.toContain(hand);
      expect(text).not.toContain(q.deal.slice(2));
    }

    it('whole auctions from a chosen seat: graded call by call, the item by its first wrong call, the record kept', async () => {
      const set = await topicSet({ items: [{ topic: 'auction', count: 2, seat: 'W' }] });
      const ana = await joined(set.code, 'Ana');
      const items = (await api.view(set.code, ana.studentToken)).body.items;
      expect(items).toHaveLength(2);
      const q = await teacherQuestion(set.teacherToken, items[0].id);
      expect(q.seat).toBe('W');
      expect(items[0].seat).toBe('W');
      // practice, before the item is answered: the student's own hand, the others' opening calls, no other hand
      expectOneHand(items[0], q);
      expect(items[0].wholeAuction.hand).toBe(handIn(q, 'W'));
      const opening = playAuction(q, [], 'system');
      if (!opening.ok) throw new Error(opening.error.code);
      expect(items[0].wholeAuction.calls).toEqual(opening.value.steps.map((x) => ({ seat: x.seat, call: x.call })));
      const calls = auctionCalls(q, 'system', 0);
      const put = await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: items[0].id, answer: { calls }, ms: 9000 });
      expect(put.status).toBe(201);
      expect(put.body.grade).toMatchObject({ right: false, answer: calls.join(' ') });
      // practice, once answered: that item's deal shows (the page shows the four hands), the other item's not yet
      const answeredOne = (await api.view(set.code, ana.studentToken)).body.items;
      expect(answeredOne[0].wholeAuction.deal).toBe(q.deal);
      expect(answeredOne[0].code).toEqual(expect.any(String));
      const q1 = await teacherQuestion(set.teacherToken, items[1].id);
      expectOneHand(answeredOne[1], q1);
      const right = auctionCalls(q1, 'system', null);
      const second = await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: items[1].id, answer: { calls: right }, ms: 9000 });
      expect(second.body.grade).toMatchObject({ right: true, answer: right.join(' '), expected: { text: right.join(' ') } });
      // a whole auction takes no accepted alternative: 400 accept-not-call, nothing accepted (the audit's mutant V05)
      const accepting = await api.accept(set.teacherToken, { id: items[0].id, call: calls[0] });
      expect([accepting.status, accepting.body.error.code]).toEqual([400, 'accept-not-call']);
      expect((await api.teacher(set.teacherToken)).body.set.items.map((i: { accepted: string[] }) => i.accepted)).toEqual([[], []]);
      // the record as stored: practice shows it (the system's call stands where the wrong one was)
      const view = (await api.view(set.code, ana.studentToken)).body;
      const record = view.answers.find((a: { itemId: string }) => a.itemId === items[0].id).answer.record;
      expect(record).toMatchObject({ seat: 'W', rails: 'system', finished: true, firstWrong: 0 });
      expect(record.turns[0]).toMatchObject({ given: calls[0], right: false });
      expect(record.steps[record.turns[0].index]).toMatchObject({ by: 'system', call: record.turns[0].expected.call });
      // the grid and the CSV count the item once, by its first wrong call
      const results = (await api.teacher(set.teacherToken)).body.results;
      expect(results.items[0]).toMatchObject({ answered: 1, firstRight: 0 });
      expect(results.items[1]).toMatchObject({ answered: 1, firstRight: 1 });
      // (the CSV writes the calls as the set's pages do: 'Dalje 3BA', never 'P 3N')
      expect((await api.csv(set.teacherToken)).text).toContain(writtenCalls(calls.join(' '), translator('sr')));
      // the spread per call: the first call wrong, every later one right
      const spread = (await api.teacher(set.teacherToken)).body.auctions;
      expect(spread[0].index).toBe(0);
      expect(spread[0].turns[0]).toEqual({ turn: 1, answered: 1, right: 0, calls: [{ call: calls[0], count: 1 }] });
      expect(spread[0].turns.slice(1).every((x: { right: number }) => x.right === 1)).toBe(true);
      expect(spread[1].turns.every((x: { right: number }) => x.right === 1)).toBe(true);
      // first attempts only, the calls most often given first: Ana's second attempt changes nothing; Bojan's and
      // Cvijeta's same other wrong call comes before Ana's
      const again = await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: items[0].id, answer: { calls: auctionCalls(q, 'system', null) }, ms: 9000 });
      expect(again.status).toBe(201);
      const other = auctionCalls(q, 'system', 0, 1);
      expect(other[0]).not.toBe(calls[0]);
      for (const name of ['Bojan', 'Cvijeta']) {
        const student = await joined(set.code, name);
        const answered = await api.answer(set.code, crypto.randomUUID(), { studentToken: student.studentToken, itemId: items[0].id, answer: { calls: other }, ms: 9000 });
        expect(answered.status).toBe(201);
      }
      const spread2 = (await api.teacher(set.teacherToken)).body.auctions;
      expect(spread2[0].turns[0]).toEqual({ turn: 1, answered: 3, right: 0, calls: [{ call: other[0], count: 2 }, { call: calls[0], count: 1 }] });
      expect(spread2[1].turns[0]).toMatchObject({ answered: 1, right: 1 });
      // an unfinished auction, an illegal call and a wrong shape are refused
      const bad = (answer: unknown) => api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: items[0].id, answer, ms: 1 });
      expect((await bad({ calls: calls.slice(0, -1) })).body.error.code).toBe('auction-unfinished');
      expect((await bad({ calls: ['XX'] })).body.error.code).toBe('illegal-call');
      expect((await bad({ call: 'P' })).body.error.code).toBe('answer-shape');
    });

    it('the auction step in practice: the others\' calls, each call\'s feedback, the wrong call replaced, the deal at the end', async () => {
      const set = await topicSet({ items: [{ topic: 'auction', count: 1, seat: 'E' }, { topic: 'respond', count: 1 }] });
      const ana = await joined(set.code, 'Ana');
      const items = (await api.view(set.code, ana.studentToken)).body.items;
      const q = await teacherQuestion(set.teacherToken, items[0].id);
      const calls = auctionCalls(q, 'system', 0);
      const first = await api.step(set.code, items[0].id, ana.studentToken, { calls: [] });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ calls: items[0].wholeAuction.calls, toCall: true, finished: false, feedback: null, score: { right: 0, total: 0 } });
      const wrong = await api.step(set.code, items[0].id, ana.studentToken, { calls: calls.slice(0, 1) });
      const played = playAuction(q, calls.slice(0, 1).map((c) => parseCall(c)).map((c) => (c as { ok: true; value: Call }).value), 'system');
      if (!played.ok) throw new Error(played.error.code);
      const turn = played.value.turns[0];
      expect(wrong.body.feedback).toMatchObject({ turn: 1, given: calls[0], right: false, expected: { call: turn.expected.call, rule: turn.expected.rule, explain: turn.expected.explain } });
      expect(wrong.body.feedback.expected.call).not.toBe(calls[0]);
      // the system's call stands where the wrong one was, and the others' calls after it follow
      expect(wrong.body.calls).toEqual(played.value.steps.map((x) => ({ seat: x.seat, call: x.call })));
      expect(wrong.body.calls[turn.index]).toEqual({ seat: 'E', call: turn.expected.call });
      expect(wrong.body.deal).toBeUndefined();
      for (const text of [wrong.text, first.text]) for (const hand of otherHands(q)) expect(text).not.toContain(hand);
      const end = await api.step(set.code, items[0].id, ana.studentToken, { calls });
      expect(end.body).toMatchObject({ finished: true, toCall: false, deal: q.deal, score: { right: calls.length - 1, total: calls.length } });
      expect(end.body.feedback.right).toBe(true);
      // an illegal call, a call after the end and a call that is none are refused with their issue, localized
      const illegal = await api.step(set.code, items[0].id, ana.studentToken, { calls: ['XX'] });
      expect(illegal.status).toBe(400);
      expect(illegal.body.error).toMatchObject({ code: 'illegal-call', params: { turn: 1 } });
      expect(illegal.body.error.message).not.toBe('illegal-call');
      const late = await api.step(set.code, items[0].id, ana.studentToken, { calls: [...calls, 'P'] });
      expect(late.status).toBe(400);
      expect(late.body.error.code).toBe('auction-ended');
      expect((await api.step(set.code, items[0].id, ana.studentToken, { calls: ['9Z'] })).status).toBe(400);
      expect((await api.step(set.code, items[0].id, ana.studentToken, { calls: Array(65).fill('P') })).status).toBe(400);
      expect((await api.step(set.code, items[0].id, ana.studentToken, { calls: [], extra: 1 })).status).toBe(400);
      // not found, all alike: no token, a stranger's token, another set's token, another set's item, an item that is no whole auction
      const other = await topicSet({ items: [{ topic: 'auction', count: 1, seat: 'E' }] });
      const bojan = await joined(other.code, 'Bojan');
      const otherItem = (await api.view(other.code, bojan.studentToken)).body.items[0];
      const missing = [
        await api.step(set.code, items[0].id, null, { calls: [] }),
        await api.step(set.code, items[0].id, 'x'.repeat(32), { calls: [] }),
        await api.step(set.code, items[0].id, bojan.studentToken, { calls: [] }),
        await api.step(set.code, otherItem.id, ana.studentToken, { calls: [] }),
        await api.step(other.code, items[0].id, bojan.studentToken, { calls: [] }),
        await api.step(set.code, items[1].id, ana.studentToken, { calls: [] }),
        await api.step(set.code, 'not-an-id', ana.studentToken, { calls: [] }),
        await api.step('ZZZZZZZZ', items[0].id, ana.studentToken, { calls: [] }),
      ];
      expect(missing.map((m) => m.status)).toEqual(Array(missing.length).fill(404));
      expect(new Set(missing.map((m) => m.body.error.code))).toEqual(new Set(['set-not-found']));
      // the student's own item of the other set answers its own student
      expect((await api.step(other.code, otherItem.id, bojan.studentToken, { calls: [] })).status).toBe(200);
      // a closed set takes no steps
      expect((await api.patch(set.teacherToken, { closed: true })).status).toBe(200);
      expect((await api.step(set.code, items[0].id, ana.studentToken, { calls: [] })).body.error.code).toBe('set-closed');
    });

    it('whole auctions with fresh hands: each student bids their own deal from the seat asked', async () => {
      const set = await topicSet({ hands: 'fresh', items: [{ topic: 'auction', count: 1, seat: 'N' }] });
      const ana = await joined(set.code, 'Ana');
      const bojan = await joined(set.code, 'Bojan');
      const anaItem = (await api.view(set.code, ana.studentToken)).body.items[0];
      const bojanItem = (await api.view(set.code, bojan.studentToken)).body.items[0];
      expect(anaItem.wholeAuction.seat).toBe('N');
      expect(bojanItem.wholeAuction.seat).toBe('N');
      const anaQ = await teacherQuestion(set.teacherToken, anaItem.id, 'Ana');
      const bojanQ = await teacherQuestion(set.teacherToken, bojanItem.id, 'Bojan');
      expect(anaQ.deal).not.toBe(bojanQ.deal);
      expectOneHand(anaItem, anaQ);
      expectOneHand(bojanItem, bojanQ);
      // each student's step plays their own deal
      const anaStart = await api.step(set.code, anaItem.id, ana.studentToken, { calls: [] });
      expect(anaStart.body.calls).toEqual(anaItem.wholeAuction.calls);
      const calls = auctionCalls(anaQ, 'system', null);
      expect((await api.step(set.code, anaItem.id, ana.studentToken, { calls })).body).toMatchObject({ finished: true, deal: anaQ.deal });
      const put = await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: anaItem.id, answer: { calls }, ms: 3000 });
      expect(put.status).toBe(201);
      expect(put.body.grade).toMatchObject({ right: true });
    });

    it('a test\'s whole auction runs on the student\'s own calls and shows no system call, and no other hand, before reveal', async () => {
      const set = await topicSet({ mode: 'test', items: [{ topic: 'auction', count: 1, seat: 'random' }] });
      const ana = await joined(set.code, 'Ana');
      const item = (await api.view(set.code, ana.studentToken)).body.items[0];
      const q = await teacherQuestion(set.teacherToken, item.id);
      // before the answer: exactly one hand, no deal
      expectOneHand(item, q);
      const calls = auctionCalls(q, 'own', 0);
      // the steps: nothing but the calls (the student's own stand), no feedback, no deal even at the end
      const steps = [];
      for (let n = 0; n <= calls.length; n++) steps.push(await api.step(set.code, item.id, ana.studentToken, { calls: calls.slice(0, n) }));
      for (const step of steps) {
        expect(step.status).toBe(200);
        expect(Object.keys(step.body).sort()).toEqual(['calls', 'finished', 'toCall']);
        for (const hand of otherHands(q)) expect(step.text).not.toContain(hand);
      }
      expect(steps[1].body.calls.find((c: { seat: string }) => c.seat === q.seat)).toEqual({ seat: q.seat, call: calls[0] });
      expect(steps.at(-1)!.body).toEqual({ calls: expect.any(Array), finished: true, toCall: false });
      const put = await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: item.id, answer: { calls }, ms: 5000 });
      expect(put.status).toBe(201);
      expect(put.body).toEqual({ stored: 'created' });
      const before = await api.view(set.code, ana.studentToken);
      expect(before.body.answers[0].answer).toEqual({ calls });
      expect(before.text).not.toContain('"rails"');
      expect(before.body.items[0].review).toBeUndefined();
      // after the answer, before the reveal: still exactly one hand
      expectOneHand(before.body.items[0], q);
      expect((await api.patch(set.teacherToken, { revealed: true })).status).toBe(200);
      const after = (await api.view(set.code, ana.studentToken)).body;
      expect(after.items[0].wholeAuction.deal).toBe(q.deal);
      expect(after.answers[0].answer.record).toMatchObject({ rails: 'own', firstWrong: 0 });
      expect(after.answers[0].answer.record.steps[after.answers[0].answer.record.turns[0].index]).toMatchObject({ by: 'student', call: calls[0] });
      expect(after.answers[0].grade).toMatchObject({ right: false });
      // revealed: the step at the end gives the deal, still no feedback
      const revealed = await api.step(set.code, item.id, ana.studentToken, { calls });
      expect(revealed.body).toEqual({ calls: steps.at(-1)!.body.calls, finished: true, toCall: false, deal: q.deal });
    });

    it('refuses an illegal or wrong-kind answer with its issue, and an item that does not exist', async () => {
      const set = await topicSet();
      const ana = await joined(set.code);
      const token = ana.studentToken;
      expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: token, item: 0, answer: { call: 'XX' }, ms: 1 })).status).toBe(400);
      expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: token, item: 0, answer: { score: 420 }, ms: 1 })).status).toBe(400);
      const missing = await api.answer(set.code, crypto.randomUUID(), { studentToken: token, item: 7, answer: { call: 'P' }, ms: 1 });
      expect(missing.status).toBe(400);
      expect(missing.body.error.code).toBe('bad-item');
      expect((await api.answer(set.code, 'x', { studentToken: token, item: 0, answer: { call: 'P' }, ms: 1 })).status).toBe(400);
    });

    it('results: the grid, the spread of calls, the hardest rules; accepting an alternative regrades everyone', async () => {
      const set = await topicSet({ mode: 'test' });
      const ana = await joined(set.code, 'Ana');
      const bojan = await joined(set.code, 'Bojan');
      const teacher = (await api.teacher(set.teacherToken)).body;
      const items = teacher.set.items as { expected: string; code: string }[];
      // Ana answers everything as the system does; Bojan passes on item 0, then answers right on a retry
      for (const [k, item] of items.entries()) {
        const right = await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, item: k, answer: { call: item.expected }, ms: 3000 });
        expect(right.status).toBe(201);
        expect(right.body.grade).toBeUndefined(); // a test shows no grade until it is revealed
      }
      const wrongCall = items[0].expected === 'P' ? '7N' : 'P';
      await api.answer(set.code, crypto.randomUUID(), { studentToken: bojan.studentToken, item: 0, answer: { call: wrongCall }, ms: 9000 });
      await api.answer(set.code, crypto.randomUUID(), { studentToken: bojan.studentToken, item: 0, answer: { call: items[0].expected }, ms: 2000 });
      const results = (await api.teacher(set.teacherToken)).body.results;
      expect(results.participation).toMatchObject({ joined: 2 });
      const names = results.students.map((s: { name: string }) => s.name).sort();
      expect(names).toEqual(['Ana', 'Bojan']);
      const item0 = results.items[0];
      expect(item0.answered).toBe(2);
      const spreadCalls = item0.spread.map((s: { answer: string; count: number }) => [s.answer, s.count]);
      expect(spreadCalls).toContainEqual([items[0].expected, 1]);
      expect(spreadCalls).toContainEqual([wrongCall, 1]);
      expect(results.hardestRules.length).toBeGreaterThan(0);
      // accept Bojan's first call: his first attempt now counts as right
      const accepted = await api.accept(set.teacherToken, { item: 0, call: wrongCall });
      expect(accepted.status).toBe(200);
      const regraded = accepted.body.results.items[0];
      expect(regraded.firstRight).toBe(2);
      expect(accepted.body.set.accepted['0']).toEqual([wrongCall]);
      // reveal: the students see their grades
      expect((await api.view(set.code, bojan.studentToken)).body.answers[0].grade).toBeUndefined();
      expect((await api.patch(set.teacherToken, { revealed: true })).status).toBe(200);
      const revealed = (await api.view(set.code, bojan.studentToken)).body;
      expect(revealed.answers[0].grade.right).toBe(true);
      expect(revealed.items[0].code).toBeTypeOf('string');
    });

    it('fresh hands: an accept names the hand it was made on, and is extended only to the same expected answer and call (D2)', async () => {
      // each student's own hand of a transfer after 1NT: the expected call differs from hand to hand, the rule does not
      const set = await topicSet({ hands: 'fresh', items: [{ topic: 'R1N-2S', count: 1 }], nearMisses: false });
      type Hand = { name: string; token: string; itemId: string; expected: string };
      const hands: Hand[] = [];
      const byExpected = () => {
        const groups = new Map<string, Hand[]>();
        for (const h of hands) groups.set(h.expected, [...(groups.get(h.expected) ?? []), h]);
        return groups;
      };
      const ready = () => [...byExpected().values()].some((g) => g.length >= 2) && byExpected().size >= 2;
      for (let k = 0; k < 14 && !ready(); k++) {
        const student = await joined(set.code, `Učenik ${k + 1}`);
        const [item] = (await api.view(set.code, student.studentToken)).body.items;
        hands.push({ name: student.name, token: student.studentToken, itemId: item.id, expected: expectedCall(item) });
      }
      expect(ready()).toBe(true);
      const [a1, a2] = [...byExpected().values()].find((g) => g.length >= 2)!;
      const b = hands.find((h) => h.expected !== a1.expected)!;
      expect([a1.expected, b.expected]).not.toContain('P');
      // Pass, wrong on all three hands
      const pass = async (h: Hand) => (await api.answer(set.code, crypto.randomUUID(), { studentToken: h.token, itemId: h.itemId, answer: { call: 'P' }, ms: 1000 })).body.grade;
      for (const h of [a1, a2, b]) expect((await pass(h)).right).toBe(false);
      const view = (await api.teacher(set.teacherToken)).body;
      const idOf = new Map((view.results.students as { id: string; name: string }[]).map((s) => [s.name, s.id]));
      const placeOf = new Map((view.results.students as { name: string }[]).map((s, k) => [s.name, k]));
      const itemId = view.set.items[0].id;
      // the spread is split by the expected answer: the passes on A-hands apart from the pass on B's hand, each with its students
      const passes = (view.results.items[0].spread as { answer: string; count: number; expected: { text: string }; students: number[] }[]).filter((e) => e.answer === 'P');
      expect(passes.map((e) => [e.expected.text, e.count, e.students]).sort()).toEqual(
        [[a1.expected, 2, [placeOf.get(a1.name), placeOf.get(a2.name)]], [b.expected, 1, [placeOf.get(b.name)]]].sort(),
      );
      const squares = async () => {
        const results = (await api.teacher(set.teacherToken)).body.results;
        return Object.fromEntries([a1, a2, b].map((h) => [h.name, results.cells[placeOf.get(h.name)!][0].first.right]));
      };
      const graded = async (h: Hand) => (await api.view(set.code, h.token)).body.answers[0].grade;

      // with fresh hands an accept must name its hand
      const unnamed = await api.accept(set.teacherToken, { id: itemId, call: 'P' });
      expect([unnamed.status, unnamed.body.error.code]).toEqual([400, 'accept-hand-needed']);
      // the preview: the hand's own pass, and apart A2's (the same expected answer and call), never B's; nothing changes
      const preview = await api.accept(set.teacherToken, { id: itemId, call: 'P', student: idOf.get(a1.name), preview: true });
      expect(preview.status).toBe(200);
      expect(preview.body.hand).toMatchObject({ student: { name: a1.name }, expected: { call: a1.expected, rule: 'R1N-2S' } });
      expect(preview.body.hand.answers.map((a: { student: { name: string } }) => a.student.name)).toEqual([a1.name]);
      expect(preview.body.others.map((o: { student: { name: string }; expected: { call: string }; answers: unknown[] }) => [o.student.name, o.expected.call, o.answers.length]))
        .toEqual([[a2.name, a1.expected, 1]]);
      expect(await squares()).toEqual({ [a1.name]: false, [a2.name]: false, [b.name]: false });
      expect((await graded(a1)).right).toBe(false);
      // extended to a hand with another expected answer: refused, nothing changed
      const foreign = await api.accept(set.teacherToken, { id: itemId, call: 'P', student: idOf.get(a1.name), extend: [idOf.get(b.name)] });
      expect([foreign.status, foreign.body.error.code]).toEqual([409, 'accept-changed']);
      expect(await squares()).toEqual({ [a1.name]: false, [a2.name]: false, [b.name]: false });

      // the review's scenario: B's pass accepted on B's hand turns only B's answer right
      const onB = await api.accept(set.teacherToken, { id: itemId, call: 'P', student: idOf.get(b.name) });
      expect(onB.status).toBe(200);
      expect(await squares()).toEqual({ [a1.name]: false, [a2.name]: false, [b.name]: true });
      expect(onB.body.set.items[0].accepted).toEqual([]); // no accept for every hand
      expect((await graded(b)).expected.accepted).toEqual(['P']);
      expect((await graded(a1)).expected.accepted).toEqual([]);
      // an answer that comes later is graded with its own hand's accepts: right on B's hand, wrong on A1's
      expect((await pass(b)).right).toBe(true);
      expect((await pass(a1)).right).toBe(false);
      // extended from A1 to A2 (as the preview listed): both A-hands, still not a hand with another expected answer
      const extended = await api.accept(set.teacherToken, { id: itemId, call: 'P', student: idOf.get(a1.name), extend: [idOf.get(a2.name)] });
      expect(extended.status).toBe(200);
      expect(await squares()).toEqual({ [a1.name]: true, [a2.name]: true, [b.name]: true });
      const a1Answers = (await api.view(set.code, a1.token)).body.answers as { grade: { right: boolean } }[];
      expect(a1Answers.map((a) => a.grade.right)).toEqual([true, true]);
      // the teacher's square and the worksheet's hands: each hand's own accepts, none on a hand nobody accepted on
      const cell = (await api.cell(set.teacherToken, idOf.get(a2.name)!, itemId)).body;
      expect(cell.item.accepted).toEqual(['P']);
      const groups = (await api.hands(set.teacherToken)).body.groups as { student: { name: string }; items: { accepted: string[] }[] }[];
      const acceptedOn = Object.fromEntries(groups.map((g) => [g.student.name, g.items[0].accepted]));
      expect(acceptedOn).toMatchObject({ [a1.name]: ['P'], [a2.name]: ['P'], [b.name]: ['P'] });
      for (const h of hands.filter((x) => ![a1, a2, b].includes(x))) expect(acceptedOn[h.name]).toEqual([]);
      // a student not in the set, or none, has no hand to accept on
      const stranger = await api.accept(set.teacherToken, { id: itemId, call: 'P', student: crypto.randomUUID(), preview: true });
      expect([stranger.status, stranger.body.error.code]).toEqual([400, 'accept-no-hand']);
    });

    it('the same hands: the preview lists every answer the accept turns right and changes nothing; applied, it regrades them', async () => {
      const set = await topicSet();
      const ana = await joined(set.code, 'Ana');
      const bojan = await joined(set.code, 'Bojan');
      const items = (await api.teacher(set.teacherToken)).body.set.items as { id: string; expected: string }[];
      // wrong on both items: the accept on the first must leave the same call on the second wrong
      const wrong = ['P', '7N', '7S'].find((call) => call !== items[0].expected && call !== items[1].expected)!;
      for (const s of [ana, bojan]) await api.answer(set.code, crypto.randomUUID(), { studentToken: s.studentToken, itemId: items[0].id, answer: { call: wrong }, ms: 1 });
      await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: items[1].id, answer: { call: wrong }, ms: 1 });
      const before = (await api.teacher(set.teacherToken)).body;
      const preview = await api.accept(set.teacherToken, { id: items[0].id, call: wrong, preview: true });
      expect(preview.status).toBe(200);
      expect(preview.body).toMatchObject({ preview: true, call: wrong, item: { id: items[0].id, index: 0 }, hand: { student: null, expected: { call: items[0].expected } }, others: [] });
      expect(preview.body.hand.answers.map((a: { student: { name: string } }) => a.student.name).sort()).toEqual(['Ana', 'Bojan']);
      // nothing changed: the same results, no accepted call
      const after = (await api.teacher(set.teacherToken)).body;
      expect(after.results).toEqual(before.results);
      expect(after.set.items[0].accepted).toEqual([]);
      const applied = await api.accept(set.teacherToken, { id: items[0].id, call: wrong });
      expect(applied.body.results.items[0]).toMatchObject({ answered: 2, firstRight: 2 });
      expect(applied.body.results.items[1]).toMatchObject({ answered: 1, firstRight: 0 });
    });

    it("a board's new key starts with no accepted call but those the teacher confirms (D9); the worksheet's key lists them (D10)", async () => {
      freshAddress();
      const item = quizItem('R-NEW2', 812);
      const system = item.expected.kind === 'call' ? makeCall(item.expected.call) : '';
      const [key, alt, other] = ['2C', '2D', '2H', '2S'].filter((c) => c !== system);
      const pbn = itemsPbn([item], { locale: 'en', event: 'Keys' }).replace('[Auction', `[Note "answer:${key}|${alt}"]\n[Auction`);
      const created = await api.create({ title: 'Ključ', locale: 'sr', mode: 'practice', pbn });
      expect(created.status).toBe(201);
      const { code, teacherToken } = created.body as { code: string; teacherToken: string };
      const [board] = (await api.teacher(teacherToken)).body.set.items as { id: string; accepted: string[] }[];
      expect(board.accepted).toEqual([alt]);
      // D10: the worksheet's hands carry the accepted call beside the key
      expect((await api.hands(teacherToken)).body.groups[0].items[0]).toMatchObject({ expected: { call: key }, accepted: [alt] });
      const ana = await joined(code);
      const answered = await api.answer(code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: board.id, answer: { call: alt }, ms: 1 });
      expect(answered.body.grade.right).toBe(true);
      // the key saved again as it is keeps its accepted calls
      expect((await api.items(teacherToken, { op: 'key', id: board.id, call: key })).body.set.items[0].accepted).toEqual([alt]);
      // another key: the old key's alternative goes, and the answer it made right is wrong again
      const rekeyed = await api.items(teacherToken, { op: 'key', id: board.id, call: other });
      expect(rekeyed.status).toBe(200);
      expect(rekeyed.body.set.items[0]).toMatchObject({ key: other, expected: other, accepted: [] });
      expect((await api.view(code, ana.studentToken)).body.answers[0].grade).toMatchObject({ right: false, expected: { accepted: [] } });
      expect((await api.hands(teacherToken)).body.groups[0].items[0].accepted).toEqual([]);
      // the teacher confirms it for the new key (and the key itself is never its own alternative)
      const confirmed = await api.items(teacherToken, { op: 'key', id: board.id, call: key, accepted: [alt, key, alt] });
      expect(confirmed.body.set.items[0]).toMatchObject({ key, accepted: [alt] });
      expect((await api.view(code, ana.studentToken)).body.answers[0].grade.right).toBe(true);
      // a confirmed call the board's auction does not allow is refused, and nothing changes
      const illegal = await api.items(teacherToken, { op: 'key', id: board.id, call: other, accepted: ['1C'] });
      expect([illegal.status, illegal.body.error.code]).toEqual([400, 'illegal-call']);
      expect((await api.teacher(teacherToken)).body.set.items[0]).toMatchObject({ key, accepted: [alt] });
    });

    it('a closed set refuses answers (409) and joins; reopened it takes them again', async () => {
      const set = await topicSet();
      const ana = await joined(set.code);
      expect((await api.patch(set.teacherToken, { closed: true })).status).toBe(200);
      const refused = await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, item: 0, answer: { call: 'P' }, ms: 1 });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('set-closed');
      expect((await api.join(set.code, 'Late')).status).toBe(409);
      // the student's view and the teacher's say the same, from the function that refused the answer
      expect((await api.view(set.code)).body).toMatchObject({ closed: true, open: false, availability: 'closed' });
      expect((await api.teacher(set.teacherToken)).body.set).toMatchObject({ closed: true, open: false, availability: 'closed' });
      await api.patch(set.teacherToken, { closed: false });
      expect((await api.teacher(set.teacherToken)).body.set).toMatchObject({ open: true, availability: 'open' });
      expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, item: 0, answer: { call: 'P' }, ms: 1 })).status).toBe(201);
      // a closing time in the past closes it too, and both views say why: the time has passed, the switch is still on open
      await api.patch(set.teacherToken, { closesAt: '2020-01-01T00:00:00Z' });
      expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, item: 1, answer: { call: 'P' }, ms: 1 })).status).toBe(409);
      const ended = { closed: false, open: false, availability: 'ended', closesAt: '2020-01-01T00:00:00.000Z' };
      expect((await api.view(set.code)).body).toMatchObject(ended);
      expect((await api.teacher(set.teacherToken)).body.set).toMatchObject(ended);
      // an opening time ahead: not open yet, in both views
      await api.patch(set.teacherToken, { opensAt: '2999-01-01T00:00:00Z', closesAt: null });
      expect((await api.join(set.code, 'Early')).status).toBe(409);
      const notYet = { closed: false, open: false, availability: 'not-yet', opensAt: '2999-01-01T00:00:00.000Z' };
      expect((await api.view(set.code)).body).toMatchObject(notYet);
      expect((await api.teacher(set.teacherToken)).body.set).toMatchObject(notYet);
    });

    it('fresh hands: each student gets their own positions testing the same rules', async () => {
      const set = await topicSet({ hands: 'fresh' });
      expect((await api.view(set.code)).body.items).toEqual([]);
      const ana = await joined(set.code, 'Ana');
      const bojan = await joined(set.code, 'Bojan');
      const anas = (await api.view(set.code, ana.studentToken)).body.items;
      const bojans = (await api.view(set.code, bojan.studentToken)).body.items;
      expect(anas).toHaveLength(5);
      expect(anas.map((i: { hand: string }) => i.hand)).not.toEqual(bojans.map((i: { hand: string }) => i.hand));
      const rulesOf = (items: { code: string }[]) => items.map((i) => { const full = itemFromCode(i.code); return full.ok ? full.value.rule : null; });
      expect(rulesOf(anas)).toEqual(rulesOf(bojans));
      // the teacher's items name the rule asked (no hand of the set's own), each student has their own
      const teacherItems = (await api.teacher(set.teacherToken)).body.set.items as { id: string; rule: string; topic: string; fresh: boolean }[];
      expect(teacherItems.every((i) => i.fresh && i.rule === i.topic)).toBe(true);
      // another hand like this, before any answer: each student gets their own new hand
      const replaced = await api.items(set.teacherToken, { op: 'replace', id: teacherItems[0].id });
      expect(replaced.status).toBe(200);
      const [anaNew, bojanNew] = await Promise.all([api.view(set.code, ana.studentToken), api.view(set.code, bojan.studentToken)]);
      expect(anaNew.body.items[0].hand).not.toBe(bojanNew.body.items[0].hand);
      expect(anaNew.body.items[0].hand).not.toBe(anas[0].hand);
      // grading follows each student's own hands
      const bojanItem = bojanNew.body.items[0];
      const answer = await api.answer(set.code, crypto.randomUUID(), { studentToken: bojan.studentToken, itemId: bojanItem.id, answer: { call: expectedCall(bojanItem) }, ms: 1 });
      expect(answer.body.grade.right).toBe(true);
      // the CSV gives Bojan's own hand for his answer
      const csv = (await api.csv(set.teacherToken)).text.trim().split('\r\n');
      expect(csv[1].split(';')[4]).toBe(bojanItem.hand);
    });

    it('PBN: the set as PBN reads back with its key; a key that differs is listed; a broken file creates nothing', async () => {
      const set = await topicSet();
      const pbn = await api.pbn(set.teacherToken);
      expect(pbn.status).toBe(200);
      expect(pbn.text).toContain('[Note "answer:');
      freshAddress();
      const again = await api.create({ title: 'Iz PBN', locale: 'lv', mode: 'practice', pbn: pbn.text }, '?upload=pbn');
      expect(again.status).toBe(201);
      expect(again.body.items).toBe(5);
      expect(again.body.differences).toEqual([]);
      // a key the system does not bid: board 1's answer changed to another legal call
      const teacherItems = (await api.teacher(set.teacherToken)).body.set.items as { expected: string }[];
      const other = teacherItems[0].expected === 'P' ? '7N' : 'P';
      // the first board's key note, whatever the file calls it (Pass, 1NT …), becomes the other call
      const changed = pbn.text.replace(/\[Note "answer:[^"]*"\]/, `[Note "answer:${other}"]`);
      expect(changed).not.toBe(pbn.text);
      const differing = await api.create({ title: 'Ključ', locale: 'sr', mode: 'practice', pbn: changed }, '?upload=pbn');
      expect(differing.status).toBe(201);
      expect(differing.body.differences).toHaveLength(1);
      expect(differing.body.differences[0]).toMatchObject({ index: 0, key: other, system: teacherItems[0].expected });
      // the boards as the teacher and the students see them
      const boards = (await api.teacher(differing.body.teacherToken)).body.set.items;
      expect(boards[0]).toMatchObject({ source: 'board', topic: null, board: 1, key: other, grade: 'key', expected: other });
      expect((await api.view(differing.body.code)).body.count).toBe(5);
      // the other calls of an answer note (answer:KEY|ALT) come in as the board's accepted calls, and go out again
      const alt = other === 'P' ? '7N' : 'P';
      const withAlt = changed.replace(`[Note "answer:${other}"]`, `[Note "answer:${other}|${alt === '7N' ? '7NT' : 'Pass'}"]`);
      // a game that cannot be read is left out and the rest of the file makes the set
      const altSet = await api.create({ title: 'Više', locale: 'sr', mode: 'practice', pbn: `${withAlt}\n[Board "9"]\n[Deal "N:AKQ"]\n` }, '?upload=pbn');
      expect([altSet.status, altSet.body.items]).toEqual([201, 5]);
      // the 201 names what was left out, with its line, in the set's language
      expect(altSet.body.skipped).toHaveLength(1);
      expect(altSet.body.skipped[0].line).toBeGreaterThan(1);
      expect(altSet.body.skipped[0].message).toMatch(/^Red \d+: /);
      expect(differing.body.skipped).toEqual([]);
      expect((await api.teacher(altSet.body.teacherToken)).body.set.accepted['0']).toEqual([alt]);
      expect((await api.pbn(altSet.body.teacherToken)).text).toContain(`[Note "answer:${other === '7N' ? '7NT' : 'Pass'}|${alt === '7N' ? '7NT' : 'Pass'}"]`);
      const broken = await call('sets', 'POST', {}, '/api/sets?upload=pbn&locale=sr', { title: 'Loš', locale: 'sr', mode: 'practice', pbn: '[Board "1"]\n[Deal "N:AKQ.xx"]\n' });
      expect(broken.status).toBe(400);
      expect(broken.body.error.code).toBe('bad-pbn');
      expect(broken.body.error.issues[0].line).toBeTypeOf('number');
      expect(broken.body.error.issues[0].message).toMatch(/^Red \d+: /);
      // a board without a deal: the board's own issue, in the request's language
      const noDeal = await call('sets', 'POST', {}, '/api/sets?upload=pbn&locale=lv', { title: 'Bez', locale: 'lv', mode: 'practice', pbn: '[Board "3"]\n[Dealer "S"]\n' });
      expect(noDeal.status).toBe(400);
      expect(noDeal.body.error.issues[0]).toMatchObject({ code: 'set-board-no-deal' });
      expect(noDeal.body.error.issues[0].message).toContain('3. kastītei nav sadalījuma');
      // a file over 16 KB goes up as an upload (?upload=pbn, up to 1 MB); a set takes at most 100 of its boards
      const twenty = Array.from({ length: 20 }, () => pbn.text).join('\n');
      expect(twenty.length).toBeGreaterThan(16 * 1024);
      expect((await api.create({ title: 'Velika', locale: 'sr', mode: 'practice', pbn: twenty })).status).toBe(413);
      const hundred = await api.create({ title: 'Velika', locale: 'sr', mode: 'practice', pbn: twenty }, '?upload=pbn');
      expect(hundred.status).toBe(201);
      expect(hundred.body.items).toBe(100);
      const more = await api.create({ title: 'Veća', locale: 'sr', mode: 'practice', pbn: `${twenty}\n${pbn.text}` }, '?upload=pbn');
      expect(more.body.error).toMatchObject({ code: 'too-many-items', params: { count: 105, max: 100 } });
      // a file under 1 MB whose JSON quoting makes the body larger is still read (L8); one over 1 MB is told so
      const quoted = `{${'"'.repeat(600_000)}}\n${pbn.text}`;
      expect(quoted.length).toBeLessThan(1024 * 1024);
      expect(JSON.stringify(quoted).length).toBeGreaterThan(1024 * 1024 + 64 * 1024);
      const quotedSet = await api.create({ title: 'Navodnici', locale: 'sr', mode: 'practice', pbn: quoted }, '?upload=pbn');
      expect(quotedSet.status, JSON.stringify(quotedSet.body).slice(0, 300)).toBe(201);
      const huge = await api.create({ title: 'x', locale: 'sr', mode: 'practice', pbn: 'x'.repeat(2 * 1024 * 1024 + 100 * 1024) }, '?upload=pbn');
      expect(huge.status).toBe(413);
      expect(huge.body.error.code).toBe('pbn-too-large');
      const overOne = await api.create({ title: 'x', locale: 'sr', mode: 'practice', pbn: 'x'.repeat(1024 * 1024 + 1) }, '?upload=pbn');
      expect(overOne.body.error.code).toBe('pbn-too-large');
      // a file of 1,948,321 bytes whose quoting makes a request of 2.8 MB: told by the file's size, not the request's
      const near = `{${'"'.repeat(900_000)}}${'x'.repeat(1_048_319)}`;
      expect(JSON.stringify(near).length).toBeGreaterThan(2 * 1024 * 1024 + 64 * 1024);
      const nearSet = await api.create({ title: 'x', locale: 'sr', mode: 'practice', pbn: near }, '?upload=pbn');
      expect(nearSet).toMatchObject({ status: 413, body: { error: { code: 'pbn-too-large', params: { bytes: 1_948_321 } } } });
      const tooMany = await api.create({ title: 'x', locale: 'en', mode: 'practice', pbn: '[Board "1"]\n'.repeat(201) }, '?upload=pbn');
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.error.code).toBe('pbn-too-many-boards');
    });

    it('the CSV has a header and one row per answer, formulas escaped', async () => {
      const set = await topicSet();
      const evil = await joined(set.code, '=HYPERLINK("http://x")');
      await api.answer(set.code, crypto.randomUUID(), { studentToken: evil.studentToken, item: 0, answer: { call: 'P' }, ms: 61_000 });
      await api.answer(set.code, crypto.randomUUID(), { studentToken: evil.studentToken, item: 1, answer: { call: 'P' }, ms: 1000 });
      const csv = await api.csv(set.teacherToken);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      const lines = csv.text.trim().split(/\r?\n/);
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain(`'=HYPERLINK`);
      expect(lines[1]).not.toMatch(/(^|;)=HYPERLINK/);
    });

    it("the downloads in the set's language: each answer at its device's time (clamped; none from an old device), and the totals per student", async () => {
      const set = await topicSet({ locale: 'lv' });
      const janis = await joined(set.code, 'Jānis Bērziņš-Ķeniņš');
      const liga = await joined(set.code, 'Līga');
      await joined(set.code, 'Ēriks');
      const items = (await api.view(set.code, janis.studentToken)).body.items as { id: string; code: string }[];
      // Jānis answered item 1 offline a minute ago, by his phone; item 2 by a phone whose clock says 2099
      const minuteAgo = Date.now() - 60_000;
      const put = (who: { studentToken: string }, k: number, body: Record<string, unknown>) =>
        api.answer(set.code, crypto.randomUUID(), { studentToken: who.studentToken, itemId: items[k].id, ms: 12_500, ...body });
      expect((await put(janis, 0, { answer: { call: expectedCall(items[0]) }, answeredAt: minuteAgo })).status).toBe(201);
      expect((await put(janis, 1, { answer: { call: 'P' }, answeredAt: Date.UTC(2099, 0, 1) })).status).toBe(201);
      // Līga's device is from before device times
      expect((await put(liga, 0, { answer: { call: 'P' } })).status).toBe(201);
      // a device time that is no time is refused, as any bad field
      expect((await put(liga, 1, { answer: { call: 'P' }, answeredAt: -1 })).status).toBe(400);
      expect((await put(liga, 1, { answer: { call: 'P' }, answeredAt: 1.5 })).status).toBe(400);

      const csv = await api.csv(set.teacherToken, '?tz=Europe/Riga');
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="set-${set.code}.csv"`);
      // UTF-8 behind a byte-order mark (the decoded text no longer holds it)
      const BOM = [0xef, 0xbb, 0xbf];
      expect([...csv.bytes.slice(0, 3)]).toEqual(BOM);
      expect(csv.text.startsWith('komplekts;skolēns;jautājums;')).toBe(true);
      const rows = csv.text.trim().split('\r\n').map((line) => line.split(';'));
      expect(rows[0].slice(13)).toEqual(['atbildes laiks (Europe/Riga)', 'laika avots']);
      expect(rows).toHaveLength(4);
      const riga = (ms: number) => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Riga', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(ms));
      const byName = (name: string) => rows.filter((r) => r[1] === name);
      // kept as the device said; the 2099 clock clamped to the arrival; Līga's old device: the arrival, said so
      const [first, second] = byName('Jānis Bērziņš-Ķeniņš');
      expect(first.slice(10)).toEqual(['jā', '1', '12,5', riga(minuteAgo), 'skolēna ierīce']);
      expect(second[14]).toBe('skolēna ierīce');
      expect(second[13] >= riga(minuteAgo) && second[13] <= riga(Date.now())).toBe(true);
      expect(byName('Līga')[0][14]).toBe('serveris (saņemšanas laiks)');

      const summary = await api.summary(set.teacherToken, '?tz=Europe/Riga');
      expect(summary.status).toBe(200);
      expect(summary.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(summary.headers.get('content-disposition')).toBe(`attachment; filename="set-${set.code}-students.csv"`);
      const lines = summary.text.trim().split('\r\n').map((line) => line.split(';'));
      expect([...summary.bytes.slice(0, 3)]).toEqual(BOM);
      expect(lines[0].slice(0, 7)).toEqual(['komplekts', 'skolēns', 'pievienojās (Europe/Riga)', 'jautājumu skaits', 'atbildēti', 'pareizi ar pirmo mēģinājumu', 'rezultāts %']);
      // one row per student in the order they joined, Ēriks with nothing answered
      expect(lines.slice(1).map((l) => [l[1], l[3], l[4], l[5], l[6], l[8]])).toEqual([
        ['Jānis Bērziņš-Ķeniņš', '5', '2', expectedCall(items[1]) === 'P' ? '2' : '1', expectedCall(items[1]) === 'P' ? '100' : '50', '2'],
        ['Līga', '5', '1', expectedCall(items[0]) === 'P' ? '1' : '0', expectedCall(items[0]) === 'P' ? '100' : '0', '1'],
        ['Ēriks', '5', '0', '0', '', '0'],
      ]);
      // Jānis's first answer is his phone's, a minute before the arrival
      expect(lines[1][10]).toBe(riga(minuteAgo));
      // a wrong token is the 404 of every download; the zone asked of an unknown name is UTC
      expect((await api.summary('x'.repeat(43))).status).toBe(404);
      expect((await api.summary(set.teacherToken, '?tz=Nowhere/Else')).text).toContain('pievienojās (UTC)');
    });

    it('item edits before the first answer; refused after it', async () => {
      const set = await topicSet();
      const before = (await api.teacher(set.teacherToken)).body.set.items;
      const moved = await api.items(set.teacherToken, { op: 'move', index: 0, to: 4 });
      expect(moved.status).toBe(200);
      expect(moved.body.set.items[4].code).toBe(before[0].code);
      const replaced = await api.items(set.teacherToken, { op: 'replace', index: 0 });
      expect(replaced.body.set.items[0].code).not.toBe(moved.body.set.items[0].code);
      const removed = await api.items(set.teacherToken, { op: 'remove', index: 1 });
      expect(removed.body.set.items).toHaveLength(4);
      const ana = await joined(set.code);
      await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, item: 0, answer: { call: 'P' }, ms: 1 });
      const late = await api.items(set.teacherToken, { op: 'remove', index: 0 });
      expect(late.status).toBe(409);
      expect(late.body.error.code).toBe('set-has-answers');
    });

    it("edits at their edges (the audit's surviving mutants M26, M27, M34, M42, M51)", async () => {
      const set = await topicSet();
      const items = (await api.teacher(set.teacherToken)).body.set.items as { id: string; expected: string }[];
      // M27: a move to one past the last place is refused
      const past = await api.items(set.teacherToken, { op: 'move', id: items[0].id, to: items.length });
      expect(past.status).toBe(400);
      expect(past.body.error.code).toBe('bad-item');
      // M26: accepting the same call twice keeps it once
      const call = items[1].expected === 'P' ? '7N' : 'P';
      await api.accept(set.teacherToken, { id: items[1].id, call });
      const twice = await api.accept(set.teacherToken, { id: items[1].id, call });
      expect(twice.body.set.items[1].accepted).toEqual([call]);
      // M51: accepted calls belong to their item, whatever moves or is removed around it
      expect((await api.items(set.teacherToken, { op: 'remove', id: items[0].id })).status).toBe(200);
      const afterRemove = (await api.teacher(set.teacherToken)).body.set.items as { id: string; accepted: string[] }[];
      expect(afterRemove[0]).toMatchObject({ id: items[1].id, accepted: [call] });
      expect(afterRemove.slice(1).every((i) => i.accepted.length === 0)).toBe(true);
      expect((await api.items(set.teacherToken, { op: 'move', id: items[1].id, to: 3 })).status).toBe(200);
      const afterMove = (await api.teacher(set.teacherToken)).body.set.items as { id: string; accepted: string[] }[];
      expect(afterMove[3]).toMatchObject({ id: items[1].id, accepted: [call] });
      // M42: a PATCH may not make the set close before it opens
      expect((await api.patch(set.teacherToken, { closesAt: '2030-01-01T10:00:00Z' })).status).toBe(200);
      const inverted = await api.patch(set.teacherToken, { opensAt: '2030-01-02T10:00:00Z' });
      expect(inverted.status).toBe(400);
      expect(inverted.body.error.code).toBe('closes-before-opens');
      expect((await api.patch(set.teacherToken, { opensAt: '2030-01-01T10:00:00Z' })).body.error.code).toBe('closes-before-opens');
    });

    it("once answered, a board's grading may still change (M34) while the items may not", async () => {
      freshAddress();
      const item = quizItem('R-NEW2', 812);
      const system = item.expected.kind === 'call' ? makeCall(item.expected.call) : '';
      const key = system === '2C' ? '2D' : '2C';
      const pbn = itemsPbn([item], { locale: 'en', event: 'Keys' }).replace('[Auction', `[Note "answer:${key}"]\n[Auction`);
      const created = await api.create({ title: 'Ključ', locale: 'sr', mode: 'practice', pbn });
      expect(created.status).toBe(201);
      const { code, teacherToken } = created.body as { code: string; teacherToken: string };
      const [board] = (await api.teacher(teacherToken)).body.set.items as { id: string; expected: string }[];
      expect(board.expected).toBe(key);
      const ana = await joined(code);
      const answered = await api.answer(code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: board.id, answer: { call: system }, ms: 1 });
      expect(answered.body.grade.right).toBe(false);
      const graded = await api.items(teacherToken, { op: 'grade', id: board.id, grade: 'system' });
      expect(graded.status).toBe(200);
      expect(graded.body.set.items[0].expected).toBe(system);
      // the stored answer was regraded with the item, in the same transaction
      expect((await api.view(code, ana.studentToken)).body.answers[0].grade.right).toBe(true);
      expect((await api.items(teacherToken, { op: 'move', id: board.id, to: 0 })).status).toBe(409);
    });

    it('a test hides the share code (which opens the answer) until it is revealed (M22)', async () => {
      const set = await topicSet({ mode: 'test' });
      const ana = await joined(set.code);
      const view = (await api.view(set.code, ana.studentToken)).body;
      expect(view.items.every((i: { code?: string }) => i.code === undefined)).toBe(true);
      const put = await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: view.items[0].id, answer: { call: 'P' }, ms: 1 });
      expect(put.body).toEqual({ stored: 'created' });
      await api.patch(set.teacherToken, { revealed: true });
      const revealed = (await api.view(set.code, ana.studentToken)).body;
      expect(revealed.items.every((i: { code?: string }) => typeof i.code === 'string')).toBe(true);
      const after = await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: view.items[1].id, answer: { call: 'P' }, ms: 1 });
      expect(after.body.code).toBeTypeOf('string');
    });

    it('writes only from this site and as JSON: another origin is 403, a form or text body 415, and nothing changes', async () => {
      const set = await topicSet();
      const evil = { origin: 'https://evil.example' };
      const join = (headers: Record<string, string>, name = 'Mallory') => call('students', 'POST', { code: set.code }, `/api/sets/${set.code}/students`, { name }, headers);
      const cross = await join(evil);
      expect(cross.status).toBe(403);
      expect(cross.body.error.code).toBe('cross-site-write');
      expect((await join({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      const text = await join({ 'content-type': 'text/plain' });
      expect(text.status).toBe(415);
      expect(text.body.error.code).toBe('not-json');
      expect((await join({ 'content-type': 'application/x-www-form-urlencoded' })).status).toBe(415);
      const created = await call('sets', 'POST', {}, '/api/sets', { title: 'X', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 1 }] }, evil);
      expect(created.status).toBe(403);
      const edit = await call('items', 'POST', { token: set.teacherToken }, `/api/teacher/${set.teacherToken}/items`, { op: 'remove', index: 0 }, { 'sec-fetch-site': 'same-site' });
      expect(edit.status).toBe(403);
      const deleted = await call('teacher', 'DELETE', { token: set.teacherToken }, `/api/teacher/${set.teacherToken}`, undefined, evil);
      expect(deleted.status).toBe(403);
      const teacher = (await api.teacher(set.teacherToken)).body;
      expect(teacher.results.participation.joined).toBe(0);
      expect(teacher.set.items).toHaveLength(5);
      // this site's own page, and a client that is no browser page, go on as before
      expect((await join({ origin: 'http://localhost', host: 'localhost' })).status).toBe(201);
      expect((await join({}, 'Mallory B.')).status).toBe(201);
    });

    it("a set's questions are not served before it opens: the title and the time are (M2)", async () => {
      const set = await topicSet({ opensAt: '2099-01-01T08:00:00Z', mode: 'test' });
      const view = (await api.view(set.code)).body;
      expect(view).toMatchObject({ title: 'Odgovori', availability: 'not-yet', opensAt: '2099-01-01T08:00:00.000Z', items: [] });
      expect((await api.join(set.code, 'Ana')).status).toBe(409);
      // the teacher sees them, and once the set opens the students do
      expect((await api.teacher(set.teacherToken)).body.set.items).toHaveLength(5);
      expect((await api.patch(set.teacherToken, { opensAt: null })).status).toBe(200);
      expect((await api.view(set.code)).body).toMatchObject({ count: 5, items: [] });
      expect((await api.view(set.code, (await joined(set.code)).studentToken)).body.items).toHaveLength(5);
    });

    it('an answer id is one answer: a true resend is 200 with its stored grade, even once closed; another use of it 409 (L2, L3)', async () => {
      const set = await topicSet();
      const [ana, bojan] = [await joined(set.code, 'Ana'), await joined(set.code, 'Bojan')];
      const items = (await api.view(set.code, ana.studentToken)).body.items as { id: string }[];
      const id = crypto.randomUUID();
      const first = await api.answer(set.code, id, { studentToken: ana.studentToken, itemId: items[0].id, answer: { call: 'P' }, ms: 1 });
      expect(first.status).toBe(201);
      const again = await api.answer(set.code, id, { studentToken: ana.studentToken, itemId: items[0].id, answer: { call: 'p' }, ms: 5 });
      expect(again.status).toBe(200);
      expect(again.body).toMatchObject({ stored: 'repeat', grade: first.body.grade });
      // the same id for another item, another call, another student: refused, nothing stored
      for (const [who, item, call] of [[ana, items[1].id, 'P'], [ana, items[0].id, '7N'], [bojan, items[0].id, 'P']] as const) {
        const reused = await api.answer(set.code, id, { studentToken: who.studentToken, itemId: item, answer: { call }, ms: 1 });
        expect(reused.status).toBe(409);
        expect(reused.body.error.code).toBe('answer-id-taken');
      }
      expect((await api.teacher(set.teacherToken)).body.set.answers).toBe(1);
      // closed: a resend of the stored answer is still 200 (the outbox must not think it lost); a new one 409
      await api.patch(set.teacherToken, { closed: true });
      expect((await api.answer(set.code, id, { studentToken: ana.studentToken, itemId: items[0].id, answer: { call: 'P' }, ms: 1 })).status).toBe(200);
      expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: items[1].id, answer: { call: 'P' }, ms: 1 })).status).toBe(409);
    });

    it('a broken PBN file gets its issues with values quoted to 80 characters, never echoed whole (L8)', async () => {
      freshAddress();
      const item = quizItem('R-NEW2', 812);
      const huge = 'Q'.repeat(200_000);
      const pbn = itemsPbn([item], { locale: 'en', event: 'Big' }).replace('[Auction', `[Note "answer:${huge}"]\n[Auction`);
      const refused = await api.create({ title: 'Veliki', locale: 'sr', mode: 'practice', pbn }, '?upload=pbn');
      expect(refused.status).toBe(400);
      expect(refused.text.length).toBeLessThan(2_000);
      expect(refused.text).toContain('Q'.repeat(80) + '…');
      // just over the cut: 200 characters are quoted as 80 and an ellipsis, never 81 (the audit's surviving mutant R01)
      const longer = await api.create({ title: 'Veliki', locale: 'sr', mode: 'practice', pbn: pbn.replace(huge, 'Z'.repeat(200)) }, '?upload=pbn');
      expect(longer.status).toBe(400);
      expect(longer.text).toContain('Z'.repeat(80) + '…');
      expect(longer.text).not.toContain('Z'.repeat(81));
    });

    it('a wrong or tampered token or code is 404 whatever part is wrong; delete removes everything', async () => {
      const set = await topicSet();
      const ana = await joined(set.code);
      const t = set.teacherToken;
      const flipped = `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`;
      for (const token of [flipped, t.slice(1), `${t}x`, 'nope', '../../etc/passwd', '%00']) {
        const answer = await api.teacher(token);
        expect(answer.status, token).toBe(404);
        expect(answer.body.error.code).toBe('set-not-found');
      }
      expect((await api.view('ZZZZZZZZ')).status).toBe(404);
      const student = ana.studentToken;
      expect((await api.view(set.code, `${student.slice(0, -1)}${student.endsWith('x') ? 'y' : 'x'}`)).status).toBe(404);
      expect((await api.remove(t)).status).toBe(204);
      expect((await api.teacher(t)).status).toBe(404);
      expect((await api.view(set.code)).status).toBe(404);
      expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, item: 0, answer: { call: 'P' }, ms: 1 })).status).toBe(404);
    });

    it('bounds: bodies over 16 KB are 413 before parsing; names are NFC with control characters refused; errors localized', async () => {
      freshAddress();
      const huge = await api.create({ title: 'x', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 1 }], pad: 'x'.repeat(20_000) });
      expect(huge.status).toBe(413);
      const set = await topicSet();
      const bad = await call('students', 'POST', { code: set.code }, `/api/sets/${set.code}/students?locale=sr`, { name: 'Ana\u0007' });
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe('text-bad-character');
      expect(bad.body.error.message).toContain('kontrolni znak');
      const nfc = await api.join(set.code, 'Mil\u0061\u0301n');
      expect(nfc.body.name).toBe('Milán');
      const tooLong = await api.join(set.code, 'x'.repeat(41));
      expect(tooLong.body.error.code).toBe('text-too-long');
    });

    it('rate limits: creating sets per address (429 with Retry-After); a class of 300 joins from one address; the 301st is refused', async () => {
      freshAddress();
      let last: Answered | null = null;
      for (let k = 0; k < 61; k++) last = await api.create({ title: `S${k}`, locale: 'en', mode: 'practice', items: [{ topic: 'legal', count: 1 }] });
      expect(last?.status).toBe(429);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
      const set = await topicSet();
      // at most 120 joins a minute per set: the clock moves on a minute after each 120
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        for (let k = 0; k < 300; k++) {
          if (k > 0 && k % 120 === 0) vi.setSystemTime(Date.now() + 61_000);
          expect((await api.join(set.code, `Student ${k}`)).status).toBe(201);
        }
        vi.setSystemTime(Date.now() + 61_000);
        const full = await api.join(set.code, 'One too many');
        expect(full.status).toBe(409);
        expect(full.body.error.code).toBe('set-full');
        // the teacher removes someone: the seat is free again
        const someone = (await api.teacher(set.teacherToken)).body.results.students[7].id;
        expect((await api.removeStudent(set.teacherToken, someone)).status).toBe(204);
        expect((await api.join(set.code, 'One too many')).status).toBe(201);
      } finally {
        vi.useRealTimers();
      }
    }, 120_000);

    it('set codes cannot be scanned: 300 misses in ten minutes from an address, then no answer about any code (L5)', async () => {
      const set = await topicSet();
      freshAddress();
      let status = 0;
      for (let k = 0; k < 300; k++) {
        status = (await api.view(`ZZZZ${String(k).padStart(4, '0')}`)).status;
        expect(status).toBe(404);
      }
      const blocked = await api.view(set.code);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // hits never count: another address reads the set as before, and its own lookups go on
      freshAddress();
      for (let k = 0; k < 5; k++) expect((await api.view(set.code)).status).toBe(200);
    }, 120_000);

    it("another site's writes are refused before they count against the address (M3)", async () => {
      freshAddress();
      const body = { title: 'X', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 1 }] };
      for (let k = 0; k < 61; k++) expect((await call('sets', 'POST', {}, '/api/sets', body, { origin: 'https://evil.example' })).status).toBe(403);
      expect((await call('sets', 'POST', {}, '/api/sets', body)).status).toBe(201);
    }, 120_000);

    it('the join gate: a PIN the teacher sets (a new one ends the old), no new names at all, and wrong PINs throttled per address', async () => {
      const set = await topicSet();
      const ana = await joined(set.code, 'Ana');
      const withPin = await api.patch(set.teacherToken, { joinPin: 'new' });
      expect(withPin.status).toBe(200);
      const pin = withPin.body.set.joinPin as string;
      expect(pin).toMatch(/^\d{6}$/);
      expect((await api.view(set.code)).body).toMatchObject({ joinPin: true, joinsClosed: false });
      // the PIN itself is the teacher's: the students' view says only that one is asked
      expect((await api.view(set.code)).text).not.toContain(pin);
      const without = await api.join(set.code, 'Mallory');
      expect([without.status, without.body.error.code]).toEqual([403, 'join-pin-needed']);
      const wrong = await api.join(set.code, 'Mallory', pin === '000000' ? '111111' : '000000');
      expect([wrong.status, wrong.body.error.code]).toEqual([403, 'bad-join-pin']);
      expect((await api.join(set.code, 'Bojan', pin)).status).toBe(201);
      expect((await api.join(set.code, 'Vesna', `${pin.slice(0, 3)} ${pin.slice(3)}`)).status).toBe(201); // as read out
      const renewed = (await api.patch(set.teacherToken, { joinPin: 'new' })).body.set.joinPin as string;
      if (renewed !== pin) expect((await api.join(set.code, 'Late', pin)).status).toBe(403);
      expect((await api.join(set.code, 'Late', renewed)).status).toBe(201);
      expect((await api.patch(set.teacherToken, { joinPin: 'off' })).body.set.joinPin).toBeNull();
      expect((await api.join(set.code, 'Later')).status).toBe(201);
      // no new names: those who joined go on, on any device
      expect((await api.patch(set.teacherToken, { joinsClosed: true })).body.set.joinsClosed).toBe(true);
      const closed = await api.join(set.code, 'Mallory');
      expect([closed.status, closed.body.error.code]).toEqual([409, 'joins-closed']);
      expect((await api.view(set.code)).body.joinsClosed).toBe(true);
      const resumed = await api.resume(set.code, ana.resumeCode);
      expect(resumed.status).toBe(200);
      expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: resumed.body.studentToken, item: 0, answer: { call: 'P' }, ms: 1 })).status).toBe(201);
      expect((await api.patch(set.teacherToken, { joinsClosed: false })).status).toBe(200);
      expect((await api.join(set.code, 'Zoran')).status).toBe(201);
      expect((await api.patch(set.teacherToken, { joinPin: 'maybe' })).status).toBe(400);

      // a stranger guessing the PIN throttles their own address (10 wrong PINs in ten minutes: server/join-gate.ts), its
      // right PIN too; a student from another address still gets in (test-support/api/join-gate-suite.ts)
      const other = await topicSet();
      const gatePin = (await api.patch(other.teacherToken, { joinPin: 'new' })).body.set.joinPin as string;
      const guess = gatePin === '999999' ? '999998' : '999999';
      for (let k = 0; k < 10; k++) expect((await api.join(other.code, `Guess ${k}`, guess)).status).toBe(403);
      const stopped = await api.join(other.code, 'Right at last', gatePin);
      expect(stopped.status).toBe(429);
      expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await api.teacher(other.teacherToken)).body.results.participation.joined).toBe(0);
    }, 120_000);

    it('the teacher removes a student (their answers go with them) and renames one; only with their own link, from this site', async () => {
      const set = await topicSet();
      const ana = await joined(set.code, 'Ana');
      const bojan = await joined(set.code, 'Bojan');
      for (const item of [0, 1]) {
        expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, item, answer: { call: 'P' }, ms: 1 })).status).toBe(201);
      }
      expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: bojan.studentToken, item: 0, answer: { call: 'P' }, ms: 1 })).status).toBe(201);
      const ids = Object.fromEntries(((await api.teacher(set.teacherToken)).body.results.students as { id: string; name: string }[]).map((s) => [s.name, s.id]));
      const another = await topicSet();
      expect((await api.removeStudent(another.teacherToken, ids.Ana)).status).toBe(404);
      expect((await api.removeStudent(set.teacherToken, ids.Ana, { origin: 'https://evil.example' })).status).toBe(403);
      expect((await api.removeStudent(set.teacherToken, 'not-a-student')).status).toBe(404);
      expect((await api.removeStudent(set.teacherToken, ids.Ana)).status).toBe(204);
      expect((await api.removeStudent(set.teacherToken, ids.Ana)).status).toBe(404);
      const view = (await api.teacher(set.teacherToken)).body;
      expect(view.results.students.map((s: { name: string }) => s.name)).toEqual(['Bojan']);
      expect(view.set.answers).toBe(1);
      // Ana's devices and code no longer open anything
      expect((await api.view(set.code, ana.studentToken)).status).toBe(404);
      expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, item: 2, answer: { call: 'P' }, ms: 1 })).status).toBe(404);
      expect((await api.resume(set.code, ana.resumeCode)).status).toBe(404);
      expect((await api.csv(set.teacherToken)).text).not.toContain('Ana');

      const renamed = await api.renameStudent(set.teacherToken, ids.Bojan, 'Bojan Petrović');
      expect(renamed.status).toBe(200);
      expect(renamed.body).toEqual({ id: ids.Bojan, name: 'Bojan Petrović' });
      expect((await api.view(set.code, bojan.studentToken)).body.student.name).toBe('Bojan Petrović');
      expect((await api.teacher(set.teacherToken)).body.results.students[0].name).toBe('Bojan Petrović');
      expect((await api.renameStudent(set.teacherToken, ids.Bojan, 'Bo\u202Ejan')).status).toBe(400);
      expect((await api.renameStudent(set.teacherToken, ids.Bojan, 'Mallory', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await api.renameStudent(another.teacherToken, ids.Bojan, 'Mallory')).status).toBe(404);
      expect((await api.view(set.code, bojan.studentToken)).body.student.name).toBe('Bojan Petrović');
    });

    it('rate limits: answers are counted per student, all their devices together, not per address', async () => {
      const set = await topicSet();
      const ana = await joined(set.code, 'Ana');
      const bojan = await joined(set.code, 'Bojan');
      const send = (token: string, k: number) =>
        api.answer(set.code, crypto.randomUUID(), { studentToken: token, item: k % 5, answer: { call: 'P' }, ms: 1 });
      for (let k = 0; k < 100; k++) expect((await send(ana.studentToken, k)).status).toBe(201);
      // a second token from "resume" does not bring a fresh allowance: 20 more in all, then 429 on either device
      const resumed = (await api.resume(set.code, ana.resumeCode)).body.studentToken as string;
      for (let k = 100; k < 120; k++) expect((await send(k % 2 ? resumed : ana.studentToken, k)).status).toBe(201);
      const refused = await send(resumed, 120);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
      expect((await send(ana.studentToken, 121)).status).toBe(429);
      // Bojan, behind the same address, is not throttled
      expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: bojan.studentToken, item: 0, answer: { call: 'P' }, ms: 1 })).status).toBe(201);
    }, 120_000);

    it("rate limits: the teacher's view is counted per teacher link (60 a minute), not per address", async () => {
      const set = await topicSet();
      const other = await topicSet();
      const statuses: number[] = [];
      for (let k = 0; k < 61; k++) statuses.push((await api.teacher(set.teacherToken)).status);
      expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
      const refused = await api.teacher(set.teacherToken);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // another teacher behind the same address is not throttled
      expect((await api.teacher(other.teacherToken)).status).toBe(200);
    }, 120_000);

    it('rate limits: the heavy routes are counted per teacher link, each with its own limit (the three files together), 429 in the asked language', async () => {
      const { CELL_LIMIT, CHECK_LIMIT, DOWNLOADS_LIMIT, HANDS_LIMIT } = await import('@/app/api/teacher-limits');
      const set = await topicSet();
      const other = await topicSet();
      const files = [api.csv, api.summary, api.pbn];
      let file = 0;
      const routes: [string, (token: string, query: string) => Promise<Answered>, number][] = [
        ['hands', (token, query) => api.hands(token, query), HANDS_LIMIT.perMinute],
        ['cell', (token, query) => api.cell(token, crypto.randomUUID(), `${crypto.randomUUID()}${query.replace('?', '&')}`), CELL_LIMIT.perMinute],
        ['files', (token, query) => (query === '' ? files[file++ % 3](token) : api.csv(token, query)), DOWNLOADS_LIMIT.perMinute],
        ['check', (token, query) => call('check', 'GET', { token }, `/api/teacher/${token}/system-check${query}`), CHECK_LIMIT.perMinute],
      ];
      for (const [name, ask, limit] of routes) {
        const statuses: number[] = [];
        for (let k = 0; k < limit; k++) statuses.push((await ask(set.teacherToken, '')).status);
        expect(statuses.filter((s) => s === 429), name).toEqual([]);
        const refused = await ask(set.teacherToken, '?locale=sr');
        expect([name, refused.status, refused.body.error.code]).toEqual([name, 429, 'rate-limited']);
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(refused.body.error.message, name).toBe(formatIssue('sr', refused.body.error));
        // another teacher behind the same address is not throttled
        expect((await ask(other.teacherToken, '')).status, name).not.toBe(429);
      }
      // applying the check counts with asking it
      expect((await api.applyCheck(set.teacherToken)).status).toBe(429);
    }, 120_000);

    it("the worksheet's hands in pages: a bounded page of students, each page after the last, one student, and a bad query refused", async () => {
      const set = await topicSet({ hands: 'fresh' });
      for (const name of ['Ana', 'Bojan', 'Cveta']) await joined(set.code, name);
      const first = await api.hands(set.teacherToken, '?limit=2');
      expect(first.body.groups.map((g: { student: { name: string } }) => g.student.name)).toEqual(['Ana', 'Bojan']);
      const second = await api.hands(set.teacherToken, `?after=${first.body.next}&limit=2`);
      expect([second.body.groups.map((g: { student: { name: string } }) => g.student.name), second.body.next]).toEqual([['Cveta'], null]);
      const bojan = first.body.groups[1];
      expect((await api.hands(set.teacherToken, `?student=${bojan.student.id}`)).body.groups).toEqual([bojan]);
      for (const query of ['?limit=11', '?limit=0', '?limit=x', `?after=${'a'.repeat(40)}`, `?student=${bojan.student.id}&limit=2`, '?page=2']) {
        expect((await api.hands(set.teacherToken, query)).status, query).toBe(400);
      }
    });

    it("the teacher's square of the grid, the stored hands and the system check, with the same and with fresh hands", async () => {
      const set = await topicSet();
      const ana = await joined(set.code, 'Ana');
      const items = (await api.view(set.code, ana.studentToken)).body.items;
      expect((await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: items[0].id, answer: { call: 'P' }, ms: 1500 })).status).toBe(201);
      const teacher = (await api.teacher(set.teacherToken)).body;
      const student = teacher.results.students[0].id;
      const cell = await api.cell(set.teacherToken, student, teacher.set.items[0].id);
      expect(cell.status).toBe(200);
      expect(cell.body).toMatchObject({ student: { name: 'Ana' }, item: { id: items[0].id, hand: items[0].hand, code: items[0].code } });
      expect(cell.body.attempts).toHaveLength(1);
      // the pass is captioned with its own rule as stored with its grade (what a pass shows there, or none), never the expected call's
      const full = itemFromCode(items[0].code);
      if (!full.ok) throw new Error('no item');
      const passShows = describeCall({ dealer: full.value.dealer, calls: full.value.calls }, PASS)?.rule ?? null;
      expect(cell.body.attempts[0].ownRule).toBe(sameCall(advise({ hand: handOf(full.value.deal, full.value.seat), auction: { dealer: full.value.dealer, calls: full.value.calls }, vul: full.value.vul }).call, PASS) ? cell.body.item.expected.rule : passShows);
      expect((await api.cell(set.teacherToken, student, crypto.randomUUID())).status).toBe(404);
      const hands = await api.hands(set.teacherToken);
      expect(hands.status).toBe(200);
      expect(hands.body.hands).toBe('same');
      expect(hands.body.groups.map((g: { student: unknown; items: unknown[] }) => [g.student, g.items.length])).toEqual([[null, 5]]);
      // items made by today's system: nothing to change, looked at or applied
      const looked = await api.check(set.teacherToken);
      expect(looked.status).toBe(200);
      expect(looked.body).toMatchObject({ applied: false, items: [], answers: [], answerCount: 0 });
      const applied = await api.applyCheck(set.teacherToken);
      expect(applied.body).toMatchObject({ applied: true, items: [], answerCount: 0 });
      // fresh hands: a group per student, each with their own items
      const fresh = await topicSet({ hands: 'fresh' });
      await joined(fresh.code, 'Ana');
      await joined(fresh.code, 'Bojan');
      const groups = (await api.hands(fresh.teacherToken)).body.groups as { student: { name: string }; items: unknown[] }[];
      expect(groups.map((g) => [g.student.name, g.items.length])).toEqual([['Ana', 5], ['Bojan', 5]]);
      expect((await api.teacher(fresh.teacherToken)).body.set.items.every((i: { fresh: boolean; code: unknown }) => i.fresh && i.code === null)).toBe(true);
    });

    it('evaluate, legal, roles and score items: their positions, answers and grades in every view', async () => {
      const set = await topicSet({ items: [{ topic: 'evaluate', count: 2 }, { topic: 'legal', count: 2 }, { topic: 'roles', count: 2 }, { topic: 'score', count: 2 }] });
      const ana = await joined(set.code, 'Ana');
      const items = (await api.view(set.code, ana.studentToken)).body.items as { id: string; kind: string; trump: unknown; score: unknown; auction: string; review?: { parts: Record<string, unknown> } }[];
      expect(items.map((i) => i.kind).sort()).toEqual(['evaluate', 'evaluate', 'legal', 'legal', 'roles', 'roles', 'score', 'score']);
      expect(items.filter((i) => i.kind === 'score').every((i) => i.score !== null)).toBe(true);
      // a roles item asks about a finished auction: three passes end it
      expect(items.filter((i) => i.kind === 'roles').every((i) => / P P P$/.test(i.auction))).toBe(true);
      const answers: Record<string, Record<string, unknown>> = {
        evaluate: { h: 12, d: 1, hd: 13, qt: 2, hdr: 0 },
        legal: { index: null, code: null, contract: null, declarer: null },
        roles: { contract: '7N', declarer: 'N', leader: 'N', dummy: 'N' },
        score: { score: 420 },
      };
      for (const item of items) {
        const put = await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: item.id, answer: answers[item.kind], ms: 2000 });
        expect(put.status, item.kind).toBe(201);
        expect(put.body.grade.right).toBeTypeOf('boolean');
        // a leader who is also declarer is never right: the roles answer is graded, and wrong
        if (item.kind === 'roles') expect(put.body.grade).toMatchObject({ right: false, answer: '7N N, lead N, dummy N' });
      }
      // a roles answer of the wrong shape is refused with the field it lacks
      const roles = items.find((i) => i.kind === 'roles')!;
      const bad = await api.answer(set.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: roles.id, answer: { contract: '4S', declarer: 'N', leader: 'E' }, ms: 1 });
      expect(bad.status).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'answer-shape', params: { kind: 'roles', path: 'dummy' } });
      const view = (await api.view(set.code, ana.studentToken)).body;
      expect(view.answers).toHaveLength(8);
      // practice: the review of an answered roles item names its contract, declarer, leader and dummy, as stored
      const reviewed = (view.items as typeof items).find((i) => i.id === roles.id)!;
      expect(reviewed.review?.parts).toMatchObject({ kind: 'roles', contract: expect.stringMatching(/^[1-7][CDHSN]X{0,2}$/) });
      const p = reviewed.review!.parts as { declarer: string; leader: string; dummy: string };
      expect(new Set([p.declarer, p.leader, p.dummy]).size).toBe(3);
      const teacher = (await api.teacher(set.teacherToken)).body;
      expect(teacher.set.items.map((i: { kind: string }) => i.kind).sort()).toEqual(items.map((i) => i.kind).sort());
      for (const item of teacher.set.items) expect((await api.cell(set.teacherToken, teacher.results.students[0].id, item.id)).status).toBe(200);
      expect((await api.hands(set.teacherToken)).body.groups[0].items).toHaveLength(8);
      // only a call can be accepted besides the expected answer
      const score = teacher.set.items.find((i: { kind: string }) => i.kind === 'score');
      const refused = await api.accept(set.teacherToken, { id: score.id, call: '2C' });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('accept-not-call');
    });

    it('the review (expected answer and explanation, as stored): in practice once answered, in a test only once revealed', async () => {
      type Item = { id: string; kind: string; review?: { parts: unknown; explanation: { call: string; rule: string; explain: { key: string } } | null } };
      // practice: an item's review comes with the student's answer to it, and only that item's
      const practice = await topicSet();
      const ana = await joined(practice.code, 'Ana');
      const before = (await api.view(practice.code, ana.studentToken)).body.items as Item[];
      expect(before.every((i) => i.review === undefined)).toBe(true);
      expect((await api.answer(practice.code, crypto.randomUUID(), { studentToken: ana.studentToken, itemId: before[1].id, answer: { call: 'P' }, ms: 1 })).status).toBe(201);
      const after = (await api.view(practice.code, ana.studentToken)).body.items as Item[];
      expect(after.filter((i) => i.review !== undefined).map((i) => i.id)).toEqual([before[1].id]);
      const teacherItems = (await api.teacher(practice.teacherToken)).body.set.items as { id: string; expected: string; rule: string }[];
      const expected = teacherItems.find((i) => i.id === before[1].id)!;
      // the explanation stored with the item explains the stored expected call, by its rule, with its numbers
      expect(after[1].review).toMatchObject({ parts: null, explanation: { call: expected.expected, rule: expected.rule, explain: { key: `rules.${expected.rule}` } } });
      // another student of the same set sees no review before answering
      const bojan = await joined(practice.code, 'Bojan');
      expect(((await api.view(practice.code, bojan.studentToken)).body.items as Item[]).every((i) => i.review === undefined)).toBe(true);
      // nor does anyone without a student token: no item at all
      expect((await api.view(practice.code)).body.items).toEqual([]);
      // the teacher's square of the grid has the same review, and the answer as given
      const teacher = (await api.teacher(practice.teacherToken)).body;
      const anaId = teacher.results.students.find((s: { name: string }) => s.name === 'Ana').id;
      const cell = (await api.cell(practice.teacherToken, anaId, before[1].id)).body;
      expect(cell.review).toEqual(after[1].review);
      expect(cell.attempts[0]).toMatchObject({ answer: 'P', given: { call: 'P' } });

      // a test: no review before the reveal, answered or not, nor in the answer's reply; every item's once revealed
      const test = await topicSet({ mode: 'test', items: [{ topic: 'respond', count: 2 }, { topic: 'evaluate', count: 1 }, { topic: 'legal', count: 1 }, { topic: 'roles', count: 1 }, { topic: 'score', count: 1 }] });
      const cene = await joined(test.code, 'Cene');
      const asked = (await api.view(test.code, cene.studentToken)).body.items as Item[];
      const put = await api.answer(test.code, crypto.randomUUID(), { studentToken: cene.studentToken, itemId: asked[0].id, answer: { call: 'P' }, ms: 1 });
      expect(put.body).toEqual({ stored: 'created' });
      const hidden = await api.view(test.code, cene.studentToken);
      expect((hidden.body.items as Item[]).every((i) => i.review === undefined)).toBe(true);
      expect(hidden.text).not.toContain('"review"');
      expect(hidden.text).not.toContain('"explanation"');
      expect((await api.patch(test.teacherToken, { revealed: true })).status).toBe(200);
      const shown = (await api.view(test.code, cene.studentToken)).body.items as Item[];
      expect(shown.every((i) => i.review !== undefined)).toBe(true);
      for (const item of shown) {
        if (item.kind === 'call') expect(item.review?.explanation?.explain.key).toMatch(/^rules\./);
        else expect(item.review).toMatchObject({ parts: { kind: item.kind }, explanation: null });
      }
      // taken back: hidden again
      expect((await api.patch(test.teacherToken, { revealed: false })).status).toBe(200);
      expect(((await api.view(test.code, cene.studentToken)).body.items as Item[]).every((i) => i.review === undefined)).toBe(true);
    });

    it('every JSON reply of lib/set-api/responses.ts was seen above and matched its schema', () => {
      // the classes' and keys' replies are the class API suite's (class-api-suite.ts), the recovery's its own (recovery-api-suite.ts),
      // partnership practice's its own (pair-api-suite.ts)
      const all = Object.entries(SET_API_REPLIES)
        .filter(([route]) => !Object.hasOwn(CLASS_API_REPLIES, route) && !Object.hasOwn(RECOVERY_API_REPLIES, route) && !Object.hasOwn(PAIR_API_REPLIES, route) && !Object.hasOwn(PAIR_CLASS_API_REPLIES, route) && !Object.hasOwn(LIVE_API_REPLIES, route))
        .flatMap(([route, statuses]) => Object.keys(statuses).map((status) => `${route} ${status}`));
      expect(all.filter((reply) => !checked.has(reply))).toEqual([]);
    });
  });
}
