// The store's reads for the teacher's downloads and the worksheet, each reading only the rows its answer needs: one
// student, one item, a page of the roster with its hands, and the answers file's and the PBN file's rows a page at a
// time in the file's own order (keyset pagination: a page starts after the last row of the one before).
// Example: await store.downloads.answerRows(setId, true, null, 200) → the first 200 rows of results.csv, with the cursor of the last.

import { sql, type RawBuilder } from 'kysely';
import type { OpenedDatabase } from './db';
import { answerRow, studentRow, toNumber, toNumberOrNull } from './rows';
import { gradeOf } from './item-rows';
import type { StoredItem } from './store-types';
import type { DownloadStore } from './download-store-types';
import { GRADE_COLUMNS, ITEM_COLUMNS, STUDENT_COLUMNS, storedItem } from './store-common';

export function createDownloadStore({ db, dialect }: Pick<OpenedDatabase, 'db' | 'dialect'>): DownloadStore<StoredItem> {
  // ids compared byte by byte on both databases (PostgreSQL's default collation would order '-' and '_' by language rules)
  const byBytes = (column: RawBuilder<unknown>) => (dialect === 'postgres' ? sql`${column} collate "C"` : column);
  return {
    async studentOf(setId, studentId) {
      const row = await db.selectFrom('students').select(STUDENT_COLUMNS).where('set_id', '=', setId).where('id', '=', studentId).executeTakeFirst();
      return row ? studentRow(row) : null;
    },

    async itemOf(setId, setItemId, student) {
      const query = db
        .selectFrom('items')
        .innerJoin('set_items', 'set_items.id', 'items.set_item_id')
        .select(ITEM_COLUMNS)
        .where('items.set_id', '=', setId)
        .where('items.set_item_id', '=', setItemId);
      const row = await (student === null ? query.where('items.student_id', 'is', null) : query.where('items.student_id', '=', student)).executeTakeFirst();
      return row ? storedItem(row) : null;
    },

    async studentsPage(setId, after, limit) {
      let query = db.selectFrom('students').select(STUDENT_COLUMNS).where('students.set_id', '=', setId);
      if (after !== null) {
        const from = await db.selectFrom('students').select(['joined_at', 'id']).where('set_id', '=', setId).where('id', '=', after).executeTakeFirst();
        if (!from) return [];
        const at = toNumber(from.joined_at);
        query = query.where((eb) => eb.or([eb('students.joined_at', '>', at), eb.and([eb('students.joined_at', '=', at), eb('students.id', '>', from.id)])]));
      }
      return (await query.orderBy('students.joined_at').orderBy('students.id').limit(limit).execute()).map(studentRow);
    },

    async itemsOfStudents(setId, students) {
      if (students.length === 0) return [];
      const rows = await db
        .selectFrom('items')
        .innerJoin('set_items', 'set_items.id', 'items.set_item_id')
        .select(ITEM_COLUMNS)
        .where('items.set_id', '=', setId)
        .where('items.student_id', 'in', students)
        .orderBy('set_items.position')
        .execute();
      return rows.map(storedItem);
    },

    async answersOfStudents(setId, students) {
      if (students.length === 0) return [];
      const rows = await db
        .selectFrom('answers')
        .innerJoin('set_items', 'set_items.id', 'answers.set_item_id')
        .select(['answers.id', 'answers.student_id', 'answers.set_item_id', 'set_items.position', 'answers.answer', 'answers.ms', 'answers.at', 'answers.device_at', ...GRADE_COLUMNS])
        .where('answers.set_id', '=', setId)
        .where('answers.student_id', 'in', students)
        .orderBy('answers.at')
        .orderBy('answers.id')
        .execute();
      return rows.map((row) => answerRow(row, gradeOf(row)));
    },

    async answersOfSetItems(setId, setItems) {
      if (setItems.length === 0) return [];
      const rows = await db
        .selectFrom('answers')
        .innerJoin('set_items', 'set_items.id', 'answers.set_item_id')
        .select(['answers.id', 'answers.student_id', 'answers.set_item_id', 'set_items.position', 'answers.answer', 'answers.ms', 'answers.at', 'answers.device_at', ...GRADE_COLUMNS])
        .where('answers.set_id', '=', setId)
        .where('answers.set_item_id', 'in', setItems)
        .orderBy('answers.at')
        .orderBy('answers.id')
        .execute();
      return rows.map((row) => answerRow(row, gradeOf(row)));
    },

    async answerRows(setId, fresh, after, limit) {
      const when = sql`coalesce(a.device_at, a.at)`;
      const own = fresh ? sql`i.student_id = a.student_id` : sql`i.student_id is null`;
      const from = after === null ? sql`` : sql`and (${when}, ${byBytes(sql`a.id`)}) > (${after.at}, ${after.id})`;
      // the page's answers found on narrow rows (the set's answers sorted by two columns), then only they are read whole
      // with their attempt numbers and the items answered
      const { rows } = await sql<{
        id: string; name: string; position: number | string; at: number | string; device_at: number | string | null; ms: number | string;
        expected_rule: string | null; expected_text: string; answer_text: string; is_right: number | string; attempt: number | string;
        hand: string | null; dealer: string | null; vul: string | null; auction: string | null;
      }>`select a.id, st.name, si.position, a.at, a.device_at, a.ms, a.expected_rule, a.expected_text, a.answer_text, a.is_right,
          i.hand, i.dealer, i.vul, i.auction,
          (select count(*) from answers b where b.set_id = a.set_id and b.set_item_id = a.set_item_id and b.student_id = a.student_id
             and (b.at < a.at or (b.at = a.at and ${byBytes(sql`b.id`)} < ${byBytes(sql`a.id`)}))) + 1 as attempt
        from (select a.set_id, a.id from answers a join set_items si on si.id = a.set_item_id
              where a.set_id = ${setId} ${from} order by ${when}, ${byBytes(sql`a.id`)} limit ${limit}) page
        join answers a on a.set_id = page.set_id and a.id = page.id
        join students st on st.id = a.student_id
        join set_items si on si.id = a.set_item_id
        left join items i on i.set_item_id = a.set_item_id and ${own}
        order by ${when}, ${byBytes(sql`a.id`)}`.execute(db);
      return rows.map((r) => ({
        id: r.id, name: r.name, position: toNumber(r.position), at: toNumber(r.at), deviceAt: toNumberOrNull(r.device_at), ms: toNumber(r.ms),
        rule: r.expected_rule, expected: r.expected_text, answer: r.answer_text, right: Number(r.is_right) !== 0, attempt: toNumber(r.attempt),
        item: r.hand === null ? null : { hand: r.hand, dealer: r.dealer!, vul: r.vul!, auction: r.auction! },
      }));
    },

    async itemsPage(setId, after, limit) {
      // question by question in their order, each question's items by student (the index on set_item_id, student_id):
      // a page reads its own rows and at most one question's more, never the whole set sorted
      const questions = await db.selectFrom('set_items').select(['id', 'position']).where('set_id', '=', setId).orderBy('position').execute();
      const student = sql`coalesce(items.student_id, '')`;
      const page: StoredItem[] = [];
      for (const question of questions) {
        const position = toNumber(question.position);
        if (page.length >= limit) break;
        if (after !== null && position < after.position) continue;
        let query = db.selectFrom('items').innerJoin('set_items', 'set_items.id', 'items.set_item_id').select(ITEM_COLUMNS).where('items.set_item_id', '=', question.id);
        if (after !== null && position === after.position) query = query.where(sql<boolean>`(${byBytes(student)}, ${byBytes(sql`items.id`)}) > (${after.student}, ${after.id})`);
        const rows = await query.orderBy(byBytes(student)).orderBy(byBytes(sql`items.id`)).limit(limit - page.length).execute();
        page.push(...rows.map(storedItem));
      }
      return page;
    },
  };
}
