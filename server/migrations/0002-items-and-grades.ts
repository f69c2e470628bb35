// Items as rows, made once, and answers that keep their grade: a set's questions (set_items, with a stable id and an
// order column), the items made from them (items: the set's own, or each fresh-hands student's), the accepted calls
// (rows, so two accepts never lose one) and the grade columns of answers.
// Frozen (issue 38, R7): this file imports no live library code; its columns are literal lists (frozen-0002/carry.ts).
// First-schema sets need items made and answers graded, which only the bidder can do, and their grades were never
// stored: the results computed them when shown. Today's bidder is not the one that showed them (SYSTEM_VERSION was
// 2026-12-05.1 when this migration shipped in cc8d9d0), and a frozen copy of the whole bidder is not kept. So a database
// of the first schema that holds sets is refused before anything changes (FirstSchemaSetsRefused, code
// 'first-schema-sets'), with its two ways on: migrate with cc8d9d0 first (its grades are the ones shown then), or run
// with BRIDGE_MIGRATE_0001_SETS=today to grade them with the running system (frozen-0002/regrade-today.ts; each grade
// says its system). A database without sets migrates as it always did. README "Migrations" says the same.
// Example: up(db) after 0001; a set of 100 fresh-hands items with 300 students makes 30,000 item rows once.

import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { CARRY_0001_SETS, FirstSchemaSetsRefused, GRADE_COLUMNS_0002, ITEM_COLUMNS_0002, type Carry0002Kit, type FirstSpec } from './frozen-0002/carry';

export async function up(db: Kysely<unknown>): Promise<void> {
  // refused before any change: first-schema sets are carried over only as the operator chose (the head)
  const count = await sql<{ n: number | string }>`select count(*) as n from sets`.execute(db);
  const sets = Number(count.rows[0].n);
  let kit: Carry0002Kit | null = null;
  if (sets > 0) {
    if (process.env[CARRY_0001_SETS] !== 'today') throw new FirstSchemaSetsRefused(sets);
    kit = (await import('./frozen-0002/regrade-today')).TODAY_KIT;
  }
  await db.schema
    .createTable('set_items')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('set_id', 'varchar(36)', (c) => c.notNull().references('sets.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('set_items_set_position').on('set_items').columns(['set_id', 'position']).execute();

  await db.schema
    .createTable('items')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('set_id', 'varchar(36)', (c) => c.notNull().references('sets.id').onDelete('cascade'))
    .addColumn('set_item_id', 'varchar(36)', (c) => c.notNull().references('set_items.id').onDelete('cascade'))
    .addColumn('student_id', 'varchar(36)', (c) => c.references('students.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('deal', 'varchar(80)', (c) => c.notNull())
    .addColumn('dealer', 'varchar(1)', (c) => c.notNull())
    .addColumn('vul', 'varchar(4)', (c) => c.notNull())
    .addColumn('auction', 'text', (c) => c.notNull())
    .addColumn('seat', 'varchar(1)', (c) => c.notNull())
    .addColumn('hand', 'varchar(20)', (c) => c.notNull())
    .addColumn('item', 'text', (c) => c.notNull())
    .addColumn('asked', 'varchar(24)')
    .addColumn('near_miss', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expected_call', 'varchar(8)')
    .addColumn('expected_text', 'text', (c) => c.notNull())
    .addColumn('expected_rule', 'varchar(24)')
    .addColumn('expected_by', 'varchar(8)', (c) => c.notNull())
    .addColumn('system', 'varchar(40)', (c) => c.notNull())
    .addColumn('made_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('items_set_item_student').on('items').columns(['set_item_id', 'student_id']).execute();
  await db.schema.createIndex('items_set_student').on('items').columns(['set_id', 'student_id']).execute();

  await db.schema
    .createTable('accepted_calls')
    .addColumn('set_item_id', 'varchar(36)', (c) => c.notNull().references('set_items.id').onDelete('cascade'))
    .addColumn('call', 'varchar(8)', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('accepted_calls_pk', ['set_item_id', 'call'])
    .execute();

  // SQLite adds one column per statement; the grade columns are filled below for every existing answer
  const columns: [string, 'varchar(36)' | 'varchar(24)' | 'varchar(40)' | 'varchar(8)' | 'text' | 'integer'][] = [
    ['set_item_id', 'varchar(36)'], ['item_id', 'varchar(36)'], ['is_right', 'integer'], ['answer_text', 'text'],
    ['wrong_rule', 'varchar(24)'], ['expected_call', 'varchar(8)'], ['expected_text', 'text'], ['expected_rule', 'varchar(24)'],
    ['expected_by', 'varchar(8)'], ['expected_kind', 'varchar(8)'], ['system', 'varchar(40)'],
  ];
  for (const [name, type] of columns) await db.schema.alterTable('answers').addColumn(name, type).execute();
  await db.schema.createIndex('answers_set_item').on('answers').columns(['set_item_id', 'student_id']).execute();

  if (kit) await carryOver(db, kit);
}

/** Every set of the first schema: its items made and stored, its answers graded by the kit's system, its spec slimmed. */
async function carryOver(db: Kysely<unknown>, kit: Carry0002Kit): Promise<void> {
  const now = Date.now();
  const sets = await sql<{ id: string; spec: string }>`select id, spec from sets`.execute(db);
  for (const set of sets.rows) {
    const spec = JSON.parse(set.spec) as FirstSpec;
    const setItemIds = spec.items.map(() => randomUUID());
    for (const [position, source] of spec.items.entries()) {
      await sql`insert into set_items (id, set_id, position, source) values (${setItemIds[position]}, ${set.id}, ${position}, ${JSON.stringify(source)})`.execute(db);
      for (const call of new Set(spec.accepted[String(position)] ?? [])) {
        await sql`insert into accepted_calls (set_item_id, call, at) values (${setItemIds[position]}, ${call}, ${now})`.execute(db);
      }
    }
    const students = await sql<{ id: string; seed: number }>`select id, seed from students where set_id = ${set.id}`.execute(db);
    // the items each student answered: the set's own (same hands) or the student's (fresh hands), made once here
    const owners: (string | null)[] = spec.hands === 'fresh' ? students.rows.map((s) => s.id) : [null];
    const seeds = new Map(students.rows.map((s) => [s.id, Number(s.seed)]));
    const made = new Map<string, { id: string; made: unknown }>();
    for (const owner of owners) {
      for (const [position, source] of spec.items.entries()) {
        const item = kit.make(source, owner === null ? null : seeds.get(owner)!);
        const id = randomUUID();
        const keys = { id, set_id: set.id, set_item_id: setItemIds[position], student_id: owner, made_at: now };
        await insertRow(db, 'items', { ...keys, ...Object.fromEntries(ITEM_COLUMNS_0002.map((c) => [c, item.columns[c]])) });
        made.set(`${owner ?? ''}|${position}`, { id, made: item.made });
      }
    }
    const answers = await sql<{ id: string; student_id: string; item: number; answer: string }>`
      select id, student_id, item, answer from answers where set_id = ${set.id}`.execute(db);
    for (const answer of answers.rows) {
      const position = Number(answer.item);
      const found = made.get(`${spec.hands === 'fresh' ? answer.student_id : ''}|${position}`);
      if (!found) continue; // an answer to an item removed since: the results never showed it
      const g = kit.grade(found.made, spec.accepted[String(position)] ?? [], JSON.parse(answer.answer));
      const assignments = [sql`set_item_id = ${setItemIds[position]}`, sql`item_id = ${found.id}`, ...GRADE_COLUMNS_0002.map((c) => sql`${sql.ref(c)} = ${g[c]}`)];
      await sql`update answers set ${sql.join(assignments)} where set_id = ${set.id} and id = ${answer.id}`.execute(db);
    }
    const { items: _items, accepted: _accepted, ...settings } = spec;
    await sql`update sets set spec = ${JSON.stringify(settings)} where id = ${set.id}`.execute(db);
  }
}

async function insertRow(db: Kysely<unknown>, table: string, row: Record<string, unknown>): Promise<void> {
  const names = Object.keys(row);
  await sql`insert into ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))}) values (${sql.join(names.map((n) => row[n]))})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('answers_set_item').execute();
  for (const column of ['set_item_id', 'item_id', 'is_right', 'answer_text', 'wrong_rule', 'expected_call', 'expected_text', 'expected_rule', 'expected_by', 'expected_kind', 'system']) {
    await db.schema.alterTable('answers').dropColumn(column).execute();
  }
  for (const table of ['accepted_calls', 'items', 'set_items']) await db.schema.dropTable(table).execute();
}
