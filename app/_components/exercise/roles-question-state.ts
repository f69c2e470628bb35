// The "who plays it" question's form state and its changes as plain functions (the component renders them): the
// contract from the picker (nothing chosen at first, so the form suggests no answer), then a seat for each of
// declarer, opening leader and dummy. Example: rolesQuestionReducer(initialRolesQuestion(), { type: 'check', item })
// .problem → 'chooseContract'.

import { makeContract } from '@/lib/bridge/contract';
import { SEATS, type Seat } from '@/lib/bridge/types';
import { gradeRoles, type RolesGrade } from '@/lib/quiz/grade-answer';
import type { QuizItem } from '@/lib/quiz/item-types';
import { chosenContract, NO_CONTRACT_CHOSEN, type ContractChoice } from '../contract-choice';

/** The seats the question asks, in the order the form asks them. */
export const ROLE_SEATS = ['declarer', 'leader', 'dummy'] as const;
export type RoleSeat = (typeof ROLE_SEATS)[number];

/** What the learner must still choose before the answer is graded (exercises.roles.<problem>). */
export type RolesProblem = 'chooseContract' | 'chooseSeats';

export interface RolesQuestionState {
  readonly contract: ContractChoice;
  readonly seats: Readonly<Record<RoleSeat, Seat | null>>;
  readonly problem: RolesProblem | null;
  /** Set once, when the answer is checked; the form is then closed. */
  readonly grade: RolesGrade | null;
}

export type RolesQuestionAction =
  | { readonly type: 'contract'; readonly contract: ContractChoice }
  | { readonly type: 'seat'; readonly role: RoleSeat; readonly seat: string }
  | { readonly type: 'check'; readonly item: QuizItem };

export function initialRolesQuestion(): RolesQuestionState {
  return { contract: NO_CONTRACT_CHOSEN, seats: { declarer: null, leader: null, dummy: null }, problem: null, grade: null };
}

/** An answer in the shape a teacher's set stores it: the contract ('4HX', null until chosen) and the three seats. */
export function rolesSetAnswer(state: Pick<RolesQuestionState, 'contract' | 'seats'>): {
  contract: string | null; declarer: Seat | null; leader: Seat | null; dummy: Seat | null;
} {
  const contract = chosenContract(state.contract);
  return { contract: contract === null ? null : makeContract(contract), ...state.seats };
}

/** What is still to choose before the answer can go: the contract, then the seats; null when all is chosen. */
export function rolesProblem(state: Pick<RolesQuestionState, 'contract' | 'seats'>): RolesProblem | null {
  if (chosenContract(state.contract) === null) return 'chooseContract';
  return ROLE_SEATS.some((role) => state.seats[role] === null) ? 'chooseSeats' : null;
}

function check(state: RolesQuestionState, item: QuizItem): RolesQuestionState {
  if (state.grade) return state;
  const problem = rolesProblem(state);
  if (problem) return { ...state, problem };
  return { ...state, problem: null, grade: gradeRoles(item, { contract: chosenContract(state.contract), ...state.seats }) };
}

/** Choosing a seat for a role: a seat name, or the state unchanged for anything else. */
export function withSeat<S extends Pick<RolesQuestionState, 'seats'>>(state: S, role: RoleSeat, text: string): S {
  const seat = SEATS.find((s) => s === text);
  return seat ? { ...state, seats: { ...state.seats, [role]: seat } } : state;
}

export function rolesQuestionReducer(state: RolesQuestionState, action: RolesQuestionAction): RolesQuestionState {
  if (state.grade && action.type !== 'check') return state;
  switch (action.type) {
    case 'contract':
      return { ...state, contract: action.contract, problem: null };
    case 'seat':
      return { ...withSeat(state, action.role, action.seat), problem: null };
    case 'check':
      return check(state, action.item);
  }
}
