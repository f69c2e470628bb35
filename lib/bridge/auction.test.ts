import { describe, expect, it } from 'vitest';
import {
  checkCall, contractOf, isComplete, isPassedOut, legalCalls, seatToCall, type Auction,
} from './auction';
import { makeCall, makeCalls, parseCall, parseCalls } from './call';
import { makeContract } from './contract';
import type { Seat } from './types';

function auction(dealer: Seat, text: string): Auction {
  const parsed = parseCalls(text);
  if (!parsed.ok) throw new Error(`bad test auction ${text}`);
  return { dealer, calls: parsed.value };
}

function call(text: string) {
  const parsed = parseCall(text);
  if (!parsed.ok) throw new Error(`bad test call ${text}`);
  return parsed.value;
}

describe('checkCall: one vector per rule and code, with boundaries', () => {
  it.each([
    // A-SUFF: higher level, or the same level in a higher strain
    ['N', '1H', '1S', null],
    ['N', '1H', '1N', null],
    ['N', '1H', '2C', null],
    ['N', '1H', '1H', 'insufficient'],
    ['N', '1H', '1D', 'insufficient'],
    ['N', '1N', '2C', null],
    ['N', '2C', '1N', 'insufficient'],
    ['N', '7S', '7N', null],
    ['N', '7N', '7N', 'insufficient'],
    ['N', '', '1C', null],
    // A-X: the last bid by an opponent, not yet doubled or redoubled; passes may follow it
    ['N', '1H', 'X', null],
    ['N', '1H P P', 'X', null],
    ['N', '1H P', 'X', 'double-own-side'],
    ['N', '1H X P', 'X', 'double-doubled'],
    ['N', '1H X XX', 'X', 'double-doubled'],
    ['N', '1H X', 'X', 'double-own-side'], // South: own side's bid (checked before the doubled state)
    ['N', '1H X 1S', 'X', null], // a new bid cancels the double (A-CONTRACT)
    ['N', '', 'X', 'double-nothing'],
    ['N', 'P P', 'X', 'double-nothing'],
    // A-XX: the last non-pass call an opponent's double of one's own side's bid
    ['N', '1H X', 'XX', null],
    ['N', '1H X P P', 'XX', null], // North, after two passes
    ['N', '1H X P', 'XX', 'redouble-own-double'], // West: own partner doubled
    ['N', '1H P P X', 'XX', null], // North redoubles the balancing double
    ['N', '1H', 'XX', 'redouble-undoubled'],
    ['N', '', 'XX', 'redouble-undoubled'],
    ['N', '1H X 1S', 'XX', 'redouble-undoubled'],
    ['N', '1H X XX', 'XX', 'redouble-redoubled'],
    ['N', '1H X XX P', 'XX', 'redouble-redoubled'],
    // A-END: no call after the end
    ['N', 'P P P', 'P', null],
    ['N', 'P P P P', 'P', 'after-end'],
    ['N', 'P P P P', '1C', 'after-end'],
    ['N', '1H P P', 'P', null],
    ['N', '1H P P P', 'X', 'after-end'],
    ['N', '1H X P P', '2C', null],
    ['N', '1H X P P P', '2C', 'after-end'],
  ] as const)('dealer %s, after "%s": %s → %s', (dealer, before, next, code) => {
    const problem = checkCall(auction(dealer, before), call(next));
    expect(problem?.code ?? null).toBe(code);
  });

  it('gives the call and, for an insufficient bid, the last bid as message parameters', () => {
    expect(checkCall(auction('N', '1S P 2H'), call('2D'))).toEqual({
      code: 'insufficient',
      params: { call: '2D', last: '2H' },
    });
    expect(checkCall(auction('N', '1H P'), call('X'))).toEqual({ code: 'double-own-side', params: { call: 'X' } });
  });
});

describe('legalCalls', () => {
  it('offers pass and the 35 bids at the start', () => {
    const calls = legalCalls({ dealer: 'W', calls: [] });
    expect(calls).toHaveLength(36);
    expect(makeCall(calls[0])).toBe('P');
    expect(makeCall(calls[1])).toBe('1C');
    expect(makeCall(calls[35])).toBe('7N');
  });

  it('lists P, X, XX, then bids low to high', () => {
    expect(makeCalls(legalCalls(auction('N', '6N')))).toBe('P X 7C 7D 7H 7S 7N');
    expect(makeCalls(legalCalls(auction('N', '6N X')))).toBe('P XX 7C 7D 7H 7S 7N');
    expect(makeCalls(legalCalls(auction('N', '6N X XX')))).toBe('P 7C 7D 7H 7S 7N');
    expect(makeCalls(legalCalls(auction('N', '7N X XX')))).toBe('P');
    expect(makeCalls(legalCalls(auction('N', '7N P')))).toBe('P');
  });

  it('is empty once the auction has ended', () => {
    expect(legalCalls(auction('N', 'P P P P'))).toEqual([]);
    expect(legalCalls(auction('E', '1C P P P'))).toEqual([]);
  });
});

describe('seatToCall, isComplete, isPassedOut (A-ORDER, A-END)', () => {
  it.each([
    ['N', '', 'N', false, false],
    ['E', '', 'E', false, false],
    ['W', 'P', 'N', false, false],
    ['S', 'P P P', 'E', false, false], // three passes at the start do not end it
    ['S', 'P P P P', null, true, true],
    ['N', 'P P P 1C', 'N', false, false], // West opened in fourth seat,
    ['N', '1C P P', 'W', false, false], // the last case that does not end it
    ['N', '1C P P P', null, true, false],
    ['N', '1C X P P P', null, true, false],
    ['N', '1C X XX P P P', null, true, false],
    ['N', '1C X XX P P', 'E', false, false],
  ] as const)('dealer %s, "%s": %s to call; complete %s; passed out %s', (dealer, text, seat, complete, passedOut) => {
    const a = auction(dealer, text);
    expect(seatToCall(a)).toBe(seat);
    expect(isComplete(a)).toBe(complete);
    expect(isPassedOut(a)).toBe(passedOut);
  });
});

describe('contractOf (A-CONTRACT, A-DECLARER): the worked examples of seed 003 sections 7, 9 and 10', () => {
  it.each([
    // §7: West deals, passes; East opens 1♥ and "must take 8 tricks" in 2♥
    ['W', 'P P 1H 1S 2H P P P', '2H', 'E'],
    // §9 example 1: four passes, the cards are redealt
    ['N', 'P P P P', null, null],
    // §9 example 2: 1♥ by North
    ['N', '1H P P P', '1H', 'N'],
    // §9 example 3: 4♠ for NS; South named spades first (§10: "3. piem. - S")
    ['N', 'P P 1S P 2C P 2D P 4S P P P', '4S', 'S'],
    // §9 example 4: 3♣ doubled, played by EW: East, although North bid clubs first (§10: "4. piem. - E")
    ['N', '1C P 2D P 2S 3C X P P P', '3CX', 'E'],
    // §9 example 5: 3NT redoubled by North, who opened 1NT (§10: "5. piem. - N")
    ['N', '1N P P X P P XX P 2C P 3N P P X XX P P P', '3NXX', 'N'],
    // §10: West bid hearts once, East three times: West plays 4♥
    ['W', '1H 1S 2H P 3C P 3H P 3N P 4H P P P', '4H', 'W'],
    // a new bid cancels the doubles (A-CONTRACT)
    ['N', '1H X XX 1S P P P', '1S', 'W'],
    // the doubled state stays through passes
    ['N', '1H P P X P P P', '1HX', 'N'],
  ] as const)('dealer %s, "%s" → %s by %s', (dealer, text, contract, declarer) => {
    const found = contractOf(auction(dealer, text));
    expect(found && makeContract(found)).toBe(contract);
    expect(found?.declarer ?? null).toBe(declarer);
  });

  it('gives the current contract of an unfinished auction', () => {
    expect(contractOf(auction('N', '1S P 2H X'))).toEqual({ level: 2, strain: 'H', risk: 'X', declarer: 'S' });
    expect(contractOf(auction('N', ''))).toBeNull();
    expect(contractOf(auction('N', 'P P'))).toBeNull();
  });
});

