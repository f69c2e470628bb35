import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeDeal, parseDeal } from './deal';
import { randomDeal } from './random-deal';
import { decodeDealCode, decodeDealHex, encodeDealCode, encodeDealHex } from './share-code';
import type { Deal } from './types';

function deal(text: string): Deal {
  const parsed = parseDeal(text);
  if (!parsed.ok) throw new Error(`bad test deal ${text}`);
  return parsed.value;
}

// North all spades, East all hearts, South all diamonds, West all clubs: 13 × 00, 13 × 01, 13 × 10, 13 × 11.
const BY_SUIT = deal('N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432');
// Bytes: 00 00 00 | 00 01 01 01 → 15 | 55 55 | 01 01 10 10 → 5a | aa aa | 10 10 10 11 → ab | ff ff ff
const BY_SUIT_HEX = '0000001555555aaaaaabffffff';

describe('encodeDealHex / encodeDealCode', () => {
  it('writes the seat of each card, spades A→2 first, two bits a card', () => {
    expect(encodeDealHex(BY_SUIT)).toBe(BY_SUIT_HEX);
    expect(encodeDealCode(BY_SUIT)).toBe(Buffer.from(BY_SUIT_HEX, 'hex').toString('base64url'));
    expect(encodeDealCode(BY_SUIT)).toBe('AAAAFVVVWqqqq____w');
  });

  it('puts the first card (♠A) in the two highest bits', () => {
    // North gives ♠A to West and takes West's ♣2: only the first and the last pair change
    const swapped = deal('N:KQJT98765432...2 .AKQJT98765432.. ..AKQJT98765432. A...AKQJT9876543');
    expect(encodeDealHex(swapped)).toBe('c000001555555aaaaaabfffffc');
  });

  it('agrees with an independent base64url encoder for random deals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const d = randomDeal(seed);
        expect(encodeDealCode(d)).toBe(Buffer.from(encodeDealHex(d), 'hex').toString('base64url'));
      }),
    );
  });

  it('throws on a deal that is not a full deal (a programmer error)', () => {
    const [n, e, s] = BY_SUIT.hands;
    expect(() => encodeDealHex({ hands: [n, e, s, n] })).toThrow();
    expect(() => encodeDealCode({ hands: [n, e, s, { suits: [0, 0, 0, 0] }] })).toThrow();
  });
});

describe('decoding: the inverse, and strict', () => {
  it('round-trips random deals in both forms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const d = randomDeal(seed);
        expect(decodeDealHex(encodeDealHex(d))).toEqual({ ok: true, value: d });
        expect(decodeDealCode(encodeDealCode(d))).toEqual({ ok: true, value: d });
      }),
      { numRuns: 300 },
    );
  });

  it.each([
    ['', { reason: 'length', found: 0 }],
    [BY_SUIT_HEX.slice(1), { reason: 'length', found: 25 }],
    [BY_SUIT_HEX + '0', { reason: 'length', found: 27 }],
    ['g' + BY_SUIT_HEX.slice(1), { reason: 'character', position: 0, character: 'g' }],
    [BY_SUIT_HEX.replace('aaaaab', 'AAAAAB'), { reason: 'character', position: 14, character: 'A' }],
    ['0'.repeat(26), { reason: 'count', seat: 'N', found: 52 }],
    ['0000001555555aaaaaabfffffe', { reason: 'count', seat: 'S', found: 14 }],
  ])('rejects hex %j', (code, params) => {
    expect(decodeDealHex(code)).toEqual({ ok: false, error: { code: 'bad-share-code', params } });
  });

  it.each([
    ['', { reason: 'length', found: 0 }],
    ['AAAAFVVVWqqqq____', { reason: 'length', found: 17 }],
    ['AAAAFVVVWqqqq____wA', { reason: 'length', found: 19 }],
    ['AAAAFVVVWqqqq___+w', { reason: 'character', position: 16, character: '+' }],
    ['AAAAFVVVWqqqq___/w', { reason: 'character', position: 16, character: '/' }],
    ['AAAAFVVVWqqqq___=w', { reason: 'character', position: 16, character: '=' }],
    // the same 104 bits with a non-zero padding bit: x = 49 = 0b110001 instead of w = 0b110000
    ['AAAAFVVVWqqqq____x', { reason: 'padding' }],
    ['AAAAAAAAAAAAAAAAAA', { reason: 'count', seat: 'N', found: 52 }],
  ])('rejects code %j', (code, params) => {
    expect(decodeDealCode(code)).toEqual({ ok: false, error: { code: 'bad-share-code', params } });
  });

  it('either decodes a random hex string of the right length to a deal that encodes back to it, or rejects it', () => {
    const hexChar = fc.constantFrom(...'0123456789abcdefABG-'.split(''));
    // strings of well-spread seats, so that some of them are valid: the four seats 13 times each, shuffled
    const validish = fc
      .shuffledSubarray(Array.from({ length: 52 }, (_, k) => k % 4), { minLength: 52, maxLength: 52 })
      .map((seats) => {
        let hex = '';
        for (let b = 0; b < 13; b++) {
          const byte = (seats[4 * b] << 6) | (seats[4 * b + 1] << 4) | (seats[4 * b + 2] << 2) | seats[4 * b + 3];
          hex += byte.toString(16).padStart(2, '0');
        }
        return hex;
      });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: hexChar, minLength: 26, maxLength: 26 }), validish), (code) => {
        const decoded = decodeDealHex(code);
        if (decoded.ok) {
          expect(encodeDealHex(decoded.value)).toBe(code);
          expect(parseDeal(makeDeal(decoded.value))).toEqual(decoded);
        } else {
          expect(decoded.error.code).toBe('bad-share-code');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('either decodes a random 18-character string to a deal that encodes back to it, or rejects it', () => {
    const codeChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/='.split(''));
    const fromSeed = fc.integer({ min: 0, max: 2 ** 32 - 1 }).map((seed) => encodeDealCode(randomDeal(seed)));
    // a valid code with one character changed: mostly rejected, sometimes another valid deal
    const mutated = fc
      .tuple(fromSeed, fc.nat(17), codeChar)
      .map(([code, i, c]) => code.slice(0, i) + c + code.slice(i + 1));
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: codeChar, minLength: 18, maxLength: 18 }), mutated, fromSeed), (code) => {
        const decoded = decodeDealCode(code);
        if (decoded.ok) expect(encodeDealCode(decoded.value)).toBe(code);
        else expect(decoded.error.code).toBe('bad-share-code');
      }),
      { numRuns: 500 },
    );
  });
});
