// Quiz item making (issue 7): per rule id and per drill kind, the median and p95 wall time to make one item,
// a quarter of them near misses as in a session. Example: `npx tsx bench/quiz.ts` → 'O-3NT  median 0.21 ms  p95 0.90 ms'
// per line, then 'worst p95: 4.12 ms (RB2-LONG), target 20 ms; items/s overall: 3,456'.

import { RULE_IDS } from '../lib/bidder';
import { DRILL_KINDS, quizItem, type Topic } from '../lib/quiz';

const ITEMS = 400;
const WARM_UP = 40;

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

let worst = { p95: 0, topic: '' };
let total = 0;
let totalMs = 0;
const topics: Topic[] = [...RULE_IDS, ...DRILL_KINDS];
const width = Math.max(...topics.map((t) => t.length));
for (const topic of topics) {
  for (let seed = 0; seed < WARM_UP; seed++) quizItem(topic, 1_000_000 + seed, { nearMiss: seed % 4 === 3 });
  const times: number[] = [];
  for (let seed = 0; seed < ITEMS; seed++) {
    const start = performance.now();
    quizItem(topic, seed, { nearMiss: seed % 4 === 3 });
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const p95 = quantile(times, 0.95);
  total += ITEMS;
  totalMs += times.reduce((a, b) => a + b, 0);
  if (p95 > worst.p95) worst = { p95, topic };
  console.log(`${topic.padEnd(width)}  median ${quantile(times, 0.5).toFixed(2)} ms  p95 ${p95.toFixed(2)} ms`);
}
console.log(`worst p95: ${worst.p95.toFixed(2)} ms (${worst.topic}), target 20 ms; items/s overall: ${Math.round((total / totalMs) * 1000).toLocaleString('en-US')}`);
