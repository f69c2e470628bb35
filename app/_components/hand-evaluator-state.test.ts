import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeHand, parseHand } from '@/lib/bridge/hand';
import {
  evaluatedHand, evaluatorReducer, gridOf, initialEvaluator, problemOf, type EvaluatorAction, type EvaluatorState,
} from './hand-evaluator-state';

const HAND = 'AKQ2.KJ3.T8.Q432';
const MASKS = [0x1c01, 0xa02, 0x140, 0x407];

function run(state: EvaluatorState, ...actions: EvaluatorAction[]): EvaluatorState {
  return actions.reduce(evaluatorReducer, state);
}

describe('the evaluator state', () => {
  it('starts from the address: a valid hand is shown with the grid folded, a wrong one names its mistake', () => {
    expect(initialEvaluator(HAND, 'H')).toEqual({
      text: HAND, evaluated: HAND, grid: MASKS, submitIssue: null, gridOpen: false, partner: 'H', address: { hand: HAND, partner: 'H' },
    });
    expect(initialEvaluator('', '')).toMatchObject({ evaluated: null, grid: [0, 0, 0, 0], submitIssue: null, gridOpen: true });
    const short = initialEvaluator('AKQ2.KJ3', '');
    expect(short).toMatchObject({ evaluated: null, grid: [0x1c01, 0xa02, 0, 0], gridOpen: true });
    expect(short.submitIssue).toMatchObject({ code: 'wrong-suit-count' });
  });

  it('typing: a complete hand is evaluated and folds the grid; a partial one moves the grid; a mistake keeps it', () => {
    const s0 = initialEvaluator('', '');
    const partial = run(s0, { type: 'edit', text: 'AKQ2.K' });
    expect(partial).toMatchObject({ text: 'AKQ2.K', evaluated: null, grid: [0x1c01, 0x800, 0, 0], gridOpen: true });
    expect(partial.address).toBe(s0.address); // nothing to write yet
    const wrong = run(partial, { type: 'edit', text: 'AKQ2.KX' });
    expect(wrong.grid).toEqual([0x1c01, 0x800, 0, 0]);
    expect(problemOf(wrong)).toMatchObject({ code: 'unknown-rank', params: { rank: 'X' } });
    const typed = run(wrong, { type: 'edit', text: 'akq2.kj3.t8.q432' });
    expect(typed).toMatchObject({ text: 'akq2.kj3.t8.q432', evaluated: 'akq2.kj3.t8.q432', grid: MASKS, gridOpen: false });
    expect(typed.address).toEqual({ hand: 'akq2.kj3.t8.q432', partner: '' });
    expect(evaluatedHand(typed)).toEqual({ suits: MASKS });
    expect(problemOf(typed)).toBeNull();
  });

  it('submitting a valid hand prints it canonically; an invalid one keeps the last hand and names the mistake', () => {
    const shown = run(initialEvaluator('', 'S'), { type: 'submit', hand: 'AKQ2.KJ3.108.Q432' });
    expect(shown).toMatchObject({ text: HAND, evaluated: HAND, grid: MASKS, submitIssue: null, gridOpen: false, address: { hand: HAND, partner: 'S' } });
    const typing = run(shown, { type: 'edit', text: 'AKQ2.KJ3' });
    const refused = run(typing, { type: 'submit', hand: 'AKQ2.KJ3' });
    expect(refused).toMatchObject({ text: 'AKQ2.KJ3', evaluated: HAND, address: { hand: 'AKQ2.KJ3', partner: 'S' } });
    expect(refused.address).not.toBe(typing.address);
    expect(problemOf(typing)).toBeNull();
    expect(problemOf(refused)).toMatchObject({ code: 'wrong-suit-count' });
    expect(problemOf(run(refused, { type: 'edit', text: 'AKQ2.KJ3.' }))).toBeNull(); // the next edit clears it
  });

  it('the grid toggles cards, keeps itself open, and shows the hand at 13 cards', () => {
    const one = run(initialEvaluator('', ''), { type: 'toggle', suit: 0, rank: 12 });
    expect(one).toMatchObject({ text: 'A...', grid: [0x1000, 0, 0, 0], evaluated: null, gridOpen: true });
    expect(run(one, { type: 'toggle', suit: 0, rank: 12 })).toMatchObject({ text: '', grid: [0, 0, 0, 0] });
    const full = run(initialEvaluator('AKQ2.KJ3.T8.Q43', ''), { type: 'toggle', suit: 3, rank: 0 });
    expect(full).toMatchObject({ text: HAND, evaluated: HAND, grid: MASKS, gridOpen: true, address: { hand: HAND, partner: '' } });
  });

  it("partner's suit goes into the address with the hand it holds; clear empties everything and opens the grid", () => {
    const s = run(initialEvaluator(HAND, ''), { type: 'edit', text: 'AKQ' }, { type: 'partner', value: 'D' });
    expect(s).toMatchObject({ partner: 'D', address: { hand: HAND, partner: 'D' } });
    expect(run(s, { type: 'partner', value: 'x' })).toMatchObject({ partner: '', address: { hand: HAND, partner: '' } });
    expect(run(s, { type: 'clear' })).toEqual({
      text: '', evaluated: null, grid: [0, 0, 0, 0], submitIssue: null, gridOpen: true, partner: 'D', address: { hand: '', partner: 'D' },
    });
    expect(run(s, { type: 'fold', open: true }).gridOpen).toBe(true);
  });

  it('the grid always holds a hand of at most 13 cards, and the shown hand is always a valid one', () => {
    const action: fc.Arbitrary<EvaluatorAction> = fc.oneof(
      fc.record({ type: fc.constant('edit' as const), text: fc.stringMatching(/^[AKQJT2-9.x]{0,20}$/) }),
      fc.record({ type: fc.constant('submit' as const), hand: fc.stringMatching(/^[AKQJT2-9.]{0,20}$/) }),
      fc.record({ type: fc.constant('toggle' as const), suit: fc.integer({ min: 0, max: 3 }), rank: fc.integer({ min: 0, max: 12 }) }),
      fc.constant({ type: 'clear' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), (actions) => {
        const s = run(initialEvaluator('', ''), ...actions);
        expect(gridOf(makeHand({ suits: s.grid }))).not.toBeNull();
        if (s.evaluated !== null) expect(parseHand(s.evaluated).ok).toBe(true);
      }),
    );
  });
});
