// The bidding table's state and its changes as plain functions: the deal's source and seating, the step shown,
// the deal form's text and problem, the board field, the call selected, playback (the component draws it all).
// The form's text is in the page's seat letters (B-50: S:… is North in Serbian), or a BBO hand-viewer link (LIN), whose
// first board the table takes; the source, as the address keeps it, is always PBN's N:… (makeDeal).
// Example: tableReducer(initialTable(setup), { type: 'step', to: 3, total: 8 }).setup.step → 3.

import { makeDeal, parseDeal } from '@/lib/bridge/deal';
import { looksLikeLin, readLin, type LinIssue } from '@/lib/bridge/lin/file';
import { randomDeal } from '@/lib/bridge/random-deal';
import {
  localDealIssue, localDealText, PBN_LETTERS, printLocalDeal, readLocalDeal, type LocalDealIssue, type ReadLetters,
} from '@/lib/bridge/seat-letters';
import { boardInfo } from '@/lib/bridge/scoring/board';
import type { Seat, Vulnerability } from '@/lib/bridge/types';
import { parseBoard, type DealSource, type TableSetup } from './bidding-query';

export interface TableState {
  /** What the address mirrors: the deal's source, seating, board and step (clamped to the auction on use). */
  readonly setup: TableSetup;
  /** The deal form's text, its first seat in the page's letters. */
  readonly text: string;
  /** The pasted deal's problem: a deal's, or a LIN text's (a BBO hand-viewer link pasted in the field). */
  readonly problem: LocalDealIssue | LinIssue | null;
  /** The seat letters the form reads and writes (common.seatLetters; PBN's N/E/S/W in English). */
  readonly letters: ReadLetters;
  /** The board field as typed. */
  readonly boardText: string;
  /** The call whose explanation is shown (null: the last call shown). */
  readonly active: number | null;
  readonly playing: boolean;
}

export type TableAction =
  /** Back, Next, or all at once: `to` is clamped to 0 … total (the auction's length). */
  | { readonly type: 'step'; readonly to: number; readonly total: number }
  /** Reset, or a new deal or seating: the auction starts again from the first call. */
  | { readonly type: 'restart'; readonly patch: Partial<TableSetup> }
  | { readonly type: 'text'; readonly text: string }
  /** The deal form sent: its text, when it is a deal, becomes the source, written the canonical way. */
  | { readonly type: 'submit' }
  | { readonly type: 'random'; readonly seed: number }
  | { readonly type: 'seating'; readonly dealer: Seat; readonly vul: Vulnerability }
  | { readonly type: 'board'; readonly value: string }
  | { readonly type: 'select'; readonly index: number }
  /** Play or pause; with reduced motion, "play" shows every call at once. */
  | { readonly type: 'play'; readonly total: number; readonly reducedMotion: boolean }
  /** The playback timer: one more call after `step` (the step shown); playing stops on the last call. */
  | { readonly type: 'tick'; readonly step: number; readonly total: number };

/** The address's deal is read in PBN's letters (never the page's); its problem is shown as the form shows its text. */
function problemOf(source: DealSource | null, letters: ReadLetters): LocalDealIssue | null {
  if (source?.kind !== 'pbn') return null;
  const parsed = parseDeal(source.text);
  return parsed.ok ? null : localDealIssue(parsed.error, source.text, letters);
}

/** The form's text for the address's deal: as written there, its first seat in the page's letters (parsed or not). */
function textOf(source: DealSource | null, letters: ReadLetters): string {
  if (!source) return '';
  return source.kind === 'pbn' ? localDealText(source.text, letters) : printLocalDeal(randomDeal(source.seed), letters);
}

export function initialTable(initial: TableSetup, letters: ReadLetters = PBN_LETTERS): TableState {
  return {
    setup: initial,
    text: textOf(initial.source, letters),
    problem: problemOf(initial.source, letters),
    letters,
    boardText: initial.board === null ? '' : String(initial.board),
    active: null,
    playing: false,
  };
}

/**
 * A BBO hand-viewer link (or LIN text) pasted in the deal field: its first board's deal, dealer, vulnerability and board
 * number become the table's (the system bids it from the first call); a LIN that gives no board shows its first issue.
 */
function fromLin(state: TableState): TableState {
  const { file, issues } = readLin(state.text.trim());
  const board = file.boards[0];
  if (!board) return { ...state, problem: issues[0] ?? { code: 'lin-no-deal', params: { at: 1 } } };
  const text = printLocalDeal(board.deal, state.letters);
  return restart({ ...state, text, problem: null, boardText: board.board === null ? '' : String(board.board) }, {
    source: { kind: 'pbn', text: makeDeal(board.deal) }, dealer: board.dealer, vul: board.vul, board: board.board,
  });
}

function clampStep(state: TableState, to: number, total: number): TableSetup {
  return { ...state.setup, step: Math.max(0, Math.min(to, total)) };
}

function restart(state: TableState, patch: Partial<TableSetup>): TableState {
  return { ...state, setup: { ...state.setup, ...patch, step: 0 }, active: null, playing: false };
}

export function tableReducer(state: TableState, action: TableAction): TableState {
  switch (action.type) {
    case 'step':
      return { ...state, setup: clampStep(state, action.to, action.total), active: null };
    case 'restart':
      return restart(state, action.patch);
    case 'text':
      return { ...state, text: action.text };
    case 'submit': {
      if (looksLikeLin(state.text)) return fromLin(state);
      const parsed = readLocalDeal(state.text, state.letters);
      if (!parsed.ok) return { ...state, problem: parsed.error };
      const text = printLocalDeal(parsed.value, state.letters);
      return restart({ ...state, text, problem: null }, { source: { kind: 'pbn', text: makeDeal(parsed.value) } });
    }
    case 'random':
      return restart({ ...state, text: printLocalDeal(randomDeal(action.seed), state.letters), problem: null }, { source: { kind: 'seed', seed: action.seed } });
    case 'seating':
      return restart({ ...state, boardText: '' }, { dealer: action.dealer, vul: action.vul, board: null });
    case 'board': {
      const next = { ...state, boardText: action.value };
      const board = parseBoard(action.value);
      if (board !== null) return restart(next, { ...boardInfo(board), board });
      return action.value.trim() === '' ? { ...next, setup: { ...next.setup, board: null } } : next;
    }
    case 'select':
      return { ...state, active: action.index };
    case 'play':
      if (state.playing) return { ...state, playing: false };
      return action.reducedMotion ? tableReducer(state, { type: 'step', to: action.total, total: action.total }) : { ...state, playing: true };
    case 'tick':
      return {
        ...state,
        playing: action.step + 1 >= action.total ? false : state.playing,
        setup: clampStep(state, action.step + 1, action.total),
      };
  }
}
