import { describe, expect, it } from 'vitest';
import { SUITS } from '../bridge/types';
import { suitIndexOf, suitSetOf, suitsOfSet } from './suit-list';

describe('suit sets', () => {
  it.each([
    [0, []],
    [0b0001, ['S']],
    [0b0101, ['S', 'D']],
    [0b1010, ['H', 'C']],
    [0b1111, ['S', 'H', 'D', 'C']],
  ])('set %i lists %j', (bits, suits) => {
    expect(suitsOfSet(bits)).toEqual(suits);
  });

  it('hands out a fresh array that the caller may change', () => {
    const first = suitsOfSet(0b1111);
    first.pop();
    expect(suitsOfSet(0b1111)).toEqual(['S', 'H', 'D', 'C']);
  });

  it('reads a 0/1 table per suit mask', () => {
    const table = new Uint8Array(8192);
    table[7] = 1;
    expect(suitSetOf([7, 0, 7, 1], table)).toBe(0b0101);
  });

  it('indexes suits in SUITS order and rejects a non-suit', () => {
    expect(SUITS.map(suitIndexOf)).toEqual([0, 1, 2, 3]);
    expect(() => suitIndexOf('N' as 'S')).toThrow();
  });
});
