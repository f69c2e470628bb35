// The results squares folded answer by answer (as the store does when each answer is stored) against their meaning:
// the first attempt is the earliest by time then id, retries, right later, seconds; in any arrival order; an accepted
// call regrades a square as regrading its answers would.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SYSTEM_VERSION } from '../bidder/system-version';
import { cellsOfAnswers, countedSeconds, packCells, unpackCells, withAccepted, withAttempt, type StoredCell } from './cells';
import type { StoredAnswer } from './set-types';
import { IDLE_MS } from './set-types';

const CALLS = ['1C', '1D', '1H', '1S', '1N', 'P'];
const EXPECTED = '1N';

function answer(n: number, at: number, call: string, ms: number, accepted: readonly string[] = []): StoredAnswer {
  const right = call === EXPECTED || accepted.includes(call);
  return {
    id: `a${String(n).padStart(3, '0')}`, student: 's1', setItem: 'i1', position: 0, answer: { call }, ms, at,
    grade: {
      right, answer: call, rule: right ? null : 'O-1NT', system: SYSTEM_VERSION,
      expected: { kind: 'call', call: EXPECTED, text: EXPECTED, rule: 'O-1NT', by: 'system' },
    },
  };
}

/** The square's meaning, read from the answers sorted by time then id. */
function meaning(answers: readonly StoredAnswer[]): Omit<StoredCell, 'answers'> & { answers: string[] } {
  const sorted = [...answers].sort((a, b) => a.at - b.at || (a.id < b.id ? -1 : 1));
  const f = sorted[0];
  return {
    first: { id: f.id, at: f.at, answer: f.grade.answer, right: f.grade.right, rule: f.grade.rule, expectedRule: 'O-1NT', expected: EXPECTED },
    attempts: sorted.length,
    anyRight: sorted.some((a) => a.grade.right),
    answers: [...new Set(sorted.map((a) => a.grade.answer))].sort(),
    seconds: sorted.reduce((sum, a) => sum + countedSeconds(a.ms), 0),
  };
}

const attempts = fc.array(fc.record({ at: fc.integer({ min: 0, max: 5 }), call: fc.constantFrom(...CALLS), ms: fc.integer({ min: -5, max: IDLE_MS * 2 }) }), {
  minLength: 1,
  maxLength: 8,
});

describe('withAttempt: a square folded from its answers', () => {
  it('means the same whatever order the answers arrive in', () => {
    fc.assert(fc.property(attempts, fc.integer(), (list, shuffleSeed) => {
      const answers = list.map((a, n) => answer(n, a.at, a.call, a.ms));
      const order = [...answers].sort((a, b) => ((a.id.charCodeAt(3) * 31 + shuffleSeed) % 7) - ((b.id.charCodeAt(3) * 31 + shuffleSeed) % 7));
      const cell = order.reduce<StoredCell | undefined>((c, a) => withAttempt(c, a), undefined)!;
      expect({ ...cell, answers: [...cell.answers].sort(), seconds: Number(cell.seconds.toFixed(6)) }).toEqual({
        ...meaning(answers), seconds: Number(meaning(answers).seconds.toFixed(6)),
      });
    }), { numRuns: 200 });
  });

  it('counts at most IDLE_MS of an answer and nothing of a negative or missing time', () => {
    const cell = [answer(1, 1, 'P', IDLE_MS * 3), answer(2, 2, 'P', -1), answer(3, 3, 'P', Number.NaN)].reduce<StoredCell | undefined>((c, a) => withAttempt(c, a), undefined)!;
    expect(cell.seconds).toBe(IDLE_MS / 1000);
    expect(cell).toMatchObject({ attempts: 3, anyRight: false, answers: ['P'] });
  });
});

describe('withAccepted', () => {
  it('regrades a square exactly as folding the answers graded with the call accepted', () => {
    fc.assert(fc.property(attempts, fc.constantFrom(...CALLS.filter((c) => c !== EXPECTED)), (list, call) => {
      const before = list.map((a, n) => answer(n, a.at, a.call, a.ms));
      const after = list.map((a, n) => answer(n, a.at, a.call, a.ms, [call]));
      const fold = (answers: StoredAnswer[]) => answers.reduce<StoredCell | undefined>((c, a) => withAttempt(c, a), undefined)!;
      expect(withAccepted(fold(before), call)).toEqual(fold(after));
    }), { numRuns: 200 });
  });
});

describe('cellsOfAnswers', () => {
  it('folds each student and item apart and counts a repeated id once', () => {
    const a = answer(1, 1, '1C', 1000);
    const other = { ...answer(2, 2, '1N', 1000), student: 's2' };
    const cells = cellsOfAnswers([a, { ...a, at: 9 }, other, { ...answer(3, 3, 'P', 1000), setItem: 'i2' }]);
    expect(cells.get('s1')?.i1).toMatchObject({ attempts: 1, first: { answer: '1C', right: false } });
    expect(cells.get('s1')?.i2).toMatchObject({ attempts: 1, first: { answer: 'P' } });
    expect(cells.get('s2')?.i1).toMatchObject({ attempts: 1, first: { answer: '1N', right: true } });
  });
});

describe('packCells and unpackCells', () => {
  it('read back every square as it was', () => {
    fc.assert(fc.property(fc.array(attempts, { maxLength: 4 }), (items) => {
      const cells = Object.fromEntries(items.map((list, k) => [`item-${k}`, list.map((a, n) => answer(n, a.at, a.call, a.ms)).reduce<StoredCell | undefined>((c, a) => withAttempt(c, a), undefined)!]));
      expect(unpackCells(packCells(cells))).toEqual(cells);
    }), { numRuns: 100 });
    expect(unpackCells(packCells({}))).toEqual({});
  });
});
