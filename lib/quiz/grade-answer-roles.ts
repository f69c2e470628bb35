// Grading a "who plays it" item (docs/system.md section 2, A-CONTRACT and A-DECLARER): the contract, the declarer,
// the opening leader and dummy, each part right or wrong with what the feedback needs to teach it — the call in which
// the declarer first named the strain, and whether a wrong leader or dummy was the rule applied to a wrong declarer.
// Example: gradeRoles(item, { contract: 4♥, declarer: 'S', leader: 'W', dummy: 'N' }).right === true.

import type { Contract, DeclaredContract } from '../bridge/contract';
import { partnerOf, seatAfter, type Call, type Seat } from '../bridge/types';
import type { Expected, QuizItem } from './item-types';
import { lastBidder, namingCall } from './roles-item';

export interface RolesAnswer {
  /** The contract without its declarer; null for "passed out" (never right: a roles item always has a contract). */
  readonly contract: Contract | null;
  readonly declarer: Seat | null;
  readonly leader: Seat | null;
  readonly dummy: Seat | null;
}

export const ROLES_PARTS = ['contract', 'declarer', 'leader', 'dummy'] as const;
export type RolesPart = (typeof ROLES_PARTS)[number];

export type RolesPartGrade =
  | { readonly part: 'contract'; readonly right: boolean; readonly expected: DeclaredContract }
  | {
      readonly part: 'declarer';
      readonly right: boolean;
      readonly expected: Seat;
      /** The index in the item's calls of the declarer's first bid in the contract's strain. */
      readonly named: number;
      /** The seat of the last bid, when it is not the declarer's (the usual mistake: "the last bidder plays it"). */
      readonly lastBidder: Seat | null;
    }
  | {
      readonly part: 'leader' | 'dummy';
      readonly right: boolean;
      readonly expected: Seat;
      /** A wrong answer that is the rule applied to the learner's own (wrong) declarer. */
      readonly followsGiven: boolean;
    };

export interface RolesGrade {
  readonly right: boolean;
  readonly parts: readonly RolesPartGrade[];
}

function sameContract(given: Contract | null, expected: Contract): boolean {
  return given !== null && given.level === expected.level && given.strain === expected.strain && given.risk === expected.risk;
}

export function gradeRoles(item: QuizItem, answer: RolesAnswer): RolesGrade {
  const e = item.expected;
  if (e.kind !== 'roles') throw new Error(`not a roles item: ${item.kind}`);
  return gradeRolesOn(item.dealer, item.calls, e, answer);
}

/** The grade against an expected answer as stored (a set's review shows a stored answer's parts with it). */
export function gradeRolesOn(
  dealer: Seat, calls: readonly Call[], e: Pick<Extract<Expected, { kind: 'roles' }>, 'contract' | 'leader' | 'dummy'>, answer: RolesAnswer,
): RolesGrade {
  const declarer = e.contract.declarer;
  const last = lastBidder(dealer, calls);
  const given = answer.declarer;
  const wrongDeclarer = given !== null && given !== declarer;
  const parts: RolesPartGrade[] = [
    { part: 'contract', right: sameContract(answer.contract, e.contract), expected: e.contract },
    {
      part: 'declarer', right: given === declarer, expected: declarer,
      named: namingCall(dealer, calls, e.contract), lastBidder: last === declarer ? null : last,
    },
    {
      part: 'leader', right: answer.leader === e.leader, expected: e.leader,
      followsGiven: wrongDeclarer && answer.leader === seatAfter(given),
    },
    {
      part: 'dummy', right: answer.dummy === e.dummy, expected: e.dummy,
      followsGiven: wrongDeclarer && answer.dummy === partnerOf(given),
    },
  ];
  return { right: parts.every((p) => p.right), parts };
}
