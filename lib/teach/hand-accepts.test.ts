// Which answers an accept turns right, per hand (issue 37, D2): the hand's own, and apart the other hands with the
// same expected call and rule whose students gave the call; never a hand with another expected answer, nor an answer
// already right; and the calls that grade one stored item, and a board's accepts after a new key (D9).
import { describe, expect, it } from 'vitest';
import { acceptedOfHand, acceptPlan, acceptsAfterKey, sameExpectedCall, turnsRight, type AcceptAnswer, type AcceptHand } from './hand-accepts';

const hand = (item: string, student: string, call: string, rule: AcceptHand['expected']['rule'] = 'R1N-2S'): AcceptHand => ({
  item, student, expected: { kind: 'call', call, rule },
});
const answer = (id: string, item: string, student: string, given: string, right = false): AcceptAnswer => ({
  id, item, student, answer: given, right, kind: 'call',
});

// the review's scenario: Marko's hand expects 2D (R1N-2S), Ana's too, Željka's 3NT (R1N-3N); all three passed
const marko = hand('i-marko', 'marko', '2D');
const ana = hand('i-ana', 'ana', '2D');
const zeljka = hand('i-zeljka', 'zeljka', '3N', 'R1N-3N');
const mira = hand('i-mira', 'mira', '2H'); // the same rule, another call
const hands = [marko, ana, zeljka, mira];
const answers = [
  answer('a1', 'i-marko', 'marko', 'P'), answer('a2', 'i-marko', 'marko', '2D', true), answer('a3', 'i-marko', 'marko', 'P'),
  answer('a4', 'i-ana', 'ana', 'P'), answer('a5', 'i-zeljka', 'zeljka', 'P'), answer('a6', 'i-mira', 'mira', 'P'),
];

describe('acceptPlan', () => {
  it("turns right the hand's own wrong answers with the call, and lists apart only the hands with the same expected call and rule", () => {
    const plan = acceptPlan(marko, hands, answers, 'P');
    expect(plan.hand.map((a) => a.id)).toEqual(['a1', 'a3']);
    expect(plan.others.map((o) => [o.hand.student, o.answers.map((a) => a.id)])).toEqual([['ana', ['a4']]]);
  });

  it('never lists a hand with another expected answer, whatever its student answered', () => {
    const plan = acceptPlan(zeljka, hands, answers, 'P');
    expect(plan.hand.map((a) => a.id)).toEqual(['a5']);
    expect(plan.others).toEqual([]);
  });

  it('lists no hand whose student did not give the call, nor an answer already right', () => {
    expect(acceptPlan(marko, hands, answers, '2D')).toEqual({ hand: [], others: [] });
    const accepted = answers.map((a) => (a.id === 'a4' ? { ...a, right: true } : a));
    expect(acceptPlan(marko, hands, accepted, 'P').others).toEqual([]);
    // another kind than a call is never accepted
    expect(turnsRight({ ...answers[0], kind: 'evaluate' }, 'P')).toBe(false);
  });

  it('the same expected answer is the same call by the same rule, for calls only', () => {
    expect(sameExpectedCall(marko.expected, ana.expected)).toBe(true);
    expect(sameExpectedCall(marko.expected, mira.expected)).toBe(false);
    expect(sameExpectedCall(marko.expected, { ...marko.expected, rule: 'R1N-3N' })).toBe(false);
    expect(sameExpectedCall({ kind: 'call', call: null, rule: null }, { kind: 'call', call: null, rule: null })).toBe(false);
  });
});

describe('the calls that grade a hand', () => {
  it("the set item's (every hand's) first, then the hand's own, each once", () => {
    expect(acceptedOfHand(['1N'], ['P', '1N'])).toEqual(['1N', 'P']);
    expect(acceptedOfHand([], [])).toEqual([]);
  });

  it("a board's new key keeps none but the confirmed calls, never the key itself; the same key keeps them all (D9)", () => {
    expect(acceptsAfterKey(['1N'], undefined, 'P', true)).toEqual([]);
    expect(acceptsAfterKey(['1N'], ['1N', 'P', '1N'], 'P', true)).toEqual(['1N']);
    expect(acceptsAfterKey(['1N', '1H'], undefined, '1D', false)).toEqual(['1N', '1H']);
    expect(acceptsAfterKey(['1N'], [], '1D', false)).toEqual([]);
  });
});
