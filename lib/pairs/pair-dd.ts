// A finished deal played double-dummy (issue 41): the pair's contract and the system's, each by its declarer with the
// tricks the deal's double-dummy table gives, scored for the pair's side, and the IMPs between them (the pair's side
// gains when positive). Made from DDS's table when the solver answers, stored beside the review.
// Example: pairDd(table, deal, 'NS', review) → ok({ pair: { tricks: 10, score: 420 }, system: { tricks: 9, score: 400 }, imps: 1 }).

import { parseContract, type DeclaredContract } from '../bridge/contract';
import { contractOutcome, readDdsTable, type DdsIssue } from '../bridge/scoring/double-dummy';
import { imps } from '../bridge/scoring/imps';
import { SEATS, type Seat } from '../bridge/types';
import { ok, type Result } from '../result';
import type { DdPlayed, PairDd, PairDeal, PairReview, PairSide } from './pair-types';

export type { DdPlayed, PairDd } from './pair-types';

/** '4SX N' as a contract with its declarer; null for 'passed out'. */
export function declaredContract(text: string): DeclaredContract | null {
  const [contract, declarer] = text.split(' ');
  const read = declarer ? parseContract(contract) : null;
  const seat = SEATS.find((s) => s === declarer);
  return read?.ok && seat ? { ...read.value, declarer: seat as Seat } : null;
}

export function pairDd(resTable: readonly number[], deal: PairDeal, side: PairSide, review: Pick<PairReview, 'contract' | 'system'>): Result<PairDd, DdsIssue> {
  const table = readDdsTable(resTable);
  if (!table.ok) return table;
  const played = (text: string): DdPlayed => {
    const contract = declaredContract(text);
    if (contract === null) return { tricks: null, score: 0 };
    const outcome = contractOutcome(table.value, contract, deal.vul);
    return { tricks: outcome.tricks, score: side === 'NS' ? outcome.ns : -outcome.ns };
  };
  const pair = played(review.contract);
  const system = played(review.system.contract);
  return ok({ table: [...resTable], pair, system, imps: imps(pair.score - system.score) });
}
