import { describe, expect, it } from 'vitest';
import { legalCalls } from '../bridge/auction';
import { makeCall, makeCalls } from '../bridge/call';
import { makeDeal } from '../bridge/deal';
import { quizItem } from '../quiz/item';
import { importPbn } from './pbn-import';
import { gradedBy, makeItem, type AnsweredItem } from './made-item';
import { setPbn } from './set-pbn';
import type { SetItemSource, SetSpec } from './set-types';

const drill = quizItem('R-NEW2', 812);
const board: SetItemSource = {
  source: 'board', board: 9, deal: makeDeal(drill.deal), dealer: drill.dealer, vul: drill.vul, auction: makeCalls(drill.calls), key: '3N', grade: 'key',
};
const spec: SetSpec = { title: 'Odgovori', instructions: '', locale: 'sr', mode: 'test', hands: 'same', seed: 1 };
const sources: SetItemSource[] = [{ source: 'topic', topic: 'R-NEW2', seed: 812, nearMiss: false }, { source: 'topic', topic: 'O-1NT', seed: 4, nearMiss: false }, board];

describe('setPbn', () => {
  // the set's own items as stored, each with what grades it (no accepted calls)
  const answered: AnsweredItem[] = sources.map((source) => {
    const { item, expected } = makeItem(source, null);
    return { item, expected: gradedBy(expected, []) };
  });
  const items = answered.map((a) => a.item);
  const text = setPbn(spec, answered);

  it('writes one board per item with the set title, the answer as a comment and as a note', () => {
    expect(text.match(/\[Board "/g)).toHaveLength(3);
    expect(text).toContain('[Event "Odgovori"]');
    expect(text).toContain('[Note "answer:3NT"]');
    // the comment in the set's language (sr writes NT as BA): what grades the item, the key's for the board
    expect(text.match(/\{Rešenje: /g)).toHaveLength(3);
    expect(text).toContain('{Rešenje: 3 BA (');
    expect(text).toContain('(R-NEW2)}');
  });

  it('round-trips: importPbn reads back the positions and the keys that grade each item', () => {
    const back = importPbn(text);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    back.value.sources.forEach((source, i) => {
      expect(source).toMatchObject({ source: 'board', deal: makeDeal(items[i].deal), dealer: items[i].dealer, vul: items[i].vul, auction: makeCalls(items[i].calls), grade: 'key' });
      expect(source.source === 'board' && source.key).toBe(answered[i].expected.text);
    });
    // only the teacher's own key differs from the system
    expect(back.value.differences.map((d) => [d.index, d.key])).toEqual([[2, '3N']]);
    expect(makeCall(drill.expected.kind === 'call' ? drill.expected.call : drill.calls[0])).toBe(back.value.differences[0].system);
  });

  it('keeps the accepted calls in the answer note, and importPbn reads them back as that board\'s accepted calls', () => {
    const withAccepted: AnsweredItem[] = sources.map((source) => {
      const { item, expected } = makeItem(source, null);
      const others = legalCalls({ dealer: item.dealer, calls: item.calls }).map(makeCall).filter((c) => c !== expected.call).slice(0, 2);
      return { item, expected: gradedBy(expected, others) };
    });
    const written = setPbn(spec, withAccepted);
    expect(written).toMatch(/\[Note "answer:[^"|]+\|[^"|]+\|[^"|]+"\]/);
    const back = importPbn(written);
    expect(back.ok && back.value.accepted).toEqual(withAccepted.map((a) => a.expected.accepted));
  });
});
