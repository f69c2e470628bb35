// The rubber and Chicago sheet's state and its changes, apart from rendering (the component dispatches, this decides):
// the deals so far, the deal being entered and the problem of the last try.
// Example: sheetReducer(sheetStart(), { type: 'add', mode: 'rubber' }).deals → [4♥ by N, 10 tricks]: game to NS.

import type { Contract } from '@/lib/bridge/contract';
import type { RubberDealInput } from '@/lib/bridge/scoring/rubber';
import { scoreSheet, type SheetMode } from '@/lib/bridge/scoring/sheet-storage';
import type { Seat, Side } from '@/lib/bridge/types';
import type { Issue } from '@/lib/result';

/** The honours a deal may carry: none, or 100 / 150 to one side. */
export const HONOURS = ['', 'NS-100', 'NS-150', 'EW-100', 'EW-150'] as const;
export type HonoursChoice = (typeof HONOURS)[number];

export interface SheetState {
  readonly deals: readonly RubberDealInput[];
  /** False until the stored deals have been read (after hydration). */
  readonly loaded: boolean;
  readonly contract: Contract;
  readonly passedOut: boolean;
  readonly declarer: Seat;
  readonly tricks: number;
  readonly honours: HonoursChoice;
  /** Why the last deal could not be added (the sheet refused it), or null. */
  readonly problem: Issue | null;
}

export type SheetAction =
  | { readonly type: 'loaded'; readonly deals: readonly RubberDealInput[] }
  | { readonly type: 'contract'; readonly contract: Contract }
  | { readonly type: 'passedOut'; readonly passedOut: boolean }
  | { readonly type: 'declarer'; readonly declarer: Seat }
  | { readonly type: 'tricks'; readonly tricks: number }
  | { readonly type: 'honours'; readonly honours: HonoursChoice }
  | { readonly type: 'add'; readonly mode: SheetMode }
  | { readonly type: 'undo' }
  | { readonly type: 'clear' };

export function sheetStart(): SheetState {
  return {
    deals: [], loaded: false, contract: { level: 4, strain: 'H', risk: '' }, passedOut: false, declarer: 'N', tricks: 10,
    honours: '', problem: null,
  };
}

/** The deal the form describes now. */
export function enteredDeal(state: SheetState): RubberDealInput {
  if (state.passedOut) return { contract: null };
  const [side, points] = state.honours ? (state.honours.split('-') as [Side, string]) : [null, null];
  return {
    contract: state.contract, declarer: state.declarer, tricks: state.tricks,
    ...(side ? { honours: { side, points: Number(points) as 100 | 150 } } : {}),
  };
}

export function sheetReducer(state: SheetState, action: SheetAction): SheetState {
  switch (action.type) {
    case 'loaded':
      return { ...state, deals: action.deals, loaded: true };
    case 'contract':
      return { ...state, contract: action.contract };
    case 'passedOut':
      return { ...state, passedOut: action.passedOut };
    case 'declarer':
      return { ...state, declarer: action.declarer };
    case 'tricks':
      return { ...state, tricks: action.tricks };
    case 'honours':
      return { ...state, honours: action.honours };
    case 'add': {
      const next = [...state.deals, enteredDeal(state)];
      const result = scoreSheet(action.mode, next);
      // a deal the sheet refuses (a Chicago already over, honours in Chicago…) is not added: its problem is shown
      if (!result.ok) return { ...state, problem: result.error };
      return { ...state, deals: next, problem: null, honours: '' };
    }
    case 'undo':
      return { ...state, deals: state.deals.slice(0, -1), problem: null };
    case 'clear':
      return { ...state, deals: [], problem: null };
  }
}
