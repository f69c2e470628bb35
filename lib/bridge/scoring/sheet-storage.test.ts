import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseContract, type Contract } from '../contract';
import { SEATS } from '../types';
import type { RubberDealInput } from './sheet';
import { readSheetDeals, scoreSheet, SHEET_STORAGE_KEYS, writeSheetDeals, type SheetMode } from './sheet-storage';

function c(text: string): Contract {
  const parsed = parseContract(text);
  if (!parsed.ok) throw new Error(`bad test contract ${text}`);
  return parsed.value;
}

const MODES: readonly SheetMode[] = ['rubber', 'chicago'];

describe('sheet storage', () => {
  it('keeps the keys the site has stored under since v1', () => {
    expect(SHEET_STORAGE_KEYS).toEqual({ rubber: 'bridge-tutor:rubber:v1', chicago: 'bridge-tutor:chicago:v1' });
  });

  it('round-trips the rubber\'s honours of 150 and of 100, for either side (Chicago scores none, [I-20])', () => {
    const deals: RubberDealInput[] = [
      { contract: c('4S'), declarer: 'N', tricks: 10, honours: { side: 'NS', points: 150 } },
      { contract: c('3N'), declarer: 'W', tricks: 9, honours: { side: 'EW', points: 150 } },
      { contract: c('2HX'), declarer: 'E', tricks: 6, honours: { side: 'NS', points: 100 } },
    ];
    expect(readSheetDeals('rubber', writeSheetDeals(deals))).toEqual(deals);
  });

  it('writes the contract as text and the rest as entered', () => {
    expect(writeSheetDeals([{ contract: null }, { contract: c('4HX'), declarer: 'S', tricks: 9, honours: { side: 'EW', points: 150 } }])).toBe(
      '[{"c":null},{"c":"4HX","d":"S","t":9,"h":{"side":"EW","points":150}}]',
    );
  });

  it('reads back every sequence of deals that scores, passed-out ones included', () => {
    const deal: fc.Arbitrary<RubberDealInput> = fc.oneof(
      fc.constant({ contract: null }),
      fc.record({
        contract: fc.constantFrom(...['1C', '2DX', '3N', '4H', '4SXX', '6N', '7C'].map(c)),
        declarer: fc.constantFrom(...SEATS),
        tricks: fc.integer({ min: 0, max: 13 }),
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...MODES), fc.array(deal, { maxLength: 8 }), (mode, deals) => {
        fc.pre(scoreSheet(mode, deals).ok);
        expect(readSheetDeals(mode, writeSheetDeals(deals))).toEqual(deals);
      }),
      { numRuns: 300 },
    );
  });

  it('reads nothing from an empty, broken or foreign store', () => {
    for (const text of [null, '', 'not json', '{"c":null}', '42']) expect(readSheetDeals('rubber', text)).toEqual([]);
  });

  it('cuts before the first deal that does not read or no longer scores', () => {
    const game = '{"c":"3N","d":"N","t":9}';
    expect(readSheetDeals('rubber', `[${game},{"c":"9N"},${game}]`)).toHaveLength(1);
    expect(readSheetDeals('rubber', `[${game},{"c":"4S","d":"N"},${game}]`)).toHaveLength(1); // no tricks: does not score
    // a Chicago is four played deals (passed-out ones are redealt): a fifth is cut, and so are honours
    expect(readSheetDeals('chicago', `[{"c":null},${Array(5).fill(game).join(',')}]`)).toHaveLength(5);
    expect(readSheetDeals('chicago', `[${game},{"c":"4S","d":"N","t":10,"h":{"side":"NS","points":150}}]`)).toHaveLength(1);
  });

  it('leaves out honours, a declarer or tricks that do not read', () => {
    expect(readSheetDeals('rubber', '[{"c":"4H","d":"N","t":10,"h":{"side":"NS","points":120}}]')).toEqual([
      { contract: c('4H'), declarer: 'N', tricks: 10 },
    ]);
    expect(readSheetDeals('rubber', '[{"c":"4H","d":"X","t":"10"}]')).toEqual([]); // no declarer: does not score
  });
});
