// The evaluate page's state and its changes as plain functions (the component renders it and writes the address).
// Example: evaluatorReducer(initialEvaluator('', ''), { type: 'edit', text: 'AKQ2.KJ3.T8.Q432' }).evaluated → that hand.

import { handSize, makeHand, makeHandFromMasks, parseHand, readPartialHand, type HandIssue } from '@/lib/bridge/hand';
import type { Hand, Suit } from '@/lib/bridge/types';
import { SUITS } from '@/lib/bridge/types';

export type Masks = readonly [number, number, number, number];

const EMPTY_MASKS: Masks = [0, 0, 0, 0];
const HAND_SIZE = 13;

/** What the address holds (?hand=…&partner=…): a new object each time the component must write it. */
export interface EvaluatorAddress {
  readonly hand: string;
  readonly partner: Suit | '';
}

export interface EvaluatorState {
  /** The input's text. */
  readonly text: string;
  /** The last valid hand evaluated: it stays on show (and in the grid) while the input holds a mistake. */
  readonly evaluated: string | null;
  /** The grid's cards: the text's when it is a (partial) hand, else the last ones that were. */
  readonly grid: Masks;
  /** The problem found when the hand was submitted (cleared by the next edit); typing mistakes show at once. */
  readonly submitIssue: HandIssue | null;
  /** The grid is folded once there is a hand to show, open while there is none or while it is being used. */
  readonly gridOpen: boolean;
  readonly partner: Suit | '';
  /** The last submitted or valid text, as ?hand=, with the partner. */
  readonly address: EvaluatorAddress;
}

export type EvaluatorAction =
  /** "Evaluate" (or a random hand): a valid hand is shown and the grid folds; an invalid one keeps the last. */
  | { readonly type: 'submit'; readonly hand: string }
  | { readonly type: 'edit'; readonly text: string }
  | { readonly type: 'toggle'; readonly suit: number; readonly rank: number }
  | { readonly type: 'partner'; readonly value: string }
  | { readonly type: 'clear' }
  | { readonly type: 'fold'; readonly open: boolean };

/** The grid's cards for a text, or null when the text is no (partial) hand the grid can show. */
export function gridOf(text: string): Masks | null {
  return readPartialHand(text).hand?.suits ?? null;
}

export function initialEvaluator(initialHand: string, initialPartner: Suit | ''): EvaluatorState {
  const initial = parseHand(initialHand);
  return {
    text: initialHand,
    evaluated: initial.ok ? initialHand : null,
    grid: gridOf(initialHand) ?? EMPTY_MASKS,
    submitIssue: initial.ok || initialHand === '' ? null : initial.error,
    gridOpen: !initial.ok,
    partner: initialPartner,
    address: { hand: initialHand, partner: initialPartner },
  };
}

/** The hand shown: its evaluation, its cards in the grid, and the address. */
function show(state: EvaluatorState, hand: string): EvaluatorState {
  return { ...state, evaluated: hand, grid: gridOf(hand) ?? EMPTY_MASKS, address: { hand, partner: state.partner } };
}

export function evaluatorReducer(state: EvaluatorState, action: EvaluatorAction): EvaluatorState {
  switch (action.type) {
    case 'submit': {
      const valid = parseHand(action.hand);
      // The typed text stays, the grid and the evaluation keep the last valid hand; the error names the mistake.
      if (!valid.ok) return { ...state, submitIssue: valid.error, address: { hand: action.hand, partner: state.partner } };
      const shown = makeHand(valid.value);
      return { ...show({ ...state, text: shown, submitIssue: null }, shown), gridOpen: false };
    }
    case 'edit': {
      const cards = gridOf(action.text);
      const next = { ...state, text: action.text, submitIssue: null, grid: cards ?? state.grid };
      // A complete, valid hand is evaluated as it is typed; an incomplete one waits for "Evaluate".
      return parseHand(action.text).ok ? { ...show(next, action.text), gridOpen: false } : next;
    }
    case 'toggle': {
      const masks = [...state.grid] as [number, number, number, number];
      masks[action.suit] ^= 1 << action.rank;
      const hand = makeHandFromMasks(...masks);
      const text = handSize(hand) === 0 ? '' : makeHand(hand);
      const next = { ...state, text, grid: masks, submitIssue: null };
      // The grid stays open: the player is using it.
      return handSize(hand) === HAND_SIZE ? show(next, text) : next;
    }
    case 'partner': {
      const partner = (SUITS as readonly string[]).includes(action.value) ? (action.value as Suit) : '';
      return { ...state, partner, address: { hand: state.address.hand, partner } };
    }
    case 'clear':
      return {
        ...state, text: '', evaluated: null, grid: EMPTY_MASKS, submitIssue: null, gridOpen: true,
        address: { hand: '', partner: state.partner },
      };
    case 'fold':
      return { ...state, gridOpen: action.open };
  }
}

/** The mistake to show: one typing more cannot mend at once, else the one found on submitting. */
export function problemOf(state: EvaluatorState): HandIssue | null {
  return readPartialHand(state.text).mistake ?? state.submitIssue;
}

/** The hand evaluated, if any. */
export function evaluatedHand(state: EvaluatorState): Hand | null {
  if (state.evaluated === null) return null;
  const parsed = parseHand(state.evaluated);
  return parsed.ok ? parsed.value : null;
}
