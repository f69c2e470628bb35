import { describe, expect, it } from 'vitest';
import type { DeclaredContract } from '../contract';
import { contractOutcome, ddsResTable, readDdsPar, readDdsTable, type DdTable } from './double-dummy';

// Tables as DDS 2.9.0 (Debian's libdds0) solved them for two seeded deals (createDealer(2026), boards 2 and 3):
// resTable[strain][hand] flattened, strains S H D C N, hands N E S W.
// Board 2, E:85432.T2.64.AT75 T9.AK65.AK95.K92 AQJ76.Q9.J2.J864 K.J8743.QT873.Q3, DealerPar (E, NS vulnerable) 500 '5S*-EW-3'
const BOARD_2 = [5, 8, 5, 8, 11, 2, 11, 2, 11, 2, 11, 2, 6, 7, 5, 7, 7, 3, 7, 3];
// Board 3, S:KQ62.43.AKT3.Q54 J94.J.Q8642.K632 75.AKQT752.75.A7 AT83.986.J9.JT98, DealerPar (S, EW vulnerable) 990 '6N-S'
const BOARD_3 = [7, 5, 8, 4, 11, 1, 12, 1, 7, 5, 8, 5, 6, 6, 7, 5, 10, 1, 12, 1];

function table(res: readonly number[]): DdTable {
  const read = readDdsTable(res);
  if (!read.ok) throw new Error(`bad test table ${res.join(' ')}`);
  return read.value;
}

const c = (level: 1 | 2 | 3 | 4 | 5 | 6 | 7, strain: DeclaredContract['strain'], declarer: DeclaredContract['declarer'], risk: DeclaredContract['risk'] = ''): DeclaredContract => ({ level, strain, declarer, risk });

describe('readDdsTable: DDS resTable in its order (S H D C N × N E S W)', () => {
  it('reads tricks by strain and declarer', () => {
    const t = table(BOARD_3);
    expect(t.S).toEqual({ N: 7, E: 5, S: 8, W: 4 });
    expect(t.H).toEqual({ N: 11, E: 1, S: 12, W: 1 });
    expect(t.C).toEqual({ N: 6, E: 6, S: 7, W: 5 });
    expect(t.N).toEqual({ N: 10, E: 1, S: 12, W: 1 });
  });

  it('ddsResTable writes it back in DDS order', () => {
    expect(ddsResTable(table(BOARD_2))).toEqual(BOARD_2);
  });

  it('refuses a table of the wrong size or with values that are not whole numbers 0..13', () => {
    expect(readDdsTable(BOARD_2.slice(1))).toMatchObject({ ok: false, error: { code: 'bad-dd-table' } });
    expect(readDdsTable([...BOARD_2, 7])).toMatchObject({ ok: false, error: { code: 'bad-dd-table' } });
    expect(readDdsTable([14, ...BOARD_2.slice(1)])).toMatchObject({ ok: false, error: { code: 'bad-dd-table' } });
    expect(readDdsTable([-1, ...BOARD_2.slice(1)]).ok).toBe(false);
    expect(readDdsTable([1.5, ...BOARD_2.slice(1)]).ok).toBe(false);
  });
});

describe('contractOutcome: the contract played double-dummy by its declarer, scored as duplicate', () => {
  it('a slam that makes: 6♥ by South on board 3 (EW vulnerable) takes 12 tricks, +980 to NS', () => {
    expect(contractOutcome(table(BOARD_3), c(6, 'H', 'S'), 'EW')).toEqual({ tricks: 12, made: true, over: 0, down: 0, ns: 980 });
  });

  it('the declarer matters: 3NT by North takes 10 (+430), by South 12 (+490)', () => {
    expect(contractOutcome(table(BOARD_3), c(3, 'N', 'N'), 'EW')).toMatchObject({ tricks: 10, over: 1, ns: 430 });
    expect(contractOutcome(table(BOARD_3), c(3, 'N', 'S'), 'EW')).toMatchObject({ tricks: 12, over: 3, ns: 490 });
  });

  it('an East-West contract that fails is plus for North-South: 4♠ by East on board 2, NS vulnerable, two down', () => {
    expect(contractOutcome(table(BOARD_2), c(4, 'S', 'E'), 'NS')).toEqual({ tricks: 8, made: false, over: 0, down: 2, ns: 100 });
  });

  it('doubled and vulnerable: 5♠X by West, three down, EW vulnerable → NS +800', () => {
    expect(contractOutcome(table(BOARD_2), c(5, 'S', 'W', 'X'), 'EW')).toMatchObject({ down: 3, ns: 800 });
  });
});

describe("readDdsPar: DDS's DealerPar (score in North-South's view, contracts as DDS writes them)", () => {
  it('a par contract that makes, one with overtricks, and one doubled sacrifice', () => {
    expect(readDdsPar({ score: 990, contracts: ['6N-S'] })).toEqual({ ok: true, value: { ns: 990, contracts: [{ level: 6, strain: 'N', doubled: false, by: 'S', delta: 0 }] } });
    expect(readDdsPar({ score: -140, contracts: ['1S-EW+2', '1H-EW+2'] })).toMatchObject({ ok: true, value: { ns: -140, contracts: [{ level: 1, strain: 'S', by: 'EW', delta: 2 }, { level: 1, strain: 'H', by: 'EW', delta: 2 }] } });
    expect(readDdsPar({ score: 500, contracts: ['5S*-EW-3'] })).toMatchObject({ ok: true, value: { ns: 500, contracts: [{ level: 5, strain: 'S', doubled: true, by: 'EW', delta: -3 }] } });
  });

  it('a pass-out par has score 0 and no contract', () => {
    expect(readDdsPar({ score: 0, contracts: ['pass'] })).toEqual({ ok: true, value: { ns: 0, contracts: [] } });
    expect(readDdsPar({ score: 0, contracts: [] })).toEqual({ ok: true, value: { ns: 0, contracts: [] } });
  });

  it('refuses a score that is no duplicate score, a contract it cannot read, or a score without a contract', () => {
    expect(readDdsPar({ score: 425, contracts: ['4S-NS'] })).toMatchObject({ ok: false, error: { code: 'bad-dd-par' } });
    expect(readDdsPar({ score: 420, contracts: ['4X-NS'] })).toMatchObject({ ok: false, error: { code: 'bad-dd-par', params: { contract: '4X-NS' } } });
    expect(readDdsPar({ score: 420, contracts: [] })).toMatchObject({ ok: false, error: { code: 'bad-dd-par' } });
  });
});
