// "Score it" items (docs/system.md section 9): the contract the bidder reaches on a seeded deal, a result and the
// vulnerability, with its duplicate score. Example: scoreItem(2, pick).expected → { contract: 4♥, tricks: 11, score: 450 }.

import { contractOf, isComplete } from '../bridge/auction';
import { createDealer } from '../bridge/random-deal';
import { scoreContract } from '../bridge/scoring/duplicate';
import { SEATS, VULNERABILITIES, type Call, type Deal, type Seat, type Vulnerability } from '../bridge/types';
import { bidDeal } from '../bidder';
import type { QuizItem } from './item';
import type { Picker } from './seeded';

/** Deals tried before every one was passed out: a pass-out of 32 deals in a row does not happen (≈ 10^-30). */
const DEALS = 32;

export function scoreItem(seed: number, pick: Picker): QuizItem {
  for (let n = 0; n < DEALS; n++) {
    const deal = createDealer(pick.below(0x4000_0000)).next();
    const dealer = SEATS[pick.below(4)];
    const vul = VULNERABILITIES[pick.below(4)];
    const calls: Call[] = bidDeal(deal, dealer, vul).calls.map((c) => c.call);
    const contract = contractOf({ dealer, calls });
    if (!contract) continue;
    // a result around the contract: from three down to the overtricks the level leaves
    const low = Math.max(0, 6 + contract.level - 3);
    return scoreItemOn(seed, deal, dealer, vul, calls, low + pick.below(13 - low + 1))!;
  }
  throw new Error(`every one of ${DEALS} deals was passed out`);
}

/** The score item of a finished auction and a result; null when the auction is not complete with a contract. */
export function scoreItemOn(seed: number, deal: Deal, dealer: Seat, vul: Vulnerability, calls: readonly Call[], tricks: number): QuizItem | null {
  const contract = isComplete({ dealer, calls }) ? contractOf({ dealer, calls }) : null;
  if (!contract) return null;
  const side = SEATS.indexOf(contract.declarer) & 1;
  const vulnerable = vul === 'All' || (vul === 'NS' && side === 0) || (vul === 'EW' && side === 1);
  const { declarerScore } = scoreContract({ contract, tricks, vulnerable });
  return {
    topic: 'score', seed, rule: null, kind: 'score', nearMiss: false,
    deal, dealer, vul, calls, seat: contract.declarer,
    expected: {
      kind: 'score',
      contract: { level: contract.level, strain: contract.strain, risk: contract.risk },
      declarer: contract.declarer, tricks, vulnerable, score: declarerScore,
    },
  };
}
