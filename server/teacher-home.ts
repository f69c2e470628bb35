// The teacher keys' work, one function per request: a new key, and the teacher's home that a key opens (every class
// and set kept for it, and links made before attached to it). Example: await createKey(store, now) → 201 { teacherKey }.

import { issue } from '@/lib/result';
import { keepFor, keyExists, newKey } from './owners';
import type { Store } from './store-types';
import { hashToken } from './tokens';
import { refusal, reply, type Reply } from './replies';
import { classJson, setSummary } from './class-json';
import { openedLinks } from './kept-links';

/** A key that opens nothing (mistyped, or from another site's data): answered as a class code or token that opens nothing. */
export const KEY_NOT_FOUND = refusal(404, issue('key-not-found'));

/** POST /api/teacher-keys: a new teacher key (its home is empty until a class or set is made or attached with it). */
export async function createKey(store: Store, now: number): Promise<Reply> {
  return reply('POST /api/teacher-keys', 201, { teacherKey: await newKey(store, now) });
}

/**
 * GET /api/teacher-keys/{key}: the teacher's home: every class kept for the key (with its teacher link) and every set,
 * the key's own and its classes' (each with its teacher link and its class's code).
 */
export async function homeView(store: Store, key: string, now: number): Promise<Reply> {
  if (!(await keyExists(store, key))) return KEY_NOT_FOUND;
  return reply('GET /api/teacher-keys/{key}', 200, await homeJson(store, key, now));
}

async function homeJson(store: Store, key: string, now: number) {
  const [classLinks, setLinks] = await Promise.all([openedLinks(store, key, 'class'), openedLinks(store, key, 'set')]);
  const classes = await store.classes.classesByIds([...classLinks.keys()]);
  // a class's sets are kept for the class: opened with its token
  const tokens = new Map<string, { token: string; classCode: string | null }>();
  for (const [id, token] of setLinks) tokens.set(id, { token, classCode: null });
  const classSets = await Promise.all(classes.map(async (cls) => ({ cls, links: await openedLinks(store, classLinks.get(cls.id)!, 'set') })));
  for (const { cls, links } of classSets) for (const [id, token] of links) tokens.set(id, { token, classCode: cls.code });
  const sets = await store.classes.setsByIds([...tokens.keys()]);
  const [counts, students] = await Promise.all([store.classes.setCounts(sets.map((s) => s.id)), store.classes.studentCounts(classes.map((c) => c.id))]);
  return {
    classes: classes.map((cls) => ({
      ...classJson(cls), classToken: classLinks.get(cls.id)!, students: students.get(cls.id) ?? 0,
      sets: sets.filter((s) => tokens.get(s.id)?.classCode === cls.code).length,
    })),
    sets: sets.map((set) => {
      const { token, classCode } = tokens.get(set.id)!;
      const count = counts.get(set.id) ?? { items: 0, answers: 0 };
      return { ...setSummary(set, count.items, now), teacherToken: token, classCode, answers: count.answers };
    }),
  };
}

/** POST /api/teacher-keys/{key}/links {link}: a set's or a class's teacher link, made before, kept on the key's home too. */
export async function attachToKey(store: Store, key: string, token: string, now: number): Promise<Reply> {
  if (!(await keyExists(store, key))) return KEY_NOT_FOUND;
  const owner = { kind: 'key', key } as const;
  const set = await store.setByTeacherHash(hashToken(token));
  if (set) {
    await keepFor(store, owner, 'set', set.id, token, now);
    // the key owns the set only if no key does yet: the store's write is conditional (settings-store.ts claimKey)
    if (set.keyHash === null) await store.updateSet(set.id, { keyHash: hashToken(key) });
    return reply('POST /api/teacher-keys/{key}/links', 200, await homeJson(store, key, now));
  }
  const cls = await store.classes.classByTeacherHash(hashToken(token));
  if (!cls) return refusal(404, issue('bad-teacher-link'));
  await keepFor(store, owner, 'class', cls.id, token, now);
  if (cls.keyHash === null) await store.classes.updateClass(cls.id, { keyHash: hashToken(key) });
  return reply('POST /api/teacher-keys/{key}/links', 200, await homeJson(store, key, now));
}

/** Whether a teacher key exists, for its home page (false: a 404, whatever part of it is wrong). */
export async function teacherKeyExists(store: Store, key: string): Promise<boolean> {
  return keyExists(store, key);
}
