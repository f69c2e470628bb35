// Hands in PBN notation: parse/print pair plus the small queries everything else uses.
// Example: parseHand('AKQ2.KJ3.T8.Q432') → Hand; makeHand(hand) → 'AKQ2.KJ3.T8.Q432'.

import { err, issue, ok, type Issue, type Result } from '../result';
import { RANKS, SUITS, type Hand, type Suit } from './types';

export type HandIssueCode = 'empty' | 'wrong-suit-count' | 'unknown-rank' | 'duplicate-card' | 'wrong-card-count';
export type HandIssue = Issue<HandIssueCode>;

const RANK_INDEX: Readonly<Record<string, number>> = Object.fromEntries(RANKS.map((r, i) => [r, i]));

/** Cards in a 13-bit suit mask (population count). */
export function maskLength(mask: number): number {
  let m = mask - ((mask >> 1) & 0x5555);
  m = (m & 0x3333) + ((m >> 2) & 0x3333);
  m = (m + (m >> 4)) & 0x0f0f;
  return (m + (m >> 8)) & 0x1f;
}

export function makeHandFromMasks(spades: number, hearts: number, diamonds: number, clubs: number): Hand {
  return { suits: [spades, hearts, diamonds, clubs] };
}

export function suitLength(hand: Hand, suit: number): number {
  return maskLength(hand.suits[suit]);
}

export function handSize(hand: Hand): number {
  return hand.suits.reduce((n, m) => n + maskLength(m), 0);
}

/** Suit lengths in SUITS order (S, H, D, C). */
export function shapeOf(hand: Hand): [number, number, number, number] {
  const [s, h, d, c] = hand.suits;
  return [maskLength(s), maskLength(h), maskLength(d), maskLength(c)];
}

/**
 * Parses the cards of one hand, without requiring 13 of them (a deal may hold '-' or partial hands).
 * Accepts lower case, '10' for 'T', and an empty suit for a void.
 */
export function parseHoldings(text: string): Result<Hand, HandIssue> {
  const trimmed = text.trim();
  if (trimmed === '') return err(issue('empty'));
  const parts = trimmed.split('.');
  if (parts.length !== 4) return err(issue('wrong-suit-count', { found: parts.length }));
  const masks: number[] = [];
  for (let s = 0; s < 4; s++) {
    const holding = parts[s].toUpperCase().replace(/10/g, 'T');
    let mask = 0;
    for (const ch of holding) {
      const r = RANK_INDEX[ch];
      if (r === undefined) return err(issue('unknown-rank', { suit: SUITS[s], rank: ch }));
      if (mask & (1 << r)) return err(issue('duplicate-card', { suit: SUITS[s], rank: ch }));
      mask |= 1 << r;
    }
    masks.push(mask);
  }
  return ok(makeHandFromMasks(masks[0], masks[1], masks[2], masks[3]));
}

/** Parses a complete 13-card hand: 'AKQ2.KJ3.T8.Q432'. */
export function parseHand(text: string): Result<Hand, HandIssue> {
  const parsed = parseHoldings(text);
  if (!parsed.ok) return parsed;
  const count = handSize(parsed.value);
  if (count !== 13) return err(issue('wrong-card-count', { found: count }));
  return parsed;
}

/** Prints one suit's holding, ranks high to low: 'AKT2'. */
export function makeHolding(mask: number): string {
  let out = '';
  for (let r = 12; r >= 0; r--) if (mask & (1 << r)) out += RANKS[r];
  return out;
}

/** Inverse of parseHand. */
export function makeHand(hand: Hand): string {
  return hand.suits.map(makeHolding).join('.');
}

export function holdingOf(hand: Hand, suit: Suit): number {
  return hand.suits[SUITS.indexOf(suit)];
}

export function hasCard(hand: Hand, suit: number, rank: number): boolean {
  return (hand.suits[suit] & (1 << rank)) !== 0;
}

/** A hand being typed, read so far: its cards, or the mistake in it that typing more cannot mend. */
export interface PartialHand {
  /** The cards typed so far (missing dots count as suits still to come); null when empty or mistaken. */
  readonly hand: Hand | null;
  /** A card twice, a wrong rank, a fifth suit or a 14th card; null while the text can still become a hand. */
  readonly mistake: HandIssue | null;
}

/**
 * Reads a hand as it is being typed: a text that has not reached its third dot yet is read as if the missing
 * dots followed. A lone '1' is a wrong rank until its '0' is typed ('10' is the ten).
 * Example: readPartialHand('AKQ2.KJ') → { hand: ♠AKQ2 ♥KJ, mistake: null }; readPartialHand('AA') → duplicate-card.
 */
export function readPartialHand(text: string): PartialHand {
  if (text.trim() === '') return { hand: null, mistake: null };
  const dots = text.split('.').length - 1;
  const soFar = parseHoldings(dots < 3 ? `${text}${'.'.repeat(3 - dots)}` : text);
  if (!soFar.ok) return { hand: null, mistake: soFar.error };
  const count = handSize(soFar.value);
  if (count > 13) return { hand: null, mistake: issue('wrong-card-count', { found: count }) };
  return { hand: soFar.value, mistake: null };
}
