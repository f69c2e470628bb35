// The store's students of a set and their tokens: a join under the set's lock (the limit, the name once, the items made
// from the questions as they are), the lookups by token and resume code, another device's token, rename and removal.
// Example: await store.addStudent({ setId, name: 'Ana', tokenHash, resumeCode, seed, joinedAt, items: [] }) → { id, name: 'Ana', seed, joinedAt }.

import { randomUUID } from 'node:crypto';
import { takenName } from '../lib/teach/student-name';
import { MAX_STUDENTS, type SetStudent } from '../lib/teach/set-types';
import type { OpenedDatabase } from './db';
import { resumeHash } from './tokens';
import { SET_COLUMNS, setRow, studentRow, toNumber } from './rows';
import type { NewStudent, Store } from './store-types';
import { STUDENT_COLUMNS, insertItem, lockSet, setItemIds } from './store-common';

/** The Store methods this part holds (server/store-types.ts). */
type StudentMethods = 'addStudent' | 'studentByTokenHash' | 'setWithStudent' | 'studentByResumeCode'
  | 'addStudentToken' | 'removeStudent' | 'renameStudent' | 'studentsOf';

export function createStudentStore({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>): Pick<Store, StudentMethods> {
  return {
    async addStudent(student: NewStudent): Promise<SetStudent | 'full' | 'changed' | 'taken'> {
      return db.transaction().execute(async (trx) => {
        if (!(await lockSet(trx, dialect, student.setId))) return 'changed';
        const { n } = await trx
          .selectFrom('students')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('set_id', '=', student.setId)
          .executeTakeFirstOrThrow();
        if (toNumber(n) >= MAX_STUDENTS) return 'full';
        // a name joins once (compared normalized, case aside): checked under the set's lock, so two at once cannot both
        // pass; a class's student comes under the class's name, which the class checked
        if (student.classStudentId === undefined || student.classStudentId === null) {
          const names = await trx.selectFrom('students').select('name').where('set_id', '=', student.setId).execute();
          if (takenName(student.name, names.map((r) => r.name)) !== null) return 'taken';
        }
        if (student.items.length > 0) {
          const now = await setItemIds(trx, student.setId);
          if (now.join() !== student.items.map((i) => i.setItem).join()) return 'changed';
        }
        const id = randomUUID();
        await trx
          .insertInto('students')
          .values({
            id, set_id: student.setId, name: student.name, resume_hash: resumeHash(student.setId, student.resumeCode), seed: student.seed,
            joined_at: student.joinedAt, class_student_id: student.classStudentId ?? null,
          })
          .execute();
        if (student.tokenHash !== null) await trx.insertInto('student_tokens').values({ token_hash: student.tokenHash, student_id: id }).execute();
        await trx.insertInto('student_results').values({ student_id: id, set_id: student.setId, cells: '{}' }).execute();
        for (const { setItem, made } of student.items) {
          await insertItem(trx, made, { setId: student.setId, setItemId: setItem, studentId: id, madeAt: student.joinedAt });
        }
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

    async setWithStudent(code: string, hash: string) {
      const row = await db
        .selectFrom('sets')
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('student_tokens')
              .innerJoin('students', 'students.id', 'student_tokens.student_id')
              .select(['students.id as student_id', 'students.set_id as student_set', 'students.name as student_name', 'students.seed as student_seed', 'students.joined_at as student_joined'])
              .where('student_tokens.token_hash', '=', hash)
              .as('s'),
          (join) => join.onRef('s.student_set', '=', 'sets.id'),
        )
        // a class's student answers with their class token: the set student they are in this set (once they opened it)
        .leftJoin(
          (eb) =>
            eb
              .selectFrom('class_student_tokens')
              .innerJoin('students', 'students.class_student_id', 'class_student_tokens.class_student_id')
              .select(['students.id as cs_id', 'students.set_id as cs_set', 'students.name as cs_name', 'students.seed as cs_seed', 'students.joined_at as cs_joined'])
              .where('class_student_tokens.token_hash', '=', hash)
              .as('c'),
          (join) => join.onRef('c.cs_set', '=', 'sets.id'),
        )
        .select([
          ...SET_COLUMNS.map((c) => `sets.${c}` as const), 's.student_id', 's.student_name', 's.student_seed', 's.student_joined',
          'c.cs_id', 'c.cs_name', 'c.cs_seed', 'c.cs_joined',
        ])
        .where('sets.code', '=', code)
        .executeTakeFirst();
      if (!row) return null;
      const student = row.student_id !== null
        ? studentRow({ id: row.student_id, name: row.student_name!, seed: row.student_seed!, joined_at: row.student_joined! })
        : row.cs_id !== null
          ? studentRow({ id: row.cs_id, name: row.cs_name!, seed: row.cs_seed!, joined_at: row.cs_joined! })
          : null;
      return { set: setRow(row), student };
    },

    async studentByResumeCode(setId: string, code: string): Promise<SetStudent | null> {
      const row = await db
        .selectFrom('students')
        .select(STUDENT_COLUMNS)
        .where('set_id', '=', setId)
        .where('resume_hash', '=', resumeHash(setId, code))
        .executeTakeFirst();
      return row ? studentRow(row) : null;
    },

    async addStudentToken(studentId: string, hash: string): Promise<void> {
      await db.insertInto('student_tokens').values({ token_hash: hash, student_id: studentId }).execute();
    },

    async removeStudent(setId: string, studentId: string): Promise<boolean> {
      // tokens, items, answers and the results row go with the student (ON DELETE CASCADE)
      const result = await db.deleteFrom('students').where('set_id', '=', setId).where('id', '=', studentId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async renameStudent(setId: string, studentId: string, name: string): Promise<boolean> {
      const result = await db.updateTable('students').set({ name }).where('set_id', '=', setId).where('id', '=', studentId).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
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
  };
}
