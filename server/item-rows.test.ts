// Items and grades as table rows and back (server/item-rows.ts): a made item's row reads back as the item made, the
// expected answer's author kept ('key' or the system), a row whose JSON does not read names its table and id, and a
// grade's columns read back as the grade.

import { describe, expect, it } from 'vitest';
import { makeItem } from '@/lib/teach/made-item';
import type { StoredGrade } from '@/lib/teach/set-types';
import { gradeOf, gradeValues, itemValues, madeOf, ownRuleValue } from './item-rows';
import { StoredJsonError } from './rows';

const keys = { id: 'item-1', setId: 'set-1', setItemId: 'si-1', studentId: null, madeAt: 1000 };

/** The row as the database gives it back: the columns madeOf reads. */
function rowOf(values: ReturnType<typeof itemValues>) {
  return {
    id: values.id as string, item: values.item as string, asked: (values.asked ?? null) as string | null, near_miss: Number(values.near_miss), system: values.system as string,
    expected_call: (values.expected_call ?? null) as string | null, expected_text: values.expected_text as string, expected_rule: (values.expected_rule ?? null) as string | null,
    expected_by: values.expected_by as string,
  };
}

describe('item rows', () => {
  it('read back as the item made: a call with its explanation, a whole auction with its question, an evaluate item', () => {
    for (const made of [
      makeItem({ source: 'topic', topic: 'O-1NT', seed: 3, nearMiss: false }, null),
      makeItem({ source: 'auction', seed: 6, seat: 'W' }, null),
      makeItem({ source: 'topic', topic: 'evaluate', seed: 1, nearMiss: true }, 41),
    ]) {
      const values = itemValues(made, keys);
      expect(JSON.parse(values.item as string)).toMatchObject({ v: 1 });
      expect(madeOf(rowOf(values))).toEqual(JSON.parse(JSON.stringify(made)));
    }
  });

  it("keeps the teacher's key as the expected answer's author", () => {
    const made = makeItem({ source: 'topic', topic: 'O-1NT', seed: 3, nearMiss: false }, null);
    const byKey = { ...made, expected: { ...made.expected, call: '3N', text: '3N', by: 'key' as const } };
    expect(madeOf(rowOf(itemValues(byKey, keys))).expected).toEqual(byKey.expected);
    expect(madeOf(rowOf(itemValues(made, keys))).expected.by).toBe('system');
  });

  it('a row whose item does not read is an error naming the table and the row', () => {
    const row = { ...rowOf(itemValues(makeItem({ source: 'topic', topic: 'O-1NT', seed: 3, nearMiss: false }, null), keys)), item: '{"topic":"O-99"}' };
    expect(() => madeOf(row)).toThrow(StoredJsonError);
    try {
      madeOf(row);
    } catch (error) {
      expect(error).toMatchObject({ table: 'items', id: 'item-1', code: 'stored-bad-shape' });
    }
  });

  it("a grade's columns read back as the grade; its own rule '' for none, null when not known", () => {
    const grade: StoredGrade = {
      right: false, answer: '2D', rule: 'R-NEW1', system: '2026-12-06.9',
      expected: { kind: 'call', call: '1S', text: '1S', rule: 'R-NEW1', by: 'system' },
    };
    expect(gradeOf(gradeValues(grade))).toEqual(grade);
    expect(ownRuleValue(grade)).toBeNull();
    expect(ownRuleValue({ ...grade, ownRule: null })).toBe('');
    expect(ownRuleValue({ ...grade, ownRule: 'R-NEW2' })).toBe('R-NEW2');
    expect(gradeOf({ ...gradeValues(grade), own_rule: '' })).toEqual({ ...grade, ownRule: null });
    expect(gradeOf({ ...gradeValues(grade), own_rule: 'R-NEW2' })).toEqual({ ...grade, ownRule: 'R-NEW2' });
  });
});
