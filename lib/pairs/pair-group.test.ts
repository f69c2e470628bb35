import { describe, expect, it } from 'vitest';
import { parsePbnFile } from '../bridge/pbn/file';
import { checkPairCall, seatToCallIn, systemCalls } from './pair-auction';
import { pairDeals } from './pair-deals';
import { groupCsv, groupPbn, groupRules, meanMark, type GroupPair } from './pair-group';
import { pairReview } from './pair-review';
import type { PairCall, PairDeal, PairDealRecord } from './pair-types';

/** A deal played to its end by a pair calling `call(system's call)`, with silent opponents, as stored. */
function played(deal: PairDeal, position: number, call: (system: string, turn: number) => string): PairDealRecord {
  const rows: PairCall[] = [...systemCalls(deal, 'NS', 'silent', [])];
  for (let seat = seatToCallIn(deal, rows); seat !== null; seat = seatToCallIn(deal, rows)) {
    const system = pairReview(deal, [...rows, { turn: rows.length, seat, call: 'P', by: 'pair', rule: null }]).turns.at(-1)!.expected.call;
    const checked = checkPairCall(deal, rows, seat, rows.length, call(system, rows.length));
    if (!checked.ok) throw new Error(JSON.stringify(checked.error));
    rows.push(checked.value, ...systemCalls(deal, 'NS', 'silent', [...rows, checked.value]));
  }
  return { ...deal, position, calls: rows, review: pairReview(deal, rows), dd: null, notes: {} };
}

const DEALS = pairDeals({ source: 'random' }, 11, 2, 'NS');
const follows: GroupPair = { label: 'Ana – Bojan', deals: DEALS.map((d, k) => played(d, k, (system) => system)) };
// the other pair jumps to 7NT at its first call, then passes
let jumped = false;
const jumpFirst = () => (jumped ? 'P' : ((jumped = true), '7N'));
const jumps: GroupPair = { label: 'Cene – Dara', deals: [played(DEALS[0], 0, jumpFirst), { ...DEALS[1], position: 1, calls: [], review: null, dd: null, notes: {} }] };

describe('a class\'s partnership practice', () => {
  it('averages each pair\'s marks over its ended deals, and counts by rule where the pairs left the system', () => {
    expect(meanMark(follows)).toBe(10);
    expect(meanMark({ label: 'x', deals: [jumps.deals[1]] })).toBeNull();
    const rules = groupRules([follows, jumps]);
    const wrong = jumps.deals[0].review!.turns.filter((t) => !t.right).length;
    expect(wrong).toBeGreaterThan(0);
    expect(rules.reduce((n, r) => n + r.wrong, 0)).toBe(wrong);
    expect(rules.reduce((n, r) => n + r.calls, 0)).toBe([...follows.deals, jumps.deals[0]].reduce((n, d) => n + d.review!.turns.length, 0));
    // most left first
    expect(rules.map((r) => r.wrong)).toEqual([...rules.map((r) => r.wrong)].sort((a, b) => b - a));
  });

  it('writes a CSV row per pair and deal in the practice\'s language, contracts in its words', () => {
    const csv = groupCsv('sr', [follows, jumps]);
    const lines = csv.split('\r\n').filter((l) => l !== '');
    expect(lines).toHaveLength(1 + 4);
    expect(lines[0]).toMatch(/^\uFEFFPar;Deljenje;Kontrakt/);
    expect(lines[3]).toContain('7 BA');
    expect(lines[4]).toBe('Cene – Dara;2;;;;;');
  });

  it('writes the deals as PBN: the pair\'s auction as the game\'s, the system\'s in a note, in the practice\'s language', () => {
    const read = parsePbnFile(groupPbn('lv', 'Otrdiena', [follows, jumps]));
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(read.value).toHaveLength(4);
    expect(read.value[2].auction?.calls.length).toBe(jumps.deals[0].calls.length);
    expect(read.value[2].comments.join(' ')).toMatch(/Sistēmas solīšana: .*; kontrakts /);
    expect(read.value[2].comments.join(' ')).not.toContain('passed out');
    expect(read.value[3].auction).toBeUndefined();
  });
});
