import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEATS, VULNERABILITIES } from '@/lib/bridge/types';
import { MAX_DEAL_TEXT, parseBoard, queryOf, setupFromQuery, type TableSetup } from './bidding-query';

const DEAL = 'N:AKQ2.KJ3.AT8.Q32 JT9.AQ42.KJ9.AJ5 876.T98.Q765.KT9 543.765.432.8764';

/** The address a setup writes, read back as the browser would give it to the page. */
function roundTrip(setup: TableSetup): TableSetup {
  const query = Object.fromEntries(Object.entries(queryOf(setup)).filter(([, v]) => v !== null)) as Record<string, string>;
  return setupFromQuery(Object.fromEntries(new URLSearchParams(new URLSearchParams(query).toString())));
}

describe('the table address', () => {
  it('reads a seed, dealer, vulnerability and step', () => {
    expect(setupFromQuery({ seed: '42', dealer: 'e', vul: 'ns', step: '3' })).toEqual({
      source: { kind: 'seed', seed: 42 }, dealer: 'E', vul: 'NS', board: null, step: 3,
    });
  });

  it('a pasted deal wins over a seed and is kept as written, even when it does not parse', () => {
    expect(setupFromQuery({ deal: DEAL, seed: '1' }).source).toEqual({ kind: 'pbn', text: DEAL });
    expect(setupFromQuery({ deal: 'N:AKQ' }).source).toEqual({ kind: 'pbn', text: 'N:AKQ' });
    expect((setupFromQuery({ deal: 'x'.repeat(500) }).source as { text: string }).text).toHaveLength(MAX_DEAL_TEXT);
  });

  it('a board sets dealer and vulnerability; an explicit different one cancels the board', () => {
    expect(setupFromQuery({ seed: '1', board: '7' })).toMatchObject({ dealer: 'S', vul: 'All', board: 7 });
    expect(setupFromQuery({ seed: '1', board: '7', dealer: 'S' })).toMatchObject({ dealer: 'S', vul: 'All', board: 7 });
    expect(setupFromQuery({ seed: '1', board: '7', vul: 'None' })).toMatchObject({ dealer: 'S', vul: 'None', board: null });
  });

  it('anything unreadable falls back instead of failing', () => {
    expect(setupFromQuery({ seed: '-4', dealer: 'Q', vul: 'maybe', board: '0', step: 'x' })).toEqual({
      source: null, dealer: 'N', vul: 'None', board: null, step: 0,
    });
    expect(setupFromQuery({ seed: ['12', '13'], step: ['2'] })).toMatchObject({ source: { kind: 'seed', seed: 12 }, step: 2 });
    expect(setupFromQuery({ seed: '4294967296' }).source).toBeNull();
    expect(setupFromQuery({ seed: '4294967295' }).source).toEqual({ kind: 'seed', seed: 4294967295 });
  });

  it('board numbers: 1 is the first, 0 and 1000000 are refused', () => {
    expect([parseBoard('1'), parseBoard('999999'), parseBoard('0'), parseBoard('1000000'), parseBoard('3a')]).toEqual([1, 999999, null, null, null]);
  });

  it('every setup survives the trip through the address', () => {
    const setup = fc.record({
      source: fc.oneof(
        fc.constant(null),
        fc.record({ kind: fc.constant('seed' as const), seed: fc.integer({ min: 0, max: 0xffffffff }) }),
        fc.record({ kind: fc.constant('pbn' as const), text: fc.constant(DEAL) }),
      ),
      dealer: fc.constantFrom(...SEATS),
      vul: fc.constantFrom(...VULNERABILITIES),
      board: fc.constant(null),
      step: fc.integer({ min: 0, max: 60 }),
    });
    fc.assert(fc.property(setup, (s) => {
      expect(roundTrip(s)).toEqual(s);
    }));
    expect(roundTrip({ source: { kind: 'seed', seed: 5 }, dealer: 'W', vul: 'All', board: 4, step: 0 })).toMatchObject({ board: 4, dealer: 'W', vul: 'All' });
  });
});
