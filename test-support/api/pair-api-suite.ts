// Partnership practice through its routes, in-process against a real database (as class-api-suite.ts): a fresh SQLite
// file (pair-api.test.ts) and, with TEST_DATABASE_URL, PostgreSQL (pair-api-pg.test.ts). Two seats' links bid deals to
// the end: turn order, a call's device id and its resends, two presses for one turn at once, a seat calling out of
// turn, an outsider's token; and before a deal ends, no reply carries any of the other three hands. Every reply is
// checked against its schema (lib/set-api/pair-responses.ts, through SET_API_REPLIES).
// Example: pairApiSuite('SQLite', () => { process.env.DATA_DIR = mkdtempSync(…) }).

import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { advise } from '@/lib/bidder';
import { makeCall, parseCall } from '@/lib/bridge/call';
import { handOf, parseDeal } from '@/lib/bridge/deal';
import { makeHand } from '@/lib/bridge/hand';
import { SEATS, type Call, type Seat } from '@/lib/bridge/types';
import { makePbnFile, parsePbnFile } from '@/lib/bridge/pbn/file';
import { pairDd } from '@/lib/pairs/pair-dd';
import { lessonPairDeals, pairDeals } from '@/lib/pairs/pair-deals';
import { LESSONS, lessonFile } from '@/lib/lessons/catalogue';
import { readFileSync } from 'node:fs';
import { ddTables } from '@/server/dd-solver';
import type { PairDeal } from '@/lib/pairs/pair-types';
import { PAIR_API_REPLIES, type PairDealView } from '@/lib/set-api/pair-responses';
import { readReply, type SetApiRoute } from '@/lib/set-api/responses';
import { throughRoute, type RouteModule } from './route-request';

const ROUTES = {
  '/api/pairs': () => import('@/app/api/pairs/route'),
  '/api/pairs/join': () => import('@/app/api/pairs/join/route'),
  '/api/pairs/{token}': () => import('@/app/api/pairs/[token]/route'),
  '/api/pairs/{token}/calls/{callId}': () => import('@/app/api/pairs/[token]/calls/[callId]/route'),
  '/api/pairs/{token}/notes/{deal}': () => import('@/app/api/pairs/[token]/notes/[deal]/route'),
  '/api/pair-groups': () => import('@/app/api/pair-groups/route'),
  '/api/pair-groups/{token}': () => import('@/app/api/pair-groups/[token]/route'),
  '/api/pair-groups/{token}/results.csv': () => import('@/app/api/pair-groups/[token]/results.csv/route'),
  '/api/pair-groups/{token}/deals.pbn': () => import('@/app/api/pair-groups/[token]/deals.pbn/route'),
} as const;
/** The downloads: files, not JSON (their refusals are JSON). */
const FILES: ReadonlySet<RoutePath> = new Set(['/api/pair-groups/{token}/results.csv', '/api/pair-groups/{token}/deals.pbn']);
type RoutePath = keyof typeof ROUTES;

interface Answered {
  readonly status: number;
  readonly text: string;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let counter = 0;

/** The system's call for `seat` on a deal after `calls` (what a partner who follows the system calls). */
function systemCall(deal: PairDeal, seat: Seat, calls: readonly string[]): string {
  const read = parseDeal(deal.deal);
  if (!read.ok) throw new Error('deal');
  const made = calls.map((c) => (parseCall(c) as { ok: true; value: Call }).value);
  return makeCall(advise({ hand: handOf(read.value, seat), auction: { dealer: deal.dealer, calls: made }, vul: deal.vul }).call);
}

export function pairApiSuite(name: string, prepare: () => void | Promise<void>) {
  describe(`partnership practice on ${name}`, () => {
    const modules = new Map<RoutePath, RouteModule>();
    const checked = new Set<string>();
    let address = '';

    beforeAll(async () => {
      await prepare();
      for (const [path, load] of Object.entries(ROUTES)) modules.set(path as RoutePath, (await load()) as RouteModule);
    }, 60_000);

    async function call(route: RoutePath, method: keyof RouteModule, params: Record<string, string>, body?: unknown): Promise<Answered> {
      if (FILES.has(route)) {
        const handler = modules.get(route)?.[method];
        if (!handler) throw new Error(`${route} has no ${method}`);
        const path = route.replace(/\{(\w+)\}/g, (_, key: string) => params[key]);
        const response = await handler(new NextRequest(`http://localhost${path}`, { method, headers: { 'x-forwarded-for': address } }), { params: Promise.resolve(params) });
        const text = await response.text();
        expect(response.headers.get('cache-control'), `${method} ${path}`).toBe('private, no-store');
        return { status: response.status, text, body: response.status >= 400 ? JSON.parse(text) : null };
      }
      const { response, path, text, body: read } = await throughRoute(modules, route, method, params, { body, query: '?locale=sr' }, address);
      expect(response.headers.get('cache-control'), `${method} ${path}`).toBe('private, no-store');
      const named = `${method} ${route}`;
      const shaped = readReply(named as SetApiRoute, response.status, read);
      if (!shaped.ok) throw new Error(`${shaped.error}\n${text.slice(0, 1500)}`);
      if (response.status < 400) checked.add(`${named} ${response.status}`);
      return { status: response.status, text, body: read };
    }

    const api = {
      create: (body: unknown) => call('/api/pairs', 'POST', {}, body),
      join: (code: string) => call('/api/pairs/join', 'POST', {}, { code }),
      view: (token: string) => call('/api/pairs/{token}', 'GET', { token }),
      call: (token: string, callId: string, body: unknown) => call('/api/pairs/{token}/calls/{callId}', 'PUT', { token, callId }, body),
      note: (token: string, deal: string, text: string) => call('/api/pairs/{token}/notes/{deal}', 'PUT', { token, deal }, { text }),
      group: (body: unknown) => call('/api/pair-groups', 'POST', {}, body),
      groupView: (token: string) => call('/api/pair-groups/{token}', 'GET', { token }),
      groupCsv: (token: string) => call('/api/pair-groups/{token}/results.csv', 'GET', { token }),
      groupPbn: (token: string) => call('/api/pair-groups/{token}/deals.pbn', 'GET', { token }),
    };

    /** A new practice from a fresh address, with its tokens by seat and the deals the server made (the same seed here). */
    async function practice(extra: Record<string, unknown> = {}) {
      counter += 1;
      address = `203.0.113.${counter % 250}-${Date.now()}-${counter}`;
      const body = { locale: 'sr', count: 3, seed: 40 + counter, ...extra };
      const created = await api.create(body);
      expect(created.status).toBe(201);
      const tokens = Object.fromEntries((created.body.seats as { seat: Seat; token: string }[]).map((s) => [s.seat, s.token])) as Record<Seat, string>;
      const side = (extra.side as 'NS' | 'EW' | undefined) ?? 'NS';
      const topics = (extra.topics as string[] | undefined) ?? [];
      const deals = pairDeals(topics.length === 0 ? { source: 'random' } : { source: 'rules', topics: topics as never }, body.seed, body.count, side);
      return { tokens, deals, created: created.body };
    }

    /** The pair bids deal `index` to its end, each seat the system's call, resending nothing. Gives the last reply's deal. */
    async function bidOut(tokens: Record<Seat, string>, deals: readonly PairDeal[], index: number): Promise<PairDealView> {
      let view: PairDealView = (await api.view(Object.values(tokens)[0])).body.deals[index];
      while (view.state !== 'ended') {
        const calls = view.calls.map((c) => c.call);
        const seat = SEATS[(SEATS.indexOf(deals[index].dealer) + calls.length) % 4];
        const put = await api.call(tokens[seat], crypto.randomUUID(), { deal: index, turn: calls.length, call: systemCall(deals[index], seat, calls) });
        expect(put.status, JSON.stringify(put.body)).toBe(201);
        view = put.body.deal;
      }
      return view;
    }

    it('makes two links, each seat sees its own hand and whose turn it is, and the opponents are silent unless asked', async () => {
      const { tokens, deals, created } = await practice();
      expect(created.seats.map((s: { seat: Seat }) => s.seat)).toEqual(['N', 'S']);
      expect(created.deals).toBe(3);
      const north = (await api.view(tokens.N)).body;
      expect(north).toMatchObject({ seat: 'N', partner: 'S', side: 'NS', opponents: 'silent', locale: 'sr' });
      expect(Date.parse(north.keptUntil) - Date.now()).toBeGreaterThan(59 * 24 * 3600 * 1000);
      // board 1: North deals and calls; board 2: East (silent) passed, South is to call; board 3: South deals
      expect(north.deals.map((d: PairDealView) => [d.board, d.dealer, d.state, d.calls.map((c) => `${c.seat}:${c.call}:${c.by}`)])).toEqual([
        [1, 'N', 'your-turn', []], [2, 'E', 'partner-turn', ['E:P:system']], [3, 'S', 'partner-turn', []],
      ]);
      expect(north.yourTurn).toBe(1);
      const read = parseDeal(deals[0].deal);
      if (!read.ok) throw new Error('deal');
      expect(north.deals[0].hand).toBe(makeHand(handOf(read.value, 'N')));
      expect((await api.view(tokens.S)).body.deals[0].hand).toBe(makeHand(handOf(read.value, 'S')));
      // the opponents bid by the system: East–West hold the pair's seats, North's call comes first
      const other = await practice({ side: 'EW', opponents: 'system' });
      const east = (await api.view(other.tokens.E)).body;
      expect(east.deals[0].calls).toHaveLength(1);
      expect(east.deals[0].calls[0]).toMatchObject({ seat: 'N', by: 'system', call: systemCall(other.deals[0], 'N', []) });
    });

    it('takes a call only in its seat\'s turn, for the turn the device saw; a resend is the same call; an outsider is not found', async () => {
      const { tokens, deals } = await practice();
      const first = systemCall(deals[0], 'N', []);
      // South out of turn, North for a turn already gone, an illegal call, no call, no deal
      expect(await api.call(tokens.S, crypto.randomUUID(), { deal: 0, turn: 0, call: 'P' })).toMatchObject({ status: 409, body: { error: { code: 'pair-not-your-seat' } } });
      expect(await api.call(tokens.N, crypto.randomUUID(), { deal: 0, turn: 1, call: 'P' })).toMatchObject({ status: 409, body: { error: { code: 'pair-turn-taken' } } });
      expect(await api.call(tokens.N, crypto.randomUUID(), { deal: 0, turn: 0, call: 'X' })).toMatchObject({ status: 400, body: { error: { code: 'pair-illegal-call' } } });
      expect(await api.call(tokens.N, crypto.randomUUID(), { deal: 0, turn: 0, call: '8Z' })).toMatchObject({ status: 400, body: { error: { code: 'pair-unknown-call' } } });
      expect((await api.call(tokens.N, crypto.randomUUID(), { deal: 7, turn: 0, call: 'P' })).status).toBe(400);
      // the call, and its resend: stored once
      const id = crypto.randomUUID();
      const put = await api.call(tokens.N, id, { deal: 0, turn: 0, call: first.toLowerCase() });
      expect(put).toMatchObject({ status: 201, body: { stored: 'created' } });
      expect(put.body.deal.calls[0]).toEqual({ seat: 'N', call: first, by: 'pair' });
      const again = await api.call(tokens.N, id, { deal: 0, turn: 0, call: first });
      expect(again).toMatchObject({ status: 200, body: { stored: 'repeat' } });
      expect(again.body.deal.calls).toEqual(put.body.deal.calls);
      // the same id for another call is refused
      expect(await api.call(tokens.N, id, { deal: 0, turn: 0, call: first === 'P' ? '1C' : 'P' })).toMatchObject({ status: 409, body: { error: { code: 'answer-id-taken' } } });
      // now South's turn (silent East passed)
      const south = (await api.view(tokens.S)).body.deals[0];
      expect(south.state).toBe('your-turn');
      expect(south.calls.map((c: { seat: Seat }) => c.seat)).toEqual(['N', 'E']);
      // an outsider's token, and one of the wrong shape
      expect((await api.view('A'.repeat(32))).status).toBe(404);
      expect((await api.view('not a token')).status).toBe(404);
      expect((await api.call('B'.repeat(32), crypto.randomUUID(), { deal: 0, turn: 2, call: 'P' })).status).toBe(404);
      expect((await api.call(tokens.S, 'x', { deal: 0, turn: 2, call: 'P' })).status).toBe(400);
    });

    it('two presses for one turn at once: one call is stored, the other is told the turn was taken', async () => {
      const { tokens, deals } = await practice();
      const first = systemCall(deals[0], 'N', []);
      const [a, b] = await Promise.all([
        api.call(tokens.N, crypto.randomUUID(), { deal: 0, turn: 0, call: first }),
        api.call(tokens.N, crypto.randomUUID(), { deal: 0, turn: 0, call: first }),
      ]);
      expect([a.status, b.status].sort()).toEqual([201, 409]);
      expect([a, b].find((r) => r.status === 409)!.body.error.code).toBe('pair-turn-taken');
      const view = (await api.view(tokens.N)).body.deals[0];
      expect(view.calls.filter((c: { by: string }) => c.by === 'pair')).toHaveLength(1);
    });

    it('a deal bid to its end: the four hands, each call graded against the system\'s, the mark; notes only then', async () => {
      const { tokens, deals } = await practice({ opponents: 'system' });
      expect(await api.note(tokens.N, '0', 'rano')).toMatchObject({ status: 409, body: { error: { code: 'pair-note-too-early' } } });
      const ended = await bidOut(tokens, deals, 0);
      expect(ended.deal).toBe(deals[0].deal);
      expect(ended.review).not.toBeNull();
      expect(ended.review!.mark).toBe(10);
      expect(ended.review!.turns.every((t) => t.right)).toBe(true);
      expect(ended.review!.contract).toBe(ended.review!.system.contract);
      // played double-dummy once the solver's process has answered (when this machine has no solver, never)
      const tables = await ddTables([deals[0].deal]);
      if (tables === null) {
        expect((await api.view(tokens.N)).body.deals[0].dd).toBeNull();
      } else {
        const expected = pairDd(tables[0], deals[0], 'NS', ended.review!);
        if (!expected.ok) throw new Error(JSON.stringify(expected.error));
        await expect.poll(async () => (await api.view(tokens.N)).body.deals[0].dd, { timeout: 30_000, interval: 200 }).toEqual(expected.value);
        // the pair bid as the system does: the same contract, the same score
        expect(expected.value.imps).toBe(0);
      }
      // a note for partner, read by partner (and written over)
      expect((await api.note(tokens.N, '0', 'Dobro smo licitirali.')).body.notes).toEqual({ mine: 'Dobro smo licitirali.', partner: null });
      expect((await api.view(tokens.S)).body.deals[0].notes).toEqual({ mine: null, partner: 'Dobro smo licitirali.' });
      expect((await api.note(tokens.S, '9', 'x')).status).toBe(400);
      // no more calls on it
      expect((await api.call(tokens.N, crypto.randomUUID(), { deal: 0, turn: ended.calls.length, call: 'P' })).body.error.code).toBe('pair-auction-ended');
    });

    it('a partner who leaves the system is graded wrong there, with the system\'s call and rule', async () => {
      const { tokens, deals } = await practice();
      // North passes whatever it holds; South then follows the system
      const view = (await api.view(tokens.N)).body.deals[0] as PairDealView;
      const pass = await api.call(tokens.N, crypto.randomUUID(), { deal: 0, turn: view.calls.length, call: 'P' });
      expect(pass.status).toBe(201);
      const ended = await bidOut(tokens, deals, 0);
      const northTurn = ended.review!.turns[0];
      expect(northTurn).toMatchObject({ seat: 'N', given: 'P', right: northTurn.expected.call === 'P' });
      expect(ended.review!.mark).toBeLessThanOrEqual(10);
    });

    it('no reply shows the other three hands before a deal\'s auction has ended', async () => {
      const { tokens, deals } = await practice({ opponents: 'system', topics: ['rebid'] });
      const hands = deals.map((d) => {
        const read = parseDeal(d.deal);
        if (!read.ok) throw new Error('deal');
        return Object.fromEntries(SEATS.map((s) => [s, makeHand(handOf(read.value, s))])) as Record<Seat, string>;
      });
      const others = (seat: Seat, k: number) => SEATS.filter((s) => s !== seat).map((s) => hands[k][s]);
      // every reply while deal 1 is being bid, by both seats: the view, each call's reply, refusals
      for (;;) {
        for (const seat of ['N', 'S'] as const) {
          const view = await api.view(tokens[seat]);
          for (const [k, deal] of (view.body.deals as PairDealView[]).entries()) {
            if (deal.state === 'ended') continue;
            for (const hand of others(seat, k)) expect(JSON.stringify(deal)).not.toContain(hand);
            expect(deal.deal).toBeNull();
          }
        }
        const current = (await api.view(tokens.N)).body.deals[1] as PairDealView;
        if (current.state === 'ended') break;
        const calls = current.calls.map((c) => c.call);
        const seat = SEATS[(SEATS.indexOf(deals[1].dealer) + calls.length) % 4];
        const wrong = await api.call(tokens[seat === 'N' ? 'S' : 'N'], crypto.randomUUID(), { deal: 1, turn: calls.length, call: 'P' });
        expect(wrong.status).toBe(409);
        const put = await api.call(tokens[seat], crypto.randomUUID(), { deal: 1, turn: calls.length, call: systemCall(deals[1], seat, calls) });
        const after = put.body.deal as PairDealView;
        if (after.state !== 'ended') for (const hand of others(seat, 1)) expect(put.text).not.toContain(hand);
        for (const text of [wrong.text]) for (const hand of SEATS.map((s) => hands[1][s])) expect(text).not.toContain(hand);
      }
      // and once it has ended, both see all four
      expect((await api.view(tokens.S)).body.deals[1].deal).toBe(deals[1].deal);
    });

    it('deals from a PBN file: its boards in order with their dealer and vulnerability; none or too many is refused', async () => {
      const boards = pairDeals({ source: 'random' }, 501, 3, 'NS').map((d, k) => {
        const read = parseDeal(d.deal);
        if (!read.ok) throw new Error('deal');
        return { board: 11 + k, dealer: d.dealer, vul: d.vul, deal: read.value, players: {}, otherTags: [], comments: [] };
      });
      const { created, tokens } = await practice({ pbn: makePbnFile(boards) });
      expect(created.deals).toBe(3);
      const north = (await api.view(tokens.N)).body;
      // board 11 of the 16-board cycle: dealer South, East–West vulnerable — unless the file's tags say otherwise
      expect(north.deals.map((d: PairDealView) => [d.board, d.dealer, d.vul])).toEqual(boards.map((b) => [b.board, b.dealer, b.vul]));
      expect(north.deals[0].hand).toBe(makeHand(handOf(boards[0].deal, 'N')));
      expect((await api.create({ locale: 'sr', count: 3, pbn: '[Event "x"]\n' })).body.error.code).toBe('pbn-no-boards');
      const many = makePbnFile(Array.from({ length: 25 }, (_, k) => ({ ...boards[0], board: k + 1 })));
      expect((await api.create({ locale: 'sr', count: 3, pbn: many })).body.error).toMatchObject({ code: 'pbn-too-many-boards', params: { max: 24 } });
    });

    it('a lesson\'s whole deals: the deals of its text, in its order; an unknown lesson is refused', async () => {
      const lesson = LESSONS.find((l) => l.slug === 'opener-rebid')!;
      const expected = lessonPairDeals(readFileSync(`content/sr/${lessonFile(lesson)}.mdx`, 'utf8'));
      expect(expected.length).toBeGreaterThanOrEqual(2);
      const { tokens, created } = await practice({ lesson: lesson.slug });
      expect(created.deals).toBe(expected.length);
      const north = (await api.view(tokens.N)).body;
      expect(north.deals.map((d: PairDealView) => [d.dealer, d.vul])).toEqual(expected.map((d) => [d.dealer, d.vul]));
      const read = parseDeal(expected[0].deal);
      if (!read.ok) throw new Error('deal');
      expect(north.deals[0].hand).toBe(makeHand(handOf(read.value, 'N')));
      expect((await api.create({ locale: 'sr', count: 3, lesson: 'no-such-lesson' })).body.error).toMatchObject({ code: 'pair-no-lesson-deals', params: { lesson: 'no-such-lesson' } });
      // a lesson without whole deals
      expect((await api.create({ locale: 'lv', count: 3, lesson: 'cards-and-tricks' })).body.error.code).toBe('pair-no-lesson-deals');
    });

    it('a partner joins with a code, once: the maker holds the first seat, the code gives the other and is used up', async () => {
      const { created, deals } = await practice({ join: true });
      expect(created.seats.map((s: { seat: Seat }) => s.seat)).toEqual(['N']);
      expect(created.joinCode).toMatch(/^[0-9A-Z]{8}$/);
      const north = created.seats[0].token as string;
      // before the partner joins, North bids; South's turn waits
      const first = systemCall(deals[0], 'N', []);
      expect((await api.call(north, crypto.randomUUID(), { deal: 0, turn: 0, call: first })).status).toBe(201);
      const joined = await api.join((created.joinCode as string).toLowerCase());
      expect(joined).toMatchObject({ status: 200, body: { seat: 'S' } });
      const south = (await api.view(joined.body.token)).body;
      expect(south).toMatchObject({ seat: 'S', partner: 'N' });
      expect(south.deals[0].state).toBe('your-turn');
      // the code serves once; another code, or one of the wrong shape, opens nothing
      expect(await api.join(created.joinCode)).toMatchObject({ status: 404, body: { error: { code: 'pair-code-not-found' } } });
      expect((await api.join('ZZZZZZZZ')).status).toBe(404);
      expect((await api.join('not a code!')).status).toBe(404);
    });

    it('a class\'s practice: pairs on the same deals, one teacher link with every pair\'s marks, the rules left, CSV and PBN', async () => {
      counter += 1;
      address = `203.0.113.${counter % 250}-${Date.now()}-${counter}`;
      const seed = 77;
      const made = await api.group({ locale: 'sr', count: 2, seed, opponents: 'system', pairs: ['Ana – Bojan', 'Cene – Dara'] });
      expect(made.status).toBe(201);
      const { teacherToken, pairs } = made.body as { teacherToken: string; pairs: { label: string; seats: { seat: Seat; token: string }[] }[] };
      expect(pairs.map((p) => p.label)).toEqual(['Ana – Bojan', 'Cene – Dara']);
      const deals = pairDeals({ source: 'random' }, seed, 2, 'NS');
      const tokensOf = (k: number) => Object.fromEntries(pairs[k].seats.map((s) => [s.seat, s.token])) as Record<Seat, string>;
      // the same deals for both pairs, each pair its own auction
      for (const k of [0, 1]) expect((await api.view(tokensOf(k).N)).body.deals[0].hand).toBe((await api.view(tokensOf(0).N)).body.deals[0].hand);
      // before any deal ends: no rules, no marks
      const before = (await api.groupView(teacherToken)).body;
      expect(before.pairs.map((p: { mean: number | null }) => p.mean)).toEqual([null, null]);
      expect(before.rules).toEqual([]);
      expect(before.pairs[0].deals[0].deal).toBe(deals[0].deal);
      // the first pair follows the system on both deals; the second passes throughout on the first
      await bidOut(tokensOf(0), deals, 0);
      await bidOut(tokensOf(0), deals, 1);
      const second = tokensOf(1);
      for (let deal = (await api.view(second.N)).body.deals[0] as PairDealView; deal.state !== 'ended';) {
        const seat = SEATS[(SEATS.indexOf(deals[0].dealer) + deal.calls.length) % 4];
        deal = (await api.call(second[seat], crypto.randomUUID(), { deal: 0, turn: deal.calls.length, call: 'P' })).body.deal;
      }
      const view = (await api.groupView(teacherToken)).body;
      // a practice of typed names belongs to no class
      expect(view.classCode).toBeNull();
      expect(view.pairs.map((p: { label: string; mean: number | null }) => [p.label, p.mean])).toEqual([['Ana – Bojan', 10], ['Cene – Dara', view.pairs[1].deals[0].review.mark]]);
      expect(view.pairs[1].deals[1].ended).toBe(false);
      // where the pairs left the system: the second pair's wrong passes, counted by the system's rule there
      const wrong = view.pairs[1].deals[0].review.turns.filter((t: { right: boolean }) => !t.right).length;
      expect(view.rules.reduce((n: number, r: { wrong: number }) => n + r.wrong, 0)).toBe(wrong);
      // the files
      const csv = await api.groupCsv(teacherToken);
      expect(csv.status).toBe(200);
      expect(csv.text.split('\n').filter((l) => l.trim() !== '')).toHaveLength(1 + 2 * 2);
      expect(csv.text).toContain('Ana – Bojan');
      const pbn = await api.groupPbn(teacherToken);
      expect(pbn.status).toBe(200);
      const games = parsePbnFile(pbn.text);
      if (!games.ok) throw new Error(JSON.stringify(games.error));
      expect(games.value).toHaveLength(4);
      expect(games.value[0].auction?.calls.map((c) => makeCall(c))).toEqual(view.pairs[0].deals[0].calls.map((c: { call: string }) => c.call));
      // an outsider's token
      expect((await api.groupView('C'.repeat(43))).status).toBe(404);
      expect((await api.groupCsv('C'.repeat(43))).status).toBe(404);
    });

    it('every reply of lib/set-api/pair-responses.ts was seen above and matched its schema', () => {
      const all = Object.entries(PAIR_API_REPLIES).flatMap(([route, statuses]) => Object.keys(statuses).map((status) => `${route} ${status}`));
      expect(all.filter((reply) => !checked.has(reply))).toEqual([]);
    });
  });
}
