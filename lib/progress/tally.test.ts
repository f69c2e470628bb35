import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accuracy, countAnswer, hardestFirst, type Tally } from './tally';

describe('tally', () => {
  it('accuracy is right / answered, null for nothing answered', () => {
    expect(accuracy({ answered: 4, right: 3 })).toBe(0.75);
    expect(accuracy({ answered: 0, right: 0 })).toBeNull();
    expect(accuracy(undefined)).toBeNull();
  });

  it('countAnswer adds one answer under its key, keeping first-seen order', () => {
    const m = new Map<string, { answered: number; right: number }>();
    countAnswer(m, 'b', true);
    countAnswer(m, 'a', false);
    countAnswer(m, 'b', false);
    expect([...m]).toEqual([['b', { answered: 2, right: 1 }], ['a', { answered: 1, right: 0 }]]);
  });

  it('hardestFirst: lowest accuracy, then more answers, then given order; unanswered last', () => {
    const rows = [
      { k: 'half-of-4', answered: 4, right: 2 },
      { k: 'none', answered: 0, right: 0 },
      { k: 'half-of-6', answered: 6, right: 3 },
      { k: 'zero', answered: 1, right: 0 },
      { k: 'half-of-4b', answered: 4, right: 2 },
    ];
    expect(hardestFirst(rows, (r) => r).map((r) => r.k)).toEqual(['zero', 'half-of-6', 'half-of-4', 'half-of-4b', 'none']);
  });

  it('hardestFirst is a permutation whose accuracies never decrease', () => {
    const tally = fc.integer({ min: 0, max: 20 }).chain((answered) => fc.record({ answered: fc.constant(answered), right: fc.integer({ min: 0, max: answered }) }));
    fc.assert(fc.property(fc.array(tally, { maxLength: 30 }), (rows: Tally[]) => {
      const ranked = hardestFirst(rows, (r) => r);
      expect(ranked).toHaveLength(rows.length);
      expect(new Set(ranked)).toEqual(new Set(rows));
      const acc = ranked.filter((r) => r.answered > 0).map((r) => r.right / r.answered);
      for (let i = 1; i < acc.length; i++) expect(acc[i]).toBeGreaterThanOrEqual(acc[i - 1] - 1e-12);
    }));
  });
});
