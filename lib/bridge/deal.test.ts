import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { handOf, makeDeal, parseDeal, validateDeal } from './deal';
import { makeHand } from './hand';
import { randomDeal } from './random-deal';
import { SEATS } from './types';

const DEAL = 'N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432';
const seed = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('parseDeal', () => {
  it('reads four hands clockwise from the first seat', () => {
    const parsed = parseDeal(DEAL);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.value.hands.map((h) => h.suits)).toEqual([
      [0x1fff, 0, 0, 0],
      [0, 0x1fff, 0, 0],
      [0, 0, 0x1fff, 0],
      [0, 0, 0, 0x1fff],
    ]);
    expect(makeHand(handOf(parsed.value, 'S'))).toBe('..AKQJT98765432.');
  });

  it('names the first hand by the letter before the colon (E: starts with East)', () => {
    const fromEast = parseDeal('e: .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432 AKQJT98765432...');
    expect(fromEast).toEqual(parseDeal(DEAL));
    const fromWest = parseDeal('W:...AKQJT98765432  AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.');
    expect(fromWest).toEqual(parseDeal(DEAL));
  });

  it.each([
    ['', 'unknown-seat', { found: '' }],
    ['X:AKQ2.KJ3.T8.Q432', 'unknown-seat', { found: 'X:' }],
    ['AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432', 'unknown-seat', { found: 'AK' }],
    ['N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432.', 'wrong-hand-count', { found: 3 }],
    ['N:', 'wrong-hand-count', { found: 0 }],
    ['N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT9876543Z', 'unknown-rank', { suit: 'C', rank: 'Z', seat: 'W' }],
    ['S:AKQJT98765432.. .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432', 'wrong-suit-count', { found: 3, seat: 'S' }],
    ['N:AKQJT9876543... 2.AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432', 'wrong-card-count', { found: 12, seat: 'N' }],
    ['N:AKQJT98765432... A.KQJT98765432.. ..AKQJT98765432. ...AKQJT98765432', 'deal-overlap', { suit: 'S', rank: 'A', seat: 'E' }],
  ])('rejects %j: %s', (text, code, params) => {
    expect(parseDeal(text)).toEqual({ ok: false, error: { code, params } });
  });
});

describe('validateDeal', () => {
  it('accepts every random deal and reports a missing card', () => {
    fc.assert(
      fc.property(seed, (s) => {
        expect(validateDeal(randomDeal(s)).ok).toBe(true);
      }),
    );
    const parsed = parseDeal(DEAL);
    if (!parsed.ok) throw new Error('test deal');
    const [n, e, s, w] = parsed.value.hands;
    const short = { hands: [n, e, s, { suits: [0, 0, 0, 0x1ffe] }] } as const;
    expect(validateDeal(short)).toEqual({ ok: false, error: { code: 'deal-incomplete', params: { suit: 'C' } } });
    expect(validateDeal({ hands: [n, e, s, w] }).ok).toBe(true);
  });
});

describe('makeDeal', () => {
  it('prints from North by default, or from any first seat', () => {
    const parsed = parseDeal(DEAL);
    if (!parsed.ok) throw new Error('test deal');
    expect(makeDeal(parsed.value)).toBe(DEAL);
    expect(makeDeal(parsed.value, 'S')).toBe('S:..AKQJT98765432. ...AKQJT98765432 AKQJT98765432... .AKQJT98765432..');
  });

  it('print∘parse is the identity on printed deals, from every first seat', () => {
    fc.assert(
      fc.property(seed, fc.constantFrom(...SEATS), (s, first) => {
        const text = makeDeal(randomDeal(s), first);
        const parsed = parseDeal(text);
        expect(parsed.ok && makeDeal(parsed.value, first)).toBe(text);
      }),
    );
  });

  it('parse∘print is the identity on deals', () => {
    fc.assert(
      fc.property(seed, (s) => {
        const deal = randomDeal(s);
        expect(parseDeal(makeDeal(deal))).toEqual({ ok: true, value: deal });
      }),
    );
  });
});
