import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCall } from '../bridge/call';
import { makeDeal } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import { randomDeal } from '../bridge/random-deal';
import { zodIssue } from './handler';
import type { Issue } from '../result';
import { bidDealRequest, bidRequest } from './bid-request';

const HAND = 'AKQ2.KJ3.AT8.Q32';
const DEAL = 'N:AKQ2.KJ3.AT8.Q32 JT9.AQ42.KJ9.AJ5 876.T98.Q765.KT9 543.765.432.8764';

function failure(schema: typeof bidRequest | typeof bidDealRequest, input: unknown): Issue {
  const parsed = schema.safeParse(input);
  if (parsed.success) throw new Error(`should have failed: ${JSON.stringify(input)}`);
  return zodIssue(parsed.error);
}

describe('bidRequest', () => {
  it('settles the defaults: no auction, nobody vulnerable, English', () => {
    const request = bidRequest.parse({ hand: HAND, dealer: 'n' });
    expect(makeHand(request.hand)).toBe(HAND);
    expect(request).toMatchObject({ auction: { dealer: 'N', calls: [] }, vul: 'None', locale: 'en' });
  });

  it('reads the calls as text or as a list, and the language', () => {
    const fromText = bidRequest.parse({ hand: HAND, dealer: 'E', auction: '1H X XX', vul: 'All', locale: 'LV' });
    const fromList = bidRequest.parse({ hand: HAND, dealer: 'E', auction: ['1H', 'X', 'XX'], vul: 'All', locale: 'lv' });
    expect(fromText.auction.calls.map(makeCall)).toEqual(['1H', 'X', 'XX']);
    expect(fromList).toEqual(fromText);
    expect(fromText.locale).toBe('lv');
  });

  it('takes dealer and vulnerability from a board number; an explicit one wins', () => {
    expect(bidRequest.parse({ hand: HAND, board: 7 })).toMatchObject({ auction: { dealer: 'S' }, vul: 'All' });
    expect(bidRequest.parse({ hand: HAND, board: '7', vul: 'None' })).toMatchObject({ auction: { dealer: 'S' }, vul: 'None' });
    expect(bidRequest.parse({ hand: HAND, board: 7, dealer: 'W' })).toMatchObject({ auction: { dealer: 'W' }, vul: 'All' });
  });

  it.each([
    [{ hand: 'AKQ2.KJ3.AT8.Q3', dealer: 'N' }, 'wrong-card-count', { found: 12 }],
    [{ hand: 'AKQ2.KK3.AT8.Q32', dealer: 'N' }, 'duplicate-card', { suit: 'H', rank: 'K' }],
    [{ hand: 'AKQ2 KJ3 AT8 Q32', dealer: 'N' }, 'wrong-suit-count', { found: 1 }],
    [{ hand: 'AKQ2.KJ3.AT8.Q3Z', dealer: 'N' }, 'unknown-rank', { rank: 'Z' }],
    [{ hand: HAND, dealer: 'Q' }, 'bad-seat', { seat: 'Q' }],
    [{ hand: HAND, dealer: 'N', vul: 'Both sides' }, 'bad-vulnerability', { vul: 'Both sides' }],
    [{ hand: HAND, dealer: 'N', locale: 'de' }, 'bad-locale', { locale: 'de' }],
    [{ hand: HAND, board: 0 }, 'bad-board', { board: '0' }],
    [{ hand: HAND, dealer: 'N', auction: '1S 2Z' }, 'unknown-call', { call: '2Z', index: 1 }],
    [{ hand: HAND, dealer: 'N', auction: '1S 1H' }, 'insufficient', { call: '1H', last: '1S', index: 1 }],
    [{ hand: HAND, dealer: 'N', auction: '1S P X' }, 'double-own-side', { index: 2 }],
    [{ hand: HAND, dealer: 'N', auction: 'XX' }, 'redouble-undoubled', { index: 0 }],
    [{ hand: HAND, dealer: 'N', auction: '1S P P P 2H' }, 'after-end', { index: 4 }],
    [{ hand: HAND, dealer: 'N', auction: '1S P P P' }, 'auction-over', { calls: 4 }],
    [{ hand: HAND, dealer: 'W', auction: 'P P P P' }, 'auction-over', { calls: 4 }],
  ])('%j → %s', (input, code, params) => {
    const found = failure(bidRequest, input);
    expect(found.code).toBe(code);
    expect(found.params).toMatchObject(params);
  });

  it('a missing hand or dealer is a bad request', () => {
    expect(failure(bidRequest, { dealer: 'N' })).toMatchObject({ code: 'bad-request', params: { detail: expect.stringMatching(/^hand/) } });
    expect(failure(bidRequest, { hand: HAND })).toMatchObject({ code: 'bad-request', params: { detail: expect.stringMatching(/dealer/) } });
    expect(failure(bidRequest, 'AKQ2.KJ3.AT8.Q32').code).toBe('bad-request');
  });

  it('the last open moment qualifies: two passes after a bid still leave a call', () => {
    expect(bidRequest.parse({ hand: HAND, dealer: 'N', auction: '1S P P' }).auction.calls).toHaveLength(3);
    expect(bidRequest.parse({ hand: HAND, dealer: 'N', auction: 'P P P' }).auction.calls).toHaveLength(3);
  });
});

describe('bidDealRequest', () => {
  it('reads a deal from any first seat', () => {
    const request = bidDealRequest.parse({ deal: DEAL, dealer: 'S', vul: 'NS', locale: 'sr' });
    expect(makeDeal(request.deal)).toBe(DEAL);
    expect(request).toMatchObject({ dealer: 'S', vul: 'NS', locale: 'sr' });
    const fromEast = 'E:JT9.AQ42.KJ9.AJ5 876.T98.Q765.KT9 543.765.432.8764 AKQ2.KJ3.AT8.Q32';
    expect(makeDeal(bidDealRequest.parse({ deal: fromEast, dealer: 'N' }).deal)).toBe(DEAL);
  });

  it.each([
    [{ deal: DEAL.replace('Q32 ', 'Q3 '), dealer: 'N' }, 'wrong-card-count'],
    [{ deal: DEAL.replace('8764', '876A'), dealer: 'N' }, 'deal-overlap'],
    [{ deal: DEAL.split(' ').slice(0, 3).join(' '), dealer: 'N' }, 'wrong-hand-count'],
    [{ deal: DEAL.slice(2), dealer: 'N' }, 'unknown-seat'],
    [{ deal: DEAL, dealer: 'X' }, 'bad-seat'],
    [{ deal: DEAL, dealer: 'N', vul: 'EN' }, 'bad-vulnerability'],
    [{ deal: DEAL, board: 17, locale: 'ru' }, 'bad-locale'],
    [{ deal: 42, dealer: 'N' }, 'bad-request'],
  ])('%j → %s', (input, code) => {
    expect(failure(bidDealRequest, input).code).toBe(code);
  });

  it('every printed random deal reads back as itself', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const text = makeDeal(randomDeal(seed));
        expect(makeDeal(bidDealRequest.parse({ deal: text, dealer: 'N' }).deal)).toBe(text);
      }),
      { numRuns: 50 },
    );
  });
});
