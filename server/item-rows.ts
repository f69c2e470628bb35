// Items and grades as table rows and back: a made item's columns (its position as plain text, the quiz item as JSON,
// what grades it, read back by its versioned schema: lib/set-api/stored-item.ts), a stored grade's columns, and the
// values read back. The store's own (migrations keep frozen copies of what they need).
// Example: itemValues(makeItem(source, null), { id, setId, setItemId, studentId: null, madeAt }) → a row of `items`.

import type { RuleId } from '@/lib/bidder';
import type { QuestionKind } from '@/lib/quiz/item-types';
import { storedText } from '@/lib/set-api/stored';
import { itemPosition, type MadeItem } from '@/lib/teach/made-item';
import type { StoredExpected, StoredGrade } from '@/lib/teach/set-types';
import type { Topic } from '@/lib/quiz/topics';
import type { Insertable } from 'kysely';
import { storedJson } from './rows';
import type { ItemsTable } from './schema';

export interface ItemKeys {
  readonly id: string;
  readonly setId: string;
  readonly setItemId: string;
  readonly studentId: string | null;
  readonly madeAt: number;
}

export function itemValues(made: MadeItem, keys: ItemKeys): Insertable<ItemsTable> {
  const at = itemPosition(made.item);
  const e = made.expected;
  return {
    id: keys.id, set_id: keys.setId, set_item_id: keys.setItemId, student_id: keys.studentId, kind: made.item.kind,
    deal: at.deal, dealer: at.dealer, vul: at.vul, auction: at.auction, seat: at.seat, hand: at.hand,
    // the bidder's explanation and a whole auction's question ride in the item's JSON (as made): read back apart by madeOf
    item: storedText('item', { ...made.item, ...(made.explanation && { explanation: made.explanation }), ...(made.auction && { auction: made.auction }) }),
    asked: made.asked, near_miss: made.nearMiss ? 1 : 0,
    expected_call: e.call, expected_text: e.text, expected_rule: e.rule, expected_by: e.by, system: made.system, made_at: keys.madeAt,
  };
}

/** The made item of an `items` row, its JSON read by its versioned schema (a row that does not read: StoredJsonError). */
export function madeOf(row: { id: string; item: string; asked: string | null; near_miss: number; system: string } & ExpectedColumns): MadeItem {
  const { explanation, auction, ...item } = storedJson('item', row.item, 'items', row.id);
  return {
    item,
    ...(auction && { auction }),
    explanation: explanation ?? null,
    expected: expectedOf(row, item.kind),
    asked: row.asked as Topic | null,
    nearMiss: Number(row.near_miss) !== 0,
    system: row.system,
  };
}

interface ExpectedColumns {
  expected_call: string | null;
  expected_text: string;
  expected_rule: string | null;
  expected_by: string;
}

export function expectedOf(row: ExpectedColumns, kind: QuestionKind): StoredExpected {
  return {
    kind, call: row.expected_call, text: row.expected_text, rule: row.expected_rule as RuleId | null,
    by: row.expected_by === 'key' ? 'key' : 'system',
  };
}

/** The grade columns of an answer row (own_rule since 0009: absent from the rows the migrations before it read). */
export interface GradeColumns extends ExpectedColumns {
  is_right: number;
  answer_text: string;
  wrong_rule: string | null;
  expected_kind: string;
  system: string;
  own_rule?: string | null;
}

export function gradeValues(grade: StoredGrade): GradeColumns {
  const e = grade.expected;
  return {
    is_right: grade.right ? 1 : 0, answer_text: grade.answer, wrong_rule: grade.rule, expected_call: e.call, expected_text: e.text,
    expected_rule: e.rule, expected_by: e.by, expected_kind: e.kind, system: grade.system,
  };
}

/**
 * The own_rule column (0009) of a grade: the rule of the student's own call, '' when no rule of the system makes it,
 * null when not known (another kind, or an answer graded before 0009). Apart from gradeValues, which 0002 writes.
 */
export function ownRuleValue(grade: StoredGrade): string | null {
  return grade.ownRule === undefined ? null : (grade.ownRule ?? '');
}

export function gradeOf(row: GradeColumns): StoredGrade {
  const own = row.own_rule ?? null;
  return {
    right: Number(row.is_right) !== 0, answer: row.answer_text, rule: row.wrong_rule as RuleId | null, system: row.system,
    expected: expectedOf(row, row.expected_kind as QuestionKind),
    ...(own !== null && { ownRule: own === '' ? null : (own as RuleId) }),
  };
}
