import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bidDeal } from '../bidder';
import { makeCall } from '../bridge/call';
import { parseDeal } from '../bridge/deal';
import { createDealer } from '../bridge/random-deal';
import { sideOf, VULNERABILITIES, SEATS } from '../bridge/types';
import { checkPairCall, seatToCallIn, systemCalls } from './pair-auction';
import { pairDeals, sourceRules, turnedOneSeat } from './pair-deals';
import { pairMark, pairReview } from './pair-review';
import type { PairCall, PairDeal } from './pair-types';

/** Plays a deal to its end: the pair's seats call `pairCall(systemCall)` (the system's call by default), the opponents as told. */
function playOut(deal: PairDeal, opponents: 'silent' | 'system', pairCall = (system: string) => system): PairCall[] {
  const read = parseDeal(deal.deal);
  if (!read.ok) throw new Error('deal');
  const rows: PairCall[] = [...systemCalls(deal, 'NS', opponents, [])];
  for (let seat = seatToCallIn(deal, rows); seat !== null; seat = seatToCallIn(deal, rows)) {
    // the system's call for the partner, as the review will see it
    const system = pairReview(deal, [...rows, { turn: rows.length, seat, call: 'P', by: 'pair', rule: null }]).turns.at(-1)!.expected.call;
    const checked = checkPairCall(deal, rows, seat, rows.length, pairCall(system));
    if (!checked.ok) throw new Error(JSON.stringify(checked.error));
    rows.push(checked.value, ...systemCalls(deal, 'NS', opponents, [...rows, checked.value]));
  }
  return rows;
}

const DEAL: PairDeal = { deal: 'N:AKQ2.KJ3.AT8.Q32 JT9.Q87.KQ2.KJT9 876.AT92.J93.A87 543.654.7654.654', dealer: 'E', vul: 'None', board: 2 };
const CARDS = (() => {
  const read = parseDeal(DEAL.deal);
  if (!read.ok) throw new Error('deal');
  return read.value;
})();

describe('a deal of a partnership practice', () => {
  it('lets the system call for the opponents until a partner is to call, a silent opponent passing', () => {
    expect(systemCalls(DEAL, 'NS', 'silent', [])).toEqual([{ turn: 0, seat: 'E', call: 'P', by: 'system', rule: null }]);
    const bid = systemCalls(DEAL, 'NS', 'system', []);
    expect(bid).toHaveLength(1);
    expect(bid[0]).toMatchObject({ turn: 0, seat: 'E', by: 'system' });
    expect(bid[0].rule).toBe(bidDeal(CARDS, 'E', 'None').calls[0].rule);
    expect(seatToCallIn(DEAL, bid)).toBe('S');
    // a partner to call: nothing for the system
    expect(systemCalls(DEAL, 'NS', 'system', bid)).toEqual([]);
  });

  it('takes a partner\'s call only in their turn, for the turn the device saw, legal and a call', () => {
    const rows = systemCalls(DEAL, 'NS', 'silent', []);
    expect(checkPairCall(DEAL, rows, 'S', 1, '1h')).toEqual({ ok: true, value: { turn: 1, seat: 'S', call: '1H', by: 'pair', rule: null } });
    expect(checkPairCall(DEAL, rows, 'N', 1, '1H')).toMatchObject({ ok: false, error: { code: 'not-your-seat', params: { seat: 'S' } } });
    expect(checkPairCall(DEAL, rows, 'S', 0, '1H')).toMatchObject({ ok: false, error: { code: 'turn-taken', params: { turn: 0, now: 1 } } });
    expect(checkPairCall(DEAL, rows, 'S', 1, 'XX')).toMatchObject({ ok: false, error: { code: 'illegal-call', params: { call: 'XX', reason: 'redouble-undoubled' } } });
    expect(checkPairCall(DEAL, rows, 'S', 1, '8Q')).toMatchObject({ ok: false, error: { code: 'unknown-call' } });
    const ended = playOut(DEAL, 'silent');
    expect(checkPairCall(DEAL, ended, 'S', ended.length, 'P')).toMatchObject({ ok: false, error: { code: 'auction-ended' } });
  });

  it('grades the pair\'s calls against the system\'s after the auction as it went, and marks them out of 10', () => {
    const right = pairReview(DEAL, playOut(DEAL, 'system'));
    expect(right.turns.length).toBeGreaterThan(0);
    expect(right.turns.every((t) => t.right && t.shows === null && t.given === t.expected.call)).toBe(true);
    expect(right.mark).toBe(10);
    // the pair bid as the system does: the same contract
    expect(right.contract).toBe(right.system.contract);
    // every partner passes: North's pass with 21 is wrong, South's with 9 right
    const passes = pairReview(DEAL, playOut(DEAL, 'system', () => 'P'));
    expect(passes.contract).toBe('passed out');
    expect(passes.turns.map((t) => [t.seat, t.right])).toEqual([['S', true], ['N', false]]);
    expect(passes.turns[1].expected.call).not.toBe('P');
    expect(passes.mark).toBeLessThan(10);
    expect(passes.system.contract).not.toBe('passed out');
  });

  it('marks to the nearest half', () => {
    expect(pairMark(6, 8)).toBe(7.5);
    expect(pairMark(1, 3)).toBe(3.5);
    expect(pairMark(0, 4)).toBe(0);
    expect(pairMark(0, 0)).toBe(10);
  });
});

describe('the deals of a practice', () => {
  it('turns a table one seat without changing its auction, call for call', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.constantFrom(...SEATS), fc.constantFrom(...VULNERABILITIES), (seed, dealer, vul) => {
        const deal = createDealer(seed).next();
        const turned = turnedOneSeat(deal, dealer, vul);
        const before = bidDeal(deal, dealer, vul).calls.map((c) => [makeCall(c.call), c.rule]);
        const after = bidDeal(turned.deal, turned.dealer, turned.vul).calls.map((c) => [makeCall(c.call), c.rule]);
        expect(after).toEqual(before);
      }),
      { numRuns: 40 },
    );
  });

  it('deals on rules so that one of them decides a call of the pair\'s side', () => {
    for (const side of ['NS', 'EW'] as const) {
      const deals = pairDeals({ source: 'rules', topics: ['RB-NEW-MIN', 'RR-INVITE'] }, 5, 4, side);
      expect(deals).toHaveLength(4);
      for (const d of deals) {
        const read = parseDeal(d.deal);
        if (!read.ok) throw new Error('deal');
        const calls = bidDeal(read.value, d.dealer, d.vul).calls;
        expect(calls.some((c) => sideOf(c.seat) === side && (c.rule === 'RB-NEW-MIN' || c.rule === 'RR-INVITE')), d.deal).toBe(true);
      }
    }
    expect(pairDeals({ source: 'rules', topics: ['RB-NEW-MIN'] }, 5, 2, 'NS')).toEqual(pairDeals({ source: 'rules', topics: ['RB-NEW-MIN'] }, 5, 2, 'NS'));
  });

  it('deals seeded boards with the dealer and vulnerability of their number, and knows a kind\'s rules', () => {
    const deals = pairDeals({ source: 'random' }, 9, 3, 'NS');
    expect(deals.map((d) => [d.board, d.dealer, d.vul])).toEqual([[1, 'N', 'None'], [2, 'E', 'NS'], [3, 'S', 'EW']]);
    expect(sourceRules(['slam'])).toEqual(expect.arrayContaining(['BW-ASK']));
    expect(sourceRules(['evaluate'])).toEqual([]);
    expect(pairDeals({ source: 'rules', topics: ['evaluate'] }, 1, 2, 'NS')).toEqual([]);
    expect(() => pairDeals({ source: 'random' }, 1, 25, 'NS')).toThrow();
  });
});
