import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUITS } from '../bridge/types';
import { parseHoldings } from '../bridge/hand';
import { allSuitsStopped, isStopped, isStoppedHolding, stoppedSuits } from './stoppers';
import { arbitraryHand, hand } from './test-support';

function mask(holding: string): number {
  const parsed = parseHoldings(`${holding}...`);
  if (!parsed.ok) throw new Error(holding);
  return parsed.value.suits[0];
}

describe('E-STOP [I-4] per suit', () => {
  // A; K with ≥1 other; Q with ≥2 others; J with ≥3 others. Each honour's last failing and first passing length.
  it.each([
    ['A', true],
    ['K', false],
    ['K2', true],
    ['Q2', false],
    ['Q32', true],
    ['QJ', false], // Q with one other, J with one other
    ['QJ2', true],
    ['J32', false],
    ['J432', true],
    ['KQ', true],
    ['T9876', false],
    ['', false],
  ])('%j stopped: %s', (holding, stopped) => {
    expect(isStoppedHolding(mask(holding))).toBe(stopped);
  });
});

describe('E-STOP over all 8192 holdings', () => {
  it('stops 7622 of them, as counted by hand', () => {
    // With A: 2^12 = 4096. K without A, not alone: 2^11 − 1 = 2047. Q without A/K, 2+ others among the
    // 10 lower cards: 2^10 − 1 − 10 = 1013. J alone at the top with 3+ of the 9 lower: 2^9 − 1 − 9 − 36 = 466.
    let count = 0;
    for (let m = 0; m < 8192; m++) if (isStoppedHolding(m)) count++;
    expect(count).toBe(4096 + 2047 + 1013 + 466);
  });
});

describe('E-STOP per hand', () => {
  it('lists the stopped suits in SUITS order', () => {
    // ♠J432 stopped, ♥K singleton not stopped, ♦Q32 stopped, ♣A5432 stopped.
    const h = hand('J432.K.Q32.A5432');
    expect(stoppedSuits(h)).toEqual(['S', 'D', 'C']);
    expect(isStopped(h, 'H')).toBe(false);
    expect(isStopped(h, 'C')).toBe(true);
    expect(allSuitsStopped(h)).toBe(false);
    expect(allSuitsStopped(hand('A32.K2.Q432.J432'))).toBe(true);
  });

  it('agrees between the list and the single-suit test', () => {
    fc.assert(
      fc.property(arbitraryHand, (h) => {
        const list = stoppedSuits(h);
        return SUITS.every((s) => list.includes(s) === isStopped(h, s));
      }),
    );
  });

  it('returns a fresh array each time', () => {
    const h = hand('A32.K2.Q432.J432');
    expect(stoppedSuits(h)).not.toBe(stoppedSuits(h));
  });
});
