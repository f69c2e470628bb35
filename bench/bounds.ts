// How fast /api/bid and /api/quiz refuse an oversized request, and how long a valid request sent meanwhile waits
// (issue 15's bounds; the browser tests assert the refusals themselves, this prints their times). Against the production server,
// ROUNDS rounds of each case; median and maximum with the targets.
// Needs `npm run build`. Example: `npm run bench -- bounds` →
// '20 MB body, declared   refused p50 10 ms  max 38 ms  ·  valid request meanwhile p50 16 ms  max 67 ms  (target ≤ 1000 ms each: ok)'.

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MAX_QUIZ_QUERY_BYTES } from '../lib/bidder-api';
import { postChunked, postDeclared, timed, type Timed } from '../e2e/support/oversized';
import { ROOT, startNext } from '../e2e/support/server';

const ROUNDS = 7;
const TARGET_MS = 1000;
const HAND = 'AKQ2.KJ3.AT8.Q32';
const VALID = `?hand=${HAND}&dealer=N`;

if (!existsSync(join(ROOT, '.next', 'BUILD_ID'))) {
  console.error('no production build in .next: run `npm run build` first');
  process.exit(1);
}

/** A quiz session of 100 dear items, stopped by its draw budget, answers within this (the bound e2e/bounds.e2e.ts lost). */
const DEAR_SESSION_MS = 20_000;

interface Case {
  readonly name: string;
  /** The status (or statuses) the oversized request must get. */
  readonly statuses: readonly number[];
  /** Sends the oversized request to the server at `base`. */
  readonly send: (base: string) => Promise<Timed>;
}

/** A 20 MB auction of seven million calls and more: the request that used to block the server for ten seconds. */
const huge = new TextEncoder().encode(JSON.stringify({ hand: HAND, dealer: 'N', auction: 'P '.repeat(10 * 1024 * 1024) }));

const CASES: readonly Case[] = [
  { name: '20 MB body, declared', statuses: [413], send: (base) => postDeclared(`${base}/api/bid`, huge) },
  { name: '20 MB body, chunked', statuses: [413], send: (base) => postChunked(`${base}/api/bid?locale=lv`, 20 * 1024 * 1024) },
  { name: '100 KB query', statuses: [414, 431], send: (base) => timed(() => fetch(`${base}/api/bid?hand=${'x'.repeat(100 * 1024)}`)) },
  {
    name: 'quiz query over 1 KB',
    statuses: [414],
    send: (base) => timed(() => fetch(`${base}/api/quiz?topic=open&seed=1&x=${'a'.repeat(MAX_QUIZ_QUERY_BYTES)}`)),
  },
];

const sorted = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const median = (values: readonly number[]) => sorted(values)[Math.floor(values.length / 2)];
const ms = (value: number) => `${Math.round(value)} ms`;

const server = await startNext();
let ok = true;
try {
  const api = `${server.baseUrl}/api/bid`;
  // warm the routes: the figures are the bounds', not a first request's
  await timed(() => fetch(api + VALID));
  await timed(() => fetch(`${server.baseUrl}/api/quiz?topic=open&seed=1`));
  for (const c of CASES) {
    const refused: number[] = [];
    const meanwhile: number[] = [];
    const wrong: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const [big, valid] = await Promise.all([
        c.send(server.baseUrl),
        new Promise((r) => setTimeout(r, 20)).then(() => timed(() => fetch(api + VALID))),
      ]);
      if (!c.statuses.includes(big.status)) wrong.push(`oversized ${big.status}`);
      if (valid.status !== 200) wrong.push(`valid ${valid.status}`);
      refused.push(big.ms);
      meanwhile.push(valid.ms);
    }
    const worst = Math.max(...refused, ...meanwhile);
    const met = worst <= TARGET_MS && wrong.length === 0;
    ok &&= met;
    console.log(
      `${c.name.padEnd(22)} refused p50 ${ms(median(refused))}  max ${ms(Math.max(...refused))}  ·  ` +
        `valid request meanwhile p50 ${ms(median(meanwhile))}  max ${ms(Math.max(...meanwhile))}  ` +
        `(target ≤ ${TARGET_MS} ms each${wrong.length ? `; ${wrong.join(', ')}` : ''}: ${met ? 'ok' : 'MISSED'})`,
    );
  }
  // a dear session: the draw budget stops it short (e2e/bounds.e2e.ts asserts that); here, how long that takes
  const dear: number[] = [];
  const dearWrong: string[] = [];
  for (let round = 0; round < 3; round++) {
    const got = await timed(() => fetch(`${server.baseUrl}/api/quiz?topic=BW-PLACE&seed=424242&count=100`));
    if (got.status !== 200) dearWrong.push(`status ${got.status}`);
    dear.push(got.ms);
  }
  const dearMet = Math.max(...dear) <= DEAR_SESSION_MS && dearWrong.length === 0;
  ok &&= dearMet;
  console.log(
    `${'dear quiz session'.padEnd(22)} answered p50 ${ms(median(dear))}  max ${ms(Math.max(...dear))}  ` +
      `(target ≤ ${DEAR_SESSION_MS} ms${dearWrong.length ? `; ${dearWrong.join(', ')}` : ''}: ${dearMet ? 'ok' : 'MISSED'})`,
  );
} finally {
  await server.stop();
}
process.exit(ok ? 0 : 1);
