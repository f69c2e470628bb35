import { describe, expect, it } from 'vitest';
import { advise } from '../bidder';
import { makeCall, makeCalls } from '../bridge/call';
import { makeContract } from '../bridge/contract';
import { makeDeal } from '../bridge/deal';
import { SEATS } from '../bridge/types';
import { quizItem } from '../quiz/item';
import { makeItem } from './made-item';
import { adviceOf, evaluateWorking, explanationOf, itemReview, reviewLesson, scoreBreakdown, storedExplanation } from './review';
import { handOf } from '../bridge/deal';
import type { SetItemSource } from './set-types';

const drill = quizItem('R-NEW2', 812); // South deals 1S, West passes, North to call: the system answers 2D (R-NEW2)
const systemCall = drill.expected.kind === 'call' ? makeCall(drill.expected.call) : '';

describe('the stored explanation', () => {
  it('is the bidder\'s advice on the item, calls as text, and reads back as the same advice', () => {
    const advice = advise({ hand: drill.deal.hands[SEATS.indexOf(drill.seat)], auction: { dealer: drill.dealer, calls: drill.calls }, vul: drill.vul });
    const stored = explanationOf(drill)!;
    expect(stored).toEqual(storedExplanation(advice));
    expect(stored).toMatchObject({ call: '2D', rule: 'R-NEW2', explain: { key: 'rules.R-NEW2' } });
    expect(stored.rejected.length).toBeGreaterThan(0);
    // JSON and back (as the items table keeps it), then the advice the drills' panel draws
    expect(adviceOf(JSON.parse(JSON.stringify(stored)))).toEqual({ ...advice, ...(advice.via ? {} : { via: undefined }) });
  });

  it('exists for call items only', () => {
    for (const topic of ['evaluate', 'legal', 'score'] as const) expect(explanationOf(quizItem(topic, 3))).toBeNull();
  });
});

describe('itemReview', () => {
  const made = makeItem({ source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false }, null);

  it('a call item: the explanation when it explains the stored expected call, no parts', () => {
    expect(itemReview(made.item, made.expected, made.explanation)).toEqual({ expected: made.expected, parts: null, explanation: made.explanation });
  });

  it('no explanation for a teacher\'s key that is another call, a call regraded since, or an item stored without one', () => {
    const keyed: SetItemSource = {
      source: 'board', board: 1, deal: makeDeal(drill.deal), dealer: drill.dealer, vul: drill.vul, auction: makeCalls(drill.calls), key: '2H', grade: 'key',
    };
    const byKey = makeItem(keyed, null);
    expect(byKey.expected.call).toBe('2H');
    expect(byKey.explanation?.call).toBe(systemCall);
    expect(itemReview(byKey.item, byKey.expected, byKey.explanation).explanation).toBeNull();
    expect(itemReview(made.item, { ...made.expected, rule: 'R-NEW1' }, made.explanation).explanation).toBeNull();
    expect(itemReview(made.item, made.expected, null).explanation).toBeNull();
  });

  it('the other kinds: the expected answer in parts, while the stored text says the same', () => {
    const evaluate = makeItem({ source: 'topic', topic: 'evaluate', seed: 3, nearMiss: false }, null);
    const e = evaluate.item.expected;
    if (e.kind !== 'evaluate') throw new Error('an evaluate item');
    expect(itemReview(evaluate.item, evaluate.expected, null)).toEqual({
      expected: evaluate.expected, parts: { kind: 'evaluate', h: e.h, d: e.d, hd: e.hd, qt: e.qt, hdr: e.hdr, trump: e.trump }, explanation: null,
    });
    // a stored text that says otherwise (a system check applied since) stands: no parts from the item
    expect(itemReview(evaluate.item, { ...evaluate.expected, text: 'H 1 D 0 HD 1 QT 0' }, null).parts).toBeNull();

    const score = makeItem({ source: 'topic', topic: 'score', seed: 3, nearMiss: false }, null);
    expect(itemReview(score.item, score.expected, null).parts).toEqual({
      kind: 'score', score: Number(score.expected.text), sheet: expect.stringMatching(/^(duplicate|chicago|rubber)$/),
    });

    const legal = makeItem({ source: 'topic', topic: 'legal', seed: 3, nearMiss: false }, null);
    const l = legal.item.expected;
    if (l.kind !== 'legal') throw new Error('a legal item');
    expect(itemReview(legal.item, legal.expected, null).parts).toMatchObject({ kind: 'legal', index: l.index, code: l.code });
  });
});

describe('reviewLesson', () => {
  it('a call: the lesson of its rule, anchored at the rule', () => {
    expect(reviewLesson('call', null, 'R1N-2N')).toMatchObject({ lesson: { number: 11, slug: 'responding-to-no-trump' }, anchor: 'R1N-2N' });
    expect(reviewLesson('call', null, null)).toBeNull();
  });

  it('the other kinds: the count, the auction law broken or the declarer, the score sheet', () => {
    const evaluate = { kind: 'evaluate', h: 12, d: 1, hd: 13, qt: 2, hdr: null, trump: null } as const;
    expect(reviewLesson('evaluate', evaluate, null)).toMatchObject({ lesson: { number: 4 }, anchor: 'E-HD' });
    expect(reviewLesson('evaluate', { ...evaluate, hdr: 14, trump: 'H' }, null)).toMatchObject({ lesson: { number: 10 }, anchor: 'E-RESP' });
    expect(reviewLesson('legal', { kind: 'legal', index: 3, code: 'insufficient', contract: null, declarer: null }, null)).toMatchObject({ lesson: { number: 2 }, anchor: 'A-SUFF' });
    expect(reviewLesson('legal', { kind: 'legal', index: null, code: 'legal', contract: '4H', declarer: 'S' }, null)).toMatchObject({ lesson: { number: 3 }, anchor: 'A-DECLARER' });
    expect(reviewLesson('score', { kind: 'score', score: 420, sheet: 'duplicate' }, null)).toMatchObject({ lesson: { number: 18 }, anchor: null });
    expect(reviewLesson('score', { kind: 'score', score: 420, sheet: 'rubber' }, null)).toMatchObject({ lesson: { number: 17 }, anchor: null });
    expect(reviewLesson('score', null, null)).toBeNull();
  });
});

describe('evaluateWorking', () => {
  it("the full count when it gives the stored numbers, none when it does not", () => {
    for (const seed of [3, 4, 5, 6]) {
      const item = quizItem('evaluate', seed);
      const e = item.expected;
      if (e.kind !== 'evaluate') throw new Error('an evaluate item');
      const parts = { kind: 'evaluate', h: e.h, d: e.d, hd: e.hd, qt: e.qt, hdr: e.hdr, trump: e.trump } as const;
      const hand = handOf(item.deal, item.seat);
      expect(evaluateWorking(hand, parts)).toMatchObject({ evaluation: { h: e.h, hd: e.hd, qt: e.qt } });
      expect(evaluateWorking(hand, { ...parts, hd: e.hd + 1 })).toBeNull();
      // any one stored number that today's count does not give: none
      for (const changed of [{ h: e.h + 1 }, { d: e.d + 1 }, { qt: e.qt + 0.5 }, { hdr: (e.hdr ?? 0) + 1 }]) {
        expect(evaluateWorking(hand, { ...parts, ...changed }), JSON.stringify(changed)).toBeNull();
      }
    }
  });
});

describe('scoreBreakdown', () => {
  const question = { contract: '4S', declarer: 'S', tricks: 10, vulnerable: false, chicago: null, rubber: null } as const;
  it('the duplicate lines when they give the stored score', () => {
    const found = scoreBreakdown(question, { kind: 'score', score: 420, sheet: 'duplicate' });
    expect(found?.made).toBe(true);
    expect(found?.lines.reduce((sum, line) => sum + line.points, 0)).toBe(420);
  });
  it('none when today\'s scoring says otherwise', () => {
    expect(scoreBreakdown(question, { kind: 'score', score: 450, sheet: 'duplicate' })).toBeNull();
  });
  it('on a Chicago or rubber sheet, the lines this deal writes when they give the stored score', () => {
    const sheets = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const item = quizItem('score', seed);
      const e = item.expected;
      if (e.kind !== 'score' || (!e.chicago && !e.rubber)) continue;
      const text = (p: { contract: Parameters<typeof makeContract>[0]; declarer: typeof e.declarer; tricks: number }) => ({ contract: makeContract(p.contract), declarer: p.declarer, tricks: p.tricks });
      const q = {
        ...text(e), vulnerable: e.vulnerable,
        chicago: e.chicago ? { turn: e.chicago.turn, before: e.chicago.before.map(text) } : null,
        rubber: e.rubber ? { before: e.rubber.before.map(text) } : null,
      };
      const sheet = e.chicago ? 'chicago' : 'rubber';
      expect(scoreBreakdown(q, { kind: 'score', score: e.score, sheet })?.lines.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(scoreBreakdown(q, { kind: 'score', score: e.score + 10, sheet }), `seed ${seed}`).toBeNull();
      sheets.add(sheet);
    }
    // both kinds of sheet were among the items
    expect([...sheets].sort()).toEqual(['chicago', 'rubber']);
  });

  it('none when the contract or an earlier deal of the sheet does not read', () => {
    expect(scoreBreakdown({ ...question, contract: '9Z' }, { kind: 'score', score: 420, sheet: 'duplicate' })).toBeNull();
    const good = { contract: '2H', declarer: 'N' as const, tricks: 8 };
    const bad = { contract: 'XX', declarer: 'N' as const, tricks: 8 };
    const chicago = (before: (typeof good)[]) => ({ ...question, chicago: { turn: 2 as const, before } });
    const rubber = (before: (typeof good)[]) => ({ ...question, rubber: { before } });
    expect(scoreBreakdown(chicago([good, bad]), { kind: 'score', score: 420, sheet: 'chicago' })).toBeNull();
    expect(scoreBreakdown(chicago([bad]), { kind: 'score', score: 420, sheet: 'chicago' })).toBeNull();
    expect(scoreBreakdown(rubber([good, bad]), { kind: 'score', score: 420, sheet: 'rubber' })).toBeNull();
  });
});
