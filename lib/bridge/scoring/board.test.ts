import { describe, expect, it } from 'vitest';
import { boardInfo } from './board';

describe('boardInfo (§9, seed 003 section 13)', () => {
  const table = [
    [1, 'N', 'None'], [2, 'E', 'NS'], [3, 'S', 'EW'], [4, 'W', 'All'],
    [5, 'N', 'NS'], [6, 'E', 'EW'], [7, 'S', 'All'], [8, 'W', 'None'],
    [9, 'N', 'EW'], [10, 'E', 'All'], [11, 'S', 'None'], [12, 'W', 'NS'],
    [13, 'N', 'All'], [14, 'E', 'None'], [15, 'S', 'NS'], [16, 'W', 'EW'],
  ] as const;

  it.each(table)('board %i: dealer %s, vulnerable %s', (board, dealer, vul) => {
    expect(boardInfo(board)).toEqual({ dealer, vul });
  });

  it.each(table)('board %i repeats every 16 boards', (board) => {
    expect(boardInfo(board + 16)).toEqual(boardInfo(board));
    expect(boardInfo(board + 160)).toEqual(boardInfo(board));
  });

  it('board 17 is board 1', () => {
    expect(boardInfo(17)).toEqual({ dealer: 'N', vul: 'None' });
  });

  it.each([0, -1, 1.5, Number.NaN])('throws on board %d (input is validated first)', (board) => {
    expect(() => boardInfo(board)).toThrow(RangeError);
  });
});
