// Chicago scoring (docs/system.md §9 and [I-20], seed 000 "Čikaški bridž"): four deals, partscores carried to a game.
// Example: NS 2♦ made on deal 1 (40), NS 2♠ made on deal 2 (60): 100 below, a game, 300 above.

import { err, ok, issue, type Result } from '../../result';
import { isVulnerable, SEATS, sideOf, type Seat, type Side, type Vulnerability } from '../types';
import { resultOf } from '../contract';
import { gameBonus, vulName } from './duplicate';
import { checkDeal, dealLines, SheetBuilder, type PerSide, type RubberDealInput, type ScoreSheet, type SheetIssue, type SheetLine } from './sheet';

export type ChicagoTurn = 1 | 2 | 3 | 4;

/** Deal 1 neither side, deals 2 and 3 the dealer's side, deal 4 both (§9); dealers N, E, S, W. */
const TURN_VUL: readonly Vulnerability[] = ['None', 'EW', 'NS', 'All'];

export function chicagoTurn(turn: ChicagoTurn): { dealer: Seat; vul: Vulnerability } {
  return { dealer: SEATS[turn - 1], vul: TURN_VUL[turn - 1] };
}

export interface ChicagoEntry {
  /** 1-based position in the input (passed-out deals included); SheetLine.deal refers to it. */
  readonly deal: number;
  /** Which of the four deals this is: a passed-out deal is redealt by the same dealer, in the same turn. */
  readonly turn: ChicagoTurn;
  readonly dealer: Seat;
  readonly vul: Vulnerability;
  readonly input: RubberDealInput;
  /** The game (1-based) below the line this deal was played in. */
  readonly game: number;
  readonly made: boolean | null;
  readonly lines: readonly SheetLine[];
  readonly gameWonBy: Side | null;
  /** Partscores carried to the next deal (both 0 right after a game). */
  readonly partscores: PerSide<number>;
}

export interface ChicagoSheet extends ScoreSheet {
  readonly deals: readonly ChicagoEntry[];
  /** Deals that counted: 0..4 (passed-out deals do not). */
  readonly played: number;
  /** Who deals next and at which vulnerability; null after the fourth deal. */
  readonly next: { readonly turn: ChicagoTurn; readonly dealer: Seat; readonly vul: Vulnerability } | null;
  /** The side with more points once four deals are played (null before, or on a tie). */
  readonly winner: Side | null;
}

/**
 * Scores a Chicago. A passed-out deal is redealt by the same dealer (§9): it is
 * listed on the sheet but does not use up one of the four turns, and the vulnerability follows the turn.
 * Issues (params include the 1-based `deal`): chicago-over for a fifth played deal, chicago-honours ([I-20]: not
 * scored), missing-declarer, missing-tricks, bad-tricks, bad-honours.
 */
export function scoreChicago(deals: readonly RubberDealInput[]): Result<ChicagoSheet, SheetIssue> {
  const sheet = new SheetBuilder();
  const entries: ChicagoEntry[] = [];
  let played = 0;
  for (const [i, input] of deals.entries()) {
    const deal = i + 1;
    if (played === 4) return err(issue('chicago-over', { deal }));
    const turn = (played + 1) as ChicagoTurn;
    const { dealer, vul } = chicagoTurn(turn);
    if (input.honours !== undefined) return err(issue('chicago-honours', { deal }));
    const checked = checkDeal(input, deal);
    if (!checked.ok) return checked;
    const playedDeal = checked.value;
    const lines = playedDeal ? dealLines(playedDeal, isVulnerable(vul, sideOf(playedDeal.declarer)), deal) : [];
    const gameWonBy = sheet.write(lines);
    if (gameWonBy !== null) {
      // §9: the game bonus is written when a game is made, at the vulnerability of the deal that made it.
      const vulnerable = isVulnerable(vul, gameWonBy);
      const bonus: SheetLine = {
        kind: 'game-bonus', points: gameBonus(vulnerable), params: { vul: vulName(vulnerable) }, side: gameWonBy, place: 'above', deal,
      };
      sheet.writeAbove(bonus);
      lines.push(bonus);
    }
    if (playedDeal) played += 1;
    entries.push({
      deal, turn, dealer, vul, input,
      game: sheet.below.length,
      made: playedDeal ? resultOf(playedDeal.contract, playedDeal.tricks).made : null,
      lines,
      gameWonBy,
      partscores: sheet.partscores(),
    });
  }
  // [I-20]: no bonus for a partscore left after the fourth deal, so nothing is added at the end.
  const result = sheet.sheet(played === 4);
  return ok({
    ...result,
    deals: entries,
    played,
    next: played === 4 ? null : { turn: (played + 1) as ChicagoTurn, ...chicagoTurn((played + 1) as ChicagoTurn) },
    winner: played === 4 ? result.leader : null,
  });
}
