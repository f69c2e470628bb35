import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstPairs, rosterProblem, unpaired } from './roster-pairs';

describe("a class's pairs from its roster", () => {
  it('pairs the roster in its order and leaves an odd last student out', () => {
    expect(firstPairs(['a', 'b', 'c', 'd', 'e'])).toEqual([['a', 'b'], ['c', 'd']]);
    expect(firstPairs(['a'])).toEqual([]);
    expect(unpaired(['a', 'b', 'c', 'd', 'e'], firstPairs(['a', 'b', 'c', 'd', 'e']))).toEqual(['e']);
  });

  it('names what stops the pairs: none, a row not whole, a student twice', () => {
    expect(rosterProblem([])).toEqual({ kind: 'none' });
    expect(rosterProblem([['a', '']])).toEqual({ kind: 'incomplete' });
    expect(rosterProblem([['a', 'b'], ['c', 'a']])).toEqual({ kind: 'twice', id: 'a' });
    expect(rosterProblem([['a', 'a']])).toEqual({ kind: 'twice', id: 'a' });
    expect(rosterProblem([['a', 'b']])).toBeNull();
  });

  it('the first pairs of any roster can always be sent, and everyone is either paired or left over', () => {
    fc.assert(fc.property(fc.uniqueArray(fc.uuid(), { minLength: 2, maxLength: 80 }), (ids) => {
      const pairs = firstPairs(ids);
      expect(rosterProblem(pairs)).toBeNull();
      expect(pairs.flat().length + unpaired(ids, pairs).length).toBe(ids.length);
      expect(unpaired(ids, pairs).length).toBe(ids.length % 2);
    }));
  });
});
