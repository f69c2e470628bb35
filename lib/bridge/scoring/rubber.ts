// Rubber scoring (docs/system.md §9, seeds 000 "Kontrakt bridž" and 003 section 12): a We/They sheet deal by deal.
// Example: scoreRubber([{ contract: 4H, declarer: 'N', tricks: 10 }]) → NS 120 below, game 1 won by NS.

import { err, ok, issue, type Result } from '../../result';
import { resultOf } from '../contract';
import { sideOf, type Side } from '../types';
import { checkDeal, dealLines, SheetBuilder, type PerSide, type RubberDealInput, type ScoreSheet, type SheetIssue, type SheetLine } from './sheet';

export type { RubberDealInput, SheetLine, SheetGame, SheetLineKind, PerSide, ScoreSheet, SheetIssue } from './sheet';

/** One deal on the sheet, as the UI draws it. */
export interface RubberEntry {
  /** 1-based position in the input; SheetLine.deal refers to it. */
  readonly deal: number;
  readonly input: RubberDealInput;
  /** The game (1-based) this deal was played in. */
  readonly game: number;
  /** Vulnerability before the deal: a side with a game is vulnerable (§9). */
  readonly vulnerable: PerSide<boolean>;
  /** Null when the deal was passed out. */
  readonly made: boolean | null;
  /** Every line this deal wrote, above and below, for either side (the rubber bonus included). */
  readonly lines: readonly SheetLine[];
  /** A line is drawn under the below-the-line scores after this deal. */
  readonly gameWonBy: Side | null;
  readonly rubberWonBy: Side | null;
}

export interface RubberSheet extends ScoreSheet {
  readonly deals: readonly RubberEntry[];
  /** Vulnerability for the next deal. */
  readonly vulnerable: PerSide<boolean>;
  /** The side that won two games (null while the rubber goes on). */
  readonly winner: Side | null;
  readonly rubberBonus: SheetLine | null;
  /** What each side gets if play stops now (§9, seed 003): 300 for a single game, 50 for a partscore. */
  readonly unfinishedBonuses: readonly SheetLine[];
}

/** The bonus for the rubber: 700 if the other side has no game, 500 if it has one (seed 003; no per-game bonus). */
function rubberBonusLine(winner: Side, games: PerSide<number>, deal: number): SheetLine {
  const loser: Side = winner === 'NS' ? 'EW' : 'NS';
  const points = games[loser] === 0 ? 700 : 500;
  return { kind: 'rubber-bonus', points, params: { games: `2:${games[loser]}` }, side: winner, place: 'above', deal };
}

/** Unfinished rubber (§9): 300 to a side with one game, 50 to a side with a partscore in the open game. */
function unfinishedLines(games: PerSide<number>, partscores: PerSide<number>): SheetLine[] {
  return (['NS', 'EW'] as const).flatMap((side): SheetLine[] => [
    ...(games[side] === 1 ? [{ kind: 'unfinished-game' as const, points: 300, params: {}, side, place: 'above' as const, deal: null }] : []),
    ...(partscores[side] > 0
      ? [{ kind: 'unfinished-partscore' as const, points: 50, params: { partscore: partscores[side] }, side, place: 'above' as const, deal: null }]
      : []),
  ]);
}

/**
 * Scores a rubber from its deals in order. Issues (params always include `deal`, 1-based): rubber-over for a deal
 * after two games were won, missing-declarer, missing-tricks, bad-tricks (tricks outside 0..13), bad-honours.
 */
export function scoreRubber(deals: readonly RubberDealInput[]): Result<RubberSheet, SheetIssue> {
  const sheet = new SheetBuilder();
  const entries: RubberEntry[] = [];
  let winner: Side | null = null;
  let rubberBonus: SheetLine | null = null;
  for (const [i, input] of deals.entries()) {
    const deal = i + 1;
    if (winner !== null) return err(issue('rubber-over', { deal, last: deal - 1 }));
    const checked = checkDeal(input, deal);
    if (!checked.ok) return checked;
    const played = checked.value;
    const vulnerable = { NS: sheet.games.NS > 0, EW: sheet.games.EW > 0 };
    const lines = played ? dealLines(played, vulnerable[sideOf(played.declarer)], deal) : [];
    const gameWonBy = sheet.write(lines);
    if (gameWonBy !== null && sheet.games[gameWonBy] === 2) {
      winner = gameWonBy;
      rubberBonus = rubberBonusLine(winner, sheet.games, deal);
      sheet.writeAbove(rubberBonus);
      lines.push(rubberBonus);
    }
    entries.push({
      deal,
      input,
      game: sheet.below.length,
      vulnerable,
      made: played ? resultOf(played.contract, played.tricks).made : null,
      lines,
      gameWonBy,
      rubberWonBy: winner,
    });
  }
  const unfinishedBonuses = winner === null ? unfinishedLines(sheet.games, sheet.partscores()) : [];
  return ok({
    ...sheet.sheet(winner !== null, unfinishedBonuses),
    deals: entries,
    vulnerable: { NS: sheet.games.NS > 0, EW: sheet.games.EW > 0 },
    winner,
    rubberBonus,
    unfinishedBonuses,
  });
}
