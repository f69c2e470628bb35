// What migration 0002 needs to carry a first-schema set over, frozen as 0002 wrote it: the spec as 0001 stored it, the
// columns of an `items` row and of an answer's grade as 0002 created them (literal lists: a column a later migration
// adds is never written here), and the one thing it cannot hold in itself, a kit that makes an item and grades an
// answer (server/migrations/frozen-0002/regrade-today.ts, used only when the operator asks for it).
// Example: ITEM_COLUMNS_0002.length === 15; a kit's make(source, 41) → { columns: { kind: 'call', …, system }, made }.

/** The spec column as the first schema wrote it: the settings with the items (as JSON sources) and accepted calls inside. */
export interface FirstSpec {
  readonly hands: 'same' | 'fresh';
  readonly items: readonly unknown[];
  readonly accepted: Readonly<Record<string, readonly string[]>>;
  readonly [setting: string]: unknown;
}

/** An `items` row's columns as 0002 created them, but for its keys (id, set_id, set_item_id, student_id, made_at). */
export const ITEM_COLUMNS_0002 = [
  'kind', 'deal', 'dealer', 'vul', 'auction', 'seat', 'hand', 'item', 'asked', 'near_miss',
  'expected_call', 'expected_text', 'expected_rule', 'expected_by', 'system',
] as const;
export type ItemColumns0002 = Readonly<Record<(typeof ITEM_COLUMNS_0002)[number], string | number | null>>;

/** The grade columns 0002 added to `answers`, but for set_item_id and item_id. */
export const GRADE_COLUMNS_0002 = [
  'is_right', 'answer_text', 'wrong_rule', 'expected_call', 'expected_text', 'expected_rule', 'expected_by', 'expected_kind', 'system',
] as const;
export type GradeColumns0002 = Readonly<Record<(typeof GRADE_COLUMNS_0002)[number], string | number | null>>;

/**
 * Makes a first-schema source's item and grades an answer to it. The grades it gives are its system's (`system`,
 * written in every row it makes), which is the one the set's results showed only if it is the system that ran then.
 */
export interface Carry0002Kit {
  readonly system: string;
  make(source: unknown, seed: number | null): { readonly columns: ItemColumns0002; readonly made: unknown };
  grade(made: unknown, accepted: readonly string[], answer: unknown): GradeColumns0002;
}

/** The environment variable that lets 0002 grade first-schema sets with the running system: its only value, 'today'. */
export const CARRY_0001_SETS = 'BRIDGE_MIGRATE_0001_SETS';

/** The refusal of a first-schema database that holds sets, when the operator has not chosen how to carry them over. */
export class FirstSchemaSetsRefused extends Error {
  readonly code = 'first-schema-sets';
  constructor(readonly sets: number) {
    super(
      `migration 0002-items-and-grades: this database holds ${sets} set(s) of the first schema (0001), whose grades ` +
        'were computed when shown and never stored. Carry them over with the grades they showed by migrating with the ' +
        'release that shipped 0002 (commit cc8d9d0, system 2026-12-05.1: `git checkout cc8d9d0 && npm ci && ' +
        'npm run db:migrate`), then with this one; or grade them with this release\'s system (written in each grade) by ' +
        `running the migration with ${CARRY_0001_SETS}=today. Nothing was changed.`,
    );
    this.name = 'FirstSchemaSetsRefused';
  }
}
