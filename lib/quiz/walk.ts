// Targeted bidding positions on coherent deals: every call so far is the bidder's own call for its seat's hand, and
// the learner's hand makes the target rule fire. From such a deal, cards are swapped between any two hands and a swap
// is kept only while both stay true; a near miss is one swap past the rule's boundary (the learner's hand, or else
// the position the bidder's own calls reach), answered by another decision of the same drill kind.
// Example: bidPosition('O-3NT', pick, false) → North deals, no calls, a 25–27 HD balanced hand with every suit stopped.

import { bidCalls, RULE_IDS, type Advice, type Judged, type RuleId } from '../bidder';
import { makeCalls, sameCall } from '../bridge/call';
import { seatAfter, type Call, type Seat, type Vulnerability } from '../bridge/types';
import { seededPicker, textHash, type Picker } from './seeded';
import { STARTS, type Card, type Start } from './starts';
import {
  actingIndex, callsOf, heldBy, isCoherent, learnerAnswer, swapCards, tableDeal, type TableDeal,
} from './table-deal';
import { drillKindOf, practiceKindOf } from './topics';

/** Swaps tried on an item's walk: about half are kept, so most cards of every hand move. */
const WALK_SWAPS = 40;
/** Swaps tried from the walked deal for a near miss in the learner's hand, then for one in the position. */
const EDGE_SWAPS = 200;
const EDGE_DEALS = 40;
/** Rounds (fresh walks) a near miss tries before another decision of the drill kind stands in for it. */
const NEAR_ROUNDS = 3;
/** Fresh walks (from another start) before giving up: a programmer error, the tests keep it unreachable. */
const ROUNDS = 16;
/** Swaps and fresh deals tried to make a start's other hands bid its auction (once per start, when first used). */
const CLIMB_SWAPS = 3000;
const CLIMB_TRIES = 4;

/** The bidder's answer uses `rule`: as the row that chose the call, or the row an advancer's call went through. */
export function usesRule(advice: Advice | Judged, rule: RuleId): boolean {
  const via = advice.via === null || advice.via === undefined ? null : typeof advice.via === 'string' ? advice.via : advice.via.rule;
  return advice.rule === rule || via === rule;
}

/**
 * The target rule decides the learner's call: as the row that chose it (an advancer's ADV-SUIT that goes through R-NEW1
 * drills ADV-SUIT, a defensive decision, not R-NEW1: each drill kind asks the decisions of its own section).
 */
function decides(answer: Judged, rule: RuleId): boolean {
  return answer.rule === rule;
}

/**
 * A near miss asks a decision of the target rule's own drill kind (an opening's near miss is another opening, never
 * a defender's pass); Blackwood's boundary is the rebid that does not ask (RR-GAME instead of BW-ASK), so the slam
 * drill's near misses may be second-round calls.
 */
export function nearMissFits(target: RuleId, answer: RuleId): boolean {
  if (practiceKindOf(answer) === practiceKindOf(target)) return true;
  return drillKindOf(target) === 'slam' && drillKindOf(answer) === 'rebid';
}

/** A coherent start: the hands from the dealer round (relative seats), the auction they bid, the learner to call. */
interface CoherentStart {
  readonly dealer: Seat;
  readonly calls: readonly Call[];
  readonly hands: readonly (readonly Card[])[];
}

/** Donor hands: for an auction so far, the hands of the bidder's documented positions that call over it (the call is checked). */
let DONORS: Map<string, readonly (readonly Card[])[]> | null = null;
function donors(before: readonly Call[]): readonly (readonly Card[])[] {
  if (!DONORS) {
    DONORS = new Map();
    for (const list of STARTS.values()) {
      for (const s of list) {
        const key = makeCalls(s.calls);
        DONORS.set(key, [...(DONORS.get(key) ?? []), s.cards]);
      }
    }
  }
  return DONORS.get(makeCalls(before)) ?? [];
}

/**
 * Hands for a start: the learner's from the documented position, each bidding seat from a donor that made its last bid, the rest
 * dealt. `learnerFirst` says who keeps a card both want (the other takes the nearest free card of the same suit).
 */
function firstHands(start: Start, pick: Picker, learnerFirst: boolean): Card[][] {
  const n = start.calls.length;
  const acting = n & 3;
  const hands: Card[][] = [[], [], [], []];
  const free = new Set<Card>();
  for (let c = 0; c < 52; c++) free.add(c);
  const take = (i: number, cards: readonly Card[]) => {
    for (const c of cards) {
      const card = free.has(c) ? c : nearestFree(c, free);
      if (card !== null && free.delete(card)) hands[i].push(card);
    }
  };
  if (learnerFirst) take(acting, start.cards);
  const probe = tableDeal(start.dealer, start.calls, [start.cards, start.cards, start.cards, start.cards]);
  for (let i = 0; i < 4; i++) {
    if (i === acting) continue;
    let last = -1;
    for (let k = i; k < n; k += 4) if (start.calls[k].kind !== 'pass') last = k;
    if (last < 0 || last >= probe.positions.length) continue;
    const fitting = donors(start.calls.slice(0, last)).filter((cards) => {
      const one = tableDeal(start.dealer, start.calls, [cards, cards, cards, cards]);
      return sameCall(one.positions[last].judge(one.facts[0]).call, start.calls[last]);
    });
    if (fitting.length > 0) take(i, fitting[pick.below(fitting.length)]);
  }
  if (!learnerFirst) take(acting, start.cards);
  const pool = pick.shuffle([...free].sort((a, b) => a - b));
  for (let i = 0; i < 4; i++) while (hands[i].length < 13) hands[i].push(pool.pop()!);
  return hands;
}

/** A free card of the same suit as c, the closest in rank (the higher of two as close): a donor keeps its shape. */
function nearestFree(c: Card, free: ReadonlySet<Card>): Card | null {
  const suit = c - (c % 13);
  for (let d = 1; d < 13; d++) {
    for (const r of [c % 13 + d, c % 13 - d]) if (r >= 0 && r < 13 && free.has(suit + r)) return suit + r;
  }
  return null;
}

/** The index of a random honour (J or higher) of the hand, or of a small card (9 or lower); any card when it has none. */
function cardOfKind(hand: readonly Card[], honour: boolean, pick: Picker): number {
  const fit: number[] = [];
  for (let k = 0; k < 13; k++) if ((hand[k] % 13 >= 9) === honour) fit.push(k);
  return fit.length > 0 ? fit[pick.below(fit.length)] : pick.below(13);
}

/** Another seat than i, drawn from the picker. */
function otherSeat(i: number, pick: Picker): number {
  return (i + 1 + pick.below(3)) & 3;
}

/**
 * Deals the start's hands so that the bidder makes every call of its auction and the learner's hand the target rule:
 * a seeded climb on the number of those that hold; null when none is found (an auction the bidder never makes).
 */
function makeCoherent(rule: RuleId, start: Start, pick: Picker): CoherentStart | null {
  const n = start.calls.length;
  for (let attempt = 0; attempt < CLIMB_TRIES; attempt++) {
    const d = tableDeal(start.dealer, start.calls, firstHands(start, pick, attempt % 2 === 0));
    if (d.positions.length !== n + 1) return null; // the auction ends before the learner's turn
    const acting = actingIndex(d);
    const fires = () => (decides(learnerAnswer(d), rule) ? 1 : 0);
    // seat i's score: the calls it makes as the auction says, and for the learner the target rule too
    const scoreOf = (i: number) => heldBy(d, i) + (i === acting ? fires() : 0);
    const want = [0, 1, 2, 3].map((i) => callsOf(d, i) + (i === acting ? 1 : 0));
    const score = [0, 1, 2, 3].map(scoreOf);
    let total = score.reduce((a, b) => a + b, 0);
    for (let step = 0; step < CLIMB_SWAPS && total < n + 1; step++) {
      const short = [0, 1, 2, 3].filter((s) => score[s] < want[s]);
      const i = short[pick.below(short.length)];
      const j = otherSeat(i, pick);
      const a = pick.below(13);
      const b = pick.below(13);
      swapCards(d, i, a, j, b);
      const si = scoreOf(i);
      const sj = scoreOf(j);
      if (si + sj >= score[i] + score[j]) {
        total += si + sj - score[i] - score[j];
        score[i] = si;
        score[j] = sj;
      } else {
        swapCards(d, i, a, j, b);
      }
    }
    if (total === n + 1) return { dealer: start.dealer, calls: start.calls, hands: d.hands.map((h) => h.slice()) };
  }
  return null;
}

interface RuleStarts {
  readonly starts: readonly CoherentStart[];
  /**
   * Whether the learner's own hand can cross the rule's boundary (false where the auction alone decides, as for
   * BW-ACES: any hand answers partner's 4NT): found once per rule by a seeded probe, so items stay the same everywhere.
   */
  readonly handBoundary: boolean;
}

/** Swaps the probe tries from each of the first starts for a near miss in the learner's hand. */
const PROBE_SWAPS = 300;
const PROBE_STARTS = 3;

const COHERENT = new Map<RuleId, RuleStarts>();

/** The rule's documented positions with all four hands dealt to bid their auction (a seeded search, the same everywhere). */
function coherentStarts(rule: RuleId): RuleStarts {
  let found = COHERENT.get(rule);
  if (!found) {
    const all = STARTS.get(rule);
    if (!all) throw new Error(`no starting position for ${rule}`);
    const starts = all
      .map((s, n) => makeCoherent(rule, s, seededPicker(textHash(`${rule} ${n}`))))
      .filter((s): s is CoherentStart => s !== null);
    if (starts.length === 0) throw new Error(`no start for ${rule} can be dealt so that the bidder bids its auction`);
    const probe = seededPicker(textHash(`${rule} edge`));
    const past = (answer: Judged) => !usesRule(answer, rule) && nearMissFits(rule, answer.rule);
    const handBoundary = starts.slice(0, PROBE_STARTS).some((s) => {
      const d = tableDeal(s.dealer, s.calls, s.hands);
      const acting = actingIndex(d);
      for (let step = 0; step < PROBE_SWAPS; step++) if (swapKept(d, acting, otherSeat(acting, probe), past, probe)) return true;
      return false;
    });
    found = { starts, handBoundary };
    COHERENT.set(rule, found);
  }
  return found;
}

/** Keeps the swap when seats i and j still make all their calls (and the learner's rule holds, when `keep` says so). */
function swapKept(d: TableDeal, i: number, j: number, keep: (answer: Judged) => boolean, pick: Picker): boolean {
  const a = pick.below(13);
  const b = pick.below(13);
  swapCards(d, i, a, j, b);
  const acting = actingIndex(d);
  const ok = heldBy(d, i) === callsOf(d, i) && heldBy(d, j) === callsOf(d, j) && (i !== acting && j !== acting ? true : keep(learnerAnswer(d)));
  if (!ok) swapCards(d, i, a, j, b);
  return ok;
}

/**
 * One swap that changes the position the bidder's own calls reach (another player's call, or the learner's own earlier
 * one), where another decision of the drill kind answers: for rules the auction alone decides (BW-ACES, RB2-LONG).
 */
function positionNearMiss(rule: RuleId, d: TableDeal, pick: Picker): TableDeal | null {
  const n = d.calls.length;
  for (let step = 0; step < EDGE_DEALS; step++) {
    const i = pick.below(4);
    const j = otherSeat(i, pick);
    // strength moves: an honour of one hand for a small card of the other (a swap of small cards rarely changes a call)
    const a = cardOfKind(d.hands[i], true, pick);
    const b = cardOfKind(d.hands[j], false, pick);
    swapCards(d, i, a, j, b);
    const calls = bidCalls(d.facts, d.dealer, n, d.vul);
    if (calls.length === n) {
      const moved = tableDeal(d.dealer, calls, d.hands, d.vul);
      if (moved.positions.length === n + 1) {
        const answer = learnerAnswer(moved);
        if (!usesRule(answer, rule) && nearMissFits(rule, answer.rule)) return moved;
      }
    }
    swapCards(d, i, a, j, b);
  }
  return null;
}

/**
 * The rules a near miss may fall back to when no swap crosses the boundary in a few rounds: the other decisions of the
 * target's drill kind (for section 8's X-PASS and X-FORCED, the defensive ones), each drawn as a targeted item.
 */
function siblings(rule: RuleId): readonly RuleId[] {
  const kind = practiceKindOf(rule);
  return RULE_IDS.filter((r) => r !== rule && drillKindOf(r) === kind && nearMissFits(rule, r));
}

/** A coherent deal for `rule`: its rule fires for the learner, or (near miss) it is one swap past the boundary. */
export function bidPosition(rule: RuleId, pick: Picker, nearMiss: boolean, vul: Vulnerability = 'None'): TableDeal {
  const { starts, handBoundary } = coherentStarts(rule);
  const fires = (answer: Judged) => decides(answer, rule);
  const past = (answer: Judged) => !usesRule(answer, rule) && nearMissFits(rule, answer.rule);
  for (let round = 0; round < (nearMiss ? NEAR_ROUNDS : ROUNDS); round++) {
    const start = starts[pick.below(starts.length)];
    const dealer = seatAfter(start.dealer, pick.below(4)); // the bidder reads seats relative to the dealer
    const d = tableDeal(dealer, start.calls, start.hands, vul);
    if (!isCoherent(d) || !fires(learnerAnswer(d))) continue;
    const acting = actingIndex(d);
    for (let step = 0; step < WALK_SWAPS; step++) {
      const i = pick.below(2) === 0 ? acting : pick.below(4);
      swapKept(d, i, otherSeat(i, pick), fires, pick);
    }
    if (!nearMiss) return d;
    if (handBoundary) for (let step = 0; step < EDGE_SWAPS; step++) if (swapKept(d, acting, otherSeat(acting, pick), past, pick)) return d;
    const moved = positionNearMiss(rule, d, pick);
    if (moved) return moved;
  }
  if (nearMiss) {
    // the auction alone decides this rule and no swap of a few rounds moved the position: another decision of the drill
    const others = siblings(rule);
    if (others.length > 0) return bidPosition(others[pick.below(others.length)], pick, false, vul);
  }
  throw new Error(`no ${nearMiss ? 'near miss' : 'position'} for ${rule} in ${ROUNDS} rounds`);
}
