// Hand-evaluation throughput: full evaluateHand and the scalar counts, over a fixed pool of random hands.
// Example: `npx tsx bench/evaluate.ts` → 'evaluateHand hand evaluations/s: 3,456,789' (one figure a line).

import type { Hand } from '../lib/bridge/types';
import { evaluateHand, hdCount, hdPoints, quickTrickTotal, responderPoints } from '../lib/evaluation';

const POOL_SIZE = 4096;
const WARM_UP_MS = 300;
const RUN_MS = 1500;

/** xorshift32: a fixed seed keeps the pool the same from run to run. */
function makeRandom(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

/** North's hands of POOL_SIZE shuffled packs (Fisher–Yates; card i is suit i / 13, rank i % 13). */
function handPool(): Hand[] {
  const next = makeRandom(0x5eed);
  const cards = Array.from({ length: 52 }, (_, i) => i);
  const pool: Hand[] = [];
  for (let n = 0; n < POOL_SIZE; n++) {
    for (let i = 51; i > 0; i--) {
      const j = next() % (i + 1);
      [cards[i], cards[j]] = [cards[j], cards[i]];
    }
    const suits: [number, number, number, number] = [0, 0, 0, 0];
    for (let k = 0; k < 13; k++) suits[Math.floor(cards[k] / 13)] |= 1 << cards[k] % 13;
    pool.push({ suits });
  }
  return pool;
}

/** Runs `step` over the pool for at least `ms` milliseconds; returns calls per second and a checksum. */
function measure(pool: Hand[], ms: number, step: (hand: Hand) => number): { rate: number; checksum: number } {
  let calls = 0;
  let checksum = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < pool.length; i++) checksum += step(pool[i]);
    calls += pool.length;
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return { rate: (calls / elapsed) * 1000, checksum };
}

function report(label: string, pool: Hand[], step: (hand: Hand) => number): void {
  measure(pool, WARM_UP_MS, step);
  const { rate, checksum } = measure(pool, RUN_MS, step);
  if (!Number.isFinite(checksum)) throw new Error('checksum lost');
  console.log(`${label} hand evaluations/s: ${Math.round(rate).toLocaleString('en-US')}`);
}

const pool = handPool();
report('evaluateHand', pool, (h) => evaluateHand(h).hd);
report('hdCount', pool, (h) => hdCount(h).hd);
report('hdPoints', pool, hdPoints);
report('responderPoints', pool, (h) => responderPoints(h, 'H'));
report('quickTrickTotal', pool, quickTrickTotal);
