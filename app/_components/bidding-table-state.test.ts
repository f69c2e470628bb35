import { describe, expect, it } from 'vitest';
import { makeDeal } from '@/lib/bridge/deal';
import { randomDeal } from '@/lib/bridge/random-deal';
import { PBN_LETTERS, seatLetterParams, type SeatLetters } from '@/lib/bridge/seat-letters';
import { messagesFor } from '@/lib/i18n/messages';
import type { TableSetup } from './bidding-query';
import { initialTable, tableReducer, type TableAction, type TableState } from './bidding-table-state';

const DEAL = 'N:AKQ2.KJ3.AT8.Q32 JT9.AQ42.KJ9.AJ5 876.T98.Q765.KT9 543.765.432.8764';
const SETUP: TableSetup = { source: { kind: 'seed', seed: 7 }, dealer: 'N', vul: 'None', board: null, step: 4 };

function run(state: TableState, ...actions: TableAction[]): TableState {
  return actions.reduce(tableReducer, state);
}

describe('the bidding table state', () => {
  it('starts from the address: a seed shows its deal as text, a pasted deal that does not parse its problem', () => {
    expect(initialTable(SETUP)).toEqual({
      setup: SETUP, text: makeDeal(randomDeal(7)), problem: null, letters: PBN_LETTERS, boardText: '', active: null, playing: false,
    });
    const bad = initialTable({ ...SETUP, source: { kind: 'pbn', text: 'N:AKQ' }, board: 3 });
    expect(bad).toMatchObject({ text: 'N:AKQ', boardText: '3' });
    expect(bad.problem).not.toBeNull();
    expect(initialTable({ ...SETUP, source: null }).text).toBe('');
  });

  it('steps stay within the auction and drop the selected call', () => {
    const s = run(initialTable(SETUP), { type: 'select', index: 2 });
    expect(s.active).toBe(2);
    expect(run(s, { type: 'step', to: 9, total: 6 })).toMatchObject({ setup: { step: 6 }, active: null });
    expect(run(s, { type: 'step', to: -1, total: 6 }).setup.step).toBe(0);
  });

  it('a deal sent from the form is written the canonical way and starts again; one that does not parse keeps its text', () => {
    const playing = run(initialTable(SETUP), { type: 'play', total: 8, reducedMotion: false }, { type: 'select', index: 1 });
    const sent = run(playing, { type: 'text', text: DEAL.toLowerCase() }, { type: 'submit' });
    expect(sent).toMatchObject({ text: DEAL, problem: null, active: null, playing: false, setup: { source: { kind: 'pbn', text: DEAL }, step: 0 } });
    const refused = run(sent, { type: 'text', text: 'N:AKQ' }, { type: 'submit' });
    expect(refused).toMatchObject({ text: 'N:AKQ', setup: sent.setup });
    expect(refused.problem).not.toBeNull();
    const random = run(refused, { type: 'random', seed: 99 });
    expect(random).toMatchObject({ text: makeDeal(randomDeal(99)), problem: null, setup: { source: { kind: 'seed', seed: 99 }, step: 0 } });
  });

  it('a board number sets dealer and vulnerability; choosing them clears the board; an empty field drops it', () => {
    const s = run(initialTable(SETUP), { type: 'board', value: '7' });
    expect(s).toMatchObject({ boardText: '7', setup: { dealer: 'S', vul: 'All', board: 7, step: 0 } });
    expect(run(s, { type: 'board', value: '7x' })).toMatchObject({ boardText: '7x', setup: { board: 7 } });
    expect(run(s, { type: 'board', value: ' ' })).toMatchObject({ boardText: ' ', setup: { dealer: 'S', vul: 'All', board: null } });
    expect(run(s, { type: 'seating', dealer: 'E', vul: 'NS' })).toMatchObject({ boardText: '', setup: { dealer: 'E', vul: 'NS', board: null, step: 0 } });
  });

  it('playback: play, a call per tick, stops on the last; pause; with reduced motion every call at once', () => {
    const start = run(initialTable({ ...SETUP, step: 0 }), { type: 'play', total: 3, reducedMotion: false });
    expect(start.playing).toBe(true);
    const one = run(start, { type: 'tick', step: 0, total: 3 });
    expect(one).toMatchObject({ playing: true, setup: { step: 1 } });
    const last = run(one, { type: 'tick', step: 1, total: 3 }, { type: 'tick', step: 2, total: 3 });
    expect(last).toMatchObject({ playing: false, setup: { step: 3 } });
    expect(run(one, { type: 'play', total: 3, reducedMotion: false })).toMatchObject({ playing: false, setup: { step: 1 } });
    expect(run(initialTable(SETUP), { type: 'select', index: 0 }, { type: 'play', total: 9, reducedMotion: true })).toMatchObject({
      playing: false, active: null, setup: { step: 9 },
    });
    expect(run(one, { type: 'restart', patch: {} })).toMatchObject({ playing: false, setup: { step: 0 } });
  });

  it('a BBO hand-viewer link pasted in the deal field: its deal, dealer, vulnerability and board; a link with no deal says why', () => {
    const link = 'https://www.bridgebase.com/tools/handviewer.html?lin=st||pn|Ana,Bojan,Ceca,Dejan|md|2SA87HAT874DAJTCKT,SQT6HK53DKQ32CQJ2,SJ5HQJD754C976543,|sv|e|rh||ah|Board%207|';
    const typed = tableReducer(initialTable(SETUP), { type: 'text', text: link });
    const sent = tableReducer(typed, { type: 'submit' });
    expect(sent.problem).toBeNull();
    expect(sent.setup).toMatchObject({ dealer: 'W', vul: 'EW', board: 7, step: 0, source: { kind: 'pbn' } });
    expect(sent.boardText).toBe('7');
    expect(sent.text.startsWith('N:')).toBe(true);
    const broken = tableReducer(tableReducer(initialTable(SETUP), { type: 'text', text: 'https://www.bridgebase.com/tools/handviewer.html?lin=md|3SAK|' }), { type: 'submit' });
    expect(broken.problem?.code).toBe('lin-bad-deal');
    expect(broken.setup).toEqual(SETUP);
  });

  describe('in the page’s seat letters (B-50)', () => {
    const SR = messagesFor('sr').common.seatLetters as SeatLetters;
    const LV = messagesFor('lv').common.seatLetters as SeatLetters;
    const [north, east, south, west] = DEAL.slice(2).split(' ');

    it('shows the deal with the locale’s first letter; the address keeps PBN’s', () => {
      expect(initialTable(SETUP, SR).text).toBe(`S:${makeDeal(randomDeal(7)).slice(2)}`);
      expect(initialTable(SETUP, LV).text).toBe(`Z:${makeDeal(randomDeal(7)).slice(2)}`);
      // the address is read in PBN's letters: its S: is South, shown as J: (Jug)
      const fromSouth = initialTable({ ...SETUP, source: { kind: 'pbn', text: `S:${south} ${west} ${north} ${east}` } }, SR);
      expect(fromSouth).toMatchObject({ text: `J:${south} ${west} ${north} ${east}`, problem: null });
      const bad = initialTable({ ...SETUP, source: { kind: 'pbn', text: `X:${DEAL.slice(2)}` } }, SR);
      expect(bad).toMatchObject({ text: `X:${DEAL.slice(2)}`, problem: { code: 'unknown-seat-letter', params: { found: 'X:', ...seatLetterParams(SR) } } });
      expect(initialTable({ ...SETUP, source: { kind: 'pbn', text: 'W:AKQ' } }, LV)).toMatchObject({ text: 'R:AKQ', problem: { code: 'wrong-hand-count' } });
    });

    it('reads what is typed with the locale’s letters and sends the deal on in PBN’s', () => {
      const sr = run(initialTable(SETUP, SR), { type: 'text', text: `j:${south} ${west} ${north} ${east}` }, { type: 'submit' });
      expect(sr).toMatchObject({ text: `S:${DEAL.slice(2)}`, problem: null, setup: { source: { kind: 'pbn', text: DEAL } } });
      // an English letter Serbian does not use for another seat is read as English; S is Sever
      expect(run(sr, { type: 'text', text: `W:${west} ${north} ${east} ${south}` }, { type: 'submit' }).setup.source).toEqual({ kind: 'pbn', text: DEAL });
      expect(run(sr, { type: 'text', text: `S:${DEAL.slice(2)}` }, { type: 'submit' }).setup.source).toEqual({ kind: 'pbn', text: DEAL });
      const lv = run(initialTable(SETUP, LV), { type: 'text', text: `D:${south} ${west} ${north} ${east}` }, { type: 'submit' });
      expect(lv).toMatchObject({ text: `Z:${DEAL.slice(2)}`, setup: { source: { kind: 'pbn', text: DEAL } } });
      expect(run(lv, { type: 'text', text: `S:${south} ${west} ${north} ${east}` }, { type: 'submit' }).setup.source).toEqual({ kind: 'pbn', text: DEAL });
      const refused = run(lv, { type: 'text', text: `Q:${DEAL.slice(2)}` }, { type: 'submit' });
      expect(refused).toMatchObject({ text: `Q:${DEAL.slice(2)}`, problem: { code: 'unknown-seat-letter', params: seatLetterParams(LV) }, setup: lv.setup });
      expect(run(lv, { type: 'random', seed: 99 }).text).toBe(`Z:${makeDeal(randomDeal(99)).slice(2)}`);
    });
  });
});
