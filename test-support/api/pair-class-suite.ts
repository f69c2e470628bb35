// A class's partnership practice drawn from its roster, through its routes, in-process against a real database (as
// pair-api-suite.ts): a fresh SQLite file (pair-class-api.test.ts) and, with TEST_DATABASE_URL, PostgreSQL
// (pair-class-api-pg.test.ts). The class teacher pairs the class's students (or lets them pair with a code); each
// student finds their seat on the class's page and opens it on any device; a pair made with a code is joined once;
// a student removed from the class loses the seat's links while the partner keeps the practice. Every reply is
// checked against its schema (lib/set-api/pair-class-responses.ts, through SET_API_REPLIES).
// Example: pairClassSuite('SQLite', () => { process.env.DATA_DIR = mkdtempSync(…) }).

import { beforeAll, describe, expect, it } from 'vitest';
import { PAIR_CLASS_API_REPLIES } from '@/lib/set-api/pair-class-responses';
import { readReply, type SetApiRoute } from '@/lib/set-api/responses';
import { checkedRoutes, type Answered } from './route-request';

const ROUTES = {
  '/api/classes': () => import('@/app/api/classes/route'),
  '/api/classes/{code}': () => import('@/app/api/classes/[code]/route'),
  '/api/classes/{code}/students': () => import('@/app/api/classes/[code]/students/route'),
  '/api/classes/{code}/pairs/{groupId}': () => import('@/app/api/classes/[code]/pairs/[groupId]/route'),
  '/api/class-teacher/{token}': () => import('@/app/api/class-teacher/[token]/route'),
  '/api/class-teacher/{token}/pairs': () => import('@/app/api/class-teacher/[token]/pairs/route'),
  '/api/class-teacher/{token}/students/{studentId}': () => import('@/app/api/class-teacher/[token]/students/[studentId]/route'),
  '/api/pairs/{token}': () => import('@/app/api/pairs/[token]/route'),
  '/api/pairs/join': () => import('@/app/api/pairs/join/route'),
  '/api/pair-groups/{token}': () => import('@/app/api/pair-groups/[token]/route'),
} as const;
type RoutePath = keyof typeof ROUTES;

let counter = 0;

export function pairClassSuite(name: string, prepare: () => void | Promise<void>) {
  describe(`a class's partnership practice on ${name}`, () => {
    const routes = checkedRoutes(ROUTES, PAIR_CLASS_API_REPLIES, (named, status, body) => readReply(named as SetApiRoute, status, body));
    let address = '';

    beforeAll(async () => {
      await prepare();
      await routes.load();
    }, 60_000);

    async function call(route: RoutePath, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', params: Record<string, string>, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answered> {
      const answered = await routes.call(route, method, params, { ...options, query: '?locale=sr' }, address);
      expect(answered.cache, `${method} ${answered.path}`).toBe('private, no-store');
      return answered;
    }

    const student = (token: string) => ({ headers: { 'x-student-token': token } });
    const api = {
      createClass: (title: string) => call('/api/classes', 'POST', {}, { body: { title, locale: 'sr' } }),
      join: async (code: string, name: string) => {
        const joined = await call('/api/classes/{code}/students', 'POST', { code }, { body: { name } });
        expect(joined.status).toBe(201);
        return joined.body.studentToken as string;
      },
      classView: (code: string, token: string) => call('/api/classes/{code}', 'GET', { code }, student(token)),
      teacher: (token: string) => call('/api/class-teacher/{token}', 'GET', { token }),
      rename: (token: string, studentId: string, name: string) => call('/api/class-teacher/{token}/students/{studentId}', 'PATCH', { token, studentId }, { body: { name } }),
      remove: (token: string, studentId: string) => call('/api/class-teacher/{token}/students/{studentId}', 'DELETE', { token, studentId }),
      makePairs: (token: string, body: unknown) => call('/api/class-teacher/{token}/pairs', 'POST', { token }, { body: { locale: 'sr', count: 3, ...(body as object) } }),
      seat: (code: string, groupId: string, token: string, body: unknown) => call('/api/classes/{code}/pairs/{groupId}', 'POST', { code, groupId }, { body, ...student(token) }),
      practice: (token: string) => call('/api/pairs/{token}', 'GET', { token }),
      joinAlone: (code: string) => call('/api/pairs/join', 'POST', {}, { body: { code } }),
      group: (token: string) => call('/api/pair-groups/{token}', 'GET', { token }),
    };

    function freshAddress() {
      counter += 1;
      address = `198.51.100.${counter % 250}-${Date.now()}-${counter}`;
    }

    /** A class with these students: its code, teacher token, each student's token and id by name. */
    async function classWith(names: readonly string[]) {
      const made = (await api.createClass('Četvrtak, parovi')).body as { code: string; classToken: string };
      const tokens = new Map<string, string>();
      for (const name of names) tokens.set(name, await api.join(made.code, name));
      const roster = (await api.teacher(made.classToken)).body.students as { id: string; name: string }[];
      const ids = new Map(roster.map((s) => [s.name, s.id]));
      return { ...made, tokens, ids, token: (n: string) => tokens.get(n) ?? '', id: (n: string) => ids.get(n) ?? '' };
    }

    it('the teacher pairs the roster; each student opens their own seat from the class page, on two devices', async () => {
      freshAddress();
      const cls = await classWith(['Ana', 'Bojan', 'Cveta', 'Dragan', 'Ema']);
      const made = await api.makePairs(cls.classToken, { title: 'Parovi 1', side: 'EW', opponents: 'system', pairing: 'roster', pairs: [[cls.id('Ana'), cls.id('Bojan')], [cls.id('Cveta'), cls.id('Dragan')]] });
      expect(made.status).toBe(201);
      expect(made.body.pairs.map((p: { label: string }) => p.label)).toEqual(['Ana – Bojan', 'Cveta – Dragan']);
      expect(made.body.deals).toBe(3);

      // the class keeps the practice's teacher link; the teacher's view lists it
      const teacher = (await api.teacher(cls.classToken)).body;
      expect(teacher.pairs).toHaveLength(1);
      expect(teacher.pairs[0]).toMatchObject({ title: 'Parovi 1', deals: 3, pairs: 2, pairing: 'roster', side: 'EW', opponents: 'system', teacherToken: made.body.teacherToken });
      const groupId = teacher.pairs[0].id as string;

      // Ana (East, first of the side) sees her partner; Ema has no seat and cannot make one herself
      const anaView = (await api.classView(cls.code, cls.token('Ana'))).body;
      expect(anaView.pairs).toMatchObject([{ id: groupId, title: 'Parovi 1', mine: { seat: 'E', partner: 'Bojan', joinCode: null } }]);
      expect((await api.classView(cls.code, cls.token('Ema'))).body.pairs).toMatchObject([{ id: groupId, mine: null }]);
      expect(await api.seat(cls.code, groupId, cls.token('Ema'), { action: 'open' })).toMatchObject({ status: 409, body: { error: { code: 'pair-not-paired' } } });
      expect(await api.seat(cls.code, groupId, cls.token('Ema'), { action: 'start' })).toMatchObject({ status: 409, body: { error: { code: 'pair-paired-by-teacher' } } });

      // each opening is a link of its own for the same seat; both open it, with Bojan's hand unseen
      const phone = await api.seat(cls.code, groupId, cls.token('Ana'), { action: 'open' });
      const laptop = await api.seat(cls.code, groupId, cls.token('Ana'), { action: 'open' });
      expect(phone).toMatchObject({ status: 200, body: { seat: 'E', partner: 'Bojan', joinCode: null } });
      expect(laptop.body.token).not.toBe(phone.body.token);
      const [onPhone, onLaptop] = [await api.practice(phone.body.token), await api.practice(laptop.body.token)];
      expect(onPhone.body).toMatchObject({ seat: 'E', partner: 'W', title: 'Parovi 1' });
      expect(onLaptop.body.deals.map((d: { hand: string }) => d.hand)).toEqual(onPhone.body.deals.map((d: { hand: string }) => d.hand));
      const bojan = await api.seat(cls.code, groupId, cls.token('Bojan'), { action: 'open' });
      expect(bojan.body).toMatchObject({ seat: 'W', partner: 'Ana' });
      expect((await api.practice(bojan.body.token)).body.deals[0].hand).not.toBe(onPhone.body.deals[0].hand);
      // the teacher's links of the seats still open them too
      expect((await api.practice(made.body.pairs[0].seats[0].token)).body.seat).toBe('E');

      // a rename in the class renames the pair on the practice's teacher page
      expect((await api.rename(cls.classToken, cls.id('Bojan'), 'Bojana')).status).toBe(200);
      const renamed = (await api.group(made.body.teacherToken)).body;
      expect(renamed.pairs.map((p: { label: string }) => p.label)).toEqual(['Ana – Bojana', 'Cveta – Dragan']);
      // the practice's page names its class (its teacher's link back, where the browser keeps the class's token)
      expect(renamed.classCode).toBe(cls.code);
    });

    it('refuses pairs that are not the roster\'s: someone unknown, someone twice, none at all; a wrong class link', async () => {
      freshAddress();
      const cls = await classWith(['Ana', 'Bojan', 'Cveta']);
      const other = await classWith(['Ivan']);
      const refused = async (body: unknown) => (await api.makePairs(cls.classToken, body)).body.error;
      expect(await refused({ pairing: 'roster', pairs: [[cls.id('Ana'), other.id('Ivan')]] })).toMatchObject({ code: 'pair-student-unknown' });
      expect(await refused({ pairing: 'roster', pairs: [[cls.id('Ana'), cls.id('Bojan')], [cls.id('Cveta'), cls.id('Ana')]] })).toMatchObject({ code: 'pair-student-twice', message: expect.stringContaining('Ana') });
      expect(await refused({ pairing: 'roster', pairs: [] })).toMatchObject({ code: 'pair-roster-empty' });
      expect((await api.makePairs('C'.repeat(43), { pairing: 'code' })).status).toBe(404);
      expect((await api.teacher(cls.classToken)).body.pairs).toEqual([]);

      // a student of another class, another class's practice: not found
      const made = await api.makePairs(cls.classToken, { pairing: 'code' });
      const groupId = (await api.teacher(cls.classToken)).body.pairs[0].id as string;
      expect(made.body.pairs).toEqual([]);
      expect((await api.seat(cls.code, groupId, other.token('Ivan'), { action: 'start' })).status).toBe(404);
      const elsewhere = await api.seat(other.code, groupId, other.token('Ivan'), { action: 'start' });
      expect(elsewhere).toMatchObject({ status: 404, body: { error: { code: 'pair-group-not-found' } } });
    });

    it('students pair themselves with a code: one starts, the partner joins once, everyone bids the same deals', async () => {
      freshAddress();
      const cls = await classWith(['Ana', 'Bojan', 'Cveta', 'Dragan', 'Ema']);
      const made = await api.makePairs(cls.classToken, { pairing: 'code', count: 4 });
      expect(made).toMatchObject({ status: 201, body: { pairs: [], deals: 4 } });
      const groupId = (await api.teacher(cls.classToken)).body.pairs[0].id as string;
      expect(await api.seat(cls.code, groupId, cls.token('Ana'), { action: 'open' })).toMatchObject({ status: 409, body: { error: { code: 'pair-no-seat-yet' } } });

      const started = await api.seat(cls.code, groupId, cls.token('Ana'), { action: 'start' });
      expect(started).toMatchObject({ status: 201, body: { seat: 'N', partner: null } });
      const code = started.body.joinCode as string;
      expect((await api.classView(cls.code, cls.token('Ana'))).body.pairs[0].mine).toEqual({ seat: 'N', partner: null, joinCode: code });
      expect(await api.seat(cls.code, groupId, cls.token('Ana'), { action: 'start' })).toMatchObject({ status: 409, body: { error: { code: 'pair-seat-held' } } });
      expect(await api.seat(cls.code, groupId, cls.token('Ana'), { action: 'join', code })).toMatchObject({ status: 409, body: { error: { code: 'pair-seat-held' } } });
      // a class's code is not a code of a practice made alone
      expect((await api.joinAlone(code)).status).toBe(404);

      // Bojan and Cveta give the code at once: one gets the seat, the other is told the code is used
      const [bojan, cveta] = await Promise.all([
        api.seat(cls.code, groupId, cls.token('Bojan'), { action: 'join', code: code.toLowerCase() }),
        api.seat(cls.code, groupId, cls.token('Cveta'), { action: 'join', code }),
      ]);
      expect([bojan.status, cveta.status].sort()).toEqual([200, 404]);
      const [winner, loser] = bojan.status === 200 ? ['Bojan', 'Cveta'] : ['Cveta', 'Bojan'];
      expect((bojan.status === 200 ? bojan : cveta).body).toMatchObject({ seat: 'S', partner: 'Ana', joinCode: null });
      expect((bojan.status === 200 ? cveta : bojan).body.error.code).toBe('pair-code-not-found');
      expect((await api.classView(cls.code, cls.token('Ana'))).body.pairs[0].mine).toEqual({ seat: 'N', partner: winner, joinCode: null });

      // the other starts a pair of their own and Dragan joins it; Ema's made-up code opens nothing
      const second = await api.seat(cls.code, groupId, cls.token(loser), { action: 'start' });
      expect((await api.seat(cls.code, groupId, cls.token('Dragan'), { action: 'join', code: second.body.joinCode })).status).toBe(200);
      expect((await api.seat(cls.code, groupId, cls.token('Ema'), { action: 'join', code: 'K7M2Q9XD' })).status).toBe(404);
      expect((await api.seat(cls.code, groupId, cls.token('Ema'), { action: 'join', code: 'no such code!' })).status).toBe(404);

      const group = (await api.group(made.body.teacherToken)).body;
      expect(group.pairs.map((p: { label: string }) => p.label)).toEqual([`Ana – ${winner}`, `${loser} – Dragan`]);
      expect(group.pairs[1].deals.map((d: { deal: string }) => d.deal)).toEqual(group.pairs[0].deals.map((d: { deal: string }) => d.deal));
      expect((await api.teacher(cls.classToken)).body.pairs[0]).toMatchObject({ pairs: 2, deals: 4, pairing: 'code' });
    });

    it('a student removed from the class loses the seat\'s links; the partner keeps the practice', async () => {
      freshAddress();
      const cls = await classWith(['Ana', 'Bojan']);
      await api.makePairs(cls.classToken, { pairing: 'roster', pairs: [[cls.id('Ana'), cls.id('Bojan')]] });
      const groupId = (await api.teacher(cls.classToken)).body.pairs[0].id as string;
      const ana = (await api.seat(cls.code, groupId, cls.token('Ana'), { action: 'open' })).body.token as string;
      const bojan = (await api.seat(cls.code, groupId, cls.token('Bojan'), { action: 'open' })).body.token as string;
      expect((await api.remove(cls.classToken, cls.id('Bojan'))).status).toBe(204);
      expect((await api.practice(bojan)).status).toBe(404);
      expect((await api.practice(ana)).status).toBe(200);
      expect((await api.classView(cls.code, cls.token('Ana'))).body.pairs[0].mine).toEqual({ seat: 'N', partner: null, joinCode: null });
    });

    it('every reply of lib/set-api/pair-class-responses.ts was seen above and matched its schema', () => {
      expect(routes.unseen()).toEqual([]);
    });
  });
}
