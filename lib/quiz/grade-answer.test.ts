import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCall } from '../bridge/auction';
import { PASS, bid } from '../bridge/call';
import { handOf } from '../bridge/deal';
import { SEATS, type Call } from '../bridge/types';
import { evaluateHand, responderCount } from '../evaluation';
import {
  evaluateFields, gradeEvaluate, gradeLegal, gradeScore, legalIssueOf, parseEvaluateAnswer, parseLegalChoice, parseScoreAnswer,
  LEGAL_REASONS, REASON_RULES,
} from './grade-answer';
import { quizItem, type QuizItem } from './item';
import { checkAuction } from './legal-item';

const seeds = fc.integer({ min: 0, max: 2 ** 31 - 1 });

function expectedOf<K extends QuizItem['kind']>(item: QuizItem, kind: K) {
  if (item.expected.kind !== kind) throw new Error(`expected a ${kind} item`);
  return item.expected as Extract<QuizItem['expected'], { kind: K }>;
}

/** The first seed whose evaluate item has (or lacks) partner's suit. */
function evaluateItemWith(trump: boolean): QuizItem {
  for (let seed = 1; ; seed++) {
    const item = quizItem('evaluate', seed);
    if ((expectedOf(item, 'evaluate').trump !== null) === trump) return item;
  }
}

describe('evaluate answers', () => {
  it('ask HDr only when partner has opened a suit', () => {
    expect(evaluateFields(evaluateItemWith(false))).toEqual(['h', 'd', 'hd', 'qt']);
    expect(evaluateFields(evaluateItemWith(true))).toEqual(['h', 'd', 'hd', 'qt', 'hdr']);
  });

  it('ask and grade only the parts a lesson has taught: no quick tricks in lesson 4, no HDr before lesson 10', () => {
    const item = evaluateItemWith(true);
    const e = expectedOf(item, 'evaluate');
    const lesson4 = { qt: false, hdr: false };
    expect(evaluateFields(item, lesson4)).toEqual(['h', 'd', 'hd']);
    expect(evaluateFields(item, { qt: true, hdr: false })).toEqual(['h', 'd', 'hd', 'qt']);
    const parsed = parseEvaluateAnswer(item, { h: `${e.h}`, d: `${e.d}`, hd: `${e.hd}` }, lesson4);
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
    expect(parsed.value.qt).toBe(null);
    const grade = gradeEvaluate(item, parsed.value, lesson4);
    expect(grade).toMatchObject({ right: true });
    expect(grade.fields.map((f) => f.field)).toEqual(['h', 'd', 'hd']);
    // the unasked fields are not required, the asked ones are
    expect(parseEvaluateAnswer(item, { h: `${e.h}`, d: `${e.d}` }, lesson4).ok).toBe(false);
  });

  it('grade the expected numbers right, typed either way, and give the breakdown from lib/evaluation', () => {
    fc.assert(fc.property(seeds, fc.constantFrom('.', ','), (seed, mark) => {
      const item = quizItem('evaluate', seed);
      const e = expectedOf(item, 'evaluate');
      const texts = { h: `${e.h}`, d: ` ${e.d}`, hd: `${e.hd}`, qt: `${e.qt}`.replace('.', mark), hdr: e.hdr === null ? '' : `${e.hdr}` };
      const parsed = parseEvaluateAnswer(item, texts);
      if (!parsed.ok) throw new Error(JSON.stringify(parsed.error));
      const grade = gradeEvaluate(item, parsed.value);
      expect(grade.right).toBe(true);
      expect(grade.fields.map((f) => f.field)).toEqual(evaluateFields(item));
      const hand = handOf(item.deal, item.seat);
      expect(grade.evaluation).toEqual(evaluateHand(hand));
      expect(grade.responder).toEqual(e.trump === null ? null : responderCount(hand, e.trump));
    }), { numRuns: 200 });
  });

  it('mark exactly the wrong fields wrong, each with its expected value', () => {
    const item = evaluateItemWith(true);
    const e = expectedOf(item, 'evaluate');
    const grade = gradeEvaluate(item, { h: e.h, d: e.d + 1, hd: e.hd, qt: e.qt + 0.5, hdr: e.hdr });
    expect(grade.right).toBe(false);
    expect(grade.fields.filter((f) => !f.right)).toEqual([
      { field: 'd', given: e.d + 1, expected: e.d, right: false },
      { field: 'qt', given: e.qt + 0.5, expected: e.qt, right: false },
    ]);
  });

  it('report every field that does not read, with its code', () => {
    const item = evaluateItemWith(false);
    const parsed = parseEvaluateAnswer(item, { h: 'twelve', d: '', hd: '13', qt: '2,25' });
    expect(parsed).toEqual({
      ok: false,
      error: [
        { field: 'h', issue: { code: 'answer-not-number', params: { text: 'twelve' } } },
        { field: 'd', issue: { code: 'answer-empty', params: {} } },
        { field: 'qt', issue: { code: 'answer-not-half', params: { text: '2,25' } } },
      ],
    });
  });
});

describe('legal answers', () => {
  const items = Array.from({ length: 60 }, (_, s) => quizItem('legal', s + 1));
  const illegal = items.filter((i) => expectedOf(i, 'legal').index !== null);
  const legal = items.filter((i) => expectedOf(i, 'legal').index === null);

  it('there are items of both kinds to grade', () => {
    expect(illegal.length).toBeGreaterThan(10);
    expect(legal.length).toBeGreaterThan(10);
  });

  it('grade the expected answer right on every item', () => {
    for (const item of items) {
      const e = expectedOf(item, 'legal');
      const code = e.code === 'legal' ? null : e.code;
      const grade = gradeLegal(item, { index: e.index, code, contract: e.contract });
      expect(grade.right).toBe(true);
      expect(grade.parts.map((p) => p.part)).toEqual(e.index === null ? ['position', 'contract'] : ['position', 'reason']);
    }
  });

  it('grade position and reason separately, and name the auction law of the reason', () => {
    const item = illegal[0];
    const e = expectedOf(item, 'legal');
    const otherReason = LEGAL_REASONS.find((r) => r !== e.code)!;
    const grade = gradeLegal(item, { index: e.index, code: otherReason, contract: null });
    expect(grade.right).toBe(false);
    expect(grade.parts[0]).toEqual({ part: 'position', right: true, expected: e.index });
    expect(grade.parts[1]).toMatchObject({ part: 'reason', right: false, expected: e.code, rule: REASON_RULES[e.code as never] });
    // the call the learner picks is legal at its point: the reason cannot be right for a call that is not the one
    const early = gradeLegal(item, { index: null, code: null, contract: null });
    expect(early.parts[0].right).toBe(false);
    expect(early.parts[1].right).toBe(false);
  });

  it('grade a legal auction\'s contract with its declarer and doubling', () => {
    const item = legal.find((i) => expectedOf(i, 'legal').contract !== null)!;
    const contract = expectedOf(item, 'legal').contract!;
    const partner = SEATS[(SEATS.indexOf(contract.declarer) + 2) % 4];
    const grade = gradeLegal(item, { index: null, code: null, contract: { ...contract, declarer: partner } });
    expect(grade.parts).toEqual([
      { part: 'position', right: true, expected: null },
      { part: 'contract', right: false, expected: contract },
    ]);
    const called = gradeLegal(item, { index: 0, code: 'insufficient', contract: null });
    expect(called.parts[1]).toEqual({ part: 'contract', right: false, expected: contract });
  });

  it('"not finished" gives the incomplete reason by itself', () => {
    const item = legal[0];
    const calls: Call[] = item.calls.slice(0, -1) as Call[];
    const unfinished: QuizItem = { ...item, calls, expected: { kind: 'legal', index: calls.length, code: 'incomplete', contract: null } };
    expect(checkCall({ dealer: item.dealer, calls: calls.slice(0, -1) }, calls[calls.length - 1])).toBeNull();
    expect(gradeLegal(unfinished, { index: calls.length, code: null, contract: null }).right).toBe(true);
    expect(REASON_RULES.incomplete).toBe('A-END');
  });

  it('the reason carries the auction issue its message names: the illegal call and, when insufficient, the bid to beat', () => {
    const codes = new Set<string>();
    for (const item of illegal) {
      const e = expectedOf(item, 'legal');
      const reason = gradeLegal(item, { index: e.index, code: null, contract: null }).parts[1];
      if (reason.part !== 'reason') throw new Error('expected a reason part');
      const at = e.index!;
      codes.add(reason.issue.code);
      expect(reason.issue).toMatchObject({ index: at, code: e.code });
      if (at === item.calls.length) {
        expect(reason.issue.calls).toEqual({});
        continue;
      }
      // the oracle: the last bid before the illegal call, found by scanning back
      const last = item.calls.slice(0, at).filter((c) => c.kind === 'bid').at(-1);
      expect(reason.issue.calls).toEqual(e.code === 'insufficient' ? { call: item.calls[at], last } : { call: item.calls[at] });
      expect(checkCall({ dealer: item.dealer, calls: item.calls.slice(0, at) }, item.calls[at])).toEqual({
        code: reason.issue.code, params: reason.issue.params,
      });
    }
    expect(codes.has('insufficient')).toBe(true);
  });

  it('an insufficient bid names the bid it had to beat; an unfinished auction names nothing', () => {
    const calls = [bid(1, 'H'), PASS, bid(2, 'C'), PASS, bid(1, 'S')];
    const item: QuizItem = { ...legal[0], dealer: 'N', calls, expected: checkAuction('N', calls) };
    expect(legalIssueOf(item)).toEqual({
      index: 4, call: '1S', code: 'insufficient', params: { call: '1S', last: '2C' }, calls: { call: bid(1, 'S'), last: bid(2, 'C') },
    });
    const unfinished: QuizItem = { ...item, calls: calls.slice(0, 4), expected: checkAuction('N', calls.slice(0, 4)) };
    expect(legalIssueOf(unfinished)).toEqual({ index: 4, call: null, code: 'incomplete', params: {}, calls: {} });
    const done = [bid(1, 'H'), PASS, PASS, PASS];
    expect(legalIssueOf({ ...item, calls: done, expected: checkAuction('N', done) })).toBeNull();
  });

  it('read a form choice: legal, incomplete or a call index within the auction', () => {
    expect(parseLegalChoice('legal', 8)).toEqual({ ok: true, value: null });
    expect(parseLegalChoice('incomplete', 8)).toEqual({ ok: true, value: 8 });
    expect(parseLegalChoice(' 3 ', 8)).toEqual({ ok: true, value: 3 });
    expect(parseLegalChoice('8', 8)).toMatchObject({ ok: false, error: { code: 'answer-out-of-range' } });
    expect(parseLegalChoice('-1', 8)).toMatchObject({ ok: false, error: { code: 'answer-not-number' } });
    expect(parseLegalChoice('', 8)).toMatchObject({ ok: false, error: { code: 'answer-empty' } });
  });
});

describe('score answers', () => {
  it('grade the expected duplicate score right, with its lines; any other number wrong', () => {
    fc.assert(fc.property(seeds, (seed) => {
      const item = quizItem('score', seed);
      const e = expectedOf(item, 'score');
      const grade = gradeScore(item, e.score);
      expect(grade.right).toBe(true);
      expect(grade.made).toBe(e.score > 0);
      const sum = grade.lines.reduce((s, l) => s + l.points, 0);
      expect(grade.made ? sum : -sum).toBe(e.score);
      expect(grade.margin).toBe(e.tricks - 6 - e.contract.level);
      expect(gradeScore(item, -e.score).right).toBe(false);
    }), { numRuns: 100 });
  });

  it('read scores typed with a minus sign or grouped thousands', () => {
    expect(parseScoreAnswer('−1.100')).toEqual({ ok: true, value: -1100 });
    expect(parseScoreAnswer('620')).toEqual({ ok: true, value: 620 });
    expect(parseScoreAnswer('620 points')).toMatchObject({ ok: false, error: { code: 'answer-not-number' } });
    expect(parseScoreAnswer('99999')).toMatchObject({ ok: false, error: { code: 'answer-out-of-range' } });
  });
});

describe('Chicago score answers', () => {
  it('are right exactly at the points this deal writes, and the lines add up to them', () => {
    let seen = 0;
    for (let seed = 0; seed < 60; seed++) {
      const item = quizItem('score', seed);
      const e = item.expected;
      if (e.kind !== 'score' || e.chicago === null) continue;
      seen += 1;
      const grade = gradeScore(item, e.score);
      expect(grade.right).toBe(true);
      expect(gradeScore(item, e.score + 10).right).toBe(false);
      expect(grade.lines.reduce((sum, l) => sum + l.points, 0)).toBe(Math.abs(e.score));
    }
    expect(seen).toBeGreaterThan(10);
  });
});
