// Bidder throughput: advise on single auction positions, and bidDeal on whole deals (all four hands).
// Example: `npx tsx bench/bidder.ts` → 'advices/s: 123,456' then 'bidDeal deals/s: 12,345' (one figure a line).
// Seconds are this process's CPU seconds (the bidder is single-threaded), so other work on the machine does not skew them.

import { handOf } from '../lib/bridge/deal';
import { createDealer } from '../lib/bridge/random-deal';
import { SEATS, type Call, type Deal, type Hand, type Seat } from '../lib/bridge/types';
import { advise, bidDeal } from '../lib/bidder';

const WARM_UP_MS = 500;
const RUN_MS = 2000;
const DEALS = 4000;

/** Milliseconds of CPU time this process has used since `start`. */
function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/** Calls `step` for at least `ms` milliseconds of CPU time; returns calls per second and a checksum. */
function measure(ms: number, step: (n: number) => number): { rate: number; checksum: number } {
  let calls = 0;
  let checksum = 0;
  const start = process.cpuUsage();
  let elapsed = 0;
  do {
    for (let i = 0; i < 500; i++) checksum += step(calls + i);
    calls += 500;
    elapsed = cpuMs(start);
  } while (elapsed < ms);
  return { rate: (calls / elapsed) * 1000, checksum };
}

function report(label: string, step: (n: number) => number): void {
  measure(WARM_UP_MS, step);
  const { rate, checksum } = measure(RUN_MS, step);
  if (!Number.isFinite(checksum)) throw new Error('checksum lost');
  console.log(`${label}: ${Math.round(rate).toLocaleString('en-US')}`);
}

const dealer = createDealer(0xb1d);
const deals: Deal[] = Array.from({ length: DEALS }, () => dealer.next());

// Every position of real auctions: the hand to call and the calls before it (what /api/bid receives).
const positions: { hand: Hand; dealer: Seat; calls: Call[] }[] = [];
deals.forEach((deal, d) => {
  const first = SEATS[d & 3];
  const made = bidDeal(deal, first, 'None').calls;
  made.forEach((c, i) => positions.push({ hand: handOf(deal, c.seat), dealer: first, calls: made.slice(0, i).map((m) => m.call) }));
});

// visited in a scrambled order, so no call benefits from the one before it
const order = Array.from({ length: positions.length }, (_, i) => (i * 7919) % positions.length);

report('advices/s', (n) => {
  const p = positions[order[n % positions.length]];
  return advise({ hand: p.hand, auction: { dealer: p.dealer, calls: p.calls }, vul: 'None' }).rejected.length;
});
report('bidDeal deals/s', (n) => bidDeal(deals[n % DEALS], SEATS[n & 3], 'None').calls.length);
