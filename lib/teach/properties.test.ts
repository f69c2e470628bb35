// Property tests of the readers (importPbn on drill positions with any legal key, parseSetAnswer on any input) and of
// grading by what is stored (gradeAnswer with gradedBy, storedGrade, setResults reading the stored grades).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { legalCalls } from '../bridge/auction';
import { makeCall, makeCalls } from '../bridge/call';
import { makeDeal } from '../bridge/deal';
import { makePbnFile } from '../bridge/pbn/file';
import { quizItem } from '../quiz/item';
import { gradeAnswer, parseSetAnswer, storedGrade } from './grade';
import { gradedBy, makeItem } from './made-item';
import { importPbn } from './pbn-import';
import { setResults } from './results';
import type { SetItemSource, StoredAnswer } from './set-types';

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

describe('grading by what is stored, for any drill position, accepted calls and answers', () => {
  it('right exactly for the expected or an accepted call; the stored grade keeps the expected answer; results count stored grades', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e6 }), fc.array(fc.nat(), { maxLength: 3 }), fc.array(fc.nat(), { minLength: 1, maxLength: 6 }), fc.boolean(),
      (seed, acceptedPicks, answerPicks, flip) => {
        const source: SetItemSource = { source: 'topic', topic: 'respond', seed, nearMiss: false };
        const made = makeItem(source, null);
        const { item } = made;
        const calls = legalCalls({ dealer: item.dealer, calls: item.calls }).map(makeCall);
        const accepted = acceptedPicks.map((k) => calls[k % calls.length]);
        const by = gradedBy(made.expected, accepted.map((c) => c.toLowerCase()));
        const answers: StoredAnswer[] = answerPicks.map((k, n) => {
          const answer = { call: calls[k % calls.length] };
          const grade = storedGrade(gradeAnswer(item, by, answer), made.system);
          expect(grade.right).toBe(answer.call === made.expected.call || accepted.includes(answer.call));
          expect(grade.expected).toEqual(made.expected);
          if (grade.right) expect(grade.rule).toBeNull();
          // a stored grade that says otherwise is shown as stored
          const shown = flip ? { ...grade, right: !grade.right } : grade;
          return { id: `a${n}`, student: `s${n}`, setItem: 'i0', position: 0, answer, grade: shown, ms: 1000, at: n };
        });
        const students = answers.map((a, n) => ({ id: a.student, name: `S${n}`, seed: n, joinedAt: n }));
        const results = setResults({ items: [{ kind: item.kind, rule: made.expected.rule }], students, answers });
        expect(results.items[0]).toMatchObject({ answered: answers.length, right: answers.filter((a) => a.grade.right).length });
        expect(results.students.map((s) => s.right)).toEqual(answers.map((a) => (a.grade.right ? 1 : 0)));
      }), { numRuns: 40 });
  });
});
