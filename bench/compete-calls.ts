// Competitive calls at the three and four level (issue 39 §3): bidDeal over the same seeded deals as giant-hands.ts,
// listing every bid of the side that did not open at level 3 or more (overcalls D-…, advances ADV-…, section 8's
// X-FORCED), counted by rule and vulnerability, with the side's HCP and the contract it ends in. With --deals it also
// prints one line per contract the defending side declares at level 3+ (PBN deal, declarer, contract, vulnerability),
// the input a double-dummy solver needs (the vulnerability is the declarer's); --all prints every deal's final contract
// so. Prints only; writes nothing.
// Example: `npx tsx bench/compete-calls.ts 2026 1000`; `npx tsx bench/compete-calls.ts 2026 1000 --deals`.

import { makeCall } from '../lib/bridge/call';
import { handOf, makeDeal } from '../lib/bridge/deal';
import { createDealer } from '../lib/bridge/random-deal';
import { boardInfo } from '../lib/bridge/scoring/board';
import { SEATS, type Hand, type Seat } from '../lib/bridge/types';
import { bidDeal } from '../lib/bidder';

const SEED = Number(process.argv[2] ?? 2026);
const COUNT = Number(process.argv[3] ?? 1000);
const DEALS = process.argv.includes('--deals');
const ALL = process.argv.includes('--all'); // every deal's final contract, for a score comparison

const SIDE_OF: Record<Seat, 0 | 1> = { N: 0, S: 0, E: 1, W: 1 };

function hcp(hand: Hand): number {
  let n = 0;
  for (const mask of hand.suits) for (let r = 9; r <= 12; r++) if ((mask >> r) & 1) n += r - 8; // bit 9 J … bit 12 A
  return n;
}

function vulnerable(vul: string, side: 0 | 1): boolean {
  return vul === 'All' || (vul === 'NS' && side === 0) || (vul === 'EW' && side === 1);
}

const byRule = new Map<string, { calls: number; vul: number; declared: number; hcp: number }>();
const contracts: string[] = [];
let deals = 0;
let competitive = 0;
let sides = 0;

const dealer = createDealer(SEED);
for (let i = 0; i < COUNT; i++) {
  const deal = dealer.next();
  const board = i + 1;
  const info = boardInfo(board);
  const result = bidDeal(deal, info.dealer, info.vul);
  const opening = result.calls.find((c) => c.call.kind !== 'pass');
  if (!opening) continue;
  deals++;
  const defenders = (1 - SIDE_OF[opening.seat]) as 0 | 1;
  const points = SEATS.map((s) => hcp(handOf(deal, s)));
  const sideHcp = defenders === 0 ? points[0] + points[2] : points[1] + points[3];
  const vul = vulnerable(info.vul, defenders);
  const contract = result.contract;
  const declared = contract !== null && SIDE_OF[contract.declarer] === defenders;
  let any = false;
  for (const c of result.calls) {
    if (SIDE_OF[c.seat] !== defenders || c.call.kind !== 'bid' || c.call.level < 3) continue;
    any = true;
    competitive++;
    const key = `${c.via ? `${c.rule}/${c.via.rule}` : c.rule} ${c.call.level}-level`;
    const row = byRule.get(key) ?? { calls: 0, vul: 0, declared: 0, hcp: 0 };
    row.calls++;
    if (vul) row.vul++;
    if (declared) row.declared++;
    row.hcp += sideHcp;
    byRule.set(key, row);
  }
  if (any) sides++;
  if ((ALL && contract) || (DEALS && declared && contract && contract.level >= 3)) {
    const auction = result.calls.map((c) => (SIDE_OF[c.seat] === defenders && c.call.kind !== 'pass' ? `${makeCall(c.call)}(${c.via ? `${c.rule}/${c.via.rule}` : c.rule})` : makeCall(c.call))).join(' ');
    const declarerVul = vulnerable(info.vul, SIDE_OF[contract.declarer]);
    contracts.push(`${board}\t${makeDeal(deal)}\t${contract.declarer}\t${contract.level}${contract.strain}${contract.risk}\t${declarerVul ? 'vul' : 'nv'}\t${sideHcp}\t${auction}`);
  }
}

console.log(`compete-calls: bidDeal over ${COUNT} deals of createDealer(${SEED}) (${deals} opened); dealer and vulnerability from the board number.`);
console.log(`Bids at level 3+ by the side that did not open: ${competitive}, in ${sides} deals.`);
for (const [key, row] of [...byRule.entries()].sort((a, b) => b[1].calls - a[1].calls || a[0].localeCompare(b[0]))) {
  console.log(`- ${key}: ${row.calls} (vulnerable ${row.vul}; the side declares ${row.declared}; side's HCP on average ${(row.hcp / row.calls).toFixed(1)})`);
}
if (DEALS || ALL) {
  console.log(ALL ? `Final contracts: ${contracts.length}` : `Contracts at level 3+ declared by the side that did not open: ${contracts.length}`);
  for (const line of contracts) console.log(line);
}
