// The way back to a lost teacher's home through its routes, in-process against a real database (as class-api-suite.ts):
// a fresh SQLite file (recovery-api.test.ts) and, with TEST_DATABASE_URL, PostgreSQL (recovery-api-pg.test.ts). A
// newcomer makes a class first (a new key at once), chooses a recovery name and passphrase with the key as bearer, and
// gets the key back from another device; wrong answers, taken names, bounds and the attempts' limit, localized.
// Every reply is checked against its schema (lib/set-api/recovery-responses.ts, through SET_API_REPLIES).
// Example: recoveryApiSuite('SQLite', () => { process.env.DATA_DIR = mkdtempSync(…) }).

import { beforeAll, describe, expect, it } from 'vitest';
import { throughRoute, type RouteModule } from './route-request';
import { RECOVERY_API_REPLIES } from '@/lib/set-api/recovery-responses';
import { readReply, type SetApiRoute } from '@/lib/set-api/responses';


const ROUTES = {
  '/api/teacher-keys/recover': () => import('@/app/api/teacher-keys/recover/route'),
  '/api/teacher-keys/{key}/recovery': () => import('@/app/api/teacher-keys/[key]/recovery/route'),
  '/api/teacher-keys/{key}': () => import('@/app/api/teacher-keys/[key]/route'),
  '/api/classes': () => import('@/app/api/classes/route'),
} as const;
type RoutePath = keyof typeof ROUTES;

interface Answered {
  readonly status: number;
  readonly headers: Headers;
  readonly body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

let counter = 0;

export function recoveryApiSuite(name: string, prepare: () => void | Promise<void>) {
  describe(`the way back to a teacher's home on ${name}`, () => {
    const modules = new Map<RoutePath, RouteModule>();
    const checked = new Set<string>();
    let address = '';

    beforeAll(async () => {
      await prepare();
      for (const [path, load] of Object.entries(ROUTES)) modules.set(path as RoutePath, (await load()) as RouteModule);
    }, 60_000);

    async function call(route: RoutePath, method: keyof RouteModule, params: Record<string, string>, options: { body?: unknown; headers?: Record<string, string>; raw?: string } = {}): Promise<Answered> {
      const { response, path, text, body } = await throughRoute(modules, route, method, params, { ...options, query: '?locale=sr' }, address);
      expect(response.headers.get('cache-control'), `${method} ${path}`).toBe('private, no-store');
      const named = `${method} ${route}`;
      const read = readReply(named as SetApiRoute, response.status, body);
      if (!read.ok) throw new Error(`${read.error}\n${text.slice(0, 1500)}`);
      if (response.status < 400 && Object.hasOwn(RECOVERY_API_REPLIES, named)) checked.add(`${named} ${response.status}`);
      return { status: response.status, headers: response.headers, body };
    }

    const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
    const api = {
      createClass: (body: unknown) => call('/api/classes', 'POST', {}, { body }),
      home: (key: string) => call('/api/teacher-keys/{key}', 'GET', { key }),
      status: (key: string) => call('/api/teacher-keys/{key}/recovery', 'GET', { key }),
      choose: (key: string, body: unknown, secret: string | null = key) =>
        call('/api/teacher-keys/{key}/recovery', 'PUT', { key }, { body, headers: secret === null ? {} : bearer(secret) }),
      recover: (body: unknown, headers?: Record<string, string>) => call('/api/teacher-keys/recover', 'POST', {}, { body, headers }),
    };

    function freshAddress() {
      counter += 1;
      address = `192.0.2.${counter % 250}-${Date.now()}-${counter}`;
    }

    /** A newcomer's class made with no key: the class and a new key at once. */
    async function newcomer(title: string) {
      freshAddress();
      const made = await api.createClass({ title, locale: 'sr' });
      expect(made.status).toBe(201);
      expect(made.body.teacherKey).toEqual(expect.any(String));
      return made.body as { code: string; classToken: string; teacherKey: string };
    }

    it('a newcomer makes a class first, chooses a way back, and gets the home back on another device', async () => {
      const { code, teacherKey } = await newcomer('Početnici — utorak');
      expect((await api.home(teacherKey)).body.classes.map((c: { code: string }) => c.code)).toEqual([code]);
      expect((await api.status(teacherKey)).body).toEqual({ recovery: null });

      const chosen = await api.choose(teacherKey, { name: 'Mira iz Zemuna', passphrase: 'licitacija bez iznenađenja' });
      expect(chosen.status).toBe(200);
      expect(Date.parse(chosen.body.recovery.since)).toBeGreaterThan(Date.now() - 60_000);
      expect((await api.status(teacherKey)).body).toEqual(chosen.body);

      // another device, another address: the name (in any case) and the passphrase give the key, which opens the home
      freshAddress();
      const back = await api.recover({ name: 'mira IZ zemuna', passphrase: 'licitacija bez iznenađenja' });
      expect(back).toMatchObject({ status: 200, body: { teacherKey } });
      expect((await api.home(back.body.teacherKey)).body.classes.map((c: { title: string }) => c.title)).toEqual(['Početnici — utorak']);

      // a wrong passphrase and a wrong name are told the same, in the asked language
      const wrongPassphrase = await api.recover({ name: 'Mira iz Zemuna', passphrase: 'licitacija sa iznenađenjem' });
      const wrongName = await api.recover({ name: 'Mira iz Novog Sada', passphrase: 'licitacija bez iznenađenja' });
      expect(wrongPassphrase.status).toBe(403);
      expect(wrongPassphrase.body).toEqual({ error: { code: 'recovery-failed', message: expect.stringContaining('Ime za povratak i lozinka'), params: {} } });
      expect(wrongName.status).toBe(403);
      expect(wrongName.body).toEqual(wrongPassphrase.body);
    });

    it('changes the way back only with the key as bearer, replaces the old one, and keeps a name to one home', async () => {
      const first = await newcomer('Sreda');
      const second = await newcomer('Četvrtak');
      // the key in the address alone, or another key as bearer, changes nothing
      expect((await api.choose(first.teacherKey, { name: 'Sreda uveče', passphrase: 'dvanaest znakova' }, null)).body.error.code).toBe('key-not-found');
      expect((await api.choose(first.teacherKey, { name: 'Sreda uveče', passphrase: 'dvanaest znakova' }, second.teacherKey)).status).toBe(404);
      expect((await api.status(first.teacherKey)).body).toEqual({ recovery: null });

      expect((await api.choose(first.teacherKey, { name: 'Sreda uveče', passphrase: 'dvanaest znakova' })).status).toBe(200);
      expect((await api.choose(first.teacherKey, { name: 'Sreda kasno', passphrase: 'nova duga lozinka' })).status).toBe(200);
      expect((await api.recover({ name: 'Sreda uveče', passphrase: 'dvanaest znakova' })).status).toBe(403);
      expect((await api.recover({ name: 'Sreda kasno', passphrase: 'nova duga lozinka' })).body).toEqual({ teacherKey: first.teacherKey });

      const taken = await api.choose(second.teacherKey, { name: 'SREDA  kasno', passphrase: 'moja druga lozinka' });
      expect(taken.status).toBe(409);
      expect(taken.body.error).toMatchObject({ code: 'recovery-name-taken', message: expect.stringContaining('izaberite drugo ime') });
      expect((await api.status(second.teacherKey)).body).toEqual({ recovery: null });

      // a key that opens nothing
      expect((await api.status('x'.repeat(43))).status).toBe(404);
    });

    it('bounds every field before it is read, and says the bounds in the asked language', async () => {
      const { teacherKey } = await newcomer('Petak');
      const short = await api.choose(teacherKey, { name: 'Petak', passphrase: 'kratka' });
      expect(short.status).toBe(400);
      expect(short.body.error).toMatchObject({ code: 'passphrase-length', message: 'Lozinka za povratak mora imati od 12 do 200 znakova.' });
      expect((await api.choose(teacherKey, { name: 'Pe', passphrase: 'dovoljno duga lozinka' })).body.error).toMatchObject({
        code: 'recovery-name-length', message: 'Ime za povratak mora imati od 3 do 60 znakova.',
      });
      expect((await api.recover({ name: 'x'.repeat(100_000), passphrase: 'dovoljno duga lozinka' })).status).toBe(413);
      expect((await api.recover({ name: 'Petak', passphrase: 'p'.repeat(900) })).status).toBe(400);
      expect((await api.recover({ name: 'Petak' })).status).toBe(400);
      // another site's page may not try names, nor a body that is not declared JSON
      expect((await api.recover({ name: 'Petak', passphrase: 'dovoljno duga lozinka' }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
      expect((await call('/api/teacher-keys/recover', 'POST', {}, { raw: 'name=Petak', headers: { 'content-type': 'text/plain' } })).status).toBe(415);
    });

    it('answers 429 with a clear message after 10 attempts an hour at one name, from any address', async () => {
      const { teacherKey } = await newcomer('Subota');
      expect((await api.choose(teacherKey, { name: 'Subota ujutru', passphrase: 'prava lozinka subote' })).status).toBe(200);
      for (let n = 0; n < 10; n++) {
        freshAddress();
        expect((await api.recover({ name: 'Subota ujutru', passphrase: `pogrešna lozinka ${n}` })).status).toBe(403);
      }
      freshAddress();
      const held = await api.recover({ name: 'Subota ujutru', passphrase: 'prava lozinka subote' });
      expect(held.status).toBe(429);
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect(held.body.error).toMatchObject({ code: 'recovery-rate-limited', message: expect.stringMatching(/^Previše pokušaja povratka .* za (60|59) minut/) });
    }, 60_000);

    it('every reply of lib/set-api/recovery-responses.ts was seen above and matched its schema', () => {
      const all = Object.entries(RECOVERY_API_REPLIES).flatMap(([route, statuses]) => Object.keys(statuses).map((status) => `${route} ${status}`));
      expect(all.filter((reply) => !checked.has(reply))).toEqual([]);
    });
  });
}
