// The Store (server/store-types.ts) over a Kysely instance of either dialect: the sets, students and answers repositories.
// Example: const store = createStore(openSqlite('data')); await store.putAnswer({ setId, id, student, item, answer, ms, at }) → 'created'.

import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { MAX_STUDENTS, type SetStudent } from '../lib/teach/set-types';
import type { OpenedDatabase } from './db';
import { consume, consumeOnSqlite } from './rate-limit';
import { answerRow, setRow, studentRow, toNumber } from './rows';
import type { Database } from './schema';
import type { NewAnswer, NewSet, NewStudent, SetPatch, SetRow, Store } from './store-types';

const SET_COLUMNS = ['id', 'code', 'spec', 'closed', 'revealed', 'opens_at', 'closes_at', 'created_at'] as const;
const STUDENT_COLUMNS = ['students.id', 'students.name', 'students.seed', 'students.joined_at'] as const;

export function createStore({ db, dialect }: OpenedDatabase): Store {
  const setWhere = async (column: 'id' | 'code' | 'teacher_hash', value: string): Promise<SetRow | null> => {
    const row = await db.selectFrom('sets').select(SET_COLUMNS).where(column, '=', value).executeTakeFirst();
    return row ? setRow(row) : null;
  };

  /** Locks the set's row until the transaction ends (PostgreSQL; SQLite's IMMEDIATE transaction holds the file's write lock). */
  const lockSet = async (trx: Transaction<Database>, setId: string): Promise<boolean> => {
    const query = trx.selectFrom('sets').select('id').where('id', '=', setId);
    const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    return row !== undefined;
  };

  return {
    dialect,

    async createSet(set: NewSet): Promise<SetRow> {
      const id = randomUUID();
      await db
        .insertInto('sets')
        .values({
          id,
          code: set.code,
          teacher_hash: set.teacherHash,
          spec: JSON.stringify(set.spec),
          closed: 0,
          revealed: 0,
          opens_at: set.opensAt,
          closes_at: set.closesAt,
          created_at: set.createdAt,
        })
        .execute();
      return { id, code: set.code, spec: set.spec, closed: false, revealed: false, opensAt: set.opensAt, closesAt: set.closesAt, createdAt: set.createdAt };
    },

    setByCode: (code) => setWhere('code', code),
    setByTeacherHash: (hash) => setWhere('teacher_hash', hash),

    async updateSet(id: string, patch: SetPatch): Promise<SetRow | null> {
      const values = {
        ...(patch.closed !== undefined && { closed: patch.closed ? 1 : 0 }),
        ...(patch.revealed !== undefined && { revealed: patch.revealed ? 1 : 0 }),
        ...(patch.opensAt !== undefined && { opens_at: patch.opensAt }),
        ...(patch.closesAt !== undefined && { closes_at: patch.closesAt }),
        ...(patch.spec !== undefined && { spec: JSON.stringify(patch.spec) }),
      };
      if (Object.keys(values).length > 0) await db.updateTable('sets').set(values).where('id', '=', id).execute();
      return setWhere('id', id);
    },

    async deleteSet(id: string): Promise<void> {
      // students, their tokens and answers go with it (ON DELETE CASCADE; SQLite: foreign_keys=ON in db.ts).
      await db.deleteFrom('sets').where('id', '=', id).execute();
    },

    async addStudent(student: NewStudent): Promise<SetStudent | null> {
      return db.transaction().execute(async (trx) => {
        if (!(await lockSet(trx, student.setId))) return null;
        const { n } = await trx
          .selectFrom('students')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('set_id', '=', student.setId)
          .executeTakeFirstOrThrow();
        if (toNumber(n) >= MAX_STUDENTS) return null;
        const id = randomUUID();
        await trx
          .insertInto('students')
          .values({ id, set_id: student.setId, name: student.name, resume_code: student.resumeCode, seed: student.seed, joined_at: student.joinedAt })
          .execute();
        await trx.insertInto('student_tokens').values({ token_hash: student.tokenHash, student_id: id }).execute();
        return { id, name: student.name, seed: student.seed, joinedAt: student.joinedAt };
      });
    },

    async studentByTokenHash(setId: string, hash: string): Promise<SetStudent | null> {
      // Looked up by an index on the hash of a 192-bit random token: the timing of the lookup tells nothing usable.
      const row = await db
        .selectFrom('student_tokens')
        .innerJoin('students', 'students.id', 'student_tokens.student_id')
        .select(STUDENT_COLUMNS)
        .where('student_tokens.token_hash', '=', hash)
        .where('students.set_id', '=', setId)
        .executeTakeFirst();
      return row ? studentRow(row) : null;
    },

    async studentByResumeCode(setId: string, code: string): Promise<SetStudent | null> {
      const row = await db
        .selectFrom('students')
        .select(STUDENT_COLUMNS)
        .where('set_id', '=', setId)
        .where('resume_code', '=', code)
        .executeTakeFirst();
      return row ? studentRow(row) : null;
    },

    async addStudentToken(studentId: string, hash: string): Promise<void> {
      await db.insertInto('student_tokens').values({ token_hash: hash, student_id: studentId }).execute();
    },

    async studentsOf(setId: string): Promise<readonly SetStudent[]> {
      const rows = await db
        .selectFrom('students')
        .select(STUDENT_COLUMNS)
        .where('set_id', '=', setId)
        .orderBy('joined_at')
        .orderBy('id')
        .execute();
      return rows.map(studentRow);
    },

    async putAnswer(answer: NewAnswer): Promise<'created' | 'repeat'> {
      // One statement, committed when it resolves (SQLite synchronous=FULL; PostgreSQL's default synchronous commit).
      const row = await db
        .insertInto('answers')
        .values({
          set_id: answer.setId,
          id: answer.id,
          student_id: answer.student,
          item: answer.item,
          answer: JSON.stringify(answer.answer),
          ms: answer.ms,
          at: answer.at,
        })
        .onConflict((oc) => oc.columns(['set_id', 'id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? 'created' : 'repeat';
    },

    async answersOf(setId: string, student?: string) {
      let query = db
        .selectFrom('answers')
        .select(['id', 'student_id', 'item', 'answer', 'ms', 'at'])
        .where('set_id', '=', setId);
      if (student !== undefined) query = query.where('student_id', '=', student);
      // In the order they were stored; answers stored in the same ms by item, then id (a stable order).
      const rows = await query.orderBy('at').orderBy('item').orderBy('id').execute();
      return rows.map(answerRow);
    },

    consume: (key, limit, windowSeconds, now) => (dialect === 'sqlite' ? consumeOnSqlite : consume)(db, key, limit, windowSeconds, now),

    async close(): Promise<void> {
      await db.destroy();
    },
  };
}
