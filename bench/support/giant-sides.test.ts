import { describe, expect, it } from 'vitest';
import { contractText, giantSides, hcp, stopOf, stopSummary } from './giant-sides';
import { auction, deal } from './test-auction';

// Board 55 of createDealer(2026): NS 27 HCP (S 14, N 13), EW 13; South deals, all vulnerable.
const BOARD_55 = deal('S:J5.AJ872.AKT32.J KQT743.K96.76.T8 A962.QT4.Q54.KQ5 8.53.J98.A976432');
const STOPPED = auction('S', '1H:O-1 P:D-PASS 2H:R-RAISE2 P:D-PASS P:RB-RAISE-MIN P:X-PASS', { level: 2, strain: 'H', risk: '', declarer: 'S' }, {
  4: { hd: 15, own: 15, shown: 7, total: 22 },
});

describe('giant sides: uncontested sides stopped short, with the rule that stopped them', () => {
  it('counts HCP 4-3-2-1', () => {
    expect(BOARD_55.hands.map(hcp)).toEqual([13, 5, 14, 8]);
  });

  it('a 27-HCP side that stops in 2♥ is a game case, stopped by its pass after the raise', () => {
    const found = giantSides({ board: 55, deal: BOARD_55, dealer: 'S', vul: 'All', result: STOPPED });
    expect(found.gameSides).toBe(1);
    expect(found.slamSides).toBe(0);
    expect(found.cases).toHaveLength(1);
    expect(found.cases[0]).toMatchObject({ side: 'NS', points: 27, kind: 'game', stop: 'RB-RAISE-MIN after R-RAISE2' });
    expect(found.cases[0].why).toContain("S RB-RAISE-MIN, after N's 2H (R-RAISE2)");
    expect(found.cases[0].why).toContain("S's count 15 + partner's shown minimum 7 = 22");
  });

  it('the same side in game is no case; nor is it when the opponents bid', () => {
    const game = auction('S', '1H:O-1 P:D-PASS 4H:R-RAISE4 P:D-PASS P:X-PASS P:X-PASS', { level: 4, strain: 'H', risk: '', declarer: 'S' });
    expect(giantSides({ board: 55, deal: BOARD_55, dealer: 'S', vul: 'All', result: game }).cases).toEqual([]);
    const contested = auction('S', '1H:O-1 2S:D-SUIT 3H:R-RAISE2 P:X-PASS P:RB-RAISE-MIN P:X-PASS', { level: 3, strain: 'H', risk: '', declarer: 'S' });
    const found = giantSides({ board: 55, deal: BOARD_55, dealer: 'S', vul: 'All', result: contested });
    expect(found.gameSides).toBe(1);
    expect(found.cases).toEqual([]);
  });

  it('a side that never bid was passed out: its stop is O-PASS', () => {
    const passed = auction('S', 'P:O-PASS P:O-PASS P:O-PASS P:O-PASS', null);
    expect(stopOf(passed, 0)).toBe('O-PASS (passed out)');
    expect(giantSides({ board: 55, deal: BOARD_55, dealer: 'S', vul: 'All', result: passed }).cases[0]).toMatchObject({ kind: 'game', stop: 'O-PASS (passed out)' });
  });

  it('the stop names the option of the pass when it has one', () => {
    const r = auction('N', '1N:O-1NT P:D-PASS 2N:R1N-2N P:D-PASS P:RBN-2N P:X-PASS', { level: 2, strain: 'N', risk: '', declarer: 'N' }, { 4: { option: 'pass' } });
    expect(stopOf(r, 0)).toBe('RBN-2N (pass) after R1N-2N');
  });

  it('summarises the cases by stop, most frequent first, and prints contracts', () => {
    expect(stopSummary([{ stop: 'B' }, { stop: 'A' }, { stop: 'B' }, { stop: 'C' }])).toEqual(['- B: 2', '- A: 1', '- C: 1']);
    expect(contractText(STOPPED)).toBe('2H S');
    expect(contractText({ contract: { level: 3, strain: 'N', risk: 'X', declarer: 'E' } })).toBe('3NX E');
    expect(contractText({ contract: null })).toBe('passed out');
  });
});
