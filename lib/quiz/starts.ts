// Starting positions for targeted generation: for each rule id, the bidder's documented positions where it fires.
// Example: STARTS.get('R1N-7N') → [{ cards: [13 card numbers], dealer: 'N', calls: [1NT, pass] }, …].

import { parseCalls } from '../bridge/call';
import { parseHand } from '../bridge/hand';
import type { Call, Hand, Seat } from '../bridge/types';
import { DOCUMENTED_POSITIONS, type RuleId } from '../bidder';

/** A card as one number: suit index (SUITS order) × 13 + rank index (2 → 0 … A → 12). */
export type Card = number;

export interface Start {
  readonly cards: readonly Card[];
  readonly dealer: Seat;
  readonly calls: readonly Call[];
}

function cardsOf(hand: Hand): Card[] {
  const cards: Card[] = [];
  for (let s = 0; s < 4; s++) for (let r = 0; r < 13; r++) if (hand.suits[s] & (1 << r)) cards.push(s * 13 + r);
  return cards;
}

export function handOfCards(cards: readonly Card[]): Hand {
  const suits: [number, number, number, number] = [0, 0, 0, 0];
  for (const c of cards) suits[(c / 13) | 0] |= 1 << c % 13;
  return { suits };
}

/**
 * The documented positions are hand-checked positions of docs/system.md, at least three per rule id, with the auction so far
 * (partner's opening, the opponents' calls). Only their auctions and first hands are used: the hand is then
 * walked card by card (walk.ts), and the answer is always advise()'s at generation time, never the documented one's.
 */
function buildStarts(): Map<RuleId, Start[]> {
  const starts = new Map<RuleId, Start[]>();
  for (const v of DOCUMENTED_POSITIONS) {
    const hand = parseHand(v.hand);
    const calls = parseCalls(v.auction);
    if (!hand.ok || !calls.ok) throw new Error(`bad documented position ${v.hand} / ${v.auction}`);
    const start: Start = { cards: cardsOf(hand.value), dealer: v.dealer, calls: calls.value };
    for (const rule of v.via ? [v.rule, v.via] : [v.rule]) {
      const list = starts.get(rule) ?? [];
      list.push(start);
      starts.set(rule, list);
    }
  }
  return starts;
}

export const STARTS: ReadonlyMap<RuleId, readonly Start[]> = buildStarts();
