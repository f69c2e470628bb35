// Reading a double-dummy solver's results (DDS, Bo Haglund and Soren Hein's solver, as the benches call it): the table
// of tricks by strain and declarer, the duplicate score of a contract played double-dummy, and DDS's par score.
// The solver itself runs outside lib/ (bench/support/dds.ts); what it returns is read and checked here.
// Example: const t = readDdsTable(resTable); t.ok && contractOutcome(t.value, { level: 4, strain: 'S', risk: '', declarer: 'N' }, 'None')
//          → { tricks: 11, over: 1, down: 0, made: true, ns: 450 }.

import { err, issue, ok, type Issue, type Result } from '../../result';
import { resultOf, type DeclaredContract } from '../contract';
import { SEATS, type Seat, type Strain, type Vulnerability } from '../types';
import { scoreDuplicate } from './duplicate';

/** Tricks declarer takes double-dummy, by strain and declarer. */
export type DdTable = Readonly<Record<Strain, Readonly<Record<Seat, number>>>>;

/** DDS's order of strains in resTable[strain][hand]: spades, hearts, diamonds, clubs, no trumps; hands N, E, S, W. */
export const DDS_STRAINS: readonly Strain[] = ['S', 'H', 'D', 'C', 'N'];
/** DDS's dealer numbers (DealerPar's `dealer`). */
export const DDS_DEALER: Readonly<Record<Seat, number>> = { N: 0, E: 1, S: 2, W: 3 };
/** DDS's vulnerability numbers (DealerPar's `vulnerable`): 0 none, 1 both, 2 NS only, 3 EW only. */
export const DDS_VUL: Readonly<Record<Vulnerability, number>> = { None: 0, All: 1, NS: 2, EW: 3 };

export type DdsIssue = Issue<'bad-dd-table' | 'bad-dd-par'>;

/**
 * DDS's resTable (5 strains × 4 hands, flattened in its order) as a DdTable; wrong when it has not 20 whole numbers 0..13.
 * (A declarer and the next hand need not take 13 between them: the opening lead changes sides with the declarer.)
 */
export function readDdsTable(resTable: readonly number[]): Result<DdTable, DdsIssue> {
  if (resTable.length !== 20 || resTable.some((n) => !Number.isInteger(n) || n < 0 || n > 13)) {
    return err(issue('bad-dd-table', { values: resTable.join(' ') }));
  }
  const table = {} as Record<Strain, Record<Seat, number>>;
  for (const [s, strain] of DDS_STRAINS.entries()) {
    const row = {} as Record<Seat, number>;
    for (const [h, seat] of SEATS.entries()) row[seat] = resTable[s * 4 + h];
    table[strain] = row;
  }
  return ok(table);
}

/** DdTable back in DDS's flattened resTable order (what DealerPar reads). */
export function ddsResTable(table: DdTable): number[] {
  return DDS_STRAINS.flatMap((strain) => SEATS.map((seat) => table[strain][seat]));
}

export interface DdOutcome {
  /** Tricks declarer takes double-dummy. */
  readonly tricks: number;
  readonly made: boolean;
  readonly over: number;
  readonly down: number;
  /** North-South's duplicate score (negative when East-West score). */
  readonly ns: number;
}

/** The contract played double-dummy by its declarer: tricks, result and duplicate score (scoreDuplicate). */
export function contractOutcome(table: DdTable, contract: DeclaredContract, vul: Vulnerability): DdOutcome {
  const tricks = table[contract.strain][contract.declarer];
  const { made, over, down } = resultOf(contract, tricks);
  const { ns } = scoreDuplicate({ contract, declarer: contract.declarer, tricks, vul });
  return { tricks, made, over, down, ns };
}

/** DDS's DealerPar as it returns it: the par score in North-South's view, the par contracts as DDS writes them. */
export interface DdsPar {
  readonly score: number;
  readonly contracts: readonly string[];
}

/** A par contract read from DDS's text: '4S-NS', '4S*-EW-1' (a doubled sacrifice, one down), '3N-N+1', 'pass'. */
export interface ParContract {
  readonly level: number;
  readonly strain: Strain;
  readonly doubled: boolean;
  /** The seats that may declare it: 'NS', 'EW' or one seat. */
  readonly by: string;
  /** Tricks over (positive) or under (negative) the contract; 0 when it just makes. */
  readonly delta: number;
}

export interface Par {
  /** North-South's par score: DealerPar's score, which DDS gives in North-South's view whoever deals. */
  readonly ns: number;
  /** The par contracts; empty when par is a pass-out (score 0). */
  readonly contracts: readonly ParContract[];
}

const PAR_CONTRACT = /^([1-7])([SHDCN])(\*?)-(NS|EW|[NESW]+)([+-][0-9]+)?$/;
const DDS_STRAIN_LETTER: Readonly<Record<string, Strain>> = { S: 'S', H: 'H', D: 'D', C: 'C', N: 'N' };

/**
 * DDS's DealerPar result read and checked: a score that is a multiple of 10, and contracts that read (none, or
 * 'pass', when the score is 0). Example: readDdsPar({ score: -620, contracts: ['4S-EW'] })
 * → { ns: -620, contracts: [{ level: 4, strain: 'S', doubled: false, by: 'EW', delta: 0 }] }.
 */
export function readDdsPar(par: DdsPar): Result<Par, DdsIssue> {
  if (!Number.isInteger(par.score) || par.score % 10 !== 0) return err(issue('bad-dd-par', { score: par.score }));
  const contracts: ParContract[] = [];
  for (const text of par.contracts) {
    const t = text.trim();
    if (/^pass$/i.test(t) && par.score === 0) continue;
    const m = PAR_CONTRACT.exec(t);
    if (!m) return err(issue('bad-dd-par', { contract: text }));
    contracts.push({ level: Number(m[1]), strain: DDS_STRAIN_LETTER[m[2]], doubled: m[3] === '*', by: m[4], delta: Number(m[5] ?? 0) });
  }
  if (contracts.length === 0 && par.score !== 0) return err(issue('bad-dd-par', { score: par.score }));
  return ok({ ns: par.score, contracts });
}
