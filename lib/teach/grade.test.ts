import { describe, expect, it } from 'vitest';
import { legalCalls } from '../bridge/auction';
import { makeCall, makeCalls } from '../bridge/call';
import { makeDeal } from '../bridge/deal';
import { gradeCall } from '../quiz/grade-call';
import { quizItem } from '../quiz/item';
import { answerText, gradeSetAnswer, parseSetAnswer } from './grade';
import { itemsOf } from './set-items';
import type { SetItemSource, SetSpec } from './set-types';

function spec(items: readonly SetItemSource[], accepted: SetSpec['accepted'] = {}): SetSpec {
  return { title: 'T', instructions: '', locale: 'en', mode: 'test', hands: 'same', seed: 1, items, accepted };
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

describe('gradeSetAnswer', () => {
  it("the system's call is right; a wrong call names the rule that makes it wrong, as gradeCall does", () => {
    const s = spec([callSource]);
    expect(gradeSetAnswer(s, 0, item, { call: makeCall(system!) })).toMatchObject({ right: true, answer: makeCall(system!), rule: null });
    const graded = gradeSetAnswer(s, 0, item, { call: makeCall(other) });
    const reason = gradeCall(item, other);
    expect(graded.right).toBe(false);
    expect(graded.reason).toEqual(reason.ok ? reason.value.reason : null);
    expect(graded.rule).toBe(graded.reason!.kind === 'no-meaning' ? null : (graded.reason as { rule: string }).rule);
    expect(graded.expected).toMatchObject({ text: makeCall(system!), rule: 'R-NEW2', by: 'system' });
  });

  it('an accepted alternative counts as right (read from the spec as it is now)', () => {
    const s = spec([callSource], { 0: [makeCall(other)] });
    expect(gradeSetAnswer(s, 0, item, { call: makeCall(other) }).right).toBe(true);
  });

  it("a kept key grades: the system's call is then wrong, named by the system's rule", () => {
    const board: SetItemSource = {
      source: 'board', board: 1, deal: makeDeal(item.deal), dealer: item.dealer, vul: item.vul, auction: makeCalls(item.calls), key: makeCall(other), grade: 'key',
    };
    const s = spec([board]);
    const [boardItem] = itemsOf(s, null);
    expect(gradeSetAnswer(s, 0, boardItem, { call: makeCall(other) }).right).toBe(true);
    expect(gradeSetAnswer(s, 0, boardItem, { call: makeCall(system!) })).toMatchObject({ right: false, rule: 'R-NEW2', reason: null });
  });

  it('evaluate, legal and score through the drills graders; a wrong kind is wrong', () => {
    const ev = quizItem('evaluate', 4);
    const e = ev.expected.kind === 'evaluate' ? ev.expected : null!;
    const s = spec([{ source: 'topic', topic: 'evaluate', seed: 4, nearMiss: false }]);
    const right = { h: e.h, d: e.d, hd: e.hd, qt: e.qt, hdr: e.hdr };
    expect(gradeSetAnswer(s, 0, ev, right).right).toBe(true);
    expect(gradeSetAnswer(s, 0, ev, { ...right, hd: e.hd + 1 }).right).toBe(false);
    expect(gradeSetAnswer(s, 0, ev, { call: '1S' }).right).toBe(false);

    const lg = quizItem('legal', 9);
    const l = lg.expected.kind === 'legal' ? lg.expected : null!;
    const legalAnswer = l.index === null
      ? { index: null, code: null, contract: l.contract ? `${l.contract.level}${l.contract.strain}${l.contract.risk}` : null, declarer: l.contract?.declarer ?? null }
      : { index: l.index, code: l.code === 'legal' ? null : l.code, contract: null, declarer: null };
    expect(gradeSetAnswer(spec([]), 0, lg, legalAnswer).right).toBe(true);

    const sc = quizItem('score', 2);
    const score = sc.expected.kind === 'score' ? sc.expected.score : 0;
    expect(gradeSetAnswer(spec([]), 0, sc, { score }).right).toBe(true);
    expect(gradeSetAnswer(spec([]), 0, sc, { score: score + 10 })).toMatchObject({ right: false, answer: String(score + 10), expected: { text: String(score) } });
  });

  it('answerText writes every kind plainly', () => {
    expect(answerText({ call: '3N' })).toBe('3N');
    expect(answerText({ h: 12, d: 1, hd: 13, qt: 2.5, hdr: null })).toBe('H 12 D 1 HD 13 QT 2.5');
    expect(answerText({ index: 3, code: 'insufficient', contract: null, declarer: null })).toBe('illegal 4 insufficient');
    expect(answerText({ index: null, code: null, contract: '4S', declarer: 'N' })).toBe('legal 4S N');
  });
});
