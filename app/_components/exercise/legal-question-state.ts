// The "legal or not" question's form state and its changes as plain functions (the component renders them).
// Example: legalQuestionReducer(initialLegalQuestion(), { type: 'check', item }).problem → 'chooseCall' (nothing picked).

import type { AuctionIssueCode } from '@/lib/bridge/auction';
import { makeContract, type Contract } from '@/lib/bridge/contract';
import { SEATS, type Seat } from '@/lib/bridge/types';
import { gradeLegal, isLegalReason, parseLegalChoice, type LegalGrade } from '@/lib/quiz/grade-answer';
import type { QuizItem } from '@/lib/quiz/item-types';

const START: Contract = { level: 1, strain: 'C', risk: '' };

/** What the learner must still choose before the answer is graded (exercises.legal.<problem>). */
export type LegalProblem = 'chooseCall' | 'chooseReason' | 'chooseContract';

export interface LegalQuestionState {
  /** The radio chosen: a call's index as text, 'legal', 'incomplete', or '' before any. */
  readonly choice: string;
  readonly reason: string;
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly passedOut: boolean;
  /** The contract counts as an answer only once the learner has chosen one (the picker starts at 1♣ by North). */
  readonly contractChosen: boolean;
  readonly problem: LegalProblem | null;
  /** Set once, when the answer is checked; the form is then closed. */
  readonly grade: LegalGrade | null;
}

export type LegalQuestionAction =
  | { readonly type: 'choose'; readonly choice: string }
  | { readonly type: 'reason'; readonly reason: string }
  | { readonly type: 'passed-out'; readonly passedOut: boolean }
  | { readonly type: 'contract'; readonly contract: Contract }
  | { readonly type: 'declarer'; readonly declarer: string }
  | { readonly type: 'check'; readonly item: QuizItem };

export function initialLegalQuestion(): LegalQuestionState {
  return { choice: '', reason: '', contract: START, declarer: 'N', passedOut: false, contractChosen: false, problem: null, grade: null };
}

/** The chosen position: a call's index, calls.length for "not ended", null for "legal"; undefined before a choice. */
export function chosenIndex(state: LegalQuestionState, callCount: number): number | null | undefined {
  const picked = state.choice === '' ? null : parseLegalChoice(state.choice, callCount);
  return picked?.ok ? picked.value : undefined;
}

/** The checked answer in the shape a teacher's set stores it: the position, the reason of an illegal call, the contract. */
export function legalSetAnswer(
  state: LegalQuestionState,
  callCount: number,
): { index: number | null; code: string | null; contract: string | null; declarer: Seat | null } {
  const index = chosenIndex(state, callCount) ?? null;
  const callIllegal = index !== null && index < callCount;
  const contract = index === null && !state.passedOut;
  return {
    index,
    code: callIllegal ? state.reason : null,
    contract: contract ? makeContract(state.contract) : null,
    declarer: contract ? state.declarer : null,
  };
}

function check(state: LegalQuestionState, item: QuizItem): LegalQuestionState {
  if (state.grade) return state;
  const picked = state.choice === '' ? null : parseLegalChoice(state.choice, item.calls.length);
  if (!picked?.ok) return { ...state, problem: 'chooseCall' };
  const index = picked.value;
  const callIllegal = index !== null && index < item.calls.length;
  if (callIllegal && !isLegalReason(state.reason)) return { ...state, problem: 'chooseReason' };
  if (index === null && !state.passedOut && !state.contractChosen) return { ...state, problem: 'chooseContract' };
  const grade = gradeLegal(item, {
    index,
    code: callIllegal ? (state.reason as AuctionIssueCode) : null,
    contract: index === null && !state.passedOut ? { ...state.contract, declarer: state.declarer } : null,
  });
  return { ...state, problem: null, grade };
}

export function legalQuestionReducer(state: LegalQuestionState, action: LegalQuestionAction): LegalQuestionState {
  switch (action.type) {
    case 'choose':
      return { ...state, choice: action.choice };
    case 'reason':
      return { ...state, reason: action.reason };
    case 'passed-out':
      return { ...state, passedOut: action.passedOut };
    case 'contract':
      return { ...state, contract: action.contract, contractChosen: true };
    case 'declarer':
      return { ...state, declarer: SEATS.find((s) => s === action.declarer) ?? 'N', contractChosen: true };
    case 'check':
      return check(state, action.item);
  }
}
