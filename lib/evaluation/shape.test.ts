import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shapeOf } from '../bridge/hand';
import { isBalanced, shapeText } from './shape';
import { arbitraryHand, hand, holdings } from './test-support';

describe('shapeText', () => {
  it.each([
    ['AKQ2.KJ3.T8.Q432', '4-4-3-2'],
    ['AKQ72.5.KT98.Q54', '5-4-3-1'],
    ['AKQJT98765432...', '13-0-0-0'],
    ['..AKQ.AKQJT98765', '10-3-0-0'],
  ])('%s is %s', (text, shape) => {
    expect(shapeText(hand(text))).toBe(shape);
  });

  it('also describes a partial hand', () => {
    expect(shapeText(holdings('AK.Q..'))).toBe('2-1-0-0');
  });

  it('sorts the lengths of shapeOf', () => {
    fc.assert(
      fc.property(arbitraryHand, (h) => shapeText(h) === [...shapeOf(h)].sort((a, b) => b - a).join('-')),
    );
  });
});

describe('E-BAL [I-3]', () => {
  // seed 000: "uravnoteženim listom (4-3-3-3 i sl.)"; [I-3]: 4-3-3-3, 4-4-3-2, 5-3-3-2.
  it.each([
    ['AKQ2.KJ3.T82.Q43', true], // 4-3-3-3
    ['AKQ2.KJ3.T8.Q432', true], // 4-4-3-2
    ['AKQ52.KJ3.T8.Q43', true], // 5-3-3-2 with a 5-card major
    ['AK2.KJ3.T8.Q5432', true], // 5-3-3-2 with a 5-card minor
    ['AKQ52.KJ32.T8.Q4', false], // 5-4-2-2: two doubletons
    ['AKQ2.KJ32.T832.4', false], // 4-4-4-1
    ['AKQ52.KJ32.T82.4', false], // 5-4-3-1
    ['AKQ652.KJ3.T8.Q4', false], // 6-3-2-2
    ['AKQ652.KJ3.T82.Q', false], // 6-3-3-1
  ])('%s balanced: %s', (text, balanced) => {
    expect(isBalanced(hand(text))).toBe(balanced);
  });

  it('is never true for a hand that is not 13 cards', () => {
    expect(isBalanced(holdings('AKQ2.KJ3.T8.Q43'))).toBe(false);
  });

  it('holds exactly for the three shapes', () => {
    fc.assert(
      fc.property(arbitraryHand, (h) => isBalanced(h) === ['4-3-3-3', '4-4-3-2', '5-3-3-2'].includes(shapeText(h))),
    );
  });
});
