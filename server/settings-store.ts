// The settings of a set and of a class as row-sized writes (issue 38 §2, audit R2): one transaction with the row
// locked (PostgreSQL FOR UPDATE; SQLite's IMMEDIATE transaction runs alone), the columns written as given and the fields
// kept in the row's spec JSON merged into the spec as the locked row holds it, so that two PATCHes at once both land;
// the database refuses a set that closes before it opens (migration 0010), answered 'closes-before-opens' with nothing
// of the patch kept. A set goes to a class by one conditional write. Example: await store.updateSet(id, { title: 'Novi' }) → the row as stored.

import type { Transaction } from 'kysely';
import { STORED_VERSION } from '../lib/set-api/stored';
import type { ClassStore } from './class-store-types';
import type { OpenedDatabase } from './db';
import { SET_COLUMNS, setRow } from './rows';
import type { Database } from './schema';
import type { Store } from './store-types';

/** The name of the database's refusal of crossed times (the CHECK on PostgreSQL, the triggers' message on SQLite). */
const TIMES_CONSTRAINT = 'sets_closes_after_opens';

/** Whether an error is the database refusing a set that closes before it opens (migration 0010), on either database. */
export function isTimesRefusal(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23514') return constraint === TIMES_CONSTRAINT;
  return code === 'SQLITE_CONSTRAINT_TRIGGER' && message === TIMES_CONSTRAINT;
}

/**
 * The stored spec with the fields given (undefined: left as stored) laid over it, written as the current version
 * (lib/set-api/stored.ts); null when no field is given. The stored text is merged as it is, fields this code does not
 * know included: it is read through its schema when the row is (rows.ts), never here.
 */
function mergedSpec(stored: string, fields: Readonly<Record<string, unknown>>): string | null {
  const given = Object.entries(fields).filter(([, value]) => value !== undefined);
  if (given.length === 0) return null;
  const kept: unknown = JSON.parse(stored);
  return JSON.stringify({ ...(typeof kept === 'object' && kept !== null ? kept : {}), ...Object.fromEntries(given), v: STORED_VERSION });
}

/** The row's spec read with the row locked until the transaction ends; undefined when there is no such row. */
async function lockedSpec(trx: Transaction<Database>, dialect: OpenedDatabase['dialect'], table: 'sets' | 'classes', id: string) {
  const query = table === 'sets'
    ? trx.selectFrom('sets').select('spec').where('id', '=', id)
    : trx.selectFrom('classes').select('spec').where('id', '=', id);
  return (await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst())?.spec;
}

/**
 * A teacher key becomes the owner of a set or class made without one, and never replaces another key: one conditional
 * write (where no key is set), so that two keys attaching the same link at once leave it to the first (the audit's
 * check-then-act in attachToKey). The other key's home still keeps the link (kept_links).
 */
async function claimKey(trx: Transaction<Database>, table: 'sets' | 'classes', id: string, keyHash: string | null): Promise<void> {
  if (keyHash === null) return;
  await trx.updateTable(table).set({ key_hash: keyHash }).where('id', '=', id).where('key_hash', 'is', null).execute();
}

export function createSetSettings({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>): Pick<Store, 'updateSet' | 'assignSet'> {
  return {
    async updateSet(id, patch) {
      const { title, instructions, joinPin, joinsClosed, closed, revealed, opensAt, closesAt, archived, keyHash } = patch;
      try {
        return await db.transaction().execute(async (trx) => {
          const stored = await lockedSpec(trx, dialect, 'sets', id);
          if (stored === undefined) return null;
          const spec = mergedSpec(stored, { title, instructions, joinPin, joinsClosed });
          const values = {
            ...(closed !== undefined && { closed: closed ? 1 : 0 }),
            ...(revealed !== undefined && { revealed: revealed ? 1 : 0 }),
            ...(opensAt !== undefined && { opens_at: opensAt }),
            ...(closesAt !== undefined && { closes_at: closesAt }),
            ...(archived !== undefined && { archived: archived ? 1 : 0 }),
            ...(spec !== null && { spec }),
          };
          if (Object.keys(values).length > 0) await trx.updateTable('sets').set(values).where('id', '=', id).execute();
          if (keyHash !== undefined) await claimKey(trx, 'sets', id, keyHash);
          return setRow(await trx.selectFrom('sets').select(SET_COLUMNS).where('id', '=', id).executeTakeFirstOrThrow());
        });
      } catch (error) {
        // the times checked by the database against the row as the update found it: the transaction is rolled back
        if (isTimesRefusal(error)) return 'closes-before-opens';
        throw error;
      }
    },

    async assignSet(setId, classId) {
      const result = await db
        .updateTable('sets')
        .set({ class_id: classId })
        .where('id', '=', setId)
        .where((eb) => eb.or([eb('class_id', 'is', null), eb('class_id', '=', classId)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

/** The class's settings; `classById` reads the class as it is once the patch is committed (class-store.ts). */
export function createClassSettings(
  { db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>,
  classById: ClassStore['classById'],
): Pick<ClassStore, 'updateClass'> {
  return {
    async updateClass(id, patch) {
      const { title, joinPin, joinsClosed, archived, keyHash } = patch;
      const found = await db.transaction().execute(async (trx) => {
        const stored = await lockedSpec(trx, dialect, 'classes', id);
        if (stored === undefined) return false;
        const spec = mergedSpec(stored, { title, joinPin, joinsClosed });
        const values = {
          ...(archived !== undefined && { archived: archived ? 1 : 0 }),
          ...(spec !== null && { spec }),
        };
        if (Object.keys(values).length > 0) await trx.updateTable('classes').set(values).where('id', '=', id).execute();
        if (keyHash !== undefined) await claimKey(trx, 'classes', id, keyHash);
        return true;
      });
      return found ? classById(id) : null;
    },
  };
}
