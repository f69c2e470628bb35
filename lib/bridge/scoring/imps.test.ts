import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMP_SCALE, imps } from './imps';

describe('imps (the WBF IMP scale)', () => {
  it.each([
    [0, 0], [10, 0], [20, 1], [40, 1], [50, 2], [80, 2], [90, 3], [120, 3], [130, 4], [160, 4], [170, 5], [210, 5],
    [220, 6], [260, 6], [270, 7], [310, 7], [320, 8], [360, 8], [370, 9], [420, 9], [430, 10], [490, 10], [500, 11],
    [590, 11], [600, 12], [740, 12], [750, 13], [890, 13], [900, 14], [1090, 14], [1100, 15], [1290, 15], [1300, 16],
    [1490, 16], [1500, 17], [1740, 17], [1750, 18], [1990, 18], [2000, 19], [2240, 19], [2250, 20], [2490, 20],
    [2500, 21], [2990, 21], [3000, 22], [3490, 22], [3500, 23], [3990, 23], [4000, 24], [7600, 24],
  ])('a difference of %i is worth %i IMPs', (difference, expected) => {
    expect(imps(difference)).toBe(expected);
  });

  it('worked examples: a game missed (420 against 170), a slam missed not vulnerable (980 against 480)', () => {
    expect(imps(420 - 170)).toBe(6);
    expect(imps(980 - 480)).toBe(11);
    expect(imps(-(1430 - 680))).toBe(-13);
  });

  it('is odd (the sign follows the difference) and never decreases with the difference', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 800 }), fc.integer({ min: 0, max: 800 }), (a, b) => {
      expect(imps(-a * 10) + imps(a * 10)).toBe(0);
      expect(Object.is(imps(-a * 10), -0)).toBe(false);
      if (a <= b) expect(imps(a * 10)).toBeLessThanOrEqual(imps(b * 10));
    }));
  });

  it('has 24 steps', () => {
    expect(IMP_SCALE).toHaveLength(24);
  });
});
