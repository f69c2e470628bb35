// A partnership practice's calls are never lost nor doubled (issue 41): 12 pairs bid three deals each, both partners
// of every pair following the system; the server is killed with SIGKILL in the middle and started again on the same
// data; each client resends the call it got no answer for (the same id) and goes on. In the end every deal's auction is
// exactly the one lib/pairs plays for it: every call acknowledged before the kill is there, and none is there twice.
// SQLite, and PostgreSQL too when TEST_DATABASE_URL is set.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { advise } from '@/lib/bidder';
import { makeCall, parseCalls } from '@/lib/bridge/call';
import { handOf, parseDeal } from '@/lib/bridge/deal';
import { SEATS, type Seat } from '@/lib/bridge/types';
import { checkPairCall, seatToCallIn, systemCalls } from '@/lib/pairs/pair-auction';
import { pairDeals } from '@/lib/pairs/pair-deals';
import type { PairCall, PairDeal } from '@/lib/pairs/pair-types';
import type { CreatedPair, PairView } from '@/lib/set-api/pair-responses';
import { startNext, type NextServer } from './support/server';

const PAIRS = 12;
const DEALS = 3;

const dataDir = mkdtempSync(join(tmpdir(), 'bridge-pair-fault-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const databases: [string, Record<string, string>][] = [['SQLite', { DATA_DIR: dataDir }]];
if (process.env.TEST_DATABASE_URL) databases.push(['PostgreSQL', { DATABASE_URL: process.env.TEST_DATABASE_URL }]);

function systemCall(deal: PairDeal, seat: Seat, calls: readonly string[]): string {
  const read = parseDeal(deal.deal);
  const made = parseCalls(calls.join(' '));
  if (!read.ok || !made.ok) throw new Error('deal');
  return makeCall(advise({ hand: handOf(read.value, seat), auction: { dealer: deal.dealer, calls: made.value }, vul: deal.vul }).call);
}

/** The whole auction lib/pairs plays for a deal when both partners follow the system and the opponents are silent. */
function expectedAuction(deal: PairDeal): string[] {
  const rows: PairCall[] = [...systemCalls(deal, 'NS', 'silent', [])];
  for (let seat = seatToCallIn(deal, rows); seat !== null; seat = seatToCallIn(deal, rows)) {
    const checked = checkPairCall(deal, rows, seat, rows.length, systemCall(deal, seat, rows.map((r) => r.call)));
    if (!checked.ok) throw new Error(JSON.stringify(checked.error));
    rows.push(checked.value, ...systemCalls(deal, 'NS', 'silent', [...rows, checked.value]));
  }
  return rows.map((r) => r.call);
}

describe.each(databases)('partnership calls survive SIGKILL of the server (%s)', (_name, env) => {
  it('stores every acknowledged call once, resends included, and every deal ends as lib/pairs plays it', async () => {
    let server: NextServer = await startNext(env);
    const current = { base: server.baseUrl, acknowledged: 0, afterKill: 0 };
    /** A request tried until the server answers it whole (it may be dead, or starting again): its status and JSON body. */
    const send = async (path: string, init?: RequestInit): Promise<{ status: number; json: () => unknown }> => {
      for (;;) {
        try {
          const response = await fetch(`${current.base}${path}`, init);
          const body: unknown = await response.json();
          if (response.status < 500) return { status: response.status, json: () => body };
        } catch {
          // the server is down, or died while answering: try again
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    try {
      const pairs = await Promise.all(Array.from({ length: PAIRS }, async (_, k) => {
        const seed = 900 + k;
        const made = ((await send('/api/pairs?locale=sr', {
          method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ locale: 'sr', count: DEALS, seed }),
        })).json()) as CreatedPair;
        const tokens = Object.fromEntries(made.seats.map((s) => [s.seat, s.token])) as Record<Seat, string>;
        return { tokens, deals: pairDeals({ source: 'random' }, seed, DEALS, 'NS') };
      }));
      let killed: Promise<void> | null = null;
      const acknowledgedBeforeKill = new Map<string, string>();
      // each pair: whichever partner a deal waits for calls the system's call, one call at a time, until all have ended
      await Promise.all(pairs.map(async ({ tokens, deals }) => {
        for (;;) {
          const view = ((await send(`/api/pairs/${tokens.N}`)).json()) as PairView;
          const open = view.deals.find((d) => d.state !== 'ended');
          if (!open) return;
          const calls = open.calls.map((c) => c.call);
          const seat = SEATS[(SEATS.indexOf(open.dealer) + calls.length) % 4];
          const id = crypto.randomUUID();
          const body = JSON.stringify({ deal: open.index, turn: calls.length, call: systemCall(deals[open.index], seat, calls) });
          const put = await send(`/api/pairs/${tokens[seat]}/calls/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
          expect([200, 201]).toContain(put.status);
          current.acknowledged += 1;
          if (killed === null) acknowledgedBeforeKill.set(id, `${tokens.N}:${open.index}:${calls.length}`);
          else current.afterKill += 1;
          if (current.acknowledged >= 60 && killed === null) {
            killed = server.kill('SIGKILL').then(async () => {
              server = await startNext(env);
              current.base = server.baseUrl;
            });
          }
        }
      }));
      expect(killed).not.toBeNull();
      await killed;
      expect(acknowledgedBeforeKill.size).toBeGreaterThanOrEqual(60);
      // every deal's auction is exactly lib/pairs' (a lost call would stop it short, a doubled one could not be legal)
      for (const { tokens, deals } of pairs) {
        const view = ((await send(`/api/pairs/${tokens.S}`)).json()) as PairView;
        view.deals.forEach((d, k) => {
          expect(d.state).toBe('ended');
          expect(d.calls.map((c) => c.call)).toEqual(expectedAuction(deals[k]));
          expect(d.review?.mark).toBe(10);
        });
      }
      // a resend of a call acknowledged before the kill is the same call: 200, nothing added
      const [first] = pairs;
      const [id, where] = [...acknowledgedBeforeKill].find(([, w]) => w.startsWith(first.tokens.N))!;
      const [, index, turn] = where.split(':').map(Number);
      const dealView = (((await send(`/api/pairs/${first.tokens.N}`)).json()) as PairView).deals[index];
      const seat = SEATS[(SEATS.indexOf(dealView.dealer) + turn) % 4];
      const again = await send(`/api/pairs/${first.tokens[seat]}/calls/${id}`, {
        method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ deal: index, turn, call: dealView.calls[turn].call }),
      });
      expect(again.status).toBe(200);
      expect((((await send(`/api/pairs/${first.tokens.N}`)).json()) as PairView).deals[index].calls).toEqual(dealView.calls);
    } finally {
      await server.stop();
    }
  });
});
