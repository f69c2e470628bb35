// The other three hands of a bidding item: dealt so that, as far as a short seeded walk finds, each seat's calls in
// the auction so far are the bidder's calls with its hand. Example: '1N P' → partner's hand opens 1NT (HD 19–21).

import { advise } from '../bidder';
import { makeCalls, sameCall } from '../bridge/call';
import { SEATS, seatIndex, type Call, type Hand, type Seat, type Vulnerability } from '../bridge/types';
import type { Picker } from './seeded';
import { STARTS, handOfCards, type Card } from './starts';

/** Card swaps between two other seats tried after the deal from donors; kept when no seat loses a call. */
const OTHER_SWAPS = 400;

/** Donor hands: for an auction so far and the call made over it, the hands of positions where the bidder made it. */
function buildDonors(): Map<string, readonly Card[][]> {
  const donors = new Map<string, Card[][]>();
  for (const list of STARTS.values()) {
    for (const s of list) {
      const key = `${makeCalls(s.calls)}|`; // the start's own call is unknown here: keyed by the auction alone
      const hands = donors.get(key) ?? [];
      hands.push(s.cards.slice());
      donors.set(key, hands);
    }
  }
  return donors;
}

let DONORS: Map<string, readonly Card[][]> | null = null;

/** A hand that made `call` over `before` in some start (checked with advise), or null. */
function donorFor(before: readonly Call[], call: Call, dealer: Seat, vul: Vulnerability, pick: Picker): readonly Card[] | null {
  DONORS ??= buildDonors();
  const hands = DONORS.get(`${makeCalls(before)}|`) ?? [];
  const fitting = hands.filter((h) => sameCall(advise({ hand: handOfCards(h), auction: { dealer, calls: before }, vul }).call, call));
  return fitting.length > 0 ? fitting[pick.below(fitting.length)] : null;
}

/** How many of `seat`'s calls in `calls` the bidder makes with `hand`. */
function callsHeld(hand: Hand, seat: Seat, dealer: Seat, calls: readonly Call[], vul: Vulnerability): number {
  let held = 0;
  for (let k = (seatIndex(seat) - seatIndex(dealer) + 4) % 4; k < calls.length; k += 4) {
    if (sameCall(advise({ hand, auction: { dealer, calls: calls.slice(0, k) }, vul }).call, calls[k])) held++;
  }
  return held;
}

/**
 * The 39 cards of `rest` shared among the seats other than `acting`, in SEATS order. Each seat that bid starts from
 * a donor hand for its last bid (as many of its cards as are free), the rest is dealt at random, then cards are
 * swapped between two of these seats while no seat's count of calls the bidder would make drops.
 */
export function dealOthers(acting: Seat, rest: readonly Card[], dealer: Seat, calls: readonly Call[], vul: Vulnerability, pick: Picker): Map<Seat, Card[]> {
  const others = SEATS.filter((s) => s !== acting);
  const free = new Set(rest);
  const hands = new Map<Seat, Card[]>(others.map((s) => [s, []]));
  for (const seat of others) {
    let last = -1;
    for (let k = (seatIndex(seat) - seatIndex(dealer) + 4) % 4; k < calls.length; k += 4) if (calls[k].kind !== 'pass') last = k;
    if (last < 0) continue;
    const donor = donorFor(calls.slice(0, last), calls[last], dealer, vul, pick);
    for (const c of donor ?? []) {
      if (free.has(c)) {
        free.delete(c);
        hands.get(seat)!.push(c);
      }
    }
  }
  const pool = pick.shuffle([...free].sort((a, b) => a - b));
  for (const seat of others) {
    const hand = hands.get(seat)!;
    while (hand.length < 13) hand.push(pool.pop()!);
  }
  const held = new Map(others.map((s) => [s, callsHeld(handOfCards(hands.get(s)!), s, dealer, calls, vul)]));
  const wanted = (s: Seat) => Math.ceil((calls.length - ((seatIndex(s) - seatIndex(dealer) + 4) % 4)) / 4);
  for (let step = 0; step < OTHER_SWAPS && others.some((s) => held.get(s)! < wanted(s)); step++) {
    const a = others[pick.below(3)];
    const b = others[(others.indexOf(a) + 1 + pick.below(2)) % 3];
    const ha = hands.get(a)!;
    const hb = hands.get(b)!;
    const i = pick.below(13);
    const j = pick.below(13);
    [ha[i], hb[j]] = [hb[j], ha[i]];
    const na = callsHeld(handOfCards(ha), a, dealer, calls, vul);
    const nb = callsHeld(handOfCards(hb), b, dealer, calls, vul);
    if (na >= held.get(a)! && nb >= held.get(b)!) {
      held.set(a, na);
      held.set(b, nb);
    } else {
      [ha[i], hb[j]] = [hb[j], ha[i]];
    }
  }
  return hands;
}

