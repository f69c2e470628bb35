import { describe, expect, it } from 'vitest';
import { scoreSheet } from '@/lib/bridge/scoring/sheet-storage';
import { enteredDeal, sheetReducer, sheetStart, type SheetAction, type SheetState } from './sheet-scorer-state';

function run(actions: readonly SheetAction[], from: SheetState = sheetStart()): SheetState {
  return actions.reduce(sheetReducer, from);
}

describe('sheetReducer', () => {
  it('starts with 4♥ by North making 10, no deals, not yet loaded', () => {
    const s = sheetStart();
    expect(s).toMatchObject({ deals: [], loaded: false, declarer: 'N', tricks: 10, honours: '', passedOut: false, problem: null });
    expect(enteredDeal(s)).toEqual({ contract: { level: 4, strain: 'H', risk: '' }, declarer: 'N', tricks: 10 });
  });

  it('adds the entered deal, scores it on the sheet and clears the honours for the next deal', () => {
    const s = run([{ type: 'loaded', deals: [] }, { type: 'honours', honours: 'NS-150' }, { type: 'add', mode: 'rubber' }]);
    expect(s.loaded).toBe(true);
    expect(s.deals).toEqual([{ contract: { level: 4, strain: 'H', risk: '' }, declarer: 'N', tricks: 10, honours: { side: 'NS', points: 150 } }]);
    expect(s.honours).toBe('');
    const sheet = scoreSheet('rubber', s.deals);
    if (!sheet.ok) throw new Error('the sheet refused a plain game');
    expect(sheet.value.games).toEqual({ NS: 1, EW: 0 }); // 4♥ made: game to NS
    expect(sheet.value.above.NS.map((l) => l.points)).toContain(150); // the honours are on the sheet
  });

  it('enters a passed-out deal as no contract, whatever the form holds', () => {
    const s = run([{ type: 'passedOut', passedOut: true }, { type: 'declarer', declarer: 'W' }, { type: 'add', mode: 'chicago' }]);
    expect(s.deals).toEqual([{ contract: null }]);
  });

  it('refuses a deal the sheet refuses (honours in Chicago), keeping the deals and showing the problem', () => {
    const s = run([{ type: 'honours', honours: 'EW-100' }, { type: 'add', mode: 'chicago' }]);
    expect(s.deals).toEqual([]);
    expect(s.problem?.code).toBe('chicago-honours');
    expect(s.honours).toBe('EW-100'); // the learner's choice stays to be corrected
    const fixed = run([{ type: 'honours', honours: '' }, { type: 'add', mode: 'chicago' }], s);
    expect(fixed.deals).toHaveLength(1);
    expect(fixed.problem).toBeNull();
  });

  it('undoes the last deal and clears the sheet, each clearing the problem', () => {
    const two = run([
      { type: 'contract', contract: { level: 2, strain: 'S', risk: 'X' } }, { type: 'tricks', tricks: 8 }, { type: 'add', mode: 'rubber' },
      { type: 'contract', contract: { level: 3, strain: 'N', risk: '' } }, { type: 'tricks', tricks: 9 }, { type: 'add', mode: 'rubber' },
    ]);
    expect(two.deals.map((d) => d.contract?.level)).toEqual([2, 3]);
    const undone = sheetReducer({ ...two, problem: { code: 'bad-tricks', params: {} } }, { type: 'undo' });
    expect(undone.deals.map((d) => d.contract?.level)).toEqual([2]);
    expect(undone.problem).toBeNull();
    expect(sheetReducer(two, { type: 'clear' }).deals).toEqual([]);
  });

  it('never changes the state it is given', () => {
    const s = sheetStart();
    const copy = structuredClone(s);
    run([{ type: 'add', mode: 'rubber' }, { type: 'undo' }, { type: 'tricks', tricks: 3 }], s);
    expect(s).toEqual(copy);
  });
});
