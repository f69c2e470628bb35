// Targeted bidding positions: from a position where a rule fires, swap cards of the acting hand with the rest of
// the pack, keeping each swap only while advise() still uses the rule; a near miss is one swap past its boundary.
// Example: bidPosition('O-3NT', 7, false) → a 25–27 HD balanced hand with all suits stopped, dealer, no calls.

import { advise, type Advice, type RuleId } from '../bidder';
import { sameCall } from '../bridge/call';
import type { Call, Hand, Seat, Vulnerability } from '../bridge/types';
import { seatAfter } from '../bridge/types';
import { neighbourAuctions } from './neighbours';
import { seededPicker, textHash, type Picker } from './seeded';
import { STARTS, handOfCards, type Card, type Start } from './starts';

export interface BidPosition {
  readonly hand: Hand;
  /** The 39 cards the other three seats share (dealOthers deals them). */
  readonly rest: readonly Card[];
  readonly dealer: Seat;
  readonly calls: readonly Call[];
  readonly advice: Advice;
}

/** Swaps tried on the walk: about half are kept, so most of the start's 13 cards are replaced. */
const WALK_SWAPS = 40;
/** Swaps tried from the walked hand to find one that leaves the rule (a near miss). */
const EDGE_SWAPS = 200;
/** Neighbouring auctions tried when no swap of cards leaves the rule. */
const EDGE_AUCTIONS = 40;
/** Fresh walks (from another start) before giving up: a programmer error, the tests keep it unreachable. */
const ROUNDS = 16;

/** The bidder's answer uses `rule`: as the row that chose the call, or the row an advancer's call went through. */
export function usesRule(advice: Advice, rule: RuleId): boolean {
  return advice.rule === rule || advice.via?.rule === rule;
}

/** How many of the acting seat's own earlier calls the bidder makes with `hand` (all: the hand told no lie before). */
export function ownCallsHeld(hand: Hand, dealer: Seat, calls: readonly Call[], vul: Vulnerability): number {
  let held = 0;
  for (let k = calls.length - 4; k >= 0; k -= 4) {
    if (sameCall(advise({ hand, auction: { dealer, calls: calls.slice(0, k) }, vul }).call, calls[k])) held++;
  }
  return held;
}

/** Swaps tried to make a start's hand make the seat's own earlier calls too (once per start, when first used). */
const REPAIR_SWAPS = 400;

/** `start` with its hand walked, keeping the rule, until it also makes the seat's own earlier calls; null if not found. */
function repairStart(rule: RuleId, start: Start, pick: Picker): Start | null {
  const own = start.calls.length >> 2;
  const hand = start.cards.slice();
  const rest: Card[] = [];
  for (let c = 0; c < 52; c++) if (!hand.includes(c)) rest.push(c);
  let held = ownCallsHeld(handOfCards(hand), start.dealer, start.calls, 'None');
  for (let step = 0; step < REPAIR_SWAPS && held < own; step++) {
    const i = pick.below(13);
    const j = pick.below(39);
    [hand[i], rest[j]] = [rest[j], hand[i]];
    const now = usesRule(advise({ hand: handOfCards(hand), auction: start, vul: 'None' }), rule)
      ? ownCallsHeld(handOfCards(hand), start.dealer, start.calls, 'None')
      : -1;
    if (now >= held) held = now;
    else [hand[i], rest[j]] = [rest[j], hand[i]];
  }
  return held === own ? { ...start, cards: hand } : null;
}

const HONEST = new Map<RuleId, readonly Start[]>();

/**
 * The rule's starts, each with a hand that also makes the seat's own earlier calls. A vector pins its last call
 * only: in '1H P 1S P 2H P', 4NT by RR-SLAM, the hand would have jumped to 2♠ at its first turn; such a hand is
 * repaired (a seeded walk, the same on every machine) or the start is left out when no repair is found.
 */
function honestStarts(rule: RuleId): readonly Start[] {
  let list = HONEST.get(rule);
  if (!list) {
    const all = STARTS.get(rule);
    if (!all) throw new Error(`no starting position for ${rule}`);
    list = all
      .map((s, n) => repairStart(rule, s, seededPicker(textHash(`${rule} ${n}`))))
      .filter((s): s is Start => s !== null);
    if (list.length === 0) throw new Error(`no start for ${rule} holds the seat's own earlier calls`);
    HONEST.set(rule, list);
  }
  return list;
}

export function bidPosition(rule: RuleId, pick: Picker, vul: Vulnerability, nearMiss: boolean): BidPosition {
  const starts = honestStarts(rule);
  for (let round = 0; round < ROUNDS; round++) {
    const start = starts[pick.below(starts.length)];
    const dealer = seatAfter(start.dealer, pick.below(4)); // the bidder reads seats relative to the dealer
    const auction = { dealer, calls: start.calls };
    const hand = start.cards.slice();
    const inHand = new Set(hand);
    const rest: Card[] = [];
    for (let c = 0; c < 52; c++) if (!inHand.has(c)) rest.push(c);
    const ask = () => advise({ hand: handOfCards(hand), auction, vul });
    let advice = ask();
    if (!usesRule(advice, rule)) continue; // a start whose hand serves another rule after the rotation
    // the walk never loses one of the seat's own earlier calls (every start holds them all)
    const own = start.calls.length >> 2;
    const keeps = () => ownCallsHeld(handOfCards(hand), dealer, start.calls, vul) === own;
    const swap = (i: number, j: number) => {
      const t = hand[i];
      hand[i] = rest[j];
      rest[j] = t;
    };
    for (let step = 0; step < WALK_SWAPS; step++) {
      const i = pick.below(13);
      const j = pick.below(39);
      swap(i, j);
      const next = ask();
      if (usesRule(next, rule) && keeps()) advice = next;
      else swap(i, j);
    }
    if (nearMiss) {
      let found: Advice | null = null;
      for (let step = 0; step < EDGE_SWAPS && !found; step++) {
        const i = pick.below(13);
        const j = pick.below(39);
        swap(i, j);
        const next = ask();
        if (!usesRule(next, rule) && keeps()) found = next;
        else swap(i, j);
      }
      if (!found) {
        // the auction alone decides this rule (any hand answers 4NT with BW-ACES): the near miss is then an
        // auction one call away (not a call of this seat), heard by the same hand, where another rule answers
        const auctions = pick.shuffle(neighbourAuctions(dealer, start.calls));
        for (const calls of auctions.slice(0, EDGE_AUCTIONS)) {
          const next = advise({ hand: handOfCards(hand), auction: { dealer, calls }, vul });
          if (!usesRule(next, rule)) return { hand: handOfCards(hand), rest: pick.shuffle(rest), dealer, calls, advice: next };
        }
        continue;
      }
      advice = found;
    }
    return { hand: handOfCards(hand), rest: pick.shuffle(rest), dealer, calls: start.calls, advice };
  }
  throw new Error(`no ${nearMiss ? 'near miss' : 'position'} for ${rule} in ${ROUNDS} rounds`);
}
