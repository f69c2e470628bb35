// Deals in PBN notation 'N:<N> <E> <S> <W>': parse/print pair and validation (52 distinct cards).
// Example: parseDeal('E:... ... ... ...') names East's hand first; makeDeal always prints from 'N:'.

import { err, issue, ok, type Issue, type Result } from '../result';
import { makeHand, parseHoldings, handSize, type HandIssueCode } from './hand';
import { RANKS, SEATS, SUITS, seatAfter, type Deal, type Hand, type Seat } from './types';

export type DealIssueCode = HandIssueCode | 'unknown-seat' | 'wrong-hand-count' | 'deal-overlap' | 'deal-incomplete';
export type DealIssue = Issue<DealIssueCode>;

const EMPTY_HAND: Hand = { suits: [0, 0, 0, 0] };

/** Parses a full deal; every hand must hold 13 cards and the four hands must make the 52-card pack. */
export function parseDeal(text: string): Result<Deal, DealIssue> {
  const match = /^\s*([NESWnesw])\s*:\s*(.*)$/s.exec(text);
  if (!match) return err(issue('unknown-seat', { found: text.trim().slice(0, 2) }));
  const first = match[1].toUpperCase() as Seat;
  const parts = match[2].trim().split(/\s+/).filter((p) => p !== '');
  if (parts.length !== 4) return err(issue('wrong-hand-count', { found: parts.length }));
  const hands: Hand[] = [EMPTY_HAND, EMPTY_HAND, EMPTY_HAND, EMPTY_HAND];
  for (let i = 0; i < 4; i++) {
    const seat = seatAfter(first, i);
    const parsed = parseHoldings(parts[i]);
    if (!parsed.ok) return err(issue(parsed.error.code, { ...parsed.error.params, seat }));
    const count = handSize(parsed.value);
    if (count !== 13) return err(issue('wrong-card-count', { found: count, seat }));
    hands[SEATS.indexOf(seat)] = parsed.value;
  }
  const checked = validateDeal({ hands: hands as unknown as Deal['hands'] });
  return checked;
}

/** Checks that the hands do not overlap and together make 52 cards. */
export function validateDeal(deal: Deal): Result<Deal, DealIssue> {
  for (let s = 0; s < 4; s++) {
    let seen = 0;
    for (let h = 0; h < 4; h++) {
      const mask = deal.hands[h].suits[s];
      const overlap = seen & mask;
      if (overlap) {
        const rank = RANKS[31 - Math.clz32(overlap)];
        return err(issue('deal-overlap', { suit: SUITS[s], rank, seat: SEATS[h] }));
      }
      seen |= mask;
    }
    if (seen !== 0x1fff) return err(issue('deal-incomplete', { suit: SUITS[s] }));
  }
  return ok(deal);
}

/** Inverse of parseDeal, starting from `first` (default North). */
export function makeDeal(deal: Deal, first: Seat = 'N'): string {
  const hands = [0, 1, 2, 3].map((i) => makeHand(deal.hands[SEATS.indexOf(seatAfter(first, i))]));
  return `${first}:${hands.join(' ')}`;
}

export function handOf(deal: Deal, seat: Seat): Hand {
  return deal.hands[SEATS.indexOf(seat)];
}
