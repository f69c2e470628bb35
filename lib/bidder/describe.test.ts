import { describe, expect, it } from 'vitest';
import { parseCall, parseCalls } from '../bridge/call';
import type { Seat } from '../bridge/types';
import { describeCall, explainAuction } from './advise';
import { NO_MIN } from './explain';
import { shownMinimum } from './shown-minimum';

function shows(auction: string, call: string, dealer: Seat = 'N') {
  const calls = parseCalls(auction);
  const c = parseCall(call);
  if (!calls.ok || !c.ok) throw new Error('bad input');
  return describeCall({ dealer, calls: calls.value }, c.value);
}

describe('describeCall: the rule rows read backwards', () => {
  it('1NT opening: O-1NT, balanced, HD 19–21, 2+ quick tricks', () => {
    expect(shows('', '1N')).toMatchObject({ rule: 'O-1NT', hd: [19, 21], qt: [2, null], balanced: true, shown: 19 });
  });

  it('1♥ opening: O-1, 4+ hearts, HD 13+ (11+ in third seat)', () => {
    expect(shows('', '1H')).toMatchObject({ rule: 'O-1', lengths: { H: [4, null] }, hd: [13, null], named: 'H', shown: 13 });
    expect(shows('P P', '1H')).toMatchObject({ rule: 'O-1', hd: [11, null], shown: 11 });
  });

  it('1♣ is preparatory and forcing; 2♣ is natural clubs', () => {
    expect(shows('', '1C')).toMatchObject({ rule: 'O-1C', hd: [22, null], qt: [3, null], forcing: true });
    expect(shows('', '1C')?.named).toBeUndefined();
    expect(shows('', '2C')).toMatchObject({ rule: 'O-1', named: 'C', lengths: { C: [4, null] } });
  });

  it('answers to 1♥: the raise shows support and HDr 7–12, a new suit is forcing', () => {
    expect(shows('1H P', '2H')).toMatchObject({ rule: 'R-RAISE2', hdr: [7, 12], lengths: { H: [3, null] }, named: 'H', shown: 7 });
    expect(shows('1H P', '1S')).toMatchObject({ rule: 'R-NEW1', hdr: [6, null], lengths: { S: [4, null] }, forcing: true });
    expect(shows('1H P', '2S')).toMatchObject({ rule: 'R-JUMP', hdr: [18, null], forcing: true, shown: 18 });
    expect(shows('1H P', 'P')).toMatchObject({ rule: 'R-PASS', hdr: [NO_MIN, 5] });
  });

  it('4NT: quantitative over partner\'s no-trump, Blackwood once a suit is agreed', () => {
    expect(shows('1N P', '4N')).toMatchObject({ rule: 'R1N-4N', hd: [15, 16] });
    expect(shows('1N P', '4N')?.forcing).toBeUndefined();
    expect(shows('1H P 3H P', '4N')).toMatchObject({ rule: 'BW-ASK', forcing: true });
    expect(shows('1H P 3H P 4N P', '5H')).toMatchObject({ rule: 'BW-ACES', explain: { params: { aces: 2 } } });
  });

  it('a rule\'s options are read together: opener\'s pass of 1NT claims a minimum, not a balanced hand', () => {
    const pass = shows('1H P 1N P', 'P');
    expect(pass).toMatchObject({ rule: 'RB-1NT-MIN', hd: [NO_MIN, 16] });
    expect(pass?.balanced).toBeUndefined();
  });

  it('the defenders: a cue bid, a takeout double', () => {
    expect(shows('1D', '2D')).toMatchObject({ rule: 'D-CUE', hd: [17, null], lengths: { H: [4, null], S: [4, null] }, forcing: true });
    // B-80: with HD 19 or more the double has no shape, so it promises only HD 13+
    expect(shows('1S', 'X')).toMatchObject({ rule: 'D-X', hd: [13, null], forcing: true });
    expect(shows('1S', 'X')!.lengths).toBeUndefined();
    expect(shows('1H 1S P', '2S')).toMatchObject({ rule: 'ADV-SUIT', via: 'R-RAISE2', lengths: { S: [3, null] } });
  });

  it('null for a call the system does not define there, and for an illegal call', () => {
    expect(shows('1H P', 'X')).toBeNull(); // nobody to double; illegal
    expect(shows('1H 1S', 'X')).toBeNull(); // opener's side makes no penalty doubles
    expect(shows('1H P', '1D')).toBeNull(); // insufficient
  });

  it('its explanation names the ranges: "HD 19–21"', () => {
    expect(shows('', '1N')?.explain).toMatchObject({ key: 'rules.O-1NT', params: { hd: '19–21', qt: '2+', call: '1NT' } });
  });
});

describe('explainAuction', () => {
  it('classifies every call from the auction alone', () => {
    const calls = parseCalls('1H P 2H P 3H P 4H P P P');
    if (!calls.ok) throw new Error('bad');
    expect(explainAuction({ dealer: 'S', calls: calls.value }).map((c) => `${c.seat} ${c.meaning?.rule ?? '-'}`)).toEqual([
      'S O-1', 'W D-PASS', 'N R-RAISE2', 'E D-PASS', 'S RB-RAISE-MED', 'W X-PASS', 'N RR-ACCEPT', 'E X-PASS', 'S X-PASS', 'W X-PASS',
    ]);
  });
});

describe('shownMinimum (docs/system.md 5.1)', () => {
  it('gives the table\'s minimums', () => {
    expect([shownMinimum('O-1'), shownMinimum('O-1', { thirdSeat: true }), shownMinimum('O-1NT'), shownMinimum('O-2NT'), shownMinimum('O-3NT')]).toEqual([13, 11, 19, 22, 25]);
    expect([shownMinimum('O-2-7'), shownMinimum('O-1C'), shownMinimum('O-PRE')]).toEqual([21, 22, 0]);
    expect([shownMinimum('RB-NEW-MIN'), shownMinimum('RB-RAISE-MED'), shownMinimum('RB-1NT-MAX')]).toEqual([13, 17, 19]);
    expect([shownMinimum('R-RAISE2'), shownMinimum('R-NEW1'), shownMinimum('R-1NT'), shownMinimum('R-RAISE3'), shownMinimum('R-2NT')]).toEqual([7, 6, 6, 13, 13]);
    expect([shownMinimum('R-NEW2'), shownMinimum('R-RAISE4'), shownMinimum('R-JUMP')]).toEqual([10, 10, 18]);
    expect(shownMinimum('D-SUIT')).toBe(8); // B-72: a five-card suit and two quick tricks, at least A-K and the fifth card
    expect(shownMinimum('D-X')).toBeNull();
  });
});
