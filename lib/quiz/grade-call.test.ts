import { describe, expect, it } from 'vitest';
import { RULE_IDS } from '../bidder';
import { ALL_CALLS } from '../bridge/auction';
import { bid, DOUBLE, makeCall, PASS, sameCall } from '../bridge/call';
import { makeHand } from '../bridge/hand';
import { handOf } from '../bridge/deal';
import { callChoices, callRule, gradeCall, type CallGrade } from './grade-call';
import { callItemOn, quizItem, type QuizItem } from './item';
import { parseDeal } from '../bridge/deal';
import { parseCalls } from '../bridge/call';
import type { Seat } from '../bridge/types';
import type { RuleId } from '../bidder';

function graded(result: ReturnType<typeof gradeCall>): CallGrade {
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.value;
}

/** An item at a fixed position (the generator may change; these hands pin what grading says). */
function itemAt(deal: string, dealer: Seat, calls: string, rule: RuleId, nearMiss = false): QuizItem {
  const parsed = parseDeal(deal);
  const made = parseCalls(calls);
  if (!parsed.ok || !made.ok) throw new Error(`bad fixture ${deal} / ${calls}`);
  return callItemOn({ topic: rule, seed: 0, rule, nearMiss }, parsed.value, dealer, 'None', made.value);
}

describe('gradeCall', () => {
  // West deals, AKQ75.AQ7.K3.Q84 is balanced with HD 19+ — O-1NT
  const nt = itemAt('W:AKQ75.AQ7.K3.Q84 JT9.KJ6.QJ2.KJT9 8642.T832.A754.3 3.954.T986.A7652', 'W', '', 'O-1NT');
  // AK5.AKQ74.Q6.J72, HD 18 — one below the 1NT range, so 1♥ by O-1 (a near miss of O-1NT)
  const nearNt = itemAt('W:AK5.AKQ74.Q6.J72 QJT.J65.KJ2.KQT9 98642.T832.A754. 73.9.T983.A86543', 'W', '', 'O-1NT', true);
  // AKQ75.AQT7.K3.Q4, 5-4-2-2 and not balanced — 1♠ by O-1
  const unbalanced = itemAt('W:AKQ75.AQT7.K3.Q4 JT9.KJ6.QJ2.KJT9 8642.832.A754.83 3.954.T986.A7652', 'W', '', 'O-1NT', true);

  it('takes the expected call as right, with the advice and nothing to explain away', () => {
    expect(makeHand(handOf(nt.deal, nt.seat))).toBe('AKQ75.AQ7.K3.Q84');
    const grade = graded(gradeCall(nt, bid(1, 'N')));
    expect(grade.right).toBe(true);
    expect(grade.advice.rule).toBe('O-1NT');
    expect(grade.advice.explain.key).toBe('rules.O-1NT');
    expect(grade.advice.explain.params.hd).toBeGreaterThanOrEqual(19);
    expect(grade.reason).toBeNull();
    expect(grade.meaning).toBeNull();
  });

  it('gives 1NT with HD one below the range the condition it failed and what 1NT shows', () => {
    expect(makeHand(handOf(nearNt.deal, nearNt.seat))).toBe('AK5.AKQ74.Q6.J72');
    const grade = graded(gradeCall(nearNt, bid(1, 'N')));
    expect(grade.right).toBe(false);
    expect(makeCall(grade.advice.call)).toBe('1H');
    expect(grade.advice.rule).toBe('O-1');
    expect(grade.reason).toEqual({ kind: 'failed', rule: 'O-1NT', failed: { key: 'bidder.fail.hd-below', params: { value: 18, min: 19 } } });
    expect(grade.meaning?.rule).toBe('O-1NT');
    expect(grade.meaning?.hd).toEqual([19, 21]);
    expect(grade.meaning?.balanced).toBe(true);
  });

  it('names the rule that comes first when the call belongs to a later rule', () => {
    const grade = graded(gradeCall(nt, bid(2, 'C')));
    expect(grade.meaning?.rule).toBe('O-1');
    expect(grade.reason).toEqual({ kind: 'earlier-rule', rule: 'O-1NT' });
    expect(graded(gradeCall(nt, PASS)).reason).toEqual({ kind: 'earlier-rule', rule: 'O-1NT' });
  });

  it('says when the chosen rule itself picks another call for this hand', () => {
    expect(makeCall(unbalanced.expected.kind === 'call' ? unbalanced.expected.call : PASS)).toBe('1S');
    const grade = graded(gradeCall(unbalanced, bid(1, 'H')));
    expect(grade.meaning?.rule).toBe('O-1');
    expect(grade.reason).toEqual({ kind: 'same-rule', rule: 'O-1' });
  });

  it('compares the inner rows when the advancer answers "as if partner had opened" (ADV-SUIT via 4.1)', () => {
    // West deals, P P 1♠ 2♥ 3♦: North advances South's 2♥ overcall with a hand too weak to answer: R-PASS, which
    // carries the pass itself (B-55), against the learner's 3♥ read as ADV-SUIT via R-RAISE2
    const adv = itemAt('N:T82.Q73.8642.T93 AQ976.A54.J5.KQ5 4.KJT98.AT97.AJ6 KJ53.62.KQ3.8742', 'W', 'P P 1S 2H 3D', 'ADV-SUIT');
    expect(adv.calls.map(makeCall).join(' ')).toBe('P P 1S 2H 3D');
    const grade = graded(gradeCall(adv, bid(3, 'H')));
    expect(grade.advice.rule).toBe('R-PASS');
    expect(grade.advice.via).toBeUndefined();
    expect(grade.meaning?.via).toBe('R-RAISE2');
    expect(grade.reason).toEqual({ kind: 'earlier-rule', rule: 'R-PASS' });
  });

  it('has no meaning to show for a call the system does not define', () => {
    const grade = graded(gradeCall(nt, bid(7, 'N')));
    expect(grade.right).toBe(false);
    expect(grade.meaning).toBeNull();
    expect(grade.reason).toEqual({ kind: 'no-meaning' });
  });

  it("reads each call by its own rule (callRule), as the feedback's \"what your call would show\": never the expected call's", () => {
    // the system's call: the bidder's rule; 1♥ on this 1NT hand: what 1♥ shows (O-1), not O-1NT; 7NT: no rule at all
    expect(callRule(nt, graded(gradeCall(nt, bid(1, 'N'))))).toBe('O-1NT');
    expect(callRule(nt, graded(gradeCall(nt, bid(1, 'H'))))).toBe('O-1');
    expect(callRule(nt, graded(gradeCall(nt, bid(7, 'N'))))).toBeNull();
    // a call graded right that is not the bidder's (the item's expected call from an older system): what it shows here
    const older: QuizItem = { ...nt, expected: { kind: 'call', call: bid(1, 'H'), rule: 'O-1', via: null } };
    const right = graded(gradeCall(older, bid(1, 'H')));
    expect([right.right, right.meaning, right.advice.rule]).toEqual([true, null, 'O-1NT']);
    expect(callRule(older, right)).toBe('O-1');
  });

  it('refuses an illegal call with its auction issue, and the bidding box never offers it', () => {
    const result = gradeCall(nt, DOUBLE);
    expect(result).toEqual({ ok: false, error: { code: 'double-nothing', params: { call: 'X' } } });
    expect(callChoices(nt).some((c) => sameCall(c, DOUBLE))).toBe(false);
    expect(callChoices(nt)).toHaveLength(36); // pass and the 35 bids
  });

  it('throws for an item that is not a call item (a programmer error)', () => {
    expect(() => gradeCall(quizItem('evaluate', 1), PASS)).toThrow();
  });

  it('over items of every rule: only the expected call is right; every legal call is graded, every illegal one refused', () => {
    const rules = RULE_IDS.filter((_, k) => k % 9 === 0);
    for (const rule of rules) {
      const item = quizItem(rule, 7);
      if (item.expected.kind !== 'call') continue;
      const expected = item.expected.call;
      const legal = callChoices(item);
      for (const call of ALL_CALLS) {
        const result = gradeCall(item, call);
        const isLegal = legal.some((c) => sameCall(c, call));
        expect(result.ok, `${rule} ${makeCall(call)}`).toBe(isLegal);
        if (!result.ok) continue;
        expect(result.value.right).toBe(sameCall(call, expected));
        expect(result.value.reason === null).toBe(result.value.right);
        expect(result.value.advice.rule).toBe(item.expected.rule);
      }
    }
  });
});
