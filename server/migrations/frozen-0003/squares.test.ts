// Migration 0003's frozen fold gives, on today's code, the squares the live fold gives (lib/teach/cells.ts) but for the
// expected answer that 0007 adds: the copy was frozen from it, and the two part only when the live squares change.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cellsOfAnswers, packCells } from '@/lib/teach/cells';
import type { RuleId } from '@/lib/bidder';
import type { StoredAnswer } from '@/lib/teach/set-types';
import { foldSquares, type AnswerRow0003 } from './squares';

const answerRow = fc.record({
  id: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  student_id: fc.constantFrom('s1', 's2'),
  set_item_id: fc.constantFrom('i1', 'i2'),
  ms: fc.oneof(fc.integer({ min: -5, max: 400_000 }), fc.constant(Number.NaN)),
  at: fc.integer({ min: 1000, max: 1005 }),
  is_right: fc.constantFrom(0, 1),
  answer_text: fc.constantFrom('P', '1NT', '2D'),
  wrong_rule: fc.constantFrom(null, 'R-NEW1'),
  expected_rule: fc.constantFrom(null, 'O-1NT'),
});

/** The answer as the live store reads it back from the same row. */
function stored(row: AnswerRow0003): StoredAnswer {
  return {
    id: row.id, student: row.student_id, setItem: row.set_item_id, position: 0, answer: { call: row.answer_text }, ms: Number(row.ms), at: Number(row.at),
    grade: {
      right: Number(row.is_right) !== 0, answer: row.answer_text, rule: row.wrong_rule as RuleId | null, system: 'test',
      expected: { kind: 'call', call: 'P', text: 'P', rule: row.expected_rule as RuleId | null, by: 'system' },
    },
  };
}

describe("migration 0003's frozen squares", () => {
  it('pack as the live fold packs them, the expected answer apart (0007 adds it)', () => {
    fc.assert(
      fc.property(fc.array(answerRow, { maxLength: 12 }), (rows) => {
        const sorted = [...rows].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
        const frozen = foldSquares(sorted);
        const live = cellsOfAnswers(sorted.map(stored));
        expect([...frozen.keys()].sort()).toEqual([...live.keys()].sort());
        for (const [student, squares] of live) {
          const packed = JSON.parse(packCells(squares)) as Record<string, unknown[]>;
          const withoutExpected = Object.fromEntries(Object.entries(packed).map(([id, cell]) => [id, cell.slice(0, 10)]));
          expect(frozen.get(student)).toEqual(withoutExpected);
        }
      }),
    );
  });

  it('counts a repeated id once and keeps the earliest attempt first, whatever the order it comes in', () => {
    const row = (id: string, at: number, answer: string, right: 0 | 1): AnswerRow0003 =>
      ({ id, student_id: 's', set_item_id: 'i', ms: 12_000, at, is_right: right, answer_text: answer, wrong_rule: right ? null : 'R-NEW1', expected_rule: 'O-1' });
    const squares = foldSquares([row('b', 1000, '2D', 0), row('a', 1000, '1NT', 1), row('b', 1000, '2D', 0), row('c', 999, '2D', 0)]);
    expect(squares.get('s')).toEqual({ i: ['c', 999, '2D', 0, 'R-NEW1', 'O-1', 3, 1, '2D\n1NT', 36] });
  });
});
