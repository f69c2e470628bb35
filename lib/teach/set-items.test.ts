import { describe, expect, it } from 'vitest';
import type { Expected } from '../quiz/item-types';
import { makeCalls } from '../bridge/call';
import { makeDeal } from '../bridge/deal';
import { quizItem } from '../quiz/item';
import { itemCode } from '../quiz/item-code';
import { sessionPlan } from '../quiz/session';
import { topicRules } from '../quiz/topics';
import { expectedOf, gradedBy } from './made-item';
import { anotherLike, AUCTION_TOPIC, expectedText, mixSeeds, sourceItem, topicSources, type TopicRequest } from './set-items';
import type { SetItemSource } from './set-types';

/** A board source made from a real drill position (R-NEW2's responder to call). */
function boardFrom(seed: number, key: string | null, grade: 'key' | 'system' = 'key'): SetItemSource {
  const item = quizItem('R-NEW2', seed);
  return { source: 'board', board: 3, deal: makeDeal(item.deal), dealer: item.dealer, vul: item.vul, auction: makeCalls(item.calls), key, grade };
}

describe('topicSources', () => {
  it('plans each request as a drill session is planned (sessionPlan, tested with the drills), deterministic from the seed', () => {
    const a = topicSources([{ topic: 'respond', count: 8 }, { topic: 'evaluate', count: 2 }], 42);
    expect(a.ok).toBe(true);
    if (!a.ok) return;
    expect(a.value).toEqual([
      ...sessionPlan('respond', mixSeeds(42, 0), 8).map((p) => ({ source: 'topic', ...p })),
      ...sessionPlan('evaluate', mixSeeds(42, 1), 2).map((p) => ({ source: 'topic', ...p })),
    ]);
    const respond = new Set(topicRules('respond'));
    for (const s of a.value.slice(0, 8)) expect(s.source === 'topic' && respond.has(s.topic as never)).toBe(true);
    expect(a.value.slice(0, 8).filter((s) => s.source === 'topic' && s.nearMiss)).toHaveLength(2);
    // the teacher may turn near misses off
    const none = topicSources([{ topic: 'respond', count: 8 }], 42, 0);
    expect(none.ok && none.value.every((s) => s.source === 'topic' && !s.nearMiss)).toBe(true);
    expect(a.value.slice(8)).toEqual([expect.objectContaining({ topic: 'evaluate', nearMiss: false }), expect.objectContaining({ topic: 'evaluate' })]);
    expect(topicSources([{ topic: 'respond', count: 8 }, { topic: 'evaluate', count: 2 }], 42)).toEqual(a);
    expect(topicSources([{ topic: 'respond', count: 8 }, { topic: 'evaluate', count: 2 }], 43)).not.toEqual(a);
  });

  it('a rule id gives items of that rule only', () => {
    const r = topicSources([{ topic: 'R-NEW2', count: 4 }], 1);
    expect(r.ok && r.value.every((s) => s.source === 'topic' && s.topic === 'R-NEW2')).toBe(true);
  });

  it('reports bad topics, counts and too many items', () => {
    expect(topicSources([{ topic: 'whole-auction', count: 1 }], 1)).toEqual({ ok: false, error: { code: 'bad-topic', params: { index: 0, topic: 'whole-auction' } } });
    expect(topicSources([{ topic: 'open', count: 0 }], 1)).toMatchObject({ ok: false, error: { code: 'bad-count', params: { index: 0 } } });
    expect(topicSources([{ topic: 'open', count: 2.5 }], 1)).toMatchObject({ ok: false, error: { code: 'bad-count' } });
    expect(topicSources([{ topic: 'open', count: 60 }, { topic: 'legal', count: 41 }], 1)).toEqual({
      ok: false, error: { code: 'too-many-items', params: { count: 101, max: 100 } },
    });
    expect(topicSources([{ topic: 'open', count: 60 }, { topic: 'legal', count: 40 }], 1).ok).toBe(true);
  });
});

describe('sourceItem', () => {
  const sources: SetItemSource[] = [{ source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false }, boardFrom(5, null, 'system')];
  /** The items a student gets, made once from the sources: the student's seed with fresh hands, none with the same hands. */
  const itemsFor = (hands: 'same' | 'fresh', student: { seed: number } | null) =>
    sources.map((source) => sourceItem(source, hands === 'fresh' && student !== null ? student.seed : null));

  it('same hands: the sources as they are, for every student', () => {
    const items = itemsFor('same', { seed: 99 });
    expect(items[0]).toEqual(quizItem('R-NEW2', 812));
    expect(itemsFor('same', { seed: 3 })).toEqual(items);
    expect(sourceItem(sources[0])).toEqual(items[0]);
  });

  it('fresh hands: a student-made deal testing the same rule; boards stay the same', () => {
    const a = itemsFor('fresh', { seed: 1 });
    const b = itemsFor('fresh', { seed: 2 });
    expect(a[0].rule).toBe('R-NEW2');
    expect(b[0].rule).toBe('R-NEW2');
    expect(a[0]).toEqual(quizItem('R-NEW2', mixSeeds(812, 1)));
    expect(makeDeal(a[0].deal)).not.toBe(makeDeal(b[0].deal));
    expect(a[1]).toEqual(b[1]);
    expect(itemsFor('fresh', null)[0]).toEqual(quizItem('R-NEW2', 812));
  });

  it('a board is the call of the player to act, labelled with the system rule', () => {
    const drill = quizItem('R-NEW2', 5);
    const [, board] = itemsFor('same', null);
    expect(board.seat).toBe(drill.seat);
    expect(board.expected).toEqual(drill.expected);
    expect(board.rule).toBe(drill.expected.kind === 'call' ? drill.expected.rule : null);
  });
});

describe('anotherLike', () => {
  it('keeps topic and near miss, changes the seed; a board is refused', () => {
    const s: SetItemSource = { source: 'topic', topic: 'O-1NT', seed: 5, nearMiss: true };
    const next = anotherLike(s, 77);
    expect(next.ok && next.value.source === 'topic' && next.value.topic === 'O-1NT' && next.value.nearMiss && next.value.seed !== 5).toBe(true);
    expect(anotherLike(s, 77)).toEqual(next);
    expect(anotherLike(boardFrom(5, '2C'), 1)).toEqual({ ok: false, error: { code: 'board-not-replaceable', params: { board: 3 } } });
  });
});

describe('what grades an item (expectedOf, then gradedBy with the accepted calls)', () => {
  it("the teacher's key grades when kept, the system's call otherwise; accepted alternatives listed", () => {
    const sources = [boardFrom(5, '7N'), boardFrom(5, '7N', 'system')];
    const accepted = [['3nt'], []];
    const items = sources.map((source) => sourceItem(source));
    const system = items[0].expected.kind === 'call' ? items[0].expected : null;
    const a = gradedBy(expectedOf(sources[0], items[0]), accepted[0]);
    expect(a).toMatchObject({ by: 'key', text: '7N', accepted: ['3N'] });
    const b = gradedBy(expectedOf(sources[1], items[1]), accepted[1]);
    expect(b).toMatchObject({ by: 'system', call: system?.call, rule: system?.rule, accepted: [] });
  });

  it('other kinds: plain text of the drill answer', () => {
    const source: SetItemSource = { source: 'topic', topic: 'score', seed: 3, nearMiss: false };
    const item = sourceItem(source);
    expect(gradedBy(expectedOf(source, item), []).text).toBe(item.expected.kind === 'score' ? String(item.expected.score) : '');
    expect(expectedText(item.expected)).toBe(item.expected.kind === 'score' ? String(item.expected.score) : '');
  });
});

describe('topicSources: whole auctions and odd requests (a mutation run of lib/teach)', () => {
  it('a whole auction keeps the seat asked for, and is random when none or an unknown one is given', () => {
    const seats = (seat: unknown) => {
      const r = topicSources([{ topic: AUCTION_TOPIC, count: 2, ...(seat === undefined ? {} : { seat }) } as TopicRequest], 9);
      return r.ok ? r.value.map((s) => s.source === 'auction' && s.seat) : null;
    };
    expect(seats('E')).toEqual(['E', 'E']);
    expect(seats(undefined)).toEqual(['random', 'random']);
    expect(seats('Q')).toEqual(['random', 'random']);
  });

  it('a topic that is not text is a bad topic, named as text', () => {
    expect(topicSources([{ topic: 7, count: 1 } as unknown as TopicRequest], 1)).toEqual({ ok: false, error: { code: 'bad-topic', params: { index: 0, topic: '7' } } });
  });
});

describe('expectedText: the expected answer as plain text, every kind (a mutation run of lib/teach)', () => {
  it('writes a call, an evaluation with and without HDr, a legal auction, an illegal call counted from 1, a passed-out auction and a score', () => {
    expect(expectedText({ kind: 'call', call: { kind: 'bid', level: 2, strain: 'D' }, rule: 'R-NEW2' } as Expected)).toBe('2D');
    expect(expectedText({ kind: 'evaluate', h: 12, d: 1, hd: 13, qt: 2.5, trump: null, hdr: null })).toBe('H 12 D 1 HD 13 QT 2.5');
    expect(expectedText({ kind: 'evaluate', h: 12, d: 1, hd: 13, qt: 2.5, trump: 'H', hdr: 11 })).toBe('H 12 D 1 HD 13 QT 2.5 HDr 11');
    expect(expectedText({ kind: 'legal', index: 3, code: 'insufficient', contract: null })).toBe('illegal 4 insufficient');
    expect(expectedText({ kind: 'legal', index: 0, code: 'insufficient', contract: null })).toBe('illegal 1 insufficient');
    expect(expectedText({ kind: 'legal', index: null, code: 'legal', contract: null })).toBe('passed out');
    const contract = { level: 3, strain: 'N', risk: 'X', declarer: 'S' } as unknown as Extract<Expected, { kind: 'legal' }>['contract'];
    expect(expectedText({ kind: 'legal', index: null, code: 'legal', contract })).toBe('legal 3NX S');
    expect(expectedText({ kind: 'score', score: -420 } as Expected)).toBe('-420');
  });
});

describe('fresh hands are stable (the audit\'s surviving mutant M13)', () => {
  it('mixSeeds and the item a student seed makes stay what they are today: a change would give new students other hands', () => {
    expect(mixSeeds(812, 5)).toBe(492778588);
    expect(mixSeeds(5, 812)).not.toBe(492778588);
    expect(itemCode(sourceItem({ source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false }, 5))).toBe('AUAAGQAR3Oj86gEH7ALHOe2bhfkeZS0KAgYAH_0');
  });
});
