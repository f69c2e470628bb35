import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCall } from '../bridge/call';
import { makePbnFile } from '../bridge/pbn/file';
import { itemCode } from '../quiz/item-code';
import { quizItem } from '../quiz/item';
import { liveProblems } from './live-problems';
import { liveStep, votesOpen } from './live-state';
import { LIVE_ACTIONS, LIVE_PHASES, type LiveState } from './live-types';
import { pollTally, tallyOf, tallyShares } from './tally';

describe('a live class\'s tally', () => {
  it('counts most votes first, ties in the bidding box\'s order, and marks the system\'s call', () => {
    const tally = tallyOf([{ call: '2H', count: 3 }, { call: 'P', count: 3 }, { call: '1N', count: 5 }, { call: '2H', count: 1 }], '2H');
    expect(tally).toEqual({ total: 12, bars: [{ call: '1N', count: 5, right: false }, { call: '2H', count: 4, right: true }, { call: 'P', count: 3, right: false }] });
    expect(tallyShares(tally)).toEqual([42, 33, 25]);
    expect(tallyOf([], '1C')).toEqual({ total: 0, bars: [] });
  });

  it('a poll shows nothing under five votes, and no count of a call with fewer than five', () => {
    expect(pollTally([{ call: '1H', count: 4 }], '1H')).toEqual({ total: 4, bars: [] });
    const poll = pollTally([{ call: '1H', count: 6 }, { call: '1S', count: 2 }, { call: 'P', count: 5 }], '1S');
    expect(poll.total).toBe(13);
    expect(poll.bars).toEqual([{ call: '1H', count: 6, right: false }, { call: 'P', count: 5, right: false }, { call: '1S', count: null, right: true }]);
    expect(tallyShares(poll)).toEqual([46, 38, null]);
  });

  it('never shows a count under the threshold, whatever the votes', () => {
    const rows = fc.array(fc.record({ call: fc.constantFrom('P', 'X', '1C', '1N', '2S', '7N'), count: fc.integer({ min: 1, max: 40 }) }), { maxLength: 12 });
    fc.assert(fc.property(rows, (r) => {
      const poll = pollTally(r, '1C');
      const all = tallyOf(r, '1C');
      expect(poll.total).toBe(all.total);
      for (const bar of poll.bars) expect(bar.count === null || bar.count >= 5).toBe(true);
      expect(all.bars.reduce((s, b) => s + (b.count ?? 0), 0)).toBe(all.total);
    }));
  });
});

describe('stepping a live class', () => {
  const at = (position: number, phase: LiveState['phase']): LiveState => ({ position, phase });

  it('reveals, answers, goes on and closes after the last problem', () => {
    expect(liveStep(at(0, 'voting'), 'reveal', 0, 2)).toEqual({ ok: true, value: at(0, 'tally') });
    expect(liveStep(at(0, 'tally'), 'answer', 0, 2)).toEqual({ ok: true, value: at(0, 'answer') });
    expect(liveStep(at(0, 'answer'), 'next', 0, 2)).toEqual({ ok: true, value: at(1, 'voting') });
    expect(liveStep(at(1, 'answer'), 'next', 1, 2)).toEqual({ ok: true, value: at(1, 'closed') });
    expect(liveStep(at(1, 'voting'), 'close', 1, 2)).toEqual({ ok: true, value: at(1, 'closed') });
  });

  it('a step pressed on another problem, or after the end, changes nothing', () => {
    expect(liveStep(at(1, 'voting'), 'next', 0, 3)).toMatchObject({ ok: false, error: { code: 'live-moved', params: { position: 2 } } });
    expect(liveStep(at(1, 'closed'), 'reveal', 1, 3)).toMatchObject({ ok: false, error: { code: 'live-closed' } });
  });

  it('votes are open only while the current problem is voting, and a step never goes past the last problem', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 40 }), fc.array(fc.constantFrom(...LIVE_ACTIONS), { maxLength: 120 }), (count, actions) => {
      let state: LiveState = at(0, 'voting');
      for (const action of actions) {
        const next = liveStep(state, action, state.position, count);
        if (!next.ok) { expect(state.phase).toBe('closed'); continue; }
        expect(next.value.position).toBeLessThan(count);
        expect(next.value.position - state.position).toBeLessThanOrEqual(1);
        state = next.value;
      }
      expect(LIVE_PHASES).toContain(state.phase);
      expect(votesOpen(state, state.position)).toBe(state.phase === 'voting');
      expect(votesOpen(state, state.position + 1)).toBe(false);
    }));
  });
});

describe('a live class\'s problems', () => {
  it('drawn on drill kinds: call items, each with the system\'s call explained', () => {
    const made = liveProblems({ source: 'topics', topics: ['rebid', 'open'], count: 4, seed: 11 });
    if (!made.ok) throw new Error(JSON.stringify(made.error));
    expect(made.value).toHaveLength(4);
    for (const p of made.value) {
      expect(p.kind).toBe('call');
      expect(p.explanation.call).toBe(p.expected.kind === 'call' ? makeCall(p.expected.call) : null);
    }
    expect(liveProblems({ source: 'topics', topics: ['rebid', 'open'], count: 4, seed: 11 })).toEqual(made);
  });

  it('a shared quiz hand, a PBN file\'s boards; a source with no bidding question says so', () => {
    const item = quizItem('O-1NT', 5);
    expect(liveProblems({ source: 'item', code: itemCode(item) })).toMatchObject({ ok: true, value: [{ seat: item.seat, explanation: { rule: 'O-1NT' } }] });
    expect(liveProblems({ source: 'item', code: itemCode(quizItem('evaluate', 5)) })).toMatchObject({ ok: false, error: { code: 'live-no-calls' } });
    expect(liveProblems({ source: 'item', code: 'nonsense' })).toMatchObject({ ok: false, error: { code: 'bad-quiz-link' } });
    expect(liveProblems({ source: 'topics', topics: ['evaluate'], count: 3, seed: 1 })).toMatchObject({ ok: false, error: { code: 'live-no-calls' } });
    const pbn = makePbnFile([{ board: 1, deal: item.deal, dealer: 'N', vul: 'None', players: {}, otherTags: [], comments: [] }]);
    const boards = liveProblems({ source: 'pbn', pbn });
    expect(boards).toMatchObject({ ok: true, value: [{ dealer: 'N', calls: [], board: 1 }] });
    expect(liveProblems({ source: 'pbn', pbn: 'nothing here' })).toMatchObject({ ok: false });
    // a BBO hand-viewer link as the hand: asked at its first bid (North passed, East opens)
    const link = 'https://www.bridgebase.com/tools/handviewer.html?lin=pn|a,b,c,d|md|3SAKQJHAKQJDAKQCAK,S2345H2345D234C23,S6789H6789D567C45,|sv|o|mb|p|mb|1C|mb|p|mb|p|mb|p|';
    expect(liveProblems({ source: 'item', code: link })).toMatchObject({ ok: true, value: [{ dealer: 'N', seat: 'E', calls: [{ kind: 'pass' }] }] });
  });
});
