import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskLength, parseHoldings } from '../bridge/hand';
import { SUITS } from '../bridge/types';
import {
  biddableSuits,
  hasSupport,
  isBiddable,
  isBiddableHolding,
  isRebiddable,
  isRebiddableHolding,
  isSupportHolding,
  rebiddableSuits,
} from './suit-quality';
import { arbitraryHand, hand } from './test-support';

function mask(holding: string): number {
  const parsed = parseHoldings(`${holding}...`);
  if (!parsed.ok) throw new Error(holding);
  return parsed.value.suits[0];
}

describe('E-BIDDABLE', () => {
  // seed 000 "Boja, koja se može licitirati": 4 cards with at least 4 H; 5 cards of any quality.
  it.each([
    ['A432', true], // 4 H: the least a 4-card suit needs
    ['KJ32', true],
    ['K432', false], // 3 H
    ['QJ32', false],
    ['T987', false],
    ['AKQ', false], // 3 cards are never biddable
    ['AKQJ', true],
    ['65432', true], // any 5-card suit
    ['8765432', true],
  ])('%s biddable: %s', (holding, biddable) => {
    expect(isBiddableHolding(mask(holding))).toBe(biddable);
  });
});

describe('E-BIDDABLE over all 8192 holdings', () => {
  it('finds 7400 of them, as counted by hand', () => {
    // 5+ cards: 2^13 minus the holdings of 0–4 cards (1 + 13 + 78 + 286 + 715) = 7099.
    // 4 cards: C(13,4) = 715 minus those under 4 H — no honour C(9,4) 126, J / Q / K alone with three
    // low cards 3 × C(9,3) = 252, QJ with two low C(9,2) 36 — 715 − 414 = 301.
    const byLength = new Map<number, number>();
    for (let m = 0; m < 8192; m++) {
      if (isBiddableHolding(m)) byLength.set(maskLength(m), (byLength.get(maskLength(m)) ?? 0) + 1);
    }
    expect(byLength.get(4)).toBe(301);
    expect([...byLength.values()].reduce((a, b) => a + b, 0)).toBe(7099 + 301);
  });
});

describe('E-REBID', () => {
  // seed 000 "Ponavljanje boje": never a 4-card suit; 5 cards with at least 3 H; 6 cards freely.
  it.each([
    ['AKQJ', false], // a 4-card suit is never rebid
    ['K5432', true], // 3 H: the least a 5-card suit needs
    ['QJ432', true],
    ['Q5432', false], // 2 H
    ['J5432', false],
    ['65432', false],
    ['765432', true], // any 6-card suit
  ])('%s rebiddable: %s', (holding, rebiddable) => {
    expect(isRebiddableHolding(mask(holding))).toBe(rebiddable);
  });

  it('is a stronger condition than biddable', () => {
    fc.assert(fc.property(arbitraryHand, (h) => SUITS.every((s) => !isRebiddable(h, s) || isBiddable(h, s))));
  });
});

describe('E-SUPPORT', () => {
  // seed 000 "Povišenje": "minimum J-x-x, ili x-x-x-x".
  it.each([
    ['J32', true], // the weakest 3-card support
    ['T98', false], // 3 cards headed below the J
    ['A2', false],
    ['5432', true], // x-x-x-x
    ['AKQ', true],
    ['', false],
  ])('%j supports: %s', (holding, support) => {
    expect(isSupportHolding(mask(holding))).toBe(support);
  });
});

describe('per-hand lists', () => {
  it('lists biddable and rebiddable suits in SUITS order', () => {
    // ♠A432 biddable (4 H) not rebiddable; ♥K5432 both; ♦QJ3 neither; ♣5 neither.
    const h = hand('A432.K5432.QJ3.5');
    expect(biddableSuits(h)).toEqual(['S', 'H']);
    expect(rebiddableSuits(h)).toEqual(['H']);
    expect(isBiddable(h, 'D')).toBe(false);
    expect(hasSupport(h, 'D')).toBe(true);
    expect(hasSupport(h, 'C')).toBe(false);
  });
});
