import { describe, expect, it } from 'vitest';
import { quizItem } from '@/lib/quiz/item';
import type { QuizItem } from '@/lib/quiz/item-types';
import { chosenIndex, initialLegalQuestion, legalQuestionReducer, legalSetAnswer, type LegalQuestionAction, type LegalQuestionState } from './legal-question-state';

function run(...actions: LegalQuestionAction[]): LegalQuestionState {
  return actions.reduce(legalQuestionReducer, initialLegalQuestion());
}

function expectedOf(item: QuizItem) {
  if (item.expected.kind !== 'legal') throw new Error('expected a legal item');
  return item.expected;
}

const items = Array.from({ length: 40 }, (_, s) => quizItem('legal', s + 1));
const illegal = items.find((i) => { const e = expectedOf(i); return e.index !== null && e.index < i.calls.length; })!;
const legal = items.find((i) => expectedOf(i).contract !== null)!;

describe('the legal question state', () => {
  it('starts with nothing chosen and the picker at 1♣ by North', () => {
    expect(initialLegalQuestion()).toEqual({
      choice: '', reason: '', contract: { level: 1, strain: 'C', risk: '' }, declarer: 'N', passedOut: false,
      contractChosen: false, problem: null, grade: null,
    });
  });

  it('reads the choice as a position: a call, "not ended" (calls.length) or "legal" (null)', () => {
    expect(chosenIndex(run(), 8)).toBeUndefined();
    expect(chosenIndex(run({ type: 'choose', choice: '3' }), 8)).toBe(3);
    expect(chosenIndex(run({ type: 'choose', choice: 'incomplete' }), 8)).toBe(8);
    expect(chosenIndex(run({ type: 'choose', choice: 'legal' }), 8)).toBeNull();
  });

  it('a contract or a declarer chosen counts as a contract; a declarer it cannot read is North', () => {
    expect(run({ type: 'contract', contract: { level: 3, strain: 'N', risk: 'X' } })).toMatchObject({
      contract: { level: 3, strain: 'N', risk: 'X' }, contractChosen: true,
    });
    expect(run({ type: 'declarer', declarer: 'W' })).toMatchObject({ declarer: 'W', contractChosen: true });
    expect(run({ type: 'declarer', declarer: 'Q' })).toMatchObject({ declarer: 'N', contractChosen: true });
  });

  it('checking asks for what is missing, in order: a call, then its reason or the contract', () => {
    expect(run({ type: 'check', item: illegal })).toMatchObject({ problem: 'chooseCall', grade: null });
    const at = String(expectedOf(illegal).index);
    expect(run({ type: 'choose', choice: at }, { type: 'check', item: illegal })).toMatchObject({ problem: 'chooseReason', grade: null });
    expect(run({ type: 'choose', choice: 'legal' }, { type: 'check', item: legal })).toMatchObject({ problem: 'chooseContract', grade: null });
    // "passed out" is a contract answer; "not ended" needs no reason
    expect(run({ type: 'choose', choice: 'legal' }, { type: 'passed-out', passedOut: true }, { type: 'check', item: legal }).grade).not.toBeNull();
    expect(run({ type: 'choose', choice: 'incomplete' }, { type: 'check', item: illegal }).grade).not.toBeNull();
  });

  it('grades the answer once, clears the problem, and then stays graded', () => {
    const e = expectedOf(illegal);
    const graded = run(
      { type: 'check', item: illegal }, { type: 'choose', choice: String(e.index) }, { type: 'reason', reason: e.code }, { type: 'check', item: illegal },
    );
    expect(graded.problem).toBeNull();
    expect(graded.grade).toMatchObject({ right: true, parts: [{ part: 'position' }, { part: 'reason', issue: { index: e.index, code: e.code } }] });
    expect(legalQuestionReducer(graded, { type: 'check', item: illegal })).toBe(graded);
    const c = expectedOf(legal).contract!;
    const right = run(
      { type: 'choose', choice: 'legal' }, { type: 'contract', contract: { level: c.level, strain: c.strain, risk: c.risk } },
      { type: 'declarer', declarer: c.declarer }, { type: 'check', item: legal },
    );
    expect(right.grade).toMatchObject({ right: true, parts: [{ part: 'position', right: true }, { part: 'contract', right: true }] });
    const passed = run({ type: 'choose', choice: 'legal' }, { type: 'passed-out', passedOut: true }, { type: 'check', item: legal });
    expect(passed.grade?.right).toBe(false);
  });
});

describe('legalSetAnswer', () => {
  it('gives an illegal call as its index and reason, a legal auction as its contract and declarer', () => {
    const bad = run({ type: 'choose', choice: '2' }, { type: 'reason', reason: 'insufficient-bid' });
    expect(legalSetAnswer(bad, 6)).toEqual({ index: 2, code: 'insufficient-bid', contract: null, declarer: null });
    const good = run({ type: 'choose', choice: 'legal' }, { type: 'contract', contract: { level: 4, strain: 'H', risk: 'X' } }, { type: 'declarer', declarer: 'E' });
    expect(legalSetAnswer(good, 6)).toEqual({ index: null, code: null, contract: '4HX', declarer: 'E' });
    const passed = run({ type: 'choose', choice: 'legal' }, { type: 'passed-out', passedOut: true });
    expect(legalSetAnswer(passed, 4)).toEqual({ index: null, code: null, contract: null, declarer: null });
    expect(legalSetAnswer(run({ type: 'choose', choice: 'incomplete' }), 4)).toEqual({ index: 4, code: null, contract: null, declarer: null });
  });
});
