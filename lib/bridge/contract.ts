// Contracts: parse/print pair for '3NXX', '4SX', '2H' (level, strain, doubled state).
// Example: parseContract('4SX') → { level: 4, strain: 'S', risk: 'X' }; makeContract(...) → '4SX'.

import { err, issue, ok, type Issue, type Result } from '../result';
import { parseStrain } from './notation';
import type { Level, Seat, Strain } from './types';

export const RISKS = ['', 'X', 'XX'] as const;
export type Risk = (typeof RISKS)[number];

export interface Contract {
  readonly level: Level;
  readonly strain: Strain;
  readonly risk: Risk;
}

/** A contract with the player who plays it (A-DECLARER). */
export interface DeclaredContract extends Contract {
  readonly declarer: Seat;
}

export type ContractIssue = Issue<'bad-contract'>;

export function parseContract(text: string): Result<Contract, ContractIssue> {
  const m = /^\s*([1-7])\s*(NT|N|C|D|H|S|♣|♦|♥|♠)\s*(XX|X|R|D)?\s*$/i.exec(text);
  if (!m) return err(issue('bad-contract', { contract: text.trim() }));
  const strain = parseStrain(m[2]);
  if (!strain.ok) return err(issue('bad-contract', { contract: text.trim() }));
  const r = (m[3] ?? '').toUpperCase();
  const risk: Risk = r === 'XX' || r === 'R' ? 'XX' : r === 'X' || r === 'D' ? 'X' : '';
  return ok({ level: Number(m[1]) as Level, strain: strain.value, risk });
}

/** Inverse of parseContract: '3NXX'. */
export function makeContract(contract: Contract): string {
  return `${contract.level}${contract.strain}${contract.risk}`;
}

/** Tricks declarer needs to make the contract: six (the book) plus the level. Example: tricksNeeded(4♠) === 10. */
export function tricksNeeded(contract: Pick<Contract, 'level'>): number {
  return 6 + contract.level;
}

/** How a contract went with `tricks` taken by declarer: made or not, overtricks, undertricks (one of them is 0). */
export interface ContractResult {
  readonly made: boolean;
  readonly over: number;
  readonly down: number;
}

/** Example: resultOf(4♠, 11) → { made: true, over: 1, down: 0 }; resultOf(3NT, 7) → { made: false, over: 0, down: 2 }. */
export function resultOf(contract: Pick<Contract, 'level'>, tricks: number): ContractResult {
  const need = tricksNeeded(contract);
  return { made: tricks >= need, over: Math.max(0, tricks - need), down: Math.max(0, need - tricks) };
}
