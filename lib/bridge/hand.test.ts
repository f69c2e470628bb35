import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  handSize, hasCard, holdingOf, makeHand, makeHolding, maskLength, parseHand, parseHoldings, readPartialHand, shapeOf, suitLength,
} from './hand';
import { ACE, KING, TEN } from './types';

/** A random 13-card hand: 13 distinct cards of 52 (card k is suit k / 13, rank k % 13). */
const randomHandMasks = fc
  .shuffledSubarray(Array.from({ length: 52 }, (_, k) => k), { minLength: 13, maxLength: 13 })
  .map((cards) => {
    const suits: [number, number, number, number] = [0, 0, 0, 0];
    for (const k of cards) suits[Math.floor(k / 13)] |= 1 << k % 13;
    return { suits };
  });

describe('parseHand', () => {
  it.each([
    ['AKQ2.KJ3.T8.Q432', [0x1c01, 0xa02, 0x140, 0x407]],
    ['AKQ2..T98.765432', [0x1c01, 0, 0x1c0, 0x3f]], // a void is nothing between dots
    ['akq2.kj3.t8.q432', [0x1c01, 0xa02, 0x140, 0x407]], // lower case
    ['AKQ2.KJ3.108.Q432', [0x1c01, 0xa02, 0x140, 0x407]], // '10' for the ten
    ['  AKQJT98765432...  ', [0x1fff, 0, 0, 0]], // surrounding blanks, three voids
    ['...AKQJT98765432', [0, 0, 0, 0x1fff]],
    ['2AKQ.3JK.8T.234Q', [0x1c01, 0xa02, 0x140, 0x407]], // any order within a suit
  ])('%s', (text, suits) => {
    expect(parseHand(text)).toEqual({ ok: true, value: { suits } });
  });

  it.each([
    ['', 'empty', {}],
    ['   ', 'empty', {}],
    ['AKQ2.KJ3.T8', 'wrong-suit-count', { found: 3 }],
    ['AKQ2.KJ3.T8.Q43.2', 'wrong-suit-count', { found: 5 }],
    ['AKQ2 KJ3 T8 Q432', 'wrong-suit-count', { found: 1 }],
    ['AKQ1.KJ3.T8.Q432', 'unknown-rank', { suit: 'S', rank: '1' }],
    ['AKQ2.KJ3.T8.Q43X', 'unknown-rank', { suit: 'C', rank: 'X' }],
    ['AKQ2.KK3.T8.Q432', 'duplicate-card', { suit: 'H', rank: 'K' }],
    ['AKQ2.KJ3.T10.Q432', 'duplicate-card', { suit: 'D', rank: 'T' }],
    ['AKQ2.KJ3.T8.Q43', 'wrong-card-count', { found: 12 }], // the first count that fails below 13
    ['AKQ2.KJ3.T8.Q4325', 'wrong-card-count', { found: 14 }], // and above
  ])('rejects %j: %s', (text, code, params) => {
    expect(parseHand(text)).toEqual({ ok: false, error: { code, params } });
  });

  it('parseHoldings accepts any number of cards (a partial hand)', () => {
    expect(parseHoldings('A...')).toEqual({ ok: true, value: { suits: [1 << ACE, 0, 0, 0] } });
    expect(parseHoldings('...')).toEqual({ ok: true, value: { suits: [0, 0, 0, 0] } });
  });
});

describe('makeHand', () => {
  it('prints ranks high to low, T for the ten, nothing for a void', () => {
    expect(makeHand({ suits: [0x1c01, 0, 0x1c0, 0x3f] })).toBe('AKQ2..T98.765432');
    expect(makeHolding((1 << TEN) | (1 << KING) | 1)).toBe('KT2');
    expect(makeHolding(0)).toBe('');
  });

  it('is the inverse of parseHand: parse(print(h)) = h for random hands', () => {
    fc.assert(
      fc.property(randomHandMasks, (hand) => {
        expect(parseHand(makeHand(hand))).toEqual({ ok: true, value: hand });
      }),
    );
  });

  it('print(parse(x)) gives back the canonical text x', () => {
    fc.assert(
      fc.property(randomHandMasks, (hand) => {
        const text = makeHand(hand);
        const parsed = parseHand(text);
        expect(parsed.ok && makeHand(parsed.value)).toBe(text);
        // and the accepted spellings print canonically
        const loose = parseHand(text.toLowerCase().replace(/t/g, '10'));
        expect(loose.ok && makeHand(loose.value)).toBe(text);
      }),
    );
  });
});

describe('hand queries', () => {
  it('maskLength counts the bits of every 13-bit mask', () => {
    for (let mask = 0; mask < 1 << 13; mask++) {
      let naive = 0;
      for (let r = 0; r < 13; r++) if (mask & (1 << r)) naive++;
      if (maskLength(mask) !== naive) expect(maskLength(mask)).toBe(naive);
    }
    expect(maskLength(0x1fff)).toBe(13);
  });

  it('shapeOf, suitLength, handSize, holdingOf, hasCard', () => {
    const parsed = parseHand('AKQ2..T98.765432');
    if (!parsed.ok) throw new Error('test hand');
    const hand = parsed.value;
    expect(shapeOf(hand)).toEqual([4, 0, 3, 6]);
    expect(suitLength(hand, 3)).toBe(6);
    expect(handSize(hand)).toBe(13);
    expect(holdingOf(hand, 'D')).toBe(0x1c0);
    expect(hasCard(hand, 0, ACE)).toBe(true);
    expect(hasCard(hand, 1, ACE)).toBe(false);
  });
});

describe('readPartialHand', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['AKQ2', [0x1c01, 0, 0, 0]],
    ['AKQ2.KJ', [0x1c01, 0xa00, 0, 0]],
    ['akq2.kj3.t8.q4', [0x1c01, 0xa02, 0x140, 0x404]],
    ['AKQ2.KJ3.108.Q432', [0x1c01, 0xa02, 0x140, 0x407]],
    ['...', [0, 0, 0, 0]],
  ])('%j reads so far without a mistake', (text, suits) => {
    expect(readPartialHand(text)).toEqual({ hand: suits === null ? null : { suits }, mistake: null });
  });

  it.each([
    ['AA', { code: 'duplicate-card', params: { suit: 'S', rank: 'A' } }],
    ['AK.QX', { code: 'unknown-rank', params: { suit: 'H', rank: 'X' } }],
    ['A.K.Q.J.', { code: 'wrong-suit-count', params: { found: 5 } }],
    ['AKQJT98765432.A', { code: 'wrong-card-count', params: { found: 14 } }],
    ['A1', { code: 'unknown-rank', params: { suit: 'S', rank: '1' } }], // until the '0' of '10' is typed
  ])('%j is a mistake at once', (text, mistake) => {
    expect(readPartialHand(text)).toEqual({ hand: null, mistake });
  });

  it('agrees with parseHand on a whole hand', () => {
    fc.assert(
      fc.property(randomHandMasks, (hand) => {
        expect(readPartialHand(makeHand(hand))).toEqual({ hand, mistake: null });
      }),
    );
  });

  it('any prefix of a valid hand text reads without a mistake, and holds only cards of that hand', () => {
    fc.assert(
      fc.property(randomHandMasks, fc.boolean(), fc.nat(), (hand, lower, cut) => {
        const text = lower ? makeHand(hand).toLowerCase() : makeHand(hand);
        const prefix = text.slice(0, cut % (text.length + 1));
        const read = readPartialHand(prefix);
        expect(read.mistake).toBeNull();
        if (prefix.trim() === '') return;
        read.hand!.suits.forEach((mask, s) => expect(mask & ~hand.suits[s]).toBe(0));
      }),
    );
  });

  it('a mistake typing more cannot mend is reported at once, and stays whatever is typed after it', () => {
    const chars = fc.constantFrom(...'AKQJT98765432akqt.. 10XZ-'.split(''));
    const texts = fc.array(chars, { maxLength: 24 }).map((cs) => cs.join(''));
    fc.assert(
      fc.property(texts, texts, (text, more) => {
        const read = readPartialHand(text);
        const mendable = read.mistake?.code === 'unknown-rank' && read.mistake.params.rank === '1' && text.endsWith('1');
        if (read.mistake === null || mendable) return;
        expect(read.hand).toBeNull();
        expect(readPartialHand(text + more).mistake).not.toBeNull();
      }),
      { numRuns: 500 },
    );
  });

  it('a valid prefix followed by a card twice, a wrong rank, a fifth suit or a 14th card is a mistake at once', () => {
    fc.assert(
      fc.property(randomHandMasks, fc.nat(), fc.constantFrom('dup', 'rank', 'suit'), (hand, cut, kind) => {
        const text = makeHand(hand);
        const prefix = text.slice(0, cut % (text.length + 1));
        const holding = prefix.split('.').at(-1)!;
        if (kind === 'dup' && holding === '') return;
        const step = kind === 'dup' ? holding[0] : kind === 'rank' ? 'X' : '....'.slice(prefix.split('.').length - 1);
        expect(readPartialHand(prefix + step).mistake?.code).toBe(
          kind === 'dup' ? 'duplicate-card' : kind === 'rank' ? 'unknown-rank' : 'wrong-suit-count',
        );
      }),
    );
    fc.assert(
      fc.property(randomHandMasks, fc.integer({ min: 0, max: 51 }), (hand, k) => {
        const suit = Math.floor(k / 13);
        if (hand.suits[suit] & (1 << k % 13)) return;
        const suits = [...hand.suits];
        suits[suit] |= 1 << k % 13;
        expect(readPartialHand(makeHand({ suits: suits as [number, number, number, number] })).mistake).toEqual({
          code: 'wrong-card-count', params: { found: 14 },
        });
      }),
    );
  });
});
