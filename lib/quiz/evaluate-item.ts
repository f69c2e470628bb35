// Evaluate items (docs/system.md section 1): a seeded hand and its H, D, HD and quick tricks from lib/evaluation; in
// half of the items partner has opened a suit naturally (1♦, 1♥, 1♠ or 2♣) and the hand is also counted as responder's
// HDr (E-RESP) in it. Example: evaluateItem(3, pick) → { kind: 'evaluate', seat: 'S', expected: { …, trump: 'H', hdr: 11 } }.

import { handOf } from '../bridge/deal';
import { createDealer } from '../bridge/random-deal';
import { SEATS, SUITS, VULNERABILITIES, type Call, type Deal, type Seat, type Suit, type Vulnerability } from '../bridge/types';
import { evaluateHand, responderPoints } from '../evaluation';
import type { Expected, QuizItem } from './item-types';
import type { Picker } from './seeded';

/** The numbers of `seat`'s hand; with `trump`, also its count as responder to partner's opening in that suit. */
function evaluateExpected(deal: Deal, seat: Seat, trump: Suit | null): Extract<Expected, { kind: 'evaluate' }> {
  const hand = handOf(deal, seat);
  const e = evaluateHand(hand);
  return { kind: 'evaluate', h: e.h, d: e.d, hd: e.hd, qt: e.qt, trump, hdr: trump === null ? null : responderPoints(hand, trump) };
}

/** An evaluate item on a given deal (a seeded one, or one a share link carries). */
export function evaluateItemOn(seed: number, deal: Deal, seat: Seat, vul: Vulnerability, trump: Suit | null): QuizItem {
  return {
    topic: 'evaluate', seed, rule: null, kind: 'evaluate', nearMiss: false,
    deal, dealer: seat, vul, calls: [], seat,
    expected: evaluateExpected(deal, seat, trump),
  };
}

/**
 * Partner's opening in a suit question: the suit's natural opening (O-1), 1♦, 1♥ or 1♠, and 2♣ for clubs — 1♣ is the
 * preparatory opening, after which the responder counts no HDr (I-2), as after no-trump or a strong two.
 */
export function partnerOpening(trump: Suit): Call {
  return { kind: 'bid', level: trump === 'C' ? 2 : 1, strain: trump };
}

/** The opening an evaluate item's question names (its HDr is counted in that suit); null when it asks for no HDr. */
export function evaluateOpening(item: QuizItem): Call | null {
  if (item.expected.kind !== 'evaluate') throw new Error(`not an evaluate item: ${item.kind}`);
  return item.expected.trump === null ? null : partnerOpening(item.expected.trump);
}

export function evaluateItem(seed: number, pick: Picker): QuizItem {
  const deal = createDealer(pick.below(0x4000_0000)).next();
  const seat = SEATS[pick.below(4)];
  const vul = VULNERABILITIES[pick.below(4)];
  const trump = pick.below(2) === 1 ? SUITS[pick.below(4)] : null;
  return evaluateItemOn(seed, deal, seat, vul, trump);
}
