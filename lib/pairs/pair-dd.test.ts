import { describe, expect, it } from 'vitest';
import { ddsResTable, type DdTable } from '../bridge/scoring/double-dummy';
import { declaredContract, pairDd } from './pair-dd';
import type { PairDeal } from './pair-types';

const DEAL: PairDeal = { deal: 'N:AKQ2.KJ3.AT8.Q32 JT9.Q87.KQ2.KJT9 876.AT92.J93.A87 543.654.7654.654', dealer: 'N', vul: 'None', board: 1 };
/** North–South take 10 tricks in spades and 9 in no-trump, by either of them; East–West the rest. */
const TABLE: DdTable = {
  S: { N: 10, E: 3, S: 10, W: 3 }, H: { N: 8, E: 5, S: 8, W: 5 }, D: { N: 7, E: 6, S: 7, W: 6 },
  C: { N: 7, E: 6, S: 7, W: 6 }, N: { N: 9, E: 4, S: 9, W: 4 },
};

describe('a finished deal played double-dummy', () => {
  it('scores both contracts for the pair\'s side and gives the IMPs between them', () => {
    const dd = pairDd(ddsResTable(TABLE), DEAL, 'NS', { contract: '4S N', system: { calls: [], contract: '3N S' } });
    expect(dd).toEqual({ ok: true, value: { table: ddsResTable(TABLE), pair: { tricks: 10, score: 420 }, system: { tricks: 9, score: 400 }, imps: 1 } });
    // the pair's side is East–West: their scores are the other way round
    const ew = pairDd(ddsResTable(TABLE), DEAL, 'EW', { contract: '4S N', system: { calls: [], contract: '2HX E' } });
    expect(ew.ok && ew.value).toMatchObject({ pair: { tricks: 10, score: -420 }, system: { tricks: 5, score: -500 }, imps: 2 });
  });

  it('scores a passed-out deal as 0, and refuses a table that is not one', () => {
    const dd = pairDd(ddsResTable(TABLE), DEAL, 'NS', { contract: 'passed out', system: { calls: [], contract: '4S N' } });
    expect(dd.ok && dd.value).toMatchObject({ pair: { tricks: null, score: 0 }, system: { tricks: 10, score: 420 }, imps: -9 });
    expect(pairDd([1, 2, 3], DEAL, 'NS', { contract: '4S N', system: { calls: [], contract: '4S N' } }).ok).toBe(false);
  });

  it('reads a review\'s contract text', () => {
    expect(declaredContract('4SX N')).toEqual({ level: 4, strain: 'S', risk: 'X', declarer: 'N' });
    expect(declaredContract('passed out')).toBeNull();
    expect(declaredContract('4S Q')).toBeNull();
  });
});
