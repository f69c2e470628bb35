import { describe, expect, it } from 'vitest';
import { describeCall } from '../bidder';
import { SYSTEM_VERSION } from '../bidder/system-version';
import { legalCalls } from '../bridge/auction';
import { makeCall, makeCalls, parseCall, PASS } from '../bridge/call';
import type { Call } from '../bridge/types';
import { makeDeal } from '../bridge/deal';
import { gradeCall } from '../quiz/grade-call';
import { quizItem } from '../quiz/item';
import type { QuizItem } from '../quiz/item-types';
import { answerText, gradeAnswer, parseSetAnswer, storedGrade } from './grade';
import { expectedOf, gradedBy, makeItem } from './made-item';
import type { SetAnswer, SetItemSource } from './set-types';

/** Grades `answer` to `item` made from `source` as a set does: its expected answer with the teacher's accepted calls. */
function grade(source: SetItemSource, item: QuizItem, answer: SetAnswer, accepted: readonly string[] = []) {
  return gradeAnswer(item, gradedBy(expectedOf(source, item), accepted), answer);
}

const callSource: SetItemSource = { source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false };
const item = quizItem('R-NEW2', 812);
const system = item.expected.kind === 'call' ? item.expected.call : null;
const other = legalCalls({ dealer: item.dealer, calls: item.calls }).find((c) => makeCall(c) !== makeCall(system!))!;

describe('parseSetAnswer', () => {
  it('reads a call canonically and checks it is legal in the auction', () => {
    expect(parseSetAnswer('call', { call: ' 2d ' })).toEqual({ ok: true, value: { call: '2D' } });
    expect(parseSetAnswer('call', { call: '8S' })).toMatchObject({ ok: false, error: { code: 'unknown-call' } });
    expect(parseSetAnswer('call', { call: '1S', extra: 1 })).toMatchObject({ ok: false, error: { code: 'answer-shape' } });
    expect(parseSetAnswer('call', { calls: '1S' })).toMatchObject({ ok: false, error: { code: 'answer-shape' } });
    // after 1♥ (R-NEW2's auctions open a suit) a 1♣ bid is insufficient
    const opened = item.calls.find((c) => c.kind === 'bid');
    expect(opened).toBeDefined();
    expect(parseSetAnswer('call', { call: '1C' }, item)).toMatchObject({ ok: false, error: { code: 'illegal-call', params: { reason: 'insufficient', call: '1C' } } });
  });

  it('reads the other kinds by their own shapes', () => {
    expect(parseSetAnswer('score', { score: 420 })).toEqual({ ok: true, value: { score: 420 } });
    expect(parseSetAnswer('score', { score: 4.5 }).ok).toBe(false);
    const ev = { h: 12, d: 1, hd: 13, qt: 2.5, hdr: null };
    expect(parseSetAnswer('evaluate', ev)).toEqual({ ok: true, value: ev });
    expect(parseSetAnswer('evaluate', { ...ev, hd: null }, quizItem('evaluate', 1))).toEqual({ ok: false, error: { code: 'answer-missing', params: { field: 'hd' } } });
    expect(parseSetAnswer('legal', { index: null, code: null, contract: '3nx', declarer: 'S' })).toEqual({ ok: true, value: { index: null, code: null, contract: '3NX', declarer: 'S' } });
    expect(parseSetAnswer('legal', { index: 2, code: 'nonsense', contract: null, declarer: null }).ok).toBe(false);
  });
});

describe('gradeAnswer', () => {
  it("the system's call is right; a wrong call names the rule that rejects it for this hand, never the one that bids it", () => {
    expect(grade(callSource, item, { call: makeCall(system!) })).toMatchObject({ right: true, answer: makeCall(system!), rule: null });
    const graded = grade(callSource, item, { call: makeCall(other) });
    const reason = gradeCall(item, other);
    expect(graded.right).toBe(false);
    expect(graded.reason).toEqual(reason.ok ? reason.value.reason : null);
    // the rule the bidder applies to this hand (its call is the expected one); the wrong call's own rule is not named
    expect(graded.rule).toBe(graded.reason!.kind === 'no-meaning' ? null : 'R-NEW2');
    const meaning = describeCall({ dealer: item.dealer, calls: item.calls }, other);
    if (meaning !== null && meaning.rule !== 'R-NEW2') expect(graded.rule).not.toBe(meaning.rule);
    expect(graded.expected).toMatchObject({ text: makeCall(system!), rule: 'R-NEW2', by: 'system' });
  });

  it("each call carries its own rule (ownRule, stored with the grade): never the expected answer's (D4)", () => {
    const source: SetItemSource = { source: 'topic', topic: 'O-1NT', seed: 5, nearMiss: false };
    const nt = makeItem(source, null).item;
    expect(expectedOf(source, nt)).toMatchObject({ call: '1N', rule: 'O-1NT' });
    const shows = (call: string) => describeCall({ dealer: nt.dealer, calls: nt.calls }, parseCall(call).ok ? (parseCall(call) as { value: Call }).value : PASS)?.rule ?? null;
    // the expected call: its own rule is the bidder's; 1♥ instead: what 1♥ shows (an opening of one in a suit), not O-1NT
    expect(grade(source, nt, { call: '1N' })).toMatchObject({ right: true, ownRule: 'O-1NT' });
    const heart = grade(source, nt, { call: '1H' });
    expect(heart).toMatchObject({ right: false, rule: 'O-1NT', ownRule: shows('1H') });
    expect(heart.ownRule).toBe('O-1');
    // accepted by the teacher: right, and still read by its own rule
    expect(grade(source, nt, { call: '1H' }, ['1H'])).toMatchObject({ right: true, rule: null, ownRule: 'O-1' });
    // a call no rule of the system makes here: no rule
    expect(grade(source, nt, { call: '7N' })).toMatchObject({ right: false, ownRule: null });
    // and, wrong, it names no rule either: not the bidder's O-1NT (the audit's surviving mutant L23)
    expect(grade(source, nt, { call: '7N' })).toMatchObject({ rule: null, reason: { kind: 'no-meaning' } });
    // stored with the grade as it was given; the other kinds have none
    expect(storedGrade(heart, SYSTEM_VERSION).ownRule).toBe('O-1');
    expect(storedGrade(grade(source, nt, { call: '7N' }), SYSTEM_VERSION).ownRule).toBeNull();
    const ev = quizItem('evaluate', 4);
    expect('ownRule' in storedGrade(gradeAnswer(ev, gradedBy(expectedOf({ source: 'topic', topic: 'evaluate', seed: 4, nearMiss: false }, ev), []), { h: 0, d: 0, hd: 0, qt: 0, hdr: null }), SYSTEM_VERSION)).toBe(false);
  });

  it('an accepted alternative counts as right (gradedBy with the accepted calls), in any spelling', () => {
    expect(grade(callSource, item, { call: makeCall(other) }, [makeCall(other)]).right).toBe(true);
    expect(grade(callSource, item, { call: makeCall(other) }, [makeCall(other).toLowerCase()]).right).toBe(true);
    // the same answer without the accepted call is wrong
    expect(grade(callSource, item, { call: makeCall(other) }).right).toBe(false);
  });

  it("a kept key grades: the system's call is then wrong, named by the key's rule (the one that rejects it)", () => {
    const board: SetItemSource = {
      source: 'board', board: 1, deal: makeDeal(item.deal), dealer: item.dealer, vul: item.vul, auction: makeCalls(item.calls), key: makeCall(other), grade: 'key',
    };
    const boardItem = makeItem(board, null).item;
    expect(grade(board, boardItem, { call: makeCall(other) }).right).toBe(true);
    const keyRule = expectedOf(board, boardItem).rule;
    expect(keyRule).not.toBe('R-NEW2');
    expect(grade(board, boardItem, { call: makeCall(system!) })).toMatchObject({ right: false, rule: keyRule, reason: null });
  });

  it('evaluate, legal and score through the drills graders; a wrong kind is wrong', () => {
    const ev = quizItem('evaluate', 4);
    const e = ev.expected.kind === 'evaluate' ? ev.expected : null!;
    const evSource: SetItemSource = { source: 'topic', topic: 'evaluate', seed: 4, nearMiss: false };
    const right = { h: e.h, d: e.d, hd: e.hd, qt: e.qt, hdr: e.hdr };
    expect(grade(evSource, ev, right).right).toBe(true);
    expect(grade(evSource, ev, { ...right, hd: e.hd + 1 }).right).toBe(false);
    expect(grade(evSource, ev, { call: '1S' }).right).toBe(false);

    const lg = quizItem('legal', 9);
    const l = lg.expected.kind === 'legal' ? lg.expected : null!;
    const legalAnswer = l.index === null
      ? { index: null, code: null, contract: l.contract ? `${l.contract.level}${l.contract.strain}${l.contract.risk}` : null, declarer: l.contract?.declarer ?? null }
      : { index: l.index, code: l.code === 'legal' ? null : l.code, contract: null, declarer: null };
    expect(grade({ source: 'topic', topic: 'legal', seed: 9, nearMiss: false }, lg, legalAnswer).right).toBe(true);

    const sc = quizItem('score', 2);
    const scSource: SetItemSource = { source: 'topic', topic: 'score', seed: 2, nearMiss: false };
    const score = sc.expected.kind === 'score' ? sc.expected.score : 0;
    expect(grade(scSource, sc, { score }).right).toBe(true);
    expect(grade(scSource, sc, { score: score + 10 })).toMatchObject({ right: false, answer: String(score + 10), expected: { text: String(score) } });
  });

  it('roles answers through the drills grader: the contract read canonically, every part needed', () => {
    const ro = quizItem('roles', 6);
    const r = ro.expected.kind === 'roles' ? ro.expected : null!;
    const source: SetItemSource = { source: 'topic', topic: 'roles', seed: 6, nearMiss: false };
    const contract = `${r.contract.level}${r.contract.strain}${r.contract.risk}`;
    const right = { contract, declarer: r.contract.declarer, leader: r.leader, dummy: r.dummy };
    expect(expectedOf(source, ro).text).toBe(`${contract} ${r.contract.declarer}, lead ${r.leader}, dummy ${r.dummy}`);
    expect(grade(source, ro, right)).toMatchObject({ right: true, answer: `${contract} ${r.contract.declarer}, lead ${r.leader}, dummy ${r.dummy}`, rule: null });
    expect(grade(source, ro, { ...right, leader: r.dummy }).right).toBe(false);
    expect(grade(source, ro, { ...right, contract: '9Z' }).right).toBe(false);
    expect(grade(source, ro, { ...right, contract: null }).right).toBe(false);
    // a legality answer to a roles item is of the wrong kind
    expect(grade(source, ro, { index: null, code: null, contract, declarer: r.contract.declarer }).right).toBe(false);
    expect(parseSetAnswer('roles', { contract: contract.toLowerCase(), declarer: 'S', leader: 'W', dummy: 'N' }))
      .toEqual({ ok: true, value: { contract, declarer: 'S', leader: 'W', dummy: 'N' } });
    expect(parseSetAnswer('roles', { contract: '4S', declarer: 'S', leader: 'Q', dummy: 'N' }))
      .toEqual({ ok: false, error: { code: 'answer-shape', params: { kind: 'roles', path: 'leader' } } });
    expect(parseSetAnswer('roles', { contract: '4S', declarer: 'S', leader: 'W' }))
      .toEqual({ ok: false, error: { code: 'answer-shape', params: { kind: 'roles', path: 'dummy' } } });
    expect(parseSetAnswer('roles', { contract: '8S', declarer: 'S', leader: 'W', dummy: 'N' }))
      .toEqual({ ok: false, error: { code: 'bad-contract', params: { contract: '8S' } } });
    expect(answerText({ contract: '4HX', declarer: 'S', leader: 'W', dummy: 'N' })).toBe('4HX S, lead W, dummy N');
    expect(answerText({ contract: null, declarer: null, leader: 'W', dummy: null })).toBe('passed out -, lead W, dummy -');
  });

  it('answerText writes every kind plainly', () => {
    expect(answerText({ call: '3N' })).toBe('3N');
    expect(answerText({ h: 12, d: 1, hd: 13, qt: 2.5, hdr: null })).toBe('H 12 D 1 HD 13 QT 2.5');
    expect(answerText({ index: 3, code: 'insufficient', contract: null, declarer: null })).toBe('illegal 4 insufficient');
    expect(answerText({ index: null, code: null, contract: '4S', declarer: 'N' })).toBe('legal 4S N');
    // the optional parts left out, never written as blanks
    expect(answerText({ index: 0, code: null, contract: null, declarer: null })).toBe('illegal 1');
    expect(answerText({ index: null, code: null, contract: '4S', declarer: null })).toBe('legal 4S');
    expect(answerText({ index: null, code: null, contract: null, declarer: null })).toBe('passed out');
    expect(answerText({ calls: ['1S', 'P', '2S'] } as SetAnswer)).toBe('1S P 2S');
    expect(answerText({ h: 12, d: 1, hd: 13, qt: 2.5, hdr: 11 })).toBe('H 12 D 1 HD 13 QT 2.5 HDr 11');
  });

  it('a legal answer with a contract that does not read, or without its declarer, is simply wrong', () => {
    const lg = quizItem('legal', 9);
    const source: SetItemSource = { source: 'topic', topic: 'legal', seed: 9, nearMiss: false };
    for (const answer of [{ index: null, code: null, contract: '9Z', declarer: 'S' }, { index: null, code: null, contract: '3N', declarer: null }] as const) {
      expect(grade(source, lg, answer)).toMatchObject({ right: false, rule: null, reason: null });
    }
  });

  it('names the first field of a body that has the wrong shape', () => {
    expect(parseSetAnswer('score', { score: 'x' })).toEqual({ ok: false, error: { code: 'answer-shape', params: { kind: 'score', path: 'score' } } });
    expect(parseSetAnswer('legal', { index: null, code: null, contract: 5, declarer: null })).toEqual({ ok: false, error: { code: 'answer-shape', params: { kind: 'legal', path: 'contract' } } });
    expect(parseSetAnswer('score', 'x')).toEqual({ ok: false, error: { code: 'answer-shape', params: { kind: 'score', path: '' } } });
    expect(parseSetAnswer('legal', { index: null, code: null, contract: '9Z', declarer: 'S' })).toEqual({ ok: false, error: { code: 'bad-contract', params: { contract: '9Z' } } });
  });
});

describe('storedGrade', () => {
  it('flattens a grade as the answers table keeps it: the call as text, what it was graded against, the system version', () => {
    const expected = expectedOf(callSource, item);
    const wrong = gradeAnswer(item, gradedBy(expected, []), { call: makeCall(other) });
    expect(storedGrade(wrong, SYSTEM_VERSION)).toEqual({
      right: false, answer: makeCall(other), rule: wrong.rule, system: SYSTEM_VERSION,
      expected: { kind: 'call', call: makeCall(system!), text: makeCall(system!), rule: 'R-NEW2', by: 'system' }, ownRule: wrong.ownRule,
    });
    // the expected answer stored with the grade is the item's stored expected answer, whatever was accepted
    const accepted = gradeAnswer(item, gradedBy(expected, [makeCall(other)]), { call: makeCall(other) });
    expect(storedGrade(accepted, 'v0')).toEqual({ right: true, answer: makeCall(other), rule: null, system: 'v0', expected, ownRule: wrong.ownRule });

    const sc = quizItem('score', 2);
    const scExpected = expectedOf({ source: 'topic', topic: 'score', seed: 2, nearMiss: false }, sc);
    const score = sc.expected.kind === 'score' ? sc.expected.score : 0;
    expect(storedGrade(gradeAnswer(sc, gradedBy(scExpected, []), { score }), 'v1')).toEqual({
      right: true, answer: String(score), rule: null, system: 'v1', expected: { kind: 'score', call: null, text: String(score), rule: null, by: 'system' },
    });
  });
});
