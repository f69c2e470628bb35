import { describe, expect, it } from 'vitest';
import { reviewAuction, reviewAuctionText } from './auction-review';
import { parseCalls } from './call';
import { makeContract } from './contract';
import type { Seat } from './types';

type Expected = [index: number, code: string][];

function codes(dealer: Seat, text: string): Expected {
  return reviewAuctionText(dealer, text).errors.map((e) => [e.index, e.code]);
}

function contractText(dealer: Seat, text: string): string | null {
  const c = reviewAuctionText(dealer, text).contract;
  return c && `${makeContract(c)} ${c.declarer}`;
}

/**
 * Seed 003 section 11: ten auctions, each to be checked for formal mistakes; the answer key names one
 * mistake per auction. The diagrams are garbled in the text extraction (the ♦ sign is lost, the two
 * diagrams of a row are interleaved line by line); each one is rebuilt from its columns. '-' cells
 * before the dealer are left out: the dealer is given instead.
 */
describe('the Latvian ten-auction drill (seed 003 section 11)', () => {
  it.each([
    // 1. West opens 4♠ and East doubles it: "Kuru E kontrēja? Partneri?" — whom did E double? His partner.
    //    North's later redouble has no double to redouble (E's was void): reported too.
    ['W', '4S P X P P XX P P P', [[2, 'double-own-side'], [5, 'redouble-undoubled']], '4S W'],
    // 2. After 7NT and three passes South adds "an unneeded fourth pass".
    ['S', 'P P 1C 1D 1H 1S 2C 2D 7N P P P P', [[12, 'after-end']], '7N S'],
    // 3. A crazy auction where East doubles every NS bid; at 3♣ West "tries to improve the double": X again.
    [
      'N',
      '1C X P P 1D X 1H X 1N X P P 2C X 2H X 2N X P P 3C X P X 3D X P P 3N X 4H P 5C X XX P P P',
      [[23, 'double-doubled']],
      '5CXX N',
    ],
    // 4. Doubles and redoubles at the one level; at the end the third pass is missing.
    [
      'W',
      'P 1C P P X P P XX P P 1D P P X P P XX P P 1H P P X P P XX P P 1N P P X P P XX P P',
      [[37, 'incomplete']],
      '1NXX W',
    ],
    // 5. Should have ended in the first round with four passes; every later call is after the end.
    //    (Only the start of the tail is legible in the extraction.)
    ['S', 'P P P P 1D 2S X 3S 4S 5S', [[4, 'after-end'], [5, 'after-end'], [6, 'after-end'], [7, 'after-end'],
      [8, 'after-end'], [9, 'after-end']], null],
    // 6. The auction had ended already at 2♦-p-p-p.
    ['E', 'P P 1C 2D P P P 3D P P P', [[7, 'after-end'], [8, 'after-end'], [9, 'after-end'], [10, 'after-end']], '2D N'],
    // 7. West redoubles South's 2NT, which nobody doubled (East's double was of 2♠).
    ['E', 'P P P 1H 1S X XX 2D 2H X XX 2S X 2N XX 3N X P P P', [[14, 'redouble-undoubled']], '3NX S'],
    // 8. "Again an attempt to improve partner's double": East doubles 2♦, West doubles again. The extraction
    //    shows D (double) in West's cell, as in auction 3, hence double-doubled rather than a redouble.
    ['E', 'P P P 2C P 2D P P X P X P P P', [[10, 'double-doubled']], '2DX S'],
    // 9. 5♥ after 5♠: insufficient.
    ['N', 'P P P 1D P 5S P 5H X XX P P P', [[7, 'insufficient']], '5SXX E'],
    // 10. No mistake: 1NT, 2NT … 7NT by turns, then three passes.
    ['N', '1N 2N 3N 4N 5N 6N 7N P P P', [], '7N N'],
  ] as [Seat, string, Expected, string | null][])('dealer %s: %s', (dealer, text, expected, contract) => {
    expect(codes(dealer, text)).toEqual(expected);
    expect(contractText(dealer, text)).toBe(contract);
  });

  it('names the insufficient bid and the bid it had to beat (auction 9)', () => {
    const review = reviewAuctionText('N', 'P P P 1D P 5S P 5H X XX P P P');
    expect(review.errors[0]).toEqual({ index: 7, call: '5H', code: 'insufficient', params: { call: '5H', last: '5S' } });
    expect(review.legal).toBe(false);
    expect(review.complete).toBe(true);
  });

  it('treats an unfinished auction as legal but incomplete (auction 4)', () => {
    const review = reviewAuctionText('W', 'P 1C P P X P P XX P P 1D P P X P P XX P P 1H P P X P P XX P P 1N P P X P P XX P P');
    expect(review.legal).toBe(true);
    expect(review.complete).toBe(false);
    expect(review.errors).toEqual([{ index: 37, call: null, code: 'incomplete', params: {} }]);
  });
});

describe('reviewAuction', () => {
  it('reports nothing for a legal completed auction and returns the calls reviewed', () => {
    const calls = parseCalls('1H P 2H P P P');
    if (!calls.ok) throw new Error('test auction');
    const review = reviewAuction('N', calls.value);
    expect(review).toEqual({
      legal: true,
      complete: true,
      errors: [],
      contract: { level: 2, strain: 'H', risk: '', declarer: 'N' },
      calls: calls.value,
    });
  });

  it('reports an empty auction as incomplete at index 0', () => {
    expect(reviewAuction('E', []).errors).toEqual([{ index: 0, call: null, code: 'incomplete', params: {} }]);
  });

  it('lets an illegal call take its turn without effect: the passes around it are not consecutive', () => {
    // South doubles partner North's 1♥; the passes before and after it do not add up to three.
    expect(codes('N', '1H P X P P')).toEqual([[2, 'double-own-side'], [5, 'incomplete']]);
    expect(codes('N', '1H P X P P P')).toEqual([[2, 'double-own-side']]);
    // four passes at the start must be consecutive too
    expect(codes('N', 'X P P P')).toEqual([[0, 'double-nothing'], [4, 'incomplete']]);
    expect(codes('N', 'X P P P P')).toEqual([[0, 'double-nothing']]);
  });

  it('keeps the contract and its doubling unchanged by an illegal call', () => {
    expect(contractText('N', '1S P 1H P P P')).toBe('1S N');
    expect(codes('N', '1S P 1H P P P')).toEqual([[2, 'insufficient']]);
    expect(contractText('N', '1S X XX XX P P P')).toBe('1SXX N');
  });

  it('reports every call after the end', () => {
    expect(codes('N', 'P P P P P 1C')).toEqual([[4, 'after-end'], [5, 'after-end']]);
  });
});

describe('reviewAuctionText', () => {
  it('reports a token that is not a call as unknown-call at its index, without stopping', () => {
    const review = reviewAuctionText('N', '1H, P; foo - P P');
    expect(review.tokens).toEqual(['1H', 'P', 'foo', 'P', 'P']);
    expect(review.calls[2]).toBeNull();
    expect(review.errors).toEqual([
      { index: 2, call: 'foo', code: 'unknown-call', params: { call: 'foo' } },
      { index: 5, call: null, code: 'incomplete', params: {} },
    ]);
    expect(review.legal).toBe(false);
  });

  it('accepts the input spellings of parseCall (Latvian pas, D, RD, NT, suit signs)', () => {
    const review = reviewAuctionText('N', '1♥ D RD pas pas 2NT pas pas pas');
    expect(review.errors).toEqual([]);
    expect(review.contract).toEqual({ level: 2, strain: 'N', risk: '', declarer: 'E' });
  });
});
