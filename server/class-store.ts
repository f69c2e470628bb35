// The classes' part of the Store (server/class-store-types.ts) over the same Kysely instance as the sets: classes,
// their students and tokens, teacher keys, sealed links, and the class's first attempts counted in SQL (class-progress-store.ts).
// Example: const classes = createClassStore(opened); await classes.addStudent({ classId, name: 'Ana', tokenHash, resumeHash, joinedAt }).

import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { MAX_CLASS_STUDENTS } from '../lib/teach/class-types';
import { takenName } from '../lib/teach/student-name';
import type { OpenedDatabase } from './db';
import { storedText } from '../lib/set-api/stored';
import { SET_COLUMNS, readableRows, setRow, storedJson, studentRow, toNumber } from './rows';
import type { Database } from './schema';
import { createClassSettings } from './settings-store';
import type { ClassRow, ClassStore, ClassStudent, NewClass, NewClassStudent, SealedLink } from './class-store-types';
import { classTotals, studentTotals } from './class-progress-store';

const CLASS_COLUMNS = ['id', 'code', 'spec', 'key_hash', 'archived', 'created_at'] as const;
const STUDENT_COLUMNS = ['class_students.id', 'class_students.name', 'class_students.joined_at'] as const;

function classRow(row: { id: string; code: string; spec: string; key_hash: string | null; archived: number; created_at: number | string }): ClassRow {
  return {
    id: row.id, code: row.code, spec: storedJson('class-spec', row.spec, 'classes', row.id), keyHash: row.key_hash,
    archived: toNumber(row.archived) !== 0, createdAt: toNumber(row.created_at),
  };
}

function classStudentRow(row: { id: string; name: string; joined_at: number | string }): ClassStudent {
  return { id: row.id, name: row.name, joinedAt: toNumber(row.joined_at) };
}

export function createClassStore({ db, dialect }: OpenedDatabase): ClassStore {
  const classWhere = async (column: 'id' | 'code' | 'teacher_hash', value: string): Promise<ClassRow | null> => {
    const row = await db.selectFrom('classes').select(CLASS_COLUMNS).where(column, '=', value).executeTakeFirst();
    return row ? classRow(row) : null;
  };

  /** Locks the class's row until the transaction ends (PostgreSQL; SQLite's IMMEDIATE transaction runs alone). */
  const lockClass = async (trx: Transaction<Database>, classId: string): Promise<boolean> => {
    const query = trx.selectFrom('classes').select('id').where('id', '=', classId);
    return (await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
  };

  /** The set students a class student is, in the class's sets. */
  const setStudentsOf = (trx: Transaction<Database> | typeof db, classId: string, classStudentId: string) =>
    trx
      .selectFrom('students')
      .innerJoin('sets', 'sets.id', 'students.set_id')
      .select('students.id')
      .where('students.class_student_id', '=', classStudentId)
      .where('sets.class_id', '=', classId);

  return {
    async addKey(hash, at) {
      await db.insertInto('teacher_keys').values({ key_hash: hash, created_at: at }).onConflict((oc) => oc.column('key_hash').doNothing()).execute();
    },

    async keyExists(hash) {
      return (await db.selectFrom('teacher_keys').select('key_hash').where('key_hash', '=', hash).executeTakeFirst()) !== undefined;
    },

    async createClass(cls: NewClass): Promise<ClassRow> {
      const id = randomUUID();
      await db
        .insertInto('classes')
        .values({ id, code: cls.code, teacher_hash: cls.teacherHash, key_hash: cls.keyHash, spec: storedText('class-spec', cls.spec), archived: 0, created_at: cls.createdAt })
        .execute();
      return { id, code: cls.code, spec: cls.spec, keyHash: cls.keyHash, archived: false, createdAt: cls.createdAt };
    },

    classByCode: (code) => classWhere('code', code),
    classByTeacherHash: (hash) => classWhere('teacher_hash', hash),
    classById: (id) => classWhere('id', id),

    ...createClassSettings({ db, dialect }, (id) => classWhere('id', id)),

    async addStudent(student: NewClassStudent) {
      return db.transaction().execute(async (trx) => {
        if (!(await lockClass(trx, student.classId))) return 'full' as const;
        const { n } = await trx
          .selectFrom('class_students')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('class_id', '=', student.classId)
          .executeTakeFirstOrThrow();
        if (toNumber(n) >= MAX_CLASS_STUDENTS) return 'full' as const;
        // a name joins once (compared normalized, case aside), checked under the class's lock
        const names = await trx.selectFrom('class_students').select('name').where('class_id', '=', student.classId).execute();
        if (takenName(student.name, names.map((r) => r.name)) !== null) return 'taken' as const;
        const id = randomUUID();
        await trx
          .insertInto('class_students')
          .values({ id, class_id: student.classId, name: student.name, resume_hash: student.resumeHash, joined_at: student.joinedAt })
          .execute();
        await trx.insertInto('class_student_tokens').values({ token_hash: student.tokenHash, class_student_id: id }).execute();
        return { id, name: student.name, joinedAt: student.joinedAt };
      });
    },

    async studentByToken(classId, hash) {
      const row = await db
        .selectFrom('class_student_tokens')
        .innerJoin('class_students', 'class_students.id', 'class_student_tokens.class_student_id')
        .select(STUDENT_COLUMNS)
        .where('class_student_tokens.token_hash', '=', hash)
        .where('class_students.class_id', '=', classId)
        .executeTakeFirst();
      return row ? classStudentRow(row) : null;
    },

    async studentByResume(classId, hash) {
      const row = await db.selectFrom('class_students').select(STUDENT_COLUMNS).where('class_id', '=', classId).where('resume_hash', '=', hash).executeTakeFirst();
      return row ? classStudentRow(row) : null;
    },

    async addStudentToken(classStudentId, hash) {
      await db.insertInto('class_student_tokens').values({ token_hash: hash, class_student_id: classStudentId }).execute();
    },

    async studentsOf(classId) {
      const rows = await db.selectFrom('class_students').select(STUDENT_COLUMNS).where('class_id', '=', classId).orderBy('joined_at').orderBy('id').execute();
      return rows.map(classStudentRow);
    },

    async removeStudent(classId, classStudentId) {
      return db.transaction().execute(async (trx) => {
        // the set students go first (their answers, items and tokens with them: ON DELETE CASCADE), then the class student
        const ids = (await setStudentsOf(trx, classId, classStudentId).execute()).map((r) => r.id);
        if (ids.length > 0) await trx.deleteFrom('students').where('id', 'in', ids).execute();
        // a pair practice stays its partner's: the seat is no longer the student's, and the devices it gave them lose it
        const seats = await trx.selectFrom('pair_seats').select(['practice_id', 'seat']).where('class_student_id', '=', classStudentId).execute();
        for (const { practice_id, seat } of seats) {
          await trx.deleteFrom('pair_seat_tokens').where('practice_id', '=', practice_id).where('seat', '=', seat).execute();
        }
        await trx.updateTable('pair_seats').set({ class_student_id: null }).where('class_student_id', '=', classStudentId).execute();
        const result = await trx.deleteFrom('class_students').where('class_id', '=', classId).where('id', '=', classStudentId).executeTakeFirst();
        return Number(result.numDeletedRows) > 0;
      });
    },

    async renameStudent(classId, classStudentId, name) {
      return db.transaction().execute(async (trx) => {
        const result = await trx.updateTable('class_students').set({ name }).where('class_id', '=', classId).where('id', '=', classStudentId).executeTakeFirst();
        if (Number(result.numUpdatedRows) === 0) return false;
        const ids = (await setStudentsOf(trx, classId, classStudentId).execute()).map((r) => r.id);
        if (ids.length > 0) await trx.updateTable('students').set({ name }).where('id', 'in', ids).execute();
        return true;
      });
    },

    async setStudentOf(setId, classStudentId) {
      const row = await db
        .selectFrom('students')
        .select(['id', 'name', 'seed', 'joined_at'])
        .where('set_id', '=', setId)
        .where('class_student_id', '=', classStudentId)
        .executeTakeFirst();
      return row ? studentRow(row) : null;
    },

    async setStudentsOfClass(classId) {
      const rows = await db
        .selectFrom('students')
        .innerJoin('sets', 'sets.id', 'students.set_id')
        .select(['students.set_id', 'students.class_student_id', 'students.id'])
        .where('sets.class_id', '=', classId)
        .where('students.class_student_id', 'is not', null)
        .execute();
      return rows.map((r) => ({ setId: r.set_id, classStudent: r.class_student_id!, student: r.id }));
    },

    async setsOf(classId) {
      const rows = await db.selectFrom('sets').select(SET_COLUMNS).where('class_id', '=', classId).orderBy('created_at').orderBy('id').execute();
      return readableRows(rows, setRow);
    },

    async setsByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('sets').select(SET_COLUMNS).where('id', 'in', [...ids]).orderBy('created_at').orderBy('id').execute();
      return readableRows(rows, setRow);
    },

    async classesByIds(ids) {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('classes').select(CLASS_COLUMNS).where('id', 'in', [...ids]).orderBy('created_at').orderBy('id').execute();
      return readableRows(rows, classRow);
    },

    async setCounts(ids) {
      const counts = new Map(ids.map((id) => [id, { items: 0, answers: 0 }]));
      if (ids.length === 0) return counts;
      const [items, answers] = await Promise.all([
        db.selectFrom('set_items').select((eb) => ['set_id', eb.fn.countAll<number | string>().as('n')]).where('set_id', 'in', [...ids]).groupBy('set_id').execute(),
        db.selectFrom('answers').select((eb) => ['set_id', eb.fn.countAll<number | string>().as('n')]).where('set_id', 'in', [...ids]).groupBy('set_id').execute(),
      ]);
      for (const r of items) counts.set(r.set_id, { ...counts.get(r.set_id)!, items: toNumber(r.n) });
      for (const r of answers) counts.set(r.set_id, { ...counts.get(r.set_id)!, answers: toNumber(r.n) });
      return counts;
    },

    async studentCounts(classIds) {
      const counts = new Map(classIds.map((id) => [id, 0]));
      if (classIds.length === 0) return counts;
      const rows = await db
        .selectFrom('class_students')
        .select((eb) => ['class_id', eb.fn.countAll<number | string>().as('n')])
        .where('class_id', 'in', [...classIds])
        .groupBy('class_id')
        .execute();
      for (const r of rows) counts.set(r.class_id, toNumber(r.n));
      return counts;
    },

    async keepLink(ownerHash: string, link: SealedLink) {
      await db
        .insertInto('sealed_links')
        .values({ owner_hash: ownerHash, kind: link.kind, target_id: link.targetId, sealed: link.sealed, added_at: link.addedAt })
        .onConflict((oc) => oc.columns(['owner_hash', 'kind', 'target_id']).doUpdateSet({ sealed: link.sealed }))
        .execute();
    },

    async linksOf(ownerHash) {
      const rows = await db.selectFrom('sealed_links').select(['kind', 'target_id', 'sealed', 'added_at']).where('owner_hash', '=', ownerHash).orderBy('added_at').execute();
      return rows.map((r) => ({ kind: r.kind, targetId: r.target_id, sealed: r.sealed, addedAt: toNumber(r.added_at) }));
    },

    classTotals: (classId, since) => classTotals({ db, dialect }, classId, since),
    studentTotals: (classId, classStudentId) => studentTotals({ db, dialect }, classId, classStudentId),
  };
}
