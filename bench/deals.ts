// Random-deal throughput: the streaming generator, and randomDeal with a fresh seed each time.
// Example: `npx tsx bench/deals.ts` → 'createDealer deals/s: 2,345,678' (one figure a line).

import { createDealer, randomDeal } from '../lib/bridge/random-deal';
import type { Deal } from '../lib/bridge/types';

const WARM_UP_MS = 300;
const RUN_MS = 1500;
const BATCH = 10_000;

/** Calls `step` in batches for at least `ms` milliseconds; returns calls per second and a checksum. */
function measure(ms: number, step: (n: number) => Deal): { rate: number; checksum: number } {
  let calls = 0;
  let checksum = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < BATCH; i++) checksum ^= step(calls + i).hands[i & 3].suits[i & 3];
    calls += BATCH;
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return { rate: (calls / elapsed) * 1000, checksum };
}

function report(label: string, step: (n: number) => Deal): void {
  measure(WARM_UP_MS, step);
  const { rate, checksum } = measure(RUN_MS, step);
  if (!Number.isFinite(checksum)) throw new Error('checksum lost');
  console.log(`${label} deals/s: ${Math.round(rate).toLocaleString('en-US')}`);
}

const stream = createDealer(0x5eed);
report('createDealer', () => stream.next());
report('randomDeal (new seed each)', (n) => randomDeal(n));
