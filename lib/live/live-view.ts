// What the room sees of a live problem or a poll, from the problem as stored: the hand to call with (or the whole
// table), dealer, vulnerability and the auction so far as text; and the system's answer as stored. Pure: the server's
// replies and the pages' types are built from these. Example: problemView(problem, 2, 'hand') → { index: 2, seat: 'S', hand: 'AK2.…', deal: null, … }.

import { makeCall } from '../bridge/call';
import { handOf, makeDeal } from '../bridge/deal';
import { makeHand } from '../bridge/hand';
import type { Seat, Vulnerability } from '../bridge/types';
import type { QuizItem } from '../quiz/item-types';
import type { LiveShow } from './live-types';

export interface ProblemView {
  readonly index: number;
  readonly board: number | null;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly seat: Seat;
  readonly calls: readonly string[];
  readonly hand: string;
  readonly deal: string | null;
}

export function problemView(item: QuizItem & { readonly board?: number | null }, index: number, show: LiveShow): ProblemView {
  return {
    index, board: item.board ?? null, dealer: item.dealer, vul: item.vul, seat: item.seat, calls: item.calls.map(makeCall),
    hand: makeHand(handOf(item.deal, item.seat)), deal: show === 'table' ? makeDeal(item.deal) : null,
  };
}
