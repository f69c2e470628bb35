import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parseContract, type Contract } from '../contract';
import { SEATS } from '../types';
import type { RubberDealInput } from './sheet';
import {
  MAX_SHEET_CHARS, MAX_SHEET_DEALS, parseSheetDeals, scoreSheet, SHEET_STORAGE_KEYS, sheetSetAsideOf, writeSheetDeals, type SheetMode,
} from './sheet-storage';

/** The deals parseSheetDeals keeps. */
const readSheetDeals = (mode: SheetMode, text: string | null) => parseSheetDeals(mode, text).deals;
const at = (code: string, deal: number, count = 1) => ({ code, params: { deal, count } });

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
  }, 30_000);

  it('reads nothing from an empty, broken or foreign store, and says it set the whole text aside', () => {
    expect(parseSheetDeals('rubber', null)).toEqual({ deals: [], issues: [] });
    for (const [text, code] of [['', 'not-json'], ['not json', 'not-json'], ['{"c":null}', 'not-a-list'], ['42', 'not-a-list'], ['{"__proto__":[]}', 'not-a-list']] as const) {
      expect(parseSheetDeals('rubber', text)).toEqual({ deals: [], issues: [at(code, 0, 0)] });
    }
    expect(sheetSetAsideOf([at('not-json', 0, 0) as never])).toEqual({ whole: true, deals: 0 });
  });

  it('keeps the deals after one that does not read: [4H, "x", 3N] keeps 4H and 3N (it used to stop at "x")', () => {
    const deals = parseSheetDeals('rubber', '[{"c":"4H","d":"N","t":10},"x",{"c":"3N","d":"E","t":9}]');
    expect(deals).toEqual({
      deals: [{ contract: c('4H'), declarer: 'N', tricks: 10 }, { contract: c('3N'), declarer: 'E', tricks: 9 }],
      issues: [at('bad-deal', 2)],
    });
    expect(sheetSetAsideOf(deals.issues)).toEqual({ whole: false, deals: 1 });
  });

  it('leaves out only the deals that do not score alone, wherever they are', () => {
    const game = '{"c":"3N","d":"N","t":9}';
    const down = '{"c":"4S","d":"E","t":8}';
    expect(parseSheetDeals('rubber', `[${down},{"c":"9N"},{"c":"4S","d":"N"},{"c":4},null,[],${game}]`)).toEqual({
      deals: [{ contract: c('4S'), declarer: 'E', tricks: 8 }, { contract: c('3N'), declarer: 'N', tricks: 9 }],
      issues: [at('bad-deal', 2), at('bad-deal', 3), at('bad-deal', 4), at('bad-deal', 5), at('bad-deal', 6)],
    });
    // Chicago scores no honours ([I-20]): such a deal is left out, the next one kept
    expect(parseSheetDeals('chicago', `[{"c":"4S","d":"N","t":10,"h":{"side":"NS","points":150}},${game}]`).deals).toEqual([{ contract: c('3N'), declarer: 'N', tricks: 9 }]);
  });

  it('leaves out the deals after the rubber or the Chicago was over, and says how many', () => {
    const game = '{"c":"3N","d":"N","t":9}';
    expect(parseSheetDeals('rubber', `[${game},${game},${game},{"c":null}]`)).toMatchObject({ issues: [at('after-end', 3, 2)] });
    expect(readSheetDeals('rubber', `[${game},${game},${game}]`)).toHaveLength(2);
    // a Chicago is four played deals (passed-out ones are redealt)
    expect(parseSheetDeals('chicago', `[{"c":null},${Array(6).fill(game).join(',')}]`)).toMatchObject({ issues: [at('after-end', 6, 2)] });
    expect(readSheetDeals('chicago', `[{"c":null},${Array(6).fill(game).join(',')}]`)).toHaveLength(5);
  });

  it('keeps a deal with a field that does not read or is unknown (a newer release\'s), without that field', () => {
    expect(parseSheetDeals('rubber', '[{"c":"4H","d":"N","t":10,"h":{"side":"NS","points":120}},{"c":"2S","d":"S","t":8,"note":"revoke?"},{"c":null,"d":"N"}]')).toEqual({
      deals: [{ contract: c('4H'), declarer: 'N', tricks: 10 }, { contract: c('2S'), declarer: 'S', tricks: 8 }, { contract: null }],
      issues: [at('bad-field', 1), at('bad-field', 2), at('bad-field', 3)],
    });
    expect(readSheetDeals('rubber', '[{"c":"4H","d":"X","t":"10"}]')).toEqual([]); // no declarer: does not score
  });

  it('never lets a __proto__ key reach a prototype', () => {
    const { deals, issues } = parseSheetDeals('rubber', '[{"__proto__":{"d":"N","t":10},"c":"4H"},{"c":"3N","d":"N","t":9,"__proto__":{"polluted":1}}]');
    expect(deals).toEqual([{ contract: c('3N'), declarer: 'N', tricks: 9 }]);
    expect(issues).toEqual([at('bad-field', 1), at('bad-deal', 1), at('bad-field', 2)]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('does not read a 5 MB value at all: the length is checked first', () => {
    const huge = `[${'{"c":null},'.repeat(500_000)}{"c":null}]`;
    expect(huge.length).toBeGreaterThan(MAX_SHEET_CHARS);
    const parse = vi.spyOn(JSON, 'parse');
    expect(parseSheetDeals('rubber', huge)).toEqual({ deals: [], issues: [at('too-long', 0, 0)] });
    expect(parse).not.toHaveBeenCalled();
    parse.mockRestore();
  });

  it(`keeps at most ${MAX_SHEET_DEALS} deals, and a full sheet still prints below the length it may be read at`, () => {
    const longest = '{"c":"7NXX","d":"N","t":13,"h":{"side":"NS","points":150}}';
    const deals = parseSheetDeals('rubber', `[${Array(MAX_SHEET_DEALS + 20).fill('{"c":null}').join(',')}]`);
    expect(deals.deals).toHaveLength(MAX_SHEET_DEALS);
    expect(deals.issues).toEqual([at('too-many', MAX_SHEET_DEALS + 1, 20)]);
    expect(`[${Array(MAX_SHEET_DEALS).fill(longest).join(',')}]`.length).toBeLessThan(MAX_SHEET_CHARS);
  });

  it('reads 8,000 stored deals: the first MAX_SHEET_DEALS of a rubber, the four of a Chicago, the rest one issue (bench/score.ts times it)', () => {
    const down = '{"c":"3N","d":"N","t":7}';
    const stored = `[${Array(8000).fill(down).join(',')}]`;
    expect(stored.length).toBeLessThan(MAX_SHEET_CHARS);
    for (const mode of MODES) {
      const { deals, issues } = parseSheetDeals(mode, stored);
      expect(deals).toHaveLength(mode === 'rubber' ? MAX_SHEET_DEALS : 4);
      expect(issues).toHaveLength(1);
    }
  });

  it('keeps every deal that scores, in order, whatever junk lies between them', () => {
    const deal: fc.Arbitrary<RubberDealInput> = fc.oneof(
      fc.constant({ contract: null }),
      fc.record({ contract: fc.constantFrom(...['1C', '2DX', '4H', '5CX', '6N'].map(c)), declarer: fc.constantFrom(...SEATS), tricks: fc.integer({ min: 0, max: 13 }) }),
    );
    const junk = fc.oneof(fc.jsonValue(), fc.constant({ c: '8S', d: 'N', t: 8 }), fc.constant({ c: '2H', d: 'N', t: 14 }), fc.constant({ c: '2H', d: 'N' }));
    fc.assert(
      fc.property(fc.constantFrom(...MODES), fc.array(fc.oneof(deal.map((d) => ({ d })), junk.map((j) => ({ j }))), { maxLength: 12 }), (mode, mixed) => {
        const valid = mixed.flatMap((m) => ('d' in m ? [m.d] : []));
        fc.pre(scoreSheet(mode, valid).ok);
        const text = `[${mixed.map((m) => ('d' in m ? writeSheetDeals([m.d]).slice(1, -1) : JSON.stringify(m.j ?? null))).join(',')}]`;
        const parsed = parseSheetDeals(mode, text);
        // junk that happens to be a passed-out deal ({ c: null }) reads as one
        expect(parsed.deals.filter((d) => d.contract !== null)).toEqual(valid.filter((d) => d.contract !== null));
        expect(parseSheetDeals(mode, writeSheetDeals(parsed.deals))).toEqual({ deals: parsed.deals, issues: [] });
      }),
      { numRuns: 400 },
    );
  }, 30_000);
});
