import { describe, expect, it } from 'vitest';
import { advise, bidDeal } from '../bidder';
import { legalCalls } from '../bridge/auction';
import { makeCall, parseCall, sameCall } from '../bridge/call';
import { handOf, parseDeal } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import { SEATS, type Call, type Seat } from '../bridge/types';
import { auctionQuestion, firstTurnOf, type AuctionQuestion, type AuctionRails } from './auction-item';
import { auctionStart, auctionStep, type AuctionStepView } from './auction-step';

function dealOf(q: AuctionQuestion) {
  const deal = parseDeal(q.deal);
  if (!deal.ok) throw new Error('deal');
  return deal.value;
}

function parse(text: string): Call {
  const read = parseCall(text);
  if (!read.ok) throw new Error(text);
  return read.value;
}

/** The step for `given`, which must be legal. */
function stepOf(q: AuctionQuestion, given: readonly Call[], rails: AuctionRails, revealed = false): AuctionStepView {
  const step = auctionStep(q, given, rails, revealed);
  if (!step.ok) throw new Error(step.error.code);
  return step.value;
}

/** The system's call for the student now, from the step's calls (as a page would know it only with the deal). */
function systemCallNow(q: AuctionQuestion, step: AuctionStepView): { want: Call; legal: Call[] } {
  const auction = { dealer: q.dealer, calls: step.calls.map((c) => parse(c.call)) };
  return { want: advise({ hand: handOf(dealOf(q), q.seat), auction, vul: q.vul }).call, legal: legalCalls(auction) };
}

/** The student's calls to the end, step by step: the system's, but a wrong one at the 0-based turns in `wrongAt`. */
function playThrough(q: AuctionQuestion, rails: AuctionRails, wrongAt: readonly number[] = []): { given: Call[]; steps: AuctionStepView[] } {
  const given: Call[] = [];
  const steps = [stepOf(q, given, rails)];
  while (!steps.at(-1)!.finished) {
    const { want, legal } = systemCallNow(q, steps.at(-1)!);
    given.push(wrongAt.includes(given.length) ? legal.find((c) => !sameCall(c, want))! : want);
    steps.push(stepOf(q, given, rails));
  }
  return { given, steps };
}

const SEEDS = [3, 17, 42, 99, 512];

describe('auctionStart: what the student\'s view gives before the first call', () => {
  it('the student\'s own hand and the others\' calls before the first turn, never the deal or the seed (a seat other than South)', () => {
    for (const seed of SEEDS) {
      for (const seat of ['W', 'N', 'E'] as const satisfies readonly Seat[]) {
        const q = auctionQuestion({ source: 'auction', seed, seat }, null);
        const start = auctionStart(q, firstTurnOf(q).calls, false);
        expect(start.seat).toBe(seat);
        expect(start.hand).toBe(makeHand(handOf(dealOf(q), seat)));
        const before: Call[] = [];
        const bidding = bidDeal(dealOf(q), q.dealer, q.vul).calls;
        for (const c of bidding) {
          if (c.seat === seat) break;
          before.push(c.call);
        }
        expect(start.calls).toEqual(bidding.slice(0, before.length).map((c) => ({ seat: c.seat, call: makeCall(c.call) })));
        expect(start.calls.every((c) => c.seat !== seat)).toBe(true);
        expect(Object.keys(start).sort()).toEqual(['calls', 'dealer', 'hand', 'seat', 'vul']);
        // no other hand in any form: none of the other seats' hands appears in what is sent
        const text = JSON.stringify(start);
        for (const other of SEATS.filter((s) => s !== seat)) expect(text).not.toContain(makeHand(handOf(dealOf(q), other)));
        expect(auctionStart(q, firstTurnOf(q).calls, true).deal).toBe(q.deal);
        // the start is where the step with no call yet stands
        expect(start.calls).toEqual(stepOf(q, [], 'own').calls);
      }
    }
  });
});

describe('auctionStep', () => {
  it('practice: the last call\'s feedback (right, or wrong with the system\'s call, rule, explanation and why), the wrong call replaced', () => {
    const q = auctionQuestion({ source: 'auction', seed: 42, seat: 'W' }, null);
    const first = stepOf(q, [], 'system');
    expect(first).toMatchObject({ toCall: true, finished: false, feedback: null, score: { right: 0, total: 0 } });
    expect(first.deal).toBeUndefined();
    const { want, legal } = systemCallNow(q, first);
    const wrong = legal.find((c) => !sameCall(c, want) && c.kind === 'bid')!;
    const after = stepOf(q, [wrong], 'system');
    expect(after.feedback).toMatchObject({ turn: 1, given: makeCall(wrong), right: false, expected: { call: makeCall(want) } });
    const advice = advise({ hand: handOf(dealOf(q), 'W'), auction: { dealer: q.dealer, calls: first.calls.map((c) => parse(c.call)) }, vul: q.vul });
    expect(after.feedback!.expected).toEqual({ call: makeCall(advice.call), rule: advice.rule, explain: advice.explain });
    const rejected = advice.rejected.find((r) => r.call !== null && sameCall(r.call, wrong));
    expect(after.feedback!.failed).toEqual(rejected?.failed ?? null);
    expect(after.score).toEqual({ right: 0, total: 1 });
    // the system's call stands where the wrong one was
    expect(after.calls[first.calls.length]).toEqual({ seat: 'W', call: makeCall(want) });
    if (!after.finished) {
      const next = systemCallNow(q, after).want;
      const right = stepOf(q, [wrong, next], 'system');
      expect(right.feedback).toMatchObject({ turn: 2, given: makeCall(next), right: true, failed: null, shows: null });
      expect(right.score).toEqual({ right: 1, total: 2 });
    }
  });

  it('a test: nothing but the calls (the student\'s own stand), no feedback, score, rule or explanation', () => {
    for (const seed of SEEDS) {
      const q = auctionQuestion({ source: 'auction', seed, seat: 'random' }, null);
      const { given, steps } = playThrough(q, 'own', [0]);
      for (const step of steps) {
        expect(Object.keys(step).sort()).toEqual(['calls', 'finished', 'toCall']);
        expect(JSON.stringify(step)).not.toMatch(/rule|explain|expected/);
      }
      // the student's own (wrong) first call is in the auction
      const mine = steps.at(-1)!.calls.filter((c) => c.seat === q.seat).map((c) => c.call);
      expect(mine).toEqual(given.map(makeCall));
    }
  });

  it('the end: finished, not the student\'s turn; the deal in practice, in a test only once revealed', () => {
    for (const seed of SEEDS) {
      const q = auctionQuestion({ source: 'auction', seed, seat: 'E' }, null);
      const practice = playThrough(q, 'system');
      const end = practice.steps.at(-1)!;
      expect(end).toMatchObject({ finished: true, toCall: false, deal: q.deal });
      expect(end.calls.map((c) => c.call)).toEqual(bidDeal(dealOf(q), q.dealer, q.vul).calls.map((c) => makeCall(c.call)));
      expect(end.score).toEqual({ right: practice.given.length, total: practice.given.length });
      expect(practice.steps.slice(0, -1).every((s) => s.deal === undefined && !s.finished && s.toCall)).toBe(true);
      const test = playThrough(q, 'own');
      expect(test.steps.at(-1)).toMatchObject({ finished: true, toCall: false });
      expect(test.steps.at(-1)!.deal).toBeUndefined();
      expect(stepOf(q, test.given, 'own', true).deal).toBe(q.deal);
      // revealed or not, no deal before the end
      expect(stepOf(q, test.given.slice(0, -1), 'own', true).deal).toBeUndefined();
    }
  });

  it('refuses an illegal call (with its turn) and calls after the auction ended', () => {
    const q = auctionQuestion({ source: 'auction', seed: 17, seat: 'N' }, null);
    expect(auctionStep(q, [{ kind: 'redouble' }], 'system', false)).toMatchObject({ ok: false, error: { code: 'illegal-call', params: { turn: 1, call: 'XX' } } });
    const { given } = playThrough(q, 'system');
    expect(auctionStep(q, [...given, { kind: 'pass' }], 'system', false)).toMatchObject({ ok: false, error: { code: 'auction-ended' } });
    expect(auctionStep(q, [...given, { kind: 'pass' }], 'own', true)).toMatchObject({ ok: false, error: { code: 'auction-ended' } });
    // a bid below the last one at the student's second turn
    const first = stepOf(q, given.slice(0, 1), 'system');
    if (!first.finished) {
      expect(auctionStep(q, [given[0], { kind: 'bid', level: 1, strain: 'C' }], 'system', false))
        .toMatchObject({ ok: false, error: { code: 'illegal-call', params: { turn: 2 } } });
    }
  });
});
