import { describe, expect, it } from 'vitest';
import { makeContract, parseContract, resultOf, tricksNeeded } from './contract';

describe('parseContract / makeContract', () => {
  it.each([
    ['3NXX', { level: 3, strain: 'N', risk: 'XX' }],
    ['4SX', { level: 4, strain: 'S', risk: 'X' }],
    ['2h', { level: 2, strain: 'H', risk: '' }],
    ['1NT', { level: 1, strain: 'N', risk: '' }],
    ['7♣X', { level: 7, strain: 'C', risk: 'X' }],
  ])('parses %s', (text, expected) => {
    const parsed = parseContract(text);
    expect(parsed).toEqual({ ok: true, value: expected });
  });

  it.each(['', '8S', '0N', '4Z', '4SXXX', 'SX'])('rejects %j with bad-contract', (text) => {
    const parsed = parseContract(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.code).toBe('bad-contract');
  });

  it('prints canonically', () => {
    const parsed = parseContract('3 nt xx');
    expect(parsed.ok && makeContract(parsed.value)).toBe('3NXX');
  });
});

describe('tricksNeeded and resultOf', () => {
  it('need six plus the level, and split the result into made, overtricks and undertricks', () => {
    expect(tricksNeeded({ level: 1 })).toBe(7);
    expect(tricksNeeded({ level: 7 })).toBe(13);
    expect(resultOf({ level: 4 }, 11)).toEqual({ made: true, over: 1, down: 0 });
    expect(resultOf({ level: 4 }, 10)).toEqual({ made: true, over: 0, down: 0 });
    expect(resultOf({ level: 3 }, 7)).toEqual({ made: false, over: 0, down: 2 });
    expect(resultOf({ level: 7 }, 0)).toEqual({ made: false, over: 0, down: 13 });
  });
});
