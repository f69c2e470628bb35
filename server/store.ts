// The Store (server/store-types.ts) over a Kysely instance of either dialect: sets, their items (made once), students,
// answers with their grades, accepted calls; every write that reads first runs in one transaction with the set locked.
// Example: const store = createStore(openSqlite('data')); await store.putAnswer({ setId, id, student, item, answer, ms, at }) → 'created'.

import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { packCells, unpackCells, withAccepted, withAttempt, type StoredCell, type StudentCells } from '../lib/teach/cells';
import { acceptedOfHand } from '../lib/teach/hand-accepts';
import type { MadeItem } from '../lib/teach/made-item';
import { takenName } from '../lib/teach/student-name';
import { MAX_SET_ITEMS, MAX_STUDENTS, type SetAnswer, type SetItem, type SetItemSource, type SetStudent, type StoredAnswer, type StoredGrade } from '../lib/teach/set-types';
import type { OpenedDatabase } from './db';
import { createClassStore } from './class-store';
import { createHandAcceptStore } from './hand-accept-store';
import { createRecoveryStore } from './recovery-store';
import { groupCommit } from './group-commit';
import { resumeHash } from './tokens';
import { consume, consumeOnSqlite, peekCount } from './rate-limit';
import { gradeOf, gradeValues, itemValues, madeOf, ownRuleValue } from './item-rows';
import { answerRow, SET_COLUMNS, setRow, studentRow, toNumber } from './rows';
import type { Database } from './schema';
import type { ItemEdit, NewAnswer, NewSet, NewSetItem, NewStudent, SetPatch, SetRow, Store, StoredItem } from './store-types';

const STUDENT_COLUMNS = ['students.id', 'students.name', 'students.seed', 'students.joined_at'] as const;
const ITEM_COLUMNS = [
  'items.id', 'items.set_item_id', 'items.student_id', 'items.item', 'items.asked', 'items.near_miss', 'items.system',
  'items.expected_call', 'items.expected_text', 'items.expected_rule', 'items.expected_by', 'set_items.position',
] as const;
const GRADE_COLUMNS = [
  'answers.is_right', 'answers.answer_text', 'answers.wrong_rule', 'answers.expected_call', 'answers.expected_text',
  'answers.expected_rule', 'answers.expected_by', 'answers.expected_kind', 'answers.system', 'answers.own_rule',
] as const;

function storedItem(row: {
  id: string; set_item_id: string; student_id: string | null; item: string; asked: string | null; near_miss: number; system: string;
  expected_call: string | null; expected_text: string; expected_rule: string | null; expected_by: string; position: number;
}): StoredItem {
  return { id: row.id, setItem: row.set_item_id, position: toNumber(row.position), student: row.student_id, made: madeOf(row) };
}

async function insertItem(
  trx: Transaction<Database>,
  made: MadeItem,
  keys: { readonly setId: string; readonly setItemId: string; readonly studentId: string | null; readonly madeAt: number },
): Promise<void> {
  await trx.insertInto('items').values(itemValues(made, { id: randomUUID(), ...keys })).execute();
}

async function writeCells(trx: Transaction<Database>, student: string, cells: StudentCells): Promise<void> {
  await trx.updateTable('student_results').set({ cells: packCells(cells) }).where('student_id', '=', student).execute();
}

/** A student's squares read, changed and written in the transaction (PostgreSQL locks their row meanwhile). */
async function foldCells(
  trx: Transaction<Database>,
  dialect: OpenedDatabase['dialect'],
  student: string,
  change: (cells: StudentCells) => StudentCells,
): Promise<void> {
  const query = trx.selectFrom('student_results').select('cells').where('student_id', '=', student);
  // SQLite has no FOR UPDATE: its IMMEDIATE transaction already runs alone
  const row = await (dialect === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
  await writeCells(trx, student, change(row ? unpackCells(row.cells) : {}));
}

/** New positions for the set items whose place changed (`order` holds the ids in their new order). */
async function renumber(trx: Transaction<Database>, before: readonly string[], order: readonly string[]): Promise<void> {
  for (const [position, id] of order.entries()) {
    if (before[position] !== id) await trx.updateTable('set_items').set({ position }).where('id', '=', id).execute();
  }
}

interface AnswerJob {
  readonly answer: NewAnswer;
  readonly grade: (accepted: readonly string[]) => StoredGrade;
}

const answerKey = (setId: string, id: string) => `${setId}/${id}`;

/**
 * A batch of answers in one transaction, in a handful of statements whatever its size: the sets locked, the accepted
 * calls of its items read, every answer graded against them and inserted (an id already stored is left as it is: a
 * repeat), then each student's squares read, folded with their new answers in order, and written once.
 */
async function storeAnswers(trx: Transaction<Database>, dialect: OpenedDatabase['dialect'], jobs: readonly AnswerJob[]): Promise<('created' | 'repeat')[]> {
  const unique = (values: readonly string[]) => [...new Set(values)].sort();
  // The sets' rows are read FOR SHARE (PostgreSQL), in one order: answers go in side by side, while an accept or an
  // edit of the items (FOR UPDATE) waits for them and they for it. SQLite's IMMEDIATE transactions run one at a time.
  const lock = trx.selectFrom('sets').select('id').where('id', 'in', unique(jobs.map((j) => j.answer.setId))).orderBy('id');
  await (dialect === 'postgres' ? lock.forShare() : lock).execute();
  const acceptedRows = await trx
    .selectFrom('accepted_calls')
    .select(['set_item_id', 'item_id', 'call'])
    .where('set_item_id', 'in', unique(jobs.map((j) => j.answer.item.setItem)))
    .orderBy('at')
    .execute();
  // the set item's accepted calls (every hand's) and those accepted on the answer's own hand (fresh hands)
  const acceptedOn = (setItem: string, item: string | null) =>
    acceptedRows.filter((r) => r.set_item_id === setItem && r.item_id === item).map((r) => r.call);
  const grades = jobs.map((job) => job.grade(acceptedOfHand(acceptedOn(job.answer.item.setItem, null), acceptedOn(job.answer.item.setItem, job.answer.item.id))));
  const inserted = await trx
    .insertInto('answers')
    .values(jobs.map(({ answer }, i) => ({
      set_id: answer.setId,
      id: answer.id,
      student_id: answer.student,
      item: answer.item.position,
      answer: JSON.stringify(answer.answer),
      ms: answer.ms,
      at: answer.at,
      device_at: answer.deviceAt ?? null,
      set_item_id: answer.item.setItem,
      item_id: answer.item.id,
      ...gradeValues(grades[i]),
      own_rule: ownRuleValue(grades[i]),
    })))
    .onConflict((oc) => oc.columns(['set_id', 'id']).doNothing())
    .returning(['set_id', 'id'])
    .execute();
  // an id sent twice in one batch is stored once: the first is created, the second a repeat
  const fresh = new Set(inserted.map((row) => answerKey(row.set_id, row.id)));
  const outcomes = jobs.map(({ answer }) => (fresh.delete(answerKey(answer.setId, answer.id)) ? 'created' : 'repeat') as 'created' | 'repeat');
  const created = jobs.flatMap((job, i) => (outcomes[i] === 'created' ? [{ answer: job.answer, grade: grades[i] }] : []));
  if (created.length === 0) return outcomes;
  // the students' squares fold the new answers in, in the same transaction (their rows locked meanwhile; SQLite has no
  // FOR UPDATE, its IMMEDIATE transaction already runs alone)
  const students = unique(created.map((c) => c.answer.student));
  const query = trx.selectFrom('student_results').select(['student_id', 'cells']).where('student_id', 'in', students).orderBy('student_id');
  const rows = await (dialect === 'postgres' ? query.forUpdate() : query).execute();
  const cells = new Map(rows.map((row) => [row.student_id, unpackCells(row.cells)]));
  for (const { answer, grade } of created) {
    const own = cells.get(answer.student) ?? {};
    cells.set(answer.student, {
      ...own,
      [answer.item.setItem]: withAttempt(own[answer.item.setItem], { id: answer.id, at: answer.at, ms: answer.ms, grade }),
    });
  }
  for (const student of students) await writeCells(trx, student, cells.get(student)!);
  return outcomes;
}

export function createStore({ db, dialect, counters }: OpenedDatabase): Store {
  // Answers that arrive together are stored in one transaction (server/group-commit.ts): one commit for many, and
  // each promise resolves once its batch is committed (SQLite synchronous=FULL; PostgreSQL's default synchronous commit).
  const answers = groupCommit<AnswerJob, 'created' | 'repeat'>((jobs) => db.transaction().execute((trx) => storeAnswers(trx, dialect, jobs)));
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

  /** The set's item ids in order (inside a transaction). */
  const setItemIds = async (trx: Transaction<Database>, setId: string): Promise<string[]> =>
    (await trx.selectFrom('set_items').select('id').where('set_id', '=', setId).orderBy('position').execute()).map((r) => r.id);

  /** An edit of the items: the set locked, refused once anyone answered, done in the same transaction. */
  const editItems = (setId: string, edit: (trx: Transaction<Database>, ids: string[]) => Promise<ItemEdit>): Promise<ItemEdit> =>
    db.transaction().execute(async (trx) => {
      if (!(await lockSet(trx, setId))) return 'not-found';
      const answered = await trx.selectFrom('answers').select('id').where('set_id', '=', setId).limit(1).executeTakeFirst();
      if (answered) return 'has-answers';
      return edit(trx, await setItemIds(trx, setId));
    });

  return {
    dialect,
    classes: createClassStore({ db, dialect, counters }),
    recoveries: createRecoveryStore({ db, dialect, counters }),

    async createSet(set: NewSet, items: readonly NewSetItem[]): Promise<SetRow> {
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await trx
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
            class_id: set.classId ?? null,
            key_hash: set.keyHash ?? null,
          })
          .execute();
        for (const [position, { source, made, accepted }] of items.entries()) {
          const setItemId = randomUUID();
          await trx.insertInto('set_items').values({ id: setItemId, set_id: id, position, source: JSON.stringify(source) }).execute();
          if (made) await insertItem(trx, made, { setId: id, setItemId, studentId: null, madeAt: set.createdAt });
          for (const call of accepted ?? []) await trx.insertInto('accepted_calls').values({ set_item_id: setItemId, call, at: set.createdAt }).execute();
        }
      });
      return {
        id, code: set.code, spec: set.spec, closed: false, revealed: false, opensAt: set.opensAt, closesAt: set.closesAt, createdAt: set.createdAt,
        classId: set.classId ?? null, keyHash: set.keyHash ?? null, archived: false,
      };
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
        ...(patch.classId !== undefined && { class_id: patch.classId }),
        ...(patch.keyHash !== undefined && { key_hash: patch.keyHash }),
        ...(patch.archived !== undefined && { archived: patch.archived ? 1 : 0 }),
      };
      if (Object.keys(values).length > 0) await db.updateTable('sets').set(values).where('id', '=', id).execute();
      return setWhere('id', id);
    },

    async deleteSet(id: string): Promise<void> {
      // students, their tokens and answers go with it (ON DELETE CASCADE; SQLite: foreign_keys=ON in db.ts).
      await db.deleteFrom('sets').where('id', '=', id).execute();
    },

    async addStudent(student: NewStudent): Promise<SetStudent | 'full' | 'changed' | 'taken'> {
      return db.transaction().execute(async (trx) => {
        if (!(await lockSet(trx, student.setId))) return 'changed';
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

    async setItemsOf(setId: string): Promise<readonly SetItem[]> {
      const [rows, accepted] = await Promise.all([
        db.selectFrom('set_items').select(['id', 'position', 'source']).where('set_id', '=', setId).orderBy('position').execute(),
        db
          .selectFrom('accepted_calls')
          .innerJoin('set_items', 'set_items.id', 'accepted_calls.set_item_id')
          .select(['accepted_calls.set_item_id', 'accepted_calls.call'])
          .where('set_items.set_id', '=', setId)
          .where('accepted_calls.item_id', 'is', null) // every hand's; those of one hand: handAccepts
          .orderBy('accepted_calls.at')
          .orderBy('accepted_calls.call')
          .execute(),
      ]);
      return rows.map((row) => ({
        id: row.id,
        position: toNumber(row.position),
        source: JSON.parse(row.source) as SetItemSource,
        accepted: accepted.filter((a) => a.set_item_id === row.id).map((a) => a.call),
      }));
    },

    async itemsOf(setId: string, student: string | null): Promise<readonly StoredItem[]> {
      const query = db
        .selectFrom('items')
        .innerJoin('set_items', 'set_items.id', 'items.set_item_id')
        .select(ITEM_COLUMNS)
        .where('items.set_id', '=', setId);
      const rows = await (student === null ? query.where('items.student_id', 'is', null) : query.where('items.student_id', '=', student))
        .orderBy('set_items.position')
        .execute();
      return rows.map(storedItem);
    },

    async allItemsOf(setId: string): Promise<readonly StoredItem[]> {
      const rows = await db
        .selectFrom('items')
        .innerJoin('set_items', 'set_items.id', 'items.set_item_id')
        .select(ITEM_COLUMNS)
        .where('items.set_id', '=', setId)
        .orderBy('set_items.position')
        .execute();
      return rows.map(storedItem);
    },

    putAnswer: (answer: NewAnswer, grade: (accepted: readonly string[]) => StoredGrade) => answers.add({ answer, grade }),

    async answersOf(setId: string, student?: string) {
      let query = db
        .selectFrom('answers')
        .innerJoin('set_items', 'set_items.id', 'answers.set_item_id')
        .select(['answers.id', 'answers.student_id', 'answers.set_item_id', 'set_items.position', 'answers.answer', 'answers.ms', 'answers.at', 'answers.device_at', ...GRADE_COLUMNS])
        .where('answers.set_id', '=', setId);
      if (student !== undefined) query = query.where('answers.student_id', '=', student);
      // In the order they were stored; answers stored in the same ms by id (a stable order).
      const rows = await query.orderBy('answers.at').orderBy('answers.id').execute();
      return rows.map((row) => answerRow(row, gradeOf(row)));
    },

    async answerById(setId: string, id: string): Promise<StoredAnswer | null> {
      const row = await db
        .selectFrom('answers')
        .innerJoin('set_items', 'set_items.id', 'answers.set_item_id')
        .select(['answers.id', 'answers.student_id', 'answers.set_item_id', 'set_items.position', 'answers.answer', 'answers.ms', 'answers.at', 'answers.device_at', ...GRADE_COLUMNS])
        .where('answers.set_id', '=', setId)
        .where('answers.id', '=', id)
        .executeTakeFirst();
      return row ? answerRow(row, gradeOf(row)) : null;
    },

    async answerCount(setId: string): Promise<number> {
      const { n } = await db
        .selectFrom('answers')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('set_id', '=', setId)
        .executeTakeFirstOrThrow();
      return toNumber(n);
    },

    async acceptCall(setItemId: string, call: string, at: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const owner = await trx.selectFrom('set_items').select('set_id').where('id', '=', setItemId).executeTakeFirst();
        if (!owner || !(await lockSet(trx, owner.set_id))) return;
        await trx
          .insertInto('accepted_calls')
          .values({ set_item_id: setItemId, call, at })
          .onConflict((oc) => oc.doNothing()) // accepted before (the partial unique index of every hand's calls)
          .execute();
        // an accepted call is right for everyone who gave it: no other part of the grade depends on it
        await trx
          .updateTable('answers')
          .set({ is_right: 1, wrong_rule: null })
          .where('set_item_id', '=', setItemId)
          .where('expected_kind', '=', 'call')
          .where('answer_text', '=', call)
          .execute();
        const rows = await trx.selectFrom('student_results').select(['student_id', 'cells']).where('set_id', '=', owner.set_id).execute();
        for (const row of rows) {
          const cells = unpackCells(row.cells);
          const cell = cells[setItemId];
          const next = cell ? withAccepted(cell, call) : cell;
          if (next !== cell) await writeCells(trx, row.student_id, { ...cells, [setItemId]: next! });
        }
      });
    },

    async regradeItem(setItemId, source, remake, regrade, accepts): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const owner = await trx.selectFrom('set_items').select('set_id').where('id', '=', setItemId).executeTakeFirst();
        if (!owner || !(await lockSet(trx, owner.set_id))) return;
        await trx.updateTable('set_items').set({ source: JSON.stringify(source) }).where('id', '=', setItemId).execute();
        if (accepts) {
          // a new key starts with the accepted calls the teacher confirmed, every hand's, and no other (D9)
          await trx.deleteFrom('accepted_calls').where('set_item_id', '=', setItemId).execute();
          for (const call of accepts.calls) await trx.insertInto('accepted_calls').values({ set_item_id: setItemId, call, at: accepts.at }).execute();
        }
        const acceptedRows = await trx.selectFrom('accepted_calls').select(['item_id', 'call']).where('set_item_id', '=', setItemId).orderBy('at').execute();
        const acceptedOn = (item: string | null) => acceptedRows.filter((a) => a.item_id === item).map((a) => a.call);
        const rows = await trx.selectFrom('items').innerJoin('set_items', 'set_items.id', 'items.set_item_id').select(ITEM_COLUMNS).where('items.set_item_id', '=', setItemId).execute();
        for (const old of rows.map(storedItem)) {
          const accepted = acceptedOfHand(acceptedOn(null), acceptedOn(old.id));
          const made = remake(old);
          const e = made.expected;
          await trx
            .updateTable('items')
            .set({ expected_call: e.call, expected_text: e.text, expected_rule: e.rule, expected_by: e.by, system: made.system })
            .where('id', '=', old.id)
            .execute();
          const item = { ...old, made };
          const answers = await trx.selectFrom('answers').select(['set_id', 'id', 'answer']).where('item_id', '=', old.id).execute();
          for (const a of answers) {
            const grade = regrade(item, JSON.parse(a.answer) as SetAnswer, accepted);
            if (grade === null) continue;
            await trx.updateTable('answers').set({ ...gradeValues(grade), own_rule: ownRuleValue(grade) }).where('set_id', '=', a.set_id).where('id', '=', a.id).execute();
          }
        }
        // every student's square of this item folded again from its answers as they are now graded
        const answered = await trx
          .selectFrom('answers')
          .select(['id', 'student_id', 'set_item_id', 'ms', 'at', ...GRADE_COLUMNS])
          .where('set_item_id', '=', setItemId)
          .orderBy('at')
          .orderBy('id')
          .execute();
        const folded = new Map<string, StoredCell>();
        for (const a of answered) {
          folded.set(a.student_id, withAttempt(folded.get(a.student_id), { id: a.id, at: toNumber(a.at), ms: toNumber(a.ms), grade: gradeOf(a) }));
        }
        for (const [student, cell] of folded) await foldCells(trx, dialect, student, (cells) => ({ ...cells, [setItemId]: cell }));
      });
    },

    async handAccepts(setId: string): Promise<ReadonlyMap<string, readonly string[]>> {
      const rows = await db
        .selectFrom('accepted_calls')
        .innerJoin('items', 'items.id', 'accepted_calls.item_id')
        .select(['accepted_calls.item_id', 'accepted_calls.call'])
        .where('items.set_id', '=', setId)
        .orderBy('accepted_calls.at')
        .orderBy('accepted_calls.call')
        .execute();
      const byItem = new Map<string, string[]>();
      for (const row of rows) byItem.set(row.item_id!, [...(byItem.get(row.item_id!) ?? []), row.call]);
      return byItem;
    },

    ...createHandAcceptStore({ db, dialect }),

    async cellsOf(setId: string): Promise<ReadonlyMap<string, StudentCells>> {
      const rows = await db.selectFrom('student_results').select(['student_id', 'cells']).where('set_id', '=', setId).execute();
      return new Map(rows.map((r) => [r.student_id, unpackCells(r.cells)]));
    },

    moveItem: (setId, setItemId, to) =>
      editItems(setId, async (trx, ids) => {
        const from = ids.indexOf(setItemId);
        if (from < 0 || to < 0 || to >= ids.length) return 'not-found';
        const order = [...ids];
        order.splice(to, 0, ...order.splice(from, 1));
        await renumber(trx, ids, order);
        return 'done';
      }),

    removeItem: (setId, setItemId) =>
      editItems(setId, async (trx, ids) => {
        if (!ids.includes(setItemId)) return 'not-found';
        if (ids.length === 1) return 'last-item';
        await trx.deleteFrom('set_items').where('id', '=', setItemId).execute(); // its items and accepted calls go with it
        await renumber(trx, ids, ids.filter((id) => id !== setItemId));
        return 'done';
      }),

    replaceItem: (setId, setItemId, source, make, at) =>
      editItems(setId, async (trx, ids) => {
        const position = ids.indexOf(setItemId);
        if (position < 0) return 'not-found';
        await trx.deleteFrom('set_items').where('id', '=', setItemId).execute();
        const id = randomUUID();
        await trx.insertInto('set_items').values({ id, set_id: setId, position, source: JSON.stringify(source) }).execute();
        const own = make(null);
        if (own) await insertItem(trx, own, { setId, setItemId: id, studentId: null, madeAt: at });
        const students = await trx.selectFrom('students').select(STUDENT_COLUMNS).where('set_id', '=', setId).execute();
        for (const student of students.map(studentRow)) {
          const made = make(student);
          if (made) await insertItem(trx, made, { setId, setItemId: id, studentId: student.id, madeAt: at });
        }
        return 'done';
      }),

    addItems: (setId, sources, make, at) =>
      editItems(setId, async (trx, ids) => {
        if (ids.length + sources.length > MAX_SET_ITEMS) return 'too-many';
        const students = (await trx.selectFrom('students').select(STUDENT_COLUMNS).where('set_id', '=', setId).execute()).map(studentRow);
        for (const [k, source] of sources.entries()) {
          const id = randomUUID();
          await trx.insertInto('set_items').values({ id, set_id: setId, position: ids.length + k, source: JSON.stringify(source) }).execute();
          const own = make(source, null);
          if (own) await insertItem(trx, own, { setId, setItemId: id, studentId: null, madeAt: at });
          for (const student of students) {
            const made = make(source, student);
            if (made) await insertItem(trx, made, { setId, setItemId: id, studentId: student.id, madeAt: at });
          }
        }
        return 'done';
      }),

    consume: (key, limit, windowSeconds, now) =>
      dialect === 'sqlite' ? consumeOnSqlite(db, key, limit, windowSeconds, now) : consume(counters ?? db, key, limit, windowSeconds, now),

    peek: (key, now) => peekCount(counters ?? db, key, now),

    async close(): Promise<void> {
      await Promise.all([db.destroy(), counters?.destroy()]);
    },
  };
}
