import { describe, expect, it } from 'vitest';
import { advise } from '../bidder';
import { makeCall, makeCalls } from '../bridge/call';
import { handOf, makeDeal } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import { quizItem } from '../quiz/item';
import { gradedBy, makeItem, type AnsweredItem } from './made-item';
import type { SetItem, SetSpec } from './set-types';
import { alsoAccepted, FIRST_PAGE_QUESTIONS, PAGE_QUESTIONS, printedPages, worksheet } from './worksheet';

const drill = quizItem('R-NEW2', 812);
const spec: SetSpec = { title: 'Odgovori', instructions: 'Bez pomoći', locale: 'sr', mode: 'test', hands: 'same', seed: 1 };
/** The set's items: how each is made and the calls accepted besides its expected one. */
const setItems: Pick<SetItem, 'source' | 'accepted'>[] = [
  { source: { source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false }, accepted: ['3N'] },
  { source: { source: 'topic', topic: 'evaluate', seed: 4, nearMiss: false }, accepted: [] },
  { source: { source: 'topic', topic: 'score', seed: 2, nearMiss: false }, accepted: [] },
  {
    source: { source: 'board', board: 5, deal: makeDeal(drill.deal), dealer: drill.dealer, vul: drill.vul, auction: makeCalls(drill.calls), key: '3N', grade: 'key' },
    accepted: [],
  },
];

describe('worksheet', () => {
  const answered: AnsweredItem[] = setItems.map(({ source, accepted }) => {
    const { item, expected } = makeItem(source, null);
    return { item, expected: gradedBy(expected, accepted) };
  });
  const items = answered.map((a) => a.item);
  const sheet = worksheet(spec, answered);

  it('the questions: hand as card lists of the seat asked, dealer, vul, the auction so far by seat', () => {
    const q = sheet.items[0];
    expect(q).toMatchObject({ number: 1, seat: drill.seat, dealer: drill.dealer, vul: drill.vul, question: { kind: 'call', seat: drill.seat } });
    expect(q.hand.map((s) => s.cards.join('')).join('.')).toBe(makeHand(handOf(drill.deal, drill.seat)));
    expect(q.auction.map((a) => makeCall(a.call)).join(' ')).toBe(makeCalls(drill.calls));
    expect(q.auction[0]?.seat).toBe(drill.dealer);
    expect(sheet.items[1].question).toMatchObject({ kind: 'evaluate', fields: expect.arrayContaining(['h', 'd', 'hd', 'qt']) });
    expect(sheet.items[2].question.kind).toBe('score');
  });

  it("the key: expected answer, rule and the bidder's explanation; the teacher's key with its meaning", () => {
    const advice = advise({ hand: handOf(drill.deal, drill.seat), auction: { dealer: drill.dealer, calls: drill.calls }, vul: drill.vul });
    expect(sheet.key[0]).toMatchObject({ number: 1, rule: 'R-NEW2', explanation: advice.explain, keyMeaning: null });
    expect(sheet.key[0].answer).toMatchObject({ text: makeCall(advice.call), accepted: ['3N'], by: 'system' });
    expect(sheet.key[1]).toMatchObject({ explanation: null, rule: null, expected: items[1].expected });
    expect(sheet.key[3]).toMatchObject({ answer: { text: '3N', by: 'key' }, explanation: null });
    expect(sheet.key[3].keyMeaning?.rule).toBe(sheet.key[3].rule);
    expect(sheet).toMatchObject({ title: 'Odgovori', instructions: 'Bez pomoći' });
  });

  it('the key lists the calls also accepted for the hand beside the expected one (D10)', () => {
    expect(sheet.key.map((k) => k.also)).toEqual([['3N'], [], [], []]);
    // one student's hand with fresh hands: the set item's accepts and the hand's own, once each, never the expected call
    expect(alsoAccepted('1D', ['1N', 'P', '1N', '1D'])).toEqual(['1N', 'P']);
    expect(alsoAccepted(null, [])).toEqual([]);
  });
});

describe('printedPages', () => {
  it('puts 4 questions on the first page (below the title and name) and 6 on each next one', () => {
    expect(printedPages(0)).toEqual([]);
    expect(printedPages(3)).toEqual([[0, 1, 2]]);
    expect(printedPages(4)).toEqual([[0, 1, 2, 3]]);
    expect(printedPages(5)).toEqual([[0, 1, 2, 3], [4]]);
    expect(printedPages(16)).toEqual([[0, 1, 2, 3], [4, 5, 6, 7, 8, 9], [10, 11, 12, 13, 14, 15]]);
  });

  it('every question once, in order, no page over its size, for every count a set can have', () => {
    for (let count = 0; count <= 100; count++) {
      const pages = printedPages(count);
      expect(pages.flat()).toEqual(Array.from({ length: count }, (_, k) => k));
      expect(pages.every((page, p) => page.length >= 1 && page.length <= (p === 0 ? FIRST_PAGE_QUESTIONS : PAGE_QUESTIONS))).toBe(true);
      // only the last page may be short
      expect(pages.slice(0, -1).every((page, p) => page.length === (p === 0 ? FIRST_PAGE_QUESTIONS : PAGE_QUESTIONS))).toBe(true);
    }
  });
});
