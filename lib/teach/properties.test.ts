// Property tests of the readers: importPbn on drill positions with any legal key, parseSetAnswer on any input.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalCalls } from '../bridge/auction';
import { makeCall, makeCalls } from '../bridge/call';
import { makeDeal } from '../bridge/deal';
import { makePbnFile } from '../bridge/pbn/file';
import { quizItem } from '../quiz/item';
import { parseSetAnswer } from './grade';
import { importPbn } from './pbn-import';

describe('importPbn, for drill positions and any legal key', () => {
  it('gives the position back, the key canonical, a difference exactly when the key is not the system call', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e6 }), fc.nat(), fc.boolean(), (seed, pick, afterAuction) => {
      const item = quizItem('respond', seed);
      const calls = legalCalls({ dealer: item.dealer, calls: item.calls });
      const key = calls[pick % calls.length];
      const note = { name: 'Note', value: `answer:${makeCall(key)}`, section: [] };
      const text = makePbnFile([{
        board: 1 + (seed % 32), players: {}, dealer: item.dealer, vul: item.vul, deal: item.deal, comments: [],
        otherTags: afterAuction ? [] : [note], auction: { dealer: item.dealer, calls: item.calls, notes: [] },
      }]) + (afterAuction ? `[Note "${note.value}"]\n` : '');
      const r = importPbn(text);
      expect(r.ok).toBe(true);
      if (!r.ok) return;
      expect(r.value.sources).toEqual([{
        source: 'board', board: 1 + (seed % 32), deal: makeDeal(item.deal), dealer: item.dealer, vul: item.vul,
        auction: makeCalls(item.calls), key: makeCall(key), grade: 'key',
      }]);
      const system = item.expected.kind === 'call' ? makeCall(item.expected.call) : '';
      expect(r.value.differences.length).toBe(makeCall(key) === system ? 0 : 1);
    }), { numRuns: 25 });
  });
});

describe('parseSetAnswer, for any input', () => {
  const item = quizItem('R-NEW2', 812);
  it('never throws; what it accepts is canonical and legal in the auction', () => {
    fc.assert(fc.property(fc.oneof(fc.anything(), fc.record({ call: fc.string({ maxLength: 6 }) })), (input) => {
      const r = parseSetAnswer('call', input, item);
      if (!r.ok) return;
      expect('call' in r.value).toBe(true);
      const text = 'call' in r.value ? r.value.call : '';
      expect(legalCalls({ dealer: item.dealer, calls: item.calls }).map(makeCall)).toContain(text);
    }));
  });

  it('every legal call, written in any case, reads back as itself', () => {
    for (const call of legalCalls({ dealer: item.dealer, calls: item.calls })) {
      expect(parseSetAnswer('call', { call: makeCall(call).toLowerCase() }, item)).toEqual({ ok: true, value: { call: makeCall(call) } });
    }
  });

  it('the other kinds never throw on any input', () => {
    fc.assert(fc.property(fc.constantFrom('evaluate', 'legal', 'score') , fc.anything(), (kind, input) => {
      expect(() => parseSetAnswer(kind, input)).not.toThrow();
    }));
  });
});
