// The teacher's home on the server (teacher-home.ts, kept-links.ts, class-json.ts): a key opens the classes and sets
// kept for it, each with its own link, a class's sets under the class; a link made before is attached to a key, which
// owns it only when no key does yet; a kept link that no longer opens is left out; a set's summary says whether it is
// open. SQLite (the Store contract runs the same store() on PostgreSQL).

import { describe, expect, it } from 'vitest';
import { createSetRequest } from '@/lib/set-api/requests';
import { createClass, patchClass } from './class-service';
import { createSet } from './set-create';
import { attachToKey, createKey, homeView, teacherKeyExists } from './teacher-home';
import { hashToken, randomCode, teacherToken } from './tokens';
import { okBody, refused, sqliteStorePerFile } from '@/test-support/store/service-test';

const NOW = Date.UTC(2026, 11, 7, 9);
const HOUR = 3_600_000;
const store = sqliteStorePerFile('bridge-teacher-home-');

interface Home {
  classes: { code: string; title: string; classToken: string; students: number; sets: number; joinsClosed: boolean }[];
  sets: { code: string; title: string; teacherToken: string; classCode: string | null; open: boolean; availability: string; items: number; answers: number }[];
}

async function newKey(): Promise<string> {
  const made = await createKey(store(), NOW);
  expect(made.status).toBe(201);
  return (okBody(made) as { teacherKey: string }).teacherKey;
}

async function home(key: string): Promise<Home> {
  const view = await homeView(store(), key, NOW);
  expect(view.status).toBe(200);
  return okBody(view) as Home;
}

async function newClass(title: string, key: string | null) {
  const made = await createClass(store(), { title, locale: 'sr' }, key, NOW);
  expect(made.status).toBe(201);
  return okBody(made) as { code: string; classToken: string };
}

async function newSet(title: string, bearer: string | null, extra: Record<string, unknown> = {}) {
  const request = createSetRequest.parse({ title, locale: 'sr', mode: 'practice', items: [{ topic: 'respond', count: 2 }], ...extra });
  const made = await createSet(store(), request, NOW, bearer);
  expect(made.status).toBe(201);
  return okBody(made) as { code: string; teacherToken: string };
}

describe("the teacher's home", () => {
  it('lists what a key keeps: its classes with their sets counted, and every set with its class and its availability', async () => {
    const key = await newKey();
    expect(await teacherKeyExists(store(), key)).toBe(true);
    expect(await home(key)).toEqual({ classes: [], sets: [] });

    const cls = await newClass('Utorak', key);
    const own = await newSet('Otvaranja', key);
    const later = await newSet('Za sledeću nedelju', key, { opensAt: new Date(NOW + 24 * HOUR).toISOString() });
    const ofClass = await newSet('Odgovori', cls.classToken, { classCode: cls.code });
    const view = await home(key);

    expect(view.classes).toEqual([expect.objectContaining({ code: cls.code, title: 'Utorak', classToken: cls.classToken, students: 0, sets: 1, joinsClosed: false })]);
    const byCode = new Map(view.sets.map((s) => [s.code, s]));
    expect(byCode.size).toBe(3);
    expect(byCode.get(own.code)).toMatchObject({ teacherToken: own.teacherToken, classCode: null, open: true, availability: 'open', answers: 0 });
    expect(byCode.get(later.code)).toMatchObject({ teacherToken: later.teacherToken, classCode: null, open: false, availability: 'not-yet' });
    expect(byCode.get(ofClass.code)).toMatchObject({ teacherToken: ofClass.teacherToken, classCode: cls.code, open: true });
    expect(byCode.get(own.code)!.items).toBeGreaterThan(0);

    // a class with joins closed says so
    expect((await patchClass(store(), cls.classToken, { joinsClosed: true }, NOW)).status).toBe(200);
    expect((await home(key)).classes[0].joinsClosed).toBe(true);
  });

  it('refuses a key that opens nothing, whole or cut short, with 404 key-not-found', async () => {
    const key = await newKey();
    for (const wrong of [key.slice(0, -1), `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`, 'not a key']) {
      expect(await teacherKeyExists(store(), wrong)).toBe(false);
      const view = await homeView(store(), wrong, NOW);
      expect(refused(view)).toEqual([404, 'key-not-found']);
      const attach = await attachToKey(store(), wrong, key, NOW);
      expect(refused(attach)).toEqual([404, 'key-not-found']);
    }
  });

  it("attaches a set's or a class's link made before; the first key to attach owns it, a later one only keeps it", async () => {
    const first = await newKey();
    const second = await newKey();
    // a class from before teacher keys: no key owns it
    const cls = { classToken: teacherToken(), code: randomCode() };
    await store().classes.createClass({ code: cls.code, teacherHash: hashToken(cls.classToken), keyHash: null, spec: { title: 'Sreda', locale: 'sr' }, createdAt: NOW });
    const set = await newSet('Bez ključa', null);
    // a set made without a key got a new key of its own: it already has an owner
    const ownedBefore = (await store().setByTeacherHash(hashToken(set.teacherToken)))!.keyHash;
    expect(ownedBefore).not.toBeNull();

    const attached = await attachToKey(store(), first, cls.classToken, NOW);
    expect(attached.status).toBe(200);
    expect((okBody(attached) as Home).classes.map((c) => c.code)).toEqual([cls.code]);
    expect((await store().classes.classByTeacherHash(hashToken(cls.classToken)))!.keyHash).toBe(hashToken(first));
    // the second key keeps the link too, but does not take the class over
    expect((await attachToKey(store(), second, cls.classToken, NOW)).status).toBe(200);
    expect((await store().classes.classByTeacherHash(hashToken(cls.classToken)))!.keyHash).toBe(hashToken(first));
    expect((await home(second)).classes.map((c) => c.classToken)).toEqual([cls.classToken]);

    // a set's link: listed on the key's home, its owner unchanged
    const withSet = await attachToKey(store(), first, set.teacherToken, NOW);
    expect((okBody(withSet) as Home).sets.map((s) => [s.code, s.teacherToken])).toEqual([[set.code, set.teacherToken]]);
    expect((await store().setByTeacherHash(hashToken(set.teacherToken)))!.keyHash).toBe(ownedBefore);

    // a link that opens nothing
    const bad = await attachToKey(store(), first, 'x'.repeat(43), NOW);
    expect(refused(bad)).toEqual([404, 'bad-teacher-link']);
  });

  it('claims a set that no key owns for the first key that attaches it', async () => {
    const key = await newKey();
    const cls = await newClass('Četvrtak', null);
    const set = await newSet('Razredni', cls.classToken, { classCode: cls.code });
    expect((await store().setByTeacherHash(hashToken(set.teacherToken)))!.keyHash).toBeNull();
    expect((await attachToKey(store(), key, set.teacherToken, NOW)).status).toBe(200);
    expect((await store().setByTeacherHash(hashToken(set.teacherToken)))!.keyHash).toBe(hashToken(key));
  });

  it('leaves out a kept link that does not open with the key (sealed with another secret)', async () => {
    const key = await newKey();
    const other = await newKey();
    const set = await newSet('Zapečaćen', key);
    const setId = (await store().setByTeacherHash(hashToken(set.teacherToken)))!.id;
    // the key's own link, kept under the other key too: sealed with the first key, it does not open with the other
    const [ownLink] = await store().classes.linksOf(hashToken(key));
    await store().classes.keepLink(hashToken(other), { ...ownLink, targetId: setId });
    expect((await home(other)).sets).toEqual([]);
    expect((await home(key)).sets.map((s) => s.code)).toEqual([set.code]);
  });
});
