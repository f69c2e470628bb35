// The store's answers and their grades: answers stored in batches with their grades and folded into each student's
// squares, read back, counted, and a set item's answers regraded when its expected answer changes.
// Example: await store.putAnswer({ setId, id, student, item, answer, ms, at }, grade) → 'created' ('repeat' for an id stored before).

import type { Transaction } from 'kysely';
import { unpackCells, withAttempt, type StoredCell, type StudentCells } from '../lib/teach/cells';
import { acceptedOfHand } from '../lib/teach/hand-accepts';
import { type StoredAnswer, type StoredGrade } from '../lib/teach/set-types';
import type { OpenedDatabase } from './db';
import { groupCommit } from './group-commit';
import { gradeOf, gradeValues, ownRuleValue } from './item-rows';
import { storedText } from '../lib/set-api/stored';
import { answerRow, storedJson, toNumber } from './rows';
import type { Database } from './schema';
import type { NewAnswer, Store } from './store-types';
import { GRADE_COLUMNS, ITEM_COLUMNS, foldCells, lockSet, storedItem, writeCells } from './store-common';

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
      answer: storedText('answer', answer.answer),
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
  // each square's first attempt before the batch (its answer's is_first is 1), by set, student and set item
  const firstBefore = new Map<string, { readonly setId: string; readonly student: string; readonly setItem: string; readonly id: string | null }>();
  for (const { answer, grade } of created) {
    const own = cells.get(answer.student) ?? {};
    const key = `${answer.setId}|${answer.student}|${answer.item.setItem}`;
    if (!firstBefore.has(key)) firstBefore.set(key, { setId: answer.setId, student: answer.student, setItem: answer.item.setItem, id: own[answer.item.setItem]?.first.id ?? null });
    cells.set(answer.student, {
      ...own,
      [answer.item.setItem]: withAttempt(own[answer.item.setItem], { id: answer.id, at: answer.at, ms: answer.ms, grade }),
    });
  }
  for (const student of students) await writeCells(trx, student, cells.get(student)!);
  await markFirsts(trx, [...firstBefore.values()].map((b) => ({ ...b, after: cells.get(b.student)![b.setItem].first.id })));
  return outcomes;
}

/**
 * The answers' first-attempt flags as their squares now say (the class's progress counts the flagged rows in SQL,
 * server/class-progress-store.ts): a square's new first attempt is flagged, the one it came before (an answer stored
 * earlier with a later time, or the same time and a later id) is not any more. Two statements per set at most.
 */
async function markFirsts(trx: Transaction<Database>, squares: readonly { readonly setId: string; readonly id: string | null; readonly after: string }[]): Promise<void> {
  const changed = squares.filter((s) => s.id !== s.after);
  for (const setId of new Set(changed.map((s) => s.setId))) {
    const here = changed.filter((s) => s.setId === setId);
    const dethroned = here.flatMap((s) => (s.id === null ? [] : [s.id]));
    if (dethroned.length > 0) await trx.updateTable('answers').set({ is_first: 0 }).where('set_id', '=', setId).where('id', 'in', dethroned).execute();
    await trx.updateTable('answers').set({ is_first: 1 }).where('set_id', '=', setId).where('id', 'in', here.map((s) => s.after)).execute();
  }
}

/** The Store methods this part holds (server/store-types.ts). */
/** Students whose stored squares are unpacked in one turn of the event loop. */
const UNPACK_SLICE = 50;

type AnswerMethods = 'putAnswer' | 'answersOf' | 'answerById' | 'answerCount' | 'regradeItem' | 'cellsOf';

export function createAnswerStore({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>): Pick<Store, AnswerMethods> {
  // Answers that arrive together are stored in one transaction (server/group-commit.ts): one commit for many, and
  // each promise resolves once its batch is committed (SQLite synchronous=FULL; PostgreSQL's default synchronous commit).
  const answers = groupCommit<AnswerJob, 'created' | 'repeat'>((jobs) => db.transaction().execute((trx) => storeAnswers(trx, dialect, jobs)));

  return {
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

    async regradeItem(setItemId, source, remake, regrade, accepts): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const owner = await trx.selectFrom('set_items').select('set_id').where('id', '=', setItemId).executeTakeFirst();
        if (!owner || !(await lockSet(trx, dialect, owner.set_id))) return;
        await trx.updateTable('set_items').set({ source: storedText('set-item-source', source) }).where('id', '=', setItemId).execute();
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
            const grade = regrade(item, storedJson('answer', a.answer, 'answers', a.id), accepted);
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

    async cellsOf(setId: string): Promise<ReadonlyMap<string, StudentCells>> {
      const rows = await db.selectFrom('student_results').select(['student_id', 'cells']).where('set_id', '=', setId).execute();
      // a class's squares unpacked a few students at a time, the event loop free in between (300 × 100 squares are
      // tens of ms of JSON: bench/teacher-routes.ts judges a view by its longest slice)
      const cells = new Map<string, StudentCells>();
      for (let start = 0; start < rows.length; start += UNPACK_SLICE) {
        if (start > 0) await new Promise((resolve) => setImmediate(resolve));
        for (const r of rows.slice(start, start + UNPACK_SLICE)) cells.set(r.student_id, unpackCells(r.cells));
      }
      return cells;
    },
  };
}
