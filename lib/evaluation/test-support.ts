// Test helpers for lib/evaluation: hands from PBN text, and random deals for fast-check properties.
// Example: hand('AKQ2.KJ3.T8.Q432'); fc.assert(fc.property(arbitraryDeal, (deal) => …)).

import fc from 'fast-check';
import { parseHand, parseHoldings } from '../bridge/hand';
import type { Deal, Hand } from '../bridge/types';

/** A 13-card hand from PBN text; throws on bad text, since tests only pass literals. */
export function hand(text: string): Hand {
  const parsed = parseHand(text);
  if (!parsed.ok) throw new Error(`bad test hand ${text}: ${parsed.error.code}`);
  return parsed.value;
}

/** A hand of any size (the evaluation functions accept partial hands too). */
export function holdings(text: string): Hand {
  const parsed = parseHoldings(text);
  if (!parsed.ok) throw new Error(`bad test holdings ${text}: ${parsed.error.code}`);
  return parsed.value;
}

const CARDS: readonly number[] = Array.from({ length: 52 }, (_, i) => i);

/** Card i (0 … 51) is suit i / 13 (SUITS order), rank i % 13; a permutation of the pack dealt 13 a hand. */
export const arbitraryDeal: fc.Arbitrary<Deal> = fc
  .shuffledSubarray(CARDS as number[], { minLength: 52, maxLength: 52 })
  .map((cards) => {
    const masks = [0, 1, 2, 3].map(() => [0, 0, 0, 0]);
    cards.forEach((card, position) => {
      masks[Math.floor(position / 13)][Math.floor(card / 13)] |= 1 << card % 13;
    });
    const hands = masks.map(([s, h, d, c]) => ({ suits: [s, h, d, c] as const })) as unknown as Deal['hands'];
    return { hands };
  });

/** A random 13-card hand: the North hand of a random deal. */
export const arbitraryHand: fc.Arbitrary<Hand> = arbitraryDeal.map((deal) => deal.hands[0]);

/** A random 13-bit suit holding. */
export const arbitraryHolding: fc.Arbitrary<number> = fc.integer({ min: 0, max: 8191 });
