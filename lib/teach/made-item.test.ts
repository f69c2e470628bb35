import { describe, expect, it } from 'vitest';
import { describeCall } from '../bidder';
import { SYSTEM_VERSION } from '../bidder/system-version';
import { legalCalls } from '../bridge/auction';
import { makeCall, makeCalls } from '../bridge/call';
import { handOf, makeDeal } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import { quizItem } from '../quiz/item';
import { gradeAnswer, storedGrade } from './grade';
import { expectedOf, gradedBy, itemPosition, makeItem } from './made-item';
import { mixSeeds, sourceItem, topicSources } from './set-items';
import type { SetItemSource, StoredExpected } from './set-types';

const topic: SetItemSource = { source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false };
const drill = quizItem('R-NEW2', 812); // South deals 1S, West passes, North to call: the system answers 2D (R-NEW2)
const systemCall = drill.expected.kind === 'call' ? makeCall(drill.expected.call) : '';

/** A board source on the drill's position with the teacher's key. */
function board(key: string | null, grade: 'key' | 'system'): SetItemSource {
  return { source: 'board', board: 7, deal: makeDeal(drill.deal), dealer: drill.dealer, vul: drill.vul, auction: makeCalls(drill.calls), key, grade };
}

describe('makeItem', () => {
  it('the same source and seed make the same item, as sourceItem does, stamped with the system version', () => {
    const made = makeItem(topic, null);
    expect(systemCall).toBe('2D');
    expect(makeItem(topic, null)).toEqual(made);
    expect(made).toEqual({
      item: drill, asked: 'R-NEW2', nearMiss: false, system: SYSTEM_VERSION,
      expected: { kind: 'call', call: systemCall, text: systemCall, rule: 'R-NEW2', by: 'system' },
      // the bidder's explanation of that call, its rule and numbers, made once with the item
      explanation: expect.objectContaining({ call: systemCall, rule: 'R-NEW2', explain: expect.objectContaining({ key: 'rules.R-NEW2' }) }),
    });
    expect(makeItem(topic, 5)).toEqual(makeItem(topic, 5));
    expect(makeItem(topic, 5).item).toEqual(sourceItem(topic, 5));
    expect(makeItem(topic, null, 'v-test').system).toBe('v-test');
  });

  it('a fresh seed changes the hand but keeps the rule asked (a near miss too)', () => {
    const a = makeItem(topic, 1);
    const b = makeItem(topic, 2);
    expect(a.item).toEqual(quizItem('R-NEW2', mixSeeds(812, 1)));
    expect(makeDeal(a.item.deal)).not.toBe(makeDeal(b.item.deal));
    expect(makeDeal(a.item.deal)).not.toBe(makeDeal(drill.deal));
    for (const m of [a, b]) expect(m).toMatchObject({ asked: 'R-NEW2', item: { rule: 'R-NEW2' }, expected: { rule: 'R-NEW2', by: 'system' } });

    const near: SetItemSource = { ...topic, nearMiss: true };
    for (const seed of [null, 1, 2]) {
      const m = makeItem(near, seed);
      expect(m).toMatchObject({ asked: 'R-NEW2', nearMiss: true, item: { rule: 'R-NEW2' } });
      // a near miss is answered by another rule than the one asked
      expect(m.expected.rule).not.toBe('R-NEW2');
      expect(m.expected.rule).toBe(m.item.expected.kind === 'call' ? m.item.expected.rule : null);
    }
  });

  it("a board graded by the key: answered by the key, with the rule the key's call means in the system", () => {
    const made = makeItem(board('3N', 'key'), 99);
    expect(made.item).toEqual(makeItem(board('3N', 'key'), null).item); // a board is the same for every student
    expect(made).toMatchObject({ asked: null, nearMiss: false, item: { seat: drill.seat, expected: drill.expected } });
    const meaning = describeCall({ dealer: drill.dealer, calls: drill.calls }, { kind: 'bid', level: 3, strain: 'N' });
    expect(made.expected).toEqual({ kind: 'call', call: '3N', text: '3N', rule: meaning?.rule, by: 'key' });
    expect(made.expected.rule).toBe('R-FALLBACK');
    // a key the system gives no meaning: the rule of the system's own answer
    expect(makeItem(board('7N', 'key'), null).expected).toEqual({ kind: 'call', call: '7N', text: '7N', rule: 'R-NEW2', by: 'key' });
  });

  it("a board graded by the system (or with no key): answered by the system's call", () => {
    const system = { kind: 'call', call: systemCall, text: systemCall, rule: 'R-NEW2', by: 'system' };
    expect(makeItem(board('3N', 'system'), null).expected).toEqual(system);
    expect(makeItem(board(null, 'key'), null).expected).toEqual(system);
    expect(makeItem(board(null, 'system'), null)).toMatchObject({ asked: null, expected: system });
  });

  it('the other kinds: the drill answer as text, no call or rule, by the system', () => {
    const score = makeItem({ source: 'topic', topic: 'score', seed: 2, nearMiss: false }, null);
    const value = score.item.expected.kind === 'score' ? score.item.expected.score : NaN;
    expect(score).toMatchObject({ asked: 'score', expected: { kind: 'score', call: null, text: String(value), rule: null, by: 'system' } });
    const ev = makeItem({ source: 'topic', topic: 'evaluate', seed: 4, nearMiss: false }, null);
    expect(ev.expected).toMatchObject({ kind: 'evaluate', call: null, rule: null, by: 'system' });
    expect(ev.expected.text).toMatch(/^H \d+ D \d+ HD \d+ QT /);
  });

  it('the stored expected answer is plain data that expectedOf gives again for the same item', () => {
    const stored: StoredExpected = JSON.parse(JSON.stringify(makeItem(topic, 3).expected));
    expect(expectedOf(topic, makeItem(topic, 3).item)).toEqual(stored);
  });
});

describe('gradedBy', () => {
  const expected = expectedOf(topic, drill);

  it('parses the stored call and lists the accepted calls canonically', () => {
    const by = gradedBy(expected, ['3nt', 'p', ' x ', '2h']);
    expect(by).toEqual({
      kind: 'call', call: drill.expected.kind === 'call' ? drill.expected.call : null, text: systemCall, rule: 'R-NEW2', by: 'system',
      accepted: ['3N', 'P', 'X', '2H'],
    });
    expect(gradedBy(expected, [])).toMatchObject({ accepted: [] });
    // text that is no call is kept as it is (and matches no answer)
    expect(gradedBy(expected, ['nonsense']).accepted).toEqual(['nonsense']);
    expect(gradedBy({ kind: 'score', call: null, text: '420', rule: null, by: 'system' }, [])).toEqual({
      kind: 'score', call: null, text: '420', rule: null, by: 'system', accepted: [],
    });
  });

  it("with the key's expected answer: the key's call parsed, graded as the key", () => {
    const key = expectedOf(board('3N', 'key'), drill);
    expect(gradedBy(key, [systemCall])).toMatchObject({ call: { kind: 'bid', level: 3, strain: 'N' }, by: 'key', rule: 'R-FALLBACK', accepted: [systemCall] });
  });

  it('what it grades by: the expected call and each accepted call are right, every other legal call wrong', () => {
    const accepted = ['2h', '3N'];
    const by = gradedBy(expected, accepted);
    for (const call of legalCalls({ dealer: drill.dealer, calls: drill.calls })) {
      const text = makeCall(call);
      const grade = gradeAnswer(drill, by, { call: text });
      expect(grade.right).toBe([systemCall, '2H', '3N'].includes(text));
      // the grade keeps the stored expected answer, whatever was accepted
      expect(storedGrade(grade, SYSTEM_VERSION).expected).toEqual(expected);
    }
  });
});

describe('itemPosition', () => {
  it('the position as plain text: deal from North, dealer, vul, the calls so far, the seat asked and its hand', () => {
    expect(itemPosition(drill)).toEqual({
      deal: makeDeal(drill.deal, 'N'), dealer: drill.dealer, vul: drill.vul, auction: makeCalls(drill.calls), seat: drill.seat,
      hand: makeHand(handOf(drill.deal, drill.seat)),
    });
    expect(itemPosition(drill)).toMatchObject({ auction: '1S P', dealer: 'S', seat: 'N' });
    expect(itemPosition(drill).deal).toMatch(/^N:/);
  });

  it("a board's position reads back as the board it was made from; an opening has no calls", () => {
    const source = board('3N', 'key');
    const at = itemPosition(makeItem(source, null).item);
    expect(source.source === 'board' && [source.deal, source.dealer, source.vul, source.auction]).toEqual([at.deal, at.dealer, at.vul, at.auction]);
    const opening: SetItemSource = { source: 'board', board: null, deal: makeDeal(drill.deal), dealer: 'E', vul: 'All', auction: '', key: null, grade: 'system' };
    expect(itemPosition(makeItem(opening, null).item)).toMatchObject({ auction: '', dealer: 'E', vul: 'All', seat: 'E', hand: makeHand(handOf(drill.deal, 'E')) });
    // fresh hands: each student's own position
    expect(itemPosition(makeItem(topic, 1).item).hand).not.toBe(itemPosition(makeItem(topic, 2).item).hand);
  });
});

describe('fresh hands test what was asked', () => {
  it("every student's item of a rule is answered by that rule, unless it is a near miss (then it says so)", () => {
    const planned = topicSources([{ topic: 'open', count: 8 }, { topic: 'respond', count: 8 }, { topic: 'rebid', count: 8 }], 99);
    expect(planned.ok).toBe(true);
    if (!planned.ok) return;
    for (let student = 1; student <= 6; student++) {
      for (const source of planned.value) {
        const made = makeItem(source, student * 7919);
        expect(made.asked).toBe(source.source === 'topic' ? source.topic : null);
        if (!made.nearMiss) expect(made.expected.rule, `${made.asked} for student ${student}`).toBe(made.asked);
        expect(made.nearMiss).toBe(source.source === 'topic' && source.nearMiss);
      }
    }
  });
});
