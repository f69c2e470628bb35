// Partnership practice at a class's pace (issue 41): 100 pairs bid 4 deals each against the production server, once on
// the embedded SQLite file and once on PostgreSQL. Each partner thinks 1–4 s before each call, and each of the 200
// seats' pages polls its practice every 2 s meanwhile (as pair-seat.tsx does), while the teacher's page of a class's
// practice of 10 pairs polls every 5 s. Prints the calls' p50 / p99 (target: a call acknowledged at p99 ≤ 150 ms), the seats' polls, the
// teacher's polls, and whether every deal ended with every call once (each pair follows the system: its auction is known).
// Needs `npm run build`. PostgreSQL: $TEST_DATABASE_URL, else a throwaway cluster (scripts/pg-test-cluster.sh).
// Example: `npm run bench -- pairs` → 'SQLite      100 pairs  1,604 calls  p50 9 ms  p99 61 ms (target ≤ 150 ms: ok) …'.

import { advise } from '../lib/bidder';
import { makeCall, parseCalls } from '../lib/bridge/call';
import { handOf, parseDeal } from '../lib/bridge/deal';
import { SEATS, type Seat } from '../lib/bridge/types';
import { pairDeals } from '../lib/pairs/pair-deals';
import type { PairDeal } from '../lib/pairs/pair-types';
import type { CreatedPair, PairView } from '../lib/set-api/pair-responses';
import { pool } from '../e2e/support/class-clients';
import { startNext } from '../e2e/support/server';
import { onBothDatabases, percentile } from './support/both-databases';
import { requireBuild, sleep, timedJson } from './support/server-bench';

const PAIRS = 100;
const DEALS = 4;
const TARGET_P99_MS = 150;
const SEAT_POLL_MS = 2000;
const TEACHER_POLL_MS = 5000;

requireBuild();

/** The system's call for `seat` on a deal after `calls` (each pair follows the system: its auction is known). */
function systemCall(deal: PairDeal, seat: Seat, calls: readonly string[]): string {
  const read = parseDeal(deal.deal);
  const made = parseCalls(calls.join(' '));
  if (!read.ok || !made.ok) throw new Error('deal');
  return makeCall(advise({ hand: handOf(read.value, seat), auction: { dealer: deal.dealer, calls: made.value }, vul: deal.vul }).call);
}

async function run(name: string, env: Record<string, string>): Promise<boolean> {
  const server = await startNext({ ...env, TRUST_PROXY: '1' });
  const base = server.baseUrl;
  const stop = { done: false };
  try {
    // the teacher's page of the class's practice: a group of 10 pairs (bid on their own below), polled every 5 s
    const group = await timedJson(`${base}/api/pair-groups?locale=sr`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.9.0.1' },
      body: JSON.stringify({ locale: 'sr', count: DEALS, seed: 4999, pairs: Array.from({ length: 10 }, (_, k) => `Par ${k + 1}`) }),
    });
    if (group.status !== 201) throw new Error(`POST /api/pair-groups: ${group.status}`);
    const groupToken = (group.body as { teacherToken: string }).teacherToken;
    const teacherPolls: number[] = [];
    const teacher = (async () => {
      while (!stop.done) {
        teacherPolls.push((await timedJson(`${base}/api/pair-groups/${groupToken}`)).ms);
        await sleep(TEACHER_POLL_MS);
      }
    })();
    // 100 practices, each made from a device of its own (the making is limited per address)
    const pairs = await pool(Array.from({ length: PAIRS }, (_, k) => k), 10, async (k) => {
      const seed = 5000 + k;
      const made = await timedJson(`${base}/api/pairs?locale=sr`, {
        method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${k >> 8}.${k & 255}` },
        body: JSON.stringify({ locale: 'sr', count: DEALS, seed }),
      });
      if (made.status !== 201) throw new Error(`POST /api/pairs: ${made.status}`);
      const tokens = Object.fromEntries((made.body as CreatedPair).seats.map((s) => [s.seat, s.token])) as Record<Seat, string>;
      return { tokens, deals: pairDeals({ source: 'random' }, seed, DEALS, 'NS') };
    });
    // every seat's page polls while the pairs bid
    const seatPolls: number[] = [];
    const pollers = pairs.flatMap(({ tokens }) => (['N', 'S'] as const).map(async (seat) => {
      await sleep(Math.random() * SEAT_POLL_MS);
      while (!stop.done) {
        seatPolls.push((await timedJson(`${base}/api/pairs/${tokens[seat]}`)).ms);
        await sleep(SEAT_POLL_MS);
      }
    }));
    const calls: number[] = [];
    let refused = 0;
    const start = performance.now();
    await Promise.all(pairs.map(async ({ tokens, deals }) => {
      for (;;) {
        const view = (await timedJson(`${base}/api/pairs/${tokens.N}`)).body as PairView;
        const open = view.deals.find((d) => d.state !== 'ended');
        if (!open) return;
        const said = open.calls.map((c) => c.call);
        const seat = SEATS[(SEATS.indexOf(open.dealer) + said.length) % 4];
        await sleep(1000 + Math.random() * 3000);
        const put = await timedJson(`${base}/api/pairs/${tokens[seat]}/calls/${crypto.randomUUID()}`, {
          method: 'PUT', headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ deal: open.index, turn: said.length, call: systemCall(deals[open.index], seat, said) }),
        });
        calls.push(put.ms);
        if (put.status !== 201) refused += 1;
      }
    }));
    const seconds = (performance.now() - start) / 1000;
    stop.done = true;
    await Promise.all([teacher, ...pollers]);
    // every deal ended, every pair's calls graded 10 of 10 (a lost or doubled call could not give the system's auction)
    const views = await pool(pairs, 10, async ({ tokens }) => (await timedJson(`${base}/api/pairs/${tokens.S}`)).body as PairView);
    const whole = views.every((v) => v.deals.every((d) => d.state === 'ended' && d.review?.mark === 10));
    const sorted = [...calls].sort((a, b) => a - b);
    const polls = [...seatPolls].sort((a, b) => a - b);
    const teacherSorted = [...teacherPolls].sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const fast = p99 <= TARGET_P99_MS;
    console.log(
      `${name.padEnd(11)} ${PAIRS} pairs  ${calls.length} calls in ${seconds.toFixed(0)} s  p50 ${percentile(sorted, 50).toFixed(0)} ms  p99 ${p99.toFixed(0)} ms` +
        ` (target ≤ ${TARGET_P99_MS} ms: ${fast ? 'ok' : 'MISSED'})${refused ? `  ${refused} refused` : ''}` +
        `  seats' polls ${polls.length}: p50 ${percentile(polls, 50).toFixed(0)} ms, p99 ${percentile(polls, 99).toFixed(0)} ms` +
        `  teacher's page: ${teacherSorted.length} polls, p50 ${percentile(teacherSorted, 50).toFixed(0)} ms` +
        `  every deal ended 10 of 10: ${whole ? 'yes' : 'NO'}`,
    );
    return fast && whole && refused === 0;
  } finally {
    stop.done = true;
    await server.stop();
  }
}

await onBothDatabases('pairs', (database, env) => run(database, env));
