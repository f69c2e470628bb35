// Giant hands (issue 28 §3): bidDeal over 1,000 seeded deals, listing every auction in which a side with 33+ HCP
// stops below slam, or one with 26+ HCP below game, while the opponents only passed. Each listed case gets one line
// naming the rule of the system that explains it. Writes docs/giant-hands.md (the list) and prints the same text.
// Example: `npx tsx bench/giant-hands.ts` (seed 2026, 1000 deals); `npx tsx bench/giant-hands.ts 7 200 --no-write`.

import { writeFileSync } from 'node:fs';
import { makeCall } from '../lib/bridge/call';
import { handOf, makeDeal } from '../lib/bridge/deal';
import { makeHand } from '../lib/bridge/hand';
import { createDealer } from '../lib/bridge/random-deal';
import { boardInfo } from '../lib/bridge/scoring/board';
import { SEATS, type Deal, type Hand, type Seat } from '../lib/bridge/types';
import { bidDeal, type BidDealResult } from '../lib/bidder';
import { explanationText } from '../lib/bidder-api';

const SEED = Number(process.argv[2] ?? 2026);
const COUNT = Number(process.argv[3] ?? 1000);
const WRITE = !process.argv.includes('--no-write');
const OUT = 'docs/giant-hands.md';


function hcp(hand: Hand): number {
  let n = 0;
  for (const mask of hand.suits) for (let r = 9; r <= 12; r++) if ((mask >> r) & 1) n += r - 8; // bit 9 J … bit 12 A
  return n;
}

const SIDE_OF: Record<Seat, 0 | 1> = { N: 0, S: 0, E: 1, W: 1 };

interface Case {
  readonly board: number;
  readonly deal: Deal;
  readonly dealer: Seat;
  readonly vul: string;
  readonly side: 'NS' | 'EW';
  readonly points: number;
  readonly kind: 'slam' | 'game';
  readonly result: BidDealResult;
  readonly why: string;
  /** The stopping call's rule (and option): the summary's key. */
  readonly stop: string;
}

function isGame(level: number, strain: string): boolean {
  return strain === 'N' ? level >= 3 : strain === 'H' || strain === 'S' ? level >= 4 : level >= 5;
}

/**
 * The rule that explains a case: the side's last call (the pass that left the contract where it is, or the opening
 * pass of a passed-out deal), with its rule and its English explanation — the count and the row that decided it.
 */
function stopOf(result: BidDealResult, side: 0 | 1): string {
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

function scan(): { cases: Case[]; slamSides: number; gameSides: number } {
  const dealer = createDealer(SEED);
  const cases: Case[] = [];
  let slamSides = 0;
  let gameSides = 0;
  for (let i = 0; i < COUNT; i++) {
    const deal = dealer.next();
    const board = i + 1;
    const info = boardInfo(board);
    const result = bidDeal(deal, info.dealer, info.vul);
    const points = SEATS.map((s) => hcp(handOf(deal, s)));
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
      const belowGame = !ours || !isGame(c.level, c.strain);
      const kind = total >= 33 && belowSlam ? 'slam' : belowGame ? 'game' : null;
      if (!kind) continue;
      cases.push({ board, deal, dealer: info.dealer, vul: info.vul, side: side === 0 ? 'NS' : 'EW', points: total, kind, result, why: why(result, side), stop: stopOf(result, side) });
    }
  }
  return { cases, slamSides, gameSides };
}

/** The count of listed cases by the rule that stopped the side (and its option), most frequent first. */
function summary(cases: readonly Case[]): string[] {
  const count = new Map<string, number>();
  for (const c of cases) count.set(c.stop, (count.get(c.stop) ?? 0) + 1);
  return [...count].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).map(([rule, n]) => `- ${rule}: ${n}`);
}

function contractText(result: BidDealResult): string {
  const c = result.contract;
  return c ? `${makeCall({ kind: 'bid', level: c.level, strain: c.strain })}${c.risk} ${c.declarer}` : 'passed out';
}

function render(): string {
  const { cases, slamSides, gameSides } = scan();
  const lines: string[] = [
    '# Giant hands: where the bidder stops short (generated by `npx tsx bench/giant-hands.ts`)',
    '',
    `bidDeal over ${COUNT} deals of createDealer(${SEED}); board n = deal n, dealer and vulnerability from the board number (section 9).`,
    'Listed: a side with 33+ HCP that stops below slam, or with 26+ HCP below game, while the opponents only passed.',
    '',
    `Sides with 33+ HCP: ${slamSides}; with 26–32 HCP: ${gameSides}. Listed: ${cases.filter((c) => c.kind === 'slam').length} below slam, ${cases.filter((c) => c.kind === 'game').length} below game.`,
    '',
    'The system counts HD (honours, distribution and corrections, section 1), not HCP, and each call shows a range; the',
    'rule that stopped each side, with the number of cases (the side\'s last call, the pass that left the contract):',
    '',
    ...summary(cases),
    '',
  ];
  for (const c of cases) {
    const hands = SEATS.map((s) => `${s} ${makeHand(handOf(c.deal, s))}`).join(' · ');
    lines.push(`## Board ${c.board}: ${c.side} ${c.points} HCP, ${contractText(c.result)} (below ${c.kind})`);
    lines.push('');
    lines.push(`- [Deal "${makeDeal(c.deal, c.dealer)}"] [Dealer "${c.dealer}"] [Vulnerable "${c.vul}"]`);
    lines.push(`- ${hands}`);
    lines.push(`- Auction: ${c.result.calls.map((x) => `${makeCall(x.call)} (${x.rule})`).join(' ')}`);
    lines.push(`- Why: ${c.why}`);
    lines.push('');
  }
  return lines.join('\n');
}

const text = render();
console.log(text);
if (WRITE) writeFileSync(OUT, text);
