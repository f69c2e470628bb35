// The We/They score sheet shared by rubber and Chicago: lines above and below the line, games, deal input checks.
// Example: a made 4♥ by N adds { side: 'NS', place: 'below', kind: 'trick-score', points: 120, deal: 1 }.

import { err, issue, ok, type Issue, type Result } from '../../result';
import { resultOf, type Contract } from '../contract';
import { sideOf, type Seat, type Side } from '../types';
import { insultLine, overtricksLine, slamLine, trickScoreLine, undertricksLine, type ScoreLine, type ScoreLineKind } from './duplicate';

export type SheetLineKind = ScoreLineKind | 'honours' | 'rubber-bonus' | 'unfinished-game' | 'unfinished-partscore';

/** A line written on the sheet: for which side, above or below the line, from which deal (1-based; null at the end). */
export interface SheetLine extends ScoreLine<SheetLineKind> {
  readonly side: Side;
  readonly place: 'above' | 'below';
  readonly deal: number | null;
}

export interface PerSide<T> {
  readonly NS: T;
  readonly EW: T;
}

/** One game below the line: both sides' trick scores; once won, a line is drawn under it and partscores close. */
export interface SheetGame {
  readonly number: number;
  readonly NS: readonly SheetLine[];
  readonly EW: readonly SheetLine[];
  readonly wonBy: Side | null;
}

/** What rubber and Chicago sheets share; totals are every line of the sheet, bonuses at the end included. */
export interface ScoreSheet {
  readonly above: PerSide<readonly SheetLine[]>;
  readonly below: readonly SheetGame[];
  readonly games: PerSide<number>;
  readonly finished: boolean;
  readonly totals: PerSide<number>;
  /** The side with more points (null when equal) — not always the side that won the rubber (seed 000). */
  readonly leader: Side | null;
  readonly margin: number;
}

/** One deal as entered: a contract with declarer and tricks taken, or null when all four passed. */
export interface RubberDealInput {
  readonly contract: Contract | null;
  readonly declarer?: Seat;
  readonly tricks?: number;
  /** Four of the five trump honours in one hand 100; all five, or the four aces at no-trump, 150 (§9). */
  readonly honours?: { readonly side: Side; readonly points: 100 | 150 };
}

export interface PlayedDeal {
  readonly contract: Contract;
  readonly declarer: Seat;
  readonly tricks: number;
  readonly honours?: { readonly side: Side; readonly points: 100 | 150 };
}

export type SheetIssue = Issue<
  'missing-declarer' | 'missing-tricks' | 'bad-tricks' | 'bad-honours' | 'rubber-over' | 'chicago-over' | 'chicago-honours'
>;

/** Checks one entered deal; `deal` is its 1-based position, reported in every issue. Null: passed out. */
export function checkDeal(input: RubberDealInput, deal: number): Result<PlayedDeal | null, SheetIssue> {
  const { contract, declarer, tricks, honours } = input;
  if (contract === null) {
    // A passed-out deal has no trumps and no play: honours cannot be held in it.
    return honours === undefined ? ok(null) : err(issue('bad-honours', { deal, points: honours.points, contract: 'pass' }));
  }
  if (declarer === undefined) return err(issue('missing-declarer', { deal }));
  if (tricks === undefined) return err(issue('missing-tricks', { deal }));
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > 13) return err(issue('bad-tricks', { deal, tricks }));
  if (honours !== undefined) {
    // §9: at no-trump only the four aces count (150); in a suit four honours 100, all five 150.
    const possible = contract.strain === 'N' ? [150] : [100, 150];
    if (!possible.includes(honours.points)) {
      return err(issue('bad-honours', { deal, points: honours.points, contract: contract.strain === 'N' ? 'notrump' : 'suit' }));
    }
  }
  return ok({ contract, declarer, tricks, honours });
}

/** Sheet lines of a played deal, before any game or rubber bonus (§9: trick score below, the rest above). */
export function dealLines(played: PlayedDeal, vulnerable: boolean, deal: number): SheetLine[] {
  const { contract, tricks } = played;
  const side = sideOf(played.declarer);
  const defenders: Side = side === 'NS' ? 'EW' : 'NS';
  const lines: SheetLine[] = [];
  const write = (line: ScoreLine<SheetLineKind> | null, to: Side, place: 'above' | 'below') => {
    if (line !== null) lines.push({ ...line, side: to, place, deal });
  };
  if (resultOf(contract, tricks).made) {
    write(trickScoreLine(contract), side, 'below');
    write(slamLine(contract, vulnerable), side, 'above');
    write(insultLine(contract.risk), side, 'above');
    write(overtricksLine(contract, tricks, vulnerable), side, 'above');
  } else {
    write(undertricksLine(contract, tricks, vulnerable), defenders, 'above');
  }
  if (played.honours) {
    write({ kind: 'honours', points: played.honours.points, params: { strain: contract.strain } }, played.honours.side, 'above');
  }
  return lines;
}

function sumPoints(lines: readonly { readonly points: number }[]): number {
  return lines.reduce((sum, line) => sum + line.points, 0);
}

/** Collects lines into the sheet's columns; the game in progress (or the one just won) is the last of `below`. */
export class SheetBuilder {
  readonly above: { NS: SheetLine[]; EW: SheetLine[] } = { NS: [], EW: [] };
  readonly below: { number: number; NS: SheetLine[]; EW: SheetLine[]; wonBy: Side | null }[] = [{ number: 1, NS: [], EW: [], wonBy: null }];
  readonly games = { NS: 0, EW: 0 };

  /** Writes the lines; returns the side whose trick score in this game reached 100, closing the game. */
  write(lines: readonly SheetLine[]): Side | null {
    // The line under a won game was drawn: both sides' partscores are closed, the next deal starts a new game.
    if (this.below[this.below.length - 1].wonBy !== null) {
      this.below.push({ number: this.below.length + 1, NS: [], EW: [], wonBy: null });
    }
    const game = this.below[this.below.length - 1];
    for (const line of lines) (line.place === 'below' ? game : this.above)[line.side].push(line);
    const won = (['NS', 'EW'] as const).find((side) => sumPoints(game[side]) >= 100) ?? null;
    if (won !== null) {
      game.wonBy = won;
      this.games[won] += 1;
    }
    return won;
  }

  /** Writes a bonus above the line outside the game check (the rubber bonus, a Chicago game bonus). */
  writeAbove(line: SheetLine): void {
    this.above[line.side].push(line);
  }

  /** The partscore each side holds in the game in progress. */
  partscores(): PerSide<number> {
    const game = this.below[this.below.length - 1];
    return game.wonBy !== null ? { NS: 0, EW: 0 } : { NS: sumPoints(game.NS), EW: sumPoints(game.EW) };
  }

  sheet(finished: boolean, extra: readonly SheetLine[] = []): ScoreSheet {
    const total = (side: Side) =>
      sumPoints(this.above[side]) + this.below.reduce((sum, game) => sum + sumPoints(game[side]), 0) + sumPoints(extra.filter((l) => l.side === side));
    const totals = { NS: total('NS'), EW: total('EW') };
    return {
      above: { NS: [...this.above.NS], EW: [...this.above.EW] },
      below: this.below.map((game) => ({ ...game, NS: [...game.NS], EW: [...game.EW] })),
      games: { ...this.games },
      finished,
      totals,
      leader: totals.NS > totals.EW ? 'NS' : totals.EW > totals.NS ? 'EW' : null,
      margin: Math.abs(totals.NS - totals.EW),
    };
  }
}
