// The join gate and the code-scan block through the routes (issue 37 §1), on a real database: SQLite
// (join-gate-api.test.ts) and PostgreSQL (join-gate-api-pg.test.ts). Each request names its own client address in
// X-Forwarded-For (as `next start` leaves it when no proxy is trusted: server/rate-limit.ts clientAddress), and every
// reply is checked against its route's schema. The PIN's day cap is the environment's WRONG_PINS_PER_PIN_DAY, which
// the files set small (JOIN_GATE_TEST_DAY_CAP) so that no test sends a thousand requests; the other limits are the
// defaults of server/config.ts.
// Example: joinGateSuite('SQLite', () => { process.env.DATA_DIR = mkdtempSync(…) }).

import { NextRequest } from 'next/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { formatIssue } from '@/lib/i18n/translate';
import { readError, readReply, type SetApiRoute } from '@/lib/set-api/responses';
import { MISSES_PER_10_MIN } from '@/server/code-lookups';

/** The PIN's day cap the test files give the server (WRONG_PINS_PER_PIN_DAY), above one address's 10 wrong PINs. */
export const JOIN_GATE_TEST_DAY_CAP = 12;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route names its own params
type Handler = (request: NextRequest, context: { params: Promise<any> }) => Promise<Response>;
type RouteModule = Partial<Record<'GET' | 'POST' | 'PATCH', Handler>>;

const ROUTES = {
  '/api/classes': () => import('@/app/api/classes/route'),
  '/api/classes/{code}': () => import('@/app/api/classes/[code]/route'),
  '/api/classes/{code}/students': () => import('@/app/api/classes/[code]/students/route'),
  '/api/classes/{code}/resume': () => import('@/app/api/classes/[code]/resume/route'),
  '/api/class-teacher/{token}': () => import('@/app/api/class-teacher/[token]/route'),
  '/api/sets': () => import('@/app/api/sets/route'),
  '/api/sets/{code}': () => import('@/app/api/sets/[code]/route'),
  '/api/sets/{code}/students': () => import('@/app/api/sets/[code]/students/route'),
  '/api/sets/{code}/resume': () => import('@/app/api/sets/[code]/resume/route'),
  '/api/teacher/{token}': () => import('@/app/api/teacher/[token]/route'),
} as const;
type RoutePath = keyof typeof ROUTES;

interface Answered {
  readonly status: number;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  readonly retryAfter: string | null;
}

/** What a class or a set on its own looks like to these tests: its code, its teacher's secret, how to join and resume. */
interface Target {
  readonly kind: 'class' | 'set';
  readonly code: string;
  readonly secret: string;
}

let counter = 0;

export function joinGateSuite(name: string, prepare: () => void | Promise<void>) {
  describe(`the join gate and the code-scan block on ${name}`, () => {
    const modules = new Map<RoutePath, RouteModule>();

    beforeAll(async () => {
      process.env.WRONG_PINS_PER_PIN_DAY = String(JOIN_GATE_TEST_DAY_CAP);
      await prepare();
      for (const [path, load] of Object.entries(ROUTES)) modules.set(path as RoutePath, (await load()) as RouteModule);
    }, 60_000);

    /** One request from `address` through its route handler; the reply checked against its route's schema or the error body's. */
    async function call(address: string, route: RoutePath, method: keyof RouteModule, params: Record<string, string>, body?: unknown): Promise<Answered> {
      const handler = modules.get(route)?.[method];
      if (!handler) throw new Error(`${route} has no ${method}`);
      const path = route.replace(/\{(\w+)\}/g, (_, key: string) => params[key]);
      const init: RequestInit = { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': address } };
      if (body !== undefined) init.body = JSON.stringify(body);
      const response = await handler(new NextRequest(`http://localhost${path}?locale=en`, init as ConstructorParameters<typeof NextRequest>[1]), { params: Promise.resolve(params) });
      const text = await response.text();
      const parsed: unknown = text ? JSON.parse(text) : null;
      const read = response.status >= 400 ? readError(parsed) : readReply(`${method} ${route}` as SetApiRoute, response.status, parsed);
      if (!read.ok) throw new Error(`${method} ${path} → ${response.status}: ${read.error}\n${text.slice(0, 800)}`);
      return { status: response.status, body: parsed, retryAfter: response.headers.get('retry-after') };
    }

    /** A fresh address per use: no test's counters meet another's. */
    function address(): string {
      counter += 1;
      return `192.0.2.${counter % 250}-${Date.now()}-${counter}`;
    }

    const teacher = address();
    const api = {
      join: (from: string, t: Target, name: string, pin?: string) =>
        call(from, t.kind === 'class' ? '/api/classes/{code}/students' : '/api/sets/{code}/students', 'POST', { code: t.code }, { name, ...(pin === undefined ? {} : { pin }) }),
      resume: (from: string, t: Target, resumeCode: string) =>
        call(from, t.kind === 'class' ? '/api/classes/{code}/resume' : '/api/sets/{code}/resume', 'POST', { code: t.code }, { resumeCode }),
      view: (from: string, t: Target) => call(from, t.kind === 'class' ? '/api/classes/{code}' : '/api/sets/{code}', 'GET', { code: t.code }),
      /** The teacher's view (the class's, or the set's GET) and its PATCH. */
      teacherView: (t: Target) => call(teacher, t.kind === 'class' ? '/api/class-teacher/{token}' : '/api/teacher/{token}', 'GET', { token: t.secret }),
      patch: (t: Target, body: unknown) => call(teacher, t.kind === 'class' ? '/api/class-teacher/{token}' : '/api/teacher/{token}', 'PATCH', { token: t.secret }, body),
    };

    async function made(kind: 'class' | 'set'): Promise<Target> {
      const created = kind === 'class'
        ? await call(teacher, '/api/classes', 'POST', {}, { title: 'Utorak', locale: 'sr' })
        : await call(teacher, '/api/sets', 'POST', {}, { title: 'Otvaranja', locale: 'sr', mode: 'practice', items: [{ topic: 'open', count: 1 }] });
      expect(created.status).toBe(201);
      return { kind, code: created.body.code, secret: kind === 'class' ? created.body.classToken : created.body.teacherToken };
    }

    /** A new PIN for the target (the teacher's PATCH), as the reply gives it. */
    async function newPin(t: Target): Promise<string> {
      const patched = await api.patch(t, { joinPin: 'new' });
      expect(patched.status).toBe(200);
      return (t.kind === 'class' ? patched.body.class.joinPin : patched.body.set.joinPin) as string;
    }

    const otherThan = (pin: string, k: number) => String((Number(pin) + 1 + k) % 1_000_000).padStart(6, '0');
    const codes = (answers: readonly Answered[]) => answers.map((a) => `${a.status} ${a.body?.error?.code ?? ''}`.trim());

    it.each(['class', 'set'] as const)("a %s: 125 wrong PINs from one address throttle it alone; a right PIN from another address gets in (M-1)", async (kind) => {
      const target = await made(kind);
      const pin = await newPin(target);
      const stranger = address();
      const seen: Answered[] = [];
      for (let k = 0; k < 125; k++) seen.push(await api.join(stranger, target, `x${k}`, otherThan(pin, k)));
      // ten wrong PINs in ten minutes per (class or set, address), then 429 for that address: the guesser waits, not the class
      expect(codes(seen)).toEqual([...Array(10).fill('403 bad-join-pin'), ...Array(115).fill('429 rate-limited')]);
      expect(Number(seen[124].retryAfter)).toBeGreaterThan(0);
      // its own right PIN is refused as its guesses are: guessing on gains nothing
      expect((await api.join(stranger, target, 'Mallory', pin)).status).toBe(429);
      // the student with the right PIN from another address: in at once
      const student = await api.join(address(), target, 'Legit', pin);
      expect(student.status).toBe(201);
      expect(student.body.name).toBe('Legit');
      // the teacher sees the wrong PINs of today beside the PIN
      expect((await api.teacherView(target)).body.wrongPins).toEqual({ today: 10, cap: JOIN_GATE_TEST_DAY_CAP });
    }, 120_000);

    it.each(['class', 'set'] as const)("a %s without a PIN that one address fills as fast as it can: another address still gets in, until it is full", async (kind) => {
      const target = await made(kind);
      const filler = address();
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        const seen: Answered[] = [];
        for (let k = 0; k < 125; k++) seen.push(await api.join(filler, target, `Filler ${k}`));
        // its own 10 and then the shared 120 a minute (its own counted there too): 120 in, then 429
        expect(codes(seen)).toEqual([...Array(120).fill('201'), ...Array(5).fill('429 rate-limited')]);
        // another address has its own allowance, whatever the filler did
        const student = address();
        expect((await api.join(student, target, 'Ana')).status).toBe(201);
        expect((await api.join(address(), target, 'Bojan')).status).toBe(201);
        if (kind === 'set') {
          // the set full (300) a few minutes on: the one refusal left is `set-full`, never a throttle
          let joined = 122;
          while (joined < 300) {
            vi.setSystemTime(Date.now() + 61_000);
            for (let k = 0; k < 120 && joined < 300; k++, joined++) expect((await api.join(filler, target, `More ${joined}`)).status).toBe(201);
          }
          const full = await api.join(student, target, 'Vesna');
          expect([full.status, full.body.error.code]).toEqual([409, 'set-full']);
        }
      } finally {
        vi.useRealTimers();
      }
    }, 180_000);

    it.each(['class', 'set'] as const)("a %s's PIN takes so many wrong guesses a day, then lets nobody in until the teacher makes a new one", async (kind) => {
      const target = await made(kind);
      const pin = await newPin(target);
      // two guessers reach the day's cap (each within its own ten)
      const guessers = [address(), address()];
      for (let k = 0; k < JOIN_GATE_TEST_DAY_CAP; k++) expect((await api.join(guessers[k < 10 ? 0 : 1], target, 'x', otherThan(pin, k))).status).toBe(403);
      expect((await api.teacherView(target)).body.wrongPins).toEqual({ today: JOIN_GATE_TEST_DAY_CAP, cap: JOIN_GATE_TEST_DAY_CAP });
      // a right PIN from an address that never guessed: refused, told to ask for a new PIN
      const locked = await api.join(address(), target, 'Ana', pin);
      expect([locked.status, locked.body.error.code]).toEqual([403, 'join-pin-locked']);
      expect(locked.body.error.message).toBe(formatIssue('en', { code: 'join-pin-locked', params: {} }));
      expect(locked.body.error.message).toMatch(/new PIN/);
      // a new PIN starts a new count: the class joins again
      const renewed = await newPin(target);
      expect((await api.teacherView(target)).body.wrongPins).toEqual({ today: 0, cap: JOIN_GATE_TEST_DAY_CAP });
      expect((await api.join(address(), target, 'Ana', renewed)).status).toBe(201);
      // no PIN, nothing to count
      expect((await api.patch(target, { joinPin: 'off' })).status).toBe(200);
      expect((await api.teacherView(target)).body.wrongPins).toBeNull();
    }, 120_000);

    it('join and resume are behind the code-scan block: misses there count, and then a real code and a made-up one answer the same 429 (L-2)', async () => {
      const cls = await made('class');
      const set = await made('set');
      const fakeClass: Target = { kind: 'class', code: 'QQ7QQ7QQ7', secret: '' };
      const fakeSet: Target = { kind: 'set', code: 'QQ8QQ8QQ8', secret: '' };
      const scanner = address();
      // a quarter each: joins of unknown codes (sets and classes), wrong resume codes of real ones; every one is a 404
      for (let k = 0; k < MISSES_PER_10_MIN; k++) {
        const quarter = k % 4;
        const reply = quarter === 0 ? await api.join(scanner, fakeSet, 'x')
          : quarter === 1 ? await api.join(scanner, fakeClass, 'x')
          : await api.resume(scanner, quarter === 2 ? set : cls, `ZZ${String(k).padStart(6, '0')}`);
        expect(reply.status, `miss ${k}`).toBe(404);
      }
      // blocked: every code answers alike, the real ones included (and their GETs)
      const blocked = [
        await api.join(scanner, set, 'Ana'), await api.join(scanner, fakeSet, 'Ana'),
        await api.join(scanner, cls, 'Ana'), await api.join(scanner, fakeClass, 'Ana'),
        await api.resume(scanner, set, 'AAAAAAAA'), await api.resume(scanner, fakeSet, 'AAAAAAAA'),
        await api.resume(scanner, cls, 'AAAAAAAA'), await api.resume(scanner, fakeClass, 'AAAAAAAA'),
        await api.view(scanner, set), await api.view(scanner, fakeClass),
      ];
      expect(codes(blocked)).toEqual(Array(blocked.length).fill('429 rate-limited'));
      for (const reply of blocked) expect(Number(reply.retryAfter)).toBeGreaterThan(0);
      // nothing was joined while blocked; another address joins and resumes as ever
      const student = address();
      const ana = await api.join(student, cls, 'Ana');
      expect(ana.status).toBe(201);
      expect((await api.resume(student, cls, ana.body.resumeCode)).status).toBe(200);
      expect((await api.join(student, set, 'Ana')).status).toBe(201);
      expect((await api.teacherView(cls)).body.students.map((s: { name: string }) => s.name)).toEqual(['Ana']);
    }, 180_000);
  });
}
