import { describe, expect, it } from 'vitest';
import { legalCalls } from '../bridge/auction';
import { sameCall } from '../bridge/call';
import { advise, bidDeal, describeCall } from '../bidder';
import { handOf, parseDeal } from '../bridge/deal';
import { itemCode, itemFromCode } from './item-code';
import {
  answerLearner, attemptItem, isFinished, isLearnerToCall, othersCall, partnerOf, readSeatChoice, seatOf, startOnDeal, startWholeAuction, turnOf,
  wholeAuctionSetup, wholeAuctionSummary,
  type WholeAuctionState,
} from './whole-auction';

const SEEDS = Array.from({ length: 120 }, (_, i) => i * 7919 + 3);

/** Plays the drill to the end; `choose` picks South's call from the system's and the legal ones. */
function play(seed: number, choose: (state: WholeAuctionState) => ReturnType<typeof legalCalls>[number]): WholeAuctionState {
  let state = othersCall(startWholeAuction(seed));
  while (!isFinished(state)) {
    expect(isLearnerToCall(state)).toBe(true);
    state = othersCall(answerLearner(state, choose(state)).state);
  }
  return state;
}

function systemCallNow(state: WholeAuctionState) {
  return advise({ hand: handOf(state.deal, 'S'), auction: { dealer: state.dealer, calls: state.calls.map((c) => c.call) }, vul: state.vul }).call;
}

describe('wholeAuctionSetup', () => {
  it('gives the same deal, dealer and vulnerability for the same seed', () => {
    expect(wholeAuctionSetup(42)).toEqual(wholeAuctionSetup(42));
    expect(wholeAuctionSetup(42)).not.toEqual(wholeAuctionSetup(43));
  });

  it('never deals a passed-out auction, and South mostly makes two calls that are not passes', () => {
    let busy = 0;
    for (const seed of SEEDS) {
      const setup = wholeAuctionSetup(seed);
      const bidding = bidDeal(setup.deal, setup.dealer, setup.vul);
      expect(bidding.contract).not.toBeNull();
      if (bidding.calls.filter((c) => c.seat === 'S' && c.call.kind !== 'pass').length >= 2) busy++;
    }
    expect(busy / SEEDS.length).toBeGreaterThan(0.5);
  });
});

describe('the whole-auction drill', () => {
  it('with the system\'s calls: every South call right and the auction is bidDeal\'s', () => {
    for (const seed of SEEDS.slice(0, 40)) {
      const state = play(seed, systemCallNow);
      const summary = wholeAuctionSummary(state);
      const bidding = bidDeal(state.deal, state.dealer, state.vul);
      expect(summary.system).toEqual(bidding.calls);
      expect(summary.contract).toEqual(bidding.contract);
      expect(summary.total).toBe(bidding.calls.filter((c) => c.seat === 'S').length);
      expect(summary.right).toBe(summary.total);
      expect(summary.hands).toBe(state.deal.hands);
    }
  });

  it('replaces a wrong South call by the system\'s, grades it wrong and keeps the auction on the system\'s rails', () => {
    for (const seed of SEEDS.slice(0, 40)) {
      const state = play(seed, (s) => {
        const want = systemCallNow(s);
        return legalCalls({ dealer: s.dealer, calls: s.calls.map((c) => c.call) }).find((c) => !sameCall(c, want))!;
      });
      const summary = wholeAuctionSummary(state);
      expect(summary.system).toEqual(bidDeal(state.deal, state.dealer, state.vul).calls);
      expect(summary.right).toBe(0);
      for (const attempt of summary.attempts) {
        expect(attempt.right).toBe(false);
        expect(sameCall(attempt.given, attempt.expected.call)).toBe(false);
        expect(summary.system[attempt.index]).toEqual(attempt.expected);
        expect(attempt.expected.seat).toBe('S');
        expect(attempt.expected.explain.key).toMatch(/^rules\./);
      }
    }
  });

  it('explains a wrong call by what it would show where the system defines it', () => {
    const state = othersCall(startWholeAuction(SEEDS[0]));
    const want = systemCallNow(state);
    const wrong = legalCalls({ dealer: state.dealer, calls: state.calls.map((c) => c.call) }).find((c) => !sameCall(c, want) && c.kind === 'pass')
      ?? legalCalls({ dealer: state.dealer, calls: state.calls.map((c) => c.call) }).find((c) => !sameCall(c, want))!;
    const { attempt } = answerLearner(state, wrong);
    expect(attempt.right).toBe(false);
    // what the call shows (its rule and ranges), as the other drills show it — not a rule message with unknown numbers
    expect(attempt.shows).toEqual(describeCall({ dealer: state.dealer, calls: state.calls.map((c) => c.call) }, wrong));
    if (attempt.failed) expect(attempt.failed.key).toMatch(/^bidder\./);
  });

  it('says why a wrong pass is wrong by the rule that comes first, not by an unrelated row that also passes (lesson 14, deal 2; review N3)', () => {
    const deal = parseDeal('N:J8743.AKQ72.J2.3 AQT.965.A64.9642 962.JT3.K97.AQ85 K5.84.QT853.KJT7');
    if (!deal.ok) throw new Error('bad deal');
    let state = othersCall(startOnDeal({ seed: 1, deal: deal.value, dealer: 'N', vul: 'None' }, 'S'));
    state = othersCall(answerLearner(state, systemCallNow(state)).state); // 1NT
    const { attempt } = answerLearner(state, { kind: 'pass' });
    expect(attempt.expected.rule).toBe('RR-PREF');
    expect(attempt.shows?.rule).toBe('RR-PASS');
    // was RR-DECLINE's "only after partner's invitation": the learner's pass is RR-PASS, and RR-PREF comes first
    expect(attempt.failed).toEqual({ key: 'bidder.fail.earlier-rule', params: { rule: 'RR-PREF' } });
  });

  it('lets the others call until South\'s turn, and refuses South\'s call out of turn or an illegal one', () => {
    const start = startWholeAuction(SEEDS[1]);
    const state = othersCall(start);
    expect(turnOf(state)).toBe('S');
    expect(state.calls.every((c) => c.seat !== 'S')).toBe(true);
    expect(othersCall(state)).toEqual(state);
    const after = answerLearner(state, systemCallNow(state)).state;
    expect(turnOf(after)).not.toBe('S'); // West's turn, or the end
    expect(() => answerLearner(after, { kind: 'pass' })).toThrow(/not the learner/);
    const illegal = [{ kind: 'redouble' } as const, { kind: 'double' } as const].find((c) => !legalCalls({ dealer: state.dealer, calls: state.calls.map((x) => x.call) }).some((l) => sameCall(l, c)))!;
    expect(() => answerLearner(state, illegal)).toThrow(/illegal/);
    expect(() => wholeAuctionSummary(state)).toThrow();
  });

  it('makes each South question a call item whose answer is the system\'s call, with a share code that reads back', () => {
    let state = othersCall(startWholeAuction(SEEDS[2]));
    while (!isFinished(state)) {
      const { state: after, attempt } = answerLearner(state, { kind: 'pass' });
      const item = attemptItem(after, attempt);
      expect(item).toMatchObject({ kind: 'call', seat: 'S', rule: attempt.expected.rule, topic: attempt.expected.rule });
      expect(item.calls).toHaveLength(attempt.index);
      expect(item.expected).toMatchObject({ kind: 'call', call: attempt.expected.call, rule: attempt.expected.rule });
      expect(itemFromCode(itemCode(item))).toEqual({ ok: true, value: item });
      state = othersCall(after);
    }
  });
});

describe('the learner in any seat', () => {
  it.each(['N', 'E', 'W'] as const)('%s: the others call until it is %s’s turn, a right run equals bidDeal, and the deal keeps that seat busy', (seat) => {
    let busy = 0;
    for (const seed of SEEDS.slice(0, 30)) {
      let state = othersCall(startWholeAuction(seed, seat));
      while (!isFinished(state)) {
        expect(turnOf(state)).toBe(seat);
        const call = advise({ hand: handOf(state.deal, seat), auction: { dealer: state.dealer, calls: state.calls.map((c) => c.call) }, vul: state.vul }).call;
        state = othersCall(answerLearner(state, call).state);
      }
      const summary = wholeAuctionSummary(state);
      expect(summary.system.map((c) => c.call)).toEqual(bidDeal(state.deal, state.dealer, state.vul).calls.map((c) => c.call));
      expect(summary.attempts.every((a) => a.right)).toBe(true);
      expect(state.attempts.every((a) => state.calls[a.index].seat === seat)).toBe(true);
      if (summary.attempts.filter((a) => a.given.kind !== 'pass').length >= 2) busy++;
    }
    expect(busy).toBeGreaterThanOrEqual(25);
  });

  it('refuses a call out of the learner’s turn', () => {
    const state = startWholeAuction(SEEDS[3], 'W');
    if (turnOf(state) !== 'W') expect(() => answerLearner(state, { kind: 'pass' })).toThrow(/not the learner/);
    else expect(() => answerLearner(othersCall(answerLearner(state, { kind: 'pass' }).state), { kind: 'pass' })).not.toThrow();
  });
});

describe('the seat choice', () => {
  it('reads an address\'s seat and nothing else', () => {
    expect(readSeatChoice('W')).toBe('W');
    expect(readSeatChoice(['random', 'N'])).toBe('random');
    expect(readSeatChoice('w')).toBeNull();
    expect(readSeatChoice(undefined)).toBeNull();
  });

  it('derives "random" from the seed: the same seed, the same seat, and every seat for some seed', () => {
    expect(seatOf(42, 'random')).toBe(seatOf(42, 'random'));
    expect(seatOf(42, 'E')).toBe('E');
    expect(new Set(SEEDS.map((s) => seatOf(s, 'random')))).toEqual(new Set(['N', 'E', 'S', 'W']));
  });

  it('plays from West: the others call for N, E and S, West\'s calls are graded, and partner is East', () => {
    expect(partnerOf('W')).toBe('E');
    expect(partnerOf('S')).toBe('N');
    for (const seed of SEEDS.slice(0, 10)) {
      let state = othersCall(startWholeAuction(seed, 'W'));
      while (!isFinished(state)) {
        expect(turnOf(state)).toBe('W');
        const want = advise({ hand: handOf(state.deal, 'W'), auction: { dealer: state.dealer, calls: state.calls.map((c) => c.call) }, vul: state.vul }).call;
        state = othersCall(answerLearner(state, want).state);
      }
      const summary = wholeAuctionSummary(state);
      expect(summary.system).toEqual(bidDeal(state.deal, state.dealer, state.vul).calls);
      expect(summary.attempts.every((a) => summary.system[a.index].seat === 'W')).toBe(true);
      expect(summary.right).toBe(summary.total);
    }
  });
});
