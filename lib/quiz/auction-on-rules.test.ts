import { describe, expect, it } from 'vitest';
import { bidDeal, isRuleId } from '../bidder';
import { makeDeal } from '../bridge/deal';
import { LESSONS } from '../lessons/catalogue';
import { wholeAuctionOnRules } from './auction-on-rules';
import { answerLearner, isFinished, isLearnerToCall, othersCall } from './whole-auction';

/** The rules each bidding lesson links its whole-auction drill to. */
const LESSON_RULES = LESSONS.map((l) => ({ lesson: l.number, rules: l.rules.filter(isRuleId) })).filter((l) => l.rules.length > 0);

describe('wholeAuctionOnRules: a whole auction where one of the chosen rules decides a call of the learner', () => {
  it('covers the bidding lessons 6–16', () => {
    expect(LESSON_RULES.map((l) => l.lesson)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it.each(LESSON_RULES)('lesson $lesson: the learner’s seat calls by one of its rules in the system’s auction', ({ rules }) => {
    for (let seed = 0; seed < 6; seed++) {
      const state = wholeAuctionOnRules(seed, rules);
      const bidding = bidDeal(state.deal, state.dealer, state.vul);
      const decided = bidding.calls.filter((c) => c.seat === state.learner && (rules as readonly string[]).includes(c.rule));
      expect(decided.length, `seed ${seed}`).toBeGreaterThan(0);
    }
  });

  it('the same seed and rules give the same deal, seat and vulnerability; another seed another deal', () => {
    const rules = ['RB-NEW-MIN', 'RB-RAISE-MED'] as const;
    const a = wholeAuctionOnRules(11, rules);
    const b = wholeAuctionOnRules(11, rules);
    expect({ deal: makeDeal(b.deal), dealer: b.dealer, vul: b.vul, learner: b.learner }).toEqual({ deal: makeDeal(a.deal), dealer: a.dealer, vul: a.vul, learner: a.learner });
    expect(makeDeal(wholeAuctionOnRules(12, rules).deal)).not.toBe(makeDeal(a.deal));
    expect(a.calls).toEqual([]);
  });

  it('plays as the drill plays: the learner answering the system’s calls reaches the system’s contract', () => {
    let state = othersCall(wholeAuctionOnRules(3, ['RR-PREF']));
    const bidding = bidDeal(state.deal, state.dealer, state.vul);
    while (!isFinished(state)) {
      expect(isLearnerToCall(state)).toBe(true);
      const { state: next, attempt } = answerLearner(state, bidding.calls[state.calls.length].call);
      expect(attempt.right).toBe(true);
      state = othersCall(next);
    }
    expect(state.calls.map((c) => c.rule)).toEqual(bidding.calls.map((c) => c.rule));
    expect(state.attempts.some((a) => a.expected.rule === 'RR-PREF')).toBe(true);
  });

  it('refuses no rules and a seed that is not a whole number', () => {
    expect(() => wholeAuctionOnRules(1, [])).toThrow(/at least one rule/);
    expect(() => wholeAuctionOnRules(1.5, ['O-1'])).toThrow(/whole number/);
  });
});
