// The settings of a set and of a class, and the assignment of a set to a class, when two teachers' requests arrive at
// once (issue 38 §2, audit R2): every pair of PATCHes as Promise.all through the services, the crossing times, title against joinPin and the assignment 20 times each, the other pairs a few times (SettingsTrials). Registered
// once per database by store.test.ts (SQLite, and PostgreSQL with TEST_DATABASE_URL).
// Example: settingsContract('SQLite', () => openMigrated({ dataDir: tmp })).

import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchClassRequest, type PatchClassBody } from '@/lib/set-api/class-requests';
import { patchSetRequest, type PatchSetBody } from '@/lib/set-api/requests';
import { assignSet, createClass, patchClass } from '@/server/class-service';
import type { OpenedDatabase } from '@/server/db';
import type { Reply } from '@/server/replies';
import type { Database } from '@/server/schema';
import { ITEMS, SPEC, newSet } from './store-contract';
import type { SetRow, Store } from '@/server/store-types';
import { isTimesRefusal } from '@/server/settings-store';
import { patchSet } from '@/server/set-teacher';
import { hashToken, randomCode } from '@/server/tokens';

const NOW = Date.UTC(2026, 11, 6, 9);
const HOUR = 3_600_000;
/** Each pair runs this many times (each time on a new set or class, the two requests in both orders by turns). */
const TRIALS = 20;

/**
 * How often the pairs beyond the named ones run (PostgreSQL commits are dearer: fewer there). Before the fix, each pair
 * lost a change in 10 to 20 of 20 trials on either database, and all pairs go through one write: a few trials of each
 * catch a regression, and the named pairs keep their 20.
 */
export interface SettingsTrials {
  /** Each pair of a set's fields but title against joinPin (20 always). */
  readonly setPairs: number;
  /** Each pair of a class's fields. */
  readonly classPairs: number;
}

/** A PATCH of one field of a set, and how the stored set shows it landed. */
interface SetField {
  readonly body: PatchSetBody;
  readonly landed: (set: SetRow) => boolean;
}

const SET_FIELDS: Record<string, SetField> = {
  closed: { body: { closed: true }, landed: (s) => s.closed },
  revealed: { body: { revealed: true }, landed: (s) => s.revealed },
  opensAt: { body: { opensAt: new Date(NOW + 10 * HOUR).toISOString() }, landed: (s) => s.opensAt === NOW + 10 * HOUR },
  closesAt: { body: { closesAt: new Date(NOW + 20 * HOUR).toISOString() }, landed: (s) => s.closesAt === NOW + 20 * HOUR },
  joinPin: { body: { joinPin: 'new' }, landed: (s) => /^\d{6}$/.test(s.spec.joinPin ?? '') },
  joinsClosed: { body: { joinsClosed: true }, landed: (s) => s.spec.joinsClosed === true },
  title: { body: { title: 'Novi naslov' }, landed: (s) => s.spec.title === 'Novi naslov' },
  instructions: { body: { instructions: 'Nova uputstva.' }, landed: (s) => s.spec.instructions === 'Nova uputstva.' },
  archived: { body: { archived: true }, landed: (s) => s.archived },
};

interface ClassField {
  readonly body: PatchClassBody;
  readonly landed: (spec: { title: string; joinPin?: string | null; joinsClosed?: boolean }, archived: boolean) => boolean;
}

const CLASS_FIELDS: Record<string, ClassField> = {
  title: { body: { title: 'Sreda, napredni' }, landed: (spec) => spec.title === 'Sreda, napredni' },
  joinPin: { body: { joinPin: 'new' }, landed: (spec) => /^\d{6}$/.test(spec.joinPin ?? '') },
  joinsClosed: { body: { joinsClosed: true }, landed: (spec) => spec.joinsClosed === true },
  archived: { body: { archived: true }, landed: (_, archived) => archived },
};

/** Every unordered pair of distinct names. */
function pairs(names: readonly string[]): [string, string][] {
  return names.flatMap((a, i) => names.slice(i + 1).map((b): [string, string] => [a, b]));
}

/** The two calls at once, the first one started first on even trials and second on odd ones; replies in call order. */
async function atOnce(trial: number, a: () => Promise<Reply>, b: () => Promise<Reply>): Promise<[Reply, Reply]> {
  if (trial % 2 === 0) return Promise.all([a(), b()]);
  const [second, first] = await Promise.all([b(), a()]);
  return [first, second];
}

const codeOf = (r: Reply) => (r.ok ? r.status : `${r.status} ${r.issue.code}`);

export function settingsContract(
  name: string,
  open: () => Promise<{ readonly store: Store; readonly opened: OpenedDatabase }>,
  trials: SettingsTrials = { setPairs: 4, classPairs: 6 },
): void {
  describe(`settings and assignments at once on ${name}`, () => {
    let store: Store;
    let db: Kysely<Database>;
    beforeAll(async () => {
      ({ store, opened: { db } } = await open());
    });
    afterAll(async () => {
      await store?.close();
    });

    const looseSet = async () => {
      const set = newSet(NOW);
      const row = await store.createSet(set, ITEMS.slice(0, 1));
      return { token: set.token, id: row.id };
    };
    const stored = async (id: string) => (await store.classes.setsByIds([id]))[0];
    const newClass = async () => {
      const made = await createClass(store, { title: 'Utorak', locale: 'sr' }, null, NOW);
      if (!made.ok) throw new Error('no class');
      const { classToken } = made.body as { classToken: string };
      return { token: classToken, row: (await store.classes.classByTeacherHash(hashToken(classToken)))! };
    };

    it('never stores a set that closes before it opens, when an opening and a closing that cross arrive at once', async () => {
      const broken: string[] = [];
      for (let trial = 0; trial < TRIALS; trial++) {
        const { token, id } = await looseSet();
        const opens = patchSetRequest.parse({ opensAt: new Date(NOW + 10 * HOUR).toISOString() });
        const closes = patchSetRequest.parse({ closesAt: new Date(NOW + 5 * HOUR).toISOString() });
        const replies = await atOnce(trial, () => patchSet(store, token, opens, NOW), () => patchSet(store, token, closes, NOW));
        const set = await stored(id);
        // the one that came second is refused as a single PATCH with those times is (400), and nothing of it is kept
        const codes = replies.map(codeOf).sort();
        const crossed = set.opensAt !== null && set.closesAt !== null && set.closesAt <= set.opensAt;
        if (crossed || JSON.stringify(codes) !== JSON.stringify([200, '400 closes-before-opens'])) broken.push(`${trial}: ${codes.join(', ')} → ${set.opensAt}/${set.closesAt}`);
        else expect([set.opensAt, set.closesAt]).toContainEqual(null);
      }
      expect(broken, `${broken.length} of ${TRIALS} trials`).toEqual([]);
    });

    it.each(pairs(Object.keys(SET_FIELDS)))("keeps both when a set's %s and %s are patched at once", async (a, b) => {
      const lost: string[] = [];
      const runs = a === 'joinPin' && b === 'title' ? TRIALS : trials.setPairs;
      for (let trial = 0; trial < runs; trial++) {
        const { token, id } = await looseSet();
        const [ra, rb] = await atOnce(
          trial,
          () => patchSet(store, token, patchSetRequest.parse(SET_FIELDS[a].body), NOW),
          () => patchSet(store, token, patchSetRequest.parse(SET_FIELDS[b].body), NOW),
        );
        const set = await stored(id);
        if (!ra.ok || !rb.ok || !SET_FIELDS[a].landed(set) || !SET_FIELDS[b].landed(set)) lost.push(`${trial}: ${codeOf(ra)}, ${codeOf(rb)}`);
      }
      expect(lost, `${lost.length} of ${runs} trials lost a change`).toEqual([]);
    });

    it.each(pairs(Object.keys(CLASS_FIELDS)))("keeps both when a class's %s and %s are patched at once", async (a, b) => {
      const lost: string[] = [];
      for (let trial = 0; trial < trials.classPairs; trial++) {
        const cls = await newClass();
        const [ra, rb] = await atOnce(
          trial,
          () => patchClass(store, cls.token, patchClassRequest.parse(CLASS_FIELDS[a].body), NOW),
          () => patchClass(store, cls.token, patchClassRequest.parse(CLASS_FIELDS[b].body), NOW),
        );
        const row = (await store.classes.classById(cls.row.id))!;
        const kept = (f: ClassField) => f.landed(row.spec, row.archived);
        if (!ra.ok || !rb.ok || !kept(CLASS_FIELDS[a]) || !kept(CLASS_FIELDS[b]) || row.spec.locale !== 'sr') lost.push(`${trial}: ${codeOf(ra)}, ${codeOf(rb)}`);
      }
      expect(lost, `${lost.length} of ${trials.classPairs} trials lost a change`).toEqual([]);
    });

    it('gives a loose set to one class when two classes assign it at once: the other is told set-in-other-class', async () => {
      const wrong: string[] = [];
      for (let trial = 0; trial < TRIALS; trial++) {
        const [first, second] = [await newClass(), await newClass()];
        const { token, id } = await looseSet();
        const replies = await atOnce(trial, () => assignSet(store, first.token, token, NOW), () => assignSet(store, second.token, token, NOW));
        const winner = replies.findIndex((r) => r.ok);
        const set = await stored(id);
        const codes = replies.map(codeOf).sort();
        if (JSON.stringify(codes) !== JSON.stringify([200, '409 set-in-other-class']) || set.classId !== [first, second][winner]?.row.id) {
          wrong.push(`${trial}: ${codes.join(', ')}`);
        } else {
          // the loser keeps no link to the set: its class lists none
          const loser = [first, second][1 - winner];
          expect(await store.classes.setsOf(loser.row.id)).toEqual([]);
        }
      }
      expect(wrong, `${wrong.length} of ${TRIALS} trials`).toEqual([]);
    });

    it('gives a set or class made without a key to the first key that attaches it, also when two attach at once; never to a second', async () => {
      const wrong: string[] = [];
      for (let trial = 0; trial < TRIALS / 4; trial++) {
        const [a, b, c] = ['a', 'b', 'c'].map((k) => hashToken(`key-${k}-${trial}`));
        const { id } = await looseSet();
        // a class as a link made before keys were kept: no key (the service gives every new class one)
        const made = await newClass();
        const cls = { row: await store.classes.createClass({ code: randomCode(), teacherHash: hashToken(`class-${trial}-${made.token}`), keyHash: null, spec: made.row.spec, createdAt: NOW }) };
        expect(cls.row.keyHash).toBeNull();
        await Promise.all(trial % 2 === 0
          ? [store.updateSet(id, { keyHash: a }), store.updateSet(id, { keyHash: b }), store.classes.updateClass(cls.row.id, { keyHash: a }), store.classes.updateClass(cls.row.id, { keyHash: b })]
          : [store.updateSet(id, { keyHash: b }), store.updateSet(id, { keyHash: a }), store.classes.updateClass(cls.row.id, { keyHash: b }), store.classes.updateClass(cls.row.id, { keyHash: a })]);
        const setOwner = (await stored(id)).keyHash;
        const classOwner = (await store.classes.classById(cls.row.id))!.keyHash;
        // a third key later changes neither; a patch without a key keeps it
        await store.updateSet(id, { keyHash: c, title: 'Druga' });
        await store.classes.updateClass(cls.row.id, { keyHash: c, title: 'Druga' });
        const setAfter = await stored(id);
        const classAfter = (await store.classes.classById(cls.row.id))!;
        if (![a, b].includes(setOwner!) || ![a, b].includes(classOwner!) || setAfter.keyHash !== setOwner || classAfter.keyHash !== classOwner
          || setAfter.spec.title !== 'Druga' || classAfter.spec.title !== 'Druga') {
          wrong.push(`${trial}: set ${setOwner} → ${setAfter.keyHash}, class ${classOwner} → ${classAfter.keyHash}`);
        }
      }
      expect(wrong).toEqual([]);
    });

    it('assigns a set to its own class again, also twice at once, and never moves a set of another class', async () => {
      const cls = await newClass();
      const other = await newClass();
      const { token, id } = await looseSet();
      const twice = await Promise.all([assignSet(store, cls.token, token, NOW), assignSet(store, cls.token, token, NOW)]);
      expect(twice.map(codeOf)).toEqual([200, 200]);
      expect((await assignSet(store, cls.token, token, NOW)).status).toBe(200);
      expect(codeOf(await assignSet(store, other.token, token, NOW))).toBe('409 set-in-other-class');
      expect((await stored(id)).classId).toBe(cls.row.id);
    });

    it('lets the database refuse a set that closes before it opens, whoever writes it (migration 0010)', async () => {
      const { id } = await looseSet();
      const refused = async (write: Promise<unknown>) => isTimesRefusal(await write.then(() => null, (error: unknown) => error));
      expect(await refused(sql`update sets set opens_at = ${NOW + HOUR}, closes_at = ${NOW} where id = ${id}`.execute(db))).toBe(true);
      expect(await refused(sql`update sets set opens_at = ${NOW}, closes_at = ${NOW} where id = ${id}`.execute(db))).toBe(true);
      expect(await refused(store.createSet({ ...newSet(NOW), opensAt: NOW + HOUR, closesAt: NOW }, ITEMS))).toBe(true);
      // the times in order, or either one alone, are stored
      expect(await refused(sql`update sets set opens_at = ${NOW}, closes_at = ${NOW + 1} where id = ${id}`.execute(db))).toBe(false);
      expect(await refused(sql`update sets set opens_at = ${NOW + HOUR}, closes_at = ${null} where id = ${id}`.execute(db))).toBe(false);
      expect(await refused(sql`update sets set opens_at = ${null}, closes_at = ${NOW - HOUR} where id = ${id}`.execute(db))).toBe(false);
      expect(isTimesRefusal(new Error('other'))).toBe(false);
      // the store answers the refusal as the API does, and keeps nothing of that patch
      expect(await store.updateSet(id, { opensAt: NOW, title: 'Ne', closed: true })).toBe('closes-before-opens');
      expect(await stored(id)).toMatchObject({ opensAt: null, closesAt: NOW - HOUR, closed: false, spec: SPEC });
    });
  });
}
