// Scoring throughput: duplicate boards (scoreDuplicate) and whole rubber sheets, over every contract and result; and
// reading a stored sheet of 1,000 and of 8,000 deals (linear: eight times the deals, about eight times the time; the
// old reader scored the whole prefix again for each deal). Example: `npx tsx bench/score.ts` → 'duplicate scores/s:
// 2,345,678' (one figure a line).

import { RISKS, type Contract } from '../lib/bridge/contract';
import { scoreDuplicate } from '../lib/bridge/scoring/duplicate';
import { scoreRubber, type RubberDealInput } from '../lib/bridge/scoring/rubber';
import { parseSheetDeals } from '../lib/bridge/scoring/sheet-storage';
import { LEVELS, SEATS, STRAINS, VULNERABILITIES, type Seat, type Vulnerability } from '../lib/bridge/types';

const WARM_UP_MS = 300;
const RUN_MS = 1500;

interface Board {
  contract: Contract;
  declarer: Seat;
  tricks: number;
  vul: Vulnerability;
}

/** Every contract × declarer × tricks × vulnerability: 35 × 3 × 4 × 14 × 4 = 23,520 boards. */
const boards: Board[] = LEVELS.flatMap((level) =>
  STRAINS.flatMap((strain) =>
    RISKS.flatMap((risk) =>
      SEATS.flatMap((declarer) =>
        Array.from({ length: 14 }, (_, tricks) => VULNERABILITIES.map((vul) => ({ contract: { level, strain, risk }, declarer, tricks, vul }))).flat(),
      ),
    ),
  ),
);

/** Rubbers of partscores, sets and games that last several deals before someone wins two games. */
const rubbers: RubberDealInput[][] = Array.from({ length: 64 }, (_, r) =>
  Array.from({ length: 8 }, (_, d): RubberDealInput => ({
    contract: { level: (1 + ((r + d) % 4)) as Contract['level'], strain: STRAINS[(r * 3 + d) % 5], risk: '' },
    declarer: SEATS[(r + d * 3) % 4],
    tricks: 6 + ((r * 7 + d * 5) % 6),
  })),
).map((deals) => {
  for (let n = deals.length; n > 0; n--) {
    const result = scoreRubber(deals.slice(0, n));
    if (result.ok) return deals.slice(0, n);
  }
  return deals.slice(0, 1);
});

/** Runs `step` over `items` for at least `ms` milliseconds; returns calls per second and a checksum. */
function measure<T>(items: readonly T[], ms: number, step: (item: T) => number): { rate: number; checksum: number } {
  let calls = 0;
  let checksum = 0;
  const start = performance.now();
  let elapsed = 0;
  do {
    for (let i = 0; i < items.length; i++) checksum += step(items[i]);
    calls += items.length;
    elapsed = performance.now() - start;
  } while (elapsed < ms);
  return { rate: (calls * 1000) / elapsed, checksum };
}

function figure<T>(name: string, items: readonly T[], step: (item: T) => number): void {
  measure(items, WARM_UP_MS, step);
  const { rate, checksum } = measure(items, RUN_MS, step);
  if (!Number.isFinite(checksum)) throw new Error('checksum lost');
  console.log(`${name}: ${Math.round(rate).toLocaleString('en-US')}`);
}

figure('duplicate scores/s', boards, (board) => scoreDuplicate(board).ns);
figure('rubber sheets/s', rubbers, (deals) => {
  const result = scoreRubber(deals);
  return result.ok ? result.value.totals.NS - result.value.totals.EW : 0;
});

const stored = (n: number) => `[${Array(n).fill('{"c":"3N","d":"N","t":7}').join(',')}]`;
for (const n of [1000, 8000]) figure(`stored rubber sheets of ${n.toLocaleString('en-US')} deals read/s`, [stored(n)], (text) => parseSheetDeals('rubber', text).deals.length);
