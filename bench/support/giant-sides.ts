// Giant sides (issue 28 §3, issue 39): an uncontested side with 33+ HCP that stops below slam, or with 26+ HCP below
// game, found in one bid deal, with the rule that stopped it. bench/giant-hands.ts lists them over 1,000 seeded deals
// and bench/contracts.ts over the double-dummy bench's deals: both read them here.
// Example: giantSides({ board: 26, deal, dealer: 'E', vul: 'All', result: bidDeal(deal, 'E', 'All') })
//          → { slamSides: 0, gameSides: 1, cases: [{ side: 'EW', points: 27, kind: 'game', stop: 'RBN-2S after R1N-2S', … }] }.

import { makeCall } from '../../lib/bridge/call';
import { handOf } from '../../lib/bridge/deal';
import { SEATS, type Deal, type Hand, type Seat, type Vulnerability } from '../../lib/bridge/types';
import type { BidDealResult } from '../../lib/bidder';
import { explanationText } from '../../lib/bidder-api';

/** High-card points (4-3-2-1): the giant sides are counted in HCP, as issue 28 states them. */
export function hcp(hand: Hand): number {
  let n = 0;
  for (const mask of hand.suits) for (let r = 9; r <= 12; r++) if ((mask >> r) & 1) n += r - 8; // bit 9 J … bit 12 A
  return n;
}

const SIDE_OF: Record<Seat, 0 | 1> = { N: 0, S: 0, E: 1, W: 1 };

export interface GiantCase {
  readonly board: number;
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly side: 'NS' | 'EW';
  readonly points: number;
  readonly kind: 'slam' | 'game';
  readonly result: BidDealResult;
  /** The stopping call explained: seat, rule, the English explanation and the count behind it. */
  readonly why: string;
  /** The stopping call's rule (and option) after the side's last bid: the summary's key. */
  readonly stop: string;
}

export function isGameLevel(level: number, strain: string): boolean {
  return strain === 'N' ? level >= 3 : strain === 'H' || strain === 'S' ? level >= 4 : level >= 5;
}

/**
 * The rule that explains a case: the side's last call (the pass that left the contract where it is, or the opening
 * pass of a passed-out deal), with its rule and option, after the side's last bid.
 */
export function stopOf(result: BidDealResult, side: 0 | 1): string {
  const ours = result.calls.filter((c) => SIDE_OF[c.seat] === side);
  const lastBid = [...ours].reverse().find((c) => c.call.kind !== 'pass');
  if (!lastBid) return 'O-PASS (passed out)';
  const stop = ours.slice(ours.indexOf(lastBid) + 1).find((c) => c.call.kind === 'pass') ?? lastBid;
  const option = stop.explain.params.option;
  return `${stop.rule}${typeof option === 'string' && option !== 'none' ? ` (${option})` : ''} after ${lastBid.rule}`;
}

function why(result: BidDealResult, side: 0 | 1): string {
  const ours = result.calls.filter((c) => SIDE_OF[c.seat] === side);
  const lastBid = [...ours].reverse().find((c) => c.call.kind !== 'pass');
  if (!lastBid) return `passed out by the side: ${ours.map((c) => `${c.seat} ${c.rule}`).join(', ')} — no hand of the side reaches an opening (section 3, O-PASS: HD below 14/13, or below 2 quick tricks)`;
  // the side's last pass after its last bid: the call that stopped the auction there
  const at = ours.indexOf(lastBid);
  const stop = ours.slice(at + 1).find((c) => c.call.kind === 'pass') ?? lastBid;
  const inner = stop.via ? ` (${stop.via.rule}: ${explanationText('en', stop.via.explain)})` : '';
  const { own, shown, total } = stop.explain.params;
  const count = typeof own === 'number' && typeof shown === 'number' ? `; ${stop.seat}'s count ${own} + partner's shown minimum ${shown} = ${total} (game 26, slam 33, 5.1)` : '';
  return `${stop.seat} ${stop.rule}, after ${lastBid.seat}'s ${makeCall(lastBid.call)} (${lastBid.rule}): "${explanationText('en', stop.explain)}"${inner}${count}`;
}

/**
 * One bid deal's giant sides: how many sides hold 33+ HCP and 26–32 HCP, and the cases where such a side, with the
 * opponents only passing, stops below slam (33+) or below game (26+).
 */
export function giantSides(input: { board: number; deal: Deal; dealer: Seat; vul: Vulnerability; result: BidDealResult }): {
  slamSides: number;
  gameSides: number;
  cases: GiantCase[];
} {
  const { board, deal, dealer, vul, result } = input;
  const points = SEATS.map((s) => hcp(handOf(deal, s)));
  const cases: GiantCase[] = [];
  let slamSides = 0;
  let gameSides = 0;
  for (const side of [0, 1] as const) {
    const total = side === 0 ? points[0] + points[2] : points[1] + points[3];
    if (total < 26) continue;
    if (total >= 33) slamSides++;
    else gameSides++;
    const oppsOnlyPassed = result.calls.every((c) => SIDE_OF[c.seat] === side || c.call.kind === 'pass');
    if (!oppsOnlyPassed) continue;
    const c = result.contract;
    const ours = c !== null && SIDE_OF[c.declarer] === side;
    const level = ours ? c.level : 0;
    const belowSlam = level < 6;
    const belowGame = !ours || !isGameLevel(c.level, c.strain);
    const kind = total >= 33 && belowSlam ? 'slam' : belowGame ? 'game' : null;
    if (!kind) continue;
    cases.push({ board, deal, dealer, vul, side: side === 0 ? 'NS' : 'EW', points: total, kind, result, why: why(result, side), stop: stopOf(result, side) });
  }
  return { slamSides, gameSides, cases };
}

/** The count of cases by the rule that stopped the side (and its option), most frequent first: '- RB-RAISE-MIN after R-RAISE2: 17'. */
export function stopSummary(cases: readonly Pick<GiantCase, 'stop'>[]): string[] {
  const count = new Map<string, number>();
  for (const c of cases) count.set(c.stop, (count.get(c.stop) ?? 0) + 1);
  return [...count].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).map(([rule, n]) => `- ${rule}: ${n}`);
}

/** The contract reached, as the lists print it: '4H N', '3NX S', 'passed out'. */
export function contractText(result: Pick<BidDealResult, 'contract'>): string {
  const c = result.contract;
  return c ? `${makeCall({ kind: 'bid', level: c.level, strain: c.strain })}${c.risk} ${c.declarer}` : 'passed out';
}
